import * as z from 'zod/mini';
import { StaffReason } from './admin';
import { Count, Id, page, Text, Won } from './common';
import { MinigameRound } from './minigame';

// Staff views of the mini-games (/admin-api/minigame): kbet's own shapes, read by `kbet games`.

/** A game of the registry with its maintenance flag and the round that takes bets or waits for its draw. */
export const AdminMinigameGame = z.object({
  id: Text,
  name: Text,
  family: Text,
  roundSeconds: Id,
  maintenance: z.boolean(),
  currentRound: z.nullable(MinigameRound),
}); // kbet's own shape

/** GET /admin-api/minigame/games/{gameId}/rounds?page: 20 a page, newest first. */
export const AdminMinigameRoundQuery = z.object({ page: z.optional(Id) }); // kbet's own shape

export const AdminMinigameRoundPage = page(MinigameRound); // kbet's own shape

/** A round with its drawn result (JSON, null before the draw) and the bets on it (cancelled slips aside). */
export const AdminMinigameRound = z.object({
  ...MinigameRound.shape,
  result: z.nullable(z.string()),
  bets: Count,
  stake: Won,
}); // kbet's own shape

/** POST /admin-api/minigame/rounds/{roundId}/void: the void round and how many bets got their stake back. */
export const MinigameRoundVoidResult = z.object({ round: AdminMinigameRound, refunded: Count }); // kbet's own shape

/** PUT /admin-api/minigame/games/{gameId}/maintenance: bets refused (503) while on; audited with the reason. */
export const MinigameMaintenanceUpdate = z.object({ maintenance: z.boolean(), reason: StaffReason }); // kbet's own shape

/** The game's maintenance flag after the change. */
export const MinigameMaintenanceResult = z.object({ id: Text, maintenance: z.boolean() }); // kbet's own shape

export type AdminMinigameGame = z.infer<typeof AdminMinigameGame>;
export type AdminMinigameRoundQuery = z.infer<typeof AdminMinigameRoundQuery>;
export type AdminMinigameRoundPage = z.infer<typeof AdminMinigameRoundPage>;
export type AdminMinigameRound = z.infer<typeof AdminMinigameRound>;
export type MinigameRoundVoidResult = z.infer<typeof MinigameRoundVoidResult>;
export type MinigameMaintenanceUpdate = z.infer<typeof MinigameMaintenanceUpdate>;
export type MinigameMaintenanceResult = z.infer<typeof MinigameMaintenanceResult>;
