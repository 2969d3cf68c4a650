import { createResourceCache, createSessionStore, type ResourceStore, stubKbetClient } from '@kbet/sdk';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { KbetProvider, type KbetStores, useResource } from '../index';

function Greeting({ id }: { id: string }) {
  const name = useResource(`labels:${id}`, async () => `name of ${id}`);
  const upper = useResource(name.data ? `rules:${name.data}` : null, async () => name.data?.toUpperCase());
  return <p>{upper.status === 'success' ? upper.data : 'loading'}</p>;
}

const setup = () => {
  const client = stubKbetClient({});
  const stores: KbetStores = { session: createSessionStore(client), cache: createResourceCache() };
  const loads = new WeakMap<ResourceStore<unknown>, Promise<unknown>>();
  const serverLoad = vi.fn((store: ResourceStore<unknown>) => {
    const load = loads.get(store) ?? store.refresh();
    loads.set(store, load);
    return load;
  });
  return { client, stores, serverLoad };
};

async function html(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe('useResource in a server render (KbetProvider serverLoad)', () => {
  it('suspends on each store without data, so one render holds the data, a dependent read included', async () => {
    const { client, stores, serverLoad } = setup();
    const { prelude } = await prerender(
      <KbetProvider client={client} stores={stores} serverLoad={serverLoad}>
        <Greeting id="a" />
      </KbetProvider>,
    );
    expect(await html(prelude)).toBe('<p>NAME OF A</p>');
    expect(serverLoad).toHaveBeenCalledTimes(2);
    expect(stores.cache.dehydrate()).toEqual({ 'labels:a': 'name of a', 'rules:name of a': 'NAME OF A' });
  });

  it('renders the loading state as before without it (the browser)', () => {
    const { client, stores } = setup();
    const page = renderToString(
      <KbetProvider client={client} stores={stores}>
        <Greeting id="a" />
      </KbetProvider>,
    );
    expect(page).toBe('<p>loading</p>');
    expect(stores.cache.dehydrate()).toEqual({});
  });
});
