import { useBetSlip, useBettingRules } from '@kbet/react';
import {
  type BetSlipStore,
  bonusSelection,
  formatOdds,
  isBonusSelection,
  type SlipStyle,
  sameId,
  validateBonusCombination,
} from '@kbet/sdk';
import { alert } from '@/lib/notify';
import { useOperatorCombinations } from '../hooks/useOperatorCombinations';
import styles from './BonusFolders.module.css';

export interface BonusFoldersProps {
  readonly store: BetSlipStore;
  readonly style: SlipStyle;
}

/**
 * The bonus folders the operator offers (spec §3 fixtureId 'bonus', §5 the 1.3 rule): one toggle per item with
 * its price and rule, pressable once enough picks of the slip are priced at its minimum. Event slips take none.
 * Also applies the operator's same-fixture matrix to the slips.
 * @example <BonusFolders store={store} style="EU" />
 */
export function BonusFolders({ store, style }: BonusFoldersProps) {
  const { data: rules } = useBettingRules();
  useOperatorCombinations(rules?.combinations);
  const { slip } = useBetSlip(store);
  const items = rules?.bonusItems ?? [];
  if (style === 'EV' || items.length === 0) return null;
  const picks = slip.selections.filter((s) => !isBonusSelection(s));
  return (
    <section className={styles.bonus} aria-label="보너스 폴더">
      <h3 className={styles.title}>보너스 폴더</h3>
      <ul className={styles.items}>
        {items.map((item) => {
          const chosen = slip.selections.some((s) => sameId(s.id, item.id));
          const selection = bonusSelection(item);
          const ready = validateBonusCombination([...picks, selection], item).ok;
          return (
            <li key={item.id}>
              <button
                type="button"
                className={styles.item}
                aria-pressed={chosen}
                disabled={!chosen && !ready}
                onClick={() => {
                  const result = store.add(selection);
                  if (!result.ok) void alert(result.message);
                }}
              >
                <span className={styles.name}>{item.nameKorean}</span>
                <span className={styles.price}>×{formatOdds(item.price, 2)}</span>
                <span className={styles.rule}>
                  배당 {item.minOdds} 이상 {item.minCount}폴더
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
