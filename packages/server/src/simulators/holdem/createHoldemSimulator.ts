import { randomBytes as cryptoRandomBytes } from 'node:crypto';
import {
  buildHashChain,
  type Card,
  chainSeed,
  createDrawStream,
  dealHoldemCards,
  type HashChain,
} from '@kbet/sdk';
import type { Sql } from '../../db/createSql';
import { HOLDEM_GAME_CODE } from '../../domain/holdem/holdemGames';
import type { RandomBytes } from '../../domain/minigame/commitChain';
import {
  createSimulatorHoldemTablesRepository,
  type HoldemSittingState,
  type HoldemTableChange,
  type HoldemTableRow,
} from '../../repositories/simulatorHoldemTablesRepository';
import { createSimulatorRoundsRepository } from '../../repositories/simulatorRoundsRepository';
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
  STALE: '다른 창에서 테이블이 진행되었습니다. 새로 고침 후 이용하세요.',
  WALLET: '지갑 응답 오류입니다.',
} as const;
export type HoldemRefusal = keyof typeof REFUSALS;

export interface HoldemSimulatorOptions {
  providerId: string;
  wallet: SimulatorWalletClient;
  /** The provider's own database: its tables and round book (the back office reconcile reads). */
  sql: Sql;
  now: () => Date;
  /** Chain secrets; node:crypto randomBytes unless a test passes a seeded source. */
  randomBytes?: RandomBytes;
}

const ACTION_LETTER = { fold: 'f', call: 'c', raise: 'r' } as const satisfies Record<HoldemAction, string>;
const LETTER_ACTION: Readonly<Record<string, HoldemAction>> = { f: 'fold', c: 'call', r: 'raise' };

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

const chainOf = (table: HoldemTableRow): HashChain => ({
  commitment: table.commitment,
  length: table.chainLength,
  interval: table.checkpointInterval,
  checkpoints: table.checkpoints,
});

/** Hand k of a table as dealt from the chain's seed x[k], the bot's first turns played. */
function dealHand(table: HoldemTableRow, handNo: number): HoldemHand {
  const stream = createDrawStream({
    seed: chainSeed(chainOf(table), handNo),
    gameId: HOLDEM_GAME_CODE,
    roundNo: handNo,
    salt: table.salt,
  });
  // The button alternates: the member has it on odd hands.
  const button = handNo % 2 === 1 ? HOLDEM_MEMBER_SEAT : HOLDEM_BOT_SEAT;
  return playBotTurns(startHoldemHand(dealHoldemCards(stream), button));
}

/** The sitting's hand as stored (its seed position and the member's actions), replayed exactly. */
function replayHand(table: HoldemTableRow): HoldemHand | undefined {
  if (table.sittingState === null || table.handNo === null) return undefined;
  let hand = dealHand(table, table.handNo);
  for (const letter of table.handActions)
    hand = playBotTurns(applyHoldemAction(hand, LETTER_ACTION[letter] ?? 'fold'));
  return hand;
}

/** What a hand changes in the member's stack: nothing until it ends, then the payout less the chips put in. */
const stackChange = (hand: HoldemHand) =>
  hand.result ? hand.result.payout[HOLDEM_MEMBER_SEAT] - hand.committed[HOLDEM_MEMBER_SEAT] : 0;

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
 * cash-out the win that settles it. Tables live in the database (sim_holdem_tables), so any server resumes
 * one after a restart: the hand by its seed position and the member's actions. A wallet step is written as
 * begun before it is sent and as done, with the round book, only once the wallet answered: a step whose
 * answer was lost is sent again with the same transaction id, so the wallet moves the money once.
 * @example const sim = createHoldemSimulator({ providerId: 'revolution', wallet, sql, now }); await sim.buyIn(token, 50_000);
 */
