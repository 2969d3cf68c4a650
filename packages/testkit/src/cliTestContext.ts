import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A buffer standing in for stdout or stderr. */
export interface Captured {
  write(chunk: string): boolean;
  readonly isTTY: boolean;
  readonly text: string;
}

const capture = (isTTY: boolean): Captured => {
  let text = '';
  return {
    write(chunk: string) {
      text += chunk;
      return true;
    },
    isTTY,
    get text() {
      return text;
    },
  };
};

// The CLI's context (packages/cli/src/context.ts) as a structural double: the kit does not depend on the CLI.
type Answer = string | boolean;
interface TestPrompts {
  confirm(message: string): Promise<boolean>;
  input(message: string): Promise<string>;
  password(message: string): Promise<string>;
  select<T extends string>(message: string, choices: readonly T[]): Promise<T>;
}

export interface CliTestContext {
  readonly stdout: Captured;
  readonly stderr: Captured;
  readonly stdin: { readonly isTTY: boolean };
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly homedir: string;
  readonly prompts: TestPrompts;
  /** Every question asked, in order. */
  readonly asked: string[];
  readonly configFile: string;
  /** Forget the output so far (between commands of one test). */
  reset(): void;
}

/**
 * A CLI context writing to buffers, with its config file in its own temp dir. `tty` makes stdin,
 * stdout and stderr terminals; `answers` are what the prompts answer, in order.
 * @example const ctx = await cliTestContext({ tty: true, answers: [false] });
 */
export async function cliTestContext(
  options: { tty?: boolean; answers?: Answer[]; env?: Record<string, string> } = {},
): Promise<CliTestContext & { cleanup(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'kbet-cli-'));
  const configFile = join(dir, 'kbet', 'config.json');
  const tty = options.tty ?? false;
  const answers = [...(options.answers ?? [])];
  const asked: string[] = [];
  const answer = async <T>(question: string): Promise<T> => {
    asked.push(question);
    if (answers.length === 0) throw new Error(`unexpected prompt: ${question}`);
    return answers.shift() as T;
  };
  const prompts: TestPrompts = {
    confirm: (message) => answer(message),
    input: (message) => answer(message),
    password: (message) => answer(message),
    select: (message) => answer(message),
  };
  let stdout = capture(tty);
  let stderr = capture(tty);
  return {
    get stdout() {
      return stdout;
    },
    get stderr() {
      return stderr;
    },
    stdin: { isTTY: tty },
    env: { KBET_CONFIG: configFile, NO_COLOR: '1', ...options.env },
    homedir: dir,
    prompts,
    asked,
    configFile,
    reset() {
      stdout = capture(tty);
      stderr = capture(tty);
    },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}
