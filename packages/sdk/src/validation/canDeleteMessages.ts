import { fail, ok, type ValidationResult } from '../core/result';
import { MESSAGE_DELETE_UNREAD } from '../i18n/ko';
import { isRead, type Readable } from './isRead';

/** A message as the delete rule needs it (§3 message). */
export interface MessageLike extends Readable {
  readonly id: number | string;
}

/**
 * Only read messages may be deleted (§5); the value is the ids to delete (empty when nothing is selected).
 * @example canDeleteMessages([{ id: 1, confirmStatus: 1 }, { id: 2, confirmStatus: 0 }]) // fails MESSAGE_DELETE_UNREAD
 */
export function canDeleteMessages(
  messages: readonly MessageLike[],
): ValidationResult<Array<number | string>> {
  return messages.every(isRead)
    ? ok(messages.map((message) => message.id))
    : fail('MESSAGE_DELETE_UNREAD', MESSAGE_DELETE_UNREAD);
}
