import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASINO_MESSAGES } from '../casinoMessages';
import { CASINO_TRANSFER_MAX, checkCasinoTransfer } from '../casinoTransferRule';

describe('checkCasinoTransfer', () => {
  it('refuses below 1,000, off the 1,000 step, over the cap and over the balance, in Korean', () => {
    expect(checkCasinoTransfer(999, 10_000)).toEqual({
      ok: false,
      code: 'CASINO_TRANSFER_MIN',
      message: CASINO_MESSAGES.CASINO_TRANSFER_MIN,
    });
    expect(checkCasinoTransfer(1_500, 10_000)).toMatchObject({ code: 'CASINO_TRANSFER_STEP' });
    expect(checkCasinoTransfer(CASINO_TRANSFER_MAX + 1_000, Number.MAX_SAFE_INTEGER)).toMatchObject({
      code: 'CASINO_TRANSFER_MAX',
    });
    expect(checkCasinoTransfer(11_000, 10_000)).toMatchObject({ code: 'CASINO_TRANSFER_SHORT' });
    for (const odd of [Number.NaN, 1e300, -1_000, 2_000.5])
      expect(checkCasinoTransfer(odd, 1e9).ok).toBe(false);
  });

  it('accepts exactly the whole thousands between the bounds that the wallet holds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 * CASINO_TRANSFER_MAX }),
        fc.integer({ min: 0, max: 2e8 }),
        (amount, available) => {
          const ok =
            amount >= 1_000 && amount <= CASINO_TRANSFER_MAX && amount % 1_000 === 0 && amount <= available;
          expect(checkCasinoTransfer(amount, available).ok).toBe(ok);
        },
      ),
    );
  });
});
