import { DESKTOP_VIEWPORT_WIDTH } from '@kbet/sdk';
import { createContext } from 'react';

/** The viewport a server renders for before the browser's own is known. */
export interface ViewportGuess {
  readonly width: number;
  /** A touch screen without hover (a phone). */
  readonly touch: boolean;
}

/** The width a phone is rendered at on the server: the narrowest phone the site lays out for. */
const PHONE_WIDTH = 375;

/** A wider screen always gets the 1920 px desktop viewport (spec §2, public/viewport.js). */
export const DESKTOP_GUESS: ViewportGuess = { width: DESKTOP_VIEWPORT_WIDTH, touch: false };

/**
 * The viewport a request's browser most likely has, from its client hints or user agent, so a phone gets the
 * mobile layout in the first bytes instead of a desktop page that hydration then lays out again.
 * @example viewportGuessOf({ 'sec-ch-ua-mobile': '?1' }) // { width: 375, touch: true }
 */
export function viewportGuessOf(headers: {
  readonly 'user-agent'?: string;
  readonly 'sec-ch-ua-mobile'?: string;
}): ViewportGuess {
  // Either says so: Chromium sends the hint, and an emulated phone may change only the user agent.
  const phone = headers['sec-ch-ua-mobile'] === '?1' || /\bMobi/.test(headers['user-agent'] ?? '');
  return phone ? { width: PHONE_WIDTH, touch: true } : DESKTOP_GUESS;
}

const FEATURE = /^\(\s*([a-z-]+)\s*:\s*([a-z0-9]+?)(px)?\s*\)$/;

/** One `(feature: value)` of the guess; a feature it cannot answer does not match. */
function matchesFeature(feature: string, guess: ViewportGuess): boolean {
  const [, name, value = ''] = FEATURE.exec(feature.trim()) ?? [];
  const pixels = Number(value);
  if (name === 'max-width') return guess.width <= pixels;
  if (name === 'min-width') return guess.width >= pixels;
  if (name === 'hover') return (value === 'none') === guess.touch;
  if (name === 'pointer') return (value === 'coarse') === guess.touch;
  return false;
}

/**
 * Whether a media query of the site's own kind (`,`-separated lists of `and`-joined width, hover and pointer
 * features) matches the guessed viewport.
 * @example matchesViewport('(max-width: 767px)', { width: 375, touch: true }) // true
 */
export const matchesViewport = (query: string, guess: ViewportGuess): boolean =>
  query.split(',').some((part) => part.split(/\band\b/).every((feature) => matchesFeature(feature, guess)));

/** The viewport the page was server-rendered for, which hydration must render for too; desktop elsewhere. */
export const ViewportGuessContext = createContext<ViewportGuess>(DESKTOP_GUESS);
