import { weightedIndex } from '../../fairness/weightedIndex';
import { defineFamily, type MarketSpec } from '../minigameFamily';

/** The winning runner, 1-8. */
export interface HorseRaceOutcome {
  readonly family: 'horseRace';
  readonly winner: number;
}

export interface HorseRaceResult {
  readonly winner: number;
}

/** Integer win weights of runners 1-8 (out of 100): the form the race card shows. */
export const HORSE_RACE = { weights: [22, 18, 15, 12, 11, 9, 7, 6] } as const;

const RUNNERS = HORSE_RACE.weights.length;

const markets: MarketSpec<HorseRaceResult>[] = [
  ...HORSE_RACE.weights.map((_, i) => ({
    id: `winner-${i + 1}`,
    code: 101 + i,
    label: `${i + 1}번 우승`,
    wins: (r: HorseRaceResult) => r.winner === i + 1,
  })),
  { id: 'odd', code: 109, label: '우승마 홀', wins: (r) => r.winner % 2 === 1 },
  { id: 'even', code: 110, label: '우승마 짝', wins: (r) => r.winner % 2 === 0 },
  { id: 'under', code: 111, label: '우승마 언더 (1-4)', wins: (r) => r.winner <= RUNNERS / 2 },
  { id: 'over', code: 112, label: '우승마 오버 (5-8)', wins: (r) => r.winner > RUNNERS / 2 },
];

/** Horse racing (경마): 8 runners; the winner is a weighted pick by the runners' published integer weights. */
export const horseRaceFamily = defineFamily<HorseRaceOutcome, HorseRaceResult>({
  id: 'horseRace',
  name: '경마',
  draw: (stream) => ({ family: 'horseRace', winner: weightedIndex(stream, HORSE_RACE.weights) + 1 }),
  result: (o) => ({ winner: o.winner }),
  key: (r) => String(r.winner),
  space: () => ({
    total: BigInt(HORSE_RACE.weights.reduce((a, b) => a + b, 0)),
    cells: HORSE_RACE.weights.map((weight, i) => [{ winner: i + 1 }, BigInt(weight)] as const),
  }),
  markets,
});
