import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPopupHidden } from '../isPopupHidden';
import { popupHideUntil } from '../popupHideUntil';
import { popupHideKey, visiblePopups } from '../visiblePopups';

const HOUR = 3_600_000;
const popup = (id: number, popupStatus = 0, popupFlg = 0) => ({ id, popupStatus, popupFlg });

describe('popupHideUntil', () => {
  it('hides for 12 hours or 5 minutes from now', () => {
    expect(popupHideUntil('long', 1_000)).toBe(1_000 + 12 * HOUR);
    expect(popupHideUntil('short', 1_000)).toBe(1_000 + 300_000);
  });
});

describe('isPopupHidden', () => {
  it('hides until the expiry, then shows again', () => {
    expect(isPopupHidden('300000', 299_999)).toBe(true);
    expect(isPopupHidden(300_000, 300_000)).toBe(false);
    expect(isPopupHidden('300000', 300_001)).toBe(false);
  });

  it('ignores missing and unreadable values', () => {
    for (const stored of [null, undefined, '', 'soon', 'NaN', 'Infinity'])
      expect(isPopupHidden(stored, 0)).toBe(false);
  });

  it('a hide choice made now hides for its whole length and no longer', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('long' as const, 'short' as const),
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: 0, max: 13 * HOUR }),
        (choice, now, later) => {
          const until = popupHideUntil(choice, now);
          const length = choice === 'long' ? 12 * HOUR : 300_000;
          expect(isPopupHidden(String(until), now + later)).toBe(later < length);
        },
      ),
    );
  });
});

describe('visiblePopups', () => {
  it('shows active popups that are not hidden, and forced ones even when hidden', () => {
    const stored: Record<number, string> = { 2: '5000', 3: '5000', 4: '100' };
    const shown = visiblePopups(
      [popup(1), popup(2), popup(3, 0, 1), popup(4), popup(5, 1), popup(6, 2, 1)],
      (id) => stored[id],
      1_000,
    );
    expect(shown.map((p) => p.id)).toEqual([1, 3, 4]);
  });

  it('keys the stored expiry by popup id', () => {
    expect(popupHideKey(12)).toBe('kbet:popup-hidden:12');
  });
});
