import type { HoldemGame, HoldemGameEntry } from '@kbet/sdk';

/**
 * The hold'em games kbet offers (GET /holdem/games), each a casino provider of the same id whose one game is
 * HOLDEM_GAME_CODE; the list shows those whose provider is enabled, and the member site hides its hold'em menu
 * while it is empty (spec §2).
 */
export const HOLDEM_GAMES: readonly HoldemGameEntry[] = [
  { game: 'revolution', name: '레볼루션 홀덤' },
  { game: 'realpoker', name: '리얼포커' },
];

/** The game code of a hold'em provider's table (casino_games, migration 170). */
export const HOLDEM_GAME_CODE = 'holdem';

/**
 * Whether a casino provider is one of the hold'em games: its buy-ins stay out of the casino lobbies and out of
 * bonus rolling (spec §9: hold'em has no deposit bonus).
 * @example isHoldemProvider('revolution') // true
 */
export const isHoldemProvider = (providerId: string): providerId is HoldemGame =>
  HOLDEM_GAMES.some((entry) => entry.game === providerId);
