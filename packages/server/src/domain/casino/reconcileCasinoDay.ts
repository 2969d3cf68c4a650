import type { CasinoReconcileMismatch, CasinoReconcileResult, CasinoRoundTotals } from '@kbet/sdk/admin';
import type { Db } from '../../db/createSql';
import { createCasinoRepository } from '../../repositories/casinoRepository';
import { audit } from '../audit/audit';
import { domainErrors } from '../errors/domainErrors';
import type { CasinoProviderAdapter } from './casinoProviderAdapter';

const DAY_MS = 24 * 60 * 60_000;

const same = (a: CasinoRoundTotals, b: CasinoRoundTotals) =>
  a.bet === b.bet && a.win === b.win && a.refund === b.refund;

export interface ReconcileCasinoDayParams {
  providerId: string;
  day: string;
  /** The provider's round report as staff supplied it; without it, the adapter fetches the provider's own. */
  rounds?: readonly CasinoRoundTotals[] | undefined;
  adapter?: CasinoProviderAdapter | undefined;
  /** The staff member who ran it: the run and its mismatch count are audited. */
  actorId: number;
}

/**
 * Compares our wallet's rounds of a KST day with the provider's round report: a round missing on either side,
 * or whose stake, win or refund differ, is a mismatch. Rounds are keyed by the provider's round id.
 * @example const { mismatches } = await reconcileCasinoDay(tx, { providerId: 'kbetsim', day: '2026-01-01', adapter, actorId });
 */
export async function reconcileCasinoDay(
  db: Db,
  params: ReconcileCasinoDayParams,
): Promise<CasinoReconcileResult> {
  const casino = createCasinoRepository(db);
  if (!(await casino.provider(params.providerId))) throw domainErrors.notFound();
  const from = new Date(`${params.day}T00:00:00+09:00`);
  const to = new Date(from.getTime() + DAY_MS);
  const report = params.rounds ?? (await params.adapter?.roundReport?.(db, from, to));
  // A provider whose report we cannot fetch needs the staff's report file.
  if (!report) throw domainErrors.invalidInput({ field: 'rounds' });
  const ours = new Map<string, CasinoRoundTotals>();
  for (const row of await casino.roundTotals(params.providerId, from, to)) {
    const known = ours.get(row.roundId) ?? { roundId: row.roundId, bet: 0, win: 0, refund: 0 };
    ours.set(row.roundId, {
      roundId: row.roundId,
      bet: known.bet + row.bet,
      win: known.win + row.win,
      refund: known.refund + row.refund,
    });
  }
  const theirs = new Map(report.map((round) => [round.roundId, round]));
  const mismatches: CasinoReconcileMismatch[] = [];
  for (const roundId of new Set([...ours.keys(), ...theirs.keys()])) {
    const a = ours.get(roundId) ?? null;
    const b = theirs.get(roundId) ?? null;
    if (!a || !b || !same(a, b)) mismatches.push({ roundId, ours: a, theirs: b });
  }
  await audit(db, {
    actorId: params.actorId,
    action: 'casino.reconcile',
    target: { type: 'casino_provider', id: params.providerId },
    old: null,
    new: { day: params.day, checked: theirs.size, mismatches: mismatches.length },
    reason: params.rounds ? 'report file' : 'provider report',
  });
  return { provider: params.providerId, day: params.day, checked: theirs.size, mismatches };
}
