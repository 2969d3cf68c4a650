import { describe, expect, it } from 'vitest';
import { DEPOSIT_BONUS_CODE, DEPOSIT_BONUS_OPTIONS, depositBonusOption } from '../depositBonus';

describe('deposit bonus options (spec §9)', () => {
  it('codes', () => {
    expect(DEPOSIT_BONUS_CODE).toEqual({
      NONE_CHOSEN: 0,
      SPORTS: 1,
      SPORTS_INPLAY: 2,
      LIVE_CASINO: 3,
      SLOT: 4,
      NO_BONUS: 5,
      MINI_VIRTUAL: 6,
      HOLDEM: 7,
    });
  });

  it('lists every option in form order with its terms, products and rolling', () => {
    expect(
      DEPOSIT_BONUS_OPTIONS.map((o) => [
        o.code,
        o.label,
        o.percent,
        o.rollingPercent,
        o.cap,
        o.products,
        o.minFolders,
        o.minOdds,
      ]),
    ).toEqual([
      [0, '보너스 선택', 0, null, 0, [], null, null],
      [5, '보너스 없음', 0, null, 0, [], null, null],
      [1, '스포츠 (3폴더 이상)', 15, 100, 500_000, ['sports'], 3, '1.3'],
      [2, '스포츠/인플레이', 5, 100, 500_000, ['sports', 'inplay'], null, '1.5'],
      [4, '슬롯', 10, 100, 500_000, ['slot'], null, null],
      [3, '라이브카지노', 5, 300, 500_000, ['casino'], null, null],
      [6, '미니게임/가상스포츠', 5, 100, 500_000, ['minigame', 'virtual'], null, null],
      [7, '홀덤', 0, null, 0, ['holdem'], null, null],
    ]);
  });

  it('every option that pays a bonus asks a rolling requirement', () => {
    for (const option of DEPOSIT_BONUS_OPTIONS.filter((o) => o.percent > 0)) {
      expect(option.rollingPercent).toBeGreaterThan(0);
      expect(option.products.length).toBeGreaterThan(0);
    }
  });

  it('has one option per code, percents as whole numbers', () => {
    const codes = DEPOSIT_BONUS_OPTIONS.map((o) => o.code).sort();
    expect(codes).toEqual(Object.values(DEPOSIT_BONUS_CODE).sort());
    for (const option of DEPOSIT_BONUS_OPTIONS) expect(Number.isInteger(option.percent)).toBe(true);
  });

  it('depositBonusOption looks an option up by code', () => {
    expect(depositBonusOption(1)?.percent).toBe(15);
    expect(depositBonusOption(3)?.rollingPercent).toBe(300);
    expect(depositBonusOption(7)?.label).toBe('홀덤');
    expect(depositBonusOption(8)).toBeUndefined();
  });
});
