import { useEvents, useSiteNotices } from '@kbet/react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { BannerPanel } from '@/features/banners/components/BannerPanel';
import { BoardTeaser } from '@/features/home/components/BoardTeaser';
import { HomeFixtures } from '@/features/home/components/HomeFixtures';
import { HomeHero } from '@/features/home/components/HomeHero';
import { SafePlayPanel } from '@/features/home/components/SafePlayPanel';
import { SportsOverview } from '@/features/home/components/SportsOverview';
import { isPageAvailable } from '@/lib/pages';
import { useMediaQuery } from '@/lib/useMediaQuery';
import styles from './home.module.css';

// The operator's popups (spec §2 notice popup) load after the page, outside its first bundle, together with the
// HTML sanitizer their content needs: a popup then opens with its content instead of growing under the pointer.
const SitePopups = lazy(() =>
  Promise.all([import('@/features/popups/components/SitePopups'), import('@/lib/createHtmlSanitizer')]).then(
    ([m]) => ({ default: m.SitePopups }),
  ),
);

const MoreLink = ({ to }: { readonly to: string }) =>
  isPageAvailable(to) ? (
    <Link to={to} className={styles.more}>
      전체보기
    </Link>
  ) : null;

/**
 * / (spec §2): the welcome or the member's balances, what is live now, starting soon and the popular leagues, the
 * sports on offer, notices and events, safe play.
 */
export function Component() {
  const wide = useMediaQuery('(min-width: 1280px)');
  const notices = useSiteNotices();
  const events = useEvents();
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
      <SportsOverview
        hrefFor={sports ? (s) => paths.europe.getHref({ sportId: s.sport_id, sportName: s.name }) : undefined}
      />
      <div className={styles.columns}>
        <BoardTeaser
          title="공지사항"
          icon="megaphone"
          posts={notices}
          empty="등록된 공지사항이 없습니다."
          more={<MoreLink to={paths.boardNotice.path} />}
        />
        <BoardTeaser
          title="이벤트"
          icon="gift"
          posts={events}
          empty="진행 중인 이벤트가 없습니다."
          more={<MoreLink to={paths.boardEvent.path} />}
        />
      </div>
      <SafePlayPanel
        href={isPageAvailable(paths.responsibleGambling.path) ? paths.responsibleGambling.path : undefined}
      />
      {!wide && <BannerPanel layout="row" />}
    </div>
  );
}
