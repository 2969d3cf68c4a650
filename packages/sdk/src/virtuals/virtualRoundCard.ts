import type { VirtualLeague } from './virtualLeagues';

/** A match of a round: entrant indices into the league's list. */
export interface VirtualMatchCard {
  /** 0-based position of the match in its round. */
  readonly index: number;
  readonly home: number;
  readonly away: number;
}

/** What a round puts on: known from the round number alone, so it is published before the seed. */
export type VirtualRoundCard =
  | { readonly kind: 'matches'; readonly matches: readonly VirtualMatchCard[] }
  /** Entrant indices in saddle-cloth order: runner number i + 1 is `runners[i]`. */
  | { readonly kind: 'race'; readonly runners: readonly number[] };

/**
 * The round's fixtures: team leagues play a round-robin (circle method, home and away swapped on alternate
 * cycles), race meetings rotate their field through the kennel or stable.
 * @example virtualRoundCard(league, 1).kind // 'matches' for soccer, 'race' for dogs and horses
 */
export function virtualRoundCard(league: VirtualLeague, roundNo: number): VirtualRoundCard {
  const n = league.entrants.length;
  if (league.fieldSize > 0) {
    const start = ((roundNo - 1) * 3) % n;
    return {
      kind: 'race',
      runners: Array.from({ length: league.fieldSize }, (_, i) => (start + i) % n),
    };
  }
  const rounds = n - 1;
  const r = (roundNo - 1) % rounds;
  const swap = Math.floor((roundNo - 1) / rounds) % 2 === 1;
  // Circle method: entrant 0 stays, the others turn by one place per round.
  const order = [0, ...Array.from({ length: rounds }, (_, i) => 1 + ((i + r) % rounds))];
  const matches = Array.from({ length: league.matchesPerRound }, (_, i) => {
    const a = order[i] as number;
    const b = order[n - 1 - i] as number;
    const flip = ((i + r) % 2 === 1) !== swap;
    return { index: i, home: flip ? b : a, away: flip ? a : b };
  });
  return { kind: 'matches', matches };
}
