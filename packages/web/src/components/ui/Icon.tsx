import type { SVGProps } from 'react';

/** 24 × 24 stroke icons drawn for kbet; `currentColor` so they follow the text colour. */
const PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-3.5-3.5',
  chevronRight: 'M9 6l6 6-6 6',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronDown: 'M6 9l6 6 6-6',
  chevronUp: 'M6 15l6-6 6 6',
  chevronsLeft: 'M11 17l-5-5 5-5M18 17l-5-5 5-5',
  chevronsRight: 'M13 17l5-5-5-5M6 17l5-5-5-5',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  wallet: 'M3 7a2 2 0 0 1 2-2h13v4M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2zM16 14.5h.01',
  deposit: 'M12 3v12M7 10l5 5 5-5M4 20h16',
  withdraw: 'M12 15V3M7 8l5-5 5 5M4 20h16',
  exchange: 'M4 8h13l-3-3M20 16H7l3 3',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  wheel: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6L5.6 18.4',
  megaphone: 'M3 10v4h3l7 4V6L6 10H3zM16 9a4 4 0 0 1 0 6M19 7a7 7 0 0 1 0 10',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M9 15l2 2 4-4',
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 5v16M8 7h7',
  headset:
    'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1.5-2 2-5 2',
  logout: 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11',
  login: 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H3',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10.4 10.4 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6A17.3 17.3 0 0 0 2 12s3.6 7 10 7a9.9 9.9 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  live: 'M12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8',
  trophy: 'M8 4h8v6a4 4 0 0 1-8 0zM8 6H4v1a3 3 0 0 0 4 3M16 6h4v1a3 3 0 0 1-4 3M12 14v4M8 21h8M9 18h6',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  cart: 'M3 4h2l2.4 11h10.2L20 7H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM17 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 8h.01',
  alert: 'M12 3l10 18H2zM12 10v4M12 17h.01',
  check: 'M5 12l5 5 9-10',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  refresh: 'M20 11a8 8 0 0 0-14.8-4M4 4v4h4M4 13a8 8 0 0 0 14.8 4M20 20v-4h-4',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  lock: 'M6 11h12v10H6zM8 11V8a4 4 0 0 1 8 0v3',
  gift: 'M4 10h16v11H4zM3 7h18v3H3zM12 7v14M12 7S11 3 8.5 3a2 2 0 0 0 0 4M12 7s1-4 3.5-4a2 2 0 0 1 0 4',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  football:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7.5l4 2.9-1.5 4.6h-5L8 10.4zM12 7.5V3.6M16 10.4l3.8-1.2M14.5 15l2.3 3.2M9.5 15l-2.3 3.2M8 10.4L4.2 9.2',
  basketball:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3v18M5.6 5.6c2.6 2.6 2.6 10.2 0 12.8M18.4 5.6c-2.6 2.6-2.6 10.2 0 12.8',
  baseball:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM6 5.3c2 1.8 3 4.2 3 6.7s-1 4.9-3 6.7M18 5.3c-2 1.8-3 4.2-3 6.7s1 4.9 3 6.7',
  volleyball:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 12V3M12 12l7.8 4.5M12 12l-7.8 4.5M12 7c3 .5 6 2.5 7.5 5.5M7.5 16.5C7 13.5 8 10 10 8M16.5 16.5c-2.5 1.7-6 2-8.5.5',
  hockey: 'M4 4l7 11a3 3 0 0 0 2.5 1.5H20M20 4l-5 8M3 20h7M14 20h4',
  esports:
    'M6 9h12a3 3 0 0 1 3 3l-1 5a2 2 0 0 1-3.5 1L14 15h-4l-2.5 3A2 2 0 0 1 4 17l-1-5a3 3 0 0 1 3-3zM8 11v3M6.5 12.5h3M15 12h.01M17 13.5h.01',
  tennis: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM5.5 5.8a9 9 0 0 1 0 12.4M18.5 5.8a9 9 0 0 0 0 12.4',
  handball: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM7 4.5c2.5 3 2.5 12 0 15M17 4.5c-2.5 3-2.5 12 0 15M3 12h18',
  trophySmall: 'M9 5h6v4a3 3 0 0 1-6 0zM12 12v4M9 19h6',
} as const;

export type IconName = keyof typeof PATHS;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  readonly name: IconName;
  /** Pixel size; 20 by default. */
  readonly size?: number;
  /** Text for screen readers; decorative (hidden) without it. */
  readonly label?: string;
}

/**
 * An icon of kbet's set, decorative unless labelled.
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
      <path d={PATHS[name]} />
    </svg>
  );
}
