import {
  drawMinigameRound,
  findMinigameMarket,
  minigameMarkets,
  minigameMarketWins,
  sha256Hex,
} from '@kbet/sdk';

/** Draws sampled per game to find which markets ever win together (fixed seeds: the answer never varies). */
const SAMPLES = 3000;
const ZERO_SALT = '0'.repeat(64);

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
 * Whether two markets of a game are opposite sides: their exact chances add up to 1 and no draw wins both,
 * so a stake on each covers every outcome (홀 and 짝, 언더 and 오버, 플레이어 and 뱅커+타이 …). The "never
 * together" part is read from fixed sample draws, so a pair that overlaps is always told apart.
 * @example areOppositeMarkets('donghang', 'power-odd', 'power-even') // true
 */
export function areOppositeMarkets(gameId: string, a: string, b: string): boolean {
  if (a === b) return false;
  const pa = findMinigameMarket(gameId, a)?.probability;
  const pb = findMinigameMarket(gameId, b)?.probability;
  if (!pa || !pb) return false;
  // pa + pb = 1 exactly, in integers.
  if (pa.num * pb.den + pb.num * pa.den !== pa.den * pb.den) return false;
  return !seenTogether(gameId).has(pairKey(a, b));
}
