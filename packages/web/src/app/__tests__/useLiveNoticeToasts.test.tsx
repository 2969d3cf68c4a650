import type { LiveEvent } from '@kbet/sdk';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { kbet } from '@/lib/kbet';
import { liveNotices, useUnreadAnswers } from '@/lib/liveNotices';
import { notifications } from '@/lib/notify';
import { createKbetHarness } from '@/test/renderWithKbet';
import { useLiveNoticeToasts } from '../useLiveNoticeToasts';

afterEach(cleanup);

const won: LiveEvent = {
  type: 'bet',
  seq: 5,
  prev: 4,
  data: { slipId: 41, kind: 'settled', status: 2, settlementFlag: 2, settlementVersion: 1, payout: 18_000 },
};
const answered: LiveEvent = {
  type: 'inquiryAnswer',
  seq: 6,
  prev: 5,
  data: { inquiryId: 3, title: '출금 문의', unread: 2 },
};
const toasts = () => notifications.get().flatMap((n) => (n.kind === 'toast' ? [n.message] : []));

describe('live notices', () => {
  it('toasts a won slip and an answered inquiry as they are pushed, and nothing else', async () => {
    const harness = await createKbetHarness({});
    renderHook(() => useLiveNoticeToasts(), { wrapper: harness.wrapper });
    const before = toasts().length;
    act(() => {
      harness.events.emit('live:event', won);
      harness.events.emit('live:event', { ...won, data: { ...won.data, status: 1, payout: 0 } });
      harness.events.emit('live:event', answered);
    });
    expect(toasts().slice(before)).toEqual([
      '베팅 No.41 당첨! 당첨금 18,000원이 지급되었습니다.',
      '1:1 문의 "출금 문의"에 답변이 등록되었습니다.',
    ]);
  });

  it('keeps the unread answer count the stream reports for the header badge', () => {
    const { result } = renderHook(() => useUnreadAnswers());
    expect(result.current).toBe(0);
    act(() => kbet.stores.events.emit('live:event', answered));
    expect(result.current).toBe(2);
    act(() => liveNotices.markAnswersSeen());
    expect(result.current).toBe(0);
  });
});
