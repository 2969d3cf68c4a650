import { useCharges, useCodes, useKbet, useKbetClient, useUser } from '@kbet/react';
import {
  CHARGE_TYPE,
  DEPOSIT_MODE,
  isApiError,
  ko,
  validateWithdrawal,
  WITHDRAWAL_QUICK_AMOUNTS,
} from '@kbet/sdk';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { Icon } from '@/components/ui/Icon';
import { Money } from '@/components/ui/Money';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { alert } from '@/lib/notify';
import { reportError } from '@/lib/reportError';
import { AmountField } from './AmountField';
import styles from './WithdrawalForm.module.css';

type ErrorField = 'password' | 'amount';

/**
 * The withdrawal request form (spec §2 right column, §5): the cash balance, the member's own account (bank name and
 * number hidden until the account password is confirmed), the password with its confirm button, the amount with
 * quick-add and reset, and 출금신청. A wrong password alerts 입출금 비밀번호가 다릅니다.; a request alerts
 * 출금신청을 완료했습니다. and reloads the balance and history.
 * @example <WithdrawalForm />
 */
export function WithdrawalForm() {
  const client = useKbetClient();
  const { session } = useKbet().stores;
  const user = useUser();
  const banks = useCodes('BANK');
  const withdrawals = useCharges({ depositMode: DEPOSIT_MODE.WITHDRAWAL });
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [checking, setChecking] = useState(false);
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ErrorField, string>>>({});
  const [sending, setSending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  if (!user) return null;

  const bankName = banks.data?.find((bank) => bank.codeId === user.bankCode)?.codeName ?? user.bankCode;

  const check = async () => {
    if (password.trim() === '') {
      setErrors({ password: ko.FIELD_REQUIRED });
      passwordRef.current?.focus();
      return;
    }
    setChecking(true);
    try {
      await client.money.checkDepositPassword({ userId: user.userId, bankAccountPssword: password });
      setConfirmed(true);
      setErrors({});
    } catch (error) {
      if (isApiError(error) && error.code === 'DEPOSIT_PASSWORD_MISMATCH') {
        setPassword('');
        await alert(ko.WITHDRAW_PASSWORD_MISMATCH);
        passwordRef.current?.focus();
      } else reportError(error);
    } finally {
      setChecking(false);
    }
  };

  const reset = () => {
    setAmount('');
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!confirmed) {
      setErrors({ password: ko.FIELD_REQUIRED });
      passwordRef.current?.focus();
      return;
    }
    const checked = validateWithdrawal(amount, { cash: user.emoney });
    if (!checked.ok) {
      setErrors({ amount: checked.message });
      amountRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      await client.money.charge({
        memberId: user.id,
        depositMode: DEPOSIT_MODE.WITHDRAWAL,
        depositAmount: checked.value,
        depositName: user.accountHolder,
        type: CHARGE_TYPE.BANK,
        bankAccountPssword: password,
      });
      reset();
      void alert(ko.WITHDRAW_REQUESTED);
      void session.refresh();
      void withdrawals.refresh();
    } catch (error) {
      reportError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="출금신청">
      <div className={styles.balance}>
        <span>출금 가능 보유머니</span>
        <Money amount={user.emoney} className={styles.cash} />
      </div>

      <div className={styles.account} aria-live="polite">
        <span className={styles.accountLabel}>
          <Icon name={confirmed ? 'check' : 'lock'} size={14} />
          출금계좌 (본인 명의)
        </span>
        {confirmed ? (
          <strong className={styles.accountValue}>
            {bankName} {user.bankAccountNumber}
            <span className={styles.holder}>예금주 {user.accountHolder}</span>
          </strong>
        ) : (
          <span className={styles.masked}>
            은행명과 계좌번호는 출금 비밀번호 확인 후 표시됩니다.
            <span className={styles.holder}>예금주 {user.accountHolder}</span>
          </span>
        )}
      </div>

      <Field label="출금 비밀번호" error={errors.password} required>
        <div className={styles.passwordRow}>
          <PasswordInput
            ref={passwordRef}
            name="withdrawPassword"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            placeholder="숫자 4자리"
            value={password}
            readOnly={confirmed}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors(({ password: _, ...rest }) => rest);
            }}
          />
          <Button
            variant={confirmed ? 'ghost' : 'secondary'}
            loading={checking}
            disabled={confirmed}
            onClick={() => void check()}
          >
            {confirmed ? '확인됨' : '확인'}
          </Button>
        </div>
      </Field>

      <AmountField
        label="출금금액"
        name="withdrawAmount"
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setErrors(({ amount: _, ...rest }) => rest);
        }}
        quickAmounts={WITHDRAWAL_QUICK_AMOUNTS}
        error={errors.amount}
        hint="10,000원 이상, 10,000원 단위로 신청할 수 있습니다."
        inputRef={amountRef}
      />

      <div className={styles.actions}>
        <Button onClick={reset}>다시 입력</Button>
        <Button type="submit" variant="primary" size="lg" loading={sending} className={styles.submit}>
          출금신청
        </Button>
      </div>
    </form>
  );
}
