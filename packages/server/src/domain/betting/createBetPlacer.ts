import type { Sql } from '../../db/createSql';
import { type BatchCommitOptions, createBatchCommit } from '../../db/groupCommit';
import { type PlaceBetOutcome, type PlaceBetParams, placeBetAlone, placeBetsAlone } from './placeBet';

/**
 * Sports placement with group commit: the bets in flight together, of one hot wallet or of many, are placed by
 * one statement that is its own transaction (placeBetsAlone) and answered after its commit; a lone bet is one
 * statement too.
 * @example const placeBet = createBetPlacer(app.sql); const outcome = await placeBet(placement);
 */
export const createBetPlacer = (
  sql: Sql,
  options: Pick<BatchCommitOptions<PlaceBetParams, PlaceBetOutcome>, 'maxBatch' | 'lanes'> = {},
): ((placement: PlaceBetParams) => Promise<PlaceBetOutcome>) =>
  createBatchCommit({
    ...options,
    key: (placement) => placement.member.id,
    run: (placements) => placeBetsAlone(sql, placements),
    single: (placement) => placeBetAlone(sql, placement),
  });
