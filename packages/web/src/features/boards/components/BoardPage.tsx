import { useBoardPage } from '@kbet/react';
import type { BoardQuery } from '@kbet/sdk';
import { useState } from 'react';
import { PostList } from '@/components/PostList';
import { EmptyState } from '@/components/ui/EmptyState';
import type { IconName } from '@/components/ui/Icon';
import { Pagination } from '@/components/ui/Pagination';
import { Panel } from '@/components/ui/Panel';
import { Skeleton } from '@/components/ui/Skeleton';
import styles from './BoardPage.module.css';

/** Posts per board page. */
export const BOARD_PAGE_SIZE = 10;
const PAGING = { pageSize: BOARD_PAGE_SIZE, maxPages: Number.POSITIVE_INFINITY } as const;

export interface BoardPageProps {
  readonly category: BoardQuery['category'];
  readonly title: string;
  readonly icon: IconName;
  readonly empty: string;
}

/**
 * A board of GET /board?category=… (notice, event, betting rules), newest first, 10 a page, titles expanding
 * their sanitised HTML.
 * @example <BoardPage category="event" title="이벤트" icon="gift" empty="진행 중인 이벤트가 없습니다." />
 */
export function BoardPage({ category, title, icon, empty }: BoardPageProps) {
  const [page, setPage] = useState(1);
  const board = useBoardPage(category, { page, perpage: BOARD_PAGE_SIZE });
  const data = board.data;
  return (
    <Panel title={title} icon={icon} flush level={1}>
      {!data && board.status !== 'error' && (
        <div className={styles.skeletons}>
          {[0, 1, 2, 3, 4].map((n) => (
            <Skeleton key={n} height={18} width={`${90 - n * 10}%`} />
          ))}
        </div>
      )}
      {!data && board.status === 'error' && <EmptyState icon={icon} title="게시글을 불러오지 못했습니다." />}
      {data && data.items.length === 0 && <EmptyState icon={icon} title={empty} />}
      {data && data.items.length > 0 && (
        <>
          <PostList posts={data.items} firstNumber={data.total - (page - 1) * BOARD_PAGE_SIZE} />
          <div className={styles.pager}>
            <Pagination total={data.total} page={page} onChange={setPage} {...PAGING} />
          </div>
        </>
      )}
    </Panel>
  );
}
