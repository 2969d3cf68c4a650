import type { AdminBoardPost } from '@kbet/sdk/admin';
import type { CliContext } from '../../context';
import { printJson, printLine, wantsJson } from '../../output';

/**
 * A post after a change: the JSON document, or one line naming it.
 * @example printPost(ctx, options, post, 'Added');
 */
export function printPost(
  ctx: CliContext,
  options: { json?: boolean },
  post: AdminBoardPost,
  verb: string,
): void {
  if (wantsJson(options)) {
    printJson(ctx, post);
    return;
  }
  printLine(ctx, `${verb} ${post.category} ${post.id}: ${post.title}`);
}
