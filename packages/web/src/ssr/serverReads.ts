import type { ResourceRead } from '@kbet/react';
import { minigameGameByRoute } from '@kbet/sdk';
import { layoutReads } from '@/app/layout/layoutReads';
import { paths } from '@/config/paths';
import { homePageReads } from '@/features/home/homePageReads';
import { minigamePageReads } from '@/features/minigame/minigamePageReads';
import { europePageReads } from '@/features/sports/europePageReads';
import { inplayPageReads } from '@/features/sports/inplayPageReads';
import type { ViewportGuess } from '@/lib/viewportGuess';

/** What a page's reads depend on: its URL and who is looking, on what. */
export interface ReadRequest {
  readonly url: URL;
  /** The member of the request's session, null for a guest. */
  readonly memberId: number | null;
  readonly viewport: ViewportGuess;
}

/**
 * The reads each server-rendered page declares, by its route's path (src/app/routes.tsx). Kept here, on the server's
 * side, so the client's page chunks do not carry them. A page without a line renders too: each of its reads starts
 * when a component first asks, one render after the read that shows that component.
 */
const PAGE_READS: Readonly<Record<string, (request: ReadRequest) => readonly ResourceRead<unknown>[]>> = {
  [paths.home.path]: () => homePageReads(),
  [paths.europe.path]: ({ url, viewport }) => europePageReads(url.searchParams, viewport),
  [paths.inplay.path]: ({ url, viewport }) => inplayPageReads(url.searchParams, viewport),
  [paths.minigame.path]: ({ url, ...who }) => {
    const game = minigameGameByRoute(url.pathname);
    return game ? minigamePageReads(game.id, who) : [];
  },
};

/**
 * The reads a server render starts together before it renders: the layout's and the page's (by its route's path).
 * @example serverReads('/europe', { url: new URL('http://x/europe'), memberId: null, viewport })
 */
export function serverReads(routePath: string, request: ReadRequest): readonly ResourceRead<unknown>[] {
  const { url, ...who } = request;
  return [...layoutReads({ pathname: url.pathname, ...who }), ...(PAGE_READS[routePath]?.(request) ?? [])];
}
