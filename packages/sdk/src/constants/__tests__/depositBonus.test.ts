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

  it('lists every option in form order with its terms', () => {
    expect(DEPOSIT_BONUS_OPTIONS).toEqual([
      { code: 0, label: '보너스 선택', percent: 0, rollingPercent: null, minFolders: null, minOdds: null },
      { code: 5, label: '보너스 없음', percent: 0, rollingPercent: null, minFolders: null, minOdds: null },
      {
        code: 1,
        label: '스포츠 (3폴더 이상)',
        percent: 15,
        rollingPercent: 100,
        minFolders: 3,
        minOdds: '1.3',
      },
      {
        code: 2,
        label: '스포츠/인플레이',
        percent: 5,
        rollingPercent: 100,
        minFolders: null,
        minOdds: '1.5',
      },
      { code: 4, label: '슬롯', percent: 10, rollingPercent: null, minFolders: null, minOdds: null },
      { code: 3, label: '라이브카지노', percent: 5, rollingPercent: 300, minFolders: null, minOdds: null },
      {
        code: 6,
        label: '미니게임/가상스포츠',
        percent: 5,
        rollingPercent: null,
        minFolders: null,
        minOdds: null,
      },
      { code: 7, label: '홀덤', percent: 0, rollingPercent: null, minFolders: null, minOdds: null },
    ]);
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
