import type { DownlineBetPage, DownlineBetQuery, DownlineCasinoBetPage } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { useMemberResource } from './useMemberResource';
import type { ResourceView } from './useResource';

/**
 * A page of the downline's bet slips of every vertical for Korean days `from`-`to` (GET /partner-api/bets).
 * @example const { data } = useDownlineBets({ from: '2026-11-01', to: '2026-11-07', page: 1 });
 */
export function useDownlineBets(query: DownlineBetQuery): ResourceView<DownlineBetPage> {
  const client = useKbetClient();
  const { from, to, page = 1 } = query;
  return useMemberResource(`partner:bets:${from}:${to}:${page}`, (_memberId, signal) =>
    client.partner.bets({ from, to, page }, { signal }),
  );
}

/**
 * A page of the downline's casino and slot records for Korean days `from`-`to` (GET /partner-api/casino-bets).
 * @example const { data } = useDownlineCasinoBets({ from: '2026-11-01', to: '2026-11-07' });
 */
export function useDownlineCasinoBets(query: DownlineBetQuery): ResourceView<DownlineCasinoBetPage> {
  const client = useKbetClient();
  const { from, to, page = 1 } = query;
  return useMemberResource(`partner:casinoBets:${from}:${to}:${page}`, (_memberId, signal) =>
    client.partner.casinoBets({ from, to, page }, { signal }),
  );
}
