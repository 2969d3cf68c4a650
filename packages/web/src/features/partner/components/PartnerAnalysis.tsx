import { useDownlineReport } from '@kbet/react';
import { EmptyState } from '@/components/ui/EmptyState';
import { Panel } from '@/components/ui/Panel';
import { useIsMobile } from '@/lib/useIsMobile';
import { useReportPeriod } from '../hooks/useReportPeriod';
import { daysBetween } from '../utils/daysBetween';
import { DayChart } from './DayChart';
import { Loaded } from './Loaded';
import styles from './PartnerPage.module.css';
import { PeriodPicker } from './PeriodPicker';

/**
 * /partner/analysis (spec §2, desktop only): the downline's turnover, GGR and active members per day of a
 * period, as plain SVG charts; a phone is told to use a PC.
 */
export function PartnerAnalysis() {
  const mobile = useIsMobile();
  const period = useReportPeriod('month');
  const report = useDownlineReport('partner', { ...period.range, by: 'day' });
  if (mobile) return <EmptyState icon="alert" title="분석은 PC에서 이용해 주세요." />;
  const days = daysBetween(period.range.from, period.range.to);
  return (
    <Panel title="분석" level={1}>
      <div className={styles.page}>
        <PeriodPicker period={period}>
          <Loaded view={report} what="분석 자료를 불러오지 못했습니다.">
            {(data) => {
              const byDay = new Map(data.rows.map((row) => [row.key, row]));
              const figure = (pick: (row: (typeof data.rows)[number]) => number) =>
                days.map((day) => {
                  const row = byDay.get(day);
                  return row ? pick(row) : 0;
                });
              return (
                <div className={styles.charts}>
                  <DayChart title="베팅금액" days={days} values={figure((r) => r.turnover)} unit="원" />
                  <DayChart title="GGR" days={days} values={figure((r) => r.ggr)} unit="원" />
                  <DayChart title="활동 회원" days={days} values={figure((r) => r.members)} unit="명" />
                </div>
              );
            }}
          </Loaded>
        </PeriodPicker>
      </div>
    </Panel>
  );
}
