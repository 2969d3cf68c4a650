import { useAction, useMemberResource } from '@kbet/react';
import { CHARGE_STATUS, DEPOSIT_MODE } from '@kbet/sdk';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DateTime } from '@/components/ui/DateTime';
import { Input } from '@/components/ui/Input';
import { Money } from '@/components/ui/Money';
import { Panel } from '@/components/ui/Panel';
import { Table } from '@/components/ui/Table';
import { paths } from '@/config/paths';
import { Link } from '@/lib/Link';
import { reportError } from '@/lib/reportError';
import type { StaffApi } from '../api/staffApi';
import { InquiryAnswerForm } from './InquiryAnswerForm';
import styles from './StaffHome.module.css';

/** A staff decision on a queue item: a sign-up (by user id) or a charge (by id). */
type Decision =
  | { readonly queue: 'signup'; readonly verb: 'approve' | 'reject'; readonly userId: string }
  | { readonly queue: 'charge'; readonly verb: 'approve' | 'reject'; readonly id: number };

/**
 * /admin (issue 15): the staff home — the sign-ups, charges and inquiries waiting for staff with their
 * approve / reject / answer actions (the same admin API as the CLI), the latest audit entries, and logout.
 * Every decision carries the reason typed once at the top, as the server's audit requires.
 */
export function StaffHome({ api }: { readonly api: StaffApi }) {
  const [reason, setReason] = useState('');
  const signups = useMemberResource('staff:signups', (_id, signal) =>
    api.members.list({ status: 'pending' }, { signal }),
  );
  const charges = useMemberResource('staff:charges', (_id, signal) =>
    api.charges.list({ status: CHARGE_STATUS.PROCESSING }, { signal }),
  );
  const inquiries = useMemberResource('staff:inquiries', (_id, signal) => api.inquiries.list({}, { signal }));
  const audit = useMemberResource('staff:audit', (_id, signal) => api.audit({}, { signal }));
  const decide = useAction({
    action: async (d: Decision): Promise<void> => {
      if (d.queue === 'signup') await api.members[d.verb](d.userId, { reason });
      else await api.charges[d.verb](d.id, { reason });
    },
    invalidates: ['staff'],
    onError: (error) => reportError(error),
  });
  const blocked = reason.trim() === '' || decide.pending;
  const buttons = (approve: Decision, reject: Decision) => (
    <span className={styles.actions}>
      <Button size="sm" variant="primary" disabled={blocked} onClick={() => void decide.run(approve)}>
        승인
      </Button>
      <Button size="sm" disabled={blocked} onClick={() => void decide.run(reject)}>
        거절
      </Button>
    </span>
  );
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>관리자 홈</h1>
        <Link to={paths.logout.path}>로그아웃</Link>
      </header>
      <Input
        aria-label="처리 사유"
        placeholder="처리 사유 (승인·거절에 기록됩니다)"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <Panel title="가입 승인 대기" flush>
        <Table
          caption="가입 승인 대기"
          rows={signups.data?.items ?? []}
          rowKey={(m) => m.id}
          empty="대기 중인 가입이 없습니다."
          columns={[
            { key: 'userId', header: '아이디', cell: (m) => m.userId },
            { key: 'nickname', header: '닉네임', cell: (m) => m.nickname },
            { key: 'createdAt', header: '가입일', cell: (m) => <DateTime value={m.createdAt} /> },
            {
              key: 'actions',
              header: '처리',
              cell: (m) =>
                buttons(
                  { queue: 'signup', verb: 'approve', userId: m.userId },
                  { queue: 'signup', verb: 'reject', userId: m.userId },
                ),
            },
          ]}
        />
      </Panel>
      <Panel title="충전·환전 대기" flush>
        <Table
          caption="충전·환전 대기"
          rows={charges.data?.items ?? []}
          rowKey={(c) => c.id}
          empty="대기 중인 신청이 없습니다."
          columns={[
            {
              key: 'kind',
              header: '구분',
              cell: (c) => (c.depositMode === DEPOSIT_MODE.DEPOSIT ? '입금' : '출금'),
            },
            { key: 'member', header: '회원', cell: (c) => `${c.nickname} (${c.userId})` },
            {
              key: 'amount',
              header: '금액',
              numeric: true,
              align: 'end',
              cell: (c) => <Money amount={c.depositAmount} />,
            },
            {
              key: 'actions',
              header: '처리',
              cell: (c) =>
                buttons(
                  { queue: 'charge', verb: 'approve', id: c.id },
                  { queue: 'charge', verb: 'reject', id: c.id },
                ),
            },
          ]}
        />
      </Panel>
      <Panel title="답변 대기 문의">
        {(inquiries.data?.items ?? []).length === 0 ? (
          <p>답변 대기 중인 문의가 없습니다.</p>
        ) : (
          <ul className={styles.inquiries}>
            {inquiries.data?.items.map((inquiry) => (
              <li key={inquiry.id}>
                <p className={styles.question}>
                  {inquiry.nickname} ({inquiry.userId}) · {inquiry.title}
                </p>
                <InquiryAnswerForm api={api} inquiryId={inquiry.id} />
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="최근 감사 기록" flush>
        <Table
          caption="최근 감사 기록"
          rows={audit.data?.items ?? []}
          rowKey={(a) => a.id}
          empty="감사 기록이 없습니다."
          columns={[
            { key: 'at', header: '시각', cell: (a) => <DateTime value={a.createdAt} /> },
            { key: 'actor', header: '처리자', cell: (a) => a.actorUserId ?? '-' },
            { key: 'action', header: '작업', cell: (a) => a.action },
            { key: 'target', header: '대상', cell: (a) => `${a.targetType} ${a.targetId ?? ''}` },
            { key: 'reason', header: '사유', cell: (a) => a.reason ?? '' },
          ]}
        />
      </Panel>
    </div>
  );
}
