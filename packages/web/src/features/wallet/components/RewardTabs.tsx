import { useState } from 'react';
import { Tabs, tabPanelProps } from '@/components/ui/Tabs';
import { type RewardKind, RewardPanel } from './RewardPanel';

const TABS = [
  { key: 'point', label: '포인트' },
  { key: 'comp', label: '콤프' },
] as const;

/**
 * Point and comp side by side as tabs: the body of the conversion dialog and of /mywallet's rewards section.
 * @example <RewardTabs idPrefix="wallet-rewards" />
 */
export function RewardTabs({
  idPrefix,
  initial = 'point',
}: {
  readonly idPrefix: string;
  readonly initial?: RewardKind;
}) {
  const [tab, setTab] = useState<RewardKind>(initial);
  return (
    <>
      <Tabs label="포인트 · 콤프" items={TABS} value={tab} onChange={setTab} idPrefix={idPrefix} />
      <div {...tabPanelProps(idPrefix, tab)}>
        <RewardPanel key={tab} kind={tab} />
      </div>
    </>
  );
}
