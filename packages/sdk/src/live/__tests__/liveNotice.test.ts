import { describe, expect, it } from 'vitest';
import { createKbetEvents } from '../../events';
import { createLiveNoticeStore } from '../createLiveNoticeStore';
import type { LiveEvent, LiveEventData } from '../liveEvent';
import { liveNotice } from '../liveNotice';

const bet = (data: Partial<LiveEventData['bet']>): LiveEvent => ({
  type: 'bet',
  seq: 2,
  prev: 1,
  data: {
    slipId: 41,
    kind: 'settled',
    status: 2,
    settlementFlag: 2,
    settlementVersion: 1,
    payout: 18_000,
    ...data,
  },
});
const answer = (unread: number): LiveEvent => ({
  type: 'inquiryAnswer',
  seq: 3,
  prev: 2,
  data: { inquiryId: 5, title: '충전 문의', unread },
});

describe('liveNotice: what a pushed event tells the member', () => {
  it('announces a won slip with its payout, settled or re-settled', () => {
    expect(liveNotice(bet({}))).toEqual({
      kind: 'betWon',
      message: '베팅 No.41 당첨! 당첨금 18,000원이 지급되었습니다.',
    });
    expect(liveNotice(bet({ kind: 'resettled' }))?.kind).toBe('betWon');
  });

  it('stays silent for lost, special-hit, cancelled or unsettled slips and unpaid wins', () => {
    expect(liveNotice(bet({ status: 1, payout: 0 }))).toBeNull();
    expect(liveNotice(bet({ status: 3, payout: 10_000 }))).toBeNull();
    expect(liveNotice(bet({ kind: 'cancelled', status: -1 }))).toBeNull();
    expect(liveNotice(bet({ kind: 'unsettled' }))).toBeNull();
    expect(liveNotice(bet({ payout: 0 }))).toBeNull();
    expect(
      liveNotice({ type: 'message', seq: 1, prev: 0, data: { id: 1, title: 't', unread: 1 } }),
    ).toBeNull();
  });

  it('announces an answered inquiry by its title', () => {
    expect(liveNotice(answer(1))).toEqual({
      kind: 'inquiryAnswered',
      message: '1:1 문의 "충전 문의"에 답변이 등록되었습니다.',
    });
  });
});

describe('createLiveNoticeStore: the unread answer count, from the stream only', () => {
  it('follows each answer event, clears when seen or when the session ends', () => {
    const events = createKbetEvents();
    const store = createLiveNoticeStore({ events });
    const seen: number[] = [];
    const off = store.subscribe(() => seen.push(store.get().unreadAnswers));
    expect(store.get().unreadAnswers).toBe(0);
    events.emit('live:event', answer(1));
    events.emit('live:event', bet({}));
    events.emit('live:event', answer(2));
    expect(store.get().unreadAnswers).toBe(2);
    store.markAnswersSeen();
    expect(store.get().unreadAnswers).toBe(0);
    events.emit('live:event', answer(3));
    events.emit('session:ended', { reason: 'logout' });
    expect(seen).toEqual([1, 2, 0, 3, 0]);
    off();
    store.dispose();
    events.emit('live:event', answer(4));
    expect(store.get().unreadAnswers).toBe(0);
  });
});
