import { chainSeed, type VirtualLeague, virtualRoundCard, virtualStreamId } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { createMinigameRoundsRepository } from '../../repositories/createMinigameRoundsRepository';
import { createVirtualRepository, type VirtualRoundRow } from '../../repositories/createVirtualRepository';
import { commitChain, type RandomBytes, toHashChain } from '../minigame/commitChain';
import { publishVirtualRoundEvent } from './publishVirtualRoundEvent';
import { virtualRoundTimes } from './virtualRoundTimes';

export interface OpenVirtualRoundParams {
  league: VirtualLeague;
  randomBytes: RandomBytes;
  now: Date;
}

/**
 * Opens the league's next round on the next position of its committed chain (the mini-games' chain code and
 * table, under the stream id 'virtual/<league>'): the round's commitment x[k-1] and its card (the matches or
 * the race's field, known from k alone) are stored and pushed before any bet is taken.
 * @example const round = await openVirtualRound(tx, { league, randomBytes, now });
 */
export async function openVirtualRound(tx: Tx, params: OpenVirtualRoundParams): Promise<VirtualRoundRow> {
  const { league, now } = params;
  const chains = createMinigameRoundsRepository(tx);
  const gameId = virtualStreamId(league.id);
  const chain =
    (await chains.lockUsableChain(gameId)) ??
    (await commitChain(tx, {
      gameId,
      roundSeconds: league.cycleSeconds,
      randomBytes: params.randomBytes,
      now,
    }));
  const index = chain.nextIndex;
  await chains.advanceChain(chain.id);
  const repo = createVirtualRepository(tx);
  const round = await repo.insertRound({
    leagueId: league.id,
    chainId: chain.id,
    chainIndex: index,
    commitment: chainSeed(toHashChain(chain), index - 1),
    ...virtualRoundTimes(now, league.cycleSeconds),
  });
  const card = virtualRoundCard(league, index);
  await repo.insertEvents(
    round.id,
    card.kind === 'race'
      ? [{ runners: [...card.runners] }]
      : card.matches.map((m) => ({ home: m.home, away: m.away })),
  );
  await publishVirtualRoundEvent(tx, round, 'open');
  return round;
}
