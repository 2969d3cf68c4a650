import type { JackpotEntryPage } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { type ResourceView, useResource } from './useResource';

/**
 * A page of the jackpot board (GET /jackpot/entries): the registered won slips, newest first, re-read when shown.
 * @example const { data } = useJackpotEntries(1); data?.items.map((e) => e.slipId)
 */
export function useJackpotEntries(page = 1): ResourceView<JackpotEntryPage> {
  const client = useKbetClient();
  return useResource(`jackpot:entries:${page}`, (signal) =>
    client.board.jackpotEntries({ page }, { signal }),
  );
}
