import { ko } from '@kbet/sdk';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import styles from './ResponsibleGambling.module.css';

export interface ExclusionConfirmDialogProps {
  readonly kind: 'timeout' | 'self_exclusion';
  /** The chosen length, e.g. '7일' or '1년'. */
  readonly period: string;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/**
 * The strong confirm before a time-out or self-exclusion (compliance §4): it spells out the consequences (every
 * session ends now, betting, deposits and promotions close until the end, withdrawal stays possible, it cannot
 * be undone) and starts only after the member ticks that they read them.
 * @example <ExclusionConfirmDialog kind="timeout" period="7일" busy={false} onConfirm={start} onClose={close} />
 */
export function ExclusionConfirmDialog({
  kind,
  period,
  busy,
  onConfirm,
  onClose,
}: ExclusionConfirmDialogProps) {
  const [understood, setUnderstood] = useState(false);
  const name = kind === 'timeout' ? '타임아웃' : '자기 배제';
  return (
    <Dialog
      open
      onClose={onClose}
      role="alertdialog"
      title={`${name} 시작 확인`}
      width={480}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            취소
          </Button>
          <Button variant="danger" disabled={!understood} loading={busy} onClick={onConfirm}>
            {period} {name} 시작
          </Button>
        </>
      }
    >
      <div className={styles.confirm}>
        <p className={styles.confirmQuestion}>
          {kind === 'timeout' ? ko.RG_TIMEOUT_CONFIRM(period) : ko.RG_SELF_EXCLUSION_CONFIRM(period)}
        </p>
        <ul className={styles.consequences}>
          <li>지금 바로 모든 기기에서 로그아웃됩니다.</li>
          <li>기간이 끝날 때까지 베팅, 충전, 이벤트 참여를 이용할 수 없습니다.</li>
          <li>로그인하여 보유금액을 출금하는 것은 계속 가능합니다.</li>
          <li>시작한 뒤에는 기간이 끝날 때까지 취소하거나 줄일 수 없습니다.</li>
        </ul>
        <label className={styles.ack}>
          <input
            type="checkbox"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
          />
          위 내용을 모두 확인했으며 {name}을 시작합니다.
        </label>
      </div>
    </Dialog>
  );
}
