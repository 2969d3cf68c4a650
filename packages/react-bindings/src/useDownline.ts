import type { DownlineMember, DownlineQuery, KbetClient, OwnSettlementLine } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { useMemberResource } from './useMemberResource';
import type { ResourceView } from './useResource';

/** Which area's calls: the partner's tree (/partner-api) or the members a recommender referred (/recommender-api). */
export type DownlineArea = 'partner' | 'recommender';

/** The report's rows and total (the SDK's ReportResult). */
export type DownlineReport = Awaited<ReturnType<KbetClient['partner']['report']>>;

/**
 * The session's own downline, masked (GET /partner-api/members or /recommender-api/members).
 * @example const { data: members = [] } = useDownlineMembers('partner');
 */
export function useDownlineMembers(area: DownlineArea): ResourceView<DownlineMember[]> {
  const client = useKbetClient();
  return useMemberResource(`${area}:members`, (_memberId, signal) => client[area].members({ signal }));
}

/**
 * The downline's ledger facts for Korean days `from`-`to`, grouped `by` day, week, member or vertical.
 * @example const { data } = useDownlineReport('partner', { from: '2026-03-01', to: '2026-03-07', by: 'vertical' });
 */
export function useDownlineReport(area: DownlineArea, query: DownlineQuery): ResourceView<DownlineReport> {
  const client = useKbetClient();
  const { from, to, by } = query;
  return useMemberResource(`${area}:report:${from}:${to}:${by}`, (_memberId, signal) =>
    client[area].report({ from, to, by }, { signal }),
  );
}

/**
 * The session's own settlement lines with their periods and computations (the calc pages).
 * @example const { data: lines = [] } = useDownlineSettlements('recommender');
 */
export function useDownlineSettlements(area: DownlineArea): ResourceView<OwnSettlementLine[]> {
  const client = useKbetClient();
  return useMemberResource(`${area}:settlements`, (_memberId, signal) =>
    client[area].settlements({ signal }),
  );
}
