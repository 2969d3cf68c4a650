import { useFixtureResults } from '@kbet/react';
import { DEFAULT_ITEMS_PER_PAGE, resultDateRange } from '@kbet/sdk';
import { useNavigate, useSearchParams } from 'react-router';
import { SportTabs } from '@/components/SportTabs';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { Icon } from '@/components/ui/Icon';
import { LoadError } from '@/components/ui/LoadError';
import { Pagination } from '@/components/ui/Pagination';
import { Skeleton } from '@/components/ui/Skeleton';
import { paths } from '@/config/paths';
import { Link } from '@/lib/Link';
import { useIsMobile } from '@/lib/useIsMobile';
import { dayLabel } from '../utils/dayLabel';
import { readResultsView, resultsHref, resultsQuery } from '../utils/resultsQuery';
import styles from './Page.module.css';
import { ResultCard } from './ResultCard';
import { ResultDatePicker } from './ResultDatePicker';

/**
 * /game_result/sports (spec §2): the final fixtures of one Korean day, by sport and league, with their scores,
 * period scores and the outcome of the main markets, 15 a page. The address holds sport_id, date, league and
 * page, so a view can be shared.
 * @example <Route path="/game_result/sports" Component={GameResultsPage} />
 */
export function GameResultsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The day picker offers today … 3 months back (KST).
  const now = Date.now();
  const view = readResultsView(params, now);
  const range = resultDateRange(now);
  const dayChosen = params.has('date');
  const results = useFixtureResults(view.dayError ? null : resultsQuery(view, dayChosen));
  const mobile = useIsMobile();

  const current = {
    sportId: view.sportId,
    league: view.league,
    day: dayChosen ? view.day : undefined,
    page: view.page,
  };
  const href = (changes: Parameters<typeof resultsHref>[2]) =>
    resultsHref(paths.gameResultSports.path, current, changes);
  const items = results.data?.items ?? [];
  const leagueName = view.league === undefined ? undefined : items[0]?.leagueNameKorean;

  return (
    <div className={styles.page}>
      <header className={styles.heading}>
        <h1 className={styles.title}>
          <Icon name="trophy" size={22} className={styles.titleIcon} />
          경기결과
        </h1>
        <p className={styles.caption}>
          <span>{dayLabel(view.day)}</span>
          {results.data && (
            <span className={styles.total}>총 {results.data.total.toLocaleString('ko-KR')}경기</span>
          )}
        </p>
      </header>
      <div className={styles.filters}>
        <SportTabs
          selected={view.sportId}
          href={(sport) => href({ sportId: sport?.sport_id, league: undefined })}
        />
        <div className={styles.toolbar}>
          <ResultDatePicker
            day={view.day}
            min={range.from}
            max={range.to}
            onChange={(day) => navigate(href({ day: day === range.to ? undefined : day }))}
          />
          {view.league !== undefined && (
            <Link to={href({ league: undefined })} className={styles.chip} aria-label="리그 필터 해제">
              {leagueName ?? '선택한 리그'}
              <Icon name="close" size={12} />
            </Link>
          )}
        </div>
      </div>
      <div className={styles.list} aria-busy={results.fetching}>
        {view.dayError && (
          <EmptyState
            icon="calendar"
            title={view.dayError}
            action={
              <Button size="sm" onClick={() => navigate(href({ day: undefined }))}>
                오늘 결과 보기
              </Button>
            }
          />
        )}
        {!view.dayError && !results.data && results.status !== 'error' && (
          <>
            <Skeleton height={132} radius={14} />
            <Skeleton height={132} radius={14} />
            <Skeleton height={132} radius={14} />
          </>
        )}
        {results.status === 'error' && !results.data && (
          <LoadError title="경기결과를 불러오지 못했습니다." onRetry={() => void results.refresh()} />
        )}
        {results.data && items.length === 0 && (
          <EmptyState
            icon="trophy"
            title="해당 날짜에 종료된 경기가 없습니다."
            description="다른 날짜나 종목을 선택해 보세요."
          />
        )}
        {items.map((result) => (
          <ResultCard
            key={result.fixtureId}
            result={result}
            leagueHref={href({ sportId: result.sportId, league: result.leagueId })}
          />
        ))}
      </div>
      <Pagination
        total={results.data?.total ?? 0}
        page={view.page}
        onChange={(page) => navigate(href({ page }))}
        pageSize={DEFAULT_ITEMS_PER_PAGE}
        maxPages={Number.POSITIVE_INFINITY}
        visibleLinks={mobile ? 5 : undefined}
        label="경기결과 페이지"
      />
    </div>
  );
}
