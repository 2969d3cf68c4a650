import { homedir } from 'node:os';
import { confirm, input, password, select } from '@inquirer/prompts';

/** Where a command writes: process.stdout / process.stderr, or a buffer in tests. */
export interface OutputStream {
  write(chunk: string): unknown;
  readonly isTTY?: boolean;
}

/** The questions a command may ask; each one also has a flag. */
export interface Prompts {
  confirm(message: string): Promise<boolean>;
  input(message: string): Promise<string>;
  password(message: string): Promise<string>;
  select<T extends string>(message: string, choices: readonly T[]): Promise<T>;
}

/** Everything a command touches outside its options, so tests run commands without a process. */
export interface CliContext {
  readonly stdout: OutputStream;
  readonly stderr: OutputStream;
  readonly stdin: { readonly isTTY?: boolean };
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly homedir: string;
  readonly prompts: Prompts;
  /** globalThis.fetch when absent. */
  readonly fetch?: typeof fetch;
}

/**
 * The context of the real process. Prompts draw on stderr so that stdout stays machine-readable.
 * @example const code = await main(process.argv.slice(2), createContext());
 */
export function createContext(): CliContext {
  const io = { output: process.stderr };
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
    homedir: homedir(),
    prompts: {
      confirm: (message) => confirm({ message, default: false }, io),
      input: (message) => input({ message, required: true }, io),
      password: (message) => password({ message, mask: true }, io),
      select: (message, choices) => select({ message, choices: choices.map((value) => ({ value })) }, io),
    },
  };
}

/**
 * Whether a person can answer prompts: stdin (never a pipe) and stderr (where prompts draw) are terminals.
 * @example if (!isInteractive(ctx)) throw cliErrors.missingFlag('--reason');
 */
export const isInteractive = (ctx: CliContext): boolean =>
  ctx.stdin.isTTY === true && ctx.stderr.isTTY === true;
