/**
 * The twelve families of draws; every mini-game is one of them with its own id and round length. A module of its
 * own, so a page can list the families without loading any of them.
 */
export const MINIGAME_FAMILY_IDS = [
  'powerball',
  'ladder',
  'keno',
  'kenoLadder',
  'baccarat',
  'dragonTiger',
  'highLow',
  'upDown',
  'oddEven',
  'roulette',
  'horseRace',
  'penaltyKick',
] as const;

export type MinigameFamilyId = (typeof MINIGAME_FAMILY_IDS)[number];
