import { randomBytes } from 'node:crypto';
import {
  buildHashChain,
  CASINO_TABLES,
  casinoTableMarkets,
  chainSeed,
  createDrawStream,
  drawSlotStops,
  evaluateSlot,
  findSlotMachine,
  type HashChain,
  isCasinoTable,
  minigameFamily,
} from '@kbet/sdk';
import type { SimulatorRoundRow } from '../../repositories/simulatorRoundsRepository';
import type { SimulatorWalletClient } from './createSimulatorWalletClient';

/** The simulator's own round book (its back office), written once the wallet took the money. */
export type RecordSimulatorRound = (
  roundId: string,
  amounts: Partial<Omit<SimulatorRoundRow, 'roundId'>>,
) => Promise<void>;

/** Rounds one launch can play before it must be launched again (its committed chain's length). */
const ROUNDS_PER_LAUNCH = 5_000;

/** A launch's committed chain: x[0] is shown when the page opens; round k reveals x[k] (games-fairness.md). */
interface LaunchChain {
  chain: HashChain;
  salt: string;
  played: number;
}

export interface SimulatorRoundRequest {
  token: string;
  game: string;
  /** Total stake in won (a slot spreads it over its lines). */
  bet: number;
  /** A table's bet spot (baccarat/roulette market id). */
  market?: string;
}

export type SimulatorRoundResult =
  | { ok: false; status: string; balance?: number }
  | {
      ok: true;
      roundNo: number;
      /** The revealed seed of this round and the commitment it hashes to. */
      seed: string;
      previous: string;
      salt: string;
      outcome: unknown;
      win: number;
      balance: number;
    };

/**
 * The simulator provider's game server: slots and tables drawn from kbet's own committed RNG (a hash chain per
 * launch, compliance §9), money only through the signed wallet callbacks (bet, then win), like a real provider.
 * State lives in memory: a restart ends open launches, and the member launches again. Each round's stake and
 * win also go to the simulator's own round book, the report reconciliation compares our wallet with.
 * @example const sim = createCasinoSimulator(client, recordRound); await sim.play({ token, game: 'slot-fruits', bet: 500 });
 */
export function createCasinoSimulator(wallet: SimulatorWalletClient, recordRound: RecordSimulatorRound) {
  const launches = new Map<string, LaunchChain>();

  const chainOf = (token: string): LaunchChain => {
    const known = launches.get(token);
    if (known) return known;
    const fresh = {
      chain: buildHashChain({
        terminal: randomBytes(32).toString('hex'),
        length: ROUNDS_PER_LAUNCH,
        interval: 100,
      }),
      salt: randomBytes(32).toString('hex'),
      played: 0,
    };
    launches.set(token, fresh);
    return fresh;
  };

  /** What the round pays for a stake, or undefined for a bet the game does not take. */
  const settle = (request: SimulatorRoundRequest, stream: ReturnType<typeof createDrawStream>) => {
    const machine = findSlotMachine(request.game);
    if (machine) {
      const lines = machine.paylines.length;
      if (request.bet % lines !== 0) return undefined;
      const spin = evaluateSlot(machine, drawSlotStops(stream, machine));
      return { outcome: spin, win: (request.bet / lines) * spin.multiplier };
    }
    if (!isCasinoTable(request.game)) return undefined;
    const market = casinoTableMarkets(request.game).find((m) => m.id === request.market);
    const family = minigameFamily(CASINO_TABLES[request.game].family);
    const spot = family.markets.find((m) => m.id === request.market);
    if (!market || !spot) return undefined;
    const outcome = family.draw(stream);
    const win = spot.wins(outcome) ? Number((BigInt(request.bet) * market.hundredths) / 100n) : 0;
    return { outcome, win };
  };

  return {
    /** The launch's commitment (x[0] before its first round, else the last revealed seed) and salt. */
    commitment(token: string) {
      const launch = chainOf(token);
      return { commitment: chainSeed(launch.chain, launch.played), salt: launch.salt, played: launch.played };
    },

    async balance(token: string) {
      return wallet.call('authenticate', { token });
    },

    /** One round: authenticate, draw, bet, win (a lost round's win is 0, which settles the bet). */
    async play(request: SimulatorRoundRequest): Promise<SimulatorRoundResult> {
      if (!Number.isSafeInteger(request.bet) || request.bet < 100)
        return { ok: false, status: 'RS_ERROR_WRONG_SYNTAX' };
      const player = await wallet.call('authenticate', { token: request.token });
      if (player.status !== 'RS_OK' || player.user === undefined) return { ok: false, status: player.status };
      const launch = chainOf(request.token);
      if (launch.played >= ROUNDS_PER_LAUNCH) return { ok: false, status: 'RS_ERROR_TOKEN_EXPIRED' };
      const roundNo = launch.played + 1;
      const seed = chainSeed(launch.chain, roundNo);
      const stream = createDrawStream({ seed, gameId: request.game, roundNo, salt: launch.salt });
      const result = settle(request, stream);
      if (!result) return { ok: false, status: 'RS_ERROR_WRONG_SYNTAX' };
      const round = `${request.token.slice(0, 16)}-${roundNo}`;
      const money = { token: request.token, user: player.user, round, game_code: request.game };
      const bet = await wallet.call('bet', {
        ...money,
        transaction_uuid: `${round}-bet`,
        amount: request.bet,
      });
      if (bet.status !== 'RS_OK')
        return {
          ok: false,
          status: bet.status,
          ...(bet.balance === undefined ? {} : { balance: bet.balance }),
        };
      // The round is committed from here: its seed is revealed whatever the win call answers.
      launch.played = roundNo;
      await recordRound(round, { bet: request.bet });
      const win = await wallet.call('win', {
        ...money,
        transaction_uuid: `${round}-win`,
        reference_transaction_uuid: `${round}-bet`,
        amount: result.win,
      });
      if (win.status === 'RS_OK') await recordRound(round, { win: result.win });
      return {
        ok: true,
        roundNo,
        seed,
        previous: chainSeed(launch.chain, roundNo - 1),
        salt: launch.salt,
        outcome: result.outcome,
        win: result.win,
        balance: win.balance ?? bet.balance ?? 0,
      };
    },
  };
}

export type CasinoSimulator = ReturnType<typeof createCasinoSimulator>;
