import { siteNoticesRead, useRead } from '@kbet/react';
import type { Notice } from '@kbet/sdk/schemas';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKbetHarness } from '@/test/renderWithKbet';
import { BoardTeaser } from '../components/BoardTeaser';
import { noticeTeasersRead } from '../postTeaserReads';

afterEach(cleanup);

const notices: Notice[] = [
  {
    id: 2,
    title: '출금 신청 안내',
    contents: '<p>출금은 10,000원부터</p>',
    createTimestamp: '2026-03-09T03:00:00.000Z',
  },
  {
    id: 1,
    title: '베팅 규정 변경 안내',
    contents: '<p>최소 베팅 금액</p>',
    createTimestamp: '2026-03-08T03:00:00.000Z',
  },
];

function Notices() {
  return (
    <BoardTeaser
      title="공지사항"
      icon="megaphone"
      posts={useRead(noticeTeasersRead)}
      board={siteNoticesRead}
      empty="등록된 공지사항이 없습니다."
    />
  );
}

describe('BoardTeaser', () => {
  it("lists the titles from the teasers' read, whose data has no contents, and reads the bodies at the first expand", async () => {
    const popupNotices = vi.fn(async () => notices);
    const { render, cache } = await createKbetHarness({ client: { board: { popupNotices } } });
    await render(<Notices />);
    expect(await screen.findByRole('button', { name: /출금 신청 안내/ })).toBeTruthy();
    // What a server-rendered home embeds for this part: titles and dates only.
    expect(cache.dehydrate()[noticeTeasersRead.key]).toEqual(
      notices.map(({ id, title, createTimestamp }) => ({ id, title, createTimestamp })),
    );
    expect(cache.dehydrate()[siteNoticesRead.key]).toBeUndefined();
    expect(popupNotices).toHaveBeenCalledOnce();

    fireEvent.click(screen.getByRole('button', { name: /베팅 규정 변경 안내/ }));
    expect(await screen.findByText('최소 베팅 금액')).toBeTruthy();
    expect(popupNotices).toHaveBeenCalledTimes(2);
    // The board's list is in the cache now: another post's body shows at once, without waiting for a read.
    fireEvent.click(screen.getByRole('button', { name: /출금 신청 안내/ }));
    expect(screen.getByText('출금은 10,000원부터')).toBeTruthy();
  });
});
