import { VIRTUAL_MESSAGES, type VirtualMessageCode } from '@kbet/sdk';
import type { SingleLegRefusals } from '../betting/placeSingleLegBet';
import { DomainError } from '../errors/domainError';

const refuse = (code: VirtualMessageCode) => () => new DomainError(code, VIRTUAL_MESSAGES[code]);

/**
 * Every refusal of the virtual-sports engine, in one place (codes are the SDK's VIRTUAL_MESSAGES names; their
 * HTTP statuses are in errors/domainErrorStatus.ts).
 * @example throw virtualErrors.eventClosed();
 */
export const virtualErrors = {
  unknownLeague: refuse('VIRTUAL_UNKNOWN_LEAGUE'),
  eventNotFound: refuse('VIRTUAL_EVENT_NOT_FOUND'),
  eventClosed: refuse('VIRTUAL_EVENT_CLOSED'),
  /** A staff void of a round already settled or void. */
  eventFinished: refuse('VIRTUAL_EVENT_FINISHED'),
  unknownMarket: refuse('VIRTUAL_UNKNOWN_MARKET'),
  belowMin: refuse('VIRTUAL_BELOW_MIN'),
  overMax: refuse('VIRTUAL_OVER_MAX'),
  overMaxWin: refuse('VIRTUAL_OVER_MAX_WIN'),
  eventStakeCap: refuse('VIRTUAL_EVENT_STAKE_CAP'),
  eventWinCap: refuse('VIRTUAL_EVENT_WIN_CAP'),
  oppositeSides: refuse('VIRTUAL_OPPOSITE_SIDES'),
} as const;

/** The SDK's stake rule (checkMinigameStake, shared with the mini-games) answers in its codes; a virtual bet's are these. */
const STAKE_REFUSALS: Readonly<Record<string, () => DomainError>> = {
  MINIGAME_BELOW_MIN: virtualErrors.belowMin,
  MINIGAME_OVER_MAX: virtualErrors.overMax,
  MINIGAME_OVER_MAX_WIN: virtualErrors.overMaxWin,
};

/** A virtual bet's refusals of the rules every one-leg bet shares (placeSingleLegBet). */
export const virtualBetRefusals: SingleLegRefusals = {
  stake: ({ code, message }) => STAKE_REFUSALS[code]?.() ?? new DomainError(code, message),
  // Leagues have no maintenance flag of their own: the statement checks the mini-games' only.
  maintenance: virtualErrors.eventClosed,
  scope_not_found: virtualErrors.eventNotFound,
  scope_closed: virtualErrors.eventClosed,
  scope_stake_cap: virtualErrors.eventStakeCap,
  scope_win_cap: virtualErrors.eventWinCap,
  opposite_sides: virtualErrors.oppositeSides,
};
