// @kbet/sdk/sports: the sports bet slip: pure slip functions (add, replace, suspend, limits, the bet request) behind
// the slip store, and the bonus folder and rolling rules.
// Also re-exported by the root entry, `@kbet/sdk`.

export type { AddSelectionOptions } from '../betslip/addSelection';
export { addSelection } from '../betslip/addSelection';
export type { BetConfirmationLine, BetConfirmationParams } from '../betslip/betConfirmationLines';
export { betConfirmationLines } from '../betslip/betConfirmationLines';
export type { BetSlip, SlipMode, SlipSelection } from '../betslip/betSlip';
export { createBetSlip, sameId, slipLegs } from '../betslip/betSlip';
export type { BettingLimits } from '../betslip/bettingLimits';
export { bettingLimits } from '../betslip/bettingLimits';
export { BONUS_FIXTURE_ID, DEFAULT_BONUS_RULE, isBonusSelection } from '../betslip/bonusRule';
export { bonusSelection } from '../betslip/bonusSelection';
export { checkSelection } from '../betslip/checkSelection';
export { canCombine, DEFAULT_COMBINATION_MATRIX, validateCombination } from '../betslip/combinationMatrix';
export { EVENT_MARKET_IDS, isEventSelection, validateEventFolder } from '../betslip/eventFolder';
export type { HistoryLegFlagInput } from '../betslip/historyLegFlag';
export { historyLegFlag } from '../betslip/historyLegFlag';
export type { HistorySlipLeg, HistorySlipSummary } from '../betslip/historySlipSummary';
export { historySlipSummary } from '../betslip/historySlipSummary';
export type { MarketFamily } from '../betslip/marketFamily';
export { MARKET_FAMILIES, marketFamily } from '../betslip/marketFamily';
export type { PickLike } from '../betslip/pickLabel';
export { pickLabel } from '../betslip/pickLabel';
export type { QuickAddButton } from '../betslip/quickAdd';
export { quickAdd } from '../betslip/quickAdd';
export { slipGameDetailType } from '../betslip/slipGameDetailType';
export type { BetRequestParams } from '../betslip/toBetRequest';
export { toBetRequest } from '../betslip/toBetRequest';
export { teamName, toSelection } from '../betslip/toSelection';
export type { Turnover } from '../bonus/countsTowardRolling';
export { countsTowardRolling } from '../bonus/countsTowardRolling';
export { offeredBonusOptions } from '../bonus/offeredBonusOptions';
export { depositBonusTerms, rollingConditionTerms } from '../bonus/rollingTerms';
export { BONUS_FIXTURE_WIRE_ID } from '../constants/bonusFixture';
