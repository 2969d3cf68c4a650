import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from '../Dialog';

afterEach(cleanup);

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        베팅카트
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="베팅카트" closeOnOutsideClick>
        <button type="button">베팅하기</button>
      </Dialog>
    </main>
  );
}

describe('Dialog', () => {
  it('opens above the page: focus moves in and the page behind turns inert after the paint, Esc closes and focus returns', async () => {
    const { container } = render(<Page />);
    const opener = screen.getByRole('button', { name: '베팅카트' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: '베팅카트' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.parentElement).toBe(document.body);
    // Focus moves in after the dialog's first paint, not inside the opening click.
    expect(document.activeElement).toBe(opener);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '닫기' })));
    expect(container.hasAttribute('inert')).toBe(true);
    expect(dialog.hasAttribute('inert')).toBe(false);

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('Tab wraps inside; a click on the backdrop closes', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: '베팅카트' }));
    const close = screen.getByRole('button', { name: '닫기' });
    const bet = screen.getByRole('button', { name: '베팅하기' });
    bet.focus();
    fireEvent.keyDown(bet, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(bet);

    const backdrop = screen.getByRole('dialog').previousElementSibling as HTMLElement;
    fireEvent.pointerDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
