import { useKbetClient, useMemberResource, useUser } from '@kbet/react';
import {
  activeExclusion,
  COIN_QUICK_AMOUNTS,
  coinsToWon,
  formatWon,
  validateCoinDeposit,
  validateDeposit,
  WON_PER_COIN,
} from '@kbet/sdk';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Field } from '@/components/ui/Field';
import { IconButton } from '@/components/ui/IconButton';
import { Select } from '@/components/ui/Select';
import { Skeleton } from '@/components/ui/Skeleton';
import { openDialog } from '@/lib/dialogs';
import { useBonusChoices } from '../hooks/useBonusChoices';
import { AmountField } from './AmountField';
import styles from './CoinDialogs.module.css';
import { ExclusionNotice } from './ExclusionNotice';

/**
 * Coin purchase (spec §2, §4): the coins held at the exchange (coin/get_balance), the coins to deposit with the
 * coin quick-add list (1 coin = 10,000원) and a bonus option; 다음 checks them (validateCoinDeposit,
 * validateDeposit) and opens the coin deposit confirm.
 * @example openDialog('coinPurchase')
 */
export function CoinPurchaseDialog({ onClose }: { readonly onClose: () => void }) {
  const client = useKbetClient();
  const user = useUser();
  const bonusChoices = useBonusChoices();
  const balance = useMemberResource('coinBalance', (_memberId, signal) =>
    client.money.coinBalance({ user_id: user?.userId ?? '' }, { signal }),
  );
  const [coins, setCoins] = useState('');
  const [bonus, setBonus] = useState('0');
  const [errors, setErrors] = useState<{ coins?: string; bonus?: string }>({});
  const held = balance.data?.balance ?? null;
  const exclusion = activeExclusion(user, Date.now());

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (held === null) return;
    const checked = validateCoinDeposit(coins, { heldCoins: held });
    if (!checked.ok) return setErrors({ coins: checked.message });
    const deposit = validateDeposit(coinsToWon(checked.value), { bonus });
    if (!deposit.ok) return setErrors({ bonus: deposit.message });
    onClose();
    openDialog('coinDeposit', { coins: checked.value, pointType: Number(bonus), heldCoins: held });
  };

  const won = validateCoinDeposit(coins, { heldCoins: Number.POSITIVE_INFINITY });
  return (
    <Dialog open onClose={onClose} title="코인 충전" width={520}>
      {exclusion ? (
        <ExclusionNotice exclusion={exclusion} />
      ) : (
        <form className={styles.form} onSubmit={next} noValidate>
          <div className={styles.balance}>
            <div>
              <span className={styles.label}>보유 코인</span>
              {held === null ? (
                <Skeleton width={120} height={28} />
              ) : (
                <strong className={styles.coins}>
                  {formatWon(held)}
                  <span>코인</span>
                </strong>
              )}
            </div>
            <IconButton icon="refresh" label="보유 코인 새로고침" onClick={() => void balance.refresh()} />
          </div>
          <AmountField
            label="입금 코인"
            name="coins"
            unit="코인"
            value={coins}
            onChange={(value) => {
              setCoins(value);
              setErrors({});
            }}
            quickAmounts={COIN_QUICK_AMOUNTS}
            error={errors.coins}
            hint={
              won.ok
                ? `충전금액 ${formatWon(coinsToWon(won.value))}원 (1코인 = ${formatWon(WON_PER_COIN)}원)`
                : `1코인 = ${formatWon(WON_PER_COIN)}원`
            }
          />
          <Field label="보너스 선택" error={errors.bonus} required>
            <Select
              name="coinBonus"
              options={bonusChoices}
              value={bonus}
              onChange={(event) => {
                setBonus(event.target.value);
                setErrors({});
              }}
            />
          </Field>
          <p className={styles.note}>코인은 모의 코인 거래소에서 이동하며, 실제 자산이 아닙니다.</p>
          <div className={styles.actions}>
            <Button onClick={onClose}>취소</Button>
            <Button type="submit" variant="primary" disabled={held === null}>
              다음
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
