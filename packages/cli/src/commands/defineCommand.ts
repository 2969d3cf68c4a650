import type { Argument, Option } from 'commander';
import type { CliContext } from '../context';
import type { ExitCode } from '../exitCodes';

/** A positional argument and the run option it fills. */
export interface CommandArgument<O> {
  readonly key: keyof O & string;
  readonly argument: Argument;
}

/**
 * One command as its folder declares it: where it sits, its help, its flags and examples, and `run`, which
 * tests call with options directly (no argv). Commander checks the flags (choices, parsers) before `run`.
 */
export interface CommandDefinition<O> {
  readonly kind: 'command';
  /** The words after `kbet`: ['members', 'list']. */
  readonly path: readonly string[];
  readonly description: string;
  readonly arguments: readonly CommandArgument<O>[];
  readonly flags: readonly Option[];
  readonly examples: readonly string[];
  run(options: O, ctx: CliContext): Promise<ExitCode>;
}

/** A word that only groups commands (`kbet members …`). */
export interface CommandGroup {
  readonly kind: 'group';
  readonly path: readonly string[];
  readonly description: string;
}

/**
 * A command's definition, typed by its run options.
 * @example export const command = defineCommand({ path: ['logout'], description: '…', flags: [...outputFlags()], examples: ['kbet logout'], run });
 */
export const defineCommand = <O>(
  definition: Omit<CommandDefinition<O>, 'kind' | 'arguments'> & {
    arguments?: readonly CommandArgument<O>[];
  },
): CommandDefinition<O> => ({ kind: 'command', arguments: [], ...definition });

/**
 * A group of commands.
 * @example export const group = defineGroup(['members'], 'Search, inspect, approve, reject and ban members');
 */
export const defineGroup = (path: readonly string[], description: string): CommandGroup => ({
  kind: 'group',
  path,
  description,
});
