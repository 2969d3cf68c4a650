import type { AdminPartner } from '@kbet/sdk/admin';
import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printLine, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { outputFlags } from '../../flags';

/**
 * The tree as indented lines, parents before children; iterative (a stack), so no depth can overflow.
 * @example treeLines(partners) // ['agent01 (1) 3 members', '  agent02 (2) …']
 */
export function treeLines(partners: readonly AdminPartner[]): string[] {
  const children = new Map<number | null, AdminPartner[]>();
  for (const partner of partners)
    children.set(partner.parentId, [...(children.get(partner.parentId) ?? []), partner]);
  const lines: string[] = [];
  const stack = [...(children.get(null) ?? [])].reverse().map((partner) => ({ partner, depth: 0 }));
  const seen = new Set<number>();
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { partner, depth } = next;
    if (seen.has(partner.memberId)) continue;
    seen.add(partner.memberId);
    lines.push(`${'  '.repeat(depth)}${partner.userId} (${partner.tier}) ${partner.members} members`);
    for (const child of [...(children.get(partner.memberId) ?? [])].reverse())
      stack.push({ partner: child, depth: depth + 1 });
  }
  return lines;
}

/**
 * `kbet partners tree`: the partner tree, indented by tier.
 * @example await run({}, ctx);
 */
export function run(options: CommonOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const partners = await (await requireClient(ctx)).admin.partners.list();
    if (wantsJson(options)) printJson(ctx, partners);
    else for (const line of treeLines(partners)) printLine(ctx, line);
  });
}

export const command = defineCommand<CommonOptions>({
  path: ['partners', 'tree'],
  description: 'The partner tree, indented by tier',
  flags: [...outputFlags()],
  examples: ['kbet partners tree'],
  run,
});
