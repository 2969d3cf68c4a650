import { useCommunityNotice, useUser } from '@kbet/react';
import { canRegisterNotice } from '@kbet/sdk';
import { buttonClass } from '@/components/ui/Button';
import { DateTime } from '@/components/ui/DateTime';
import { EmptyState } from '@/components/ui/EmptyState';
import { HtmlContent } from '@/components/ui/HtmlContent';
import { Icon } from '@/components/ui/Icon';
import { Panel } from '@/components/ui/Panel';
import { Skeleton } from '@/components/ui/Skeleton';
import { paths } from '@/config/paths';
import { Link } from '@/lib/Link';
import { noticeEditHref } from '../utils/noticeEditHref';
import styles from './CommunityNoticeDetail.module.css';

/**
 * One community notice (spec §2 /community/notice/detail/{id}); role 1 sees the edit icon (spec §6).
 * @example <CommunityNoticeDetail id={12} />
 */
export function CommunityNoticeDetail({ id }: { readonly id: number }) {
  const user = useUser();
  const notice = useCommunityNotice(id);
  const back = (
    <Link to={paths.communityNotice.path} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
      <Icon name="chevronLeft" size={16} />
      목록
    </Link>
  );
  if (!notice.data) {
    return (
      <Panel title="커뮤니티 공지" icon="megaphone" actions={back}>
        {notice.status === 'error' ? (
          <>
            <h1 className="visually-hidden">커뮤니티 공지</h1>
            <EmptyState icon="megaphone" title="공지를 찾을 수 없습니다." />
          </>
        ) : (
          // The page keeps its one h1 while the notice loads (the title's place holds a skeleton).
          <div className={styles.skeletons} aria-busy="true">
            <h1 className={styles.title}>
              <Skeleton height={28} width="60%" />
              <span className="visually-hidden">공지를 불러오는 중…</span>
            </h1>
            <Skeleton height={16} width="30%" />
            <Skeleton height={120} />
          </div>
        )}
      </Panel>
    );
  }
  const post = notice.data;
  return (
    <Panel title="커뮤니티 공지" icon="megaphone" actions={back}>
      <article className={styles.article} aria-labelledby="community-notice-title">
        <header className={styles.header}>
          <h1 id="community-notice-title" className={styles.title}>
            {post.title}
          </h1>
          <div className={styles.meta}>
            <DateTime value={post.createTimestamp} format="short" />
            {canRegisterNotice(user) && (
              <Link
                to={noticeEditHref(post.id)}
                className={buttonClass({ variant: 'ghost', size: 'sm' })}
                aria-label="공지 수정"
              >
                <Icon name="book" size={16} />
                수정
              </Link>
            )}
          </div>
        </header>
        <HtmlContent html={post.contents} />
      </article>
    </Panel>
  );
}
