import { describe, expect, it } from 'vitest';
import { paths, showsCommonBetSlip } from '../paths';

describe('paths', () => {
  it('builds /europe links with every query parameter of spec §2 and the per-sport flag', () => {
    expect(paths.europe.getHref()).toBe('/europe');
    expect(
      paths.europe.getHref({
        gameType: '1',
        sportId: 6046,
        sportName: 'Football',
        locationId: 248,
        league: 67,
        search: '맨시티',
        time: 'today',
        mtpt: 5,
      }),
    ).toBe(
      '/europe?game_type=1&sport_id=6046&location_id=248&league=67&search=%EB%A7%A8%EC%8B%9C%ED%8B%B0&time=today&mtpt=5&Football=1',
    );
    expect(paths.europe.getHref({ search: '' })).toBe('/europe');
  });

  it('builds the login, in-play and notice detail links', () => {
    expect(paths.login.getHref('공지사항', '/board/notice')).toBe(
      '/login?title=%EA%B3%B5%EC%A7%80%EC%82%AC%ED%95%AD&next=%2Fboard%2Fnotice',
    );
    expect(paths.login.getHref()).toBe('/login');
    expect(paths.inplay.getHref('1')).toBe('/inplay?time=1');
    expect(paths.communityNoticeDetail.getHref(12)).toBe('/community/notice/detail/12');
  });
});

describe('showsCommonBetSlip (spec §2)', () => {
  it('hides the common slip on in-play, europe, partner, bet365 and mini-game pages only', () => {
    for (const path of ['/inplay', '/europe', '/partner/pt', '/bet365/soccer/worldcup', '/minigame/next']) {
      expect(showsCommonBetSlip(path), path).toBe(false);
    }
    for (const path of ['/', '/sportsboard', '/bet_result', '/europeans', '/board/notice']) {
      expect(showsCommonBetSlip(path), path).toBe(true);
    }
  });
});
