import { useAction, useKbetClient } from '@kbet/react';
import { ko, validatePassword, validatePasswordConfirm } from '@kbet/sdk';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Field } from '@/components/ui/Field';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { openDialog } from '@/lib/dialogs';
import { alert } from '@/lib/notify';
import { reportError } from '@/lib/reportError';
import styles from './AccountForms.module.css';

const FORM_ID = 'change-password';

export interface ChangePasswordDialogProps {
  readonly onClose: () => void;
  readonly userId: string;
  /** From a successful find-password; binds this change to that lookup. */
  readonly resetToken: string;
}

/**
 * Change password after find password (spec §2, §4, §5): the new password (at least 8 characters) and its
 * confirmation; success alerts 패스워드를 수정했습니다. 다시 로그인 해주세요. and opens the login dialog, failure
 * reads 시스템에 문제가 발생했습니다. 비회원 문의를 이용해주세요.
 * @example openDialog('changePassword', { userId, resetToken })
 */
export function ChangePasswordDialog({ onClose, userId, resetToken }: ChangePasswordDialogProps) {
  const client = useKbetClient();
  const [form, setForm] = useState({ password: '', confirm: '' });
  const [error, setError] = useState<{ field: 'password' | 'confirm'; message: string } | null>(null);
  const reset = useAction({
    action: (newPassword: string) => client.member.resetPassword({ userId, newPassword, resetToken }),
    onSuccess: async () => {
      onClose();
      await alert(ko.PASSWORD_CHANGED);
      openDialog('login');
    },
    onError: (failure) => reportError(failure, { context: 'changePassword' }),
  });
  const first = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const password = validatePassword(form.password);
    if (!password.ok) return setError({ field: 'password', message: password.message });
    const confirmed = validatePasswordConfirm(form.password, form.confirm);
    if (!confirmed.ok) return setError({ field: 'confirm', message: confirmed.message });
    setError(null);
    await reset.run(password.value);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="비밀번호 변경"
      width={440}
      initialFocus={first}
      footer={
        <>
          <Button onClick={onClose}>취소</Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={reset.pending}>
            변경하기
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className={styles.stack} onSubmit={submit} noValidate>
        <p className={styles.intro}>
          <strong>{userId}</strong> 계정의 새 비밀번호를 입력해주세요. 변경하면 모든 기기에서 로그아웃됩니다.
        </p>
        <Field
          label="새 비밀번호"
          required
          hint="8자 이상"
          error={error?.field === 'password' ? error.message : null}
        >
          <PasswordInput
            name="newPassword"
            autoComplete="new-password"
            value={form.password}
            ref={first}
            onChange={(event) => {
              setForm((f) => ({ ...f, password: event.target.value }));
              setError(null);
            }}
          />
        </Field>
        <Field label="새 비밀번호 확인" required error={error?.field === 'confirm' ? error.message : null}>
          <PasswordInput
            name="confirmPassword"
            autoComplete="new-password"
            value={form.confirm}
            onChange={(event) => {
              setForm((f) => ({ ...f, confirm: event.target.value }));
              setError(null);
            }}
          />
        </Field>
      </form>
    </Dialog>
  );
}
