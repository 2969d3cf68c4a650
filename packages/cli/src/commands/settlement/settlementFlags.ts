import { isDay } from '@kbet/sdk';
import type { KbetAdminClient, SettlementPeriodView } from '@kbet/sdk/admin';
import { InvalidArgumentError, Option } from 'commander';
import { CliError } from '../../errors/cliError';

/** `--period <day>`: any Korean day of the period (weekly periods start on Monday). */
export const periodFlag = () =>
  new Option('--period <day>', 'any day of the period, YYYY-MM-DD')
    .argParser((value: string) => {
      if (!isDay(value)) throw new InvalidArgumentError('--period must be a day YYYY-MM-DD.');
      return value;
    })
    .makeOptionMandatory();

/**
 * The settled period holding a day.
 * @example const period = await settledPeriod(client, '2026-11-25');
 */
export async function settledPeriod(client: KbetAdminClient, day: string): Promise<SettlementPeriodView> {
  const period = (await client.admin.settlement.list()).find((row) => row.from <= day && day <= row.to);
  if (period === undefined)
    throw new CliError('SETTLEMENT_PERIOD_NOT_FOUND', `No settled period holds ${day}.`);
  return period;
}
