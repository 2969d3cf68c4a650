import type { Notice } from '@kbet/sdk';
import { useId, useState } from 'react';
import { DateTime } from '@/components/ui/DateTime';
import { HtmlContent } from '@/components/ui/HtmlContent';
import { Icon } from '@/components/ui/Icon';
import styles from './PostList.module.css';

/**
 * Posts whose titles expand their HTML contents in place (spec §2 notice list behaviour), dated YY.MM.DD.
 * @example <PostList posts={notices} />
 */
export function PostList({ posts }: { readonly posts: readonly Notice[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <ul className={styles.list}>
      {posts.map((post) => {
        const expanded = open === post.id;
        return (
          <li key={post.id} className={styles.item}>
            <button
              type="button"
              className={styles.title}
              aria-expanded={expanded}
              aria-controls={`${id}-${post.id}`}
              onClick={() => setOpen(expanded ? null : post.id)}
            >
              <span className={styles.text}>{post.title}</span>
              <span className={styles.date}>
                <DateTime value={post.createTimestamp} format="short" />
              </span>
              <Icon name="chevronDown" size={16} className={styles.chevron} />
            </button>
            {expanded && (
              <div id={`${id}-${post.id}`} className={styles.body}>
                <HtmlContent html={post.contents} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
