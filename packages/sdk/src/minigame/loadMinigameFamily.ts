import type { MinigameFamilies, MinigameOutcome } from './minigameFamilies';
import type { MinigameFamily } from './minigameFamily';
import type { MinigameFamilyId } from './minigameFamilyIds';

/**
 * Each family's module on its own, imported on first use: a bundle splits every family (its draw, outcome space
 * and markets) into a chunk of its own, so a page that shows one game loads that game's family and no other.
 * MINIGAME_FAMILIES imports the same modules statically, so both give the very same family object.
 */
const FAMILY_MODULES: { readonly [K in MinigameFamilyId]: () => Promise<MinigameFamilies[K]> } = {
  powerball: () => import('./families/powerball').then((m) => m.powerballFamily),
  ladder: () => import('./families/ladder').then((m) => m.ladderFamily),
  keno: () => import('./families/keno').then((m) => m.kenoFamily),
  kenoLadder: () => import('./families/kenoLadder').then((m) => m.kenoLadderFamily),
  baccarat: () => import('./families/baccarat').then((m) => m.baccaratFamily),
  dragonTiger: () => import('./families/dragonTiger').then((m) => m.dragonTigerFamily),
  highLow: () => import('./families/highLow').then((m) => m.highLowFamily),
  upDown: () => import('./families/upDown').then((m) => m.upDownFamily),
  oddEven: () => import('./families/oddEven').then((m) => m.oddEvenFamily),
  roulette: () => import('./families/roulette').then((m) => m.rouletteFamily),
  horseRace: () => import('./families/horseRace').then((m) => m.horseRaceFamily),
  penaltyKick: () => import('./families/penaltyKick').then((m) => m.penaltyKickFamily),
};

/**
 * One family, loaded alone (its module is imported on first use): what minigameFamily(id) gives, for a page that
 * must not load the other eleven families with the catalogue.
 * @example loadMinigameFamily('ladder').then((family) => family.markets.length) // 10
 */
export const loadMinigameFamily = (id: MinigameFamilyId): Promise<MinigameFamily<MinigameOutcome>> =>
  FAMILY_MODULES[id]() as Promise<MinigameFamily<MinigameOutcome>>;
