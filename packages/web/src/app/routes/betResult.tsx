import { Panel } from '@/components/ui/Panel';
import { BetHistoryTabs } from '@/features/bet-history/components/BetHistoryTabs';

/** /bet_result (spec §2): the member's bet history, one tab per betting area kbet has. */
export function Component() {
  return (
    <Panel title="베팅내역" icon="receipt" level={1}>
      <BetHistoryTabs />
    </Panel>
  );
}
