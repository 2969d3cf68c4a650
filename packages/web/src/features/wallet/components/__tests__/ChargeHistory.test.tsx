import type { Charge } from '@kbet/sdk';
import { testUser } from '@kbet/testkit/user';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerNotice } from '@/test/notices';
import { renderWithKbet } from '@/test/renderWithKbet';
import { ChargeHistory } from '../ChargeHistory';

afterEach(cleanup);

const charge = (id: number, status: number, processDate: string | null): Charge => ({
  id,
  memberId: 7,
  depositMode: 1,
  depositAmount: 50_000,
  depositName: '회원',
  duplicate: 0,
  userDisplayFlag: 1,
  type: 0,
  pointType: 0,
  pointFlag: 0,
  confirmFlag: 0,
  depositDate: null,
  processDate,
  status,
  createdAt: '2026-01-01T03:00:00.000Z',
  updatedAt: '2026-01-01T03:00:00.000Z',
});

const setup = async (rows: Charge[]) => {
  const money = { charges: vi.fn(async () => rows), hideCharge: vi.fn(async () => '삭제되었습니다.') };
  await renderWithKbet(<ChargeHistory mode={1} />, {
    user: testUser({ emoney: 100_000 }),
    client: { money },
  });
  return money;
};

describe('ChargeHistory', () => {
  it('shows 대기중 while unprocessed, the status labels, and delete only for finished withdrawals', async () => {
    const money = await setup([charge(1, 0, null), charge(2, 1, '2026-01-01T04:00:00.000Z')]);
    const table = await screen.findByRole('table', { name: '출금내역' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('대기중')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('처리중')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('완료')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('2026-01-01 13:00')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: '출금내역 삭제' })).toHaveLength(1);
    // The narrow-screen cards carry the same, one card per request.
    expect(within(screen.getByRole('list', { name: '출금내역' })).getAllByRole('listitem')).toHaveLength(2);
    expect(money.charges).toHaveBeenCalledWith(
      { memberId: 7, depositMode: 1, page: undefined, perpage: undefined },
      expect.anything(),
    );
  });

  it('hides a record after its confirm, and nothing when declined', async () => {
    const money = await setup([charge(1, 0, null), charge(2, 2, '2026-01-01T04:00:00.000Z')]);
    const table = await screen.findByRole('table', { name: '출금내역' });
    fireEvent.click(within(table).getByRole('button', { name: '출금내역 삭제' }));
    expect(answerNotice(false)).toBe('출금이력을 정말로 삭제하시겠습니까?');
    await waitFor(() => expect(money.hideCharge).not.toHaveBeenCalled());
    fireEvent.click(within(table).getByRole('button', { name: '출금내역 삭제' }));
    expect(answerNotice(true)).toBe('출금이력을 정말로 삭제하시겠습니까?');
    await waitFor(() => expect(money.hideCharge).toHaveBeenCalledWith(2));
  });

  it('deletes every finished withdrawal at once', async () => {
    const money = await setup([
      charge(1, 0, null),
      charge(2, 1, '2026-01-01T04:00:00.000Z'),
      charge(3, 2, '2026-01-01T05:00:00.000Z'),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: '내역삭제' }));
    expect(answerNotice(true)).toBe('처리완료된 모든 환전이력을 삭제하시겠습니까?');
    await waitFor(() => expect(money.hideCharge.mock.calls).toEqual([[2], [3]]));
  });
});
