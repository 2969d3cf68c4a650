import { eventsRead, siteNoticesRead, useRead } from '@kbet/react';
import { paths } from '@/config/paths';
import { BannerPanel } from '@/features/banners/components/BannerPanel';
import { Link } from '@/lib/Link';
import { isPageAvailable } from '@/lib/pages';
import { useMediaQuery } from '@/lib/useMediaQuery';
import { eventTeasersRead, noticeTeasersRead } from '../postTeaserReads';
import { BoardTeaser } from './BoardTeaser';
import styles from './HomeMore.module.css';
import { SafePlayPanel } from './SafePlayPanel';
import { SportsOverview } from './SportsOverview';

const MoreLink = ({ to }: { readonly to: string }) =>
  isPageAvailable(to) ? (
    <Link to={to} className={styles.more}>
      전체보기
    </Link>
  ) : null;

/**
 * The home page below its fixtures (spec §2): the sports on offer, notices and events, safe play, and the banners
 * where the right rail does not show them.
 * @example <HomeMore />
 */
export function HomeMore() {
  const wide = useMediaQuery('(min-width: 1280px)');
  const notices = useRead(noticeTeasersRead);
  const events = useRead(eventTeasersRead);
  const sports = isPageAvailable(paths.europe.path);
  return (
    <>
      <SportsOverview
        hrefFor={sports ? (s) => paths.europe.getHref({ sportId: s.sport_id, sportName: s.name }) : undefined}
      />
      <div className={styles.columns}>
        <BoardTeaser
          title="공지사항"
          icon="megaphone"
          posts={notices}
          board={siteNoticesRead}
          empty="등록된 공지사항이 없습니다."
          more={<MoreLink to={paths.boardNotice.path} />}
        />
        <BoardTeaser
          title="이벤트"
          icon="gift"
          posts={events}
          board={eventsRead}
          empty="진행 중인 이벤트가 없습니다."
          more={<MoreLink to={paths.boardEvent.path} />}
        />
      </div>
      <SafePlayPanel
        href={isPageAvailable(paths.responsibleGambling.path) ? paths.responsibleGambling.path : undefined}
      />
      {!wide && <BannerPanel layout="row" />}
    </>
  );
}
