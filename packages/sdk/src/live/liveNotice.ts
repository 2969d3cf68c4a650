import { WIN_FLAG } from '../constants/winFlag';
import { BET_WON_NOTICE, INQUIRY_ANSWERED_NOTICE } from '../i18n/ko';
import { formatWon } from '../validation/formatWon';
import type { LiveEvent } from './liveEvent';

/** What a pushed event tells the member at once: a slip won, or an inquiry was answered. */
export interface LiveNotice {
  readonly kind: 'betWon' | 'inquiryAnswered';
  readonly message: string;
}

/**
 * The notice a live event calls for, or null: a slip settled (or re-settled) as won with a payout, or staff's
 * answer to a 1:1 inquiry. Other events (odds, balances, lost or cancelled slips) pass silently.
 * @example liveNotice({ type: 'bet', seq: 9, prev: 8, data: { slipId: 41, kind: 'settled', status: 2, settlementFlag: 2, settlementVersion: 1, payout: 18_000 } })?.message // '베팅 No.41 당첨! 당첨금 18,000원이 지급되었습니다.'
 */
export function liveNotice(event: LiveEvent): LiveNotice | null {
  if (event.type === 'inquiryAnswer') {
    return { kind: 'inquiryAnswered', message: INQUIRY_ANSWERED_NOTICE(event.data.title) };
  }
  if (event.type !== 'bet') return null;
  const { kind, status, payout, slipId } = event.data;
  const settled = kind === 'settled' || kind === 'resettled';
  if (!settled || status !== WIN_FLAG.WON || payout <= 0) return null;
  return { kind: 'betWon', message: BET_WON_NOTICE(slipId, formatWon(payout)) };
}
