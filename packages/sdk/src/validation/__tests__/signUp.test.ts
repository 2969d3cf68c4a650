import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAvailability } from '../checkAvailability';
import { checkNicknameInput } from '../checkNicknameInput';
import { checkUserIdInput, isBanned } from '../checkUserIdInput';
import { checkAntiBotCode, generateAntiBotCode } from '../generateAntiBotCode';
import { isKoreanMobile, validatePhoneAuthRequest, validateSignUpPhone } from '../isKoreanMobile';
import { appliesCoded, appliesGuide } from '../signUpReading';
import { signUpRules } from '../signUpRules';
import { validateAccountHolder } from '../validateAccountHolder';
import { validateAdultBirthDate } from '../validateAdultBirthDate';
import { type SignUpContext, type SignUpForm, validateSignUp } from '../validateSignUp';
import { validateSignUpAccountPassword } from '../validateSignUpAccountPassword';
import { validateSignUpNickname } from '../validateSignUpNickname';
import { validateSignUpPassword } from '../validateSignUpPassword';
import { validateSignUpUserId } from '../validateSignUpUserId';

const failure = (code: string, message: string) => ({ ok: false, code, message });
const REQUIRED = failure('FIELD_REQUIRED', '위 항목을 입력해주세요.');
const USER_ID = failure('SIGNUP_USER_ID', '공백을 제외한 영문/숫자 6~12자 입력해주세요.');
const USER_ID_GUIDE = failure(
  'SIGNUP_USER_ID_GUIDE',
  '아이디는 영문 소문자, 숫자, _ 조합 3자 이상 입력해주세요.',
);
const NICKNAME = failure('SIGNUP_NICKNAME', '8자이내로 입력해주세요.');
const NICKNAME_GUIDE = failure('SIGNUP_NICKNAME_GUIDE', '닉네임은 4자 이상 입력해주세요.');
const NO_SPACES = failure('SIGNUP_NO_SPACES', '공백 없이 입력해주세요.');
const NICKNAME_REQUIRED = failure('NICKNAME_REQUIRED', '닉네임을 입력해주세요.');
const HOLDER = failure('SIGNUP_HOLDER', '예금주는 80자 이내로 입력해주세요.');
const HOLDER_HANGUL = failure('SIGNUP_HOLDER_HANGUL', '예금주는 한글로 입력해주세요.');
const UNDER_AGE = failure('SIGNUP_UNDER_AGE', '만 19세 미만은 가입할 수 없습니다.');
const BIRTH_INVALID = failure('SIGNUP_BIRTH_INVALID', '생년월일을 확인해주세요.');
const ANTIBOT = failure('SIGNUP_ANTIBOT', '자동방지코드가 일치하지 않습니다.');

describe('sign-up readings', () => {
  it('coded, guide or both', () => {
    expect([appliesCoded('coded'), appliesGuide('coded')]).toEqual([true, false]);
    expect([appliesCoded('guide'), appliesGuide('guide')]).toEqual([false, true]);
    expect([appliesCoded('both'), appliesGuide('both')]).toEqual([true, true]);
    expect([appliesCoded(), appliesGuide()]).toEqual([true, true]);
  });
});

describe('validateSignUpUserId', () => {
  it('coded: 6-12 letters or digits, no spaces', () => {
    const coded = (id: string) => validateSignUpUserId(id, { reading: 'coded' });
    expect(coded('Kim202')).toEqual({ ok: true, value: 'Kim202' });
    expect(coded('abcdefghijkl')).toMatchObject({ ok: true });
    for (const bad of ['abcde', 'abcdefghijklm', 'kim 2024', ' kim2024', 'kim_2024', '김철수1234', '']) {
      expect(coded(bad)).toEqual(USER_ID);
    }
  });

  it('guide: lowercase, digits, underscore, at least 3', () => {
    const guide = (id: string) => validateSignUpUserId(id, { reading: 'guide' });
    expect(guide('k_1')).toEqual({ ok: true, value: 'k_1' });
    expect(guide('a_very_long_user_id_2024')).toMatchObject({ ok: true });
    for (const bad of ['ab', 'Kim2024', 'kim-2024', 'kim 1']) expect(guide(bad)).toEqual(USER_ID_GUIDE);
  });

  it('both (default): must pass each reading, coded first', () => {
    expect(validateSignUpUserId('kim2024')).toEqual({ ok: true, value: 'kim2024' });
    expect(validateSignUpUserId('Kim2024')).toEqual(USER_ID_GUIDE);
    expect(validateSignUpUserId('k_1')).toEqual(USER_ID);
    expect(validateSignUpUserId(null)).toEqual(USER_ID);
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (id) => {
        expect(validateSignUpUserId(id).ok).toBe(/^[a-z0-9]{6,12}$/.test(id));
      }),
    );
  });
});

