import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../errors/apiError';
import { createSignUpStore, type SignUpClient, type SignUpFormValues } from '../createSignUpStore';
import { referralFields } from '../referralFields';

const referral = referralFields('KBET01', { type: 0, memberId: 9 });
const NOW = Date.UTC(2025, 2, 1, 3, 0);
/** Bytes 0, 1, 2, 3 → the anti-bot code 'ABCD'; later draws continue the count. */
const countingBytes = () => {
  let next = 0;
  return (length: number) => Uint8Array.from({ length }, () => next++ % 36);
};

const setup = (overrides: Partial<SignUpClient['signup']> = {}) => {
  const signup = {
    check: vi.fn(async (query: { userId?: string; nickname?: string }) => query.nickname === '사용중'),
    sendSms: vi.fn(async () => '인증번호를 전송하였습니다. 핸드폰을 확인해주세요.'),
    checkAuthNumber: vi.fn(async () => '인증성공'),
    join: vi.fn(async () => '회원가입이 완료되었습니다.'),
    ...overrides,
  };
  const store = createSignUpStore(
    { signup },
    { referral, clock: { now: () => NOW }, randomBytes: countingBytes() },
  );
  const fill = (values: Partial<SignUpFormValues>) => {
    for (const [field, value] of Object.entries(values)) store.change(field as keyof SignUpFormValues, value);
  };
  return { signup, store, fill };
};

const valid: Partial<SignUpFormValues> = {
  userId: 'newbie01',
  password: 'pass1234!',
  passwordConfirm: 'pass1234!',
  accountHolder: '김민준',
  nickname: '민준이다',
  birthYear: '1990',
  birthMonth: '07',
  birthDay: '09',
  carrierCode: '1',
  phone: '010-1234-5678',
  bankCode: '4',
  accountNumber: '1234567890',
  accountPassword: '1234',
  antiBotCode: 'abcd',
};

const refused = (status: number, data?: unknown) =>
  new ApiError({ status, code: 'REFUSED', message: '거절되었습니다.', data });

