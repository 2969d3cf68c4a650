import { type ResourceRead, useRead } from '@kbet/react';
import type { Notice } from '@kbet/sdk/schemas';
import { HtmlContent } from '@/components/ui/HtmlContent';
import { Skeleton } from '@/components/ui/Skeleton';

export interface TeaserBodyProps {
  /** The board's full read (useSiteNotices' or useEvents'), loaded when a teaser's first post is expanded. */
  readonly board: ResourceRead<Notice[]>;
  readonly id: number;
}

/**
 * An expanded teaser post's HTML contents, read from the board's full list: the home's data carries only the titles,
 * so the bodies come on the first expand (the board's read, shared with its other views).
 * @example <TeaserBody board={siteNoticesRead} id={post.id} />
 */
export function TeaserBody({ board, id }: TeaserBodyProps) {
  const posts = useRead(board);
  const post = posts.data?.find((candidate) => candidate.id === id);
  if (post) return <HtmlContent html={post.contents} />;
  if (posts.status === 'error') return <p>불러오지 못했습니다.</p>;
  return <Skeleton height={16} width="80%" />;
}
