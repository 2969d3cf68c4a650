import type { CardClass } from './cards';
import { type BaccaratOutcome, type BaccaratResult, baccaratFamily } from './families/baccarat';
import { type DragonTigerOutcome, type DragonTigerResult, dragonTigerFamily } from './families/dragonTiger';
import { type HighLowOutcome, highLowFamily } from './families/highLow';
import { type HorseRaceOutcome, type HorseRaceResult, horseRaceFamily } from './families/horseRace';
import { type KenoOutcome, type KenoResult, kenoFamily } from './families/keno';
import { type KenoLadderOutcome, kenoLadderFamily } from './families/kenoLadder';
import { type LadderOutcome, ladderFamily } from './families/ladder';
import { type OddEvenOutcome, oddEvenFamily } from './families/oddEven';
import { type PenaltyKickOutcome, type PenaltyKickResult, penaltyKickFamily } from './families/penaltyKick';
import { type PowerballOutcome, type PowerballResult, powerballFamily } from './families/powerball';
import { type RouletteWheelOutcome, type RouletteWheelResult, rouletteFamily } from './families/roulette';
import { type UpDownOutcome, type UpDownResult, upDownFamily } from './families/upDown';
import type { LadderResult } from './ladderMarkets';
import type { MinigameFamily } from './minigameFamily';
import type { MinigameFamilyId } from './minigameFamilyIds';

/** A round's outcome, whichever family drew it (`family` tells which). */
export type MinigameOutcome =
  | PowerballOutcome
  | LadderOutcome
  | KenoOutcome
  | KenoLadderOutcome
  | BaccaratOutcome
  | DragonTigerOutcome
  | HighLowOutcome
  | UpDownOutcome
  | OddEvenOutcome
  | RouletteWheelOutcome
  | HorseRaceOutcome
  | PenaltyKickOutcome;

/** What each family's markets read from an outcome (`MINIGAME_FAMILIES[id].result(outcome)`). */
export interface MinigameResults {
  readonly powerball: PowerballResult;
  readonly ladder: LadderResult;
  readonly keno: KenoResult;
  readonly kenoLadder: LadderResult;
  readonly baccarat: BaccaratResult;
  readonly dragonTiger: DragonTigerResult;
  readonly highLow: CardClass;
  readonly upDown: UpDownResult;
  readonly oddEven: CardClass;
  readonly roulette: RouletteWheelResult;
  readonly horseRace: HorseRaceResult;
  readonly penaltyKick: PenaltyKickResult;
}

/** Each family's type, by id: its own outcome and result. */
export type MinigameFamilies = {
  readonly [K in MinigameFamilyId]: MinigameFamily<
    Extract<MinigameOutcome, { family: K }>,
    MinigameResults[K]
  >;
};

/** Every family, by id: each written once, shared by all the games of that family (loadMinigameFamily: one alone). */
export const MINIGAME_FAMILIES: MinigameFamilies = {
  powerball: powerballFamily,
  ladder: ladderFamily,
  keno: kenoFamily,
  kenoLadder: kenoLadderFamily,
  baccarat: baccaratFamily,
  dragonTiger: dragonTigerFamily,
  highLow: highLowFamily,
  upDown: upDownFamily,
  oddEven: oddEvenFamily,
  roulette: rouletteFamily,
  horseRace: horseRaceFamily,
  penaltyKick: penaltyKickFamily,
};

/**
 * A family as one type over every outcome. Its `wins`, `result` and `cellKey` expect an outcome of this family;
 * callers check `outcome.family` first (minigameMarketWins does).
 * @example minigameFamily('ladder').markets.length // 10
 */
export const minigameFamily = (id: MinigameFamilyId): MinigameFamily<MinigameOutcome> =>
  MINIGAME_FAMILIES[id] as MinigameFamily<MinigameOutcome>;
