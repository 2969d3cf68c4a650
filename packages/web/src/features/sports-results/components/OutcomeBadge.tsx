import type { OutcomeState, ResultState } from '@kbet/sdk';
import { Badge, type BadgeTone } from '@/components/ui/Badge';

const OUTCOME_TONES: Readonly<Record<OutcomeState, BadgeTone>> = {
  won: 'accent',
  halfWon: 'info',
  push: 'warning',
  void: 'danger',
  pending: 'neutral',
};

const STATE_TONES: Readonly<Record<ResultState, BadgeTone>> = {
  finished: 'neutral',
  cancelled: 'danger',
  void: 'warning',
};

/**
 * A market's outcome as a chip: a winning side, a half win, 적특, 취소 or 대기.
 * @example <OutcomeBadge state="won">홈승</OutcomeBadge>
 */
export function OutcomeBadge({
  state,
  children,
}: {
  readonly state: OutcomeState;
  readonly children: string;
}) {
  return <Badge tone={OUTCOME_TONES[state]}>{children}</Badge>;
}

/**
 * How a final fixture ended: 경기종료, or a cancellation or void (postponed, abandoned) in warning colours.
 * @example <ResultStateBadge state="cancelled">경기취소</ResultStateBadge>
 */
export function ResultStateBadge({
  state,
  children,
}: {
  readonly state: ResultState | undefined;
  readonly children: string;
}) {
  return <Badge tone={state ? STATE_TONES[state] : 'neutral'}>{children}</Badge>;
}
