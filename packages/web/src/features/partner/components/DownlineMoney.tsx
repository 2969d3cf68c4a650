import { type DownlineArea, useDownlineMembers, useDownlineReport } from '@kbet/react';
import { Money } from '@/components/ui/Money';
import { Panel } from '@/components/ui/Panel';
import { Table } from '@/components/ui/Table';
import { useReportPeriod } from '../hooks/useReportPeriod';
import { Loaded } from './Loaded';
import styles from './PartnerPage.module.css';
import { PeriodPicker } from './PeriodPicker';

const TITLES = { deposits: '입금 내역', withdrawals: '출금 내역' } as const;

/**
 * /partner/deposit, /partner/withdraw and the recommender's (spec §2): each downline member's deposits or
 * withdrawals summed over a period, from the same ledger report as the dashboard (kbet shows sums per member;
 * the single requests stay with staff).
 */
export function DownlineMoney({
  area,
  kind,
}: {
  readonly area: DownlineArea;
  readonly kind: 'deposits' | 'withdrawals';
}) {
  const period = useReportPeriod('week');
  const report = useDownlineReport(area, { ...period.range, by: 'member' });
  const members = useDownlineMembers(area).data ?? [];
  const nameOf = (key: string) => {
    const member = members.find((m) => String(m.memberId) === key);
    return member ? `${member.nickname} (${member.userId})` : key;
  };
  return (
    <Panel title={TITLES[kind]} level={1}>
      <div className={styles.page}>
        <PeriodPicker period={period}>
          <Loaded view={report} what={`${TITLES[kind]}을 불러오지 못했습니다.`}>
            {(data) => (
              <Table
                caption={TITLES[kind]}
                rows={data.rows.filter((row) => row[kind] !== 0)}
                rowKey={(row) => row.key}
                empty={`${TITLES[kind]}이 없습니다.`}
                columns={[
                  { key: 'member', header: '회원', cell: (row) => nameOf(row.key) },
                  {
                    key: 'amount',
                    header: kind === 'deposits' ? '입금액' : '출금액',
                    numeric: true,
                    align: 'end',
                    cell: (row) => <Money amount={row[kind]} />,
                  },
                ]}
              />
            )}
          </Loaded>
        </PeriodPicker>
      </div>
    </Panel>
  );
}
