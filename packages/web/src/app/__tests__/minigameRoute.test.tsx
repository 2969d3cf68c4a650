import { KbetProvider, type KbetStores } from '@kbet/react';
import {
  createKbetEvents,
  createResourceCache,
  createSessionStore,
  MINIGAME_GAMES,
  stubKbetClient,
} from '@kbet/sdk';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { serverLoads } from '@/ssr/renderPage';
import { Component as MinigameRoute } from '../routes/minigame';

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

describe('the mini-game route on the server', () => {
  it("starts the page's three reads together, not one after another, and renders the page once they are in", async () => {
    if (!GAME) throw new Error('the SDK lists no mini-game');
    const events = gated([]);
    const rounds = gated([]);
    const setting = gated({ id: GAME.id, name: GAME.name, maintenanceFlag: 0 as const });
    const client = stubKbetClient(
      { member: { settings: vi.fn(async () => ({})) } },
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
    const rendered = prerender(
      <KbetProvider client={client} stores={stores} serverLoad={loads.load}>
        <StaticRouter location={PATH}>
          <MinigameRoute />
        </StaticRouter>
      </KbetProvider>,
    );
    // No call has answered yet, and each of the three is already on its way.
    await vi.waitFor(() => {
      expect(events.call).toHaveBeenCalledTimes(1);
      expect(rounds.call).toHaveBeenCalledTimes(1);
      expect(setting.call).toHaveBeenCalledTimes(1);
    });
    for (const each of [events, rounds, setting]) each.open();
    const { prelude } = await rendered;
    const html = await new Response(prelude).text();
    expect(html).toContain(GAME.name);
    expect(loads.failed()).toBe(false);
  });
});
