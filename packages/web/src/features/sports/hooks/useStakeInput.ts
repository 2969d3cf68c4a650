import { type BetSlipStore, formatAmountInput, formatWon, parseBetAmountInput } from '@kbet/sdk';
import { useEffect, useState } from 'react';

/** The stake field of a slip: its text, the rule it breaks, and how to type into it. */
export interface StakeInput {
  readonly text: string;
  /** The SDK message of a stake that cannot be read (letters, decimals), else null. */
  readonly error: string | null;
  onChange(typed: string): void;
}

const display = (amount: number) => (amount > 0 ? formatWon(amount) : '');

/**
 * The stake as typed (spec §5): thousands separators as the member types, clamped at once to cash, max bet and
 * max winnings, and following the slip when a quick-add button or a placed bet changes it.
 * @example const stake = useStakeInput(store, amount); <Input value={stake.text} onChange={(e) => stake.onChange(e.target.value)} />
 */
export function useStakeInput(store: BetSlipStore, amount: number): StakeInput {
  const [text, setText] = useState(() => display(amount));
  const [error, setError] = useState<string | null>(null);

  // Quick-add, a lower limit or a placed bet changed the stake: show it unless the text already reads it.
  useEffect(() => {
    setText((current) => {
      const typed = parseBetAmountInput(current);
      return typed.ok && typed.value === amount ? current : display(amount);
    });
    setError(null);
  }, [amount]);

  return {
    text,
    error,
    onChange(typed) {
      const formatted = formatAmountInput(typed);
      if (formatted.trim() === '') {
        setText('');
        setError(null);
        store.setAmount(0);
        return;
      }
      const parsed = parseBetAmountInput(formatted);
      if (!parsed.ok) {
        setText(formatted);
        setError(parsed.message);
        return;
      }
      setError(null);
      const kept = store.setAmount(parsed.value);
      setText(kept === parsed.value ? formatted : display(kept));
    },
  };
}
