import type { Message } from '@kbet/sdk';
import type { MessageRow } from '../../repositories/messagesRepository';
import { sanitizeHtml } from '../sanitize/sanitizeHtml';

/**
 * The wire Message of spec §3; staff HTML sanitised again on the way out.
 * @example reply.send(rows.map(toMessage));
 */
export const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  title: row.title,
  contents: sanitizeHtml(row.contents),
  confirmStatus: row.confirmStatus === 1 ? 1 : 0,
  createdAt: row.createdAt.toISOString(),
  userDeleteFlg: row.userDeleteFlg === 1 ? 1 : 0,
});
