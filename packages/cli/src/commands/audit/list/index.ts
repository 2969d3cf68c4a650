import { Option } from 'commander';
import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { notice, pageNotice, printJson, printTable, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { outputFlags, pageFlag } from '../../flags';

export interface AuditListOptions extends CommonOptions {
  /** The actor's user id. */
  actor?: string;
  /** An exact action, or a prefix ending in '.' ('member.'). */
  action?: string;
  /** 'type' or 'type:id', e.g. 'member:7', 'charge:12'. */
  target?: string;
  /** Korean calendar days (YYYY-MM-DD), both inclusive. */
  from?: string;
  to?: string;
  page?: number;
}

const brief = (value: unknown): string =>
  value === null || value === undefined ? '' : JSON.stringify(value);

/**
 * `kbet audit list`: who did what, when, old and new value and why, newest first.
 * @example await run({ action: 'balance.', from: '2026-01-01', json: true }, ctx);
 */
export function run(options: AuditListOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const page = options.page ?? 1;
    const { json: _json, page: _page, ...filters } = options;
    const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
    const result = await client.admin.audit({ ...query, page });
    if (wantsJson(options)) {
      printJson(ctx, result);
      return;
    }
    printTable(ctx, result.items, [
      { header: 'ID', value: (e) => e.id, align: 'right' },
      { header: 'WHEN', value: (e) => e.createdAt },
      { header: 'ACTOR', value: (e) => e.actorUserId ?? 'system' },
      { header: 'ACTION', value: (e) => e.action },
      {
        header: 'TARGET',
        value: (e) => (e.targetId === null ? e.targetType : `${e.targetType}:${e.targetId}`),
      },
      { header: 'OLD', value: (e) => brief(e.old) },
      { header: 'NEW', value: (e) => brief(e.new) },
      { header: 'REASON', value: (e) => e.reason },
    ]);
    notice(ctx, pageNotice(page, result.items.length, result.total, 'entries'));
  });
}

export const command = defineCommand<AuditListOptions>({
  path: ['audit', 'list'],
  description: 'Who did what, when, old and new value and why; newest first',
  flags: [
    new Option('--actor <userId>', "the actor's user id"),
    new Option('--action <action>', "an exact action, or a prefix ending in '.' (member.)"),
    new Option('--target <target>', "'type' or 'type:id' (member:7, charge:12)"),
    new Option('--from <day>', 'first Korean calendar day, YYYY-MM-DD'),
    new Option('--to <day>', 'last Korean calendar day, YYYY-MM-DD'),
    pageFlag(),
    ...outputFlags(),
  ],
  examples: ['kbet audit list --action member. --from 2026-01-01', 'kbet audit list --actor admin01 --json'],
  run,
});
