import { chainSeed, sha256Hex } from '@kbet/sdk';
import type { Db } from '../../db/createSql';
import { createMinigameRoundsRepository } from '../../repositories/createMinigameRoundsRepository';
import type { VirtualRoundRow } from '../../repositories/createVirtualRepository';
import { toHashChain } from '../minigame/commitChain';

/**
 * The round's seed x[k] recomputed from its chain, or undefined when the chain is gone or the seed does not
 * hash to the stored commitment (the round must then be voided, never drawn).
 * @example const seed = await revealVirtualSeed(tx, round);
 */
export async function revealVirtualSeed(db: Db, round: VirtualRoundRow): Promise<string | undefined> {
  const chain = await createMinigameRoundsRepository(db).findChain(round.chainId);
  if (!chain) return undefined;
  const seed = chainSeed(toHashChain(chain), round.chainIndex);
  return sha256Hex(seed) === round.commitment ? seed : undefined;
}
