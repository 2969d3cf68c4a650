import { readFile } from 'node:fs/promises';
import type { CliContext } from '../../context';
import { flagOrPrompt } from '../../prompts/flagOrPrompt';

export interface HtmlContentsOptions {
  /** The HTML itself. */
  contents?: string;
  /** A file holding the HTML (wins over --contents). */
  contentsFile?: string;
}

/**
 * The HTML of a post or message: from --contents-file, else --contents, else asked for on a terminal.
 * The server sanitises it (scripts, handlers and unsafe URLs are removed).
 * @example const html = await htmlContents(ctx, { contentsFile: 'notice.html' });
 */
export async function htmlContents(ctx: CliContext, options: HtmlContentsOptions): Promise<string> {
  if (options.contentsFile) return readFile(options.contentsFile, 'utf8');
  return flagOrPrompt(ctx, options.contents, '--contents', () => ctx.prompts.input('Contents (HTML)'));
}
