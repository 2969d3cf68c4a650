import { createResourceCache, createSessionStore, type InquiryKind, stubKbetClient } from '@kbet/sdk';
import { testUser } from '@kbet/testkit/user';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPaged } from '../fetchPaged';
import { KbetProvider } from '../KbetProvider';
import { useBoardPage } from '../useBoardPage';
import { useCommunityNotice, useCommunityNotices } from '../useCommunityNotices';
import { useInquiryTemplate } from '../useInquiryTemplate';
import { useJackpot } from '../useJackpot';
import { useSitePopups } from '../useSitePopups';

afterEach(cleanup);

const member = testUser({ nickname: '홍길동' });

const notice = { id: 3, title: '공지', contents: '<p>내용</p>', createTimestamp: '2025-03-01T12:00:00.000Z' };

/** A paged call that reports `total` through onTotal, as the SDK client does with x-total-count. */
const paged = (total: number) =>
  vi.fn(async (_query: unknown, options?: { onTotal?: (n: number) => void }) => {
    options?.onTotal?.(total);
    return [notice];
  });

const setup = async (login: boolean) => {
  const client = {
    auth: { login: vi.fn(async () => ({ user: member, token: 't' })), logout: vi.fn(async () => {}) },
    member: { get: vi.fn(async () => member) },
    board: {
      messages: { unreadCount: vi.fn(async () => 0) },
      page: paged(23),
      community: { list: paged(11), detail: vi.fn(async (_id: number) => notice) },
      popups: vi.fn(async () => []),
      jackpot: vi.fn(async () => ({ amount: 12_345_000 })),
      inquiries: {
        template: vi.fn(async (kind: InquiryKind) => ({
          kind,
          title: '입금계좌 문의',
          questionContents: '안내',
        })),
      },
    },
  };
  const kbetClient = stubKbetClient(client);
  const session = createSessionStore(kbetClient, { pollMs: 0 });
  await session.restore();
  if (login) await session.login({ userId: 'member01', password: 'kbet1234' });
  const stores = { session, cache: createResourceCache() };
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <KbetProvider client={kbetClient} stores={stores}>
      {children}
    </KbetProvider>
  );
  return { client, wrapper, session };
};

describe('fetchPaged', () => {
  it("pairs a page with the server's total, or the page's length without one", async () => {
    expect(await fetchPaged((options) => paged(40)({}, options))).toEqual({ items: [notice], total: 40 });
    expect(await fetchPaged(async () => [1, 2])).toEqual({ items: [1, 2], total: 2 });
  });
});

describe('board hooks', () => {
  it('useBoardPage loads open boards for a guest and the notice board only for a member', async () => {
    const { client, wrapper, session } = await setup(false);
    const { result } = renderHook(
      () => ({
        rules: useBoardPage('betting_rule', { page: 2, perpage: 10 }),
        notices: useBoardPage('notice', { page: 1, perpage: 10 }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.rules.data).toEqual({ items: [notice], total: 23 }));
    expect(result.current.notices.status).toBe('idle');
    expect(client.board.page).toHaveBeenCalledTimes(1);
    expect(client.board.page.mock.calls[0]?.[0]).toEqual({ category: 'betting_rule', page: 2, perpage: 10 });
    await act(() => session.login({ userId: 'member01', password: 'kbet1234' }));
    await waitFor(() => expect(result.current.notices.data?.total).toBe(23));
    expect(client.board.page.mock.calls[1]?.[0]).toEqual({ category: 'notice', page: 1, perpage: 10 });
  });

  it('useCommunityNotices and useCommunityNotice load for a member', async () => {
    const { client, wrapper } = await setup(true);
    const { result } = renderHook(
      () => ({ list: useCommunityNotices({ page: 1, perpage: 10 }), one: useCommunityNotice(3) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toEqual({ items: [notice], total: 11 }));
    await waitFor(() => expect(result.current.one.data).toEqual(notice));
    expect(client.board.community.detail.mock.calls[0]?.[0]).toBe(3);
  });

  it('useSitePopups and useJackpot load for everyone', async () => {
    const { wrapper } = await setup(false);
    const { result } = renderHook(() => ({ popups: useSitePopups(), jackpot: useJackpot() }), { wrapper });
    await waitFor(() => expect(result.current.jackpot.data).toEqual({ amount: 12_345_000 }));
    expect(result.current.popups.data).toEqual([]);
  });
});

describe('useInquiryTemplate', () => {
  it('loads a kind for a member, and nothing for null', async () => {
    const { client, wrapper } = await setup(true);
    const { result } = renderHook(
      () => ({ deposit: useInquiryTemplate('depositAccount'), none: useInquiryTemplate(null) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.deposit.data?.title).toBe('입금계좌 문의'));
    expect(result.current.none.status).toBe('idle');
    expect(client.board.inquiries.template).toHaveBeenCalledTimes(1);
  });
});
