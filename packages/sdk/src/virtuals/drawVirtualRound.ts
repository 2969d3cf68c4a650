import { createDrawStream } from '../fairness/createDrawStream';
import { InvalidDrawInputError } from '../fairness/invalidDrawInputError';
import type { BasketballResult } from './basketballModel';
import { type BasketballScore, basketballTimeline } from './basketballTimeline';
import type { RaceResult } from './raceModel';
import { type RaceTimeline, raceTimeline } from './raceTimeline';
import type { SoccerResult } from './soccerModel';
import { type SoccerTimeline, soccerTimeline } from './soccerTimeline';
import { type VirtualResult, virtualRoundEvents } from './virtualEvent';
import { findVirtualLeague } from './virtualLeagues';

/** An event's drawn result with the replay's timeline. */
export type VirtualDrawnEvent =
  | { readonly kind: 'soccer'; readonly result: SoccerResult; readonly timeline: SoccerTimeline }
  | {
      readonly kind: 'basketball';
      readonly result: BasketballResult;
      readonly timeline: readonly BasketballScore[];
    }
  | { readonly kind: 'race'; readonly result: RaceResult; readonly timeline: RaceTimeline };

/** What identifies a round's draw: the league, the chain position and the revealed seed with the salt. */
export interface DrawVirtualRoundParams {
  readonly leagueId: string;
  readonly roundNo: number;
  readonly seed: string;
  readonly salt: string;
}

/**
 * The stream's game id of a league: 'virtual/' keeps its bytes apart from any mini-game's.
 * @example virtualStreamId('soccer/worldcup') // 'virtual/soccer/worldcup'
 */
export const virtualStreamId = (leagueId: string): string => `virtual/${leagueId}`;

/**
 * A round's results only, in card order (what settlement and the calibration test need).
 * @example drawVirtualResults({ leagueId: 'dog/goldenhillparks', roundNo: 1, seed, salt })[0] // { order: [...] }
 */
export function drawVirtualResults(params: DrawVirtualRoundParams): VirtualResult[] {
  return drawResults(params).results;
}

function drawResults(params: DrawVirtualRoundParams) {
  const league = findVirtualLeague(params.leagueId);
  if (!league) throw new InvalidDrawInputError('leagueId', 'unknown league');
  const stream = createDrawStream({
    seed: params.seed,
    gameId: virtualStreamId(league.id),
    roundNo: params.roundNo,
    salt: params.salt,
  });
  const events = virtualRoundEvents(league, params.roundNo);
  const results: VirtualResult[] = events.map((e) => {
    if (e.kind === 'soccer') return e.model.draw(stream, e.event);
    if (e.kind === 'basketball') return e.model.draw(stream, e.event);
    return e.model.draw(stream, e.event);
  });
  return { stream, events, results };
}

/**
 * A round's results and timelines from its revealed seed: every event's result is drawn first, in card order,
 * then every timeline from the same stream, so the replay's story never moves a result.
 * @example drawVirtualRound({ leagueId: 'dog/goldenhillparks', roundNo: 1, seed, salt })[0]?.kind // 'race'
 */
export function drawVirtualRound(params: DrawVirtualRoundParams): VirtualDrawnEvent[] {
  const { stream, events, results } = drawResults(params);
  return events.map((e, i): VirtualDrawnEvent => {
    const result = results[i];
    if (e.kind === 'race' && result && 'order' in result) {
      return { kind: 'race', result, timeline: raceTimeline(stream, result) };
    }
    if (e.kind === 'basketball' && result && 'overtime' in result) {
      return { kind: 'basketball', result, timeline: basketballTimeline(stream, result) };
    }
    if (e.kind === 'soccer' && result && 'htHome' in result) {
      return { kind: 'soccer', result, timeline: soccerTimeline(stream, result) };
    }
    throw new RangeError('drawVirtualRound: a result does not match its event');
  });
}
