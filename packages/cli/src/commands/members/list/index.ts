import { formatWon } from '@kbet/sdk';
import { Option } from 'commander';
import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { notice, pageNotice, printJson, printTable, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { outputFlags, pageFlag } from '../../flags';

export interface MembersListOptions extends CommonOptions {
  status?: 'pending' | 'active' | 'rejected' | 'banned';
  /** Part of a user id, nickname or phone number. */
  query?: string;
  page?: number;
}

/**
 * `kbet members list`: members newest first, filtered by status and a search text.
 * @example await run({ status: 'pending', json: true }, ctx);
 */
export function run(options: MembersListOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const page = options.page ?? 1;
    const result = await client.admin.members.list({
      ...(options.status && { status: options.status }),
      ...(options.query && { q: options.query }),
      page,
    });
    if (wantsJson(options)) {
      printJson(ctx, result);
      return;
    }
    printTable(ctx, result.items, [
      { header: 'ID', value: (m) => m.id, align: 'right' },
      { header: 'USER ID', value: (m) => m.userId },
      { header: 'NICKNAME', value: (m) => m.nickname },
      { header: 'STATUS', value: (m) => m.status },
      { header: 'ROLE', value: (m) => m.role, align: 'right' },
      { header: 'EMONEY', value: (m) => formatWon(m.emoney), align: 'right' },
      { header: 'JOINED', value: (m) => m.createdAt },
    ]);
    notice(ctx, pageNotice(page, result.items.length, result.total, 'members'));
  });
}

export const command = defineCommand<MembersListOptions>({
  path: ['members', 'list'],
  description: 'List members newest first',
  flags: [
    new Option('--status <status>', 'only members in this state').choices([
      'pending',
      'active',
      'rejected',
      'banned',
    ]),
    new Option('-q, --query <text>', 'part of a user id, nickname or phone number'),
    pageFlag(),
    ...outputFlags(),
  ],
  examples: ['kbet members list --status pending', 'kbet members list -q 010 --json | jq ".items[].userId"'],
  run,
});
