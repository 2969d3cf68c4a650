import type { SessionEndReason } from '../../repositories';
import type { DomainError } from '../errors/domainError';
import { refusal } from '../errors/refusal';

/**
 * Why a session that ended may not go on (spec §8): a login on another device, the member's withdrawal,
 * or a logout, idle expiry or exclusion. Both a request and a live stream end with it.
 * @example throw sessionEndedError(session.endReason);
 */
export const sessionEndedError = (reason: SessionEndReason | null): DomainError =>
  refusal(
    reason === 'other_device'
      ? 'ERR_OTHER_DEVICE'
      : reason === 'withdrawn'
        ? 'ERR_WITHDRAWN'
        : 'ERR_LOGGED_OUT',
  );
