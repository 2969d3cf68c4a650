import type { CliContext } from '../../context';
import type { ExitCode } from '../../exitCodes';
import { printJson, printLine, wantsJson } from '../../output';
import { confirmAction } from '../../prompts/confirmAction';
import { flagOrPrompt } from '../../prompts/flagOrPrompt';
import { type CommonOptions, runCommand } from '../../runCommand';
import { requireClient } from '../../session/requireClient';
import { defineCommand } from '../defineCommand';
import { argument, outputFlags, reasonFlag, yesFlag } from '../flags';

export interface CasinoProviderOptions extends CommonOptions {
  provider: string;
  /** Kept in the audit log; asked for on a terminal when missing. */
  reason?: string;
  /** Skip the confirmation (required without a terminal). */
  yes?: boolean;
}

/**
 * `kbet casino enable|disable <provider>` (one definition per state): audited with the reason; a disabled
 * provider takes no launch and no bet, its wins and refunds still settle.
 * @example commandFor(false) // kbet casino disable
 */
export function commandFor(enabled: boolean) {
  const verb = enabled ? 'enable' : 'disable';
  const run = (options: CasinoProviderOptions, ctx: CliContext): Promise<ExitCode> =>
    runCommand(ctx, options, async () => {
      const client = await requireClient(ctx);
      const reason = await flagOrPrompt(ctx, options.reason, '--reason', () => ctx.prompts.input('Reason'));
      await confirmAction(ctx, options, `${verb} provider ${options.provider}?`);
      const provider = await client.admin.casino.setEnabled(options.provider, { enabled, reason });
      if (wantsJson(options)) {
        printJson(ctx, provider);
        return;
      }
      printLine(
        ctx,
        `${provider.id}: ${provider.enabled ? 'enabled' : 'disabled (no launches, no new bets)'}`,
      );
    });
  return {
    run,
    command: defineCommand<CasinoProviderOptions>({
      path: ['casino', verb],
      description: enabled
        ? 'Enable a game provider (its adapter must have passed the wallet contract suite)'
        : 'Disable a game provider: no launches or new bets; wins and refunds still settle',
      arguments: [argument('provider', '<provider>', 'the provider id (see `kbet casino providers`)')],
      flags: [reasonFlag(), yesFlag(), ...outputFlags()],
      examples: [`kbet casino ${verb} kbetsim --reason '점검' --yes`],
      run,
    }),
  };
}
