import { useAction, useKbetClient } from '@kbet/react';
import { type FindPasswordRequest, validateFindPassword } from '@kbet/sdk';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Field } from '@/components/ui/Field';
import { Input } from '@/components/ui/Input';
import { isDialogAvailable, openDialog } from '@/lib/dialogs';
import { reportError } from '@/lib/reportError';
import styles from './AccountForms.module.css';

const FORM_ID = 'find-password';

/**
 * Find password (spec §2, §4, §5): id, account holder and the phone's last 4 digits, all required; success opens
 * the change-password dialog with the reset token, failure reads 회원정보를 찾을 수 없습니다. 비회원 문의를 이용해주세요.
 * @example openDialog('findPassword')
 */
export function FindPasswordDialog({ onClose }: { readonly onClose: () => void }) {
  const client = useKbetClient();
  const [form, setForm] = useState({ userId: '', accountHolder: '', phoneLast4: '' });
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const find = useAction({
    action: (body: FindPasswordRequest) => client.member.findPassword(body),
    onSuccess: ({ resetToken }, { userId }) => {
      onClose();
      openDialog('changePassword', { userId, resetToken });
    },
    onError: (failure) => reportError(failure, { context: 'findPassword' }),
  });
  const first = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateFindPassword(form);
    if (!checked.ok) return setError({ field: checked.field, message: checked.message });
    setError(null);
    const { userId, accountHolder, phoneLast4 } = checked.value;
    await find.run({ userId, accountHolder, phoneNumber: phoneLast4 });
  };

  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: event.target.value }));
    setError(null);
  };
  const errorFor = (field: string) => (error?.field === field ? error.message : null);
  return (
    <Dialog
      open
      onClose={onClose}
      title="비밀번호 찾기"
      width={440}
      initialFocus={first}
      footer={
        <>
          <Button onClick={onClose}>취소</Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={find.pending}>
            확인
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className={styles.stack} onSubmit={submit} noValidate>
        <p className={styles.intro}>가입 시 등록한 정보로 회원님을 확인한 뒤 새 비밀번호를 설정합니다.</p>
        <Field label="아이디" required error={errorFor('userId')}>
          <Input
            name="userId"
            autoComplete="username"
            autoCapitalize="none"
            value={form.userId}
            onChange={set('userId')}
            ref={first}
          />
        </Field>
        <Field label="예금주" required error={errorFor('accountHolder')}>
          <Input
            name="accountHolder"
            autoComplete="name"
            value={form.accountHolder}
            onChange={set('accountHolder')}
          />
        </Field>
        <Field label="휴대폰번호 뒤 4자리" required error={errorFor('phoneLast4')}>
          <Input
            name="phoneLast4"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={form.phoneLast4}
            onChange={set('phoneLast4')}
          />
        </Field>
        {isDialogAvailable('nonMemberInquiry') && (
          <p className={styles.aside}>
            정보가 기억나지 않으세요?
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                onClose();
                openDialog('nonMemberInquiry');
              }}
            >
              비회원 문의하기
            </button>
          </p>
        )}
      </form>
    </Dialog>
  );
}
