/** Bet-history game types (spec §9); any other value is casino. */
export const GAME_TYPE = {
  SPORTS: 1,
  LIVE: 2,
  MINIGAME: 3,
  VIRTUAL: 4,
} as const;

export type GameType = (typeof GAME_TYPE)[keyof typeof GAME_TYPE];

/** The game types of the sports bet history (spec §2: its sport and live tabs). */
export type SportsGameType = typeof GAME_TYPE.SPORTS | typeof GAME_TYPE.LIVE;

/** The game types the member's bet history lists slip by slip: sports, live, mini-game and virtual sports (the bet365 tab). */
export type BetHistoryGameType = SportsGameType | typeof GAME_TYPE.MINIGAME | typeof GAME_TYPE.VIRTUAL;

export const GAME_TYPE_NAMES: Readonly<Record<GameType, string>> = {
  [GAME_TYPE.SPORTS]: '스포츠',
  [GAME_TYPE.LIVE]: '라이브',
  [GAME_TYPE.MINIGAME]: '미니게임',
  [GAME_TYPE.VIRTUAL]: '가상스포츠',
};

export const CASINO_GAME_TYPE_NAME = '카지노';

/**
 * The Korean name of a bet-history game type; unknown types are casino (spec §9).
 * @example gameTypeName(2) // '라이브'
 */
export const gameTypeName = (gameType: number): string =>
  (GAME_TYPE_NAMES as Readonly<Record<number, string>>)[gameType] ?? CASINO_GAME_TYPE_NAME;
