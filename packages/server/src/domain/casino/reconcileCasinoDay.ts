import type { CasinoReconcileMismatch, CasinoReconcileResult, CasinoRoundTotals } from '@kbet/sdk/admin';
import type { Db } from '../../db/createSql';
import { createCasinoRepository } from '../../repositories/casinoRepository';
import { domainErrors } from '../errors/domainErrors';

const DAY_MS = 24 * 60 * 60_000;

const same = (a: CasinoRoundTotals, b: CasinoRoundTotals) =>
  a.bet === b.bet && a.win === b.win && a.refund === b.refund;

/**
 * Compares our wallet's rounds of a KST day with the provider's round report: a round missing on either side,
 * or whose stake, win or refund differ, is a mismatch. Rounds are keyed by the provider's round id.
 * @example const { mismatches } = await reconcileCasinoDay(sql, { providerId: 'kbetsim', day: '2026-01-01', rounds });
 */
export async function reconcileCasinoDay(
  db: Db,
  params: { providerId: string; day: string; rounds: readonly CasinoRoundTotals[] },
): Promise<CasinoReconcileResult> {
  const casino = createCasinoRepository(db);
  if (!(await casino.provider(params.providerId))) throw domainErrors.notFound();
  const from = new Date(`${params.day}T00:00:00+09:00`);
  const ours = new Map<string, CasinoRoundTotals>();
  for (const row of await casino.roundTotals(params.providerId, from, new Date(from.getTime() + DAY_MS))) {
    const known = ours.get(row.roundId) ?? { roundId: row.roundId, bet: 0, win: 0, refund: 0 };
    ours.set(row.roundId, {
      roundId: row.roundId,
      bet: known.bet + row.bet,
      win: known.win + row.win,
      refund: known.refund + row.refund,
    });
  }
  const theirs = new Map(params.rounds.map((round) => [round.roundId, round]));
  const mismatches: CasinoReconcileMismatch[] = [];
  for (const roundId of new Set([...ours.keys(), ...theirs.keys()])) {
    const a = ours.get(roundId) ?? null;
    const b = theirs.get(roundId) ?? null;
    if (!a || !b || !same(a, b)) mismatches.push({ roundId, ours: a, theirs: b });
  }
  return { provider: params.providerId, day: params.day, checked: theirs.size, mismatches };
}
