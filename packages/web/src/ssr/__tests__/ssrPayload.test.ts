import { testUser } from '@kbet/testkit/user';
import { describe, expect, it } from 'vitest';
import { matchesViewport, viewportGuessOf } from '@/lib/viewportGuess';
import { readSsrPayload, ssrMemberOf, ssrPayloadElement } from '../ssrPayload';

const phone = { width: 375, touch: true };
const desktop = { width: 1920, touch: false };

describe('the server-rendered page payload', () => {
  it('round-trips through the page, and no string in the data can close its element', () => {
    const cache = { notices: [{ title: '</script><script>alert(1)</script>', body: 'a\u2028b' }] };
    const element = ssrPayloadElement({ cache, viewport: phone, now: 1_700_000_000_000 });
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    const doc = new DOMParser().parseFromString(`<body>${element}</body>`, 'text/html');
    expect(readSsrPayload(doc)).toEqual({ cache, viewport: phone, now: 1_700_000_000_000 });
  });

  it("carries a member's session and settings without any token, and nothing for a guest", () => {
    const user = { ...testUser(), nickname: '</script>\u2029' };
    const session = { user: { ...user, token: 'secret' }, unreadCount: 2 };
    const member = ssrMemberOf({ session, settings: null });
    expect(member).toEqual({ session: { user, unreadCount: 2 }, settings: null });
    expect(ssrMemberOf(null)).toBeNull();
    const element = ssrPayloadElement({ cache: {}, viewport: phone, now: 1, member: member ?? undefined });
    expect(element).not.toContain('secret');
    expect(element).not.toContain('\u2029');
    const doc = new DOMParser().parseFromString(`<body>${element}</body>`, 'text/html');
    expect(readSsrPayload(doc)?.member).toEqual(member);
  });

  it('is null for the static shell and for a payload that does not parse', () => {
    const read = (html: string) => readSsrPayload(new DOMParser().parseFromString(html, 'text/html'));
    expect(read('<div id="root"></div>')).toBeNull();
    expect(read('<script type="application/json" id="kbet-ssr">{"cache":</script>')).toBeNull();
    expect(read('<script type="application/json" id="kbet-ssr">{"cache":{}}</script>')).toBeNull();
  });
});

describe('the viewport the server renders for', () => {
  it('is a phone when the client hint or the user agent says so, else the 1920 px desktop', () => {
    expect(viewportGuessOf({ 'sec-ch-ua-mobile': '?1' })).toEqual(phone);
    expect(
      viewportGuessOf({ 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/140.0 Mobile Safari/537.36' }),
    ).toEqual(phone);
    expect(
      viewportGuessOf({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' }),
    ).toEqual(desktop);
    expect(viewportGuessOf({})).toEqual(desktop);
  });

  it("answers the site's media queries for it", () => {
    expect(matchesViewport('(max-width: 767px)', phone)).toBe(true);
    expect(matchesViewport('(max-width: 767px)', desktop)).toBe(false);
    expect(matchesViewport('(min-width: 1280px)', desktop)).toBe(true);
    expect(
      matchesViewport('(max-width: 767px), (hover: none) and (pointer: coarse)', {
        width: 1024,
        touch: true,
      }),
    ).toBe(true);
    expect(matchesViewport('(max-width: 767px), (hover: none) and (pointer: coarse)', desktop)).toBe(false);
    expect(matchesViewport('(prefers-reduced-motion: reduce)', desktop)).toBe(false);
  });
});
