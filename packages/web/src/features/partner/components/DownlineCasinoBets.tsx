import { useDownlineCasinoBets } from '@kbet/react';
import { type DownlineCasinoBet, VERTICAL_NAMES } from '@kbet/sdk';
import { DateTime } from '@/components/ui/DateTime';
import { Money } from '@/components/ui/Money';
import { DownlineRecords } from './DownlineRecords';

const ACTION_NAMES: Readonly<Record<DownlineCasinoBet['action'], string>> = {
  debit: '배팅',
  credit: '당첨',
  rollback: '취소',
};

/** /partner/casino_bet_history (spec §2): the downline's casino and slot records (bets, wins, rollbacks). */
export function DownlineCasinoBets() {
  return (
    <DownlineRecords<DownlineCasinoBet>
      title="카지노 배팅 내역"
      useRecords={useDownlineCasinoBets}
      rowKey={(record) => record.id}
      columns={[
        { key: 'createdAt', header: '시간', cell: (record) => <DateTime value={record.createdAt} /> },
        { key: 'member', header: '회원', cell: (record) => `${record.nickname} (${record.userId})` },
        { key: 'vertical', header: '구분', cell: (record) => VERTICAL_NAMES[record.vertical] },
        { key: 'game', header: '게임', cell: (record) => `${record.thirdPartyName} ${record.gameCode}` },
        { key: 'action', header: '내역', cell: (record) => ACTION_NAMES[record.action] },
        {
          key: 'amount',
          header: '금액',
          numeric: true,
          align: 'end',
          cell: (record) => <Money amount={record.amount} />,
        },
      ]}
      card={(record) => ({
        top: (
          <>
            {record.nickname} ({record.userId}) · {ACTION_NAMES[record.action]}{' '}
            <Money amount={record.amount} />
          </>
        ),
        bottom: (
          <>
            <DateTime value={record.createdAt} /> · {VERTICAL_NAMES[record.vertical]} ·{' '}
            {record.thirdPartyName}
          </>
        ),
      })}
    />
  );
}
