import type { SVGProps } from 'react';

// The set's paths live in an SVG sprite (24 × 24 stroke icons drawn for kbet), a long-cached file next to the
// scripts: as a table in this module they weighed 1.8 KB gzipped on every page's first JavaScript. `?no-inline`:
// a sprite under Vite's inline limit would come back as a data: URL, which <use> does not load.
import sprite from './icons.svg?no-inline';

/** A symbol of icons.svg (src/components/ui/__tests__/Icon.test.ts checks that each has one). */
export type IconName =
  | 'menu'
  | 'close'
  | 'search'
  | 'chevronRight'
  | 'chevronLeft'
  | 'chevronDown'
  | 'chevronUp'
  | 'chevronsLeft'
  | 'chevronsRight'
  | 'user'
  | 'wallet'
  | 'deposit'
  | 'withdraw'
  | 'exchange'
  | 'mail'
  | 'wheel'
  | 'megaphone'
  | 'calendar'
  | 'book'
  | 'headset'
  | 'logout'
  | 'login'
  | 'eye'
  | 'eyeOff'
  | 'clock'
  | 'home'
  | 'live'
  | 'trophy'
  | 'receipt'
  | 'cart'
  | 'info'
  | 'alert'
  | 'check'
  | 'shield'
  | 'refresh'
  | 'external'
  | 'lock'
  | 'gift'
  | 'grid'
  | 'more'
  | 'football'
  | 'basketball'
  | 'baseball'
  | 'volleyball'
  | 'hockey'
  | 'esports'
  | 'tennis'
  | 'handball'
  | 'trophySmall';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  readonly name: IconName;
  /** Pixel size; 20 by default. */
  readonly size?: number;
  /** Text for screen readers; decorative (hidden) without it. */
  readonly label?: string;
}

/**
 * An icon of kbet's set, decorative unless labelled; `currentColor`, so it follows the text colour.
 * @example <Icon name="wallet" size={18} />
 */
export function Icon({ name, size = 20, label, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      focusable="false"
      {...rest}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
