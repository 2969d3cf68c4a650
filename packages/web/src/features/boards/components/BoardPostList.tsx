import type { Notice } from '@kbet/sdk';
import { type ReactNode, useId, useState } from 'react';
import { DateTime } from '@/components/ui/DateTime';
import { HtmlContent } from '@/components/ui/HtmlContent';
import { Icon } from '@/components/ui/Icon';
import styles from './BoardPostList.module.css';

export interface BoardPostListProps {
  readonly posts: readonly Notice[];
  /** The number of the first post (newest first, counting down from the board's total). */
  readonly firstNumber?: number;
  readonly renderLink?: (post: Notice, children: ReactNode) => ReactNode;
}

/**
 * A board's posts, dated YY.MM.DD (spec §9); a title expands its HTML contents in place (spec §2 notice list)
 * unless `renderLink` makes it a link to the post's page.
 * @example <BoardPostList posts={page.items} firstNumber={page.total - offset} />
 */
export function BoardPostList({ posts, firstNumber, renderLink }: BoardPostListProps) {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <ol className={styles.list}>
      {posts.map((post, index) => {
        const expanded = open === post.id;
        const content = (
          <>
            {firstNumber !== undefined && (
              <span className={`${styles.number} tabular`}>{firstNumber - index}</span>
            )}
            <span className={styles.text}>{post.title}</span>
            <span className={styles.date}>
              <DateTime value={post.createTimestamp} format="short" />
            </span>
            <Icon name={renderLink ? 'chevronRight' : 'chevronDown'} size={16} className={styles.chevron} />
          </>
        );
        return (
          <li key={post.id} className={styles.item}>
            {renderLink ? (
              renderLink(post, content)
            ) : (
              <button
                type="button"
                className={styles.title}
                aria-expanded={expanded}
                aria-controls={`${id}-${post.id}`}
                onClick={() => setOpen(expanded ? null : post.id)}
              >
                {content}
              </button>
            )}
            {expanded && (
              <div id={`${id}-${post.id}`} className={styles.body}>
                <HtmlContent html={post.contents} />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The class a post link takes inside a BoardPostList. */
export const boardPostLinkClass = styles.title;
