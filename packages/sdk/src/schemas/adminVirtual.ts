import * as z from 'zod/mini';
import { Count, Id, str, Text, Won } from './common';
import { VirtualRound } from './virtual';

// Staff views of the virtual leagues (/admin-api/virtual): kbet's own shapes, read by `kbet virtuals`.

/** A league of the registry with its cadence, RTP and running round. */
export const AdminVirtualLeague = z.object({
  id: Text,
  sport: Text,
  name: Text,
  cycleSeconds: Id,
  rtp: Text,
  currentRound: z.nullable(VirtualRound),
}); // kbet's own shape

/** GET /admin-api/virtual/rounds?league: the league's newest rounds. */
export const AdminVirtualRoundQuery = z.object({ league: str(1, 64) }); // kbet's own shape

/** A round with the bets on it (cancelled slips aside). */
export const AdminVirtualRound = z.object({ ...VirtualRound.shape, bets: Count, stake: Won }); // kbet's own shape

/** POST /admin-api/virtual/rounds/{roundId}/void: the void round and how many bets got their stake back. */
export const VirtualRoundVoidResult = z.object({ round: AdminVirtualRound, refunded: Count }); // kbet's own shape

export type AdminVirtualLeague = z.infer<typeof AdminVirtualLeague>;
export type AdminVirtualRoundQuery = z.infer<typeof AdminVirtualRoundQuery>;
export type AdminVirtualRound = z.infer<typeof AdminVirtualRound>;
export type VirtualRoundVoidResult = z.infer<typeof VirtualRoundVoidResult>;
