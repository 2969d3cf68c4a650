import { useSettings } from '@kbet/react';
import { MARQUEE_CYCLE_MS } from '@kbet/sdk/constants';
import type { CSSProperties } from 'react';
import { Icon } from '@/components/ui/Icon';
import styles from './Marquee.module.css';

/**
 * The site top notice scrolling across the page, one pass per 15 s (spec §2, §9); still when the member
 * prefers reduced motion. Nothing shows without a notice (an empty bar of the same height while loading).
 * @example <Marquee />
 */
export function Marquee() {
  const settings = useSettings();
  const notice = settings.data?.siteTopNotice?.trim();
  // Until the settings arrive the bar keeps its height, so the page below does not jump when the notice shows.
  if (!notice) {
    const loading = settings.status === 'idle' || settings.status === 'loading';
    return loading ? <div className={styles.marquee} aria-hidden="true" /> : null;
  }
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
