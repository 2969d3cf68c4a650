import type { Notice } from '@kbet/sdk/schemas';
import { type ReactNode, useId, useState } from 'react';
import styles from './PostList.module.css';
import { DateTime } from './ui/DateTime';
import { HtmlContent } from './ui/HtmlContent';
import { Icon } from './ui/Icon';

/** What a row of the list shows of a post: the body is the list's `body`, or the post's own contents. */
export type PostHead = Pick<Notice, 'id' | 'title' | 'createTimestamp'>;

export interface PostListProps<P extends PostHead = Notice> {
  readonly posts: readonly P[];
  /** Smaller rows, for a teaser of a board's newest posts (home). */
  readonly compact?: boolean;
  /** The number of the first post (newest first, counting down from the board's total). */
  readonly firstNumber?: number;
  readonly renderLink?: (post: P, children: ReactNode) => ReactNode;
  /** An expanded post's body, for posts listed without their contents (the home's teasers); else `contents`. */
  readonly body?: (post: P) => ReactNode;
}

const contentsOf = (post: PostHead): ReactNode =>
  'contents' in post && typeof post.contents === 'string' ? <HtmlContent html={post.contents} /> : null;

/**
 * A board's posts, dated YY.MM.DD (spec §9); a title expands its HTML contents in place (spec §2 notice list)
 * unless `renderLink` makes it a link to the post's page.
 * @example <PostList posts={page.items} firstNumber={page.total - offset} />
 */
export function PostList<P extends PostHead = Notice>({
  posts,
  compact = false,
  firstNumber,
  renderLink,
  body = contentsOf,
}: PostListProps<P>) {
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
                {body(post)}
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
