import { ERR_BLOCKED_IP } from '../i18n/ko';
import { ApiError } from './apiError';

/** Statuses after which the page goes blank (spec §8): 406 blocked IP (kbet: outside allowed regions), 600. */
export type BlockedStatus = 406 | 600;

/**
 * Whether a status blanks the page.
 * @example isBlockedStatus(600) // true
 */
export const isBlockedStatus = (status: number): status is BlockedStatus => status === 406 || status === 600;

/** Access refused; the page goes blank. 406 also ends the session with the blocked-IP alert; 600 says nothing. */
export class BlockedError extends ApiError {
  override readonly name: string = 'BlockedError';
  declare readonly status: BlockedStatus;

  constructor(status: BlockedStatus, data: unknown = null) {
    super(
      status === 406
        ? { status, code: 'ERR_BLOCKED_IP', data, message: ERR_BLOCKED_IP }
        : { status, code: 'HTTP_600', data, message: '' },
    );
  }
}

/**
 * Whether a value is a BlockedError.
 * @example isBlockedError(error) && error.status === 406
 */
export const isBlockedError = (value: unknown): value is BlockedError => value instanceof BlockedError;
