import { testUser } from '@kbet/testkit/user';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createKbetHarness } from '@/test/renderWithKbet';
import { AccountArea } from '../AccountArea';

afterEach(cleanup);

async function setup(user = testUser({ emoney: 1_250_000, point: 3_000, comp: 700 })) {
  const harness = await createKbetHarness({ user });
  await harness.renderRoutes([{ path: '/', element: <AccountArea /> }], '/');
  await screen.findByLabelText('보유 금액');
}

describe('AccountArea', () => {
  it('shows a member their cash and points, their level and nickname, and 로그아웃', async () => {
    await setup();
    const balances = screen.getByLabelText('보유 금액');
    expect(
      Array.from(balances.querySelectorAll('dt, dd')).map((cell) => `${cell.tagName} ${cell.textContent}`),
    ).toEqual(['DT 보유머니', 'DD 1,250,000원', 'DT 포인트', 'DD 3,000P']);
    expect(screen.getByRole('button', { name: '회원01 회원정보' }).textContent).toBe('Lv.1회원01');
    expect(screen.getByRole('link', { name: '로그아웃' }).getAttribute('href')).toBe('/logout');
  });

  it('offers the staff account no logout (spec §2)', async () => {
    await setup(testUser({ type: 1, role: 10 }));
    expect(screen.getByLabelText('보유 금액').textContent).toBe('보유머니0원포인트0P');
    expect(screen.queryByRole('link', { name: '로그아웃' })).toBeNull();
  });

  it('offers a guest 로그인 instead of balances', async () => {
    const harness = await createKbetHarness();
    await harness.renderRoutes([{ path: '/', element: <AccountArea /> }], '/');
    expect(await screen.findByRole('button', { name: '로그인' })).toBeTruthy();
    expect(screen.queryByLabelText('보유 금액')).toBeNull();
    expect(screen.queryByRole('link', { name: '로그아웃' })).toBeNull();
  });

  it("sends a guest to the operator's chat-channel support when one is set, in a new window (spec §1)", async () => {
    const harness = await createKbetHarness({
      settings: { supportChannelUrl: 'https://t.me/kbet_demo_support' },
    });
    await harness.renderRoutes([{ path: '/', element: <AccountArea /> }], '/');
    const chat = await screen.findByRole('link', { name: '채팅 상담' });
    expect(chat.getAttribute('href')).toBe('https://t.me/kbet_demo_support');
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(chat.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows no chat link when the operator has none', async () => {
    const harness = await createKbetHarness({ settings: { supportChannelUrl: null } });
    await harness.renderRoutes([{ path: '/', element: <AccountArea /> }], '/');
    expect(await screen.findByRole('button', { name: '로그인' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '채팅 상담' })).toBeNull();
  });
});
