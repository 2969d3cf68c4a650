import type { ResourceView } from '@kbet/react';
import { type DownlineBetQuery, PARTNER_PAGE_SIZE } from '@kbet/sdk';
import { useState } from 'react';
import { Pagination } from '@/components/ui/Pagination';
import { Panel } from '@/components/ui/Panel';
import { Table, type TableCard, type TableColumn } from '@/components/ui/Table';
import { useReportPeriod } from '../hooks/useReportPeriod';
import { Loaded } from './Loaded';
import styles from './PartnerPage.module.css';
import { PeriodPicker } from './PeriodPicker';

export interface DownlineRecordsProps<T> {
  readonly title: string;
  /** The page's resource hook (useDownlineBets, useDownlineCasinoBets). */
  readonly useRecords: (query: DownlineBetQuery) => ResourceView<{ items: T[]; total: number }>;
  readonly columns: readonly TableColumn<T>[];
  readonly card: (row: T) => TableCard;
  readonly rowKey: (row: T) => number;
}

/**
 * A partner page of the downline's records (spec §2: bet_history, casino_bet_history): a period, then its
 * records newest first, 20 a page; picking another period goes back to its first page.
 */
export function DownlineRecords<T>({ title, useRecords, columns, card, rowKey }: DownlineRecordsProps<T>) {
  const period = useReportPeriod('week');
  const rangeKey = `${period.range.from}:${period.range.to}`;
  const [paging, setPaging] = useState({ rangeKey, page: 1 });
  const page = paging.rangeKey === rangeKey ? paging.page : 1;
  const records = useRecords({ ...period.range, page });
  return (
    <Panel title={title} level={1}>
      <div className={styles.page}>
        <PeriodPicker period={period}>
          <Loaded view={records} what={`${title}을 불러오지 못했습니다.`}>
            {(data) => (
              <>
                <Table
                  caption={title}
                  rows={data.items}
                  rowKey={rowKey}
                  empty="내역이 없습니다."
                  columns={columns}
                  card={card}
                />
                <Pagination
                  total={data.total}
                  page={page}
                  pageSize={PARTNER_PAGE_SIZE}
                  maxPages={Number.POSITIVE_INFINITY}
                  onChange={(next) => setPaging({ rangeKey, page: next })}
                />
              </>
            )}
          </Loaded>
        </PeriodPicker>
      </div>
    </Panel>
  );
}
