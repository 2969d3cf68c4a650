import { sha256Hex } from '../fairness/sha256Hex';
import { drawMinigameRound } from './drawMinigameRound';
import { findMinigameMarket, minigameMarkets, minigameMarketWins } from './minigameMarkets';

/** Draws sampled per game to find which markets ever win together (fixed seeds: the answer never varies). */
const SAMPLES = 3000;
const ZERO_SALT = '0'.repeat(64);
/** Two exclusive markets covering at least this share of the outcomes are the two sides of one choice. */
const COVER_NUM = 9n;
const COVER_DEN = 10n;

const coWinners = new Map<string, ReadonlySet<string>>();

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

function seenTogether(gameId: string): ReadonlySet<string> {
  const known = coWinners.get(gameId);
  if (known) return known;
  const markets = minigameMarkets(gameId).map((m) => m.marketId);
  const together = new Set<string>();
  let seed = ZERO_SALT;
  for (let i = 1; i <= SAMPLES; i += 1) {
    seed = sha256Hex(seed);
    const outcome = drawMinigameRound({ gameId, seed, roundNo: i, salt: ZERO_SALT });
    const winners = markets.filter((id) => minigameMarketWins(gameId, id, outcome));
    for (let x = 0; x < winners.length; x += 1) {
      for (let y = x + 1; y < winners.length; y += 1)
        together.add(pairKey(winners[x] ?? '', winners[y] ?? ''));
    }
  }
  coWinners.set(gameId, together);
  return together;
}

/**
 * Whether two markets of a game are opposite sides of one round, which a member may not both bet on: no draw
 * wins both, and together they win at least 90 % of the outcomes (exact chances), so a stake on each covers
 * the round but for a tie (홀/짝, 언더/오버, 플레이어/뱅커, 드래곤/타이거, 업/다운). "Never together" is read
 * from fixed sample draws (computed once per game), so markets that can win together are always told apart.
 * @example areOppositeMarkets('donghang', 'power-odd', 'power-even') // true
 */
export function areOppositeMarkets(gameId: string, a: string, b: string): boolean {
  if (a === b) return false;
  const pa = findMinigameMarket(gameId, a)?.probability;
  const pb = findMinigameMarket(gameId, b)?.probability;
  if (!pa || !pb) return false;
  // pa + pb >= 9/10, in integers.
  if ((pa.num * pb.den + pb.num * pa.den) * COVER_DEN < COVER_NUM * pa.den * pb.den) return false;
  return !seenTogether(gameId).has(pairKey(a, b));
}
