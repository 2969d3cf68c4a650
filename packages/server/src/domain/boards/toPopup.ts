import type { Popup } from '@kbet/sdk';
import type { PopupRow } from '../../repositories/popupsRepository';
import { sanitizeHtml } from '../sanitize/sanitizeHtml';

/**
 * The wire Popup of spec §3, both HTML bodies sanitised again on the way out.
 * @example reply.send(rows.map(toPopup));
 */
export const toPopup = (row: PopupRow): Popup => ({
  id: row.id,
  popupStatus: row.popupStatus,
  contents: sanitizeHtml(row.contents),
  mbContents: sanitizeHtml(row.mbContents),
  popupFlg: row.popupFlg === 1 ? 1 : 0,
  notShowingexpireTime: row.notShowingexpireTime,
  pcLeftLocation: row.pcLeftLocation,
  pcRightLocation: row.pcRightLocation,
});
