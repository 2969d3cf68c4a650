/** What an amount field may hold: the text as typed, or a number from a program. */
export type AmountInput = string | number | null | undefined;

/** An amount as typed: its whole part (truncated toward zero) and whether a non-zero fraction followed. */
export type AmountReading = { whole: number; fraction: boolean } | 'required' | 'numeric';

// Plain digits or correctly grouped thousands ('1,000,000'), an optional sign so that ">= 0" and the
// minimums can answer negatives, and an optional fraction so that "no decimals" can answer it.
const AMOUNT_PATTERN = /^(-?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;

/**
 * Reads an amount field without judging it; every amount rule builds on this.
 * A fraction of only zeros ('10,000.00') is not a fraction.
 * @example readAmount('1,000.5') // { whole: 1000, fraction: true }
 */
export function readAmount(input: AmountInput): AmountReading {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return 'numeric';
    // `|| 0` turns -0 into 0.
    return { whole: Math.trunc(input) || 0, fraction: !Number.isInteger(input) };
  }
  const text = (input ?? '').trim();
  if (text === '') return 'required';
  const match = AMOUNT_PATTERN.exec(text);
  if (!match) return 'numeric';
  const digits = Number((match[2] ?? '').replaceAll(',', ''));
  return { whole: (match[1] ? -digits : digits) || 0, fraction: /[1-9]/.test(match[3] ?? '') };
}
