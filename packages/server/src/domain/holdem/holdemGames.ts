import type { HoldemGameEntry } from '@kbet/sdk';

/**
 * The hold'em games kbet offers (GET /holdem/games). No revolution or realpoker provider is integrated yet, so
 * the list is empty and the member site hides its hold'em menu (spec §2); an integrated provider adds its entry.
 */
export const HOLDEM_GAMES: readonly HoldemGameEntry[] = [];
