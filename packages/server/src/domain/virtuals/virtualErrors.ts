import { VIRTUAL_MESSAGES, type VirtualMessageCode } from '@kbet/sdk';
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
