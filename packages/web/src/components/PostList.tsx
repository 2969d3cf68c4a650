import type { Notice } from '@kbet/sdk/schemas';
import { type ReactNode, useId, useState } from 'react';
import styles from './PostList.module.css';
import { DateTime } from './ui/DateTime';
import { HtmlContent } from './ui/HtmlContent';
import { Icon } from './ui/Icon';

export interface PostListProps {
  readonly posts: readonly Notice[];
  /** Smaller rows, for a teaser of a board's newest posts (home). */
  readonly compact?: boolean;
  /** The number of the first post (newest first, counting down from the board's total). */
  readonly firstNumber?: number;
  readonly renderLink?: (post: Notice, children: ReactNode) => ReactNode;
}

/**
 * A board's posts, dated YY.MM.DD (spec §9); a title expands its HTML contents in place (spec §2 notice list)
 * unless `renderLink` makes it a link to the post's page.
 * @example <PostList posts={page.items} firstNumber={page.total - offset} />
 */
export function PostList({ posts, compact = false, firstNumber, renderLink }: PostListProps) {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <ol className={compact ? `${styles.list} ${styles.compact}` : styles.list}>
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

/** The class a post link takes inside a PostList. */
export const postLinkClass = styles.title;
