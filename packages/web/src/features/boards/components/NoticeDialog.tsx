import { useSiteNotices } from '@kbet/react';
import { DIALOG_WIDTH, NOTICE_POPUP_LIST_SIZE } from '@kbet/sdk';
import { useState } from 'react';
import { DateTime } from '@/components/ui/DateTime';
import { Dialog } from '@/components/ui/Dialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { HtmlContent } from '@/components/ui/HtmlContent';
import { Skeleton } from '@/components/ui/Skeleton';
import { paths } from '@/config/paths';
import { Link } from '@/lib/Link';
import styles from './NoticeDialog.module.css';

/**
 * The notice dialog (spec §2, §9): the 5 newest site notices in a 200 px list dated YY.MM.DD, the chosen one's
 * contents below; 376 px wide on a phone, 540 on a desktop; Esc or a click outside closes it. The footer leads
 * to the whole notice board (members).
 * @example openDialog('notice')
 */
export function NoticeDialog({ onClose }: { readonly onClose: () => void }) {
  const notices = useSiteNotices();
  const list = (notices.data ?? []).slice(0, NOTICE_POPUP_LIST_SIZE);
  const [chosen, setChosen] = useState<number | null>(null);
  const current = list.find((notice) => notice.id === chosen) ?? list[0];
  return (
    <Dialog
      open
      onClose={onClose}
      title="공지사항"
      width={DIALOG_WIDTH.notice}
      closeOnOutsideClick
      footer={
        <Link to={paths.boardNotice.path} className={styles.all} onClick={onClose}>
          공지사항 전체보기
        </Link>
      }
    >
      {!notices.data && notices.status !== 'error' && <Skeleton height={200} radius={10} />}
      {notices.data && list.length === 0 && (
        <EmptyState icon="megaphone" title="등록된 공지사항이 없습니다." />
      )}
      {notices.status === 'error' && !notices.data && (
        <EmptyState icon="megaphone" title="공지사항을 불러오지 못했습니다." />
      )}
      {current && (
        <div className={styles.layout}>
          <ul className={styles.list} aria-label="공지 목록">
            {list.map((notice) => (
              <li key={notice.id}>
                <button
                  type="button"
                  className={styles.item}
                  aria-current={notice.id === current.id ? 'true' : undefined}
                  onClick={() => setChosen(notice.id)}
                >
                  <span className={styles.title}>{notice.title}</span>
                  <span className={styles.date}>
                    <DateTime value={notice.createTimestamp} format="short" />
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <article className={styles.article} aria-label={current.title}>
            <h3 className={styles.heading}>{current.title}</h3>
            <HtmlContent html={current.contents} />
          </article>
        </div>
      )}
    </Dialog>
  );
}
