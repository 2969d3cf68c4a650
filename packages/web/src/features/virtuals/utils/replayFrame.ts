import {
  type BasketballScore,
  type RaceTimeline,
  type SoccerTimeline,
  VIRTUAL_SCHEDULE,
  type VirtualFixture,
} from '@kbet/sdk';

/** What the replay draws at one instant of the event's minute of play. */
export type ReplayFrame =
  | {
      readonly kind: 'soccer';
      readonly minute: number;
      readonly home: number;
      readonly away: number;
      readonly ball: 'home' | 'away';
    }
  | { readonly kind: 'basketball'; readonly clock: string; readonly home: number; readonly away: number }
  | { readonly kind: 'race'; readonly second: number; readonly positions: readonly number[] };

const PLAY_MS = VIRTUAL_SCHEDULE.playSeconds * 1000;

/**
 * The replay's frame `elapsedMs` after the start (clamped to the minute of play): the stored timeline mapped
 * onto 60 s, so every page shows the same moment of the same event.
 * @example replayFrame(fixture, 30_000) // { kind: 'soccer', minute: 45, home: 1, away: 0, ball: 'away' }
 */
export function replayFrame(fixture: VirtualFixture, elapsedMs: number): ReplayFrame | null {
  if (fixture.timeline === null) return null;
  const share = Math.min(Math.max(elapsedMs, 0), PLAY_MS) / PLAY_MS;
  if (fixture.sportsType === 'soccer') {
    const timeline = fixture.timeline as SoccerTimeline;
    const minute = Math.floor(share * 90);
    const scored = timeline.goals.filter((g) => g.minute <= minute);
    const phase = timeline.possession.find(
      (p) => p.from <= Math.max(minute, 1) && Math.max(minute, 1) <= p.to,
    );
    return {
      kind: 'soccer',
      minute,
      home: scored.filter((g) => g.side === 'home').length,
      away: scored.filter((g) => g.side === 'away').length,
      ball: phase?.side ?? 'home',
    };
  }
  if (fixture.sportsType === 'basketball') {
    const baskets = fixture.timeline as BasketballScore[];
    const end = Math.max(48 * 60, ...baskets.map((b) => b.second + 1));
    const second = Math.floor(share * end);
    const made = baskets.filter((b) => b.second < second);
    const sum = (side: string) => made.filter((b) => b.side === side).reduce((s, b) => s + b.points, 0);
    const quarter = second >= 48 * 60 ? 'OT' : `${Math.min(4, Math.floor(second / 720) + 1)}Q`;
    const left = second >= 48 * 60 ? 0 : 720 - (second % 720);
    const clock = `${quarter} ${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
    return { kind: 'basketball', clock, home: sum('home'), away: sum('away') };
  }
  const race = fixture.timeline as RaceTimeline;
  const second = Math.min(Math.floor(share * VIRTUAL_SCHEDULE.playSeconds), race.positions.length - 1);
  return { kind: 'race', second, positions: race.positions[second] ?? [] };
}
