import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { memberText, printDetails, printJson, printLine, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { argument, outputFlags, positiveInt } from '../../flags';

export interface InquiryShowOptions extends CommonOptions {
  id: number;
}

/**
 * `kbet inquiries show <id>`: one inquiry with the member's question printed whole (neutralised: escape
 * sequences, control characters and bidi overrides removed) and its answers.
 * @example await run({ id: 4 }, ctx);
 */
export function run(options: InquiryShowOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const inquiry = await client.admin.inquiries.get(options.id);
    if (wantsJson(options)) {
      printJson(ctx, inquiry);
      return;
    }
    printDetails(ctx, [
      ['ID', inquiry.id],
      ['User ID', inquiry.userId],
      ['Nickname', inquiry.nickname],
      ['Kind', inquiry.kind],
      ['Title', inquiry.title],
      ['Asked', inquiry.createdAt],
      ['Answers', inquiry.customerAnswer.length],
      ['Read', inquiry.confirmStatus === 1 ? 'yes' : 'no'],
      ['Deleted', inquiry.deletedFlg === 1 ? 'yes' : 'no'],
    ]);
    printLine(ctx, '');
    for (const line of memberText(inquiry.questionContents).split('\n')) printLine(ctx, line);
    for (const answer of inquiry.customerAnswer) {
      printLine(ctx, '');
      printLine(ctx, `Answer ${answer.id}:`);
      for (const line of memberText(answer.answerContents).split('\n')) printLine(ctx, line);
    }
  });
}

export const command = defineCommand<InquiryShowOptions>({
  path: ['inquiries', 'show'],
  description: "Show an inquiry: the member's question (neutralised) and the answers",
  arguments: [argument('id', '<id>', 'the inquiry', positiveInt('<id>'))],
  flags: [...outputFlags()],
  examples: ['kbet inquiries show 4', 'kbet inquiries show 4 --json | jq -r .questionContents'],
  run,
});
