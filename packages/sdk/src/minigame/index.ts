export type { Card, CardClass, CardSuit } from './cards';
export { CARD_SUITS, cardAt, isRedCard } from './cards';
export { drawMinigameRound } from './drawMinigameRound';
export type { BaccaratOutcome, BaccaratResult } from './families/baccarat';
export { BACCARAT, baccaratBankerDraws } from './families/baccarat';
export type { DragonTigerOutcome, DragonTigerResult } from './families/dragonTiger';
export { DRAGON_TIGER } from './families/dragonTiger';
export type { HighLowOutcome } from './families/highLow';
export type { HorseRaceOutcome, HorseRaceResult } from './families/horseRace';
export { HORSE_RACE } from './families/horseRace';
export type { KenoOutcome, KenoResult } from './families/keno';
export { KENO } from './families/keno';
export type { KenoLadderOutcome } from './families/kenoLadder';
export type { LadderOutcome } from './families/ladder';
export type { OddEvenOutcome } from './families/oddEven';
export type { PenaltyDirection, PenaltyKickOutcome, PenaltyKickResult } from './families/penaltyKick';
export { PENALTY_DIRECTIONS } from './families/penaltyKick';
export type { PowerballOutcome, PowerballResult } from './families/powerball';
export { POWERBALL } from './families/powerball';
export type { RouletteWheelOutcome, RouletteWheelResult } from './families/roulette';
export { ROULETTE_WHEEL, ROULETTE_WHEEL_RED } from './families/roulette';
export type { UpDownOutcome, UpDownResult } from './families/upDown';
export type { LadderFinish, LadderResult, LadderStart } from './ladderMarkets';
export { ladderFinish } from './ladderMarkets';
export type { MinigameOutcome, MinigameResults } from './minigameFamilies';
export { MINIGAME_FAMILIES, minigameFamily } from './minigameFamilies';
export type { MinigameFamily, MinigameFamilyId, MinigameMarket } from './minigameFamily';
export type { MinigameGame } from './minigameGames';
export { findMinigameGame, MINIGAME_GAMES, minigameGameByRoute } from './minigameGames';
export type { MinigameMarketEntry } from './minigameMarkets';
export {
  findMinigameMarket,
  minigameMarketOdds,
  minigameMarkets,
  minigameMarketWins,
} from './minigameMarkets';
export type { MinigamePrice } from './minigameOdds';
export { minigameOdds, RTP_MAX_SCALE } from './minigameOdds';
export type { MinigameRtpPolicy } from './minigameRtp';
export {
  isRtpAboveCapError,
  MINIGAME_RTP,
  minigameRtpPolicy,
  RtpAboveCapError,
  rtpWithinCap,
} from './minigameRtp';
