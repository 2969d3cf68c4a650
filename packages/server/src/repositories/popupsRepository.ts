import { POPUP_STATUS } from '@kbet/sdk/admin';
import type { Db } from '../db/createSql';

export interface PopupRow {
  id: number;
  popupStatus: number;
  contents: string;
  mbContents: string;
  popupFlg: number;
  notShowingexpireTime: number | null;
  pcLeftLocation: number;
  pcRightLocation: number;
  authorId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The fields staff set; HTML already sanitised. */
export type PopupInput = Pick<
  PopupRow,
  | 'popupStatus'
  | 'contents'
  | 'mbContents'
  | 'popupFlg'
  | 'notShowingexpireTime'
  | 'pcLeftLocation'
  | 'pcRightLocation'
>;

// notShowingexpireTime is spelled as on the wire; postgres.js camel-cases not_showing_expire_time differently.
const COLUMNS = `id, popup_status, contents, mb_contents, popup_flg,
  not_showing_expire_time AS "notShowingexpireTime", pc_left_location, pc_right_location,
  author_id, created_at, updated_at`;

/**
 * popups access; removed popups (deleted_at set) are invisible here.
 * @example const active = await createPopupsRepository(sql).list({ activeOnly: true });
 */
export const createPopupsRepository = (sql: Db) => ({
  /** Oldest first, the order staff arranged them in. */
  async list({ activeOnly }: { activeOnly: boolean }, db: Db = sql): Promise<PopupRow[]> {
    return db<PopupRow[]>`
      SELECT ${db.unsafe(COLUMNS)} FROM popups
      WHERE deleted_at IS NULL AND (NOT ${activeOnly} OR popup_status = ${POPUP_STATUS.ACTIVE})
      ORDER BY id`;
  },

  async find(id: number, lock = false, db: Db = sql): Promise<PopupRow | undefined> {
    const [row] = await db<PopupRow[]>`
      SELECT ${db.unsafe(COLUMNS)} FROM popups WHERE id = ${id} AND deleted_at IS NULL
      ${lock ? db`FOR UPDATE` : db``}`;
    return row;
  },

  async insert(popup: PopupInput, authorId: number, db: Db = sql): Promise<PopupRow> {
    const [row] = await db<PopupRow[]>`
      INSERT INTO popups (popup_status, contents, mb_contents, popup_flg, not_showing_expire_time,
                          pc_left_location, pc_right_location, author_id)
      VALUES (${popup.popupStatus}, ${popup.contents}, ${popup.mbContents}, ${popup.popupFlg},
              ${popup.notShowingexpireTime}, ${popup.pcLeftLocation}, ${popup.pcRightLocation}, ${authorId})
      RETURNING ${db.unsafe(COLUMNS)}`;
    return row!;
  },

  async update(id: number, popup: PopupInput, db: Db = sql): Promise<PopupRow> {
    const [row] = await db<PopupRow[]>`
      UPDATE popups
      SET popup_status = ${popup.popupStatus}, contents = ${popup.contents}, mb_contents = ${popup.mbContents},
          popup_flg = ${popup.popupFlg}, not_showing_expire_time = ${popup.notShowingexpireTime},
          pc_left_location = ${popup.pcLeftLocation}, pc_right_location = ${popup.pcRightLocation}
      WHERE id = ${id} RETURNING ${db.unsafe(COLUMNS)}`;
    return row!;
  },

  async remove(id: number, now: Date, db: Db = sql): Promise<void> {
    await db`UPDATE popups SET deleted_at = ${now} WHERE id = ${id}`;
  },
});

export type PopupsRepository = ReturnType<typeof createPopupsRepository>;
