import { useAction, useKbetClient } from '@kbet/react';
import { CASINO_DELETE_ALL_MAX, type CasinoBetRecord, ko } from '@kbet/sdk';
import { alert, confirm } from '@/lib/notify';
import { reportError } from '@/lib/reportError';

/** What the casino history can do with its records. */
export interface CasinoBetActions {
  /** Hide one record from the member's history, after the confirm. */
  remove(record: CasinoBetRecord): Promise<void>;
  /** 전체삭제: fetch up to 100,000 records and hide them all (spec §7). */
  removeAll(): Promise<void>;
}

/**
 * The delete and delete-all of the casino history (POST enjoycx/user/delete): each reloads the casino lists, and a
 * failure speaks the spec §8 casino text through the one error place.
 * @example const actions = useCasinoBetActions(); actions.removeAll()
 */
export function useCasinoBetActions(): CasinoBetActions {
  const client = useKbetClient();
  const hide = useAction({
    action: (records: readonly CasinoBetRecord[]) => client.games.casino.deleteBets(records),
    invalidates: ['casinoBetHistory'],
    onSuccess: (message) => void alert(message),
    onError: (error) => reportError(error, { context: 'delete:casino' }),
  });
  // Delete-all fetches the records itself, so it clears every page, not only the one on screen.
  const fetchAll = useAction({
    action: () => client.games.casino.bets({ page: 1, perpage: CASINO_DELETE_ALL_MAX }),
    onError: (error) => reportError(error, { context: 'delete:casino' }),
  });

  return {
    async remove(record) {
      if (!(await confirm(ko.BET_HISTORY_DELETE_CONFIRM, { confirmLabel: '삭제', danger: true }))) return;
      await hide.run([record]);
    },
    async removeAll() {
      if (!(await confirm(ko.CASINO_HISTORY_DELETE_ALL_CONFIRM, { confirmLabel: '전체삭제', danger: true })))
        return;
      const records = await fetchAll.run();
      if (!records) return;
      if (records.length === 0) return void alert(ko.BET_HISTORY_NOTHING_TO_DELETE);
      await hide.run(records);
    },
  };
}
