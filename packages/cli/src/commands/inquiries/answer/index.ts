import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printLine, wantsJson } from '../../../output';
import { confirmAction } from '../../../prompts/confirmAction';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { type HtmlContentsOptions, htmlContents } from '../../boards/htmlContents';
import { defineCommand } from '../../defineCommand';
import { argument, contentsFlags, outputFlags, positiveInt, yesFlag } from '../../flags';

export interface InquiryAnswerOptions extends CommonOptions, HtmlContentsOptions {
  id: number;
  yes?: boolean;
}

/**
 * `kbet inquiries answer <id>`: reply to a member's inquiry (HTML, sanitised by the server, audited);
 * the member sees it as answered and unread.
 * @example await run({ id: 4, contents: '입금 화면에서 확인해 주세요.', yes: true }, ctx);
 */
export function run(options: InquiryAnswerOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const answerContents = await htmlContents(ctx, options);
    await confirmAction(ctx, options, `Answer inquiry ${options.id}?`);
    const inquiry = await client.admin.inquiries.answer(options.id, { answerContents });
    if (wantsJson(options)) {
      printJson(ctx, inquiry);
      return;
    }
    printLine(
      ctx,
      `Answered inquiry ${inquiry.id} of ${inquiry.userId} (${inquiry.customerAnswer.length} answers)`,
    );
  });
}

export const command = defineCommand<InquiryAnswerOptions>({
  path: ['inquiries', 'answer'],
  description: 'Answer an inquiry (asks for confirmation on a terminal)',
  arguments: [argument('id', '<id>', 'the inquiry', positiveInt('<id>'))],
  flags: [...contentsFlags(), yesFlag(), ...outputFlags()],
  examples: ["kbet inquiries answer 4 --contents '입금 화면에서 계좌를 확인해 주세요.' --yes"],
  run,
});
