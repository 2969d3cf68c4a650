import { useSettings } from '@kbet/react';
import { ko } from '@kbet/sdk';
import { Logo } from '@/components/Logo';
import { Icon } from '@/components/ui/Icon';
import { formatKst } from '@/lib/formatKst';
import styles from './maintenance.module.css';

/**
 * /maintenance (spec §2): the server maintenance notice with its time window (KST); the site cannot be used,
 * and completion is announced by message and chat-channel notice. The guard sends everyone here while
 * siteNoticeFlg is on, and home once it is off.
 */
export function Component() {
  const settings = useSettings().data;
  const start = settings?.maintenanceStartAt;
  const end = settings?.maintenanceEndAt;
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="maintenance-title">
        <Logo />
        <span className={styles.icon}>
          <Icon name="clock" size={32} />
        </span>
        <h1 id="maintenance-title" className={styles.title}>
          서버 점검 안내
        </h1>
        <p className={styles.message}>{ko.ERR_SITE_MAINTENANCE}</p>
        <dl className={styles.window}>
          <dt>점검 시간 (한국 시간)</dt>
          <dd className="tabular">
            <span className={styles.when}>{start ? formatKst(start) : '지금'}</span> ~{' '}
            <span className={styles.when}>{end ? formatKst(end) : '완료 시까지'}</span>
          </dd>
        </dl>
        <p className={styles.note}>
          점검 중에는 사이트에 접속할 수 없습니다. 점검 완료는 쪽지와 채널 공지로 안내해 드립니다.
        </p>
      </section>
    </main>
  );
}
