import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, type IconName } from '../Icon';
import sprite from '../icons.svg?raw';

/** Every name of the type, once: the compiler fails this object when a name is added or removed. */
const NAMES: Record<IconName, true> = {
  menu: true,
  close: true,
  search: true,
  chevronRight: true,
  chevronLeft: true,
  chevronDown: true,
  chevronUp: true,
  chevronsLeft: true,
  chevronsRight: true,
  user: true,
  wallet: true,
  deposit: true,
  withdraw: true,
  exchange: true,
  mail: true,
  wheel: true,
  megaphone: true,
  calendar: true,
  book: true,
  headset: true,
  logout: true,
  login: true,
  eye: true,
  eyeOff: true,
  clock: true,
  home: true,
  live: true,
  trophy: true,
  receipt: true,
  cart: true,
  info: true,
  alert: true,
  check: true,
  shield: true,
  refresh: true,
  external: true,
  lock: true,
  gift: true,
  grid: true,
  more: true,
  football: true,
  basketball: true,
  baseball: true,
  volleyball: true,
  hockey: true,
  esports: true,
  tennis: true,
  handball: true,
  trophySmall: true,
};

const symbols = [...sprite.matchAll(/<symbol id="(\w+)" viewBox="0 0 24 24">/g)].map((match) => match[1]);

describe('Icon', () => {
  it('has a symbol in the sprite for each name, and none besides', () => {
    expect([...symbols].sort()).toEqual(Object.keys(NAMES).sort());
  });

  it("draws the name's symbol of the sprite, hidden unless labelled", () => {
    const { container, getByRole } = render(
      <>
        <Icon name="wallet" />
        <Icon name="cart" label="카트" />
      </>,
    );
    const [hidden] = container.querySelectorAll('svg');
    expect(hidden?.getAttribute('aria-hidden')).toBe('true');
    expect(hidden?.querySelector('use')?.getAttribute('href')).toMatch(/icons[^/]*\.svg.*#wallet$/);
    expect(getByRole('img', { name: '카트' }).querySelector('use')?.getAttribute('href')).toMatch(/#cart$/);
  });
});
