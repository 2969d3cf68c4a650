import { Command, CommanderError } from 'commander';
import packageJson from '../package.json';
import { COMMANDS } from './commands';
import type { CliContext } from './context';
import { ExitCode } from './exitCodes';
import { reportError } from './output';

export type { CliContext } from './context';

const examplesHelp = (lines: readonly string[]) =>
  `\nExamples:\n${lines.map((line) => `  $ ${line}`).join('\n')}\n`;

/**
 * The `kbet` program: one commander command per command folder's definition. Actions hand the parsed
 * arguments and flags to the command's `run` and keep its exit code for `main`.
 * @example const program = createProgram(ctx, (code) => { exitCode = code; });
 */
export function createProgram(ctx: CliContext, setExitCode: (code: ExitCode) => void): Command {
  const program = new Command('kbet')
    .description(
      "kbet's back office: members, charges, balance adjustments, fixture results, boards, popups, messages, inquiries, settings, roulette and the audit log (staff only).",
    )
    .version(packageJson.version)
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => void ctx.stdout.write(text),
      writeErr: (text) => void ctx.stderr.write(text),
    });
  const commands = new Map<string, Command>([['', program]]);
  for (const definition of COMMANDS) {
    const parent = commands.get(definition.path.slice(0, -1).join(' '));
    const name = definition.path.at(-1);
    if (!parent || !name) throw new Error(`${definition.path.join(' ')}: its group is not defined before it`);
    const command = parent.command(name).description(definition.description);
    commands.set(definition.path.join(' '), command);
    if (definition.kind === 'group') continue;
    for (const { argument } of definition.arguments) command.addArgument(argument);
    for (const flag of definition.flags) command.addOption(flag);
    command.addHelpText('after', examplesHelp(definition.examples)).action(async (...values: unknown[]) => {
      // Commander calls back with the positional values, then the flags, then the command itself.
      const positional = Object.fromEntries(definition.arguments.map(({ key }, i) => [key, values[i]]));
      const options = { ...command.opts(), ...positional };
      setExitCode(await definition.run(options as never, ctx));
    });
  }
  return program;
}

/**
 * Parses argv (without node and the script), runs the command and returns its exit code; never exits.
 * @example const code = await main(['members', 'list', '--json'], ctx);
 */
export async function main(argv: readonly string[], ctx: CliContext): Promise<ExitCode> {
  let exitCode: ExitCode = ExitCode.Ok;
  const program = createProgram(ctx, (code) => {
    exitCode = code;
  });
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    // Help and --version end with 0; usage errors were already printed by commander.
    if (error instanceof CommanderError) return error.exitCode === 0 ? ExitCode.Ok : ExitCode.Failure;
    return reportError(ctx, error);
  }
  return exitCode;
}
