/**
 * The gameType of a casino bet record (GET enjoycx/user; spec §7 filters slots with gameType 2): kbet numbers
 * live casino tables 1 and slots 2.
 */
export const CASINO_GAME_TYPE = { CASINO: 1, SLOT: 2 } as const;
export type CasinoGameType = (typeof CASINO_GAME_TYPE)[keyof typeof CASINO_GAME_TYPE];

/** The transType of a casino bet record: a stake, a win, or a stake given back. */
export const CASINO_TRANS_TYPE = { BET: 'BET', WIN: 'WIN', CANCEL: 'CANCEL' } as const;
export type CasinoTransType = (typeof CASINO_TRANS_TYPE)[keyof typeof CASINO_TRANS_TYPE];

/** Korean labels of the transTypes, for the history tables. */
export const CASINO_TRANS_TYPE_NAMES: Readonly<Record<CasinoTransType, string>> = {
  BET: '베팅',
  WIN: '당첨',
  CANCEL: '취소',
};

/** The most records a delete-all fetches and sends (spec §7, §9: casino popup lists use 100,000). */
export const CASINO_DELETE_ALL_MAX = 100_000;
