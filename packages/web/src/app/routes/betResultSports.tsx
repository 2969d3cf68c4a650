import { GAME_TYPE } from '@kbet/sdk';
import { Panel } from '@/components/ui/Panel';
import { BetHistoryList } from '@/features/bet-history/components/BetHistoryList';

/** /bet_result/sports (spec §2): the pre-match sports bet history, 10 slips a page, at most 3 pages. */
export function Component() {
  return (
    <Panel title="스포츠 베팅내역" icon="receipt" level={1}>
      <BetHistoryList gameType={GAME_TYPE.SPORTS} />
    </Panel>
  );
}
