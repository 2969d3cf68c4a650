import { type BetHistoryGameType, GAME_TYPE } from '@kbet/sdk';
import { useState } from 'react';
import { Tabs, tabPanelProps } from '@/components/ui/Tabs';
import { BetHistoryList } from './BetHistoryList';

type Tab = 'sport' | 'live' | 'minigame' | 'bet365';

const TABS = [
  { key: 'sport', label: '스포츠' },
  { key: 'live', label: '라이브' },
  { key: 'minigame', label: '미니게임' },
  { key: 'bet365', label: '가상스포츠' },
] as const;

const TAB_GAME_TYPE: Readonly<Record<Tab, BetHistoryGameType>> = {
  sport: GAME_TYPE.SPORTS,
  live: GAME_TYPE.LIVE,
  minigame: GAME_TYPE.MINIGAME,
  bet365: GAME_TYPE.VIRTUAL,
};

export interface BetHistoryTabsProps {
  readonly popup?: boolean;
  readonly initial?: Tab;
}

/**
 * The bet history's tabs of the areas kbet has (spec §2: sport, live, minigame and bet365, the virtual sports), each with its list.
 * @example <BetHistoryTabs popup />
 */
export function BetHistoryTabs({ popup = false, initial = 'sport' }: BetHistoryTabsProps) {
  const [tab, setTab] = useState<Tab>(initial);
  const idPrefix = popup ? 'bet-history-popup' : 'bet-history';
  return (
    <>
      <Tabs label="베팅내역 종류" items={TABS} value={tab} onChange={setTab} idPrefix={idPrefix} />
      <div {...tabPanelProps(idPrefix, tab)}>
        <BetHistoryList key={tab} gameType={TAB_GAME_TYPE[tab]} popup={popup} />
      </div>
    </>
  );
}
