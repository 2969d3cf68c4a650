import { GAME_TYPE } from './gameTypeName';

/**
 * The product lines ("verticals") whose stakes and payouts the ledger tags, so turnover, GGR and partner
 * rolling can be reported per vertical without each report knowing every game's tables.
 */
export const VERTICAL = {
  SPORTS: 'sports',
  MINIGAME: 'minigame',
  VIRTUAL: 'virtual',
  CASINO: 'casino',
  SLOT: 'slot',
} as const;

export type Vertical = (typeof VERTICAL)[keyof typeof VERTICAL];

/** Every vertical, in the order reports list them (the partner pages' rolling columns follow it). */
export const VERTICALS: readonly Vertical[] = Object.values(VERTICAL);

export const VERTICAL_NAMES: Readonly<Record<Vertical, string>> = {
  [VERTICAL.SPORTS]: '스포츠',
  [VERTICAL.MINIGAME]: '미니게임',
  [VERTICAL.VIRTUAL]: '가상스포츠',
  [VERTICAL.CASINO]: '카지노',
  [VERTICAL.SLOT]: '슬롯',
};

/**
 * The vertical of a bet slip's game type (spec §9): sports and live are one vertical; casino and slot
 * records are not bet slips and carry their vertical themselves.
 * @example verticalOfGameType(3) // 'minigame'
 */
export function verticalOfGameType(gameType: number): Vertical {
  if (gameType === GAME_TYPE.MINIGAME) return VERTICAL.MINIGAME;
  if (gameType === GAME_TYPE.VIRTUAL) return VERTICAL.VIRTUAL;
  return VERTICAL.SPORTS;
}
