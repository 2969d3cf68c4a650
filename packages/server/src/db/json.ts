import type { JSONValue } from 'postgres';
import type { Db } from './createSql';

/**
 * A jsonb parameter (undefined becomes SQL NULL). Passing a JSON.stringify'd string instead would
 * be stored as a JSON string, because postgres.js serialises by the column's declared type.
 * @example await db`UPDATE settings SET value = ${jsonOrNull(db, value)} WHERE key = 'geo'`;
 */
export const jsonOrNull = (db: Db, value: unknown) =>
  value === undefined ? null : db.json(value as JSONValue);
