import type { SlipStyle } from '../constants/slipStyles';
import type { OddsLeg } from '../odds/legFactor';
import type { BonusCombinationRule } from '../validation/validateBonusCombination';

/**
 * How a new selection replaces existing ones of its fixture (spec §4): `sameMarket` replaces a selection of the
 * same fixture and market; `marketFamily` keeps at most two selections per fixture, of different market families.
 */
export type SlipMode = 'sameMarket' | 'marketFamily';

/** A bet-slip item (spec §3). The bonus item has fixtureId BONUS_FIXTURE_ID (the wire's 'bonus') and may carry its own rule. */
export interface SlipSelection {
  /** The odds id. */
  readonly id: string | number;
  /** The feed fixture id; BONUS_FIXTURE_ID for the bonus item. */
  readonly fixtureId: number;
  readonly sportId: number;
  readonly marketId: number;
  readonly betPrice: string | number;
  readonly version: string | number;
  readonly betName: string;
  readonly betLine?: string | null;
  readonly marketName: string;
  readonly marketNameKorean?: string;
  readonly slipName?: string;
  /** kbet's own: the teams, so a slip can show the match and name the picked side. */
  readonly homeName?: string;
  readonly awayName?: string;
  /** The bonus item's own rule; without one, {@link DEFAULT_BONUS_RULE} applies. */
  readonly bonusRule?: BonusCombinationRule;
  /** Set while the feed has the market suspended; such a slip cannot be placed. */
  readonly suspended?: boolean;
}

/** An immutable bet slip: every slip function returns a new one. */
export interface BetSlip {
  readonly style: SlipStyle;
  readonly mode: SlipMode;
  readonly selections: readonly SlipSelection[];
}

/**
 * An empty slip. Korean-style folders use the two-selection market-family rule, the others replace by market.
 * @example createBetSlip('KR') // { style: 'KR', mode: 'marketFamily', selections: [] }
 */
export const createBetSlip = (style: SlipStyle, mode?: SlipMode): BetSlip => ({
  style,
  mode: mode ?? (style === 'KR' ? 'marketFamily' : 'sameMarket'),
  selections: [],
});

/**
 * Ids arrive as numbers or strings depending on the endpoint, so they are compared as strings.
 * @example sameId(12, '12') // true
 */
export const sameId = (a: string | number, b: string | number): boolean => String(a) === String(b);

/**
 * The slip's selections as legs for the odds math.
 * @example totalOdds(slipLegs(slip))
 */
export const slipLegs = (slip: BetSlip): OddsLeg[] => slip.selections.map((s) => ({ odds: s.betPrice }));
