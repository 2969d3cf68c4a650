import { useDownlineReport, usePartnerMe } from '@kbet/react';
import { Panel } from '@/components/ui/Panel';
import { useReportPeriod } from '../hooks/useReportPeriod';
import { Loaded } from './Loaded';
import styles from './PartnerPage.module.css';
import { PeriodPicker } from './PeriodPicker';
import { ReportTotals } from './ReportTotals';

/** /partner (spec §2): the downline's totals for today, yesterday, 7 days, this month or chosen days. */
export function PartnerDashboard() {
  const period = useReportPeriod();
  const report = useDownlineReport('partner', { ...period.range, by: 'day' });
  const { data: me } = usePartnerMe();
  return (
    <Panel title="대시보드" level={1}>
      <div className={styles.page}>
        {me && (
          <p>
            {me.tier}차 총판 · 가입코드 {me.code} · 하부 회원 {me.members}명
          </p>
        )}
        <PeriodPicker period={period}>
          <Loaded view={report} what="통계를 불러오지 못했습니다.">
            {(data) => <ReportTotals total={data.total} />}
          </Loaded>
        </PeriodPicker>
      </div>
    </Panel>
  );
}
