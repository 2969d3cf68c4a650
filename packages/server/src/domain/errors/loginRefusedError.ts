import { DomainError } from './domainError';

/**
 * A refused login. Spec §8 answers every login refusal with a 404 whose message the client shows, whatever
 * its code: ERR_WITHDRAWN is a 404 here but a 556 when it ends a session, so the kind of refusal, not the
 * code, fixes the status.
 * @example throw new LoginRefusedError('LOGIN_INVALID', ko.LOGIN_INVALID);
 */
export class LoginRefusedError extends DomainError {
  override readonly name = 'LoginRefusedError';
}
