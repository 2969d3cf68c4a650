import { useAction, useChargeLabels, useKbetClient, useUser } from '@kbet/react';
import {
  activeExclusion,
  CHARGE_TYPE,
  type ChargeCreate,
  DEPOSIT_MODE,
  DEPOSIT_QUICK_AMOUNTS,
  type DepositAccountMember,
  depositBonusOption,
  depositBonusTerms,
  ko,
  revealDepositAccount,
  validateDeposit,
} from '@kbet/sdk';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { Icon } from '@/components/ui/Icon';
import { Input } from '@/components/ui/Input';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { Select } from '@/components/ui/Select';
import { paths } from '@/config/paths';
import { isDialogAvailable, openDialog } from '@/lib/dialogs';
import { Link } from '@/lib/Link';
import { alert } from '@/lib/notify';
import { reportError } from '@/lib/reportError';
import { useBonusChoices } from '../hooks/useBonusChoices';
import { AmountField } from './AmountField';
import styles from './DepositForm.module.css';
import { ExclusionNotice } from './ExclusionNotice';

/** What a bonus option pays and asks, in the form's words (spec §9; SDK depositBonusTerms). */
function bonusTerms(code: number): string | null {
  const option = depositBonusOption(code);
  return option ? depositBonusTerms(option) : null;
}

type ErrorField = 'password' | 'amount' | 'bonus';

/**
 * The deposit request form (spec §2, §4, §5): the deposit account appears only after the deposit-password check
 * (privacy, compliance §6), the amount groups thousands as typed with the quick-add list, a bonus option is
 * required, validateDeposit's messages show under their field, and a request alerts 충전신청을 완료했습니다.
 * A member in a time-out or self-exclusion sees why deposits are closed instead (compliance §4).
 * @example <DepositForm />
 */
