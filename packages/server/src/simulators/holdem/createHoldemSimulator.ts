import { randomBytes } from 'node:crypto';
import {
  buildHashChain,
  type Card,
  chainSeed,
  createDrawStream,
  dealHoldemCards,
  type HashChain,
} from '@kbet/sdk';
import { HOLDEM_GAME_CODE } from '../../domain/holdem/holdemGames';
import type { RecordSimulatorRound } from '../casino/createCasinoSimulator';
import type { SimulatorWalletClient } from '../casino/createSimulatorWalletClient';
import {
  applyHoldemAction,
  HOLDEM_BOT_SEAT,
  HOLDEM_HAND_MAX_STAKE,
  HOLDEM_MEMBER_SEAT,
  type HoldemAction,
  type HoldemHand,
  legalHoldemActions,
  playBotTurns,
  startHoldemHand,
  toCall,
  visibleBoard,
} from './holdemTable';

/** A sitting's buy-in: whole thousands of won, enough for a few hands, capped like a table limit. */
export const HOLDEM_BUY_IN = { min: 10_000, max: 1_000_000, step: 1_000 } as const;

/** Hands one launch can deal (its committed chain's length); then the member launches again. */
const HANDS_PER_LAUNCH = 5_000;

/** The page's texts for refusals (the provider's own words, shown in its window). */
const REFUSALS = {
  BUY_IN_AMOUNT: '바이인은 10,000원부터 1,000,000원까지 1,000원 단위입니다.',
  SEATED: '이미 착석 중입니다.',
  NOT_SEATED: '먼저 바이인하세요.',
  HAND_IN_PLAY: '진행 중인 핸드를 마친 뒤 이용하세요.',
  NO_HAND: '진행 중인 핸드가 없습니다.',
  SHORT_STACK: `칩이 ${HOLDEM_HAND_MAX_STAKE.toLocaleString('ko-KR')}원 미만입니다. 캐시아웃 후 다시 바이인하세요.`,
  ILLEGAL: '지금 할 수 없는 액션입니다.',
  CHAIN_SPENT: '이 테이블의 핸드가 모두 진행되었습니다. 게임을 다시 실행하세요.',
  NOT_ENOUGH_MONEY: '카지노머니가 부족합니다.',
  WALLET: '지갑 응답 오류입니다.',
} as const;
export type HoldemRefusal = keyof typeof REFUSALS;

interface Sitting {
  roundId: string;
  /** The wallet's player id, kept for the cash-out: a win is taken after the launch token expired. */
  user: string;
  buyIn: number;
  stack: number;
  hand?: HoldemHand;
}

/** One launch's table: its committed chain (hand k deals from x[k]) and the member's sitting, if seated. */
interface Table {
  chain: HashChain;
  salt: string;
  played: number;
  sittings: number;
  sitting?: Sitting;
}

export interface HoldemSimulatorOptions {
  providerId: string;
  wallet: SimulatorWalletClient;
  /** The simulator's own round book (its back office), written once the wallet took the money. */
  recordRound: RecordSimulatorRound;
}

const cardView = (card: Card) => ({ rank: card.rank, suit: card.suit });

/** What the table page shows: the member's cards, the board so far, the bot's cards only at a showdown. */
function handView(hand: HoldemHand) {
  const shown = hand.result?.reason === 'showdown';
  return {
    street: hand.street,
    button: hand.button,
    member: hand.deal.hole[HOLDEM_MEMBER_SEAT].map(cardView),
    bot: shown ? hand.deal.hole[HOLDEM_BOT_SEAT].map(cardView) : null,
    // A showdown is on the river, so the whole board shows; a fold shows what was turned by then.
    board: visibleBoard(hand).map(cardView),
    pot: hand.committed[0] + hand.committed[1],
    committed: hand.committed,
    toCall: hand.result || hand.toAct !== HOLDEM_MEMBER_SEAT ? 0 : toCall(hand),
    legal: hand.toAct === HOLDEM_MEMBER_SEAT ? legalHoldemActions(hand) : [],
    result: hand.result
      ? {
          winner: hand.result.winner,
          reason: hand.result.reason,
          payout: hand.result.payout,
          ranks: hand.result.ranks?.map((rank) => rank.category) ?? null,
        }
      : null,
  };
}

/**
 * A hold'em provider's table server (revolution- or realpoker-shaped): heads-up fixed-limit hold'em against
 * the house bot (holdemTable.ts), every deal from kbet's committed RNG (a hash chain per launch; the hand's
 * seed is revealed when it ends), money only through the signed wallet callbacks: the buy-in is a bet, the
 * cash-out the win that settles it. Chips between the two live here; state is in memory (a restart loses an
 * open sitting's chips with the bet left open, as a provider outage would, for staff to settle).
 * @example const sim = createHoldemSimulator({ providerId: 'revolution', wallet, recordRound }); await sim.buyIn(token, 50_000);
 */
