import { useKbet, useKbetClient } from '@kbet/react';
import {
  type BetSlipStore,
  betConfirmationLines,
  isOddsChangedError,
  ko,
  type OddsChange,
  type SlipSelection,
  validateBet,
} from '@kbet/sdk';
import { useState } from 'react';
import { isDialogAvailable, openDialog } from '@/lib/dialogs';
import { alert, confirm, toast } from '@/lib/notify';
import { reportError } from '@/lib/reportError';
import { requireMember } from '@/lib/requireMember';

/** A placed bet as the bet result dialog shows it. */
export interface BetReceipt {
  readonly slipId: number;
  readonly selections: readonly SlipSelection[];
  readonly totalOdds: string;
  readonly amount: number;
  readonly expectedWin: number;
}

/** The bet flow of a slip: the checks, the confirm, the send under the lock and the odds-change confirm. */
export interface PlaceBet {
  /**
   * Runs the spec §5 checks on the typed stake, asks '베팅하시겠습니까?' restating the picks, total odds, stake
   * and expected win, and sends the slip.
   */
  place(amountText: string): Promise<void>;
  /** The moved prices of a refused bet, while the odds-change confirm is open. */
  readonly oddsChanges: readonly OddsChange[] | null;
  /** Takes the new prices and re-sends at once with changeFlag (spec §4). */
  acceptOddsChanges(): Promise<void>;
  /** Closes the odds-change confirm; the slip keeps the prices the member saw, and stays unlocked. */
  dismissOddsChanges(): void;
}

/**
 * Places a slip's bet (spec §4, §5, §8): guests get the login dialog, a failed check alerts its message, a
 * click while a bet is in flight alerts 베팅이 진행중입니다., moved odds open the odds-change confirm, and a
 * placed bet clears the slip and re-reads the balance.
 * @example const bet = usePlaceBet(store); <Button onClick={() => bet.place(text)}>베팅하기</Button>
 */
export function usePlaceBet(store: BetSlipStore): PlaceBet {
  const client = useKbetClient();
  const { session } = useKbet().stores;
  const [oddsChanges, setOddsChanges] = useState<readonly OddsChange[] | null>(null);

  const send = async (changeFlag: boolean) => {
    const memberId = session.get().user?.id;
    if (memberId === undefined) return void requireMember();
    const sent = store.get();
    // The store never throws: a refusal by the server comes back with its error.
    const result = await store.place({ memberId, changeFlag }, (request) => client.sports.bet(request));
    if (!result.ok) {
      if (isOddsChangedError(result.error)) setOddsChanges(result.error.changes);
      else if (result.error !== undefined) reportError(result.error, { context: 'bet' });
      else void alert(result.message);
      return;
    }
    void session.refresh();
    const receipt: BetReceipt = {
      slipId: result.value.id,
      selections: sent.slip.selections,
      totalOdds: sent.totalOdds,
      amount: sent.amount,
      expectedWin: sent.expectedWin,
    };
    if (isDialogAvailable('betResult')) openDialog('betResult', { receipt });
    else toast(ko.BET_PLACED, 'success');
  };

  return {
    async place(amountText) {
      const snapshot = store.get();
      if (snapshot.placing) return void alert(ko.BET_IN_PROGRESS);
      const checked = validateBet({
        loggedIn: session.get().status === 'member',
        selections: snapshot.slip.selections,
        amount: amountText,
        totalOdds: snapshot.totalOdds,
        maxBet: snapshot.limits.maxBet,
        maxWin: snapshot.limits.maxWin,
      });
      if (!checked.ok) {
        if (checked.code === 'BET_LOGIN_REQUIRED') requireMember();
        else void alert(checked.message);
        return;
      }
      // The stake as typed is already in the store (useStakeInput), so the figures are the ones that will be sent.
      const current = store.get();
      const details = betConfirmationLines({
        selections: current.slip.selections,
        totalOdds: current.totalOdds,
        amount: current.amount,
        expectedWin: current.expectedWin,
      });
      const asked = { title: '베팅 확인', confirmLabel: '베팅하기', details };
      if (!(await confirm(checked.value.confirmMessage, asked))) return;
      await send(false);
    },
    oddsChanges,
    async acceptOddsChanges() {
      if (!oddsChanges) return;
      setOddsChanges(null);
      store.acceptOddsChanges(oddsChanges);
      await send(true);
    },
    dismissOddsChanges: () => setOddsChanges(null),
  };
}
