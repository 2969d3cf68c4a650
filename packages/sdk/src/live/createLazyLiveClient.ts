import { computed, signal } from '@preact/signals-core';
import type { LiveClient, LiveClientOptions } from './createLiveClient';

export interface LazyLiveClientOptions extends LiveClientOptions {
  /** Connects over fetch streams with this fetch ({@link createFetchSource}) when `source` is not given. */
  readonly fetch?: typeof fetch;
}

export interface LazyLiveClient extends LiveClient {
  /** Settles once a started client's code has loaded and it has connected; at once when none was started. */
  loaded(): Promise<void>;
}

/**
 * A live client ({@link createLiveClient}) whose code loads at its first `start()`: a page that never starts the
 * push (a guest's home, a script without live prices) does not carry it. Until the code is there the state is
 * `connecting` when started (`idle` otherwise); a `stop()` meanwhile cancels the start.
 * @example
 * const live = createLazyLiveClient({ url: `${api}/live/stream`, events });
 * live.start();
 * await live.loaded(); // connected
 */
export function createLazyLiveClient(options: LazyLiveClientOptions): LazyLiveClient {
  const client = signal<LiveClient | null>(null);
  const wanted = signal(false);
  let loading: Promise<void> | null = null;
  const load = (): Promise<void> => {
    loading ??= Promise.all([import('./createLiveClient'), import('./createFetchSource')]).then(
      ([{ createLiveClient }, { createFetchSource }]) => {
        const { fetch: given, ...rest } = options;
        const created = createLiveClient({
          ...rest,
          source: options.source ?? (given ? createFetchSource(given) : undefined),
        });
        client.value = created;
        if (wanted.peek()) created.start();
      },
      (error: unknown) => {
        // A chunk that failed to load (the network dropped): the next start() tries again.
        loading = null;
        wanted.value = false;
        throw error;
      },
    );
    return loading;
  };
  return {
    state: computed(() => client.value?.state.value ?? (wanted.value ? 'connecting' : 'idle')),
    lastSeq: computed(() => client.value?.lastSeq.value ?? null),
    start() {
      wanted.value = true;
      const created = client.peek();
      if (created) created.start();
      else load().catch(() => {});
    },
    stop() {
      wanted.value = false;
      client.peek()?.stop();
    },
    loaded: () => loading ?? Promise.resolve(),
  };
}
