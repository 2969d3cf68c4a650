import { useCodes } from '@kbet/react';
import { type Code, DIALOG_WIDTH, type ReferralFields } from '@kbet/sdk';
import { type ReactNode, useId, useRef } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Field } from '@/components/ui/Field';
import { IconButton } from '@/components/ui/IconButton';
import { Input } from '@/components/ui/Input';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { Select } from '@/components/ui/Select';
import { openDialog } from '@/lib/dialogs';
import { type SignUpField, useSignUpForm } from '../hooks/useSignUpForm';
import styles from './SignUp.module.css';

const FORM_ID = 'sign-up-member';

const options = (codes: readonly Code[] | undefined) =>
  (codes ?? []).map((code) => ({ value: code.codeId, label: code.codeName }));

export interface SignUpFormDialogProps {
  readonly onClose: () => void;
  /** What step 1 stored from the referral code. */
  readonly referral: ReferralFields & { readonly code?: string };
}

/**
 * Sign-up step 2 (spec §2): the member form popup, 880 wide, titled 회원 정보 입력, with every field of spec §2 and
 * the rules and messages of spec §5; a successful join opens the persistent confirmation (approval pending).
 * @example openDialog('signUpForm', { referral })
 */
export function SignUpFormDialog({ onClose, referral }: SignUpFormDialogProps) {
  const form = useSignUpForm(referral, () => {
    onClose();
    openDialog('signUpDone');
  });
  const years = useCodes('BIRTH');
  const months = useCodes('BIRTH_MONTH');
  const days = useCodes('DAY');
  const carriers = useCodes('CARRIER');
  const banks = useCodes('BANK');
  const { values, errors, notes } = form;
  const birthId = useId();
  const first = useRef<HTMLInputElement>(null);

  /** Text-input props of a field: value, change, and its check on leaving it. */
  const bind = (field: SignUpField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => form.change(field, event.target.value),
    onBlur: () => form.blur(field),
  });
  const selectProps = (field: SignUpField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => form.change(field, event.target.value),
  });
  const hint = (field: SignUpField, text: ReactNode) =>
    notes[field] ? <span className={styles.ok}>{notes[field]}</span> : text;

  return (
    <Dialog
      open
      onClose={onClose}
      title="회원 정보 입력"
      width={DIALOG_WIDTH.signUpForm}
      initialFocus={first}
      closeOnEsc={false}
      footer={
        <>
          <Button onClick={onClose}>취소</Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={form.busy === 'submit'}>
            회원가입
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        className={styles.memberForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <fieldset className={styles.section}>
          <legend className={styles.legend}>계정 정보</legend>
          <Field
            label="아이디"
            required
            error={errors.userId}
            hint={hint('userId', '공백 없이 영문 소문자/숫자 6~12자')}
          >
            <div className={styles.withAction}>
              <Input
                {...bind('userId')}
                ref={first}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
              />
              <Button loading={form.busy === 'userId'} onClick={() => void form.checkDuplicate('userId')}>
                중복확인
              </Button>
            </div>
          </Field>
          <Field label="닉네임" required error={errors.nickname} hint={hint('nickname', '공백 없이 4~8자')}>
            <div className={styles.withAction}>
              <Input {...bind('nickname')} autoComplete="nickname" />
              <Button loading={form.busy === 'nickname'} onClick={() => void form.checkDuplicate('nickname')}>
                중복확인
              </Button>
            </div>
          </Field>
          <Field
            label="비밀번호"
            required
            error={errors.password}
            hint="영문/숫자/특수문자(!@#$%^*+=-) 6~12자"
          >
            <PasswordInput {...bind('password')} autoComplete="new-password" />
          </Field>
          <Field label="비밀번호 확인" required error={errors.passwordConfirm}>
            <PasswordInput {...bind('passwordConfirm')} autoComplete="new-password" />
          </Field>
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>본인 확인</legend>
          <Field label="예금주" required error={errors.accountHolder} hint="출금 계좌의 예금주명 (한글)">
            <Input {...bind('accountHolder')} autoComplete="name" />
          </Field>
          <Field label="생년월일" required error={errors.birthYear} hint="만 19세 미만은 가입할 수 없습니다.">
            <div className={styles.birth}>
              <Select
                {...selectProps('birthYear')}
                aria-label="출생 연도"
                placeholder="년"
                options={options(years.data)}
              />
              <Select
                {...selectProps('birthMonth')}
                id={`${birthId}-month`}
                aria-label="출생 월"
                placeholder="월"
                options={options(months.data)}
              />
              <Select
                {...selectProps('birthDay')}
                id={`${birthId}-day`}
                aria-label="출생 일"
                placeholder="일"
                options={options(days.data)}
              />
            </div>
          </Field>
          <Field label="통신사" required error={errors.carrierCode}>
            <Select
              {...selectProps('carrierCode')}
              placeholder="통신사 선택"
              options={options(carriers.data)}
            />
          </Field>
          <Field label="휴대폰번호" required error={errors.phone} hint="예: 010-1234-5678">
            <div className={styles.withAction}>
              <Input {...bind('phone')} type="tel" inputMode="tel" autoComplete="tel-national" />
              <Button loading={form.busy === 'sms'} onClick={() => void form.requestSms()}>
                {form.smsSent ? '재요청' : '인증번호 요청'}
              </Button>
            </div>
          </Field>
          <Field
            label="인증번호"
            required
            error={errors.authNumber}
            hint={hint(
              'authNumber',
              form.smsSent ? '문자로 받은 인증번호 6자리 (10분간 유효)' : '인증번호를 먼저 요청해주세요.',
            )}
          >
            <div className={styles.withAction}>
              <Input
                {...bind('authNumber')}
                inputMode="numeric"
                autoComplete="one-time-code"
                readOnly={form.phoneVerified}
              />
              <Button
                variant={form.phoneVerified ? 'ghost' : 'secondary'}
                disabled={form.phoneVerified}
                loading={form.busy === 'auth'}
                onClick={() => void form.confirmSms()}
              >
                {form.phoneVerified ? '인증완료' : '확인'}
              </Button>
            </div>
          </Field>
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>출금 계좌</legend>
          <Field label="은행" required error={errors.bankCode}>
            <Select {...selectProps('bankCode')} placeholder="은행 선택" options={options(banks.data)} />
          </Field>
          <Field label="계좌번호" required error={errors.accountNumber} hint="숫자만 14자 이내">
            <Input {...bind('accountNumber')} inputMode="numeric" autoComplete="off" maxLength={14} />
          </Field>
          <Field
            label="계좌 비밀번호"
            required
            error={errors.accountPassword}
            hint="입출금 시 확인하는 숫자 4자리"
          >
            <PasswordInput
              {...bind('accountPassword')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
            />
          </Field>
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>가입 확인</legend>
          <Field label="추천인코드">
            <Input
              name="referralCode"
              value={referral.code ?? (referral.suggestionCode1 || referral.suggestionCode2)}
              readOnly
            />
          </Field>
          <Field
            label="자동방지코드"
            required
            error={errors.antiBotCode}
            hint="왼쪽 코드를 그대로 입력해주세요."
          >
            <div className={styles.antiBot}>
              <span
                className={styles.antiBotCode}
                role="img"
                aria-label={`자동방지코드 ${form.antiBot.split('').join(' ')}`}
              >
                {form.antiBot}
              </span>
              <IconButton icon="refresh" label="자동방지코드 새로 받기" onClick={form.refreshAntiBot} />
              <Input
                {...bind('antiBotCode')}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={4}
              />
            </div>
          </Field>
        </fieldset>
      </form>
    </Dialog>
  );
}
