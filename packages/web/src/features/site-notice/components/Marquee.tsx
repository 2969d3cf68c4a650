import { useSettings } from '@kbet/react';
import { MARQUEE_CYCLE_MS } from '@kbet/sdk';
import type { CSSProperties } from 'react';
import { Icon } from '@/components/ui/Icon';
import styles from './Marquee.module.css';

/**
 * The site top notice scrolling across the page, one pass per 15 s (spec §2, §9); still when the member
 * prefers reduced motion. Nothing shows without a notice.
 * @example <Marquee />
 */
export function Marquee() {
  const notice = useSettings().data?.siteTopNotice?.trim();
  if (!notice) return null;
  return (
    <section className={styles.marquee} aria-label="공지">
      <span className={styles.label}>
        <Icon name="megaphone" size={15} />
        <span>공지</span>
      </span>
      <div className={styles.track}>
        <p className={styles.text} style={{ '--marquee-duration': `${MARQUEE_CYCLE_MS}ms` } as CSSProperties}>
          {notice}
        </p>
      </div>
    </section>
  );
}
