import { useAction, useKbet, useKbetClient, useUser } from '@kbet/react';
import {
  activeExclusion,
  ko,
  SELF_EXCLUSION_MONTH_OPTIONS,
  type SelfExclusionMonths,
  TIMEOUT_DAY_OPTIONS,
  type TimeoutDays,
} from '@kbet/sdk';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DateTime } from '@/components/ui/DateTime';
import { Field } from '@/components/ui/Field';
import { Icon } from '@/components/ui/Icon';
import { Panel } from '@/components/ui/Panel';
import { Select } from '@/components/ui/Select';
import { formatKst } from '@/lib/formatKst';
import { reportError } from '@/lib/reportError';
import { exclusionLabel, timeoutLabel } from '../utils/periodLabels';
import { ExclusionConfirmDialog } from './ExclusionConfirmDialog';
import styles from './ResponsibleGambling.module.css';

type Pending =
  | { kind: 'timeout'; days: TimeoutDays }
  | { kind: 'self_exclusion'; months: SelfExclusionMonths };

/**
 * Time-out (24 hours to 6 weeks) and self-exclusion (6 months, 1 year or 5 years) (compliance §4): each starts after
 * the strong confirm, ends every session at once and logs the member out here with the end time.
 * @example <ExclusionPanel />
 */
export function ExclusionPanel() {
  const client = useKbetClient();
  const { session } = useKbet().stores;
  const user = useUser();
  const [days, setDays] = useState<TimeoutDays>(1);
  const [months, setMonths] = useState<SelfExclusionMonths>(6);
  const [pending, setPending] = useState<Pending | null>(null);
  const running = activeExclusion(user, Date.now());
  const exclude = useAction({
    action: (chosen: Pending) =>
      chosen.kind === 'timeout'
        ? client.rg.timeout({ days: chosen.days })
        : client.rg.selfExclude({ months: chosen.months }),
    onSuccess: async ({ until }) => {
      setPending(null);
      // The server ended every session; the session guard alerts this and goes home.
      await session.logout('selfExcluded', ko.RG_EXCLUSION_STARTED(formatKst(until)));
    },
    onError: (failure) => reportError(failure),
  });

  const start = async () => {
    if (pending) await exclude.run(pending);
  };

  return (
    <Panel title="타임아웃 · 자기 배제" icon="lock">
      <div className={styles.stack}>
        {running ? (
          <p className={styles.running} role="status">
            <Icon name="shield" size={18} />
            <span>
              {running.kind === 'timeout' ? ko.RG_TIMEOUT_ACTIVE : ko.RG_SELF_EXCLUDED} 종료 예정:{' '}
              <DateTime value={running.until} />
            </span>
          </p>
        ) : (
          <p className={styles.lead}>
            잠시 쉬고 싶다면 타임아웃을, 더 오래 이용을 멈추고 싶다면 자기 배제를 이용하세요. 시작하면 바로
            모든 접속이 종료되며, 기간 중에도 출금은 가능합니다.
          </p>
        )}
        <div className={styles.exclusions}>
          <section className={styles.exclusion} aria-labelledby="rg-timeout">
            <h3 id="rg-timeout">타임아웃</h3>
            <p>24시간부터 6주까지 베팅과 충전을 멈춥니다.</p>
            <Field label="기간">
              <Select
                name="timeoutDays"
                value={String(days)}
                disabled={running !== null}
                options={TIMEOUT_DAY_OPTIONS.map((d) => ({ value: String(d), label: timeoutLabel(d) }))}
                onChange={(event) => setDays(Number(event.target.value) as TimeoutDays)}
              />
            </Field>
            <Button
              variant="secondary"
              disabled={running !== null}
              onClick={() => setPending({ kind: 'timeout', days })}
            >
              타임아웃 시작
            </Button>
          </section>
          <section className={styles.exclusion} aria-labelledby="rg-self-exclusion">
            <h3 id="rg-self-exclusion">자기 배제</h3>
            <p>최소 6개월 동안 이용을 제한합니다. 기간 중에는 해제할 수 없습니다.</p>
            <Field label="기간">
              <Select
                name="exclusionMonths"
                value={String(months)}
                disabled={running !== null}
                options={SELF_EXCLUSION_MONTH_OPTIONS.map((m) => ({
                  value: String(m),
                  label: exclusionLabel(m),
                }))}
                onChange={(event) => setMonths(Number(event.target.value) as SelfExclusionMonths)}
              />
            </Field>
            <Button
              variant="danger"
              disabled={running !== null}
              onClick={() => setPending({ kind: 'self_exclusion', months })}
            >
              자기 배제 시작
            </Button>
          </section>
        </div>
      </div>
      {pending && (
        <ExclusionConfirmDialog
          kind={pending.kind}
          period={pending.kind === 'timeout' ? timeoutLabel(pending.days) : exclusionLabel(pending.months)}
          busy={exclude.pending}
          onConfirm={() => void start()}
          onClose={() => setPending(null)}
        />
      )}
    </Panel>
  );
}
