import type { JSONValue } from 'postgres';
import type { Db } from '../db/createSql';

/**
 * Operator settings: one JSON document per key ('geo', 'site', 'betting', …).
 * @example const geo = await repos.settings.get<GeoSetting>('geo');
 */
export const createSettingsRepository = (sql: Db) => ({
  async get<T>(key: string, db: Db = sql): Promise<T | undefined> {
    const [row] = await db<{ value: T }[]>`SELECT value FROM settings WHERE key = ${key}`;
    return row?.value;
  },

  /** Locks the documents of `keys` until the transaction ends, so a read-modify-write of them is serial. */
  async lock(keys: readonly string[], db: Db = sql): Promise<void> {
    await db`SELECT key FROM settings WHERE key IN ${db(keys)} FOR UPDATE`;
  },

  /** Writes a setting (any JSON document) and returns the previous value (for the caller's audit entry). */
  async put<T>(key: string, value: T, updatedBy: number | null, db: Db = sql): Promise<T | undefined> {
    const [previous] = await db<{ value: T }[]>`SELECT value FROM settings WHERE key = ${key} FOR UPDATE`;
    await db`
      INSERT INTO settings (key, value, updated_by) VALUES (${key}, ${db.json(value as JSONValue)}, ${updatedBy})
      ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_by = excluded.updated_by`;
    return previous?.value;
  },
});

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