describe('validateSignUpPassword', () => {
  it('6-12 of letters, digits and !@#$%^*+=-', () => {
    const PASSWORD = failure(
      'SIGNUP_PASSWORD',
      '공백을 제외한 영문/숫자/특수문자(!@#$%^*+=-) 6~12자 입력해주세요.',
    );
    expect(validateSignUpPassword('abc!23')).toEqual({ ok: true, value: 'abc!23' });
    expect(validateSignUpPassword('!@#$%^*+=-aZ')).toMatchObject({ ok: true });
    for (const bad of [
      'abc12',
      'abcdefghijklm',
      'abc 123',
      'abc&123',
      'abc_123',
      '비밀번호1234',
      '',
      undefined,
    ]) {
      expect(validateSignUpPassword(bad)).toEqual(PASSWORD);
    }
  });
});

describe('validateSignUpNickname', () => {
  it('required, no spaces, at most 8 (coded), at least 4 (guide)', () => {
    expect(validateSignUpNickname('')).toEqual(NICKNAME_REQUIRED);
    expect(validateSignUpNickname(null)).toEqual(NICKNAME_REQUIRED);
    expect(validateSignUpNickname('행운 의별')).toEqual(NO_SPACES);
    expect(validateSignUpNickname('   ')).toEqual(NO_SPACES);
    expect(validateSignUpNickname('행운의별빛나라요')).toEqual({ ok: true, value: '행운의별빛나라요' });
    expect(validateSignUpNickname('행운의별빛나라요!')).toEqual(NICKNAME);
    expect(validateSignUpNickname('별빛')).toEqual(NICKNAME_GUIDE);
    expect(validateSignUpNickname('별빛', { reading: 'coded' })).toEqual({ ok: true, value: '별빛' });
    expect(validateSignUpNickname('행운의별빛나라요!', { reading: 'guide' })).toMatchObject({ ok: true });
    expect(validateSignUpNickname('별빛달빛')).toMatchObject({ ok: true });
  });
});

describe('validateAccountHolder', () => {
  it('required; at most 80 (coded); Hangul only (guide)', () => {
    expect(validateAccountHolder(' ')).toEqual(REQUIRED);
    expect(validateAccountHolder(' 김철수 ')).toEqual({ ok: true, value: '김철수' });
    expect(validateAccountHolder('Kim Chulsoo')).toEqual(HOLDER_HANGUL);
    expect(validateAccountHolder('Kim Chulsoo', { reading: 'coded' })).toMatchObject({ ok: true });
    expect(validateAccountHolder('김 철수')).toEqual(HOLDER_HANGUL);
    expect(validateAccountHolder('ㄱㄴㄷ')).toEqual(HOLDER_HANGUL);
    expect(validateAccountHolder('김'.repeat(80))).toMatchObject({ ok: true });
    expect(validateAccountHolder('김'.repeat(81))).toEqual(HOLDER);
    expect(validateAccountHolder('김'.repeat(81), { reading: 'guide' })).toMatchObject({ ok: true });
  });
});

describe('validateSignUpAccountPassword', () => {
  it('exactly 4 digits', () => {
    const ACCOUNT_PASSWORD = failure('SIGNUP_ACCOUNT_PASSWORD', '공백을 제외한 숫자 4자로 입력해주세요.');
    expect(validateSignUpAccountPassword('0123')).toEqual({ ok: true, value: '0123' });
    for (const bad of ['123', '12345', '12a4', '12 4', ' 1234', '', null]) {
      expect(validateSignUpAccountPassword(bad)).toEqual(ACCOUNT_PASSWORD);
    }
  });
});

