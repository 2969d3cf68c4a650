import { KbetProvider, type KbetStores, resourceStore } from '@kbet/react';
import {
  createKbetEvents,
  createResourceCache,
  createSessionStore,
  MINIGAME_GAMES,
  type ResourceStore,
  stubKbetClient,
} from '@kbet/sdk';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Component as MinigameRoute } from '@/app/routes/minigame';
import { paths } from '@/config/paths';
import { DESKTOP_GUESS } from '@/lib/viewportGuess';
import { serverLoads } from '../renderPage';
import { serverReads } from '../serverReads';

const GAME = MINIGAME_GAMES[0];
const PATH = GAME?.routes[0] ?? '/minigame';

/** A call that answers once the test lets it, and says when it was made. */
function gated<T>(value: T) {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const call = vi.fn(async () => {
    await gate;
    return value;
  });
  return { call, open };
}

describe("a page's declared reads (serverReads)", () => {
  it('start together before the render, and the mini-game page then renders without waiting on a read', async () => {
    if (!GAME) throw new Error('the SDK lists no mini-game');
    const events = gated([]);
    const rounds = gated([]);
    const setting = gated({ id: GAME.id, name: GAME.name, maintenanceFlag: 0 as const });
    const settings = gated({});
    const sports = gated([]);
    const client = stubKbetClient(
      { member: { settings: settings.call }, sports: { sports: sports.call } },
      {
        games: { minigame: { events: events.call, setting: setting.call } },
        minigame: { rounds: rounds.call },
      },
    );
    const eventBus = createKbetEvents();
    const session = createSessionStore(client, { events: eventBus, pollMs: 0 });
    await session.restore();
    const stores: KbetStores = { session, events: eventBus, cache: createResourceCache() };
    const loads = serverLoads();
    const reads = serverReads(paths.minigame.path, {
      url: new URL(PATH, 'http://kbet.invalid'),
      memberId: null,
      viewport: DESKTOP_GUESS,
    }).map((read) => loads.load(resourceStore({ stores }, read.key, (signal) => read.fetch(client, signal))));
    // No call has answered yet, and each is already on its way: the layout's and the page's.
    for (const each of [events, rounds, setting, settings, sports])
      expect(each.call).toHaveBeenCalledTimes(1);
    for (const each of [events, rounds, setting, settings, sports]) each.open();
    await Promise.all(reads);

    // The render finds every read of the page in place: no component suspends to start one.
    const suspended: ResourceStore<unknown>[] = [];
    const serverLoad = (store: ResourceStore<unknown>) => {
      suspended.push(store);
      return loads.load(store);
    };
    const { prelude } = await prerender(
      <KbetProvider client={client} stores={stores} serverLoad={serverLoad}>
        <StaticRouter location={PATH}>
          <MinigameRoute />
        </StaticRouter>
      </KbetProvider>,
    );
    const html = await new Response(prelude).text();
    expect(html).toContain(GAME.name);
    expect(suspended).toEqual([]);
    expect(loads.failed()).toBe(false);
  });

  it("declare the layout's reads for a member and the phone's layout without the sidebar's sports", () => {
    const keys = serverReads(paths.inplay.path, {
      url: new URL('/inplay?sport_id=6046', 'http://kbet.invalid'),
      memberId: 7,
      viewport: { width: 375, touch: true },
    }).map((read) => read.key);
    expect(keys).toEqual([
      'settings',
      'member:7:rg:realityCheck',
      'fixtures:inplay:itemsPerPage=15&page=1&sportId=6046',
      'sports',
    ]);
  });

  it("declare a wide desktop layout's sidebar sports, hold'em menu and right rail's betting rules", () => {
    const keys = serverReads(paths.home.path, {
      url: new URL('/', 'http://kbet.invalid'),
      memberId: 7,
      viewport: DESKTOP_GUESS,
    }).map((read) => read.key);
    expect(keys.slice(0, 5)).toEqual([
      'settings',
      'member:7:rg:realityCheck',
      'sports',
      'member:7:holdemGames',
      'rules',
    ]);
  });
});
