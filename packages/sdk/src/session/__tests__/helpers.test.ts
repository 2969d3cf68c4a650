import { describe, expect, it } from 'vitest';
import { isFlagOn } from '../isFlagOn';
import { isUnder, routePath } from '../routePath';

describe('isFlagOn', () => {
  it.each([
    ['1', true],
    ['Y', true],
    [' 1 ', true],
    ['true', true],
    ['0', false],
    [' 0', false],
    ['', false],
    ['false', false],
    ['FALSE', false],
    [1, true],
    [2, true],
    [-1, true],
    [0, false],
    [Number.NaN, false],
    [true, true],
    [false, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (flag, on) => {
    expect(isFlagOn(flag)).toBe(on);
  });
});

describe('routePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/message', '/message'],
    ['/message/', '/message'],
    ['/message?x=1', '/message'],
    ['/message#top', '/message'],
    ['/?q=1', '/'],
    ['/minigame/next/', '/minigame/next'],
  ])('%j → %j', (path, route) => {
    expect(routePath(path)).toBe(route);
  });
});

describe('isUnder', () => {
  it('matches the prefix itself and paths below it only', () => {
    expect(isUnder('/minigame', '/minigame')).toBe(true);
    expect(isUnder('/minigame/next', '/minigame')).toBe(true);
    expect(isUnder('/minigame/?a=1', '/minigame')).toBe(true);
    expect(isUnder('/minigames', '/minigame')).toBe(false);
    expect(isUnder('/', '/minigame')).toBe(false);
  });
});
