/**
 * The pathname of a route without query, hash or trailing slash, so '/message/?x=1' compares as '/message'.
 * @example routePath('/minigame/next?round=3') // '/minigame/next'
 */
export function routePath(path: string): string {
  const end = path.search(/[?#]/);
  const trimmed = (end === -1 ? path : path.slice(0, end)).replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Whether a route is `prefix` itself or below it ('/minigame' matches '/minigame/next', not '/minigames').
 * @example isUnder('/inplay?time=1', '/inplay') // true
 */
export function isUnder(path: string, prefix: string): boolean {
  const route = routePath(path);
  return route === prefix || route.startsWith(`${prefix}/`);
}
