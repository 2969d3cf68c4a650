import { isDay, REPORT_GROUPINGS, type ReportBy } from '@kbet/sdk';
import { InvalidArgumentError, Option } from 'commander';
import type { CliContext } from '../../context';
import type { ExitCode } from '../../exitCodes';
import { type CommonOptions, runCommand } from '../../runCommand';
import { requireClient } from '../../session/requireClient';
import { type CommandDefinition, defineCommand } from '../defineCommand';
import { argument, outputFlags } from '../flags';
import { printReport } from './printReport';

export interface ReportOptions extends CommonOptions {
  from: string;
  to: string;
  by?: ReportBy;
  /** The partner or recommender whose downline the report covers. */
  userId?: string;
}

const day = (flag: string) => (value: string) => {
  if (!isDay(value)) throw new InvalidArgumentError(`${flag} must be a day YYYY-MM-DD.`);
  return value;
};

interface ReportKind {
  name: 'partner' | 'recommender' | 'verticals' | 'members';
  description: string;
  defaultBy: ReportBy;
  /** Whose downline: a partner's or a recommender's user id argument. */
  scope?: 'partner' | 'recommender';
}

/**
 * One `kbet reports <kind>` command: the staff report API (the SDK's aggregateFacts over ledger facts) printed
 * as a table, CSV or JSON.
 * @example reportCommand({ name: 'verticals', description: '…', defaultBy: 'vertical' })
 */
export function reportCommand(kind: ReportKind): CommandDefinition<ReportOptions> {
  const run = (options: ReportOptions, ctx: CliContext): Promise<ExitCode> =>
    runCommand(ctx, options, async () => {
      const client = await requireClient(ctx);
      const report = await client.admin.report({
        from: options.from,
        to: options.to,
        by: options.by ?? kind.defaultBy,
        ...(kind.scope !== undefined && options.userId !== undefined && { [kind.scope]: options.userId }),
      });
      printReport(ctx, report, options);
    });
  return defineCommand<ReportOptions>({
    path: ['reports', kind.name],
    description: kind.description,
    ...(kind.scope !== undefined && {
      arguments: [argument<ReportOptions>('userId', '<userId>', `the ${kind.scope}`)],
    }),
    flags: [
      new Option('--from <day>', 'first Korean day, YYYY-MM-DD')
        .argParser(day('--from'))
        .makeOptionMandatory(),
      new Option('--to <day>', 'last Korean day, YYYY-MM-DD').argParser(day('--to')).makeOptionMandatory(),
      new Option(
        '--by <grouping>',
        `rows per day, week, member or vertical (default ${kind.defaultBy})`,
      ).choices(REPORT_GROUPINGS),
      ...outputFlags(),
    ],
    examples: [
      `kbet reports ${kind.name}${kind.scope === undefined ? '' : ' agent01'} --from 2026-11-01 --to 2026-11-30 --by week`,
      `kbet reports ${kind.name}${kind.scope === undefined ? '' : ' agent01'} --from 2026-11-01 --to 2026-11-07 --format csv`,
    ],
    run,
  });
}
