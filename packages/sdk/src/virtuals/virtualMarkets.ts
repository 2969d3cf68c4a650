import { minigameOdds } from '../minigame/minigameOdds';
import { reduceFraction } from '../minigame/reduceFraction';
import type { Fraction } from '../odds/legFactor';
import { type VirtualEvent, type VirtualResult, virtualRoundEvents } from './virtualEvent';
import { findVirtualLeague, type VirtualLeague } from './virtualLeagues';
import type { VirtualMarketSpec, VirtualModel } from './virtualModel';

/** A priced market of an event. */
export interface VirtualMarketEntry {
  readonly id: string;
  readonly group: string;
  readonly label: string;
  /** The model's exact chance, in lowest terms. */
  readonly probability: Fraction;
  /** floor₀.₀₁(league RTP / probability), as the SDK's odds math writes it. */
  readonly odds: string;
}

/** Odds below this are not offered (a bet could only lose money). */
const MIN_HUNDREDTHS = 101n;

const priceCache = new Map<string, readonly VirtualMarketEntry[]>();

function price<E, R>(model: VirtualModel<E, R>, event: E, rtp: string): VirtualMarketEntry[] {
  const space = model.space(event);
  const markets: readonly VirtualMarketSpec<R>[] = model.markets(event);
  const wins = new Array<bigint>(markets.length).fill(0n);
  for (const [result, weight] of space.cells) {
    markets.forEach((m, i) => {
      if (m.wins(result)) wins[i] = (wins[i] ?? 0n) + weight;
    });
  }
  const entries: VirtualMarketEntry[] = [];
  markets.forEach((m, i) => {
    const num = wins[i] ?? 0n;
    if (num === 0n) return;
    const probability = reduceFraction({ num, den: space.total });
    const quote = minigameOdds(probability, rtp);
    if (quote.hundredths < MIN_HUNDREDTHS) return;
    entries.push({ id: m.id, group: m.group, label: m.label, probability, odds: quote.odds });
  });
  return entries;
}

function eventKey(event: VirtualEvent): string {
  if (event.kind === 'race') return `race:${event.event.runners.map((r) => r.strength).join(',')}`;
  return `${event.kind}:${event.event.home.strength}:${event.event.away.strength}`;
}

function priceEvent(event: VirtualEvent, rtp: string): readonly VirtualMarketEntry[] {
  const key = `${eventKey(event)}@${rtp}`;
  const hit = priceCache.get(key);
  if (hit) return hit;
  const entries =
    event.kind === 'soccer'
      ? price(event.model, event.event, rtp)
      : event.kind === 'basketball'
        ? price(event.model, event.event, rtp)
        : price(event.model, event.event, rtp);
  priceCache.set(key, entries);
  return entries;
}

/**
 * Every market offered on an event of a round, priced at the league's RTP (or another one an operator set).
 * @example virtualEventMarkets(premierships, 1, 0)[0] // { id: '1x2:home', odds: '2.01', … }
 */
export function virtualEventMarkets(
  league: VirtualLeague,
  roundNo: number,
  index: number,
  rtp: string = league.rtp,
): readonly VirtualMarketEntry[] {
  const event = virtualRoundEvents(league, roundNo)[index];
  return event ? priceEvent(event, rtp) : [];
}

/**
 * A market of an event, if offered.
 * @example findVirtualMarket('soccer/premierships', 1, 0, 'btts:yes')?.odds
 */
export function findVirtualMarket(
  leagueId: string,
  roundNo: number,
  index: number,
  marketId: string,
): VirtualMarketEntry | undefined {
  const league = findVirtualLeague(leagueId);
  if (!league) return undefined;
  return virtualEventMarkets(league, roundNo, index).find((m) => m.id === marketId);
}

// Market lists are built once per field size or line, so an index by id is kept per list.
const indexes = new WeakMap<readonly object[], Map<string, object>>();

function winsOn<E, R>(model: VirtualModel<E, R>, event: E, marketId: string, result: R): boolean | undefined {
  const markets = model.markets(event);
  let index = indexes.get(markets) as Map<string, VirtualMarketSpec<R>> | undefined;
  if (!index) {
    index = new Map(markets.map((m) => [m.id, m]));
    indexes.set(markets, index);
  }
  return index.get(marketId)?.wins(result);
}

/**
 * Whether a market wins with an event's result (undefined for an unknown market or a result of another sport):
 * the pure settlement predicate the server, the results page and the CLI share.
 * @example virtualMarketWins(premierships, 1, 0, '1x2:home', { htHome: 1, htAway: 0, home: 2, away: 1 }) // true
 */
export function virtualMarketWins(
  league: VirtualLeague,
  roundNo: number,
  index: number,
  marketId: string,
  result: VirtualResult,
): boolean | undefined {
  const event = virtualRoundEvents(league, roundNo)[index];
  if (!event) return undefined;
  if (event.kind === 'race')
    return 'order' in result ? winsOn(event.model, event.event, marketId, result) : undefined;
  if (event.kind === 'basketball') {
    return 'overtime' in result ? winsOn(event.model, event.event, marketId, result) : undefined;
  }
  return 'htHome' in result ? winsOn(event.model, event.event, marketId, result) : undefined;
}
