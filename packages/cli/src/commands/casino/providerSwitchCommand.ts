import type { AdminCasinoProvider } from '@kbet/sdk/admin';
import { Argument } from 'commander';
import type { CliContext } from '../../context';
import type { ExitCode } from '../../exitCodes';
import { printJson, printLine, wantsJson } from '../../output';
import { confirmAction } from '../../prompts/confirmAction';
import { flagOrPrompt } from '../../prompts/flagOrPrompt';
import { type CommonOptions, runCommand } from '../../runCommand';
import { requireClient } from '../../session/requireClient';
import { type CommandArgument, defineCommand } from '../defineCommand';
import { argument, outputFlags, reasonFlag, yesFlag } from '../flags';

export interface CasinoProviderOptions extends CommonOptions {
  provider: string;
  /** `kbet casino maintenance` only: on or off. */
  state?: 'on' | 'off';
  /** Kept in the audit log; asked for on a terminal when missing. */
  reason?: string;
  /** Skip the confirmation (required without a terminal). */
  yes?: boolean;
}

/** A provider switch: which flag a command sets to what, as the staff API takes it. */
type ProviderSwitch = { enabled: boolean } | { maintenance: boolean };

const describeProvider = (provider: AdminCasinoProvider) =>
  `${provider.id}: ${provider.enabled ? 'enabled' : 'disabled (no launches, no new bets)'}${
    provider.maintenance ? ', in maintenance (점검중입니다.)' : ''
  }`;

/**
 * A `kbet casino <verb> <provider>` command that flips one provider switch through the staff API: audited with
 * the reason, confirmed unless --yes, the provider printed after (or as JSON).
 * @example providerSwitchCommand('disable', 'Disable a game provider', () => ({ enabled: false }))
 */
export function providerSwitchCommand(
  verb: string,
  description: string,
  switchOf: (options: CasinoProviderOptions) => ProviderSwitch,
  more: { arguments?: CommandArgument<CasinoProviderOptions>[]; example?: string } = {},
) {
  const run = (options: CasinoProviderOptions, ctx: CliContext): Promise<ExitCode> =>
    runCommand(ctx, options, async () => {
      const client = await requireClient(ctx);
      const reason = await flagOrPrompt(ctx, options.reason, '--reason', () => ctx.prompts.input('Reason'));
      const change = switchOf(options);
      await confirmAction(
        ctx,
        options,
        `${verb} provider ${options.provider}${options.state ? ` ${options.state}` : ''}?`,
      );
      const provider =
        'enabled' in change
          ? await client.admin.casino.setEnabled(options.provider, { ...change, reason })
          : await client.admin.casino.setMaintenance(options.provider, { ...change, reason });
      if (wantsJson(options)) printJson(ctx, provider);
      else printLine(ctx, describeProvider(provider));
    });
  return {
    run,
    command: defineCommand<CasinoProviderOptions>({
      path: ['casino', verb],
      description,
      arguments: [
        argument('provider', '<provider>', 'the provider id (see `kbet casino providers`)'),
        ...(more.arguments ?? []),
      ],
      flags: [reasonFlag(), yesFlag(), ...outputFlags()],
      examples: [more.example ?? `kbet casino ${verb} kbetsim --reason '점검' --yes`],
      run,
    }),
  };
}

/** The `<state>` argument of `kbet casino maintenance`: on or off. */
export const stateArgument = (): CommandArgument<CasinoProviderOptions> => ({
  key: 'state',
  argument: new Argument('<state>', 'on or off').choices(['on', 'off']),
});
