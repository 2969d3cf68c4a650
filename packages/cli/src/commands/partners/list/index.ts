import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printTable, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { outputFlags } from '../../flags';
import { describeTerms } from '../termsFlags';

/**
 * `kbet partners list`: every partner with its tier, parent, code, member count and contract in force.
 * @example await run({ json: true }, ctx);
 */
export function run(options: CommonOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const partners = await (await requireClient(ctx)).admin.partners.list();
    if (wantsJson(options)) {
      printJson(ctx, partners);
      return;
    }
    printTable(ctx, partners, [
      { header: 'USER ID', value: (p) => p.userId },
      { header: 'TIER', value: (p) => p.tier, align: 'right' },
      { header: 'PARENT', value: (p) => p.parentId ?? '-' },
      { header: 'CODE', value: (p) => p.code },
      { header: 'MEMBERS', value: (p) => p.members, align: 'right' },
      { header: 'CONTRACT', value: (p) => describeTerms(p.contract) },
    ]);
  });
}

export const command = defineCommand<CommonOptions>({
  path: ['partners', 'list'],
  description: 'Every partner with tier, parent, code, members and contract',
  flags: [...outputFlags()],
  examples: ['kbet partners list', 'kbet partners list --json'],
  run,
});
