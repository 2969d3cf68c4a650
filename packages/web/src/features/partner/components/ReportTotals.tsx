import type { DownlineReport } from '@kbet/react';
import { Money } from '@/components/ui/Money';
import { StatList } from '@/components/ui/StatList';

/** A report's totals: turnover, payouts, GGR, bonuses, NGR, deposits, withdrawals and active members. */
export function ReportTotals({ total }: { readonly total: DownlineReport['total'] }) {
  return (
    <StatList
      label="합계"
      variant="tiles"
      items={[
        { label: '베팅금액', value: <Money amount={total.turnover} />, highlight: true },
        { label: '당첨금액', value: <Money amount={total.payouts} /> },
        { label: 'GGR', value: <Money amount={total.ggr} signed /> },
        { label: '보너스', value: <Money amount={total.bonuses} /> },
        { label: 'NGR', value: <Money amount={total.ngr} signed /> },
        { label: '입금', value: <Money amount={total.deposits} /> },
        { label: '출금', value: <Money amount={total.withdrawals} /> },
        { label: '활동 회원', value: `${total.members}명` },
      ]}
    />
  );
}
