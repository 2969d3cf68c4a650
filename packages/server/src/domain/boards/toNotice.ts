import type { Notice } from '@kbet/sdk';
import type { BoardPostRow } from '../../repositories/boardPostsRepository';
import { sanitizeHtml } from '../sanitize/sanitizeHtml';

/**
 * The wire Notice of spec §3; contents are sanitised again on the way out, so a row written before a
 * policy change (or by hand) never reaches a browser unfiltered.
 * @example reply.send(rows.map(toNotice));
 */
export const toNotice = (row: BoardPostRow): Notice => ({
  id: row.id,
  title: row.title,
  contents: sanitizeHtml(row.contents),
  createTimestamp: row.createdAt.toISOString(),
});
