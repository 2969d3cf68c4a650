import { useDownlineReport, usePartnerMe } from '@kbet/react';
import { formatRate, VERTICAL_NAMES, VERTICALS, type Vertical } from '@kbet/sdk';
import { Money } from '@/components/ui/Money';
import { Panel } from '@/components/ui/Panel';
import { Table } from '@/components/ui/Table';
import { useReportPeriod } from '../hooks/useReportPeriod';
import { Loaded } from './Loaded';
import styles from './PartnerPage.module.css';
import { PeriodPicker } from './PeriodPicker';

const AMOUNT = { numeric: true, align: 'end' } as const;
// A vertical without play in the period.
const ZERO = { turnover: 0, payouts: 0, ggr: 0 };

/**
 * /partner/pt and /partner/pt_* (spec §2): the downline's turnover, payouts and GGR per vertical for a period,
 * with the partner's own rolling rate; `vertical` narrows the page to one. The commission itself is paid by
 * settlement (정산 내역), where each line shows how it was computed.
 */
export function VerticalRolling({ vertical }: { readonly vertical?: Vertical }) {
  const period = useReportPeriod('week');
  const report = useDownlineReport('partner', { ...period.range, by: 'vertical' });
  const rates = usePartnerMe().data?.upline.at(-1)?.contract?.rollingBp;
  const shown = vertical ? [vertical] : VERTICALS;
  const title = vertical ? `${VERTICAL_NAMES[vertical]} 롤링` : '전체 롤링';
  return (
    <Panel title={title} level={1}>
      <div className={styles.page}>
        <PeriodPicker period={period}>
          <Loaded view={report} what="롤링 내역을 불러오지 못했습니다.">
            {(data) => (
              <Table
                caption={title}
                rowKey={(row) => row.vertical}
                rows={shown.map((v) => ({ vertical: v, ...(data.rows.find((r) => r.key === v) ?? ZERO) }))}
                columns={[
                  { key: 'vertical', header: '게임', cell: (row) => VERTICAL_NAMES[row.vertical] },
                  {
                    key: 'turnover',
                    header: '베팅금액',
                    ...AMOUNT,
                    cell: (row) => <Money amount={row.turnover} />,
                  },
                  {
                    key: 'payouts',
                    header: '당첨금액',
                    ...AMOUNT,
                    cell: (row) => <Money amount={row.payouts} />,
                  },
                  { key: 'ggr', header: 'GGR', ...AMOUNT, cell: (row) => <Money amount={row.ggr} signed /> },
                  {
                    key: 'rate',
                    header: '롤링 요율',
                    ...AMOUNT,
                    cell: (row) => (rates ? formatRate(rates[row.vertical]) : '-'),
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
