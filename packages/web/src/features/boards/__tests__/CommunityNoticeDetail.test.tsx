import type { Notice } from '@kbet/sdk';
import { testUser } from '@kbet/testkit/user';
import { act, cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKbet } from '@/test/renderWithKbet';
import { CommunityNoticeDetail } from '../components/CommunityNoticeDetail';

afterEach(cleanup);

const notice: Notice = {
  id: 12,
  title: '서버 점검 안내',
  contents: '<p>새벽 4시부터 점검합니다.</p>',
  createTimestamp: '2026-01-01T00:00:00.000Z',
};

const render = (detail: (id: number) => Promise<Notice>) =>
  renderWithKbet(
    <MemoryRouter>
      <CommunityNoticeDetail id={12} />
    </MemoryRouter>,
    { user: testUser(), client: { board: { community: { detail: vi.fn(detail) } } } },
  );

describe('CommunityNoticeDetail', () => {
  it('has its h1 while the notice loads, then titles the page with the notice', async () => {
    let answer!: (value: Notice) => void;
    const { client } = await render(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      '공지를 불러오는 중…',
    ]);
    await act(async () => answer(notice));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      '서버 점검 안내',
    ]);
    expect(await screen.findByText('새벽 4시부터 점검합니다.')).toBeTruthy();
    expect(client.board.community.detail).toHaveBeenCalledWith(12, expect.anything());
  });

  it('keeps one h1 when the notice cannot be found', async () => {
    await render(() => Promise.reject(new Error('없음')));
    expect(await screen.findByText('공지를 찾을 수 없습니다.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['커뮤니티 공지']);
  });
});
