import { describe, expect, it } from 'vitest';
import { MINIGAME_FAMILIES } from '../minigameFamilies';
import { findMinigameGame, MINIGAME_GAMES, minigameGameByRoute } from '../minigameGames';

/** The spec's mini-game routes (product-spec §1), written out. */
const SPEC_ROUTES = [
  ...[
    'donghang',
    'donghang-sadari',
    'kino-sadari',
    'speed-kino',
    'next',
    'next-sadari',
    'next-bakara',
    'next-onering',
  ],
  'gopick/donghang_powerball',
  ...['particle_ladder30', 'updown30', 'penalty_kick', 'horse_racing30', 'dragon_tiger'].map(
    (g) => `oddgame/${g}`,
  ),
  ...['lyanmuzi', 'goldpigdari', 'split'].map((g) => `gamestar/${g}`),
  ...['ladder1', 'ladder2', 'ladder3'].map((g) => `boscore/${g}`),
  ...['baccarat', 'oddeven', 'dragontiger'].map((g) => `lotus/${g}`),
  ...['roulette', 'highrow', 'highrow5'].map((g) => `token/${g}`),
  ...['next', 'next-sadari', 'next-bakara', 'next-onering'].map((g) => `next/${g}`),
].map((path) => `/minigame/${path}`);

describe('mini-game registry', () => {
  it('maps every route of the spec to exactly one game, and no other route', () => {
    for (const route of SPEC_ROUTES) expect(minigameGameByRoute(route), route).toBeDefined();
    const routes = MINIGAME_GAMES.flatMap((g) => g.routes);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes.sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('gives each game a unique id, a known family, a Korean name and a round length', () => {
    expect(new Set(MINIGAME_GAMES.map((g) => g.id)).size).toBe(MINIGAME_GAMES.length);
    for (const game of MINIGAME_GAMES) {
      expect(MINIGAME_FAMILIES[game.family]).toBeDefined();
      expect(game.name).toMatch(/[가-힣]/);
      expect(game.roundSeconds).toBeGreaterThanOrEqual(30);
      expect(game.routes[0]).toBe(`/minigame/${game.id}`);
    }
    expect(findMinigameGame('next')?.routes).toEqual(['/minigame/next', '/minigame/next/next']);
    expect(findMinigameGame('missing')).toBeUndefined();
  });

  it('covers every family', () => {
    expect(new Set(MINIGAME_GAMES.map((g) => g.family))).toEqual(new Set(Object.keys(MINIGAME_FAMILIES)));
  });

  it('never names a game after the lottery operator (compliance §9)', () => {
    for (const game of MINIGAME_GAMES) expect(game.name).not.toMatch(/동행/);
  });
});
