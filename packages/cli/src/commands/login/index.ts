import { createKbetClient, isStaffAccount } from '@kbet/sdk';
import { Option } from 'commander';
import { readConfig, writeConfig } from '../../config/cliConfig';
import type { CliContext } from '../../context';
import { cliErrors } from '../../errors/cliError';
import type { ExitCode } from '../../exitCodes';
import { notice, printJson, printLine, wantsJson } from '../../output';
import { flagOrPrompt } from '../../prompts/flagOrPrompt';
import { type CommonOptions, runCommand } from '../../runCommand';
import { defineCommand } from '../defineCommand';
import { outputFlags } from '../flags';

export interface LoginOptions extends CommonOptions {
  /** The server; the stored one, else DEFAULT_URL. */
  url?: string;
  user?: string;
  /** Also read from KBET_PASSWORD, so it need not appear in the shell history. */
  password?: string;
  /** The authenticator code, once the staff account has enrolled its second factor (on the web's /admin). */
  otp?: string;
}

export const DEFAULT_URL = 'http://localhost:3000';

/**
 * `kbet login`: logs a staff account in and stores the server URL and session token (config mode 0600).
 * A member account is logged out again and refused: the back office is staff only.
 * @example await run({ url: 'http://localhost:3000', user: 'admin01', password: 'kbet1234' }, ctx);
 */
export function run(options: LoginOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const url = options.url ?? (await readConfig(ctx)).url ?? DEFAULT_URL;
    const userId = await flagOrPrompt(ctx, options.user, '--user', () => ctx.prompts.input('User id'));
    const password = await flagOrPrompt(ctx, options.password ?? ctx.env.KBET_PASSWORD, '--password', () =>
      ctx.prompts.password('Password'),
    );
    let token: string | undefined;
    const client = createKbetClient({
      baseURL: url,
      token: () => token,
      ...(ctx.fetch && { fetch: ctx.fetch }),
    });
    const login = await client.auth.login({
      userId,
      password,
      ...(options.otp !== undefined && { otp: options.otp }),
    });
    token = login.token;
    const { user } = login;
    if (!isStaffAccount(user)) {
      await client.auth.logout();
      throw cliErrors.notStaff(user.userId);
    }
    await writeConfig(ctx, { url, token, userId: user.userId });
    // Until the account enrols its second factor the back office refuses it (OTP_ENROLMENT_REQUIRED): say how.
    const factor = await client.auth.totp.status();
    if (factor.required && !factor.enrolled) {
      notice(
        ctx,
        'This account must enrol a second factor before the back office answers: run `kbet otp enroll`.',
      );
    }
    if (wantsJson(options)) {
      printJson(ctx, { url, user: { id: user.id, userId: user.userId, nickname: user.nickname } });
      return;
    }
    printLine(ctx, `Logged in to ${url} as ${user.userId} (${user.nickname}).`);
  });
}

export const command = defineCommand<LoginOptions>({
  path: ['login'],
  description: 'Log a staff account in and store the server URL and session token (config file, mode 0600)',
  flags: [
    new Option('--url <url>', 'the kbet server (default: the stored one, else http://localhost:3000)'),
    new Option('--user <userId>', 'staff user id (asked for on a terminal)'),
    new Option('--password <password>', 'password (also KBET_PASSWORD; asked for on a terminal)'),
    new Option('--otp <code>', 'the 6-digit authenticator code, once the account enrolled one on /admin'),
    ...outputFlags(),
  ],
  examples: [
    'kbet login --url http://localhost:3000 --user admin01',
    'KBET_PASSWORD=… kbet login --user admin01 --json',
    'kbet login --user admin01 --otp 123456',
  ],
  run,
});
