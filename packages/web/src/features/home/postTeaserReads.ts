import { eventsRead, type ResourceRead, siteNoticesRead } from '@kbet/react';
import type { Notice } from '@kbet/sdk/schemas';
import type { PostHead } from '@/components/PostList';

const headsOf = (posts: readonly Notice[]): PostHead[] =>
  posts.map(({ id, title, createTimestamp }) => ({ id, title, createTimestamp }));

/**
 * The site notices as the home's teaser lists them: title and date, without the HTML contents, which the home shows
 * only once a title is expanded (then from useSiteNotices). A server-rendered home embeds these for hydration, not
 * the posts' bodies (4.3 KB of the notices' and events' 5.6 KB). Under the board's key, so a write that reloads the
 * board reloads these too.
 */
export const noticeTeasersRead: ResourceRead<PostHead[]> = {
  key: 'siteNotices:teasers',
  fetch: async (client, signal) => headsOf(await siteNoticesRead.fetch(client, signal)),
};

/** The event board's posts as the home's teaser lists them (see noticeTeasersRead). */
export const eventTeasersRead: ResourceRead<PostHead[]> = {
  key: 'events:teasers',
  fetch: async (client, signal) => headsOf(await eventsRead.fetch(client, signal)),
};
