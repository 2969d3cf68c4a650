import {
  EVENT_MARKET_IDS,
  HALF_SPORTS,
  MARKET_NAMES_KO,
  marketNameKorean,
  PERIOD,
  periodLabel,
} from '@kbet/sdk';

/** How a market's selections are decided from one score (home, away). */
export type MarketKind =
  | '1x2'
  | '12'
  | 'doubleChance'
  | 'total'
  | 'handicap'
  | 'oddEven'
  | 'correctScore'
  | 'bothScore';

/** What part of the fixture the market settles on: the match, or its 1st or 2nd period. */
export type MarketScope = 'match' | 'period1' | 'period2';

export interface MarketDefinition {
  readonly id: number;
  /** The feed's English market name. */
  readonly name: string;
  /** The English name of the same market over the whole match, which the Korean label is read from. */
  readonly baseName: string;
  readonly kind: MarketKind;
  readonly scope: MarketScope;
}

const market = (id: number, name: string, baseName: string, kind: MarketKind, scope: MarketScope = 'match') =>
  ({ id, name, baseName, kind, scope }) as const;

/**
 * The LSports markets kbet's feed carries (feed-model.md: 52, 63, 202/203 confirmed, the others
 * consistent third-party readings).
 */
export const MARKETS: Readonly<Record<number, MarketDefinition>> = {
  1: market(1, '1X2', '1X2', '1x2'),
  2: market(2, 'Under/Over', 'Under/Over', 'total'),
  3: market(3, 'Asian Handicap', 'Asian Handicap', 'handicap'),
  5: market(5, 'Odd/Even', 'Odd/Even', 'oddEven'),
  6: market(6, 'Correct Score', 'Correct Score', 'correctScore'),
  7: market(7, 'Double Chance', 'Double Chance', 'doubleChance'),
  17: market(17, 'Both Teams To Score', 'Both Teams To Score', 'bothScore'),
  21: market(21, 'Under/Over 1st Period', 'Under/Over', 'total', 'period1'),
  41: market(41, '1st Period Winner', '1X2', '1x2', 'period1'),
  52: market(52, '12', '12', '12'),
  64: market(64, 'Asian Handicap 1st Period', 'Asian Handicap', 'handicap', 'period1'),
  202: market(202, '1st Period Winner Home/Away', '12', '12', 'period1'),
  203: market(203, '2nd Period Winner Home/Away', '12', '12', 'period2'),
  // kbet's own event-folder copies of the match winner (SDK EVENT_MARKET_IDS), settled as their base market.
  9001: market(9001, 'Event 1X2', '1X2', '1x2'),
  9052: market(9052, 'Event 12', '12', '12'),
};

/** The Korean label of an event-folder market starts with 이벤트. */
const eventPrefix = (marketId: number) => (EVENT_MARKET_IDS.includes(marketId) ? '이벤트 ' : '');

/**
 * The market's definition, or undefined for a market id kbet does not know.
 * @example marketDefinition(3)?.kind // 'handicap'
 */
export const marketDefinition = (marketId: number): MarketDefinition | undefined => MARKETS[marketId];

/**
 * The livescore period code a market scope settles on for a sport: PERIOD.FULL_TIME for the match.
 * @example scopePeriod(6046, 'period1') // 10
 */
export function scopePeriod(sportId: number, scope: MarketScope): number {
  if (scope === 'match') return PERIOD.FULL_TIME;
  const half = HALF_SPORTS.includes(sportId);
  if (scope === 'period1') return half ? PERIOD.FIRST_HALF : 1;
  return half ? PERIOD.SECOND_HALF : 2;
}

/**
 * The Korean market label the bet slip shows (spec §3 marketNameKorean, §9 period labels): the SDK's
 * label of the base market, prefixed by the sport's period label for period markets.
 * @example marketNameKoreanFor(48242, 64) // '1쿼터 핸디캡'
 */
export function marketNameKoreanFor(sportId: number, marketId: number, fallbackName = ''): string {
  const definition = MARKETS[marketId];
  if (!definition) return marketNameKorean(fallbackName);
  const base = marketNameKorean(definition.baseName);
  if (definition.scope === 'match') return `${eventPrefix(marketId)}${base}`;
  const period = scopePeriod(sportId, definition.scope);
  return `${periodLabel(sportId, period) ?? `${period}`} ${base}`;
}

/**
 * Every market with its generic Korean label (GET sportsMarket): period markets read "1피리어드 …".
 * @example marketList()[0] // { id: 1, name: '1X2', nameKorean: '승무패' }
 */
export function marketList(): { id: number; name: string; nameKorean: string }[] {
  return Object.values(MARKETS).map((definition) => ({
    id: definition.id,
    name: definition.name,
    nameKorean:
      definition.scope === 'match'
        ? `${eventPrefix(definition.id)}${MARKET_NAMES_KO[definition.baseName] ?? definition.name}`
        : `${definition.scope === 'period1' ? 1 : 2}피리어드 ${marketNameKorean(definition.baseName)}`,
  }));
}

/** Display order of markets within a fixture: winner markets first, then lines, then the rest. */
const DISPLAY_ORDER: readonly number[] = [1, 52, 7, 3, 2, 5, 17, 6, 41, 202, 203, 64, 21];

/**
 * Where a market sorts within its fixture; unknown markets come last, by id.
 * @example marketSortOrder(3) // 3
 */
export const marketSortOrder = (marketId: number): number => {
  const index = DISPLAY_ORDER.indexOf(marketId);
  return index >= 0 ? index : 1000 + marketId;
};
