import { Option } from 'commander';
import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printTable, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { outputFlags, pageFlag } from '../../flags';

export const INQUIRY_STATUSES = ['unanswered', 'answered', 'all'] as const;
export type InquiryStatusName = (typeof INQUIRY_STATUSES)[number];

export interface InquiriesListOptions extends CommonOptions {
  /** Member inquiries in this state (default unanswered). */
  status?: InquiryStatusName;
  /** The non-member inquiries from the login page instead. */
  nonMember?: boolean;
  page?: number;
}

/**
 * `kbet inquiries list`: 1:1 inquiries (unanswered first by default) or, with --non-member, the guests'.
 * @example await run({ status: 'all', json: true }, ctx);
 */
export function run(options: InquiriesListOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const page = options.page ?? 1;
    if (options.nonMember) {
      const result = await client.admin.inquiries.nonMember({ page });
      if (wantsJson(options)) {
        printJson(ctx, result);
        return;
      }
      printTable(ctx, result.items, [
        { header: 'ID', value: (i) => i.id, align: 'right' },
        { header: 'NAME', value: (i) => i.name },
        { header: 'PHONE', value: (i) => i.phoneNumber },
        { header: 'QUESTION', value: (i) => i.question },
        { header: 'ASKED', value: (i) => i.createdAt },
      ]);
      return;
    }
    const result = await client.admin.inquiries.list({ status: options.status ?? 'unanswered', page });
    if (wantsJson(options)) {
      printJson(ctx, result);
      return;
    }
    printTable(ctx, result.items, [
      { header: 'ID', value: (i) => i.id, align: 'right' },
      { header: 'USER ID', value: (i) => i.userId },
      { header: 'KIND', value: (i) => i.kind },
      { header: 'TITLE', value: (i) => i.title },
      { header: 'ANSWERS', value: (i) => i.customerAnswer.length, align: 'right' },
      { header: 'READ', value: (i) => (i.confirmStatus === 1 ? 'yes' : 'no') },
      { header: 'DELETED', value: (i) => (i.deletedFlg === 1 ? 'yes' : 'no') },
      { header: 'ASKED', value: (i) => i.createdAt },
    ]);
  });
}

export const command = defineCommand<InquiriesListOptions>({
  path: ['inquiries', 'list'],
  description: 'List 1:1 inquiries (unanswered by default), or the non-member ones',
  flags: [
    new Option('--status <status>', 'which inquiries').choices(INQUIRY_STATUSES),
    new Option('--non-member', "the guests' inquiries from the login page instead"),
    pageFlag(),
    ...outputFlags(),
  ],
  examples: [
    'kbet inquiries list',
    'kbet inquiries list --status all --json',
    'kbet inquiries list --non-member',
  ],
  run,
});
