import type { UpcomingFixture } from '@kbet/sdk/live';
import { lazy, Suspense } from 'react';
import { paths } from '@/config/paths';
import { lazyPart } from '@/lib/lazyPart';
import { isPageAvailable } from '@/lib/pages';
// Home's opening and fixtures paint from the server's HTML before their chunks arrive: their styles (and the shared
// components' only they use in the first page) stay in the first stylesheet, as when they were in the first
// JavaScript, so that paint is styled and nothing moves; imported before the page's own, as the parts were, so the
// order of that stylesheet's rules stays the same.
import '@/components/ui/EmptyState.module.css';
import '@/components/ui/Panel.module.css';
import '@/components/ui/Skeleton.module.css';
import '@/features/home/components/HomeFixtures.module.css';
import '@/features/home/components/HomeHero.module.css';
import styles from './home.module.css';

// The operator's popups (spec §2 notice popup) load after the page, outside its first bundle, together with the
// HTML sanitizer their content needs: a popup then opens with its content instead of growing under the pointer.
const SitePopups = lazy(() =>
  Promise.all([import('@/features/popups/components/SitePopups'), import('@/lib/createHtmlSanitizer')]).then(
    ([m]) => ({ default: m.SitePopups }),
  ),
);

// Each part its own chunk, shown from the server's HTML and hydrated when it arrives, so the first JavaScript, which
// every page shares, does not carry home's: the opening (welcome or balances), the fixtures, and below the fold the
// rest.
const HomeHero = lazyPart(() => import('@/features/home/components/HomeHero').then((m) => m.HomeHero));
const HomeFixtures = lazyPart(() =>
  import('@/features/home/components/HomeFixtures').then((m) => m.HomeFixtures),
);
const HomeMore = lazyPart(() => import('@/features/home/components/HomeMore').then((m) => m.HomeMore));

// Module-level, so a re-render of the page before the fixtures have hydrated passes the same props (lazyPart's memo).
const fixtureHref = (f: UpcomingFixture) =>
  paths.europe.getHref({ search: f.home.nameKorean || f.home.name });
const leagueHref = (l: { sportId: number; leagueId: number }) =>
  paths.europe.getHref({ sportId: l.sportId, league: l.leagueId });

/**
 * / (spec §2): the welcome or the member's balances, what is live now, starting soon and the popular leagues, then
 * (HomeMore) the sports on offer, notices and events, safe play.
 */
export function Component() {
  const sports = isPageAvailable(paths.europe.path);
  const inplay = isPageAvailable(paths.inplay.path);
  return (
    <div className={styles.page}>
      <Suspense fallback={null}>
        <SitePopups />
      </Suspense>
      <HomeHero sportsHref={sports ? paths.europe.getHref() : undefined} />
      <HomeFixtures
        liveHref={inplay ? paths.inplay.getHref() : undefined}
        fixtureHref={sports ? fixtureHref : undefined}
        leagueHref={sports ? leagueHref : undefined}
      />
      <HomeMore />
    </div>
  );
}
