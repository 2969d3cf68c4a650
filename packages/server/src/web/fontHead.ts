/** The cookie that says this browser holds the current build's Pretendard subsets (set by the warm-up script). */
export const FONT_COOKIE = 'kbet_fonts';

/** A year: the subsets are immutable, hashed files; a build with other fonts has another stylesheet, another value. */
const COOKIE_MAX_AGE = 31_536_000;

/** What the web build writes to .vite/fonts.json (packages/web/vite.config.ts, `pretendardFonts`). */
interface BuiltFonts {
  /** The subsets' stylesheet (font-display: optional), under assets/. */
  readonly stylesheet: string;
  /** The same subsets as the "Pretendard Warmup" family, which no element uses. */
  readonly warmup: string;
  /** The subset every page's text starts with (Latin, digits, the most frequent Hangul). */
  readonly preload: string;
}

const HASHED_ASSET = /^assets\/[\w.-]+$/;

const isBuiltFonts = (value: unknown): value is BuiltFonts =>
  typeof value === 'object' &&
  value !== null &&
  ['stylesheet', 'warmup', 'preload'].every((key) => {
    const file: unknown = Reflect.get(value, key);
    return typeof file === 'string' && HASHED_ASSET.test(file);
  });

export interface FontHead {
  /** The cookie's value for this build: the font stylesheet's hashed file name. */
  readonly version: string;
  /**
   * The head tags of a server-rendered page: the preload of the first subset and the font stylesheet when `cookie`
   * (the browser's FONT_COOKIE) names this build's fonts, else the warm-up script. Not both: on a page that links
   * the stylesheet the browser itself fetches (and caches) every subset the page's text uses, and the warm-up's
   * second family cost a slow phone a style recalculation and a relayout of the whole page after `load`.
   */
  tags(cookie: string | undefined): string;
}

/**
 * The font part of a server-rendered page's head, from the web build's .vite/fonts.json (undefined without it).
 * A first visit paints with the metric-matched fallback face and requests no font before it; the warm-up script
 * (packages/web/public/fontWarmup.js) then loads the subsets the page uses into the cache, after `load`, and
 * sets the cookie; from then on the page links the stylesheet, whose subsets come from the cache in time for the
 * first paint, and has no warm-up (docs/architecture.md, "Rendering path").
 * @example fontHeadOf(JSON.parse(readFileSync('dist/.vite/fonts.json', 'utf8')))?.tags(request.cookies.kbet_fonts)
 */
export function fontHeadOf(built: unknown): FontHead | undefined {
  if (!isBuiltFonts(built)) return undefined;
  const version = built.stylesheet.slice('assets/'.length);
  const cookie = `${FONT_COOKIE}=${version}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
  const script = `<script src="/fontWarmup.js" defer data-stylesheet="/${built.warmup}" data-cookie="${cookie}"></script>`;
  const linked =
    `<link rel="preload" href="/${built.preload}" as="font" type="font/woff2" crossorigin>` +
    `<link rel="stylesheet" href="/${built.stylesheet}">`;
  return { version, tags: (value) => (value === version ? linked : script) };
}
