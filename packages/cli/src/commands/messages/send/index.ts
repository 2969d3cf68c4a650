import { Option } from 'commander';
import type { CliContext } from '../../../context';
import { cliErrors } from '../../../errors/cliError';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printLine, wantsJson } from '../../../output';
import { confirmAction } from '../../../prompts/confirmAction';
import { flagOrPrompt } from '../../../prompts/flagOrPrompt';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { type HtmlContentsOptions, htmlContents } from '../../boards/htmlContents';
import { defineCommand } from '../../defineCommand';
import { contentsFlags, outputFlags, positiveInt, titleFlag, yesFlag } from '../../flags';

export interface MessagesSendOptions extends CommonOptions, HtmlContentsOptions {
  /** One member's user id… */
  user?: string;
  /** …or every active member of this level (role). */
  level?: number;
  title?: string;
  yes?: boolean;
}

/**
 * `kbet messages send`: a message to one member (--user) or to a level (--level); audited.
 * @example await run({ level: 4, title: 'VIP 안내', contents: '<p>혜택</p>', yes: true }, ctx);
 */
export function run(options: MessagesSendOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    if ((options.user === undefined) === (options.level === undefined))
      throw cliErrors.invalidValue('--user or --level', 'given, one of them');
    const client = await requireClient(ctx);
    const title = await flagOrPrompt(ctx, options.title, '--title', () => ctx.prompts.input('Title'));
    const contents = await htmlContents(ctx, options);
    const to = options.user ?? `level ${options.level}`;
    await confirmAction(ctx, options, `Send '${title}' to ${to}?`);
    const result = await client.admin.sendMessage({
      ...(options.user !== undefined ? { userId: options.user } : { level: options.level }),
      title,
      contents,
    });
    if (wantsJson(options)) {
      printJson(ctx, result);
      return;
    }
    printLine(ctx, `Sent '${title}' to ${to}: ${result.sent} message(s)`);
  });
}

export const command = defineCommand<MessagesSendOptions>({
  path: ['messages', 'send'],
  description: 'Send a message to one member or to every active member of a level',
  flags: [
    ...contentsFlags(),
    new Option('--user <userId>', 'the member'),
    new Option('--level <n>', 'every active member of this level (role)').argParser(positiveInt('--level')),
    titleFlag(),
    yesFlag(),
    ...outputFlags(),
  ],
  examples: [
    "kbet messages send --user member01 --title '안내' --contents '<p>확인 부탁드립니다</p>'",
    "kbet messages send --level 4 --title 'VIP 안내' --contents-file vip.html --yes --json",
  ],
  run,
});
