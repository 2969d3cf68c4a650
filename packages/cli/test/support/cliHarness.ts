import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CliContext, Prompts } from '../../src/context';

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

export interface TestContext extends CliContext {
  readonly stdout: Captured;
  readonly stderr: Captured;
  /** Every question asked, in order. */
  readonly asked: string[];
  readonly configFile: string;
  /** Forget the output so far (between commands of one test). */
  reset(): void;
}

/**
 * A CLI context writing to buffers, with its config file in its own temp dir. `tty` makes stdin,
 * stdout and stderr terminals; `answers` are what the prompts answer, in order.
 * @example const ctx = await testContext({ tty: true, answers: [false] });
 */
export async function testContext(
  options: { tty?: boolean; answers?: (string | boolean)[]; env?: Record<string, string> } = {},
): Promise<TestContext & { cleanup(): Promise<void> }> {
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
  const prompts: Prompts = {
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
