import { findMinigameGame, type MinigameEvent, type MinigameRound, minigameMarkets } from '@kbet/sdk';
import type * as z from 'zod/mini';
import type {
  MinigameRoundRow,
  MinigameRoundStatus,
} from '../../repositories/createMinigameRoundsRepository';

/** MinigameEvent.status: the round's state as a number. */
export const ROUND_STATUS_CODE: Readonly<Record<MinigameRoundStatus, number>> = {
  open: 1,
  closed: 2,
  drawn: 3,
  settled: 4,
  void: 5,
};

/**
 * A round of GET minigame/events with its markets as odds rows (odds id 'minigame:<round>:<market>') at the
 * odds the round opened with.
 * @example toMinigameEvent(round).odds[0].betPrice // '1.90'
 */
export function toMinigameEvent(round: MinigameRoundRow): z.input<typeof MinigameEvent> {
  return {
    id: round.id,
    gameId: round.gameId,
    round: round.roundNo,
    status: ROUND_STATUS_CODE[round.status],
    startAt: round.opensAt.toISOString(),
    closeAt: round.closesAt.toISOString(),
    result: round.outcome === null ? null : JSON.stringify(round.outcome),
    odds: minigameMarkets(round.gameId).map((m) => ({
      id: `minigame:${round.id}:${m.marketId}`,
      fixtureId: String(round.id),
      sportId: 0,
      marketId: m.code,
      betPrice: round.odds?.[m.marketId] ?? m.odds,
      version: '1',
      betName: m.marketId,
      betLine: null,
      marketName: m.marketId,
      marketNameKorean: m.label,
    })),
  };
}

/**
 * A round of GET /minigame/rounds: what verifyRound needs (seed once revealed, the commitment, chain index, salt).
 * @example verifyRound(r.gameId, { seed: r.seed, previous: r.commitment, roundNo: r.chainIndex, salt: r.salt })
 */
export function toMinigameRound(round: MinigameRoundRow): MinigameRound {
  return {
    id: round.id,
    gameId: round.gameId,
    round: round.roundNo,
    kstDay: round.kstDay,
    status: round.status,
    startAt: round.opensAt.toISOString(),
    closeAt: round.closesAt.toISOString(),
    drawAt: round.drawsAt.toISOString(),
    commitment: round.commitment,
    seed: round.seed,
    salt: round.salt,
    chainIndex: round.chainIndex,
  };
}

/** The game's Korean name (the registry's), for settingMinigame/{id}. */
export const minigameName = (gameId: string): string | undefined => findMinigameGame(gameId)?.name;