export function DepositForm() {
  const client = useKbetClient();
  const user = useUser();
  const notes = useChargeLabels();
  const bonusChoices = useBonusChoices();
  const [password, setPassword] = useState('');
  const [account, setAccount] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [bonus, setBonus] = useState('0');
  const [errors, setErrors] = useState<Partial<Record<ErrorField, string>>>({});
  const amountRef = useRef<HTMLInputElement>(null);
  const clear = (field: ErrorField) => setErrors(({ [field]: _, ...rest }) => rest);
  const revealAccount = useAction({
    action: ({ member, typed }: { member: DepositAccountMember; typed: string }) =>
      revealDepositAccount(client, member, typed),
    onSuccess: (revealed) => {
      setAccount(revealed);
      setErrors({});
      setPassword('');
    },
    onError: (error) => {
      setPassword('');
      reportError(error);
    },
  });
  const request = useAction({
    action: (body: ChargeCreate) => client.money.charge(body),
    invalidates: ['charges'],
    onSuccess: () => {
      setAmount('');
      setBonus('0');
      void alert(ko.DEPOSIT_REQUESTED);
    },
    onError: (error) => reportError(error),
  });

  if (!user) return null;
  const exclusion = activeExclusion(user, Date.now());
  if (exclusion) return <ExclusionNotice exclusion={exclusion} />;

  const reveal = async () => {
    if (password.trim() === '') {
      setErrors({ password: ko.FIELD_REQUIRED });
      return;
    }
    await revealAccount.run({ member: user, typed: password });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateDeposit(amount, { bonus });
    if (!checked.ok) {
      const field: ErrorField = checked.code === 'DEPOSIT_BONUS_REQUIRED' ? 'bonus' : 'amount';
      setErrors({ [field]: checked.message });
      if (field === 'amount') amountRef.current?.focus();
      return;
    }
    setErrors({});
    await request.run({
      memberId: user.id,
      depositMode: DEPOSIT_MODE.DEPOSIT,
      depositAmount: checked.value,
      depositName: user.accountHolder,
      type: CHARGE_TYPE.BANK,
      pointType: Number(bonus),
    });
  };

  const terms = bonusTerms(Number(bonus));
  return (
    <div className={styles.form}>
      <section className={styles.step} aria-labelledby="deposit-account-title">
        <h2 id="deposit-account-title" className={styles.stepTitle}>
          <span className={styles.stepNo}>1</span>
          입금계좌 확인
        </h2>
        {account === null ? (
          <form
            className={styles.reveal}
            onSubmit={(event) => {
              event.preventDefault();
              void reveal();
            }}
          >
            <Field
              label="입금 비밀번호"
              hint="계좌 정보 보호를 위해 입금 비밀번호(숫자 4자리)를 확인한 뒤 입금계좌를 보여드립니다."
              error={errors.password}
            >
              <PasswordInput
                name="depositPassword"
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  clear('password');
                }}
              />
            </Field>
            <Button
              type="submit"
              variant="secondary"
              loading={revealAccount.pending}
              icon={<Icon name="lock" size={16} />}
            >
              계좌 확인
            </Button>
          </form>
        ) : (
          <div className={styles.account} role="status">
            <span className={styles.accountLabel}>입금계좌</span>
            <strong className={styles.accountText}>
              {account || '등록된 입금계좌가 없습니다. 고객센터로 문의해주세요.'}
            </strong>
            <span className={styles.accountNote}>
              반드시 회원님 명의({user.accountHolder})로 입금해주세요.
            </span>
          </div>
        )}
        {isDialogAvailable('customer') && (
          <button
            type="button"
            className={styles.inquiry}
            onClick={() => openDialog('customer', { kind: 'depositAccount' })}
          >
            <Icon name="headset" size={15} />
            입금계좌 문의하기
          </button>
        )}
      </section>

      <form className={styles.step} onSubmit={submit} noValidate aria-labelledby="deposit-request-title">
        <h2 id="deposit-request-title" className={styles.stepTitle}>
          <span className={styles.stepNo}>2</span>
          충전 신청
        </h2>
        <Field label="입금자명" hint="회원가입 시 등록한 예금주명으로 입금해주세요.">
          <Input name="depositName" value={user.accountHolder} readOnly />
        </Field>
        <AmountField
          label="충전금액"
          name="depositAmount"
          value={amount}
          onChange={(value) => {
            setAmount(value);
            clear('amount');
          }}
          quickAmounts={DEPOSIT_QUICK_AMOUNTS}
          error={errors.amount}
          hint="10,000원 이상, 1,000원 단위로 신청할 수 있습니다."
          inputRef={amountRef}
        />
        <Field label="보너스 선택" error={errors.bonus} hint={terms} required>
          <Select
            name="bonus"
            options={bonusChoices}
            value={bonus}
            onChange={(event) => {
              setBonus(event.target.value);
              clear('bonus');
            }}
          />
        </Field>
        <p className={styles.limitLink}>
          <Icon name="gift" size={14} />
          보너스의 롤링 조건과 진행 상황은 <Link to={paths.rolling.path}>보너스 롤링</Link>에서 확인할 수
          있습니다.
        </p>
        {(notes.data ?? []).length > 0 && (
          <ul className={styles.notes}>
            {(notes.data ?? []).map((note) => (
              <li key={note.label}>{note.label}</li>
            ))}
          </ul>
        )}
        <div className={styles.submitRow}>
          <Button type="submit" variant="primary" size="lg" block loading={request.pending}>
            충전신청
          </Button>
          {isDialogAvailable('coinPurchase') && (
            <Button variant="secondary" size="lg" onClick={() => openDialog('coinPurchase')}>
              코인 충전
            </Button>
          )}
        </div>
        <p className={styles.limitLink}>
          <Icon name="shield" size={14} />
          <Link to={paths.responsibleGambling.path}>입금 한도 설정</Link>으로 1일·7일·1개월 입금액을 제한할 수
          있습니다.
        </p>
      </form>
    </div>
  );
}