describe('isKoreanMobile', () => {
  it('010 takes 8 digits after the prefix; 011 and 016-019 take 7 or 8', () => {
    for (const good of [
      '01012345678',
      '010-1234-5678',
      ' 010-1234-5678 ',
      '0111234567',
      '01112345678',
      '011-123-4567',
      '016-1234-5678',
      '0171234567',
      '018-123-4567',
      '01912345678',
    ]) {
      expect(isKoreanMobile(good)).toBe(true);
    }
    for (const bad of [
      '0101234567',
      '010-123-4567',
      '010123456789',
      '011123456',
      '011-12345-6789',
      '01212345678',
      '01512345678',
      '02-1234-5678',
      '010-12345678',
      '0101234-5678',
      '010 1234 5678',
      '+821012345678',
      '010-1234-567a',
      '',
      null,
      undefined,
    ]) {
      expect(isKoreanMobile(bad)).toBe(false);
    }
  });

  it('accepts exactly the generated valid numbers, with or without hyphens', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('010', '011', '016', '017', '018', '019'),
        fc.stringMatching(/^\d{2,6}$/),
        fc.stringMatching(/^\d{4}$/),
        fc.boolean(),
        (prefix, middle, last, hyphens) => {
          const phone = hyphens ? `${prefix}-${middle}-${last}` : `${prefix}${middle}${last}`;
          const valid = prefix === '010' ? middle.length === 4 : middle.length === 3 || middle.length === 4;
          expect(isKoreanMobile(phone)).toBe(valid);
          if (valid)
            expect(validateSignUpPhone(phone)).toEqual({ ok: true, value: `${prefix}${middle}${last}` });
        },
      ),
    );
  });

  it('validateSignUpPhone and validatePhoneAuthRequest normalise to digits', () => {
    expect(validateSignUpPhone('010-1234-5678')).toEqual({ ok: true, value: '01012345678' });
    expect(validateSignUpPhone('010-123-4567')).toEqual(
      failure('SIGNUP_PHONE_FORMAT', '형식에 맞지 않는 번호입니다.'),
    );
    expect(validatePhoneAuthRequest(' 011-123-4567')).toEqual({ ok: true, value: '0111234567' });
    expect(validatePhoneAuthRequest('')).toEqual(
      failure('SIGNUP_PHONE_AUTH_INVALID', '핸드폰번호를 확인해주세요.'),
    );
  });
});

