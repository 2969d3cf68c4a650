import { chainSeed } from '@kbet/sdk';
import type { Sql } from '@kbet/testkit';

/** The round's place in its committed chain (the chain's secret checkpoints included). */
interface ChainOfRound {
  commitment: string;
  salt: string;
  length: number;
  checkpointInterval: number;
  checkpoints: string[];
  chainIndex: number;
}

/** A round's seed before the engine reveals it, with what its draw also reads. */
export interface RoundSeed {
  readonly seed: string;
  readonly chainIndex: number;
  readonly salt: string;
}

/**
 * The seed of a mini-game or virtual round recomputed from its chain's checkpoints (as the operator could), so a
 * test can bet on what will win; the draw itself is still the engine's.
 * @example const { seed, chainIndex, salt } = await roundSeed(sql, 'virtual_rounds', round.id);
 */
export async function roundSeed(
  sql: Sql,
  table: 'minigame_rounds' | 'virtual_rounds',
  roundId: number,
): Promise<RoundSeed> {
  const [row] = await sql<ChainOfRound[]>`
    SELECT c.commitment, c.salt, c.length, c.checkpoint_interval, c.checkpoints, r.chain_index
    FROM ${sql(table)} r JOIN minigame_chains c ON c.id = r.chain_id WHERE r.id = ${roundId}`;
  if (!row) throw new Error(`round ${roundId} has no chain`);
  const seed = chainSeed({ ...row, interval: row.checkpointInterval }, row.chainIndex);
  return { seed, chainIndex: row.chainIndex, salt: row.salt };
}
