import type { ResourceRead, ResourceView } from '@kbet/react';
import type { Notice } from '@kbet/sdk/schemas';
import type { ReactNode } from 'react';
import { type PostHead, PostList } from '@/components/PostList';
import { EmptyState } from '@/components/ui/EmptyState';
import type { IconName } from '@/components/ui/Icon';
import { Panel } from '@/components/ui/Panel';
import { Skeleton } from '@/components/ui/Skeleton';
import { TeaserBody } from './TeaserBody';

export interface BoardTeaserProps {
  readonly title: string;
  readonly icon: IconName;
  /** The newest posts without their contents (useRead of noticeTeasersRead or eventTeasersRead). */
  readonly posts: ResourceView<PostHead[]>;
  /** The board's full read, whose contents an expanded post shows (TeaserBody). */
  readonly board: ResourceRead<Notice[]>;
  /** How many of the newest to show. */
  readonly limit?: number;
  readonly empty: string;
  /** E.g. a "전체보기" link to the board, when the board page exists. */
  readonly more?: ReactNode;
}

/**
 * The newest posts of a board on the home page, expanding in place.
 * @example <BoardTeaser title="공지사항" icon="megaphone" posts={useRead(noticeTeasersRead)} board={siteNoticesRead} empty="공지사항이 없습니다." />
 */
export function BoardTeaser({ title, icon, posts, board, limit = 5, empty, more }: BoardTeaserProps) {
  return (
    <Panel title={title} icon={icon} actions={more} flush>
      {posts.status === 'loading' && (
        <div style={{ display: 'grid', gap: 14, padding: '16px 20px' }}>
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} height={16} width={`${88 - n * 12}%`} />
          ))}
        </div>
      )}
      {posts.status !== 'loading' && !posts.data?.length && (
        <EmptyState compact icon={icon} title={posts.status === 'error' ? '불러오지 못했습니다.' : empty} />
      )}
      {posts.data && posts.data.length > 0 && (
        <PostList
          compact
          posts={posts.data.slice(0, limit)}
          body={(post) => <TeaserBody board={board} id={post.id} />}
        />
      )}
    </Panel>
  );
}
