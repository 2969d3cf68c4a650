import { checkNicknameInput, checkUserIdInput, type MemberCheckQuery, validateSignUpPhone } from '@kbet/sdk';
import type { Db, Sql } from '../../db/createSql';
import { createMemberAvailabilityRepository } from '../../repositories/memberAvailabilityRepository';
import { createPhoneVerificationsRepository } from '../../repositories/phoneVerificationsRepository';
import { refusal, validationRefusal } from '../errors/refusal';
import { loadBannedWords } from './loadBannedWords';
import { PHONE_VERIFICATION_VALID_MS } from './signUpMember';

/** Who asks: the client address and the time of the request. */
export interface MemberCheckAsker {
  source: string;
  now: Date;
}

/**
 * GET /member/check (spec §5 "Id check", "Nickname check"): whether the one value asked about is taken.
 * A banned id or nickname counts as taken; a value that fails its input rule (checkUserIdInput,
 * checkNicknameInput, validateSignUpPhone) is a 400 with that rule's message. A phone is answered only
 * to the address that has just passed its SMS code (an unused verification sign-up would still accept),
 * so the check cannot tell anyone which numbers belong to members: 400 SIGNUP_PHONE_UNVERIFIED otherwise.
 * @example await checkMemberValue(app.sql, { userIdEquals: 'kim2024' }, { source: request.ip, now }) // false
 */
export async function checkMemberValue(
  sql: Sql,
  query: MemberCheckQuery,
  asker: MemberCheckAsker,
  db: Db = sql,
): Promise<boolean> {
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
  const since = new Date(asker.now.getTime() - PHONE_VERIFICATION_VALID_MS);
  if (!(await createPhoneVerificationsRepository(sql).verifiedAt(phone.value, asker.source, since, db)))
    throw refusal('SIGNUP_PHONE_UNVERIFIED', { field: 'phone' });
  return availability.phoneTaken(phone.value, db);
}
