import { useAction, useKbetClient, useUser } from '@kbet/react';
import { type CasinoTransferDirection, checkCasinoTransfer, formatWon } from '@kbet/sdk';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { Money } from '@/components/ui/Money';
import { Panel } from '@/components/ui/Panel';
import { alert, toast } from '@/lib/notify';
import { reportError } from '@/lib/reportError';
import styles from './CasinoLobby.module.css';

/**
 * Casino money (issue 13): the member moves cash to casino money (what casino and slot bets spend) or back,
 * checked by the SDK's rule first; the balances refresh with the session.
 */
export function CasinoTransferPanel() {
  const client = useKbetClient();
  const user = useUser();
  const [amount, setAmount] = useState('');
  const transfer = useAction({
    action: (body: { direction: CasinoTransferDirection; amount: number }) =>
      client.games.casino.transfer(body),
    invalidates: ['session'],
    onSuccess: () => {
      setAmount('');
      toast('전환되었습니다.', 'success');
    },
    onError: (failure) => reportError(failure),
  });
  if (!user) return null;

  const move = (direction: CasinoTransferDirection) => {
    const value = Number(amount.replaceAll(',', ''));
    const check = checkCasinoTransfer(value, direction === 'toCasino' ? user.emoney : user.casinoMoney);
    if (!check.ok) return void alert(check.message);
    void transfer.run({ direction, amount: value });
  };

  return (
    <Panel title="카지노머니 전환">
      <div className={styles.transfer}>
        <span>
          보유머니 <Money amount={user.emoney} /> · 카지노머니 <Money amount={user.casinoMoney} />
        </span>
        <Input
          aria-label="전환 금액"
          inputMode="numeric"
          placeholder="전환 금액 (1,000원 단위)"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          onBlur={() => amount && setAmount(formatWon(Number(amount.replaceAll(',', '')) || 0))}
        />
        <Button disabled={transfer.pending} onClick={() => move('toCasino')}>
          카지노머니로 전환
        </Button>
        <Button variant="secondary" disabled={transfer.pending} onClick={() => move('toCash')}>
          보유머니로 전환
        </Button>
      </div>
    </Panel>
  );
}
