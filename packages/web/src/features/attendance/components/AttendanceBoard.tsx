import { useAction, useAttendance, useKbetClient } from '@kbet/react';
import { formatWon, ko } from '@kbet/sdk';
import { useId } from 'react';
import { ExclusionBlock } from '@/components/ExclusionBlock';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { Icon } from '@/components/ui/Icon';
import { Money } from '@/components/ui/Money';
import { Panel } from '@/components/ui/Panel';
import { Skeleton } from '@/components/ui/Skeleton';
import { alert } from '@/lib/notify';
import { reportError } from '@/lib/reportError';
import { useActiveExclusion } from '@/lib/useActiveExclusion';
import { kstMonth, monthGrid } from '../utils/monthGrid';
import styles from './AttendanceBoard.module.css';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/**
 * The attendance check (spec §2 /attendance): this month's calendar in Korean time with the checked days,
 * the running streak, and the day's check-in, which pays the operator's points reward. During a time-out or
 * self-exclusion the check-in is disabled beforehand, with the reason and the end time (the server refuses it too).
 * @example <AttendanceBoard />
 */
export function AttendanceBoard() {
  const client = useKbetClient();
  const attendance = useAttendance();
  const exclusion = useActiveExclusion();
  const blockId = useId();
  const checkIn = useAction({
    action: () => client.attendance.checkIn(),
    invalidates: ['session', 'attendance'],
    onSuccess: (result) => void alert(ko.ATTENDANCE_CHECKED(result.streak, formatWon(result.reward))),
    onError: (error) => reportError(error),
  });
  const last = checkIn.data;
  const { year, month, today } = kstMonth(Date.now());
  const status = attendance.data;

  if (!status) {
    return (
      <Panel title="출석체크" icon="calendar" level={1}>
        {attendance.status === 'error' ? (
          <EmptyState icon="calendar" title="출석 정보를 불러오지 못했습니다." />
        ) : (
          <Skeleton height={420} radius={14} />
        )}
      </Panel>
    );
  }

  const checked = new Set(status.days);
  return (
    <Panel title="출석체크" icon="calendar" level={1}>
      <div className={styles.layout}>
        <section className={styles.summary} aria-label="출석 현황">
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt>연속 출석</dt>
              <dd>
                <span className="tabular">{status.streak}</span>일
              </dd>
            </div>
            <div className={styles.stat}>
              <dt>이번 달 출석</dt>
              <dd>
                <span className="tabular">{checked.size}</span>일
              </dd>
            </div>
            {last && (
              <div className={styles.stat}>
                <dt>오늘의 보상</dt>
                <dd>
                  <Money amount={last.reward} unit="P" />
                </dd>
              </div>
            )}
          </dl>
          <Button
            variant="primary"
            size="lg"
            block
            loading={checkIn.pending}
            disabled={status.checkedToday || exclusion !== null}
            aria-describedby={exclusion ? blockId : undefined}
            icon={<Icon name={status.checkedToday ? 'check' : 'calendar'} size={18} />}
            onClick={() => void checkIn.run()}
          >
            {status.checkedToday ? '오늘 출석 완료' : '출석체크 하기'}
          </Button>
          {exclusion && <ExclusionBlock id={blockId} exclusion={exclusion} />}
          <p className={styles.note}>
            하루 한 번(한국 시간 기준) 출석할 수 있으며, 연속 출석일에 따라 포인트가 지급됩니다.
          </p>
        </section>
        <section className={styles.calendar} aria-labelledby="attendance-month">
          <h2 id="attendance-month" className={styles.month}>
            {year}년 {month}월
          </h2>
          <table className={styles.grid}>
            <thead>
              <tr>
                {WEEKDAYS.map((weekday) => (
                  <th key={weekday} scope="col" abbr={`${weekday}요일`}>
                    {weekday}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(year, month).map((week) => (
                <tr key={week.find(Boolean)?.iso}>
                  {week.map((cell, weekday) => {
                    // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have nothing else to key on.
                    if (!cell) return <td key={`blank-${weekday}`} className={styles.blank} />;
                    const done = checked.has(cell.iso);
                    const classes = [
                      styles.day,
                      done && styles.done,
                      cell.day === today && styles.today,
                      cell.day > today && styles.future,
                    ];
                    return (
                      <td
                        key={cell.iso}
                        className={classes.filter(Boolean).join(' ')}
                        aria-current={cell.day === today ? 'date' : undefined}
                      >
                        <span className={`${styles.dayNumber} tabular`}>{cell.day}</span>
                        {done && (
                          <span className={styles.stamp}>
                            <Icon name="check" size={16} />
                            <span className="visually-hidden">출석</span>
                          </span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </Panel>
  );
}
