import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printDetails, printJson, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { outputFlags } from '../../flags';

/**
 * `kbet otp enroll`: a new authenticator secret for the logged-in staff account, for staff who work only from a
 * terminal (the web's /admin offers the same). It is active only once `kbet otp confirm` sends its first code.
 * @example await run({ json: true }, ctx); // {"secret": "JBSW…", "uri": "otpauth://totp/kbet:admin01?…"}
 */
export function run(options: CommonOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const enrollment = await (await requireClient(ctx)).auth.totp.enroll();
    if (wantsJson(options)) {
      printJson(ctx, enrollment);
      return;
    }
    printDetails(ctx, [
      ['Secret', enrollment.secret],
      ['URI', enrollment.uri],
      ['Next', 'add it to an authenticator app, then run `kbet otp confirm <code>`'],
    ]);
  });
}

export const command = defineCommand<CommonOptions>({
  path: ['otp', 'enroll'],
  description: 'Start enrolling an authenticator for this staff account: prints its secret and otpauth URI',
  flags: [...outputFlags()],
  examples: ['kbet otp enroll', 'kbet otp enroll --json'],
  run,
});
