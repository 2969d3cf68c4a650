import { lazy, Suspense } from 'react';
import { paths } from '@/config/paths';
import { HomeFixtures } from '@/features/home/components/HomeFixtures';
import { HomeHero } from '@/features/home/components/HomeHero';
import { lazyPart } from '@/lib/lazyPart';
import { isPageAvailable } from '@/lib/pages';
import styles from './home.module.css';

// The operator's popups (spec §2 notice popup) load after the page, outside its first bundle, together with the
// HTML sanitizer their content needs: a popup then opens with its content instead of growing under the pointer.
const SitePopups = lazy(() =>
  Promise.all([import('@/features/popups/components/SitePopups'), import('@/lib/createHtmlSanitizer')]).then(
    ([m]) => ({ default: m.SitePopups }),
  ),
);

// Below the fold: its own chunk, shown from the server's HTML and hydrated when it arrives.
const HomeMore = lazyPart(() => import('@/features/home/components/HomeMore').then((m) => m.HomeMore));

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
        fixtureHref={
          sports ? (f) => paths.europe.getHref({ search: f.home.nameKorean || f.home.name }) : undefined
        }
        leagueHref={
          sports ? (l) => paths.europe.getHref({ sportId: l.sportId, league: l.leagueId }) : undefined
        }
      />
      <HomeMore />
    </div>
  );
}
