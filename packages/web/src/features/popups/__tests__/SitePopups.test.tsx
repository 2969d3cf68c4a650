import { type Popup, popupHideKey } from '@kbet/sdk';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/components/ui/Dialog';
import { closeDialog, openDialog } from '@/lib/dialogs';
import { renderWithKbet } from '@/test/renderWithKbet';
import { SitePopups } from '../components/SitePopups';

// DOMPurify needs a browser DOM (it is tested in lib/__tests__); here the text is what matters.
vi.mock('@/lib/createHtmlSanitizer', () => ({ createHtmlSanitizer: () => (html: string) => html }));

afterEach(cleanup);
beforeEach(() => localStorage.clear());

const popup = (id: number, popupFlg: 0 | 1 = 0): Popup => ({
  id,
  popupStatus: 0,
  contents: `<p>팝업 ${id}</p>`,
  mbContents: '',
  popupFlg,
  notShowingexpireTime: null,
  pcLeftLocation: 0,
  pcRightLocation: 0,
});

const renderPopups = (popups: Popup[], page: ReactNode = null) =>
  renderWithKbet(
    <>
      {page}
      <SitePopups />
    </>,
    { client: { board: { popups: vi.fn(async () => popups) } } },
  );

/** A member's own dialog (sign-up, roulette…), open until its 취소 is clicked. */
function MemberDialog() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title="회원 정보 입력">
      <button type="button" onClick={() => setOpen(false)}>
        취소
      </button>
    </Dialog>
  );
}

describe('SitePopups', () => {
  it('shows the active popups one at a time and remembers "12시간 동안 보지 않기"', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await renderPopups([popup(1), popup(2)]);
    expect(screen.getByRole('heading').textContent).toBe('알림 (1/2)');
    fireEvent.click(screen.getByRole('button', { name: '12시간 동안 보지 않기' }));
    expect(localStorage.getItem(popupHideKey(1))).toBe(String(1_000_000 + 12 * 3_600_000));
    expect(screen.getByRole('heading').textContent).toBe('알림 (2/2)');
    fireEvent.click(screen.getByRole('button', { name: '5분 동안 보지 않기' }));
    expect(localStorage.getItem(popupHideKey(2))).toBe(String(1_000_000 + 300_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.restoreAllMocks();
  });

  it('leaves hidden popups out until their time passes, but always shows a popupFlg one', async () => {
    localStorage.setItem(popupHideKey(1), String(Date.now() + 60_000));
    localStorage.setItem(popupHideKey(2), String(Date.now() + 60_000));
    const expired = String(Date.now() - 1);
    localStorage.setItem(popupHideKey(3), expired);
    await renderPopups([popup(1), popup(2, 1), popup(3)]);
    expect(screen.getByRole('heading').textContent).toBe('알림 (1/2)');
    // Popup 2 is hidden but forced by popupFlg; popup 3's hiding has passed.
    expect(await screen.findByText('팝업 2')).toBeTruthy();
    const close = screen.getAllByRole('button', { name: '닫기' }).at(-1);
    if (close) fireEvent.click(close);
    expect(screen.getByRole('heading').textContent).toBe('알림 (2/2)');
    expect(await screen.findByText('팝업 3')).toBeTruthy();
    // Closing is for this visit only: nothing is stored.
    expect(localStorage.getItem(popupHideKey(3))).toBe(expired);
  });

  it('waits while a member’s modal dialog is open, then shows the popup', async () => {
    await renderPopups([popup(1)], <MemberDialog />);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByText('팝업 1')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '취소' })));
    expect(screen.getByRole('heading').textContent).toBe('알림');
    expect(screen.getByText('팝업 1')).toBeTruthy();
  });

  it('waits while a dialog the member opened is still loading its code, then shows the popup', async () => {
    // The login tapped as the page hydrated: asked for, not mounted yet (its chunk on its way).
    openDialog('login');
    await renderPopups([popup(1)]);
    expect(screen.queryByText('팝업 1')).toBeNull();
    act(() => closeDialog('login'));
    expect(screen.getByText('팝업 1')).toBeTruthy();
  });
});
