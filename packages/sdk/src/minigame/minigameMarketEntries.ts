import { InvalidDrawInputError } from '../fairness/invalidDrawInputError';
import type { Fraction } from '../odds/legFactor';
import type { MinigameFamily } from './minigameFamily';
import type { MinigameGame } from './minigameGames';
import { minigameOdds } from './minigameOdds';
import { minigameRtpPolicy } from './minigameRtp';

/** One row of the market catalogue: what placement, settlement, history and reports read. */
export interface MinigameMarketEntry {
  readonly gameId: string;
  readonly marketId: string;
  readonly code: number;
  /** Korean label. */
  readonly label: string;
  /** Exact chance of winning, in lowest terms. */
  readonly probability: Fraction;
  /** Default operator RTP and its cap. */
  readonly rtp: string;
  readonly rtpCap: string;
  /** Odds at the default RTP. */
  readonly odds: string;
}

const catalogue = new Map<string, readonly MinigameMarketEntry[]>();

/**
 * The game's catalogue rows from its family alone (exact probabilities, default RTP, its cap and odds; computed
 * once per game): minigameMarkets reads them through every family, a page that loaded only its game's family
 * (loadMinigameFamily) reads them here.
 * @example loadMinigameFamily(game.family).then((family) => minigameMarketEntries(game, family))
 */
export function minigameMarketEntries<O>(
  game: MinigameGame,
  family: MinigameFamily<O>,
): readonly MinigameMarketEntry[] {
  if (family.id !== game.family) throw new InvalidDrawInputError('family', `not the ${game.family} family`);
  const known = catalogue.get(game.id);
  if (known) return known;
  const entries = family.markets.map((market) => {
    const probability = market.probability();
    const policy = minigameRtpPolicy(probability);
    return {
      gameId: game.id,
      marketId: market.id,
      code: market.code,
      label: market.label,
      probability,
      rtp: policy.rtp,
      rtpCap: policy.cap,
      odds: minigameOdds(probability, policy.rtp).odds,
    };
  });
  catalogue.set(game.id, entries);
  return entries;
}
