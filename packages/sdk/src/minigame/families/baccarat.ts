import { drawWithoutReplacement } from '../../fairness/drawWithoutReplacement';
import { type Card, cardAt, shoePositions } from '../cards';
import { defineFamily, type MarketSpec } from '../minigameFamily';

/** The hands as dealt: player then banker, two or three cards each. */
export interface BaccaratOutcome {
  readonly family: 'baccarat';
  readonly player: readonly Card[];
  readonly banker: readonly Card[];
}

/** What baccarat markets read: the final totals and whether each side's first two cards are a pair. */
export interface BaccaratResult {
  readonly player: number;
  readonly banker: number;
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
}

export const BACCARAT = { decks: 8, dealt: 6 } as const;

const SHOE = shoePositions(BACCARAT.decks);
const SHOE_SIZE = SHOE.length;

/** Baccarat value: A = 1, 2-9 face value, 10/J/Q/K = 0. */
const value = (rank: number) => (rank >= 10 ? 0 : rank);
const total = (cards: readonly Card[]) => cards.reduce((sum, card) => sum + value(card.rank), 0) % 10;

/**
 * The banker's third-card rule: with no player third card the banker draws on 0-5; otherwise by the banker's total
 * and the value of the player's third card (punto banco's table).
 * @example baccaratBankerDraws(3, 8) // false
 */
export function baccaratBankerDraws(banker: number, third: number | undefined): boolean {
  if (third === undefined) return banker <= 5;
  if (banker <= 2) return true;
  if (banker === 3) return third !== 8;
  if (banker === 4) return third >= 2 && third <= 7;
  if (banker === 5) return third >= 4 && third <= 7;
  if (banker === 6) return third === 6 || third === 7;
  return false;
}

/**
 * Deals punto banco from the first six cards of the shuffled shoe in order P, B, P, B, then the player's third
 * card and the banker's third card when the rules call for them (a card not needed is not dealt).
 */
function deal(cards: readonly Card[]): BaccaratOutcome {
  const [p1, b1, p2, b2, ...rest] = cards as [Card, Card, Card, Card, Card, Card];
  const player = [p1, p2];
  const banker = [b1, b2];
  if (total(player) < 8 && total(banker) < 8) {
    let third: number | undefined;
    if (total(player) <= 5) {
      const card = rest.shift() as Card;
      player.push(card);
      third = value(card.rank);
    }
    if (baccaratBankerDraws(total(banker), third)) banker.push(rest.shift() as Card);
  }
  return { family: 'baccarat', player, banker };
}

const cellIndex = (p: number, b: number, pp: boolean, bp: boolean) =>
  ((p * 10 + b) * 2 + (pp ? 1 : 0)) * 2 + (bp ? 1 : 0);

/**
 * Exact weights of (player total, banker total, pairs) over ordered deals of six cards from the 8-deck shoe. The
 * first four cards go by rank (pairs need ranks), third cards by value. Every weight and partial sum is at most
 * 416·415·414·413·412·411 < 2^53, so plain numbers are exact here.
 */
function baccaratWeights(): number[] {
  const weights = new Array<number>(400).fill(0);
  const ranks = new Array<number>(14).fill(4 * BACCARAT.decks);
  const tail5 = (SHOE_SIZE - 4) * (SHOE_SIZE - 5);
  const tail6 = SHOE_SIZE - 5;
  const values = new Array<number>(10);
  const take = (r: number) => {
    const n = ranks[r] as number;
    ranks[r] = n - 1;
    return n;
  };
  const put = (r: number) => {
    ranks[r] = (ranks[r] as number) + 1;
  };
  for (let r1 = 1; r1 <= 13; r1 += 1) {
    const w1 = take(r1);
    for (let r2 = 1; r2 <= 13; r2 += 1) {
      const w2 = w1 * take(r2);
      for (let r3 = 1; r3 <= 13; r3 += 1) {
        const w3 = w2 * take(r3);
        for (let r4 = 1; r4 <= 13; r4 += 1) {
          const w = w3 * take(r4);
          const p = (value(r1) + value(r3)) % 10;
          const b = (value(r2) + value(r4)) % 10;
          const pp = r1 === r3;
          const bp = r2 === r4;
          const add = (pt: number, bt: number, weight: number) => {
            const i = cellIndex(pt, bt, pp, bp);
            weights[i] = (weights[i] as number) + weight;
          };
          values[0] =
            (ranks[10] as number) + (ranks[11] as number) + (ranks[12] as number) + (ranks[13] as number);
          for (let v = 1; v <= 9; v += 1) values[v] = ranks[v] as number;
          if (p >= 8 || b >= 8) add(p, b, w * tail5);
          else if (p <= 5) {
            for (let t = 0; t <= 9; t += 1) {
              const c = values[t] as number;
              const pt = (p + t) % 10;
              if (!baccaratBankerDraws(b, t)) {
                add(pt, b, w * c * tail6);
                continue;
              }
              values[t] = c - 1;
              for (let v = 0; v <= 9; v += 1) add(pt, (b + v) % 10, w * c * (values[v] as number));
              values[t] = c;
            }
          } else if (baccaratBankerDraws(b, undefined)) {
            for (let v = 0; v <= 9; v += 1) add(p, (b + v) % 10, w * (values[v] as number) * tail6);
          } else add(p, b, w * tail5);
          put(r4);
        }
        put(r3);
      }
      put(r2);
    }
    put(r1);
  }
  return weights;
}

const markets: MarketSpec<BaccaratResult>[] = [
  { id: 'player', code: 101, label: '플레이어', wins: (r) => r.player > r.banker },
  { id: 'banker', code: 102, label: '뱅커', wins: (r) => r.banker > r.player },
  { id: 'tie', code: 103, label: '타이', wins: (r) => r.banker === r.player },
  { id: 'player-pair', code: 104, label: '플레이어 페어', wins: (r) => r.playerPair },
  { id: 'banker-pair', code: 105, label: '뱅커 페어', wins: (r) => r.bankerPair },
];

/**
 * Baccarat (바카라), punto banco with the real third-card rules over a freshly shuffled 8-deck shoe each round.
 * On a tie, player and banker bets lose (their odds are priced on that).
 */
export const baccaratFamily = defineFamily<BaccaratOutcome, BaccaratResult>({
  id: 'baccarat',
  name: '바카라',
  draw: (stream) => deal(drawWithoutReplacement(stream, SHOE, BACCARAT.dealt).map(cardAt)),
  result: (o) => ({
    player: total(o.player),
    banker: total(o.banker),
    playerPair: o.player[0]?.rank === o.player[1]?.rank,
    bankerPair: o.banker[0]?.rank === o.banker[1]?.rank,
  }),
  key: (r) => `${r.player}:${r.banker}:${r.playerPair ? 'P' : '-'}${r.bankerPair ? 'B' : '-'}`,
  space: () => {
    const cells: (readonly [BaccaratResult, bigint])[] = [];
    baccaratWeights().forEach((weight, i) => {
      if (weight === 0) return;
      const player = Math.floor(i / 40);
      const banker = Math.floor(i / 4) % 10;
      cells.push([{ player, banker, playerPair: (i & 2) !== 0, bankerPair: (i & 1) !== 0 }, BigInt(weight)]);
    });
    let all = 1n;
    for (let i = 0; i < BACCARAT.dealt; i += 1) all *= BigInt(SHOE_SIZE - i);
    return { total: all, cells };
  },
  markets,
});
