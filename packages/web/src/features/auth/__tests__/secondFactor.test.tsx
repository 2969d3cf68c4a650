import { ApiError } from '@kbet/sdk';
import { testUser } from '@kbet/testkit/user';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKbetHarness } from '@/test/renderWithKbet';
import { LoginForm } from '../components/LoginForm';
import { TotpEnrolment } from '../components/TotpEnrolment';

afterEach(cleanup);

const partner = testUser({ id: 9, userId: 'partner01', nickname: '총판01', type: 1 });
const otpRequired = new ApiError({
  status: 401,
  code: 'LOGIN_OTP_REQUIRED',
  data: { code: 'LOGIN_OTP_REQUIRED', message: 'OTP 인증번호를 입력해주세요.' },
  message: 'OTP 인증번호를 입력해주세요.',
});

describe('second factor in the web (compliance §10)', () => {
  it('asks for the authenticator code when the server wants one, and logs in with it', async () => {
    const login = vi
      .fn()
      .mockRejectedValueOnce(otpRequired)
      .mockResolvedValueOnce({ user: partner, token: 't' });
    const onSuccess = vi.fn();
    const kbet = await createKbetHarness({ client: { auth: { login } } });
    await kbet.render(<LoginForm onSuccess={onSuccess} />);
    expect(screen.queryByLabelText('OTP 인증번호')).toBeNull();
    fireEvent.change(screen.getByLabelText('아이디'), { target: { value: 'partner01' } });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'kbet1234' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    const code = await screen.findByLabelText('OTP 인증번호');
    expect(screen.getByText('OTP 인증번호를 입력해주세요.')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(login).toHaveBeenLastCalledWith({ userId: 'partner01', password: 'kbet1234', otp: '123456' });
  });

  it('enrols: shows the secret and its otpauth URI as text, then confirms the first code', async () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    const uri = `otpauth://totp/kbet%3Apartner01?secret=${secret}&issuer=kbet&digits=6&period=30`;
    const enroll = vi.fn(async () => ({ secret, uri }));
    const confirm = vi.fn(async () => ({ ok: true as const }));
    const onEnrolled = vi.fn();
    const kbet = await createKbetHarness({ user: partner, client: { auth: { totp: { enroll, confirm } } } });
    await kbet.render(<TotpEnrolment onEnrolled={onEnrolled} />);
    fireEvent.click(screen.getByRole('button', { name: 'OTP 등록 시작' }));
    expect((await screen.findByTestId('totp-secret')).textContent).toBe(secret);
    expect(screen.getByText(uri)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('OTP 인증번호'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'OTP 등록' }));
    await vi.waitFor(() => expect(onEnrolled).toHaveBeenCalled());
    expect(confirm).toHaveBeenCalledWith({ otp: '654321' });
  });
});
