import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printDetails, printJson, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { argument, outputFlags } from '../../flags';
import { describeTerms } from '../termsFlags';

export interface PartnersShowOptions extends CommonOptions {
  userId: string;
}

/**
 * `kbet partners show <userId>`: the partner and its contract history, newest first.
 * @example await run({ userId: 'agent01' }, ctx);
 */
export function run(options: PartnersShowOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const partner = await (await requireClient(ctx)).admin.partners.get(options.userId);
    if (wantsJson(options)) {
      printJson(ctx, partner);
      return;
    }
    printDetails(ctx, [
      ['User ID', partner.userId],
      ['Nickname', partner.nickname],
      ['Tier', partner.tier],
      ['Parent', partner.parentId],
      ['Code', partner.code],
      ['Members', partner.members],
      ...partner.contracts.map(
        (contract, i) => [i === 0 ? 'Contracts' : '', describeTerms(contract)] as const,
      ),
    ]);
  });
}

export const command = defineCommand<PartnersShowOptions>({
  path: ['partners', 'show'],
  description: 'A partner with its contract history',
  arguments: [argument('userId', '<userId>', 'the partner')],
  flags: [...outputFlags()],
  examples: ['kbet partners show agent01'],
  run,
});
