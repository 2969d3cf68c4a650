import { buildHashChain, type HashChain } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import {
  createMinigameRoundsRepository,
  type MinigameChainRow,
} from '../../repositories/createMinigameRoundsRepository';
import { audit } from '../audit/audit';

/** Where a game's chain seeds come from: node:crypto randomBytes in production, a seeded source in tests. */
export type RandomBytes = (size: number) => Uint8Array;

/** Seeds kept per chain: x[k] is at most this many hashes from a checkpoint. */
const CHECKPOINT_INTERVAL = 100;
const DAY_SECONDS = 86_400;

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** The stored chain as the SDK's HashChain (chainSeed reads it). */
export const toHashChain = (row: MinigameChainRow): HashChain => ({
  commitment: row.commitment,
  length: row.length,
  interval: row.checkpointInterval,
  checkpoints: row.checkpoints,
});

export interface CommitChainParams {
  gameId: string;
  roundSeconds: number;
  randomBytes: RandomBytes;
  now: Date;
}

/**
 * Commits a new hash chain for a game (games-fairness.md): a secret x[N] and a salt from `randomBytes`, N one
 * KST day of rounds (2,880 for a 30 s game: built in milliseconds, so startup stays fast), x[0] and the salt
 * written to the audit log before any round uses the chain. A used-up chain is replaced the same way.
 * @example const chain = await commitChain(tx, { gameId: 'donghang', roundSeconds: 300, randomBytes, now });
 */
export async function commitChain(tx: Tx, params: CommitChainParams): Promise<MinigameChainRow> {
  const length = Math.ceil(DAY_SECONDS / params.roundSeconds);
  const chain = buildHashChain({
    terminal: hex(params.randomBytes(32)),
    length,
    interval: CHECKPOINT_INTERVAL,
  });
  const salt = hex(params.randomBytes(32));
  const row = await createMinigameRoundsRepository(tx).insertChain({
    gameId: params.gameId,
    commitment: chain.commitment,
    salt,
    length,
    checkpointInterval: chain.interval,
    checkpoints: chain.checkpoints,
    createdAt: params.now,
  });
  await audit(tx, {
    actorId: null,
    action: 'minigame.chain.commit',
    target: { type: 'minigame_chain', id: row.id },
    new: { gameId: params.gameId, commitment: chain.commitment, salt, length },
  });
  return row;
}
