import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_DETAIL_TYPES, gameDetailType } from '../gameDetailType';
import { CASINO_GAME_TYPE_NAME, GAME_TYPE, GAME_TYPE_NAMES, gameTypeName } from '../gameTypeName';
import { isSlipStyle, SLIP_STYLES } from '../slipStyles';

describe('game types', () => {
  it('codes and Korean names follow spec §9', () => {
    expect(GAME_TYPE).toEqual({ SPORTS: 1, LIVE: 2, MINIGAME: 3, VIRTUAL: 4 });
    expect(GAME_TYPE_NAMES).toEqual({ 1: '스포츠', 2: '라이브', 3: '미니게임', 4: '가상스포츠' });
    expect(CASINO_GAME_TYPE_NAME).toBe('카지노');
  });

  it.each([
    [1, '스포츠'],
    [2, '라이브'],
    [3, '미니게임'],
    [4, '가상스포츠'],
    [0, '카지노'],
    [5, '카지노'],
    [-1, '카지노'],
    [99, '카지노'],
  ])('gameTypeName(%i) is %s', (type, name) => {
    expect(gameTypeName(type)).toBe(name);
  });
});

describe('slip styles', () => {
  it('are EU, KR and EV', () => {
    expect(SLIP_STYLES).toEqual(['EU', 'KR', 'EV']);
  });

  it('isSlipStyle accepts exactly those codes', () => {
    expect(isSlipStyle('EU')).toBe(true);
    expect(isSlipStyle('KR')).toBe(true);
    expect(isSlipStyle('EV')).toBe(true);
    expect(isSlipStyle('eu')).toBe(false);
    expect(isSlipStyle('')).toBe(false);
    expect(isSlipStyle(1)).toBe(false);
    expect(isSlipStyle(null)).toBe(false);
  });
});

describe('gameDetailType', () => {
  it('has the codes of spec §9', () => {
    expect(GAME_DETAIL_TYPES).toEqual({ EU: [91, 92, 93], KR: [94, 95, 96], EV: [999] });
  });

  it.each([
    ['EU', 1, 91],
    ['EU', 2, 92],
    ['EU', 3, 93],
    ['EU', 10, 93],
    ['KR', 1, 94],
    ['KR', 2, 95],
    ['KR', 3, 96],
    ['KR', 7, 96],
    ['EV', 1, 999],
    ['EV', 2, 999],
    ['EV', 5, 999],
  ] as const)('%s with %i selections is %i', (style, count, code) => {
    expect(gameDetailType(style, count)).toBe(code);
  });

  it('3 or more selections share one code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SLIP_STYLES), fc.integer({ min: 3, max: 1000 }), (style, count) => {
        expect(gameDetailType(style, count)).toBe(gameDetailType(style, 3));
      }),
    );
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses a selection count of %d', (count) => {
    expect(() => gameDetailType('EU', count)).toThrow(RangeError);
  });
});
