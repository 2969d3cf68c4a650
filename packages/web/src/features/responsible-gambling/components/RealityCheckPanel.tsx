import { useAction, useKbetClient, useResponsibleGambling } from '@kbet/react';
import { ko, REALITY_CHECK_INTERVALS, type RealityCheck } from '@kbet/sdk';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DateTime } from '@/components/ui/DateTime';
import { Field } from '@/components/ui/Field';
import { Money } from '@/components/ui/Money';
import { Panel } from '@/components/ui/Panel';
import { Select } from '@/components/ui/Select';
import { toast } from '@/lib/notify';
import { reportError } from '@/lib/reportError';
import { intervalLabel } from '../utils/periodLabels';
import styles from './ResponsibleGambling.module.css';

const CHOICES = [
  { value: '', label: '사용 안 함' },
  ...REALITY_CHECK_INTERVALS.map((minutes) => ({
    value: String(minutes),
    label: `${intervalLabel(minutes)}마다`,
  })),
];

/**
 * The reality-check interval (compliance §4): a reminder of the session's time and net result every 15, 30, 60 or
 * 120 minutes; saving re-times the reminder at once (the shared resource).
 * @example <RealityCheckPanel />
 */
export function RealityCheckPanel() {
  const client = useKbetClient();
  const { realityCheck } = useResponsibleGambling();
  const [draft, setDraft] = useState<string | null>(null);
  const save = useAction({
    action: (intervalMinutes: RealityCheck['intervalMinutes']) =>
      client.rg.setRealityCheck({ intervalMinutes }),
    onSuccess: (saved) => {
      realityCheck.set(saved);
      setDraft(null);
      toast(ko.RG_REALITY_CHECK_SAVED, 'success');
    },
    onError: (failure) => reportError(failure),
  });
  const current = realityCheck.data?.intervalMinutes ?? null;
  const value = draft ?? (current === null ? '' : String(current));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run((value === '' ? null : Number(value)) as RealityCheck['intervalMinutes']);
  };

  return (
    <Panel title="리얼리티 체크" icon="clock">
      <form className={styles.stack} onSubmit={submit}>
        <p className={styles.lead}>정한 간격마다 이번 접속의 이용 시간과 베팅 손익을 알려드립니다.</p>
        {realityCheck.data && (
          <>
            <dl className={styles.session}>
              <div>
                <dt>접속 시작</dt>
                <dd>
                  <DateTime value={realityCheck.data.sessionStartedAt} />
                </dd>
              </div>
              <div>
                <dt>{ko.RG_SESSION_PLAY_NET}</dt>
                <dd>
                  <Money amount={realityCheck.data.netResult} signed />
                </dd>
              </div>
            </dl>
            <p className={styles.hint}>{ko.RG_SESSION_PLAY_NET_HINT}</p>
          </>
        )}
        <Field label="알림 간격">
          <Select
            name="realityCheck"
            options={CHOICES}
            value={value}
            onChange={(event) => setDraft(event.target.value)}
          />
        </Field>
        <Button type="submit" variant="primary" loading={save.pending} disabled={draft === null}>
          알림 간격 저장
        </Button>
      </form>
    </Panel>
  );
}
