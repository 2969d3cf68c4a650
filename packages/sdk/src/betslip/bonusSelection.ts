import type { BonusItem } from '../schemas/bettingRules';
import type { SlipSelection } from './betSlip';
import { BONUS_FIXTURE_ID } from './bonusRule';

/**
 * The slip item of an operator's bonus folder (spec §3: fixtureId 'bonus' on the wire, BONUS_FIXTURE_ID here), carrying its own rule.
 * @example store.add(bonusSelection(rules.bonusItems[0]))
 */
export const bonusSelection = (item: BonusItem): SlipSelection => ({
  id: item.id,
  fixtureId: BONUS_FIXTURE_ID,
  sportId: 0,
  marketId: 0,
  betPrice: item.price,
  version: item.version,
  betName: item.nameKorean,
  marketName: item.name,
  marketNameKorean: item.nameKorean,
  bonusRule: { minOdds: item.minOdds, minCount: item.minCount },
});
