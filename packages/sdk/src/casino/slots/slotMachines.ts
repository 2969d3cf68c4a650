import type { SlotMachine } from './slotMachine';

const FRUIT_STRIP = [...'CLCOCLPCOLCBOLP7'];
const GEM_STRIP = [...'RGBRDGRBXRGDRBGWRDGB'];

/** The three straight lines and the two V shapes. */
const FIVE_LINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
] as const;

/**
 * 프루츠 5: 16-stop strips, 5 lines; exact RTP 495,135 / 524,288 ≈ 94.44 % (slotRtp, docs/games.md).
 */
export const SLOT_FRUITS: SlotMachine = {
  id: 'slot-fruits',
  name: '프루츠 5',
  reels: [FRUIT_STRIP, FRUIT_STRIP, FRUIT_STRIP, FRUIT_STRIP, FRUIT_STRIP],
  paylines: FIVE_LINES,
  paytable: {
    C: [5, 14, 50],
    L: [10, 25, 100],
    O: [15, 50, 200],
    P: [25, 100, 400],
    B: [60, 300, 1000],
    '7': [120, 600, 2500],
  },
  faces: { C: '🍒', L: '🍋', O: '🍊', P: '🍇', B: '🔔', '7': '7️⃣' },
};

/**
 * 젬스 10: 20-stop strips, 10 lines; exact RTP 3,053,353 / 3,200,000 ≈ 95.42 % (slotRtp, docs/games.md).
 */
export const SLOT_GEMS: SlotMachine = {
  id: 'slot-gems',
  name: '젬스 10',
  reels: [GEM_STRIP, GEM_STRIP, GEM_STRIP, GEM_STRIP, GEM_STRIP],
  paylines: [
    ...FIVE_LINES,
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [0, 1, 0, 1, 0],
  ],
  paytable: {
    R: [5, 12, 50],
    G: [8, 25, 100],
    B: [15, 50, 200],
    D: [25, 100, 400],
    X: [80, 300, 1500],
    W: [150, 750, 7500],
  },
  faces: { R: '🔴', G: '🟢', B: '🔵', D: '💎', X: '👑', W: '⭐' },
};

export const SLOT_MACHINES: readonly SlotMachine[] = [SLOT_FRUITS, SLOT_GEMS];

/**
 * The slot machine of a game code.
 * @example findSlotMachine('slot-gems')?.paylines.length // 10
 */
export const findSlotMachine = (id: string): SlotMachine | undefined =>
  SLOT_MACHINES.find((m) => m.id === id);
