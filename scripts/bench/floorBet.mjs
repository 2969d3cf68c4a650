/**
 * The minimal bet transaction, pgbench-style, on the floor's own tables (betting.bench.mjs, seedFloor): BEGIN, the
 * conditional wallet update, the slip and its two ledger lines, COMMIT (durable: synchronous_commit stays on). What
 * any design of a bet has to pay; the bench drives it directly and behind a bare HTTP route (httpFloorServer.mjs).
 * Answers the slip's id.
 * @example const slipId = await floorBet(sql, memberId, 5_000);
 */
export function floorBet(sql, walletId, stake) {
  return sql.begin(async (tx) => {
    const [wallet] = await tx`UPDATE floor_wallets SET balance = balance - ${stake}
      WHERE id = ${walletId} AND balance >= ${stake} RETURNING balance`;
    if (!wallet) throw new Error('floor wallet empty');
    const [slip] =
      await tx`INSERT INTO floor_slips (wallet_id, amount) VALUES (${walletId}, ${stake}) RETURNING id`;
    await tx`INSERT INTO floor_lines (slip_id, wallet_id, amount)
      VALUES (${slip.id}, ${walletId}, ${-stake}), (${slip.id}, NULL, ${stake})`;
    return slip.id;
  });
}
