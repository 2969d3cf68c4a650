import { inplayFixturesRead, type ResourceRead, sitePopupsRead, sportsRead } from '@kbet/react';
import { HOME_DIGEST, HOME_LIVE } from './components/HomeFixtures';
import { homeFixtureDigestRead } from './hooks/useHomeFixtureDigest';
import { eventTeasersRead, noticeTeasersRead } from './postTeaserReads';

/**
 * What the home page reads, for a server render to start together before it renders: the operator's popups, the
 * fixtures in play and the next 24 hours' digest (HomeFixtures), and below them the sports, notices and events
 * (HomeMore; the notices' and events' titles only). Keep it in step with those components: a read missing here is still made, one render later.
 * @example homePageReads().map((read) => read.key)
 */
export const homePageReads = (): readonly ResourceRead<unknown>[] => [
  sitePopupsRead,
  inplayFixturesRead(HOME_LIVE),
  homeFixtureDigestRead(HOME_DIGEST),
  sportsRead,
  noticeTeasersRead,
  eventTeasersRead,
];
