import { useKbet, useKbetClient } from '@kbet/react';
import { ko, parseBetAmountInput, VIRTUAL_MESSAGES } from '@kbet/sdk';
import { useState } from 'react';
import { alert, confirm, toast } from '@/lib/notify';
import { reportError } from '@/lib/reportError';
import { requireMember } from '@/lib/requireMember';

export interface VirtualBetTarget {
  /** The event's fixture id; null when no event takes bets. */
  readonly fixtureId: number | null;
  readonly marketIds: readonly string[];
}

export interface PlaceVirtualBet {
  /** Checks the stake, asks '베팅하시겠습니까?' and stakes it on every picked market; true when all were placed. */
  place(target: VirtualBetTarget, amountText: string): Promise<boolean>;
  readonly placing: boolean;
}

/**
 * The virtual cart's bet (POST /virtureGame/betting, one stake per picked market, each with its own
 * Idempotency-Key from the SDK): guests get the login dialog, a refusal alerts the server's Korean message, and
 * the balance is re-read.
 * @example const bets = usePlaceVirtualBet(); await bets.place({ fixtureId, marketIds }, '5,000')
 */
export function usePlaceVirtualBet(): PlaceVirtualBet {
  const client = useKbetClient();
  const { session } = useKbet().stores;
  const [placing, setPlacing] = useState(false);

  const place = async ({ fixtureId, marketIds }: VirtualBetTarget, amountText: string) => {
    if (session.get().status !== 'member') return requireMember();
    if (placing || marketIds.length === 0) return false;
    if (fixtureId === null) {
      await alert(VIRTUAL_MESSAGES.VIRTUAL_EVENT_CLOSED);
      return false;
    }
    const amount = parseBetAmountInput(amountText);
    if (!amount.ok || amount.value === 0) {
      await alert(amount.ok ? ko.BET_AMOUNT_REQUIRED : amount.message);
      return false;
    }
    if (!(await confirm(ko.BET_CONFIRM))) return false;
    setPlacing(true);
    try {
      for (const marketId of marketIds) {
        await client.games.virtual.bet({ fixtureId, marketId, amount: amount.value });
      }
      toast(ko.BET_PLACED, 'success');
      return true;
    } catch (error) {
      reportError(error);
      return false;
    } finally {
      setPlacing(false);
      void session.refresh();
    }
  };
  return { place, placing };
}