describe('validateAdultBirthDate', () => {
  /** Noon Korean time on a date. */
  const on = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day, 3);

  it('accepts members from their 19th birthday (만 19세)', () => {
    expect(validateAdultBirthDate({ year: 2006, month: 5, day: 1 }, on(2025, 5, 1))).toEqual({
      ok: true,
      value: { year: 2006, month: 5, day: 1 },
    });
    expect(validateAdultBirthDate({ year: 2006, month: 5, day: 2 }, on(2025, 5, 1))).toEqual(UNDER_AGE);
    expect(validateAdultBirthDate({ year: 2006, month: 4, day: 30 }, on(2025, 5, 1))).toMatchObject({
      ok: true,
    });
    expect(validateAdultBirthDate({ year: 2007, month: 1, day: 1 }, on(2025, 12, 31))).toEqual(UNDER_AGE);
    expect(validateAdultBirthDate({ year: 1950, month: 12, day: 31 }, on(2025, 1, 1))).toMatchObject({
      ok: true,
    });
  });

  it('uses the Korean date of now, not the UTC date', () => {
    const birth = { year: 2006, month: 5, day: 2 };
    // 2025-05-01T15:00Z is already 2 May in Korea.
    expect(validateAdultBirthDate(birth, '2025-05-01T15:00:00Z')).toMatchObject({ ok: true });
    expect(validateAdultBirthDate(birth, '2025-05-01T14:59:59Z')).toEqual(UNDER_AGE);
    expect(validateAdultBirthDate(birth, '2025-05-02 00:00')).toMatchObject({ ok: true });
  });

  it('turns a 29 February birthday 19 on 1 March in common years', () => {
    const leap = { year: 2004, month: 2, day: 29 };
    expect(validateAdultBirthDate(leap, on(2023, 2, 28))).toEqual(UNDER_AGE);
    expect(validateAdultBirthDate(leap, on(2023, 3, 1))).toMatchObject({ ok: true });
  });

  it('reads select codes given as text', () => {
    expect(validateAdultBirthDate({ year: '1990', month: '07', day: ' 09 ' }, on(2025, 1, 1))).toEqual({
      ok: true,
      value: { year: 1990, month: 7, day: 9 },
    });
  });

  it('refuses impossible, future and pre-1900 dates', () => {
    const now = on(2025, 5, 1);
    for (const birth of [
      { year: 1990, month: 2, day: 29 },
      { year: 1990, month: 4, day: 31 },
      { year: 1990, month: 13, day: 1 },
      { year: 1990, month: 0, day: 1 },
      { year: 1990, month: 1, day: 0 },
      { year: 1899, month: 12, day: 31 },
      { year: 2025, month: 5, day: 2 },
      { year: 2030, month: 1, day: 1 },
      { year: 1990.5, month: 1, day: 1 },
      { year: 'abcd', month: 1, day: 1 },
      { year: '', month: '', day: '' },
      { year: '-1990', month: 1, day: 1 },
    ]) {
      expect(validateAdultBirthDate(birth, now)).toEqual(BIRTH_INVALID);
    }
    expect(validateAdultBirthDate({ year: 2025, month: 5, day: 1 }, now)).toEqual(UNDER_AGE);
    expect(validateAdultBirthDate({ year: 1900, month: 1, day: 1 }, now)).toMatchObject({ ok: true });
    expect(validateAdultBirthDate({ year: 2000, month: 2, day: 29 }, now)).toMatchObject({ ok: true });
  });

  it('throws on an invalid now', () => {
    expect(() => validateAdultBirthDate({ year: 1990, month: 1, day: 1 }, 'nope')).toThrow(RangeError);
  });

  it('agrees with an age oracle built on the Asia/Seoul calendar', () => {
    const seoul = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', dateStyle: 'short' });
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1950, 0, 1)),
          max: new Date(Date.UTC(2030, 0, 1)),
          noInvalidDate: true,
        }),
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }),
        (birthDate, now) => {
          const birth = {
            year: birthDate.getUTCFullYear(),
            month: birthDate.getUTCMonth() + 1,
            day: birthDate.getUTCDate(),
          };
          const [y, m, d] = seoul.format(now).split('-').map(Number) as [number, number, number];
          const birthKey = birth.year * 10_000 + birth.month * 100 + birth.day;
          const todayKey = y * 10_000 + m * 100 + d;
          const age = Math.floor((todayKey - birthKey) / 10_000);
          const expected =
            birthKey > todayKey ? 'SIGNUP_BIRTH_INVALID' : age < 19 ? 'SIGNUP_UNDER_AGE' : 'ok';
          const result = validateAdultBirthDate(birth, now);
          expect(result.ok ? 'ok' : result.code).toBe(expected);
        },
      ),
    );
  });
});

describe('anti-bot code', () => {
  /** A byte source that replays fixed bytes, recording each request size. */
  const replay = (bytes: number[]) => {
    const requests: number[] = [];
    const source = (length: number) => {
      requests.push(length);
      return Uint8Array.from(bytes.splice(0, length));
    };
    return { source, requests };
  };

  it('maps bytes onto A-Z0-9 and draws again for bytes 252-255', () => {
    expect(generateAntiBotCode(replay([0, 25, 26, 35]).source)).toBe('AZ09');
    expect(generateAntiBotCode(replay([36, 71, 216, 251]).source)).toBe('A9A9');
    const { source, requests } = replay([252, 0, 255, 1, 253, 254, 2, 3]);
    expect(generateAntiBotCode(source)).toBe('ABCD');
    expect(requests).toEqual([4, 2, 2]);
  });

  it('gives every character exactly 7 of the accepted byte values (no bias)', () => {
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 252; byte++) {
      const char = generateAntiBotCode(replay([byte, byte, byte, byte]).source)[0] as string;
      counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(36);
    expect([...counts.values()].every((n) => n === 7)).toBe(true);
  });

  it('uses crypto random bytes by default', () => {
    for (let i = 0; i < 50; i++) expect(generateAntiBotCode()).toMatch(/^[A-Z0-9]{4}$/);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), (bytes) => {
        fc.pre(bytes.filter((b) => b < 252).length >= 4);
        expect(generateAntiBotCode(replay([...bytes]).source)).toMatch(/^[A-Z0-9]{4}$/);
      }),
    );
  });

  it('checks case-insensitively, ignoring surrounding spaces, never on empty', () => {
    expect(checkAntiBotCode('Q7X2', 'Q7X2')).toEqual({ ok: true, value: undefined });
    expect(checkAntiBotCode(' q7x2 ', 'Q7X2')).toEqual({ ok: true, value: undefined });
    expect(checkAntiBotCode('Q7X3', 'Q7X2')).toEqual(ANTIBOT);
    expect(checkAntiBotCode('Q7 X2', 'Q7X2')).toEqual(ANTIBOT);
    expect(checkAntiBotCode('', '')).toEqual(ANTIBOT);
    expect(checkAntiBotCode(undefined, null)).toEqual(ANTIBOT);
  });
});

