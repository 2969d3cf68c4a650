import { MINIGAME_GAMES } from '@kbet/sdk/minigames';
import { describe, expect, it } from 'vitest';
import { HOLDEM_AFTER_TAB, MAIN_TABS } from '../nav';

describe('MAIN_TABS', () => {
  it('follows spec §2: casino, slot, sports, in-play, mini game, (hold’em), lotus, odd game, virtual, bet history, events', () => {
    const spec = [
      'casino',
      'slot',
      'sports',
      'inplay',
      'minigame',
      'lotus',
      'oddgame',
      'virtual',
      'betHistory',
      'events',
    ];
    const keys = MAIN_TABS.map((tab) => tab.key).filter((key) => spec.includes(key));
    expect(keys).toEqual(spec);
    expect(keys.indexOf(HOLDEM_AFTER_TAB) + 1).toBe(keys.indexOf('lotus'));
  });

  it('sends the lotus and odd game tabs to mini-game pages the site has', () => {
    const pages = new Set(MINIGAME_GAMES.flatMap((game) => game.routes));
    for (const key of ['lotus', 'oddgame']) {
      const to = MAIN_TABS.find((tab) => tab.key === key)?.to;
      expect(to && pages.has(to)).toBe(true);
    }
  });
});
