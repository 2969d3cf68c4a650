import { HALF_SPORTS, PERIOD } from './period';
import { SPORT_ID } from './sports';

/** Labels every sport shares. */
export const PERIOD_LABELS_KO: Readonly<Record<number, string>> = {
  [PERIOD.NOT_STARTED]: '경기전',
  [PERIOD.OVERTIME]: '연장',
  [PERIOD.PENALTIES]: '승부차기',
  [PERIOD.BREAK]: '휴식',
  [PERIOD.FULL_TIME]: '종료',
  [PERIOD.FULL_TIME_AFTER_OVERTIME]: '연장 종료',
  [PERIOD.FULL_TIME_AFTER_PENALTIES]: '승부차기 종료',
};

const HALVES: Readonly<Record<number, string>> = {
  // Both the livescore codes and plain period numbers name the halves (§9: "1st/2nd period").
  1: '전반',
  [PERIOD.FIRST_HALF]: '전반',
  2: '후반',
  [PERIOD.SECOND_HALF]: '후반',
};

/** How numbered periods read per sport (spec §9): unit suffix and the highest period number. */
interface NumberedPeriods {
  readonly suffix: string;
  readonly max: number;
}

const QUARTERS: NumberedPeriods = { suffix: '쿼터', max: 4 };
const INNINGS: NumberedPeriods = { suffix: '이닝', max: 9 };
const SETS: NumberedPeriods = { suffix: '세트', max: 7 };
/** Ice hockey's three periods: not in the spec's list, kbet's own Korean reading. */
const HOCKEY_PERIODS: NumberedPeriods = { suffix: '피리어드', max: 3 };

const NUMBERED: Readonly<Record<number, NumberedPeriods>> = {
  [SPORT_ID.BASKETBALL]: QUARTERS,
  [SPORT_ID.RUGBY_LEAGUE]: QUARTERS,
  [SPORT_ID.RUGBY_UNION]: QUARTERS,
  [SPORT_ID.BASEBALL]: INNINGS,
  [SPORT_ID.VOLLEYBALL]: SETS,
  [SPORT_ID.TENNIS]: SETS,
  [SPORT_ID.TABLE_TENNIS]: SETS,
  [SPORT_ID.E_GAMES]: SETS,
  [SPORT_ID.ICE_HOCKEY]: HOCKEY_PERIODS,
};

/**
 * The Korean label of a livescore period for a sport (spec §9), or undefined when the code means nothing
 * for that sport: football and handball halves (전반/후반), basketball and rugby quarters (1쿼터),
 * baseball innings (1이닝), volleyball, tennis, table tennis and e-games sets (1세트).
 * @example periodLabel(48242, 2) // '2쿼터'
 */
export function periodLabel(sportId: number, periodCode: number): string | undefined {
  const shared = PERIOD_LABELS_KO[periodCode];
  if (shared !== undefined) return shared;
  if (HALF_SPORTS.includes(sportId)) return HALVES[periodCode];
  const numbered = NUMBERED[sportId];
  if (numbered && Number.isInteger(periodCode) && periodCode >= 1 && periodCode <= numbered.max) {
    return `${periodCode}${numbered.suffix}`;
  }
  return undefined;
}
