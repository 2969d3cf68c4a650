import { createHash } from 'node:crypto';
import {
  buildHashChain,
  chainSeed,
  drawVirtualRound,
  findVirtualLeague,
  type VirtualFixture,
  type VirtualLeague,
  type VirtualRound,
  virtualRoundCard,
} from '@kbet/sdk';

const hex = (text: string) => createHash('sha256').update(text).digest('hex');
const SALT = hex('web virtual salt');
const chain = buildHashChain({ terminal: hex('web virtual terminal'), length: 20, interval: 5 });

/**
 * A round of a league as the server answers it: its card, and once `played` its results and timelines drawn
 * from a real chain seed (`tamper` changes the first result).
 */
export function virtualRoundOf(
  leagueId: string,
  roundNo: number,
  options: { status: 'open' | 'playing' | 'settled'; startAt: string; tamper?: boolean },
): VirtualRound {
  const league = findVirtualLeague(leagueId) as VirtualLeague;
  const seed = chainSeed(chain, roundNo);
  const drawn = drawVirtualRound({ leagueId, roundNo, seed, salt: SALT });
  const card = virtualRoundCard(league, roundNo);
  const played = options.status !== 'open';
  const start = Date.parse(options.startAt);
  const iso = (ms: number) => new Date(ms).toISOString();
  const status = { open: 1, playing: 3, settled: 4 }[options.status];
  const events: VirtualFixture[] = drawn.map((event, position) => {
    const match = card.kind === 'matches' ? card.matches[position] : undefined;
    const name = (i: number | undefined) => (i === undefined ? null : (league.entrants[i]?.name ?? null));
    const result =
      options.tamper && position === 0
        ? 'order' in event.result
          ? { order: [...event.result.order].reverse() }
          : { ...event.result, home: event.result.home + 1 }
        : event.result;
    return {
      fixtureId: roundNo * 10 + position,
      sportsType: league.sport,
      league: league.id,
      home: name(match?.home)?.ko ?? `${league.name.ko} 경주`,
      away: name(match?.away)?.ko ?? '',
      startAt: iso(start),
      status,
      roundId: roundNo,
      roundNo,
      position,
      closeAt: iso(start - 15_000),
      endAt: iso(start + 60_000),
      homeName: name(match?.home),
      awayName: name(match?.away),
      runners:
        card.kind === 'race' ? card.runners.map((i) => league.entrants[i]?.name ?? { ko: '', en: '' }) : [],
      commitment: chainSeed(chain, roundNo - 1),
      seed: options.status === 'settled' ? seed : null,
      salt: SALT,
      result: played ? JSON.parse(JSON.stringify(result)) : null,
      timeline: played ? JSON.parse(JSON.stringify(event.timeline)) : null,
    };
  });
  return {
    id: roundNo,
    leagueId,
    roundNo,
    status: options.status,
    closeAt: iso(start - 15_000),
    startAt: iso(start),
    endAt: iso(start + 60_000),
    commitment: chainSeed(chain, roundNo - 1),
    seed: options.status === 'settled' ? seed : null,
    salt: SALT,
    events,
  };
}
