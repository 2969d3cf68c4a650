import { useAction, useInquiries, useKbetClient } from '@kbet/react';
import {
  type CustomerInquiry,
  canDeleteInquiry,
  INQUIRY_PAGE_SIZE,
  isInquiryAnswered,
  isRead,
  ko,
} from '@kbet/sdk';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ExpandableItem, ExpandableList, ExpandableListSkeleton } from '@/components/ui/ExpandableList';
import { HtmlContent } from '@/components/ui/HtmlContent';
import { Icon } from '@/components/ui/Icon';
import { ListToolbar } from '@/components/ui/ListToolbar';
import { Pagination } from '@/components/ui/Pagination';
import { alert, confirm, toast } from '@/lib/notify';
import { reportError } from '@/lib/reportError';
import styles from './InquiryList.module.css';

const PAGING = { pageSize: INQUIRY_PAGE_SIZE, maxPages: Number.POSITIVE_INFINITY } as const;

const status = (inquiry: CustomerInquiry) =>
  !isInquiryAnswered(inquiry) ? (
    <Badge tone="warning">답변대기</Badge>
  ) : isRead(inquiry) ? (
    <Badge tone="success">답변완료</Badge>
  ) : (
    <Badge tone="info" dot>
      새 답변
    </Badge>
  );

/**
 * The member's 1:1 inquiries, 10 a page (spec §9), with their answers; opening an answered one marks its
 * answer read, and deleting follows every refusal of spec §5 (none selected, unanswered, unread).
 * @example <InquiryList />
 */
export function InquiryList() {
  const client = useKbetClient();
  const inquiries = useInquiries();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const deletion = useAction({
    action: (ids: number[]) => client.board.inquiries.delete(ids),
    invalidates: ['inquiries'],
    onSuccess: (message) => {
      toast(message, 'success');
      setSelected(new Set());
    },
    onError: (error) => reportError(error, { fallback: ko.DELETE_FAILED }),
  });
  const list = inquiries.data ?? [];
  // After a delete the last page may be gone: stay on the last one there is.
  const current = Math.min(page, Math.max(1, Math.ceil(list.length / INQUIRY_PAGE_SIZE)));
  const rows = list.slice((current - 1) * INQUIRY_PAGE_SIZE, current * INQUIRY_PAGE_SIZE);

  const toggle = (inquiryId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(inquiryId)) next.add(inquiryId);
      return next;
    });

  const openInquiry = async (inquiry: CustomerInquiry) => {
    const expanded = open === inquiry.id;
    setOpen(expanded ? null : inquiry.id);
    if (expanded || !isInquiryAnswered(inquiry) || isRead(inquiry)) return;
    try {
      await client.board.inquiries.read(inquiry.id);
      inquiries.set(list.map((i) => (i.id === inquiry.id ? { ...i, confirmStatus: 1 } : i)));
    } catch (error) {
      reportError(error);
    }
  };

  const remove = async () => {
    const chosen = list.filter((inquiry) => selected.has(inquiry.id));
    const check = canDeleteInquiry(chosen);
    if (!check.ok) return alert(check.message);
    if (!(await confirm(ko.DELETE_CONFIRM, { confirmLabel: '삭제', danger: true }))) return;
    await deletion.run(chosen.map((inquiry) => inquiry.id));
  };

  if (inquiries.status === 'loading' || inquiries.status === 'idle') return <ExpandableListSkeleton />;
  if (inquiries.status === 'error' && list.length === 0) {
    return <EmptyState icon="headset" title="문의내역을 불러오지 못했습니다." />;
  }

  return (
    <div className={styles.wrap}>
      <ListToolbar
        summary={
          <>
            전체 <strong>{list.length}</strong>건 · 답변완료 문의만 읽은 후 삭제할 수 있습니다.
          </>
        }
      >
        <Button
          size="sm"
          variant="danger"
          icon={<Icon name="close" size={14} />}
          loading={deletion.pending}
          onClick={remove}
        >
          선택삭제
        </Button>
      </ListToolbar>
      {list.length === 0 ? (
        <EmptyState icon="headset" title="문의내역이 없습니다." compact />
      ) : (
        <ExpandableList>
          {rows.map((inquiry) => (
            <ExpandableItem
              key={inquiry.id}
              title={inquiry.title}
              badge={status(inquiry)}
              date={inquiry.createdAt}
              selected={selected.has(inquiry.id)}
              onSelect={() => toggle(inquiry.id)}
              expanded={open === inquiry.id}
              onToggle={() => void openInquiry(inquiry)}
            >
              <div className={styles.thread}>
                <section className={styles.question} aria-label="문의내용">
                  <span className={styles.mark} aria-hidden="true">
                    Q
                  </span>
                  <p className={styles.questionText}>{inquiry.questionContents}</p>
                </section>
                {inquiry.customerAnswer.length === 0 ? (
                  <p className={styles.pending}>
                    <Icon name="clock" size={16} />
                    답변을 준비하고 있습니다. 잠시만 기다려주세요.
                  </p>
                ) : (
                  inquiry.customerAnswer.map((answer) => (
                    <section key={answer.id} className={styles.answer} aria-label="답변">
                      <span className={`${styles.mark} ${styles.answerMark}`} aria-hidden="true">
                        A
                      </span>
                      <HtmlContent html={answer.answerContents} />
                    </section>
                  ))
                )}
              </div>
            </ExpandableItem>
          ))}
        </ExpandableList>
      )}
      <Pagination total={list.length} page={current} onChange={setPage} {...PAGING} />
    </div>
  );
}
