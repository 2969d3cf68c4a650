import type { DepositBonusOption, RollingConditions } from '../constants/depositBonus';
import { PRODUCT_LABEL } from '../constants/products';
import { formatWon } from '../validation/formatWon';

/**
 * The conditions of a rolling requirement in the member's words: products, folders and odds.
 * @example rollingConditionTerms({ products: ['sports'], minFolders: 3, minOdds: '1.3' }) // ['스포츠', '3폴더 이상', '폴더당 배당 1.3 이상']
 */
export function rollingConditionTerms(conditions: RollingConditions): string[] {
  const terms: string[] = [];
  if (conditions.products.length > 0) terms.push(conditions.products.map((p) => PRODUCT_LABEL[p]).join('·'));
  if (conditions.minFolders !== null) terms.push(`${conditions.minFolders}폴더 이상`);
  if (conditions.minOdds !== null) terms.push(`폴더당 배당 ${conditions.minOdds} 이상`);
  return terms;
}

/**
 * What a deposit bonus option gives and asks, as the deposit form shows it beside the choice: its percent, its
 * cap, its rolling requirement and what turnover counts; null for the options that pay nothing.
 * @example depositBonusTerms(depositBonusOption(1)!) // '입금액의 15% (최대 500,000원) · 롤링 100% (입금액+보너스) · 스포츠 · 3폴더 이상 · 폴더당 배당 1.3 이상'
 */
export function depositBonusTerms(option: DepositBonusOption): string | null {
  if (option.percent === 0) return null;
  const terms = [`입금액의 ${option.percent}% (최대 ${formatWon(option.cap)}원)`];
  if (option.rollingPercent !== null) terms.push(`롤링 ${option.rollingPercent}% (입금액+보너스)`);
  return [...terms, ...rollingConditionTerms(option)].join(' · ');
}
