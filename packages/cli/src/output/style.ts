import type { CliContext, OutputStream } from '../context';

export interface Style {
  bold(text: string): string;
  dim(text: string): string;
  green(text: string): string;
  red(text: string): string;
}

const sgr = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;
const plain = (text: string) => text;

/**
 * ANSI styles for a stream: colour only on a terminal, and never when NO_COLOR is set (no-color.org).
 * @example const { bold } = styleFor(ctx, ctx.stdout); ctx.stdout.write(bold('ID'));
 */
export function styleFor(ctx: Pick<CliContext, 'env'>, stream: OutputStream): Style {
  const colour = stream.isTTY === true && !ctx.env.NO_COLOR;
  return colour
    ? { bold: sgr(1, 22), dim: sgr(2, 22), green: sgr(32, 39), red: sgr(31, 39) }
    : { bold: plain, dim: plain, green: plain, red: plain };
}
