import { describe, expect, it } from 'vitest';
import { cartArea } from '../cartArea';

describe('cartArea: the slip the mobile footer cart opens', () => {
  it('opens the page’s own slip: in-play, event folders, virtual and mini-game carts', () => {
    expect(cartArea('/inplay')).toBe('inplay');
    expect(cartArea('/inplay/view')).toBe('inplay');
    expect(cartArea('/event_folder')).toBe('event');
    expect(cartArea('/bet365/soccer/premierships')).toBe('virtual');
    expect(cartArea('/minigame/donghang')).toBe('minigame');
  });

  it('opens the pre-match slip everywhere else', () => {
    for (const path of ['/', '/europe', '/sports', '/mywallet', '/event', '/board/event'])
      expect(cartArea(path), path).toBe('prematch');
  });
});
