import { useAction, useKbetClient } from '@kbet/react';
import {
  type BetHistoryGameType,
  type BetHistorySlip,
  BONUS_FIXTURE_ID,
  canCancelSlip,
  type FailureContext,
  GAME_TYPE,
  historySlipSummary,
  ko,
  WIN_FLAG,
} from '@kbet/sdk';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { alert, confirm } from '@/lib/notify';
import { reportError } from '@/lib/reportError';

/** What a history card can do with its slip. */
export interface SlipActions {
  /** Cancel a waiting slip within the window (spec §5), after the confirm; the stake is refunded. */
  cancel(slip: BetHistorySlip): Promise<void>;
  /** Hide a settled or cancelled slip from the history. */
  remove(slip: BetHistorySlip): Promise<void>;
  /** 전체삭제: hide every slip of the list that is not waiting. */
  removeAll(slips: readonly BetHistorySlip[]): Promise<void>;
  /** Put a won slip on the jackpot board, then go there (spec §8). */
  registerJackpot(slip: BetHistorySlip): Promise<void>;
}

/** Spec §8 words a failed delete per list: live and mini-game alike, sports differently. */
const DELETE_CONTEXT: Readonly<Record<BetHistoryGameType, FailureContext>> = {
  [GAME_TYPE.SPORTS]: 'delete:sport',
  [GAME_TYPE.LIVE]: 'delete:live',
  [GAME_TYPE.MINIGAME]: 'delete:minigame',
  // Virtual shares live's delete-failure message (spec §5).
  [GAME_TYPE.VIRTUAL]: 'delete:live',
};

/**
 * Whether a slip won and may go on the jackpot board.
 * @example isJackpotCandidate(slip) && <Button>잭팟등록</Button>
 */
export const isJackpotCandidate = (slip: BetHistorySlip): boolean => slip[0]?.status === WIN_FLAG.WON;

/**
 * The cancel, delete, delete-all and jackpot actions of a history list (spec §4, §5, §8): each reloads the
 * member's history lists and balance after it, and failures speak through the one error place.
 * @example const actions = useSlipActions(2); actions.remove(slip)
 */
export function useSlipActions(gameType: BetHistoryGameType): SlipActions {
  const client = useKbetClient();
  const navigate = useNavigate();
  const deleteContext = DELETE_CONTEXT[gameType];
  const hideSlips = useAction({
    action: (ids: readonly number[]) => client.sports.deleteSlips([...ids]),
    invalidates: ['betHistory'],
    onSuccess: (message) => void alert(message),
    onError: (error) => reportError(error, { context: deleteContext }),
  });
  const cancelSlip = useAction({
    action: (id: number) => client.sports.cancelSlip(id),
    invalidates: ['betHistory', 'session'],
    onSuccess: (message) => void alert(message),
    onError: (error) => reportError(error, { context: 'cancel' }),
  });
  const jackpot = useAction({
    action: (bettingSlipId: number) => client.board.registerJackpot({ bettingSlipId }),
    onSuccess: () => alert(ko.JACKPOT_REGISTERED),
    onError: (error) => reportError(error, { context: 'jackpot' }),
  });

  const hide = async (ids: readonly number[]) => {
    if (ids.length > 0) await hideSlips.run(ids);
  };

  return {
    async cancel(slip) {
      const head = slip[0];
      if (!head) return;
      const window = canCancelSlip({
        placedAt: head.created_at,
        legs: slip.map((leg) => ({
          startsAt: leg.startdate ?? head.created_at,
          isBonus: leg.sports_betting_sports_fixture_id === BONUS_FIXTURE_ID,
        })),
        now: Date.now(),
      });
      if (!window.ok) return void alert(window.message);
      if (!(await confirm(ko.CANCEL_CONFIRM, { title: '베팅 취소', confirmLabel: '취소하기', danger: true })))
        return;
      await cancelSlip.run(head.id);
    },
    async remove(slip) {
      if (!(await confirm(ko.BET_HISTORY_DELETE_CONFIRM, { confirmLabel: '삭제', danger: true }))) return;
      await hide(slip.slice(0, 1).map((leg) => leg.id));
    },
    async removeAll(slips) {
      const ids = slips.flatMap((slip) =>
        historySlipSummary(slip).action === 'delete' ? slip.slice(0, 1).map((leg) => leg.id) : [],
      );
      if (ids.length === 0) return void alert(ko.BET_HISTORY_NOTHING_TO_DELETE);
      if (!(await confirm(ko.BET_HISTORY_DELETE_ALL_CONFIRM, { confirmLabel: '전체삭제', danger: true })))
        return;
      await hide(ids);
    },
    async registerJackpot(slip) {
      const head = slip[0];
      if (!head) return;
      await jackpot.run(head.id);
      navigate(paths.boardJackpot.getHref());
    },
  };
}
