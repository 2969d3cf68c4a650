import { describe, expect, it } from 'vitest';
import { SPORT_ID, SPORT_NAMES_KO, sportDisplayName } from '../sports';

describe('sportDisplayName: a Korean page names sports in Korean', () => {
  it('uses kbet’s Korean name for every sport it knows, whatever the feed sends', () => {
    for (const [id, korean] of Object.entries(SPORT_NAMES_KO)) {
      expect(sportDisplayName({ sport_id: Number(id), name: 'Football', name_korean: '' })).toBe(korean);
      expect(sportDisplayName({ sport_id: Number(id), name: 'X', name_korean: 'Ice Hockey' })).toBe(korean);
    }
    expect(sportDisplayName({ sport_id: SPORT_ID.ICE_HOCKEY, name: 'Ice Hockey' })).toBe('아이스하키');
  });

  it('falls back to the feed’s Korean name, then its name, for a sport kbet does not know', () => {
    expect(sportDisplayName({ sport_id: 1, name: 'Curling', name_korean: '컬링' })).toBe('컬링');
    expect(sportDisplayName({ sport_id: 1, name: 'Curling', name_korean: null })).toBe('Curling');
  });
});