describe('id and nickname checks', () => {
  it('isBanned matches whole values case-insensitively', () => {
    expect(isBanned('Admin', ['admin'])).toBe(true);
    expect(isBanned('admin1', ['admin'])).toBe(false);
    expect(isBanned('admin')).toBe(false);
    expect(isBanned('운영자', new Set(['운영자']))).toBe(true);
  });

  it('checkUserIdInput: 6-12 then not banned', () => {
    const BANNED = failure('ID_BANNED', '금지된 아이디입니다.');
    expect(checkUserIdInput('abcde')).toEqual(USER_ID);
    expect(checkUserIdInput('abcdefghijklm')).toEqual(USER_ID);
    expect(checkUserIdInput(undefined)).toEqual(USER_ID);
    expect(checkUserIdInput('abcdef')).toEqual({ ok: true, value: 'abcdef' });
    expect(checkUserIdInput('abcdefghijkl')).toMatchObject({ ok: true });
    expect(checkUserIdInput('admin1', { banned: ['ADMIN1'] })).toEqual(BANNED);
    expect(checkUserIdInput('admin', { banned: ['admin'] })).toEqual(USER_ID);
  });

  it('checkNicknameInput: entered, at most 8, not banned', () => {
    expect(checkNicknameInput('')).toEqual(NICKNAME_REQUIRED);
    expect(checkNicknameInput('  ')).toEqual(NICKNAME_REQUIRED);
    expect(checkNicknameInput(null)).toEqual(NICKNAME_REQUIRED);
    expect(checkNicknameInput('아홉글자닉네임이다')).toEqual(
      failure('NICKNAME_TOO_LONG', '8자 이내로 입력해주세요.'),
    );
    expect(checkNicknameInput('여덟글자닉네임다')).toEqual({ ok: true, value: '여덟글자닉네임다' });
    expect(checkNicknameInput('운영자', { banned: ['운영자'] })).toEqual(
      failure('NICKNAME_BANNED', '금지된 닉네임입니다.'),
    );
  });

  it('checkAvailability words the server answer', () => {
    expect(checkAvailability('kim2024', false)).toEqual({
      ok: true,
      value: 'kim2024',
      code: 'available',
      message: 'kim2024는 사용가능합니다.',
    });
    expect(checkAvailability('kim2024', true)).toEqual({
      ok: false,
      code: 'inUse',
      message: 'kim2024는 이미 사용중입니다.',
    });
  });
});

