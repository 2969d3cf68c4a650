import type { DehydratedMember } from '@kbet/sdk';
import type { ViewportGuess } from '@/lib/viewportGuess';

/** What a server-rendered page carries for its hydration: the data it was rendered from and its viewport. */
export interface SsrPayload {
  /** `ResourceCache.dehydrate()` of the render: the client's cache starts from it, so nothing is fetched twice. */
  readonly cache: Readonly<Record<string, unknown>>;
  readonly viewport: ViewportGuess;
  /** The render time (epoch ms), which clocks show until hydration is done. */
  readonly now: number;
  /** A member's page: the session and betting settings it was rendered with (`Kbet.hydrate`); absent for a guest's. */
  readonly member?: DehydratedMember;
}

/**
 * What a member's page carries of the member (`Kbet.dehydrate()`): the member as GET /member/{id} returns them to
 * that member, the unread count and the betting settings. A bearer token is never part of it: the page's calls go
 * on with the httpOnly cookie. Null for a guest.
 * @example ssrMemberOf(app.dehydrate()) // { session: { user, unreadCount: 0 }, settings }
 */
export function ssrMemberOf(member: DehydratedMember | null): DehydratedMember | null {
  if (!member) return null;
  // The schema allows a token on the user (login answers carry one); the page must never hold it.
  const { token: _token, ...user } = member.session.user;
  return { ...member, session: { ...member.session, user } };
}

/** The id of the JSON data block in the page (a data block, not a script: the CSP runs no inline script). */
export const SSR_PAYLOAD_ID = 'kbet-ssr';

/**
 * The payload as a JSON data block. `<` is escaped, so no string in the data (a member's post, a team name) can
 * close the element; U+2028/9 too, as in JSON embedded anywhere.
 * @example ssrPayloadElement({ cache: {}, viewport, now }) // '<script type="application/json" id="kbet-ssr">…</script>'
 */
export function ssrPayloadElement(payload: SsrPayload): string {
  const json = JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SSR_PAYLOAD_ID}">${json}</script>`;
}

/**
 * The payload of a server-rendered page, or null for the static shell (or a payload that does not parse).
 * @example const payload = readSsrPayload(document);
 */
export function readSsrPayload(doc: Pick<Document, 'getElementById'>): SsrPayload | null {
  const text = doc.getElementById(SSR_PAYLOAD_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (
      typeof value !== 'object' ||
      value === null ||
      !('cache' in value) ||
      !('viewport' in value) ||
      !('now' in value)
    )
      return null;
    return value as SsrPayload;
  } catch {
    return null;
  }
}
