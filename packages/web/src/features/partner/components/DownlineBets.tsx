import { useDownlineBets } from '@kbet/react';
import { type DownlineBet, gameTypeName } from '@kbet/sdk';
import { DateTime } from '@/components/ui/DateTime';
import { Money } from '@/components/ui/Money';
import { DownlineRecords } from './DownlineRecords';

/** The slip's state: its result once settled, else its status (the operator's code names). */
const stateOf = (bet: DownlineBet) => bet.settlementName ?? bet.statusName ?? '-';

/**
 * /partner/bet_history (spec §2): the downline's bet slips of every vertical (sports, live, mini-game, virtual).
 */
export function DownlineBets() {
  return (
    <DownlineRecords<DownlineBet>
      title="배팅 내역"
      useRecords={useDownlineBets}
      rowKey={(bet) => bet.id}
      columns={[
        { key: 'createdAt', header: '배팅시간', cell: (bet) => <DateTime value={bet.createdAt} /> },
        { key: 'member', header: '회원', cell: (bet) => `${bet.nickname} (${bet.userId})` },
        { key: 'game', header: '게임', cell: (bet) => gameTypeName(bet.gameType) },
        {
          key: 'amount',
          header: '배팅금',
          numeric: true,
          align: 'end',
          cell: (bet) => <Money amount={bet.amount} />,
        },
        { key: 'ratio', header: '배당', numeric: true, align: 'end', cell: (bet) => bet.totalRatio },
        {
          key: 'payout',
          header: '당첨금',
          numeric: true,
          align: 'end',
          cell: (bet) => <Money amount={bet.payout} />,
        },
        { key: 'state', header: '상태', cell: stateOf },
      ]}
      card={(bet) => ({
        top: (
          <>
            {bet.nickname} ({bet.userId}) · {gameTypeName(bet.gameType)} <Money amount={bet.amount} />
          </>
        ),
        bottom: (
          <>
            <DateTime value={bet.createdAt} /> · {bet.totalRatio} · {stateOf(bet)}
          </>
        ),
      })}
    />
  );
}
