import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printLine, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { argument, outputFlags } from '../../flags';

export interface OtpConfirmOptions extends CommonOptions {
  /** The authenticator's current 6-digit code; the server checks its shape and value. */
  code: string;
}

/**
 * `kbet otp confirm <code>`: activates the secret `kbet otp enroll` gave with its first code; from then on every
 * login of this account needs `--otp`.
 * @example await run({ code: '123456' }, ctx);
 */
export function run(options: OtpConfirmOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const confirmed = await (await requireClient(ctx)).auth.totp.confirm({ otp: options.code });
    if (wantsJson(options)) {
      printJson(ctx, confirmed);
      return;
    }
    printLine(ctx, 'Second factor enrolled: log in with `kbet login --otp <code>` from now on.');
  });
}

export const command = defineCommand<OtpConfirmOptions>({
  path: ['otp', 'confirm'],
  description: 'Activate the enrolled authenticator with its current code',
  arguments: [argument('code', '<code>', 'the authenticator’s current 6-digit code')],
  flags: [...outputFlags()],
  examples: ['kbet otp confirm 123456'],
  run,
});
