import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';
import type { Sql } from '../../../src/db/createSql';
import { expectLedgerConsistent } from '../../moneyTestKit';
import { type Acknowledged, type ChaosKind, parseBody } from './chaosLoad';

/** How many business records of each kind the database holds; a run's records are the growth over its start. */
export async function recordCounts(sql: Sql): Promise<Record<ChaosKind, number>> {
  const [row] = await sql<{ bet: number; deposit: number; approve: number; convert: number }[]>`
    SELECT (SELECT count(*)::int FROM ledger_transactions WHERE kind = 'bet_stake') AS bet,
           (SELECT count(*)::int FROM charges WHERE deposit_mode = 0) AS deposit,
           (SELECT count(*)::int FROM ledger_transactions WHERE kind = 'deposit') AS approve,
           (SELECT count(*)::int FROM ledger_transactions WHERE kind = 'comp_to_emoney') AS convert`;
  if (!row) throw new Error('no counts');
  return row;
}

/**
 * After a crash and restart: every acknowledged operation is stored once under its key with the answer the
 * client got; each kind has exactly one business record per completed key (none lost, none doubled, none
 * without its key); the ledger is balanced, balances equal their postings, no member below zero.
 */
export async function expectCrashInvariants(
  sql: Sql,
  acknowledged: Acknowledged[],
  baseline: Record<ChaosKind, number>,
): Promise<void> {
  const stored = await sql<
    { memberId: number; key: string; responseStatus: number; responseBody: unknown }[]
  >`
    SELECT member_id, key, response_status, response_body FROM idempotency_keys
    WHERE key = ANY(${acknowledged.map((op) => op.key)})`;
  const byKey = new Map(stored.map((row) => [`${row.memberId}:${row.key}`, row]));
  const missing = acknowledged.filter((op) => {
    const row = byKey.get(`${op.memberId}:${op.key}`);
    return !row || row.responseStatus !== op.status || !isDeepStrictEqual(row.responseBody, op.body);
  });
  expect(missing.map((op) => op.key)).toEqual([]);
  expect(stored).toHaveLength(acknowledged.length);

  const completed = await sql<{ kind: ChaosKind; n: number }[]>`
    SELECT split_part(key, '-', 2) AS kind, count(*)::int AS n FROM idempotency_keys
    WHERE key LIKE 'chaos-%' AND response_status BETWEEN 200 AND 299 GROUP BY 1`;
  const counts = await recordCounts(sql);
  const kinds: ChaosKind[] = ['bet', 'deposit', 'approve', 'convert'];
  const completedByKind = Object.fromEntries(kinds.map((kind) => [kind, 0]));
  for (const row of completed) completedByKind[row.kind] = row.n;
  expect(Object.fromEntries(kinds.map((kind) => [kind, counts[kind] - baseline[kind]]))).toEqual(
    completedByKind,
  );

  const betIds = acknowledged.filter((op) => op.kind === 'bet').map((op) => (op.body as { id: number }).id);
  const [slips] = await sql<
    { n: number }[]
  >`SELECT count(*)::int AS n FROM bet_slips WHERE id = ANY(${betIds})`;
  expect(slips?.n).toBe(betIds.length);
  const chargeIds = acknowledged.filter((op) => op.kind === 'deposit').map((op) => Number(op.body));
  const [charges] = await sql<
    { n: number }[]
  >`SELECT count(*)::int AS n FROM charges WHERE id = ANY(${chargeIds})`;
  expect(charges?.n).toBe(chargeIds.length);

  await expectLedgerConsistent(sql);
}

/**
 * Every acknowledged request sent again with its key answers the stored status and body, marked replayed,
 * and moves nothing.
 */
export async function expectReplaysAnswerStored(
  url: string,
  sql: Sql,
  acknowledged: Acknowledged[],
): Promise<void> {
  const before = await recordCounts(sql);
  const mismatched: string[] = [];
  for (const op of acknowledged) {
    const response = await fetch(`${url}${op.url}`, {
      method: 'POST',
      headers: op.headers,
      body: JSON.stringify(op.payload),
    });
    const body = parseBody(response, await response.text());
    if (
      response.status !== op.status ||
      response.headers.get('idempotent-replayed') !== 'true' ||
      !isDeepStrictEqual(body, op.body)
    )
      mismatched.push(`${op.key}: ${response.status} ${JSON.stringify(body)}`);
  }
  expect(mismatched).toEqual([]);
  expect(await recordCounts(sql)).toEqual(before);
}
