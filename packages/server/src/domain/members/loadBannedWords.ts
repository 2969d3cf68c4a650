import type { Db } from '../../db/createSql';

/** Ids and nicknames nobody may take (spec §5), from the operator's `bannedWords` setting. */
export interface BannedWords {
  userIds: string[];
  nicknames: string[];
}

/**
 * The banned-words setting; empty lists when the operator removed it.
 * @example const banned = await loadBannedWords(app.sql); checkUserIdInput(id, { banned: banned.userIds });
 */
export async function loadBannedWords(db: Db): Promise<BannedWords> {
  const [row] = await db<
    { value: Partial<BannedWords> }[]
  >`SELECT value FROM settings WHERE key = 'bannedWords'`;
  return { userIds: row?.value.userIds ?? [], nicknames: row?.value.nicknames ?? [] };
}
