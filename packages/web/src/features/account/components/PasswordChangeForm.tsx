import { useAction, useKbet, useKbetClient, useUser } from '@kbet/react';
import { ko, type MemberChangePasswordRequest, validatePasswordChange } from '@kbet/sdk';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { alert } from '@/lib/notify';
import { reportError } from '@/lib/reportError';
import styles from './AccountForms.module.css';

export interface PasswordChangeFormProps {
  /** After the member was logged out (spec §8: the user-info popup also reloads the page). */
  readonly onChanged?: () => void;
}

/**
 * The member's password change (spec §2 user info, §5, §8): current, new and confirmation, else
 * 비밀번호를 확인해주세요.; success alerts 패스워드를 수정했습니다. 다시 로그인 해주세요. and logs out (the server
 * ended every session).
 * @example <PasswordChangeForm onChanged={() => window.location.reload()} />
 */
export function PasswordChangeForm({ onChanged }: PasswordChangeFormProps) {
  const client = useKbetClient();
  const { session } = useKbet().stores;
  const user = useUser();
  const [form, setForm] = useState({ current: '', next: '', confirm: '' });
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const change = useAction({
    action: ({ id, body }: { id: number; body: MemberChangePasswordRequest }) =>
      client.member.changePassword(id, body),
    onSuccess: async () => {
      setForm({ current: '', next: '', confirm: '' });
      await alert(ko.PASSWORD_CHANGED);
      await session.logout();
      onChanged?.();
    },
    onError: (failure) => reportError(failure),
  });
  if (!user) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validatePasswordChange(form);
    if (!checked.ok) return setError({ field: checked.field, message: checked.message });
    setError(null);
    await change.run({ id: user.id, body: checked.value });
  };

  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: event.target.value }));
    setError(null);
  };
  const errorFor = (field: string) => (error?.field === field ? error.message : null);
  return (
    <form className={styles.stack} onSubmit={submit} noValidate aria-label="비밀번호 변경">
      <Field label="현재 비밀번호" error={errorFor('current')}>
        <PasswordInput
          name="currentPassword"
          autoComplete="current-password"
          value={form.current}
          onChange={set('current')}
        />
      </Field>
      <Field label="새 비밀번호" error={errorFor('next')}>
        <PasswordInput
          name="newPassword"
          autoComplete="new-password"
          value={form.next}
          onChange={set('next')}
        />
      </Field>
      <Field label="새 비밀번호 확인" error={errorFor('confirm')}>
        <PasswordInput
          name="confirmPassword"
          autoComplete="new-password"
          value={form.confirm}
          onChange={set('confirm')}
        />
      </Field>
      <Button type="submit" variant="primary" block loading={change.pending}>
        비밀번호 변경
      </Button>
    </form>
  );
}
