import { type BetHistoryGameType, GAME_TYPE } from '@kbet/sdk';
import { useState } from 'react';
import { Tabs, tabPanelProps } from '@/components/ui/Tabs';
import { BetHistoryList } from './BetHistoryList';
import { CasinoBetHistoryList } from './CasinoBetHistoryList';

type Tab = 'sport' | 'live' | 'minigame' | 'bet365' | 'casino';

const TABS = [
  { key: 'sport', label: '스포츠' },
  { key: 'live', label: '라이브' },
  { key: 'minigame', label: '미니게임' },
  { key: 'bet365', label: '가상스포츠' },
  { key: 'casino', label: '카지노' },
] as const;

const TAB_GAME_TYPE: Readonly<Record<Exclude<Tab, 'casino'>, BetHistoryGameType>> = {
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
 * The bet history's tabs (spec §2: sport, live, minigame, bet365 — the virtual sports — and casino), each with its list.
 * @example <BetHistoryTabs popup />
 */
export function BetHistoryTabs({ popup = false, initial = 'sport' }: BetHistoryTabsProps) {
  const [tab, setTab] = useState<Tab>(initial);
  const idPrefix = popup ? 'bet-history-popup' : 'bet-history';
  return (
    <>
      <Tabs label="베팅내역 종류" items={TABS} value={tab} onChange={setTab} idPrefix={idPrefix} />
      <div {...tabPanelProps(idPrefix, tab)}>
        {tab === 'casino' ? (
          <CasinoBetHistoryList popup={popup} />
        ) : (
          <BetHistoryList key={tab} gameType={TAB_GAME_TYPE[tab]} popup={popup} />
        )}
      </div>
    </>
  );
}
