import type { LedgerEntry } from '../schemas/money';

/** The Korean names of the member's ledger accounts (GET /wallet/transactions `account`). */
export const LEDGER_ACCOUNT_LABELS: Readonly<Record<LedgerEntry['account'], string>> = {
  emoney: '보유머니',
  casino: '카지노머니',
  point: '포인트',
  comp: '콤프',
};

/** The unit an account's amounts are shown in: won for the moneys, P for points, C for comp (as the wallets show them). */
export const LEDGER_ACCOUNT_UNITS: Readonly<Record<LedgerEntry['account'], '원' | 'P' | 'C'>> = {
  emoney: '원',
  casino: '원',
  point: 'P',
  comp: 'C',
};

/** The Korean names of what moved the money (ledger `kind`), for the 3-month history (compliance §4). */
export const LEDGER_KIND_LABELS: Readonly<Record<string, string>> = {
  deposit: '입금',
  deposit_bonus: '입금 보너스',
  withdrawal: '출금',
  withdrawal_hold: '출금 신청',
  withdrawal_release: '출금 취소',
  point_to_emoney: '포인트 전환',
  comp_to_emoney: '콤프 전환',
  bet_stake: '베팅',
  bet_cancel: '베팅 취소',
  bet_payout: '당첨금',
  bet_payout_reversal: '당첨금 정정',
  attendance_reward: '출석 보상',
  roulette_prize: '룰렛 당첨',
  staff_adjustment: '관리자 조정',
};

/**
 * The Korean name of a ledger line's kind; a kind without one reads as its memo, else as the kind itself.
 * @example ledgerKindLabel({ kind: 'bet_payout', memo: null }) // '당첨금'
 */
export const ledgerKindLabel = (entry: Pick<LedgerEntry, 'kind' | 'memo'>): string =>
  LEDGER_KIND_LABELS[entry.kind] ?? entry.memo ?? entry.kind;
