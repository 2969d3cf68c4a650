import { type DownlineArea, useDownlineSettlements } from '@kbet/react';
import { type CommissionKind, VERTICAL_NAMES } from '@kbet/sdk';
import { Money } from '@/components/ui/Money';
import { Panel } from '@/components/ui/Panel';
import { Table } from '@/components/ui/Table';
import { Loaded } from './Loaded';
import styles from './PartnerPage.module.css';

const KIND_NAMES: Readonly<Record<CommissionKind, string>> = {
  rolling: '롤링',
  losing: '루징',
  recommender: '추천인',
};

/**
 * /partner/calc, /recommender/calc and /recommender/pt (spec §2): the session's settlement lines, each with its
 * period and the computation that produced it; an adjustment line says so.
 */
export function SettlementLines({
  area,
  title,
  kinds,
}: {
  readonly area: DownlineArea;
  readonly title: string;
  /** Only these kinds (the recommender's losing settlement); every kind when absent. */
  readonly kinds?: readonly CommissionKind[];
}) {
  const lines = useDownlineSettlements(area);
  return (
    <Panel title={title} level={1} flush>
      <Loaded view={lines} what="정산 내역을 불러오지 못했습니다.">
        {(all) => (
          <Table
            caption={title}
            rows={kinds ? all.filter((line) => kinds.includes(line.kind)) : all}
            rowKey={(_line, index) => index}
            empty="정산 내역이 없습니다."
            columns={[
              { key: 'period', header: '기간', cell: (l) => `${l.from} ~ ${l.to}` },
              {
                key: 'kind',
                header: '구분',
                cell: (l) => `${KIND_NAMES[l.kind]}${l.adjustsPeriodId === null ? '' : ' (조정)'}`,
              },
              {
                key: 'vertical',
                header: '게임',
                cell: (l) => (l.vertical ? VERTICAL_NAMES[l.vertical] : '-'),
              },
              {
                key: 'amount',
                header: '정산금액',
                numeric: true,
                align: 'end',
                cell: (l) => <Money amount={l.amount} signed />,
              },
              {
                key: 'computation',
                header: '계산식',
                cell: (l) => <span className={styles.computation}>{l.computation}</span>,
              },
            ]}
            card={(l) => ({
              top: (
                <>
                  {KIND_NAMES[l.kind]} <Money amount={l.amount} signed />
                </>
              ),
              bottom: <span className={styles.computation}>{`${l.from} ~ ${l.to} · ${l.computation}`}</span>,
            })}
          />
        )}
      </Loaded>
    </Panel>
  );
}
