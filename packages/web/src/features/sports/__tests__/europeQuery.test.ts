import { describe, expect, it } from 'vitest';
import { readEuropeQuery } from '../utils/europeQuery';

const read = (search: string) => readEuropeQuery(new URLSearchParams(search));

describe('readEuropeQuery', () => {
  it('reads every filter of spec §2', () => {
    expect(
      read('game_type=KR&sport_id=6046&league=12&location_id=3&search=맨시티&time=24&mtpt=1700000000000'),
    ).toEqual({ gameType: 'KR', sportId: 6046, league: 12, locationId: 3, search: '맨시티', time: 24 });
  });

  it('defaults to the European view and accepts kr in any case', () => {
    expect(read('')).toEqual({ gameType: 'EU' });
    expect(read('game_type=kr').gameType).toBe('KR');
    expect(read('game_type=EU').gameType).toBe('EU');
  });

  it('takes the sport from a per-sport flag when sport_id is absent', () => {
    expect(read('Football=1').sportId).toBe(6046);
    expect(read('IceHockey=1').sportId).toBe(35232);
    expect(read('E-Games=1').sportId).toBe(687890);
    expect(read('Basketball=0').sportId).toBeUndefined();
    expect(read('sport_id=154914&Football=1').sportId).toBe(154914);
  });

  it('drops values it cannot read', () => {
    expect(read('sport_id=abc&league=-1&time=999&search=%20%20')).toEqual({ gameType: 'EU' });
    expect(read('time=0')).toEqual({ gameType: 'EU' });
  });
});
