import { useAction, useKbetClient, useResource } from '@kbet/react';
import { isApiError, ko, referralFields, validateReferralCode } from '@kbet/sdk';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Field } from '@/components/ui/Field';
import { Icon } from '@/components/ui/Icon';
import { Input } from '@/components/ui/Input';
import { isDialogAvailable, openDialog } from '@/lib/dialogs';
import { alert } from '@/lib/notify';
import { reportError } from '@/lib/reportError';
import styles from './SignUp.module.css';

const FORM_ID = 'sign-up-code';

export interface SignUpDialogProps {
  readonly onClose: () => void;
  /** The `joinCd` query's code (spec §2), prefilled. */
  readonly code?: string;
}

/**
 * Sign-up step 1 (spec §2, §4, §5): the referral-code popup, 600 wide. Enter proceeds; a valid code stores code 1 or
 * 2 and the referrer and opens the member form; a blank one reads 가입코드를 입력해주세요., an unknown one
 * 유효하지 않은 가입코드입니다. Closed sign-up alerts 회원가입이 마감되었습니다.
 * @example openDialog('signUp', { code: 'KBET01' })
 */
export function SignUpDialog({ onClose, code: initial = '' }: SignUpDialogProps) {
  const client = useKbetClient();
  const setting = useResource('signUpSetting', (signal) => client.signup.setting({ signal }));
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const check = useAction({
    action: (codeEquals: string) => client.signup.suggestionCode({ codeEquals }),
    onSuccess: (suggestion, codeEquals) => {
      onClose();
      openDialog('signUpForm', { referral: referralFields(codeEquals, suggestion) });
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.code === 'SIGNUP_CODE_UNKNOWN') {
        setError(ko.SIGNUP_CODE_UNKNOWN);
        inputRef.current?.focus();
      } else reportError(failure);
    },
  });
  const closed = setting.data?.joinStartEndFlg === 0;

  useEffect(() => {
    if (!closed) return;
    onClose();
    void alert(ko.SIGNUP_CLOSED);
  }, [closed, onClose]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateReferralCode(code);
    if (!checked.ok) {
      setError(checked.message);
      inputRef.current?.focus();
      return;
    }
    await check.run(checked.value);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="회원가입"
      width={600}
      initialFocus={inputRef}
      footer={
        <>
          <Button onClick={onClose}>취소</Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={check.pending}>
            다음
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className={styles.codeForm} onSubmit={submit} noValidate>
        <div className={styles.steps} aria-hidden="true">
          <span className={styles.stepOn}>1 가입코드</span>
          <Icon name="chevronRight" size={14} />
          <span>2 회원 정보 입력</span>
          <Icon name="chevronRight" size={14} />
          <span>3 승인 대기</span>
        </div>
        <p className={styles.lead}>
          추천인에게 받은 가입코드를 입력해주세요. 만 19세 이상만 가입할 수 있습니다.
        </p>
        <Field label="가입코드" error={error} required>
          <Input
            ref={inputRef}
            name="joinCode"
            size="lg"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="예: KBET01"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
            }}
          />
        </Field>
        {isDialogAvailable('nonMemberInquiry') && (
          <p className={styles.aside}>
            가입코드가 없으신가요?
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
