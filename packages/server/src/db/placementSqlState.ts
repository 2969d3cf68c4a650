import postgres from 'postgres';

/**
 * The SQLSTATEs the one-statement placements raise (place_sports_bets, place_single_leg_bet), each undoing the
 * statement: KB001, a standalone call must run in a transaction (open rolling requirements); KB002, a concurrent
 * first use of the key committed (migration 195).
 */
export const PLACEMENT_SQLSTATE = { needsTransaction: 'KB001', keyClaimed: 'KB002' } as const;

/**
 * Whether `error` is PostgreSQL's error with that SQLSTATE.
 * @example if (hasSqlState(error, PLACEMENT_SQLSTATE.needsTransaction)) return { outcome: 'needs_transaction' };
 */
export const hasSqlState = (error: unknown, code: string): boolean =>
  error instanceof postgres.PostgresError && error.code === code;
