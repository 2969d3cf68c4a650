import type { Db } from '../../db/createSql';
import { createSettingsRepository } from '../../repositories/settingsRepository';

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
  const value = await createSettingsRepository(db).get<Partial<BannedWords>>('bannedWords');
  return { userIds: value?.userIds ?? [], nicknames: value?.nicknames ?? [] };
}
