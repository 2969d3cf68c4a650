import { isDay, VERTICALS } from '@kbet/sdk';
import { InvalidArgumentError, Option } from 'commander';

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
