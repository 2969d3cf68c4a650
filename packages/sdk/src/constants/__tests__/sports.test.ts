import { describe, expect, it } from 'vitest';
import { SPORT_ID, SPORT_NAMES_KO, sportNameKorean } from '../sports';

describe('sport ids', () => {
  it('are the LSports ids of spec §2 and feed-model.md', () => {
    expect(SPORT_ID).toEqual({
      FOOTBALL: 6046,
      BASKETBALL: 48242,
      BASEBALL: 154914,
      VOLLEYBALL: 154830,
      E_GAMES: 687890,
      ICE_HOCKEY: 35232,
      HANDBALL: 35709,
      TENNIS: 54094,
      TABLE_TENNIS: 265917,
      RUGBY_LEAGUE: 274791,
      RUGBY_UNION: 274792,
    });
  });

  it('have a Korean name each', () => {
    expect(SPORT_NAMES_KO).toEqual({
      6046: '축구',
      48242: '농구',
      154914: '야구',
      154830: '배구',
      687890: 'e스포츠',
      35232: '아이스하키',
      35709: '핸드볼',
      54094: '테니스',
      265917: '탁구',
      274791: '럭비',
      274792: '럭비',
    });
    for (const id of Object.values(SPORT_ID)) expect(sportNameKorean(id)).toBe(SPORT_NAMES_KO[id]);
  });

  it('sportNameKorean returns undefined for an unknown sport', () => {
    expect(sportNameKorean(6046)).toBe('축구');
    expect(sportNameKorean(1)).toBeUndefined();
  });
});
