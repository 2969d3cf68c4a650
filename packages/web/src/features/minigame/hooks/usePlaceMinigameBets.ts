import { useKbet, useKbetClient } from '@kbet/react';
import {
  checkMinigameStake,
  ko,
  MINIGAME_MESSAGES,
  type MinigameLevelLimits,
  parseBetAmountInput,
} from '@kbet/sdk';
import { useState } from 'react';
import { alert, confirm, toast } from '@/lib/notify';
import { reportError } from '@/lib/reportError';
import { requireMember } from '@/lib/requireMember';

export interface MinigameBetTarget {
  readonly gameId: string;
  /** The running round's id; null between rounds. */
  readonly roundId: number | null;
  /** The picked markets with the running round's odds. */
  readonly picks: readonly { readonly marketId: string; readonly odds: string }[];
  /** The member's limits for the game (useMinigameLimits); unknown until they load, then the server checks alone. */
  readonly limits: MinigameLevelLimits | undefined;
}

export interface PlaceMinigameBets {
  /** Checks the stake, asks '베팅하시겠습니까?' and stakes it on every picked market; true when all were placed. */
  place(target: MinigameBetTarget, amountText: string): Promise<boolean>;
  readonly placing: boolean;
}

const refuse = async (message: string) => {
  await alert(message);
  return false;
};

/**
 * The mini-game cart's bet (POST /minigame/betting, one stake per picked market, each with its own
 * Idempotency-Key from the SDK): guests get the login dialog, a stake that cannot be read or is outside the
 * member's limits for any pick (the SDK's checkMinigameStake, the server's own rule) alerts the SDK's message
 * before anything is sent, a refusal alerts the server's Korean message and stops at that market, and the
 * balance is re-read.
 * @example const bets = usePlaceMinigameBets(); await bets.place({ gameId, roundId, picks, limits }, '5,000')
 */
export function usePlaceMinigameBets(): PlaceMinigameBets {
  const client = useKbetClient();
  const { session } = useKbet().stores;
  const [placing, setPlacing] = useState(false);

  const place = async ({ gameId, roundId, picks, limits }: MinigameBetTarget, amountText: string) => {
    // The provider's session decides (as in the sports slip); requireMember alerts and opens the login dialog.
    if (session.get().status !== 'member') return requireMember();
    if (placing || picks.length === 0) return false;
    if (roundId === null) return refuse(MINIGAME_MESSAGES.MINIGAME_ROUND_CLOSED);
    const amount = parseBetAmountInput(amountText);
    if (!amount.ok) return refuse(amount.message);
    if (amount.value === 0) return refuse(ko.BET_AMOUNT_REQUIRED);
    const refused =
      limits && picks.map((pick) => checkMinigameStake(amount.value, pick.odds, limits)).find((c) => !c.ok);
    if (refused && !refused.ok) return refuse(refused.message);
    if (!(await confirm(ko.BET_CONFIRM))) return false;
    setPlacing(true);
    try {
      for (const { marketId } of picks) {
        await client.minigame.bet({ gameId, roundId, marketId, amount: amount.value });
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
