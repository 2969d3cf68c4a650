import { createResourceCache, createSessionStore, stubKbetClient } from '@kbet/sdk';
import { testUser } from '@kbet/testkit/user';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KbetProvider } from '../KbetProvider';
import { useDownlineMembers, useDownlineReport, useDownlineSettlements } from '../useDownline';
import { usePartnerMe } from '../usePartnerMe';

afterEach(cleanup);

const partnerUser = testUser({ id: 9, userId: 'partner01', nickname: '총판01', type: 1 });

const row = {
  key: 'total',
  turnover: 0,
  payouts: 0,
  ggr: 0,
  bonuses: 0,
  ngr: 0,
  deposits: 0,
  withdrawals: 0,
  members: 0,
};

const setup = async (login: boolean) => {
  const client = {
    auth: { login: vi.fn(async () => ({ user: partnerUser, token: 't' })), logout: vi.fn(async () => {}) },
    member: { get: vi.fn(async () => partnerUser) },
    board: { messages: { unreadCount: vi.fn(async () => 0) } },
    partner: {
      me: vi.fn(async () => ({
        memberId: 9,
        nickname: '총판01',
        tier: 1 as const,
        code: 'P01',
        upline: [],
        members: 0,
      })),
      members: vi.fn(async () => []),
      report: vi.fn(async () => ({ rows: [], total: row })),
      settlements: vi.fn(async () => []),
    },
    recommender: {
      members: vi.fn(async () => []),
      report: vi.fn(async () => ({ rows: [], total: row })),
      settlements: vi.fn(async () => []),
    },
  };
  const kbetClient = stubKbetClient(client);
  const session = createSessionStore(kbetClient, { pollMs: 0 });
  await session.restore();
  if (login) await session.login({ userId: 'partner01', password: 'kbet1234' });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <KbetProvider client={kbetClient} stores={{ session, cache: createResourceCache() }}>
      {children}
    </KbetProvider>
  );
  return { client, wrapper };
};

describe('partner and recommender hooks', () => {
  it("call their own area's API with the query, and nothing for a guest", async () => {
    const { client, wrapper } = await setup(true);
    const query = { from: '2026-03-01', to: '2026-03-07', by: 'vertical' } as const;
    const { result } = renderHook(
      () => ({
        me: usePartnerMe(),
        members: useDownlineMembers('recommender'),
        report: useDownlineReport('partner', query),
        lines: useDownlineSettlements('partner'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.me.data?.code).toBe('P01'));
    await waitFor(() => expect(result.current.report.data?.total).toEqual(row));
    expect(client.partner.report).toHaveBeenCalledWith(query, expect.anything());
    expect(client.recommender.members).toHaveBeenCalledTimes(1);
    expect(client.partner.members).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current.lines.data).toEqual([]));

    const guest = await setup(false);
    renderHook(() => useDownlineMembers('partner'), { wrapper: guest.wrapper });
    expect(guest.client.partner.members).not.toHaveBeenCalled();
  });
});
