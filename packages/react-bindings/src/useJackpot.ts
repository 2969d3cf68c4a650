import { JACKPOT_STEP_MS, type Jackpot } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { type ResourceView, useResource } from './useResource';

/**
 * The jackpot counter (GET /jackpot), re-read every 30 s while shown (spec §9 jackpot step).
 * @example const { data } = useJackpot(); data?.amount
 */
export function useJackpot(): ResourceView<Jackpot> {
  const client = useKbetClient();
  return useResource('jackpot', (signal) => client.board.jackpot({ signal }), { pollMs: JACKPOT_STEP_MS });
}