describe('signUpRules', () => {
  it('binds the reading to the fields that have two', () => {
    const coded = signUpRules({ reading: 'coded' });
    const guide = signUpRules({ reading: 'guide' });
    const both = signUpRules();
    expect(coded.userId('Kim2024')).toMatchObject({ ok: true });
    expect(both.userId('Kim2024')).toEqual(USER_ID_GUIDE);
    expect(guide.userId('k_1')).toMatchObject({ ok: true });
    expect(coded.nickname('별빛')).toMatchObject({ ok: true });
    expect(both.nickname('별빛')).toEqual(NICKNAME_GUIDE);
    expect(coded.accountHolder('Kim')).toMatchObject({ ok: true });
    expect(guide.accountHolder('Kim')).toEqual(HOLDER_HANGUL);
    expect(both.password('abc!23')).toMatchObject({ ok: true });
    expect(both.passwordConfirm('abc!23', 'abc!24')).toMatchObject({ code: 'PASSWORD_MISMATCH' });
    expect(both.phone('010-1234-5678')).toEqual({ ok: true, value: '01012345678' });
    expect(both.bankCode('40')).toMatchObject({ code: 'BANK_INVALID' });
    expect(both.accountNumber('123456789012345')).toMatchObject({ code: 'ACCOUNT_NUMBER_TOO_LONG' });
    expect(both.accountPassword('12345')).toMatchObject({ code: 'SIGNUP_ACCOUNT_PASSWORD' });
    expect(both.birthDate({ year: 2010, month: 1, day: 1 }, Date.UTC(2025, 0, 1))).toEqual(UNDER_AGE);
  });
});

