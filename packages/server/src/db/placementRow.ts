import { hasSqlState, PLACEMENT_SQLSTATE } from './placementSqlState';

/** What a one-statement placement that undid itself answers instead of its row (see PLACEMENT_SQLSTATE). */
export type PlacementUndone = { outcome: 'needs_transaction' } | { outcome: 'key_claimed' };

/**
 * The outcome a one-statement placement (place_sports_bets, place_single_leg_bet) answers when it failed with one
 * of the SQLSTATEs by which it undoes itself: KB001 needs_transaction; KB002 key_claimed when `standalone` (the
 * statement undid itself and may be made again, which then finds the first use's stored answer). Inside a
 * transaction KB002 has aborted it, so the caller hears it as the error it is; any other error is rethrown.
 * @example const rows = await statement.catch((error) => [undonePlacement(error, standalone)]);
 */
export function undonePlacement(error: unknown, standalone: boolean): PlacementUndone {
  if (hasSqlState(error, PLACEMENT_SQLSTATE.needsTransaction)) return { outcome: 'needs_transaction' };
  if (standalone && hasSqlState(error, PLACEMENT_SQLSTATE.keyClaimed)) return { outcome: 'key_claimed' };
  throw error;
}

/**
 * The one row of a one-statement placement, or the outcome it undid itself with (undonePlacement).
 * @example const row = await placementRow(db<PlacedRow[]>`SELECT * FROM place_single_leg_bet(...)`, standalone);
 */
export async function placementRow<Row>(
  rows: Promise<Row[]>,
  standalone: boolean,
): Promise<Row | PlacementUndone> {
  const [row] = await rows.catch((error: unknown): PlacementUndone[] => [undonePlacement(error, standalone)]);
  if (row === undefined) throw new Error('a placement statement answered no row');
  return row;
}
