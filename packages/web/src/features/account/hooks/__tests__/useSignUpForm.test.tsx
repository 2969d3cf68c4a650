import { referralFields } from '@kbet/sdk';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAlerts } from '@/test/notices';
import { createKbetHarness } from '@/test/renderWithKbet';
import { useSignUpForm } from '../useSignUpForm';

afterEach(cleanup);

const referral = referralFields('KBET01', { type: 0, memberId: 9 });

const setup = async (overrides: { checkAuthNumber?: () => Promise<string> } = {}) => {
  const signup = {
    check: vi.fn(async (query: Record<string, string>) => query.nickname === '사용중'),
    sendSms: vi.fn(async () => '인증번호를 전송하였습니다. 핸드폰을 확인해주세요.'),
    checkAuthNumber: vi.fn(overrides.checkAuthNumber ?? (async () => '인증성공')),
    join: vi.fn(async () => '회원가입이 완료되었습니다.'),
  };
  const { wrapper } = await createKbetHarness({ client: { signup } });
  const onJoined = vi.fn();
  const view = renderHook(() => useSignUpForm(referral, onJoined), { wrapper });
  return { signup, onJoined, view };
};

const fill = (view: Awaited<ReturnType<typeof setup>>['view'], values: Record<string, string>) =>
  act(() => {
    for (const [field, value] of Object.entries(values)) view.result.current.change(field as never, value);
  });

const valid = {
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
};

// The store's rules are tested in the SDK (createSignUpStore); here, that the hook speaks its notices.
describe('useSignUpForm', () => {
  it('sends the encoded phone and verifies only on 인증성공', async () => {
    const { view, signup } = await setup({ checkAuthNumber: async () => '인증실패' });
    fill(view, { phone: '010-1234-5678' });
    await act(() => view.result.current.requestSms());
    expect(signup.sendSms).toHaveBeenCalledWith({ data: btoa('+821012345678') });
    expect(view.result.current.smsSent).toBe(true);
    expect(dismissAlerts()).toEqual(['인증번호를 전송하였습니다. 핸드폰을 확인해주세요.']);
    fill(view, { authNumber: '123456' });
    await act(() => view.result.current.confirmSms());
    expect(view.result.current.phoneVerified).toBe(false);
    expect(view.result.current.errors.authNumber).toBe('인증실패');
  });

  it('refuses an unverified phone, then an under-19 birth date, and joins once everything passes', async () => {
    const { view, signup, onJoined } = await setup();
    fill(view, { ...valid, antiBotCode: view.result.current.antiBot.toLowerCase() });
    await act(() => view.result.current.submit());
    expect(dismissAlerts()).toEqual(['휴대폰 번호 인증을 해주셔야 합니다.']);
    expect(view.result.current.errors.phone).toBe('휴대폰 번호 인증을 해주셔야 합니다.');

    await act(() => view.result.current.requestSms());
    dismissAlerts();
    fill(view, { authNumber: '654321', birthYear: String(new Date().getFullYear() - 10) });
    await act(() => view.result.current.confirmSms());
    expect(view.result.current.notes.authNumber).toBe('인증성공');
    await act(() => view.result.current.submit());
    expect(dismissAlerts()).toEqual(['만 19세 미만은 가입할 수 없습니다.']);
    expect(view.result.current.errors.birthYear).toBe('만 19세 미만은 가입할 수 없습니다.');
    expect(signup.join).not.toHaveBeenCalled();

    fill(view, { birthYear: '1990' });
    await act(() => view.result.current.submit());
    expect(signup.join).toHaveBeenCalledWith({
      userId: 'newbie01',
      password: 'pass1234!',
      nickname: '민준이다',
      phoneNumber: '01012345678',
      authNumber: '654321',
      managementTarget1UserId: '',
      bankAccountPssword: '1234',
      accountHolder: '김민준',
      bankAccountNumber: '1234567890',
      bankCode: '4',
      suggestionCode1: 'KBET01',
      suggestionCode2: '',
      recommenderId: '9',
      birthDate: '19900709',
      carrierCode: '1',
    });
    expect(onJoined).toHaveBeenCalledOnce();
  });
});
