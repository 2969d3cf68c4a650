import { describe, expect, it, vi } from 'vitest';
import type { Send } from '../createSend';
import { lazyArea, preloadArea } from '../lazyArea';

const send: Send = async (method, path) => `${method} ${path}` as never;

/** An area like api/board.ts: a call and a nested group, with a loader that counts its loads. */
const setup = () => {
  const area = (s: Send) => ({
    notices: (page: number) => s('GET', `/notices/${page}`, {} as never),
    messages: { unreadCount: (id: number) => s('GET', `/message/unread/${id}`, {} as never) },
    version: 3,
  });
  const load = vi.fn(async () => area);
  return { load, calls: lazyArea(() => send, load) };
};

describe('lazyArea', () => {
  it('loads and builds the area on the first call only, then calls through for every path', async () => {
    const { load, calls } = setup();
    expect(load).not.toHaveBeenCalled();
    await expect(calls.notices(2)).resolves.toBe('GET /notices/2');
    await expect(calls.messages.unreadCount(7)).resolves.toBe('GET /message/unread/7');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is not a thenable, and refuses a path that is not a call', async () => {
    const { calls } = setup();
    expect(Reflect.get(calls, 'then')).toBeUndefined();
    const version: unknown = Reflect.get(calls, 'version');
    expect(typeof version).toBe('function');
    await expect((version as () => Promise<unknown>)()).rejects.toThrow('kbet client: version is not a call');
  });

  it('takes the send of the moment the call is made, before the area loads', async () => {
    let token = 'member';
    const sendWith =
      (pinned: string): Send =>
      async () =>
        pinned as never;
    const calls = lazyArea(
      () => sendWith(token),
      async () => (s: Send) => ({ logout: () => s('POST', '/auth/logout', {} as never) }),
    );
    const logout = calls.logout();
    token = '';
    await expect(logout).resolves.toBe('member');
  });

  it('preloads an area once, settles on a failed load, and passes over anything else', async () => {
    const { load, calls } = setup();
    await expect(preloadArea(calls)).resolves.toBeUndefined();
    await calls.notices(1);
    expect(load).toHaveBeenCalledTimes(1);
    const failing = lazyArea(
      () => send,
      async (): Promise<(s: Send) => { get: () => Promise<unknown> }> => {
        throw new Error('offline');
      },
    );
    await expect(preloadArea(failing)).resolves.toBeUndefined();
    await expect(failing.get()).rejects.toThrow('offline');
    await expect(preloadArea({})).resolves.toBeUndefined();
  });
});
