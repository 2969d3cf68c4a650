import { useAction, useKbetClient } from '@kbet/react';
import type { TotpConfirm, TotpEnrollment } from '@kbet/sdk/schemas';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { Input } from '@/components/ui/Input';
import { Panel } from '@/components/ui/Panel';
import { reportError } from '@/lib/reportError';
import styles from './TotpEnrolment.module.css';

/**
 * The second factor's enrolment (compliance §10, RFC 6238), once per partner or staff account: a new secret
 * shown as text and as its otpauth:// URI for an authenticator app, then activated with the app's first code.
 * @example <TotpEnrolment onEnrolled={() => status.refresh()} />
 */
export function TotpEnrolment({ onEnrolled }: { readonly onEnrolled: () => void }) {
  const client = useKbetClient();
  const [code, setCode] = useState('');
  const enrol = useAction<void, TotpEnrollment>({
    action: () => client.auth.totp.enroll(),
    onError: (failure) => reportError(failure),
  });
  const confirm = useAction({
    action: (body: TotpConfirm) => client.auth.totp.confirm(body),
    invalidates: ['secondFactor'],
    onSuccess: onEnrolled,
    onError: (failure) => reportError(failure),
  });
  const secret = enrol.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void confirm.run({ otp: code.replace(/\s/g, '') });
  };

  return (
    <Panel title="OTP 등록" level={1}>
      <div className={styles.enrolment}>
        <p>파트너와 관리자 계정은 로그인할 때 OTP 인증번호가 필요합니다. 처음 한 번 OTP를 등록해주세요.</p>
        {secret === undefined ? (
          <div>
            <Button variant="primary" loading={enrol.pending} onClick={() => void enrol.run()}>
              OTP 등록 시작
            </Button>
          </div>
        ) : (
          <form className={styles.enrolment} onSubmit={submit} noValidate>
            <dl className={styles.secret}>
              <dt>OTP 키</dt>
              <dd>
                <code data-testid="totp-secret">{secret.secret}</code>
              </dd>
              <dt>등록 주소</dt>
              <dd>
                <code>{secret.uri}</code>
              </dd>
            </dl>
            <p>
              인증 앱(Google Authenticator 등)에 위의 키를 입력한 뒤, 앱이 보여주는 6자리 번호를 입력해주세요.
            </p>
            <Field label="OTP 인증번호">
              <Input
                value={code}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                onChange={(event) => setCode(event.target.value)}
              />
            </Field>
            <div>
              <Button type="submit" variant="primary" loading={confirm.pending}>
                OTP 등록
              </Button>
            </div>
          </form>
        )}
      </div>
    </Panel>
  );
}
