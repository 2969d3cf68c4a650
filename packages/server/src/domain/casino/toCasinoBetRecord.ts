import { CASINO_GAME_TYPE, CASINO_TRANS_TYPE, type CasinoBetRecord } from '@kbet/sdk';
import type { CasinoBetHistoryRow } from '../../repositories/casinoRepository';

const TRANS_TYPE = {
  debit: CASINO_TRANS_TYPE.BET,
  credit: CASINO_TRANS_TYPE.WIN,
  rollback: CASINO_TRANS_TYPE.CANCEL,
};

/**
 * A wallet transaction as the spec's casino bet record (§3): a bet carries cancelAt/cancelAmount once refunded
 * and processedAt once won or refunded; a win or refund is processed when it is written.
 * @example toCasinoBetRecord(row).transType // 'BET'
 */
export const toCasinoBetRecord = (row: CasinoBetHistoryRow): CasinoBetRecord => ({
  id: row.id,
  gameType: row.vertical === 'slot' ? CASINO_GAME_TYPE.SLOT : CASINO_GAME_TYPE.CASINO,
  thirdPartyName: row.thirdPartyName,
  gameCode: row.gameCode,
  date: row.createdAt.toISOString(),
  transType: TRANS_TYPE[row.action],
  amount: row.amount,
  cancelAt: row.cancelAt?.toISOString() ?? null,
  cancelAmount: row.cancelAmount,
  processedAt: row.processedAt?.toISOString() ?? null,
});
