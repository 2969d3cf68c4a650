export { addQuickAmount } from './addQuickAmount';
export type { HideableCharge } from './canHideCharge';
export { canHideCharge } from './canHideCharge';
export { formatSignedWon } from './formatSignedWon';
export { LEDGER_ACCOUNT_LABELS, LEDGER_KIND_LABELS, ledgerKindLabel } from './ledgerLabels';
export type { CoinDepositClient, CoinDepositParams } from './requestCoinDeposit';
export { requestCoinDeposit } from './requestCoinDeposit';
export type { DepositAccountClient, DepositAccountMember } from './revealDepositAccount';
export { revealDepositAccount } from './revealDepositAccount';
