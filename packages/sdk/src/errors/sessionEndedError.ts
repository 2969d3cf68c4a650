import { ERR_LOGGED_OUT, ERR_OTHER_DEVICE, ERR_UNEXPECTED } from '../i18n/ko';
import { ApiError } from './apiError';

/** Statuses after which the client logs out (spec §8). */
export type SessionEndStatus = 555 | 556 | 500;

const MESSAGES: Readonly<Record<SessionEndStatus, readonly [code: string, message: string]>> = {
  555: ['ERR_OTHER_DEVICE', ERR_OTHER_DEVICE],
  556: ['ERR_LOGGED_OUT', ERR_LOGGED_OUT],
  500: ['ERR_UNEXPECTED', ERR_UNEXPECTED],
};

/**
 * Whether a status ends the session: 555 (logged in elsewhere), 556 (logged out), 500 (unexpected problem).
 * @example isSessionEndStatus(555) // true
 */
export const isSessionEndStatus = (status: number): status is SessionEndStatus => status in MESSAGES;

/** The server ended the session; the client logs out and alerts the message. */
export class SessionEndedError extends ApiError {
  override readonly name: string = 'SessionEndedError';
  declare readonly status: SessionEndStatus;

  constructor(status: SessionEndStatus, data: unknown = null) {
    const [code, message] = MESSAGES[status];
    super({ status, code, data, message });
  }
}

/**
 * Whether a value is a SessionEndedError.
 * @example isSessionEndedError(error) && error.status === 556
 */
export const isSessionEndedError = (value: unknown): value is SessionEndedError =>
  value instanceof SessionEndedError;
