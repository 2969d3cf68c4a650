// @kbet/sdk/virtuals: leagues, markets, rounds and replays of the virtual sports.
// Also re-exported by the root entry, `@kbet/sdk`.

export {
  VirtualBetPlaced,
  VirtualBetRequest,
  VirtualFixture,
  VirtualResultsQuery,
  VirtualRound,
} from '../schemas/virtual';
export { areOppositeVirtualMarkets } from '../virtuals/areOppositeVirtualMarkets';
export type { BasketballMatch, BasketballResult } from '../virtuals/basketballModel';
export {
  BASKETBALL_OVERTIME,
  basketballLines,
  basketballModel,
  basketballRates,
} from '../virtuals/basketballModel';
export { BASKETBALL_POINTS, basketballPoints } from '../virtuals/basketballPoints';
export type { BasketballScore } from '../virtuals/basketballTimeline';
export { basketballTimeline } from '../virtuals/basketballTimeline';
export type { DrawVirtualRoundParams, VirtualDrawnEvent } from '../virtuals/drawVirtualRound';
export { drawVirtualResults, drawVirtualRound, virtualStreamId } from '../virtuals/drawVirtualRound';
export { MAX_HALF_GOALS, poissonGoals } from '../virtuals/poissonGoals';
export type { RaceField, RaceResult } from '../virtuals/raceModel';
export { RACE_PLACE_THREE_FROM, raceModel, racePlaces } from '../virtuals/raceModel';
export type { RaceTimeline } from '../virtuals/raceTimeline';
export { RACE_TRACK, raceTimeline } from '../virtuals/raceTimeline';
export type { SoccerMatch, SoccerResult } from '../virtuals/soccerModel';
export { SOCCER_RATES, soccerModel, soccerRates } from '../virtuals/soccerModel';
export type { Side, SoccerTimeline } from '../virtuals/soccerTimeline';
export { soccerTimeline } from '../virtuals/soccerTimeline';
export { summarizeVirtualResult } from '../virtuals/summarizeVirtualResult';
export type { VerifyVirtualRoundResult } from '../virtuals/verifyVirtualRound';
export { verifyVirtualRound } from '../virtuals/verifyVirtualRound';
export type { VirtualEvent, VirtualResult } from '../virtuals/virtualEvent';
export { virtualRoundEvents } from '../virtuals/virtualEvent';
export type { VirtualEntrant, VirtualLeague, VirtualName, VirtualSport } from '../virtuals/virtualLeagues';
export {
  findVirtualLeague,
  VIRTUAL_LEAGUES,
  VIRTUAL_SCHEDULE,
  VIRTUAL_SPORT_NAMES,
} from '../virtuals/virtualLeagues';
export { VIRTUAL_MARKET_GROUPS } from '../virtuals/virtualMarketGroups';
export type { VirtualMarketEntry } from '../virtuals/virtualMarkets';
export { findVirtualMarket, virtualEventMarkets, virtualMarketWins } from '../virtuals/virtualMarkets';
export type { VirtualMessageCode } from '../virtuals/virtualMessages';
export { VIRTUAL_MESSAGES } from '../virtuals/virtualMessages';
export type { VirtualMarketSpec, VirtualModel, VirtualSpace } from '../virtuals/virtualModel';
export type { VirtualMatchCard, VirtualRoundCard } from '../virtuals/virtualRoundCard';
export { virtualRoundCard } from '../virtuals/virtualRoundCard';
export type { VirtualStatus } from '../virtuals/virtualStatus';
export { VIRTUAL_STATUS } from '../virtuals/virtualStatus';