export function createHoldemSimulator(options: HoldemSimulatorOptions) {
  const { providerId, wallet, sql } = options;
  const tables = createSimulatorHoldemTablesRepository(sql);
  const randomBytes = options.randomBytes ?? ((size: number) => new Uint8Array(cryptoRandomBytes(size)));

  /** The launch's table, made with a fresh committed chain on its first visit. */
  const tableOf = async (token: string): Promise<HoldemTableRow> => {
    const known = await tables.find(providerId, token);
    if (known) return known;
    const chain = buildHashChain({ terminal: hex(randomBytes(32)), length: HANDS_PER_LAUNCH, interval: 100 });
    return tables.insert(
      {
        providerId,
        token,
        commitment: chain.commitment,
        salt: hex(randomBytes(32)),
        chainLength: chain.length,
        checkpointInterval: chain.interval,
        checkpoints: [...chain.checkpoints],
      },
      options.now(),
    );
  };

  const refuse = (code: HoldemRefusal, balance?: number) => ({
    ok: false as const,
    code,
    message: REFUSALS[code],
    ...(balance === undefined ? {} : { balance }),
  });
  const walletRefusal = (status: string) => ({ ok: false as const, code: status, message: REFUSALS.WALLET });

  /** The table as the page shows it, with the member's casino money when known. */
  const view = (table: HoldemTableRow, balance?: number, hand = replayHand(table)) => {
    const ended = hand?.result !== undefined;
    const chain = chainOf(table);
    return {
      ok: true as const,
      ...(balance === undefined ? {} : { balance }),
      seated: table.sittingState !== null,
      stack: table.stack ?? 0,
      buyIn: table.buyIn ?? 0,
      handNo: table.played,
      commitment: chainSeed(chain, ended || !hand ? table.played : table.played - 1),
      salt: table.salt,
      // The finished hand's seed: SHA-256 of it is the commitment shown before it was dealt.
      revealed: ended && table.played > 0 ? chainSeed(chain, table.played) : null,
      hand: hand ? handView(hand) : null,
    };
  };

  /** Moves a sitting out of a wallet step's state and books the round, together: once, whichever server. */
  const finishStep = (
    table: HoldemTableRow & { roundId: string },
    from: HoldemSittingState,
    change: HoldemTableChange,
    amounts: { bet?: number; win?: number },
  ) =>
    sql.begin(async (tx) => {
      const moved = await tables.update(
        providerId,
        table.token,
        { roundId: table.roundId, state: from },
        change,
        tx,
      );
      if (!moved) return { moved: false, table: (await tables.find(providerId, table.token, tx)) ?? table };
      await createSimulatorRoundsRepository(tx).add(providerId, table.roundId, amounts, options.now(), tx);
      return { moved: true, table: moved };
    });

  /** Sends (or sends again) the buy-in's debit of a sitting in 'buying', and seats or unseats on the answer. */
  const completeBuyIn = async (
    table: HoldemTableRow & { roundId: string; playerId: string; buyIn: number },
  ) => {
    const bet = await wallet.call('bet', {
      token: table.token,
      user: table.playerId,
      round: table.roundId,
      game_code: HOLDEM_GAME_CODE,
      transaction_uuid: `${table.roundId}-buyin`,
      amount: table.buyIn,
    });
    if (bet.status !== 'RS_OK') {
      // Refused, so no money moved: the round id stays used (the wallet keeps the refusal under it).
      await tables.update(
        providerId,
        table.token,
        { roundId: table.roundId, state: 'buying' },
        { sitting: null },
      );
      return bet.status === 'RS_ERROR_NOT_ENOUGH_MONEY'
        ? refuse('NOT_ENOUGH_MONEY', bet.balance)
        : walletRefusal(bet.status);
    }
    const seated = await finishStep(table, 'buying', { sittingState: 'seated' }, { bet: table.buyIn });
    return view(seated.table, bet.balance);
  };

  /** Sends (or sends again) the cash-out's credit of a sitting in 'cashing', and frees the seat once it is taken. */
  const completeCashOut = async (
    table: HoldemTableRow & { roundId: string; playerId: string; stack: number },
  ) => {
    const win = await wallet.call('win', {
      token: table.token,
      user: table.playerId,
      round: table.roundId,
      game_code: HOLDEM_GAME_CODE,
      transaction_uuid: `${table.roundId}-cashout`,
      reference_transaction_uuid: `${table.roundId}-buyin`,
      amount: table.stack,
    });
    // Left in 'cashing': the next visit sends the same credit again.
    if (win.status !== 'RS_OK') return walletRefusal(win.status);
    const freed = await finishStep(table, 'cashing', { sitting: null }, { win: table.stack });
    // Only the server that freed the seat reports the cash-out; a concurrent replay shows the table.
    return freed.moved
      ? { ...view(freed.table, win.balance), cashedOut: table.stack }
      : view(freed.table, win.balance);
  };

  /** Finishes a wallet step a stopped server left open; undefined when none was. */
  const resumeStep = (table: HoldemTableRow) => {
    const { roundId, playerId, buyIn, stack } = table;
    if (roundId === null || playerId === null || buyIn === null || stack === null) return undefined;
    const open = { ...table, roundId, playerId, buyIn, stack };
    if (table.sittingState === 'buying') return completeBuyIn(open);
    if (table.sittingState === 'cashing') return completeCashOut(open);
    return undefined;
  };

  /** The seated table of a launch, or undefined (no table, no sitting, or a wallet step still open). */
  const seated = async (token: string) => {
    const table = await tables.find(providerId, token);
    return table?.sittingState === 'seated' && table.stack !== null
      ? { ...table, stack: table.stack }
      : undefined;
  };

  return {
    async state(token: string) {
      const player = await wallet.call('authenticate', { token });
      if (player.status !== 'RS_OK') return walletRefusal(player.status);
      const table = await tableOf(token);
      return (await resumeStep(table)) ?? view(table, player.balance);
    },

    async buyIn(token: string, amount: number) {
      if (
        !Number.isSafeInteger(amount) ||
        amount < HOLDEM_BUY_IN.min ||
        amount > HOLDEM_BUY_IN.max ||
        amount % HOLDEM_BUY_IN.step !== 0
      )
        return refuse('BUY_IN_AMOUNT');
      const player = await wallet.call('authenticate', { token });
      if (player.status !== 'RS_OK' || player.user === undefined) return walletRefusal(player.status);
      const table = await tableOf(token);
      if (table.sittingState !== null) return refuse('SEATED');
      const roundId = `${token.slice(0, 16)}-s${table.sittings + 1}`;
      const sitting = { roundId, playerId: player.user, buyIn: amount, stack: amount };
      // Written before the debit is sent: a server stopped in between leaves the step for the next to finish.
      const claimed = await tables.update(
        providerId,
        token,
        { version: table.version },
        {
          sittings: table.sittings + 1,
          sitting: { ...sitting, sittingState: 'buying', handNo: null, handActions: '' },
        },
      );
      // A concurrent click of the same buy-in: only the first seats.
      if (!claimed) return refuse('SEATED');
      return completeBuyIn({ ...claimed, ...sitting });
    },

    async deal(token: string) {
      const table = await seated(token);
      if (!table) return refuse('NOT_SEATED');
      const hand = replayHand(table);
      if (hand && !hand.result) return refuse('HAND_IN_PLAY');
      if (table.stack < HOLDEM_HAND_MAX_STAKE) return refuse('SHORT_STACK');
      if (table.played >= table.chainLength) return refuse('CHAIN_SPENT');
      const handNo = table.played + 1;
      const dealt = dealHand(table, handNo);
      const moved = await tables.update(
        providerId,
        token,
        { version: table.version },
        { played: handNo, handNo, handActions: '', stack: table.stack + stackChange(dealt) },
      );
      return moved ? view(moved, undefined, dealt) : refuse('STALE');
    },

    async act(token: string, action: HoldemAction) {
      const table = await seated(token);
      const hand = table && replayHand(table);
      if (!table || !hand || hand.result) return refuse('NO_HAND');
      if (hand.toAct !== HOLDEM_MEMBER_SEAT || !legalHoldemActions(hand).includes(action))
        return refuse('ILLEGAL');
      const next = playBotTurns(applyHoldemAction(hand, action));
      const moved = await tables.update(
        providerId,
        token,
        { version: table.version },
        { handActions: table.handActions + ACTION_LETTER[action], stack: table.stack + stackChange(next) },
      );
      return moved ? view(moved, undefined, next) : refuse('STALE');
    },

    async cashOut(token: string) {
      const table = await tables.find(providerId, token);
      if (table?.sittingState === 'cashing') return (await resumeStep(table)) ?? refuse('NOT_SEATED');
      const open = await seated(token);
      if (!open) return refuse('NOT_SEATED');
      const hand = replayHand(open);
      if (hand && !hand.result) return refuse('HAND_IN_PLAY');
      const claimed = await tables.update(
        providerId,
        token,
        { version: open.version },
        { sittingState: 'cashing' },
      );
      if (!claimed) return refuse('STALE');
      return (await resumeStep(claimed)) ?? refuse('NOT_SEATED');
    },

    /**
     * Cashes out every sitting whose launch token expired (its member cannot come back to the table), run when
     * a server starts: a hand left in play is void (its chips return to the stack it started with), an open
     * wallet step is finished. Answers how many sittings were cashed out.
     */
    async cashOutAbandoned(): Promise<number> {
      let cashedOut = 0;
      for (const found of await tables.abandoned(providerId, options.now())) {
        let table: HoldemTableRow | undefined = found;
        if (table.sittingState === 'buying') {
          await resumeStep(table);
          table = await tables.find(providerId, table.token);
        }
        if (table?.sittingState === 'seated')
          // The stored stack is the one before any hand in play, so moving to 'cashing' voids that hand.
          table = await tables.update(
            providerId,
            table.token,
            { version: table.version },
            { sittingState: 'cashing' },
          );
        const result = table && (await resumeStep(table));
        if (result && 'cashedOut' in result) cashedOut += 1;
      }
      return cashedOut;
    },
  };
}

export type HoldemSimulator = ReturnType<typeof createHoldemSimulator>;
