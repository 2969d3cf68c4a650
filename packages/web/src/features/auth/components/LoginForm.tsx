import { useAction, useKbet } from '@kbet/react';
import { ko, type LoginForm as LoginValues, preloadLogin, type User } from '@kbet/sdk';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { Input } from '@/components/ui/Input';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { isDialogAvailable, openDialog } from '@/lib/dialogs';
import { alert } from '@/lib/notify';
import styles from './LoginForm.module.css';

type FieldName = 'userId' | 'password' | 'otp';

/** A partner or staff login that needs its authenticator code (compliance §10), with what to say under the field. */
const OTP_FAILURES: Readonly<Record<string, string>> = {
  LOGIN_OTP_REQUIRED: ko.LOGIN_OTP_REQUIRED,
  LOGIN_OTP_INVALID: ko.LOGIN_OTP_INVALID,
};

const SIDE_LINKS = [
  { dialog: 'signUp', label: '회원가입' },
  { dialog: 'findPassword', label: '비밀번호 찾기' },
  { dialog: 'nonMemberInquiry', label: '비회원 문의' },
] as const;

export interface LoginFormProps {
  /** Called after a successful login, with the member; the form has cleared itself. */
  readonly onSuccess: (user: User) => void;
}

/**
 * The login form (spec §2, §5, §8): id and password with show/hide, Enter submits, an empty field shows
 * 위 항목을 입력해주세요. under it, a refused login alerts the server's message (else the login fallback).
 * @example <LoginForm onSuccess={() => close()} />
 */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const { session } = useKbet().stores;
  const [values, setValues] = useState({ userId: '', password: '', otp: '' });
  // The code field appears once the server asks for it: members never see it.
  const [askOtp, setAskOtp] = useState(false);
  const [error, setError] = useState<{ field: FieldName; message: string } | null>(null);
  const refs = {
    userId: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    otp: useRef<HTMLInputElement>(null),
  };
  // The session store's login checks load with the form, not at its submit (a failed load is retried there).
  useEffect(() => {
    preloadLogin().catch(() => {});
  }, []);
  const login = useAction({
    action: (form: LoginValues) => session.login(form),
    onSuccess: (result) => {
      if (result.ok) {
        setValues({ userId: '', password: '', otp: '' });
        setAskOtp(false);
        setError(null);
        onSuccess(result.value);
        return;
      }
      const otpFailure = OTP_FAILURES[result.code];
      if (otpFailure !== undefined) {
        setAskOtp(true);
        setValues((v) => ({ ...v, otp: '' }));
        setError({ field: 'otp', message: otpFailure });
        requestAnimationFrame(() => refs.otp.current?.focus());
        return;
      }
      if (result.field === 'userId' || result.field === 'password' || result.field === 'otp') {
        setError({ field: result.field, message: result.message });
        refs[result.field].current?.focus();
        return;
      }
      setError(null);
      void alert(result.message).then(() => refs.password.current?.focus());
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void login.run(values);
  };

  const change = (field: FieldName) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (error?.field === field) setError(null);
  };

  const links = SIDE_LINKS.filter((link) => isDialogAvailable(link.dialog));
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field label="아이디" error={error?.field === 'userId' ? error.message : null}>
        <Input
          ref={refs.userId}
          size="lg"
          name="userId"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="아이디를 입력하세요"
          value={values.userId}
          onChange={change('userId')}
        />
      </Field>
      <Field label="비밀번호" error={error?.field === 'password' ? error.message : null}>
        <PasswordInput
          ref={refs.password}
          size="lg"
          name="password"
          autoComplete="current-password"
          placeholder="비밀번호를 입력하세요"
          value={values.password}
          onChange={change('password')}
        />
      </Field>
      {askOtp && (
        <Field label="OTP 인증번호" error={error?.field === 'otp' ? error.message : null}>
          <Input
            ref={refs.otp}
            size="lg"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            placeholder="인증 앱의 6자리 번호"
            value={values.otp}
            onChange={change('otp')}
          />
        </Field>
      )}
      <Button type="submit" variant="primary" size="lg" block loading={login.pending}>
        로그인
      </Button>
      {links.length > 0 && (
        <div className={styles.links}>
          {links.map((link) => (
            <button
              key={link.dialog}
              type="button"
              className={styles.link}
              onClick={() => openDialog(link.dialog)}
            >
              {link.label}
            </button>
          ))}
        </div>
      )}
    </form>
  );
}
