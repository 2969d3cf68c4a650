import { chainSeed, drawMinigameRound, minigameMarketWins, sha256Hex, WIN_FLAG } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import {
  createMinigameRoundsRepository,
  type MinigameRoundRow,
} from '../../repositories/createMinigameRoundsRepository';
import { toHashChain } from './commitChain';
import { publishRoundEvent } from './publishRoundEvent';
import { settleRoundBets } from './settleRoundBets';
import { voidRound } from './voidRound';

/**
 * Draws a round whose draw time has come, reveals its seed and settles its bets; when it cannot be drawn
 * (its chain is gone, or the seed does not hash to the stored commitment), voids it and gives every stake
 * back. The draw runs in a savepoint, so a failed draw leaves the void path a clean transaction.
 * @example await finishRound(tx, round, clock.now());
 */
export async function finishRound(tx: Tx, round: MinigameRoundRow, now: Date): Promise<'settled' | 'void'> {
  const rounds = createMinigameRoundsRepository(tx);
  const drawn = await tx
    .savepoint(async (sp) => {
      const chain = await createMinigameRoundsRepository(sp).findChain(round.chainId);
      if (!chain) return undefined;
      const seed = chainSeed(toHashChain(chain), round.chainIndex);
      if (sha256Hex(seed) !== round.commitment) return undefined;
      // The draw's round number is the chain position: verifyRound(gameId, { seed, previous, roundNo: chainIndex, salt }).
      const outcome = drawMinigameRound({
        gameId: round.gameId,
        seed,
        roundNo: round.chainIndex,
        salt: chain.salt,
      });
      await createMinigameRoundsRepository(sp).reveal(round.id, seed, outcome);
      return { seed, outcome };
    })
    .catch(() => undefined);

  if (!drawn) {
    await voidRound(tx, round, { now, actorId: null, reason: '추첨 불가' });
    return 'void';
  }

  await publishRoundEvent(tx, round, 'drawn', drawn.seed);
  await settleRoundBets(tx, {
    roundId: round.id,
    flagOf: (marketId) =>
      minigameMarketWins(round.gameId, marketId, drawn.outcome) ? WIN_FLAG.WON : WIN_FLAG.LOST,
    memo: '미니게임 정산',
    now,
  });
  await rounds.setStatus(round.id, 'settled');
  await publishRoundEvent(tx, round, 'settled', drawn.seed);
  return 'settled';
}
