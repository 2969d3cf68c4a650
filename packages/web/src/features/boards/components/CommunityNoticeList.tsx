import { useCommunityNotices, useUser } from '@kbet/react';
import { canRegisterNotice } from '@kbet/sdk';
import { useState } from 'react';
import { PostList, postLinkClass } from '@/components/PostList';
import { buttonClass } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { Icon } from '@/components/ui/Icon';
import { Pagination } from '@/components/ui/Pagination';
import { Panel } from '@/components/ui/Panel';
import { Skeleton } from '@/components/ui/Skeleton';
import { paths } from '@/config/paths';
import { Link } from '@/lib/Link';
import { BOARD_PAGE_SIZE } from './BoardPage';
import styles from './BoardPage.module.css';

const PAGING = { pageSize: BOARD_PAGE_SIZE, maxPages: Number.POSITIVE_INFINITY } as const;

/**
 * The community notice board (spec §2 /community/notice): members read it; role 1 also sees the registration
 * button (spec §6). Titles open the notice's page.
 * @example <CommunityNoticeList />
 */
export function CommunityNoticeList() {
  const [page, setPage] = useState(1);
  const user = useUser();
  const notices = useCommunityNotices({ page, perpage: BOARD_PAGE_SIZE });
  const data = notices.data;
  return (
    <Panel
      title="커뮤니티 공지"
      icon="megaphone"
      flush
      level={1}
      actions={
        canRegisterNotice(user) && (
          <Link
            to={paths.communityNoticeRegist.path}
            className={buttonClass({ variant: 'primary', size: 'sm' })}
          >
            <Icon name="book" size={16} />
            공지 등록
          </Link>
        )
      }
    >
      {!data && notices.status !== 'error' && (
        <div className={styles.skeletons}>
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} height={18} width={`${90 - n * 10}%`} />
          ))}
        </div>
      )}
      {!data && notices.status === 'error' && (
        <EmptyState icon="megaphone" title="게시글을 불러오지 못했습니다." />
      )}
      {data && data.items.length === 0 && <EmptyState icon="megaphone" title="등록된 공지가 없습니다." />}
      {data && data.items.length > 0 && (
        <>
          <PostList
            posts={data.items}
            firstNumber={data.total - (page - 1) * BOARD_PAGE_SIZE}
            renderLink={(post, children) => (
              <Link to={paths.communityNoticeDetail.getHref(post.id)} className={postLinkClass}>
                {children}
              </Link>
            )}
          />
          <div className={styles.pager}>
            <Pagination total={data.total} page={page} onChange={setPage} {...PAGING} />
          </div>
        </>
      )}
    </Panel>
  );
}
