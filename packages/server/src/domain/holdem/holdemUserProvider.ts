import type { HoldemGame } from '@kbet/sdk';

/**
 * A hold'em provider's user API (spec §7 /{game}/user/create): code 1 with the provider's uid on success, any
 * other code is the provider's refusal (the site shows 'unknown error, contact administrator').
 */
export type HoldemUserProvider = (
  game: HoldemGame,
  user: { userId: string; nickname: string },
) => Promise<{ code: number; uid?: string }>;
