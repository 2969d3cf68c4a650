// Grouping by regex rather than toLocaleString: no Intl dependency and the same output on every runtime.
const group = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * Formats whole won with thousands separators.
 * @example formatWon(1000000) // '1,000,000'
 */
export function formatWon(won: number | bigint): string {
  if (typeof won === 'number' && !Number.isSafeInteger(won)) {
    throw new RangeError(`Expected a whole number of won, got ${won}`);
  }
  const text = won.toString();
  return text.startsWith('-') ? `-${group(text.slice(1))}` : group(text);
}

/**
 * Live thousands formatting of an amount field as the member types: digits (and stray commas) are
 * regrouped with leading zeros dropped; anything else is left as typed so the validator can name the problem.
 * @example formatAmountInput('0012345') // '12,345'
 */
export function formatAmountInput(typed: string): string {
  const bare = typed.replaceAll(',', '');
  if (!/^\d+$/.test(bare)) return typed;
  return group(bare.replace(/^0+(?=\d)/, ''));
}
