import type { JSONValue } from 'postgres';
import type { Db, Sql } from '../db/createSql';

/**
 * Operator settings: one JSON document per key ('geo', 'site', 'betting', …).
 * @example const geo = await repos.settings.get<GeoSetting>('geo');
 */
export const createSettingsRepository = (sql: Sql) => ({
  async get<T>(key: string, db: Db = sql): Promise<T | undefined> {
    const [row] = await db<{ value: T }[]>`SELECT value FROM settings WHERE key = ${key}`;
    return row?.value;
  },

  /** Writes a setting and returns the previous value (for the caller's audit entry). */
  async put<T extends JSONValue>(
    key: string,
    value: T,
    updatedBy: number | null,
    db: Db = sql,
  ): Promise<T | undefined> {
    const [previous] = await db<{ value: T }[]>`SELECT value FROM settings WHERE key = ${key} FOR UPDATE`;
    await db`
      INSERT INTO settings (key, value, updated_by) VALUES (${key}, ${db.json(value as JSONValue)}, ${updatedBy})
      ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_by = excluded.updated_by`;
    return previous?.value;
  },
});

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
