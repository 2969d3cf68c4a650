import { testUser } from '@kbet/testkit/user';
import { describe, expect, it } from 'vitest';
import { render } from '../../entry-server';

const TEMPLATE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

describe("a member's server render", () => {
  it('reads GET /setting/user once for the betting limits and the site settings', async () => {
    const user = testUser();
    const asked: string[] = [];
    // The member's own calls answer; every other read fails, so the page is left to the browser: what matters is
    // what was asked for on the way.
    const fetch: typeof globalThis.fetch = async (input) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://kbet.invalid');
      const pathname = url.pathname.replace(/^\/api(?=\/)/, '');
      asked.push(pathname);
      if (pathname === `/member/${user.id}`) return Response.json(user);
      if (pathname === `/message/unread/${user.id}`) return Response.json(0);
      return Response.json({ message: 'not in this test' }, { status: 503 });
    };
    await render({ url: '/inplay', template: TEMPLATE, fetch, headers: {}, member: { id: user.id } }).catch(
      () => null,
    );
    expect(asked).toContain(`/member/${user.id}`);
    expect(asked.filter((path) => path === '/setting/user')).toEqual(['/setting/user']);
  });
});
