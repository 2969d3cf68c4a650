import { checkNicknameInput, checkUserIdInput, type MemberCheckQuery, validateSignUpPhone } from '@kbet/sdk';
import type { Db, Sql } from '../../db/createSql';
import { createMemberAvailabilityRepository } from '../../repositories/memberAvailabilityRepository';
import { validationRefusal } from '../errors/refusal';
import { loadBannedWords } from './loadBannedWords';

/**
 * GET /member/check (spec §5 "Id check", "Nickname check"): whether the one value asked about is taken.
 * A banned id or nickname counts as taken; a value that fails its input rule (checkUserIdInput,
 * checkNicknameInput, validateSignUpPhone) is a 400 with that rule's message.
 * @example await checkMemberValue(app.sql, { userIdEquals: 'kim2024' }) // false
 */
export async function checkMemberValue(sql: Sql, query: MemberCheckQuery, db: Db = sql): Promise<boolean> {
  const availability = createMemberAvailabilityRepository(sql);
  const userId = query.userId ?? query.userIdEquals;
  const nickname = query.nickname ?? query.nicknameEquals;
  if (userId !== undefined) {
    const checked = checkUserIdInput(userId, { banned: (await loadBannedWords(db)).userIds });
    if (checked.ok) return availability.userIdTaken(checked.value, db);
    if (checked.code === 'ID_BANNED') return true;
    throw validationRefusal(checked);
  }
  if (nickname !== undefined) {
    const checked = checkNicknameInput(nickname, { banned: (await loadBannedWords(db)).nicknames });
    if (checked.ok) return availability.nicknameTaken(checked.value, db);
    if (checked.code === 'NICKNAME_BANNED') return true;
    throw validationRefusal(checked);
  }
  const phone = validateSignUpPhone(query.phoneNumberEquals);
  if (!phone.ok) throw validationRefusal(phone);
  return availability.phoneTaken(phone.value, db);
}
