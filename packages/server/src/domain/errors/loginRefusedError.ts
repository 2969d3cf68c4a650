import { ko } from '@kbet/sdk';
import { DomainError } from './domainError';
import type { KoTextCode } from './refusal';

/**
 * A refused login. Spec §8 answers every login refusal with a 404 whose message the client shows, whatever
 * its code: ERR_WITHDRAWN is a 404 here but a 556 when it ends a session, so the kind of refusal, not the
 * code, fixes the status.
 * @example throw new LoginRefusedError('LOGIN_INVALID', ko.LOGIN_INVALID);
 */
export class LoginRefusedError extends DomainError {
  override readonly name = 'LoginRefusedError';
}

/**
 * A refused login carrying one ko.ts message, with that message's name as its code.
 * @example throw loginRefused('LOGIN_INVALID');
 */
export const loginRefused = (code: KoTextCode): LoginRefusedError => new LoginRefusedError(code, ko[code]);
