import type { Sql } from '../../db/createSql';
import { type BatchCommitOptions, createBatchCommit } from '../../db/groupCommit';
import { type PlaceBetOutcome, type PlaceBetParams, placeBetAlone, placeBets } from './placeBet';

/**
 * Sports placement with group commit: the bets in flight together, of one hot wallet or of many, are placed by
 * one call (placeBets) in one transaction and answered after its commit; a lone bet is one statement.
 * @example const placeBet = createBetPlacer(app.sql); const outcome = await placeBet(placement);
 */
export const createBetPlacer = (
  sql: Sql,
  options: Pick<BatchCommitOptions<PlaceBetParams, PlaceBetOutcome>, 'maxBatch' | 'lanes'> = {},
): ((placement: PlaceBetParams) => Promise<PlaceBetOutcome>) =>
  createBatchCommit(sql, {
    ...options,
    key: (placement) => placement.member.id,
    run: placeBets,
    single: (placement) => placeBetAlone(sql, placement),
  });
