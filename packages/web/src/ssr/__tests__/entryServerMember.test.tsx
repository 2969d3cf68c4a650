import { testUser } from '@kbet/testkit/user';
import { describe, expect, it } from 'vitest';
import { render } from '../../entry-server';

const TEMPLATE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

/**
 * The API paths a member's server render of `url` asks for. The member's own calls answer; every other read fails,
 * so the page is left to the browser (render rejects or returns null): what matters is what was asked for on the way.
 */
async function memberRenderCalls(url: string): Promise<{ userId: number; asked: string[] }> {
  const user = testUser();
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const requested = new URL(String(input instanceof Request ? input.url : input), 'http://kbet.invalid');
    // The API's root: '/api' outside a production build (API_URL).
    const pathname = requested.pathname.replace(/^\/api(?=\/)/, '');
    asked.push(pathname);
    if (pathname === `/member/${user.id}`) return Response.json(user);
    if (pathname === `/message/unread/${user.id}`) return Response.json(0);
    return Response.json({ message: 'not in this test' }, { status: 503 });
  };
  await render({ url, template: TEMPLATE, fetch, headers: {}, member: { id: user.id } }).catch(() => null);
  return { userId: user.id, asked };
}

describe("a member's server render", () => {
  it('restores the session without opening the live push (GET /live/stream)', async () => {
    const { userId, asked } = await memberRenderCalls('/');
    expect(asked).toContain(`/member/${userId}`);
    expect(asked.filter((path) => path.endsWith('/live/stream'))).toEqual([]);
  });

  it('reads GET /setting/user once for the betting limits and the site settings', async () => {
    const { userId, asked } = await memberRenderCalls('/inplay');
    expect(asked).toContain(`/member/${userId}`);
    expect(asked.filter((path) => path === '/setting/user')).toEqual(['/setting/user']);
  });
});