describe('createSignUpStore', () => {
  it('starts empty with a drawn anti-bot code, and tells its subscribers of every change', () => {
    const { store } = setup();
    expect(store.get()).toMatchObject({ antiBot: 'ABCD', busy: null, smsSent: false, phoneVerified: false });
    const seen = vi.fn();
    const off = store.subscribe(seen);
    store.change('userId', 'x');
    store.refreshAntiBot();
    expect(store.get().antiBot).toBe('EFGH');
    expect(seen).toHaveBeenCalledTimes(2);
    off();
  });

  it('answers the duplicate checks with the spec messages, and forgets them when the value changes', async () => {
    const { store, signup, fill } = setup();
    fill({ userId: 'newbie01', nickname: '사용중' });
    expect(await store.checkDuplicate('userId')).toEqual({ kind: 'none' });
    await store.checkDuplicate('nickname');
    expect(signup.check).toHaveBeenCalledWith({ userId: 'newbie01' });
    expect(store.get().notes.userId).toBe('newbie01는 사용가능합니다.');
    expect(store.get().errors.nickname).toBe('사용중는 이미 사용중입니다.');
    store.change('userId', 'newbie02');
    expect(store.get().notes.userId).toBeUndefined();
  });

  it('refuses a short id before asking the server, and hands on a failed check', async () => {
    const { store, signup, fill } = setup({ check: vi.fn(() => Promise.reject(refused(500))) });
    fill({ userId: 'abc' });
    await store.checkDuplicate('userId');
    expect(store.get().errors.userId).toBe('공백을 제외한 영문/숫자 6~12자 입력해주세요.');
    expect(signup.check).not.toHaveBeenCalled();
    fill({ nickname: '민준이다' });
    expect(await store.checkDuplicate('nickname')).toMatchObject({ kind: 'failure' });
    expect(store.get().busy).toBeNull();
  });

  it('sends the encoded phone, is busy meanwhile, and verifies only on 인증성공', async () => {
    const { store, signup, fill } = setup({ checkAuthNumber: vi.fn(async () => '인증실패') });
    fill({ phone: '010-1234-5678' });
    const sending = store.requestSms();
    expect(store.get().busy).toBe('sms');
    expect(await sending).toEqual({
      kind: 'alert',
      message: '인증번호를 전송하였습니다. 핸드폰을 확인해주세요.',
    });
    expect(signup.sendSms).toHaveBeenCalledWith({ data: btoa('+821012345678') });
    expect(store.get().smsSent).toBe(true);
    await store.confirmSms();
    expect(store.get().errors.authNumber).toBe('위 항목을 입력해주세요.');
    fill({ authNumber: '123456' });
    await store.confirmSms();
    expect(store.get().phoneVerified).toBe(false);
    expect(store.get().errors.authNumber).toBe('인증실패');
  });

  it('refuses a bad phone before sending, and hands on a failed send', async () => {
    const { store, signup, fill } = setup({ sendSms: vi.fn(() => Promise.reject(refused(500))) });
    fill({ phone: '02-123' });
    await store.requestSms();
    expect(store.get().errors.phone).toBeDefined();
    expect(signup.sendSms).not.toHaveBeenCalled();
    fill({ phone: '01012345678' });
    expect(await store.requestSms()).toMatchObject({ kind: 'failure' });
  });

  it('shows the server refusal of a wrong code under the code, and hands on other failures', async () => {
    const checkAuthNumber = vi.fn(() => Promise.reject(refused(400)));
    const { store, fill } = setup({ checkAuthNumber });
    fill({ phone: '01012345678', authNumber: '000000' });
    expect(await store.confirmSms()).toEqual({ kind: 'none' });
    expect(store.get().errors.authNumber).toBe('거절되었습니다.');
    checkAuthNumber.mockImplementation(() => Promise.reject(refused(502)));
    expect(await store.confirmSms()).toMatchObject({ kind: 'failure' });
  });

  it('refuses an unverified phone, then an under-19 birth date, and joins once everything passes', async () => {
    const { store, signup, fill } = setup();
    fill(valid);
    expect(await store.submit()).toEqual({ kind: 'alert', message: '휴대폰 번호 인증을 해주셔야 합니다.' });
    expect(store.get().errors.phone).toBe('휴대폰 번호 인증을 해주셔야 합니다.');

    await store.requestSms();
    fill({ authNumber: '654321', birthYear: '2010' });
    await store.confirmSms();
    expect(store.get()).toMatchObject({ phoneVerified: true, notes: { authNumber: '인증성공' } });
    expect(await store.submit()).toEqual({ kind: 'alert', message: '만 19세 미만은 가입할 수 없습니다.' });
    expect(store.get().errors.birthYear).toBe('만 19세 미만은 가입할 수 없습니다.');
    expect(signup.join).not.toHaveBeenCalled();

    fill({ birthYear: '1990' });
    expect(await store.submit()).toEqual({ kind: 'joined' });
    expect(signup.join).toHaveBeenCalledWith(
      expect.objectContaining({ userId: 'newbie01', phoneNumber: '01012345678', authNumber: '654321' }),
    );
  });

  it('asks for the carrier and a matching anti-bot code, drawing a new code after a miss', async () => {
    const { store, signup, fill } = setup();
    fill({ ...valid, carrierCode: '', antiBotCode: 'ZZZZ' });
    await store.requestSms();
    fill({ authNumber: '111111' });
    await store.confirmSms();
    expect(await store.submit()).toEqual({ kind: 'alert', message: '자동방지코드가 일치하지 않습니다.' });
    expect(store.get().errors.carrierCode).toBe('통신사를 선택해주세요.');
    expect(store.get().antiBot).toBe('EFGH');
    fill({ carrierCode: '1', antiBotCode: 'efgh' });
    expect(await store.submit()).toEqual({ kind: 'joined' });
    expect(signup.join).toHaveBeenCalledTimes(1);
  });

  it('puts a refused field under its field, and reports any other join failure as the sign-up failure', async () => {
    const join = vi.fn(() => Promise.reject(refused(400, { field: 'userId' })));
    const { store, fill } = setup({ join });
    fill(valid);
    await store.requestSms();
    fill({ authNumber: '111111' });
    await store.confirmSms();
    expect(await store.submit()).toEqual({ kind: 'alert', message: '거절되었습니다.' });
    expect(store.get().errors.userId).toBe('거절되었습니다.');
    join.mockImplementation(() => Promise.reject(refused(500)));
    expect(await store.submit()).toMatchObject({ kind: 'failure', context: 'signUp' });
  });

  it('checks a field as the member leaves it', () => {
    const { store, fill } = setup();
    fill({ password: 'abc', passwordConfirm: 'abd', nickname: '아주아주긴닉네임입니다' });
    for (const field of ['password', 'passwordConfirm', 'nickname', 'userId', 'birthYear'] as const)
      store.blur(field);
    expect(store.get().errors.password).toBe(
      '공백을 제외한 영문/숫자/특수문자(!@#$%^*+=-) 6~12자 입력해주세요.',
    );
    expect(store.get().errors.passwordConfirm).toBeDefined();
    expect(store.get().errors.nickname).toBe('8자이내로 입력해주세요.');
    expect(store.get().errors.userId).toBeUndefined();
  });
});
