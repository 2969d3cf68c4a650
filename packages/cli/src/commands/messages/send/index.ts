import type { CliContext } from '../../../context';
import { cliErrors } from '../../../errors/cliError';
import type { ExitCode } from '../../../exitCodes';
import { printJson } from '../../../output';
import { confirmAction } from '../../../prompts/confirmAction';
import { flagOrPrompt } from '../../../prompts/flagOrPrompt';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { type HtmlContentsOptions, htmlContents } from '../../boards/htmlContents';

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
    if (options.json) {
      printJson(ctx, result);
      return;
    }
    ctx.stdout.write(`Sent '${title}' to ${to}: ${result.sent} message(s)\n`);
  });
}