export function createHoldemSimulator(options: HoldemSimulatorOptions) {
  const tables = new Map<string, Table>();

  const tableOf = (token: string): Table => {
    const known = tables.get(token);
    if (known) return known;
    const fresh: Table = {
      chain: buildHashChain({
        terminal: randomBytes(32).toString('hex'),
        length: HANDS_PER_LAUNCH,
        interval: 100,
      }),
      salt: randomBytes(32).toString('hex'),
      played: 0,
      sittings: 0,
    };
    tables.set(token, fresh);
    return fresh;
  };

  const refuse = (code: HoldemRefusal, balance?: number) => ({
    ok: false as const,
    code,
    message: REFUSALS[code],
    ...(balance === undefined ? {} : { balance }),
  });

  /** The table as the page shows it, with the member's casino money when known. */
  const view = (token: string, balance?: number) => {
    const table = tableOf(token);
    const hand = table.sitting?.hand;
    const ended = hand?.result !== undefined;
    return {
      ok: true as const,
      ...(balance === undefined ? {} : { balance }),
      seated: table.sitting !== undefined,
      stack: table.sitting?.stack ?? 0,
      buyIn: table.sitting?.buyIn ?? 0,
      handNo: table.played,
      commitment: chainSeed(table.chain, ended || !hand ? table.played : table.played - 1),
      salt: table.salt,
      // The finished hand's seed: SHA-256 of it is the commitment shown before it was dealt.
      revealed: ended && table.played > 0 ? chainSeed(table.chain, table.played) : null,
      hand: hand ? handView(hand) : null,
    };
  };

  /** Settles a finished hand into the sitting's stack. */
  const settle = (sitting: Sitting, hand: HoldemHand) => {
    sitting.hand = hand;
    if (hand.result)
      sitting.stack += hand.result.payout[HOLDEM_MEMBER_SEAT] - hand.committed[HOLDEM_MEMBER_SEAT];
  };

  return {
    async state(token: string) {
      const player = await options.wallet.call('authenticate', { token });
      if (player.status !== 'RS_OK')
        return { ok: false as const, code: player.status, message: REFUSALS.WALLET };
      return view(token, player.balance);
    },

    async buyIn(token: string, amount: number) {
      if (
        !Number.isSafeInteger(amount) ||
        amount < HOLDEM_BUY_IN.min ||
        amount > HOLDEM_BUY_IN.max ||
        amount % HOLDEM_BUY_IN.step !== 0
      )
        return refuse('BUY_IN_AMOUNT');
      const player = await options.wallet.call('authenticate', { token });
      if (player.status !== 'RS_OK' || player.user === undefined)
        return { ok: false as const, code: player.status, message: REFUSALS.WALLET };
      const table = tableOf(token);
      if (table.sitting) return refuse('SEATED');
      const roundId = `${token.slice(0, 16)}-s${table.sittings + 1}`;
      const bet = await options.wallet.call('bet', {
        token,
        user: player.user,
        round: roundId,
        game_code: HOLDEM_GAME_CODE,
        transaction_uuid: `${roundId}-buyin`,
        amount,
      });
      if (bet.status === 'RS_ERROR_NOT_ENOUGH_MONEY') return refuse('NOT_ENOUGH_MONEY', bet.balance);
      if (bet.status !== 'RS_OK') return { ok: false as const, code: bet.status, message: REFUSALS.WALLET };
      // A concurrent click of the same buy-in got the same stored answer: only the first seats and records.
      if (table.sitting) return view(token, bet.balance);
      table.sittings += 1;
      table.sitting = { roundId, user: player.user, buyIn: amount, stack: amount };
      await options.recordRound(roundId, { bet: amount });
      return view(token, bet.balance);
    },

    deal(token: string) {
      const table = tableOf(token);
      const sitting = table.sitting;
      if (!sitting) return refuse('NOT_SEATED');
      if (sitting.hand && !sitting.hand.result) return refuse('HAND_IN_PLAY');
      if (sitting.stack < HOLDEM_HAND_MAX_STAKE) return refuse('SHORT_STACK');
      if (table.played >= HANDS_PER_LAUNCH) return refuse('CHAIN_SPENT');
      const handNo = table.played + 1;
      const stream = createDrawStream({
        seed: chainSeed(table.chain, handNo),
        gameId: HOLDEM_GAME_CODE,
        roundNo: handNo,
        salt: table.salt,
      });
      table.played = handNo;
      // The button alternates: the member has it on odd hands.
      const button = handNo % 2 === 1 ? HOLDEM_MEMBER_SEAT : HOLDEM_BOT_SEAT;
      settle(sitting, playBotTurns(startHoldemHand(dealHoldemCards(stream), button)));
      return view(token);
    },

    act(token: string, action: HoldemAction) {
      const sitting = tableOf(token).sitting;
      const hand = sitting?.hand;
      if (!sitting || !hand || hand.result) return refuse('NO_HAND');
      if (hand.toAct !== HOLDEM_MEMBER_SEAT || !legalHoldemActions(hand).includes(action))
        return refuse('ILLEGAL');
      settle(sitting, playBotTurns(applyHoldemAction(hand, action)));
      return view(token);
    },

    async cashOut(token: string) {
      const table = tableOf(token);
      const sitting = table.sitting;
      if (!sitting) return refuse('NOT_SEATED');
      if (sitting.hand && !sitting.hand.result) return refuse('HAND_IN_PLAY');
      const win = await options.wallet.call('win', {
        token,
        user: sitting.user,
        round: sitting.roundId,
        game_code: HOLDEM_GAME_CODE,
        transaction_uuid: `${sitting.roundId}-cashout`,
        reference_transaction_uuid: `${sitting.roundId}-buyin`,
        amount: sitting.stack,
      });
      if (win.status !== 'RS_OK') return { ok: false as const, code: win.status, message: REFUSALS.WALLET };
      if (table.sitting !== sitting) return view(token, win.balance);
      table.sitting = undefined;
      await options.recordRound(sitting.roundId, { win: sitting.stack });
      return { ...view(token, win.balance), cashedOut: sitting.stack };
    },
  };
}

export type HoldemSimulator = ReturnType<typeof createHoldemSimulator>;
