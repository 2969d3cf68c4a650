import { useCharges, useKbetClient, useUser } from '@kbet/react';
import { coinsToWon, DEPOSIT_MODE, depositBonusOption, formatWon, ko, requestCoinDeposit } from '@kbet/sdk';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Money } from '@/components/ui/Money';
import { alert } from '@/lib/notify';
import { reportError } from '@/lib/reportError';
import styles from './CoinDialogs.module.css';

export interface CoinDepositDialogProps {
  readonly onClose: () => void;
  readonly coins: number;
  readonly pointType: number;
  readonly heldCoins: number;
}

/**
 * The coin deposit confirm (spec §2, §4): the coins, their won value and the bonus; 확인 exchanges the coins
 * (coin/change_coin) and files the deposit request (SDK requestCoinDeposit). A refused exchange alerts
 * 코인충전에 실패하였습니다.; success alerts 충전신청을 완료했습니다.
 * @example openDialog('coinDeposit', { coins: 3, pointType: 5, heldCoins: 10 })
 */
export function CoinDepositDialog({ onClose, coins, pointType, heldCoins }: CoinDepositDialogProps) {
  const client = useKbetClient();
  const user = useUser();
  const deposits = useCharges({ depositMode: DEPOSIT_MODE.DEPOSIT });
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (!user || sending) return;
    setSending(true);
    try {
      const result = await requestCoinDeposit(client, {
        memberId: user.id,
        userId: user.userId,
        coins,
        heldCoins,
        pointType,
      });
      if (!result.ok) {
        void alert(result.message);
        return;
      }
      void deposits.refresh();
      onClose();
      void alert(ko.DEPOSIT_REQUESTED);
    } catch (error) {
      reportError(error, { fallback: ko.COIN_CHARGE_FAILED });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="코인 입금 확인"
      width={440}
      footer={
        <>
          <Button onClick={onClose}>취소</Button>
          <Button variant="primary" loading={sending} onClick={() => void submit()}>
            코인 입금
          </Button>
        </>
      }
    >
      <dl className={styles.summary}>
        <div>
          <dt>입금 코인</dt>
          <dd>{formatWon(coins)}코인</dd>
        </div>
        <div>
          <dt>충전금액</dt>
          <dd>
            <Money amount={coinsToWon(coins)} />
          </dd>
        </div>
        <div>
          <dt>보너스</dt>
          <dd>{depositBonusOption(pointType)?.label ?? '-'}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        확인을 누르면 코인이 이동되고 충전신청이 접수됩니다. 관리자 확인 후 보유머니에 반영됩니다.
      </p>
    </Dialog>
  );
}