describe('validateSignUp', () => {
  const form: SignUpForm = {
    userId: 'kim2024',
    password: 'abc!23',
    passwordConfirm: 'abc!23',
    accountHolder: '김철수',
    nickname: '행운의별',
    birthDate: { year: '1990', month: '07', day: '09' },
    phone: '010-1234-5678',
    bankCode: '04',
    accountNumber: '110-123-456789',
    accountPassword: '1234',
    antiBotCode: 'q7x2',
  };
  const context: SignUpContext = {
    now: Date.UTC(2025, 4, 1, 3),
    phoneVerified: true,
    referrerId: 12,
    antiBotCode: 'Q7X2',
  };
  const signUp = (over: Partial<SignUpForm> = {}, ctx: Partial<SignUpContext> = {}) =>
    validateSignUp({ ...form, ...over }, { ...context, ...ctx });

  it('returns the normalised values', () => {
    expect(signUp()).toEqual({
      ok: true,
      value: {
        userId: 'kim2024',
        password: 'abc!23',
        accountHolder: '김철수',
        nickname: '행운의별',
        birthDate: { year: 1990, month: 7, day: 9 },
        phone: '01012345678',
        bankCode: 4,
        accountNumber: '110-123-456789',
        accountPassword: '1234',
        referrerId: '12',
      },
    });
  });

  it('reports every field failure at once under SIGNUP_FORM_INVALID', () => {
    const result = signUp({
      userId: 'ab',
      password: 'abc',
      passwordConfirm: 'abd',
      accountHolder: '',
      nickname: '너무나긴닉네임입니다',
      birthDate: { year: 1990, month: 2, day: 30 },
      phone: '02-123-4567',
      bankCode: 0,
      accountNumber: '',
      accountPassword: '12',
    });
    expect(result).toEqual({
      ok: false,
      code: 'SIGNUP_FORM_INVALID',
      message: '회원등록에 실패했습니다. 메세지를 확인해주세요.',
      issues: [
        { field: 'userId', code: 'SIGNUP_USER_ID', message: '공백을 제외한 영문/숫자 6~12자 입력해주세요.' },
        {
          field: 'password',
          code: 'SIGNUP_PASSWORD',
          message: '공백을 제외한 영문/숫자/특수문자(!@#$%^*+=-) 6~12자 입력해주세요.',
        },
        { field: 'passwordConfirm', code: 'PASSWORD_MISMATCH', message: '비밀번호가 일치하지 않습니다.' },
        { field: 'accountHolder', code: 'FIELD_REQUIRED', message: '위 항목을 입력해주세요.' },
        { field: 'nickname', code: 'SIGNUP_NICKNAME', message: '8자이내로 입력해주세요.' },
        { field: 'birthDate', code: 'SIGNUP_BIRTH_INVALID', message: '생년월일을 확인해주세요.' },
        { field: 'phone', code: 'SIGNUP_PHONE_FORMAT', message: '형식에 맞지 않는 번호입니다.' },
        { field: 'bankCode', code: 'BANK_INVALID', message: '유효한 은행을 입력해주세요.' },
        { field: 'accountNumber', code: 'FIELD_REQUIRED', message: '위 항목을 입력해주세요.' },
        {
          field: 'accountPassword',
          code: 'SIGNUP_ACCOUNT_PASSWORD',
          message: '공백을 제외한 숫자 4자로 입력해주세요.',
        },
      ],
    });
  });

  it('headlines an under-19 member with the age message (compliance §3)', () => {
    const young = { year: 2007, month: 1, day: 1 };
    expect(signUp({ birthDate: young })).toEqual({
      ok: false,
      code: 'SIGNUP_UNDER_AGE',
      message: '만 19세 미만은 가입할 수 없습니다.',
      field: 'birthDate',
      issues: [
        { field: 'birthDate', code: 'SIGNUP_UNDER_AGE', message: '만 19세 미만은 가입할 수 없습니다.' },
      ],
    });
    expect(signUp({ birthDate: young, userId: 'ab' })).toMatchObject({
      code: 'SIGNUP_UNDER_AGE',
      issues: [{ field: 'userId' }, { field: 'birthDate' }],
    });
  });

  it('applies the chosen reading', () => {
    expect(signUp({ userId: 'Kim2024' })).toMatchObject({
      code: 'SIGNUP_FORM_INVALID',
      issues: [{ field: 'userId' }],
    });
    expect(signUp({ userId: 'Kim2024' }, { reading: 'coded' })).toMatchObject({ ok: true });
  });

  it('runs the submit checks in order after the fields', () => {
    const allWrong: Partial<SignUpContext> = {
      phoneVerified: false,
      bannedUserIds: ['KIM2024'],
      bannedNicknames: ['행운의별'],
      taken: { userId: true, nickname: true, phone: true },
      referrerId: ' ',
      antiBotCode: 'ZZZZ',
    };
    const run = (ctx: Partial<SignUpContext>) => signUp({}, { ...allWrong, ...ctx });
    expect(run({})).toEqual({
      ...failure('SIGNUP_PHONE_UNVERIFIED', '휴대폰 번호 인증을 해주셔야 합니다.'),
      field: 'phone',
    });
    const verified = { phoneVerified: true };
    expect(run(verified)).toEqual({ ...failure('ID_BANNED', '금지된 아이디입니다.'), field: 'userId' });
    expect(run({ ...verified, bannedUserIds: [] })).toEqual({
      ...failure('inUse', 'kim2024는 이미 사용중입니다.'),
      field: 'userId',
    });
    const idOk = { ...verified, bannedUserIds: [], taken: { nickname: true, phone: true } };
    expect(run(idOk)).toEqual({ ...failure('NICKNAME_BANNED', '금지된 닉네임입니다.'), field: 'nickname' });
    expect(run({ ...idOk, bannedNicknames: undefined })).toEqual({
      ...failure('inUse', '행운의별는 이미 사용중입니다.'),
      field: 'nickname',
    });
    const nickOk = { ...idOk, bannedNicknames: undefined, taken: { phone: true } };
    expect(run(nickOk)).toEqual({ ...failure('inUse', '01012345678는 이미 사용중입니다.'), field: 'phone' });
    const phoneOk = { ...nickOk, taken: {} };
    expect(run(phoneOk)).toEqual(failure('SIGNUP_REFERRER_INVALID', '유효한 추천인코드가 아닙니다.'));
    expect(run({ ...phoneOk, referrerId: null })).toEqual(
      failure('SIGNUP_REFERRER_INVALID', '유효한 추천인코드가 아닙니다.'),
    );
    expect(run({ ...phoneOk, referrerId: 'ref01' })).toEqual({ ...ANTIBOT, field: 'antiBotCode' });
    expect(run({ ...phoneOk, referrerId: 'ref01', antiBotCode: 'Q7X2' })).toMatchObject({
      ok: true,
      value: { referrerId: 'ref01' },
    });
  });

  it('skips the anti-bot code when the context has none (the server never sees it)', () => {
    expect(signUp({ antiBotCode: undefined }, { antiBotCode: undefined })).toMatchObject({ ok: true });
    expect(signUp({ antiBotCode: 'WRONG' }, { antiBotCode: undefined })).toMatchObject({ ok: true });
    expect(signUp({ antiBotCode: undefined })).toEqual({ ...ANTIBOT, field: 'antiBotCode' });
  });
});
