import { isDay, VERTICALS, type Vertical } from '@kbet/sdk';
import { InvalidArgumentError, Option } from 'commander';
import type { CommonOptions } from '../../runCommand';

const day = (flag: string) => (value: string) => {
  if (!isDay(value)) throw new InvalidArgumentError(`${flag} must be a day YYYY-MM-DD.`);
  return value;
};

/** The filters `kbet members transactions` and `kbet members bets` share: vertical and Korean days. */
export const activityFlags = () => [
  new Option('--vertical <vertical>', 'only this vertical').choices(VERTICALS),
  new Option('--from <day>', 'from this Korean day, YYYY-MM-DD').argParser(day('--from')),
  new Option('--to <day>', 'to this Korean day, YYYY-MM-DD (inclusive)').argParser(day('--to')),
];

/** The options `kbet members transactions` and `kbet members bets` share. */
export interface ActivityOptions extends CommonOptions {
  userId: string;
  vertical?: Vertical;
  /** Inclusive Korean days `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  page?: number;
}

/**
 * The query of a member activity call: the page (1 by default) and the filters given.
 * @example activityQuery({ userId: 'member01', vertical: 'casino' }) // { page: 1, vertical: 'casino' }
 */
export const activityQuery = ({ vertical, from, to, page }: ActivityOptions) => ({
  page: page ?? 1,
  ...(vertical !== undefined && { vertical }),
  ...(from !== undefined && { from }),
  ...(to !== undefined && { to }),
});
