import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/Icon';
import styles from './TitleBanner.module.css';

export interface TitleBannerProps {
  readonly title: string;
  readonly description: ReactNode;
  readonly icon: IconName;
  /** Right side: e.g. the balance. */
  readonly aside?: ReactNode;
}

/**
 * The title banner of the money pages (spec §2 "title banner" / "title image").
 * @example <TitleBanner title="입금신청" icon="deposit" description="…" />
 */
export function TitleBanner({ title, description, icon, aside }: TitleBannerProps) {
  return (
    <header className={styles.banner}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name={icon} size={28} />
      </span>
      <div className={styles.copy}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.description}>{description}</p>
      </div>
      {aside && <div className={styles.aside}>{aside}</div>}
    </header>
  );
}
