import * as z from 'zod/mini';
import { MAX_LEVEL } from '../constants/roles';
import { StaffReason } from './admin';
import { Count, Id, page, str, Text, Won } from './common';
import { MinigameRound } from './minigame';

// Staff views of the mini-games (/admin-api/minigame): kbet's own shapes, read by `kbet games`.

/** A game of the registry with its maintenance flag and the round that takes bets or waits for its draw. */
export const AdminMinigameGame = z.object({
  id: Text,
  name: Text,
  family: Text,
  roundSeconds: Id,
  maintenance: z.boolean(),
  /** Off: no new round opens (the running one is still drawn and settled). */
  enabled: z.boolean(),
  /** Betting closes this many seconds before the draw of the rounds opened from now on. */
  closeSeconds: Id,
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

/** A market of a game as staff price it: exact probability, operator RTP (its default unless set), cap and odds. */
export const MinigameMarketSetting = z.object({
  marketId: Text,
  label: Text,
  /** The exact chance of winning as 'num/den' in lowest terms. */
  probability: Text,
  rtp: Text,
  defaultRtp: Text,
  rtpCap: Text,
  /** rtp / probability floored to 0.01: what the next round opened pays. */
  odds: Text,
}); // kbet's own shape

/** GET and PUT /admin-api/minigame/games/{gameId}/settings: what the next round of the game opens with. */
export const MinigameGameSettings = z.object({
  id: Text,
  name: Text,
  roundSeconds: Id,
  enabled: z.boolean(),
  maintenance: z.boolean(),
  closeSeconds: Id,
  /** The close seconds staff may set for this game (minigameCloseSecondsRange). */
  closeSecondsRange: z.object({ min: Id, max: Id }),
  markets: z.array(MinigameMarketSetting),
}); // kbet's own shape

/**
 * PUT /admin-api/minigame/games/{gameId}/settings: the settings to change (at least one), audited with the reason.
 * closeSeconds null and an RTP of null go back to the defaults. The game's own bounds (close seconds range, RTP
 * floor and cap) are checked by validateMinigameCloseSeconds and validateMinigameRtp.
 */
export const MinigameGameSettingsUpdate = z
  .object({
    enabled: z.optional(z.boolean()),
    closeSeconds: z.optional(z.nullable(Id)),
    /** Market id → RTP decimal ('0.96'), or null for the market's default. */
    rtp: z.optional(z.record(str(1, 64), z.nullable(str(1, 16)))),
    reason: StaffReason,
  })
  .check(
    z.refine(
      (u) =>
        u.enabled !== undefined ||
        u.closeSeconds !== undefined ||
        (u.rtp !== undefined && Object.keys(u.rtp).length > 0),
      'Expected enabled, closeSeconds or rtp',
    ),
  ); // kbet's own shape

/** One member level's mini-game limits in whole won. */
const LevelLimits = z.object({ minBet: Won, maxBet: Won, maxWin: Won });

/** The member levels as the setting's keys: '1' … '5'. */
const LEVEL_KEYS = Array.from({ length: MAX_LEVEL }, (_, i) => String(i + 1)) as [string, ...string[]];

/** The mini-game limits (settings key minigameBetting): per member level, and per member and round. */
export const MinigameLimitsSetting = z.object({
  levels: z.record(z.enum(LEVEL_KEYS), LevelLimits),
  roundMaxStake: Won,
  roundMaxWin: Won,
}); // kbet's own shape

/**
 * PUT /admin-api/minigame/limits: the limits to change (at least one), merged into the stored ones, audited with the
 * reason; the merged whole must pass validateMinigameLimits.
 */
export const MinigameLimitsUpdate = z
  .object({
    levels: z.optional(z.partialRecord(z.enum(LEVEL_KEYS), z.partial(LevelLimits))),
    roundMaxStake: z.optional(Won),
    roundMaxWin: z.optional(Won),
    reason: StaffReason,
  })
  .check(
    z.refine(
      (u) =>
        u.roundMaxStake !== undefined ||
        u.roundMaxWin !== undefined ||
        Object.values(u.levels ?? {}).some((level) => level && Object.keys(level).length > 0),
      'Expected a level limit, roundMaxStake or roundMaxWin',
    ),
  ); // kbet's own shape

export type AdminMinigameGame = z.infer<typeof AdminMinigameGame>;
export type AdminMinigameRoundQuery = z.infer<typeof AdminMinigameRoundQuery>;
export type AdminMinigameRoundPage = z.infer<typeof AdminMinigameRoundPage>;
export type AdminMinigameRound = z.infer<typeof AdminMinigameRound>;
export type MinigameRoundVoidResult = z.infer<typeof MinigameRoundVoidResult>;
export type MinigameMaintenanceUpdate = z.infer<typeof MinigameMaintenanceUpdate>;
export type MinigameMaintenanceResult = z.infer<typeof MinigameMaintenanceResult>;
export type MinigameMarketSetting = z.infer<typeof MinigameMarketSetting>;
export type MinigameGameSettings = z.infer<typeof MinigameGameSettings>;
export type MinigameGameSettingsUpdate = z.infer<typeof MinigameGameSettingsUpdate>;
export type MinigameLimitsSetting = z.infer<typeof MinigameLimitsSetting>;
export type MinigameLimitsUpdate = z.infer<typeof MinigameLimitsUpdate>;
