import { KbetProvider, type KbetStores } from '@kbet/react';
import {
  ApiError,
  createKbetEvents,
  createResourceCache,
  createSessionStore,
  type KbetClientStubs,
  type KbetEventBus,
  type ResourceCache,
  type SessionStore,
  stubKbetClient,
  type User,
} from '@kbet/sdk';
import { act, type queries, type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/** The calls every session makes (login, the user refresh, the unread count, the site settings), stubbed. */
function sessionClient(user: User | undefined, unread: number, settings: object) {
  // A guest has no member to read: the server would answer 401.
  const member = async () => {
    if (!user) throw new ApiError({ status: 401, code: 'LOGIN_REQUIRED', data: null, message: '' });
    return user;
  };
  return {
    auth: { login: vi.fn(async () => ({ user: await member(), token: 't' })), logout: vi.fn(async () => {}) },
    member: { get: vi.fn(member), settings: vi.fn(async () => settings) },
    board: { messages: { unreadCount: vi.fn(async () => unread) } },
  };
}

export type SessionClientStub = ReturnType<typeof sessionClient>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** `extra`'s API groups laid over the session stubs, group by group (board.messages keeps unreadCount). */
function merge(base: object, extra: object): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? merge(current, value) : value;
  }
  return merged;
}

export interface KbetHarnessOptions<C extends KbetClientStubs> {
  /** The member the session logs in as; a guest without one. */
  readonly user?: User;
  /** What GET /board/messages/unread-count answers (spec §4 guard); 0 by default. */
  readonly unread?: number;
  /** What GET /member/settings answers; {} by default. */
  readonly settings?: object;
  /** The API groups the code under test calls, laid over the session stubs. */
  readonly client?: C;
  /** A session of the test's own, used as it is (e.g. the site's guest session). */
  readonly session?: SessionStore;
  /** More stores for the provider, built over the client and session (a roulette store, a bet slip). */
  readonly stores?: (parts: { client: SessionClientStub & C; session: SessionStore }) => Partial<KbetStores>;
}

export interface KbetHarness<C extends KbetClientStubs> {
  readonly client: SessionClientStub & C;
  readonly session: SessionStore;
  readonly events: KbetEventBus;
  readonly cache: ResourceCache;
  /** The provider over the harness's client and stores, for render's and renderHook's `wrapper`. */
  readonly wrapper: (props: { readonly children?: ReactNode }) => ReactElement;
  /** Renders `ui` inside the provider and lets its first effects and loads settle. */
  render(ui: ReactNode): Promise<RenderResult>;
  /** Renders `routes` in a memory router at `at` inside the provider. */
  renderRoutes(
    routes: RouteObject[],
    at: string,
  ): Promise<RenderResult & { readonly router: ReturnType<typeof createMemoryRouter> }>;
}

/**
 * A stubbed SDK client with a real session store (no polling), event bus and resource cache, logged in as
 * `user` when given, and a provider to render under them: the set-up every web component test shares.
 * @example
 * const kbet = await createKbetHarness({ user: testUser(), client: { board: { inquiries: { list } } } });
 * await kbet.render(<InquiryForm onSent={onSent} />);
 */
export async function createKbetHarness<C extends KbetClientStubs = KbetClientStubs>(
  options: KbetHarnessOptions<C> = {},
): Promise<KbetHarness<C>> {
  const { user, unread = 0, settings = {} } = options;
  const stubs = sessionClient(user, unread, settings);
  // The stubs, for the test's assertions; the provider gets a typed client made of the same functions.
  const client = merge(stubs, options.client ?? {}) as SessionClientStub & C;
  const kbetClient = stubKbetClient(stubs, options.client ?? {});
  const events = createKbetEvents();
  const cache = createResourceCache();
  let session = options.session;
  if (!session) {
    session = createSessionStore(kbetClient, { events, pollMs: 0 });
    await session.restore();
    if (user) await session.login({ userId: user.userId, password: 'kbet1234' });
  }
  const stores: KbetStores = { session, events, cache, ...options.stores?.({ client, session }) };
  const wrapper = ({ children }: { readonly children?: ReactNode }) => (
    <KbetProvider client={kbetClient} stores={stores}>
      {children}
    </KbetProvider>
  );
  const renderInside = async (ui: ReactNode) => {
    let result: RenderResult | undefined;
    await act(async () => {
      result = render<typeof queries>(ui, { wrapper });
    });
    return result as RenderResult;
  };
  return {
    client,
    session,
    events,
    cache,
    wrapper,
    render: renderInside,
    async renderRoutes(routes, at) {
      const router = createMemoryRouter(routes, { initialEntries: [at] });
      return { ...(await renderInside(<RouterProvider router={router} />)), router };
    },
  };
}

/**
 * Renders `ui` under a fresh harness (see createKbetHarness) and returns the harness with the render result.
 * @example const { client } = await renderWithKbet(<MessageList />, { user: testUser(), client: { board } });
 */
export async function renderWithKbet<C extends KbetClientStubs = KbetClientStubs>(
  ui: ReactNode,
  options: KbetHarnessOptions<C> = {},
): Promise<KbetHarness<C> & RenderResult> {
  const harness = await createKbetHarness(options);
  return { ...harness, ...(await harness.render(ui)) };
}
