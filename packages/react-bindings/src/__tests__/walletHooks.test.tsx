import {
  createKbetEvents,
  createResourceCache,
  createSessionStore,
  type RealityCheckStatus,
  stubKbetClient,
} from '@kbet/sdk';
import { testUser } from '@kbet/testkit/user';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  KbetProvider,
  useChargeLabels,
  useCodes,
  useCompLogs,
  usePointLogs,
  useRealityCheck,
  useResponsibleGambling,
  useTransactions,
} from '../index';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const member = testUser({
  nickname: '홍길동',
  role: 2,
  emoney: 150_000,
  point: 5_000,
  comp: 120,
  updatedAt: '2025-03-01T12:00:00.000Z',
  bankAccountNumber: '1234',
  accountHolder: '홍길동',
});

const start = Date.parse('2025-03-01T12:00:00Z');
const status: RealityCheckStatus = {
  intervalMinutes: 15,
  sessionStartedAt: new Date(start).toISOString(),
  netResult: -12_000,
};

const setup = async (login = true) => {
  const calls: string[] = [];
  const call =
    <T,>(name: string, answer: T) =>
    (...args: unknown[]) => {
      calls.push(
        `${name} ${JSON.stringify(args.filter((a) => !(a && typeof a === 'object' && 'signal' in a)))}`,
      );
      return Promise.resolve(answer);
    };
  const client = {
    auth: { login: vi.fn(async () => ({ user: member, token: 't' })), logout: vi.fn(async () => {}) },
    member: { get: vi.fn(async () => member) },
    board: { messages: { unreadCount: vi.fn(async () => 0) } },
    money: {
      pointLogs: call('pointLogs', [{ point: 100 }]),
      compLogs: call('compLogs', [{ comp: 5 }]),
      transactions: call('transactions', { items: [], total: 0 }),
      labels: call('labels', [{ kbn: 'charge', label: '입금자명은 회원명과 같아야 합니다.' }]),
    },
    codes: call('codes', [{ codeId: '1', codeName: 'KB국민은행' }]),
    rg: { limits: call('limits', {}), realityCheck: vi.fn(async () => status) },
  };
  const kbetClient = stubKbetClient(client);
  const events = createKbetEvents();
  const session = createSessionStore(kbetClient, { events, pollMs: 0 });
  await session.restore();
  if (login) await session.login({ userId: 'member01', password: 'kbet1234' });
  const stores = { session, events, cache: createResourceCache() };
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <KbetProvider client={kbetClient} stores={stores}>
      {children}
    </KbetProvider>
  );
  return { client, calls, wrapper, session };
};

describe('wallet hooks', () => {
  it('read the point and comp logs of the logged-in member', async () => {
    const { wrapper, calls } = await setup();
    const points = renderHook(() => usePointLogs(), { wrapper });
    const comps = renderHook(() => useCompLogs(), { wrapper });
    await waitFor(() => expect(points.result.current.data).toEqual([{ point: 100 }]));
    await waitFor(() => expect(comps.result.current.data).toEqual([{ comp: 5 }]));
    expect(calls).toEqual(['pointLogs [7]', 'compLogs [7]']);
  });

  it('load nothing for a guest', async () => {
    const { wrapper, calls } = await setup(false);
    const points = renderHook(() => usePointLogs(), { wrapper });
    const history = renderHook(() => useTransactions(), { wrapper });
    expect(points.result.current.status).toBe('idle');
    expect(history.result.current.status).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('read a transaction page per filter and page', async () => {
    const { wrapper, calls } = await setup();
    const { result, rerender } = renderHook((query) => useTransactions(query), {
      wrapper,
      initialProps: { from: '2025-01-01', to: '2025-03-31', page: 1 } as Parameters<
        typeof useTransactions
      >[0],
    });
    await waitFor(() => expect(result.current.data).toEqual({ items: [], total: 0 }));
    rerender({ from: '2025-01-01', to: '2025-03-31', page: 2 });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      'transactions [{"from":"2025-01-01","to":"2025-03-31","page":1}]',
      'transactions [{"from":"2025-01-01","to":"2025-03-31","page":2}]',
    ]);
  });

  it('read code lists and the deposit labels, for guests too', async () => {
    const { wrapper, calls } = await setup(false);
    const banks = renderHook(() => useCodes('BANK'), { wrapper });
    const labels = renderHook(() => useChargeLabels(), { wrapper });
    await waitFor(() => expect(banks.result.current.data).toEqual([{ codeId: '1', codeName: 'KB국민은행' }]));
    await waitFor(() => expect(labels.result.current.data).toHaveLength(1));
    expect(calls).toEqual(['codes ["BANK"]', 'labels []']);
  });
});

describe('useRealityCheck', () => {
  it('reminds at the interval and is re-timed by a saved setting', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(start + 5 * 60_000);
    const { wrapper, client } = await setup();
    const { result } = renderHook(() => ({ check: useRealityCheck(), rg: useResponsibleGambling() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.check.nextAt).toBe(start + 15 * 60_000));
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    await waitFor(() =>
      expect(result.current.check.reminder).toEqual({ elapsedMinutes: 15, netResult: -12_000 }),
    );
    act(() => result.current.check.dismiss());
    expect(result.current.check.reminder).toBeNull();

    act(() => result.current.rg.realityCheck.set({ ...status, intervalMinutes: 60 }));
    expect(result.current.check.nextAt).toBe(start + 60 * 60_000);
    expect(client.rg.realityCheck).toHaveBeenCalled();
  });

  it('is off for a guest', async () => {
    const { wrapper, client } = await setup(false);
    const { result } = renderHook(() => useRealityCheck(), { wrapper });
    expect(result.current).toMatchObject({ intervalMinutes: null, nextAt: null, reminder: null });
    expect(client.rg.realityCheck).not.toHaveBeenCalled();
  });
});
