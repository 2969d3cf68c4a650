import { WIN_FLAG } from '../constants/winFlag';

/** How a settled market or line came out; a half win is a quarter line's half (feed-model.md). */
export type OutcomeState = 'won' | 'halfWon' | 'push' | 'void' | 'pending';

/** A selection as the results carry it: its name and its leg win flag. */
export interface SettledSelection {
  readonly name: string;
  readonly settlement: number;
}

/** The winner market's outcome: the winning pick ('1', 'X', '2') and its Korean label. */
export interface WinnerOutcome {
  readonly pick: string | null;
  readonly state: OutcomeState;
  readonly label: string;
}

const PICK_LABELS: Readonly<Record<string, string>> = { '1': '홈승', X: '무승부', '2': '원정승' };

/** Labels of outcomes without a winning side: 적특 (refund), 취소 (voided), 대기 (not settled yet). */
export const UNDECIDED_OUTCOME_LABELS = { push: '적특', void: '취소', pending: '대기' } as const;

/**
 * The state of a market none of whose selections won: a refund (a "12" market on a draw) before a void
 * before a wait.
 * @example undecidedState([{ name: '1', settlement: 3 }, { name: '2', settlement: 3 }]) // 'push'
 */
export function undecidedState(selections: readonly SettledSelection[]): 'push' | 'void' | 'pending' {
  if (selections.some((s) => s.settlement === WIN_FLAG.SPECIAL_HIT)) return 'push';
  if (selections.some((s) => s.settlement === WIN_FLAG.CANCELLED)) return 'void';
  return 'pending';
}

/**
 * Which side a winner market (1X2 or 12) settled on, from its selections' win flags.
 * @example winnerOutcome([{ name: '1', settlement: 1 }, { name: 'X', settlement: 2 }, { name: '2', settlement: 1 }]) // { pick: 'X', state: 'won', label: '무승부' }
 */
export function winnerOutcome(selections: readonly SettledSelection[]): WinnerOutcome {
  const won = selections.find((s) => s.settlement === WIN_FLAG.WON);
  if (won) return { pick: won.name, state: 'won', label: PICK_LABELS[won.name] ?? won.name };
  const state = undecidedState(selections);
  return { pick: null, state, label: UNDECIDED_OUTCOME_LABELS[state] };
}
