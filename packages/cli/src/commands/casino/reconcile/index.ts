import { readFile } from 'node:fs/promises';
import { CasinoReconcileRequest } from '@kbet/sdk/admin';
import { InvalidArgumentError, Option } from 'commander';
import type { CliContext } from '../../../context';
import { ExitCode } from '../../../exitCodes';
import { printJson, printLine, printTable, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { argument, outputFlags } from '../../flags';

export interface CasinoReconcileOptions extends CommonOptions {
  provider: string;
  /** The KST day, YYYY-MM-DD. */
  day: string;
  /** The provider's round report file (a JSON array of { roundId, bet, win, refund }); without it, the server
   * fetches the provider's own report (the simulators keep one). */
  report?: string;
}

const parseDay = (value: string) => {
  if (!/^\d{4}-\d\d-\d\d$/.test(value) || Number.isNaN(Date.parse(value)))
    throw new InvalidArgumentError('--day must be a date YYYY-MM-DD.');
  return value;
};

/**
 * `kbet casino reconcile <provider> --day <day> [--report <file>]`: compares our wallet records of the KST day
 * with the provider's round report (the file's, else the provider's own) and lists the rounds that differ.
 * Exits 1 when any round differs, so a scheduled run fails loudly. The server audits every run.
 * @example await run({ provider: 'kbetsim', day: '2026-01-01', json: true }, ctx);
 */
export async function run(options: CasinoReconcileOptions, ctx: CliContext): Promise<ExitCode> {
  let mismatched = false;
  const code = await runCommand(ctx, options, async () => {
    const request = CasinoReconcileRequest.parse({
      day: options.day,
      ...(options.report === undefined ? {} : { rounds: JSON.parse(await readFile(options.report, 'utf8')) }),
    });
    const result = await (await requireClient(ctx)).admin.casino.reconcile(options.provider, request);
    if (wantsJson(options)) printJson(ctx, result);
    else {
      printTable(ctx, result.mismatches, [
        { header: 'ROUND', value: (m) => m.roundId },
        {
          header: 'OURS bet/win/refund',
          value: (m) => (m.ours ? `${m.ours.bet}/${m.ours.win}/${m.ours.refund}` : 'missing'),
        },
        {
          header: 'THEIRS bet/win/refund',
          value: (m) => (m.theirs ? `${m.theirs.bet}/${m.theirs.win}/${m.theirs.refund}` : 'missing'),
        },
      ]);
      printLine(ctx, `${result.checked} rounds checked, ${result.mismatches.length} mismatched`);
    }
    mismatched = result.mismatches.length > 0;
  });
  return code === ExitCode.Ok && mismatched ? ExitCode.Failure : code;
}

export const command = defineCommand<CasinoReconcileOptions>({
  path: ['casino', 'reconcile'],
  description:
    'Compare our wallet records of a KST day with the provider’s round report and list mismatches (exit 1 when any)',
  arguments: [argument('provider', '<provider>', 'the provider id (see `kbet casino providers`)')],
  flags: [
    new Option('--day <day>', 'the KST day, YYYY-MM-DD').argParser(parseDay).makeOptionMandatory(),
    new Option(
      '--report <file>',
      'the provider’s round report (JSON array of {roundId, bet, win, refund}); default: the provider’s own',
    ),
    ...outputFlags(),
  ],
  examples: [
    'kbet casino reconcile kbetsim --day 2026-01-01',
    'kbet casino reconcile revolution --day 2026-01-01 --json',
    'kbet casino reconcile kbetsim --day 2026-01-01 --report rounds.json',
  ],
  run,
});
