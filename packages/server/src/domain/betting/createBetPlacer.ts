import type { Sql } from '../../db/createSql';
import { type BatchCommit, type BatchCommitOptions, createBatchCommit } from '../../db/groupCommit';
import { type PlaceBetOutcome, type PlaceBetParams, placeBetAlone, placeBetsAlone } from './placeBet';

/**
 * Sports placement with group commit: the bets in flight together, of one hot wallet or of many, are placed by
 * one statement that is its own transaction (placeBetsAlone) and answered after its commit; a lone bet is one
 * statement too. The route announces a bet when its request arrives (naming its wallet once authenticated), so a
 * batch waits for the bets still being checked.
 * @example const placer = createBetPlacer(app.sql); const outcome = await placer.announce(member.id).place(placement);
 */
export const createBetPlacer = (
  sql: Sql,
  options: Pick<BatchCommitOptions<PlaceBetParams, PlaceBetOutcome>, 'maxBatch' | 'lanes' | 'gatherMs'> = {},
): BatchCommit<PlaceBetParams, PlaceBetOutcome> =>
  createBatchCommit({
    ...options,
    key: (placement) => placement.member.id,
    run: (placements) => placeBetsAlone(sql, placements),
    single: (placement) => placeBetAlone(sql, placement),
  });
