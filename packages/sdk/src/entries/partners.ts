// @kbet/sdk/partners: commission rules, settlement periods and reports.
// Also re-exported by the root entry, `@kbet/sdk`.

export { adjustmentLines } from '../partners/adjustmentLines';
export type {
  AggregateFactsParams,
  AggregateFactsResult,
  ReportBy,
  ReportRow,
} from '../partners/aggregateFacts';
export { aggregateFacts, REPORT_GROUPINGS } from '../partners/aggregateFacts';
export type { ApplyCarryoverParams, ApplyCarryoverResult } from '../partners/applyCarryover';
export { applyCarryover } from '../partners/applyCarryover';
export type { UplineIssue } from '../partners/checkUpline';
export { checkUpline } from '../partners/checkUpline';
export type { CommissionKind, CommissionLine } from '../partners/commissionLine';
export { applyRate, BASIS_POINTS, describeRate, formatRate, MAX_RATE_BP } from '../partners/commissionRate';
export type { LedgerFact } from '../partners/ledgerFact';
export type { LosingCommissionParams, LosingCommissionResult } from '../partners/losingCommissionLines';
export { losingCommissionLines } from '../partners/losingCommissionLines';
export { maskName, maskNumber } from '../partners/maskPersonal';
export type { MemberPeriodFacts, VerticalFacts } from '../partners/memberFacts';
export { memberGgr, memberNgr } from '../partners/memberFacts';
export type {
  CarryoverMode,
  CarryoverRule,
  PartnerContract,
  PartnerTier,
  Upline,
} from '../partners/partnerContract';
export { CARRYOVER_MODES, PARTNER_TIERS } from '../partners/partnerContract';
export type {
  RecommenderCommissionParams,
  RecommenderCommissionResult,
} from '../partners/recommenderCommission';
export { recommenderCommission } from '../partners/recommenderCommission';
export type { ReportFromTotalsParams, ReportTotals } from '../partners/reportFromTotals';
export { reportFromTotals } from '../partners/reportFromTotals';
export type { RollingCommissionParams } from '../partners/rollingCommissionLines';
export { rollingCommissionLines } from '../partners/rollingCommissionLines';
export type { SettleMemberParams, SettleMemberResult } from '../partners/settleMember';
export { settleMember } from '../partners/settleMember';
export type { SettlementPeriod } from '../partners/settlementPeriod';
export {
  addDays,
  DEFAULT_PERIOD_DAYS,
  isDay,
  periodOf,
  periodsOverlap,
  weekStartOf,
} from '../partners/settlementPeriod';
export type { PartnerTotal, SettlePeriodParams, SettlePeriodResult } from '../partners/settlePeriod';
export { carryKey, settlePeriod, totalByPartner } from '../partners/settlePeriod';
export {
  DownlineBet,
  DownlineBetPage,
  DownlineBetQuery,
  DownlineCasinoBet,
  DownlineCasinoBetPage,
  DownlineMember,
  DownlineQuery,
  OwnSettlementLine,
  PartnerInquiry,
  PartnerInquiryCreate,
  PartnerMe,
  PartnerTierView,
} from '../schemas/partnerArea';
export type { TotpAlgorithm, TotpParams } from '../session/totp';
export {
  base32Decode,
  base32Encode,
  hotp,
  TOTP_DIGITS,
  TOTP_STEP_SECONDS,
  totp,
  totpStep,
} from '../session/totp';
