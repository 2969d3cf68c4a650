import { testUser } from '@kbet/testkit/user';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAlerts } from '@/test/notices';
import { createKbetHarness } from '@/test/renderWithKbet';
import type { StaffApi } from '../api/staffApi';
import { StaffHome } from '../components/StaffHome';

afterEach(() => {
  cleanup();
  dismissAlerts();
});

const staff = testUser({ id: 1, userId: 'admin01', nickname: '관리자', type: 1, role: 10 });
const at = '2026-03-01T03:00:00.000Z';

const pendingMember = {
  id: 31,
  userId: 'newbie01',
  nickname: '신규',
  status: 'pending' as const,
  role: 1,
  type: 0,
  banType: 0,
  withdrawalType: 0,
  createdAt: at,
  emoney: 0,
};

const stubApi = () => {
  const decision = {
    id: 31,
    userId: 'newbie01',
    status: 'active' as const,
    previousStatus: 'pending' as const,
  };
  return {
    members: {
      list: vi.fn(async () => ({ items: [pendingMember], total: 1 })),
      get: vi.fn(),
      approve: vi.fn(async () => decision),
      reject: vi.fn(async () => decision),
      ban: vi.fn(async () => decision),
      transactions: vi.fn(),
      bets: vi.fn(),
    },
    charges: {
      list: vi.fn(async () => ({ items: [], total: 0 })),
      approve: vi.fn(),
      reject: vi.fn(),
    },
    inquiries: {
      list: vi.fn(async () => ({
        items: [
          {
            id: 5,
            userId: 'member01',
            nickname: '회원01',
            kind: 'general' as const,
            title: '입금 문의',
            questionContents: '입금이 안 됐어요',
            customerAnswer: [],
            confirmStatus: 0 as const,
            deletedFlg: 0 as const,
            createdAt: at,
          },
        ],
      })),
      nonMember: vi.fn(),
      get: vi.fn(),
      answer: vi.fn(),
    },
    audit: vi.fn(async () => ({
      items: [
        {
          id: 9,
          createdAt: at,
          actorId: 1,
          actorUserId: 'admin01',
          action: 'charge.approve',
          targetType: 'charge',
          targetId: '77',
          old: null,
          new: null,
          reason: '확인 완료',
        },
      ],
      total: 1,
    })),
  };
};

describe('StaffHome (/admin)', () => {
  it('approves a waiting sign-up with the reason typed, then reloads the queues', async () => {
    const api = stubApi();
    const kbet = await createKbetHarness({ user: staff });
    await kbet.renderRoutes([{ path: '*', element: <StaffHome api={api as StaffApi} /> }], '/admin');
    const signups = await screen.findByRole('table', { name: '가입 승인 대기' });
    const rows = within(signups).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('newbie01');
    const approve = within(rows[1] as HTMLElement).getByRole('button', { name: '승인' });
    expect(approve).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('처리 사유'), { target: { value: '본인 확인' } });
    fireEvent.click(approve);
    await waitFor(() =>
      expect(api.members.approve).toHaveBeenCalledWith('newbie01', { reason: '본인 확인' }),
    );
    await waitFor(() => expect(api.members.list).toHaveBeenCalledTimes(2));
    expect(screen.getByText('답변 대기 문의')).toBeTruthy();
    expect(screen.getByText(/회원01 \(member01\) · 입금 문의/)).toBeTruthy();
    expect(screen.getByText('charge.approve')).toBeTruthy();
    expect(screen.getByRole('link', { name: '로그아웃' }).getAttribute('href')).toBe('/logout');
  });
});
