// @kbet/sdk/minigames: games, markets, rounds and provably fair draws.
// Also re-exported by the root entry, `@kbet/sdk`.

export type { DrawStream, DrawStreamParams } from '../fairness/createDrawStream';
export { createDrawStream } from '../fairness/createDrawStream';
export { drawWithoutReplacement } from '../fairness/drawWithoutReplacement';
export type { BuildHashChainParams, HashChain } from '../fairness/hashChain';
export { buildHashChain, chainSeed, verifyChainLink } from '../fairness/hashChain';
export { InvalidDrawInputError, isInvalidDrawInputError } from '../fairness/invalidDrawInputError';
export { randomInt } from '../fairness/randomInt';
export { isSeedHex, SEED_BYTES } from '../fairness/seedBytes';
export { sha256Hex } from '../fairness/sha256Hex';
export type { VerifyRoundInput, VerifyRoundResult } from '../fairness/verifyRound';
export { verifyRound } from '../fairness/verifyRound';
export { weightedIndex } from '../fairness/weightedIndex';
export { areOppositeMarkets } from '../minigame/areOppositeMarkets';
export type { Card, CardClass, CardSuit } from '../minigame/cards';
export { CARD_SUITS, cardAt, isRedCard } from '../minigame/cards';
export { checkMinigameStake } from '../minigame/checkMinigameStake';
export { drawMinigameRound } from '../minigame/drawMinigameRound';
export type { BaccaratOutcome, BaccaratResult } from '../minigame/families/baccarat';
export { BACCARAT, baccaratBankerDraws } from '../minigame/families/baccarat';
export type { DragonTigerOutcome, DragonTigerResult } from '../minigame/families/dragonTiger';
export { DRAGON_TIGER } from '../minigame/families/dragonTiger';
export type { HighLowOutcome } from '../minigame/families/highLow';
export type { HorseRaceOutcome, HorseRaceResult } from '../minigame/families/horseRace';
export { HORSE_RACE } from '../minigame/families/horseRace';
export type { KenoOutcome, KenoResult } from '../minigame/families/keno';
export { KENO } from '../minigame/families/keno';
export type { KenoLadderOutcome } from '../minigame/families/kenoLadder';
export type { LadderOutcome } from '../minigame/families/ladder';
export type { OddEvenOutcome } from '../minigame/families/oddEven';
export type {
  PenaltyDirection,
  PenaltyKickOutcome,
  PenaltyKickResult,
} from '../minigame/families/penaltyKick';
export { PENALTY_DIRECTIONS } from '../minigame/families/penaltyKick';
export type { PowerballOutcome, PowerballResult } from '../minigame/families/powerball';
export { POWERBALL } from '../minigame/families/powerball';
export type { RouletteWheelOutcome, RouletteWheelResult } from '../minigame/families/roulette';
export { ROULETTE_WHEEL, ROULETTE_WHEEL_RED } from '../minigame/families/roulette';
export type { UpDownOutcome, UpDownResult } from '../minigame/families/upDown';
export type { LadderFinish, LadderResult, LadderStart } from '../minigame/ladderMarkets';
export { ladderFinish } from '../minigame/ladderMarkets';
export { loadMinigameFamily } from '../minigame/loadMinigameFamily';
export { MINIGAME_CLOSE_SECONDS, minigameCloseSecondsRange } from '../minigame/minigameCloseSeconds';
export type { MinigameFamilies, MinigameOutcome, MinigameResults } from '../minigame/minigameFamilies';
export { MINIGAME_FAMILIES, minigameFamily } from '../minigame/minigameFamilies';
export type { MinigameFamily, MinigameMarket } from '../minigame/minigameFamily';
export type { MinigameFamilyId } from '../minigame/minigameFamilyIds';
export { MINIGAME_FAMILY_IDS } from '../minigame/minigameFamilyIds';
export type { MinigameGame } from '../minigame/minigameGames';
export { findMinigameGame, MINIGAME_GAMES, minigameGameByRoute } from '../minigame/minigameGames';
export type {
  MinigameBettingLimits,
  MinigameLevelLimits,
  MinigameLimits,
} from '../minigame/minigameLevelLimits';
export { minigameLevelLimits } from '../minigame/minigameLevelLimits';
export type { MinigameMarketEntry } from '../minigame/minigameMarketEntries';
export { minigameMarketEntries } from '../minigame/minigameMarketEntries';
export {
  findMinigameMarket,
  minigameMarketOdds,
  minigameMarkets,
  minigameMarketWins,
} from '../minigame/minigameMarkets';
export type { MinigameMessageCode } from '../minigame/minigameMessages';
export { MINIGAME_MESSAGES } from '../minigame/minigameMessages';
export type { MinigamePrice } from '../minigame/minigameOdds';
export { minigameOdds, RTP_MAX_SCALE } from '../minigame/minigameOdds';
export { minigameRoundOdds } from '../minigame/minigameRoundOdds';
export type { MinigameRtpPolicy } from '../minigame/minigameRtp';
export {
  isRtpAboveCapError,
  MINIGAME_RTP,
  minigameRtpPolicy,
  RtpAboveCapError,
  rtpWithinCap,
} from '../minigame/minigameRtp';
export { MinigameBetPlaced, MinigameBetRequest, MinigameRound } from '../schemas/minigame';
