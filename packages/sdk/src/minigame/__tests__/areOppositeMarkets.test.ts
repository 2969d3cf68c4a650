import { describe, expect, it } from 'vitest';
import { areOppositeMarkets } from '../areOppositeMarkets';

describe('areOppositeMarkets', () => {
  it.each([
    ['donghang', 'power-odd', 'power-even'],
    ['donghang', 'normal-under', 'normal-over'],
    ['next-bakara', 'player', 'banker'],
    ['lotus/dragontiger', 'dragon', 'tiger'],
    ['oddgame/updown30', 'up', 'down'],
  ])('%s: %s and %s are the two sides of one choice', (gameId, a, b) => {
    expect(areOppositeMarkets(gameId, a, b)).toBe(true);
    expect(areOppositeMarkets(gameId, b, a)).toBe(true);
  });

  it.each([
    ['donghang', 'normal-odd', 'normal-under', 'they win together'],
    ['donghang', 'normal-odd', 'power-even', 'different balls'],
    ['donghang', 'normal-small', 'normal-large', 'medium is left uncovered'],
    ['donghang', 'power-number-0', 'power-number-1', 'a fifth of the outcomes'],
    ['next-bakara', 'player', 'tie', 'a tie is a side bet'],
    ['donghang', 'power-odd', 'power-odd', 'the same market'],
    ['donghang', 'power-odd', 'no-such-market', 'an unknown market'],
  ])('%s: %s and %s are not (%s)', (gameId, a, b) => {
    expect(areOppositeMarkets(gameId, a, b)).toBe(false);
  });
});
