import {
  joinBirthDate,
  type SignUpPayload,
  type SignUpValues,
  splitBirthDate,
  validateSignUp,
  validateSignUpPhone,
} from '@kbet/sdk';
import type { Db, Sql } from '../../db/createSql';
import { createMemberAvailabilityRepository } from '../../repositories/memberAvailabilityRepository';
import { createMembersRepository } from '../../repositories/membersRepository';
import { createMoneySettingsRepository } from '../../repositories/moneySettingsRepository';
import { createPartnersRepository } from '../../repositories/partnersRepository';
import { createPhoneVerificationsRepository } from '../../repositories/phoneVerificationsRepository';
import {
  createSuggestionCodesRepository,
  type SuggestionCodeRow,
} from '../../repositories/suggestionCodesRepository';
import { audit } from '../audit/audit';
import { hashPassword } from '../auth/password';
import { refusal, validationRefusal } from '../errors/refusal';
import { openMemberAccounts } from '../ledger';
import { hashAuthNumber } from '../sms/hashAuthNumber';
import { loadBannedWords } from './loadBannedWords';

/** Sign-up needs a phone that passed the SMS check this recently (kbet's own rule). */
export const PHONE_VERIFICATION_VALID_MS = 30 * 60_000;

interface CheckedSignUp {
  values: SignUpValues;
  code: SuggestionCodeRow;
  verificationId: number;
}

/**
 * Every refusal of a join, in the order the member meets them: the referral code (SIGNUP_CODE_REQUIRED,
 * SIGNUP_CODE_UNKNOWN), then the SDK's validateSignUp with what only the server knows (the phone's SMS
 * check, taken and banned ids, nicknames and phones, the code's referrer), then the carrier code.
 * Reads only, so a refused join leaves nothing behind.
 */
async function checkSignUp(sql: Sql, db: Db, payload: SignUpPayload, now: Date): Promise<CheckedSignUp> {
  const codeText = (payload.suggestionCode1 || payload.suggestionCode2).trim();
  if (codeText === '') throw refusal('SIGNUP_CODE_REQUIRED', { field: 'suggestionCode' });
  const code = await createSuggestionCodesRepository(sql).findUsable(codeText, db);
  if (!code) throw refusal('SIGNUP_CODE_UNKNOWN', { field: 'suggestionCode' });

  const availability = createMemberAvailabilityRepository(sql);
  const phone = validateSignUpPhone(payload.phoneNumber);
  const verification = phone.ok
    ? await createPhoneVerificationsRepository(sql).lockLatestUnused(
        phone.value,
        new Date(now.getTime() - PHONE_VERIFICATION_VALID_MS),
        db,
      )
    : undefined;
  const banned = await loadBannedWords(db);
  const checked = validateSignUp(
    {
      userId: payload.userId,
      password: payload.password,
      // The wire carries no confirmation: the client compared it already (§5).
      passwordConfirm: payload.password,
      accountHolder: payload.accountHolder,
      nickname: payload.nickname,
      birthDate: splitBirthDate(payload.birthDate),
      phone: payload.phoneNumber,
      bankCode: payload.bankCode,
      accountNumber: payload.bankAccountNumber,
      accountPassword: payload.bankAccountPssword,
      antiBotCode: undefined,
    },
    {
      now,
      phoneVerified:
        phone.ok && verification?.authNumberHash === hashAuthNumber(phone.value, payload.authNumber),
      referrerId: String(code.memberId) === payload.recommenderId ? code.memberId : null,
      bannedUserIds: banned.userIds,
      bannedNicknames: banned.nicknames,
      taken: {
        userId: await availability.userIdTaken(payload.userId, db),
        nickname: await availability.nicknameTaken(payload.nickname, db),
        phone: phone.ok && (await availability.phoneTaken(phone.value, db)),
      },
    },
  );
  if (!checked.ok) throw validationRefusal(checked);
  if (!(await createMoneySettingsRepository(db).hasCode('CARRIER', payload.carrierCode)))
    throw refusal('ERR_INVALID_INPUT', { field: 'carrierCode' });
  // validateSignUp passed, so the phone was verified and `verification` is set.
  return { values: checked.value, code, verificationId: verification!.id };
}

export interface SignUpMemberParams {
  payload: SignUpPayload;
  now: Date;
}

/**
 * POST /member/join (spec §4 "Sign-up", compliance §3): checks everything (see checkSignUp; an under-19
 * birth date is refused with SIGNUP_UNDER_AGE before anything is stored), then creates the member as
 * pending approval with argon2id hashes of the password and the 4-digit account password, opens the
 * member's ledger accounts, uses up the phone's verification and audits member.signup.
 * @example const { memberId } = await signUpMember(app.sql, { payload: request.body, now: app.clock.now() });
 */
export async function signUpMember(sql: Sql, params: SignUpMemberParams): Promise<{ memberId: number }> {
  const { payload, now } = params;
  // Refuse before the costly hashes; checked again below under the lock.
  const early = await checkSignUp(sql, sql, payload, now);
  const [passwordHash, accountPasswordHash] = await Promise.all([
    hashPassword(early.values.password),
    hashPassword(early.values.accountPassword),
  ]);
  return sql.begin(async (tx) => {
    // One join at a time, so two joins cannot both take one id, nickname, phone or verification.
    const members = createMembersRepository(tx);
    await members.lockSignUps(tx);
    const { values, code, verificationId } = await checkSignUp(sql, tx, payload, now);
    const member = await members.insert({
      userId: values.userId,
      nickname: values.nickname,
      passwordHash,
      userType: payload.userType,
      phoneNumber: values.phone,
      birthDate: joinBirthDate(values.birthDate),
      carrierCode: payload.carrierCode,
      bankCode: values.bankCode,
      bankAccountNumber: values.accountNumber,
      bankAccountPasswordHash: accountPasswordHash,
      accountHolder: values.accountHolder,
      recommenderId: code.memberId,
      signupCode: code.code,
      status: 'pending',
    });
    const memberId = member.id;
    await openMemberAccounts(tx, memberId);
    await createPartnersRepository(tx).assignSignupPartner(memberId, code.memberId, tx);
    await createPhoneVerificationsRepository(sql).markUsed(verificationId, memberId, now, tx);
    await audit(tx, {
      actorId: memberId,
      action: 'member.signup',
      target: { type: 'member', id: memberId },
      new: {
        userId: values.userId,
        nickname: values.nickname,
        status: 'pending',
        recommenderId: code.memberId,
        signupCode: code.code,
      },
    });
    return { memberId };
  });
}
