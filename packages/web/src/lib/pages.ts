import { matchPath } from 'react-router';

/**
 * Which pages the site has, by the route patterns of app/routes.tsx, so a feature links to another feature's
 * page only once it exists (issue 6: no placeholders), as lib/dialogs does for dialogs.
 */
let patterns: readonly string[] = [];

/** Called once by app/routes.tsx with the paths it registers. */
export function setAvailablePages(paths: Iterable<string>): void {
  patterns = [...paths];
}

/**
 * Whether the site has a page at `path` (query and hash ignored).
 * @example isPageAvailable('/attendance') && <Link to="/attendance">출석체크</Link>
 */
export const isPageAvailable = (path: string): boolean => {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return patterns.some((pattern) => matchPath(pattern, pathname) !== null);
};
