import { z } from 'zod/mini';
import type { CasinoProviderAdapter } from '../../domain/casino/casinoProviderAdapter';
import { verifyCasinoSignature } from '../../domain/casino/casinoSignature';
import { WALLET_ID_PATTERN, type WalletCall } from '../../domain/casino/walletCall';
import { createSimulatorRoundsRepository } from '../../repositories/simulatorRoundsRepository';
import {
  SIMULATOR_ACTIONS,
  SIMULATOR_PROVIDER_ID,
  SIMULATOR_SIGNATURE_HEADER,
  SIMULATOR_STATUS,
  SIMULATOR_TIMESTAMP_HEADER,
  type SimulatorAction,
  type SimulatorWireAnswer,
} from './simulatorWire';

// A stake or win is whole won up to a trillion: far above any table limit, far below unsafe integers.
const MAX_AMOUNT = 1_000_000_000_000;
const id = z.string().check(z.regex(WALLET_ID_PATTERN));
const token = z.string().check(z.regex(/^[0-9a-f]{64}$/));
const won = (min: number) => z.number().check(z.int(), z.gte(min), z.lte(MAX_AMOUNT));
const money = { token, user: id, transaction_uuid: id, round: id, game_code: id };

const WIRE = {
  authenticate: z.object({ token }),
  balance: z.object({ token, user: id }),
  bet: z.object({ ...money, amount: won(1) }),
  win: z.object({ ...money, reference_transaction_uuid: id, amount: won(0) }),
  rollback: z.object({ ...money, reference_transaction_uuid: id }),
  'bet-win': z.object({ ...money, bet: won(1), win: won(0) }),
};

const isSimulatorAction = (action: string): action is SimulatorAction =>
  Object.hasOwn(SIMULATOR_ACTIONS, action);

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** The fields every money call carries, from the wire's snake_case. */
const moneyFields = (d: {
  token: string;
  user: string;
  transaction_uuid: string;
  round: string;
  game_code: string;
}) => ({
  token: d.token,
  playerId: d.user,
  txId: d.transaction_uuid,
  roundId: d.round,
  gameCode: d.game_code,
});

/**
 * The wire call of `action` as our WalletCall, or undefined when it does not match the action's shape. One
 * parse per call with the action's own schema, built once at load: building a schema per call cost more than
 * the parse itself (issue 18, a callback's server CPU).
 */
function toWalletCall(action: SimulatorAction, body: unknown): WalletCall | undefined {
  switch (action) {
    case 'authenticate': {
      const p = WIRE.authenticate.safeParse(body);
      return p.success ? { action: 'authenticate', token: p.data.token } : undefined;
    }
    case 'balance': {
      const p = WIRE.balance.safeParse(body);
      return p.success ? { action: 'balance', token: p.data.token, playerId: p.data.user } : undefined;
    }
    case 'bet': {
      const p = WIRE.bet.safeParse(body);
      return p.success ? { ...moneyFields(p.data), action: 'debit', amount: p.data.amount } : undefined;
    }
    case 'win': {
      const p = WIRE.win.safeParse(body);
      return p.success
        ? {
            ...moneyFields(p.data),
            action: 'credit',
            betTxId: p.data.reference_transaction_uuid,
            amount: p.data.amount,
          }
        : undefined;
    }
    case 'rollback': {
      const p = WIRE.rollback.safeParse(body);
      return p.success
        ? { ...moneyFields(p.data), action: 'rollback', betTxId: p.data.reference_transaction_uuid }
        : undefined;
    }
    case 'bet-win': {
      const p = WIRE['bet-win'].safeParse(body);
      return p.success
        ? { ...moneyFields(p.data), action: 'debitCredit', betAmount: p.data.bet, winAmount: p.data.win }
        : undefined;
    }
  }
}

/** Which simulator provider an adapter speaks for: its id and the page its launches open. */
export interface SimulatorProviderOptions {
  id: string;
  launchUrl: CasinoProviderAdapter['launchUrl'];
}

const CASINO_SIMULATOR: SimulatorProviderOptions = {
  id: SIMULATOR_PROVIDER_ID,
  launchUrl: ({ token, gameCode, platform }) =>
    `/sim/casino/game?${new URLSearchParams({ token, game: gameCode, platform }).toString()}`,
};

/**
 * Our side of a simulator provider (Hub88-shaped): callbacks signed with HMAC-SHA256 over
 * "<x-sim-timestamp>.<raw body>" in x-sim-signature, snake_case bodies, RS_* statuses. The casino simulator
 * (kbetsim) by default; the hold'em simulators speak the same wire under their own ids.
 * @example const adapter = createSimulatorWalletAdapter(config.casinoSimulatorSecret);
 */
export function createSimulatorWalletAdapter(
  secret: string,
  provider: SimulatorProviderOptions = CASINO_SIMULATOR,
): CasinoProviderAdapter {
  return {
    id: provider.id,
    verify: ({ rawBody, headers, now }) =>
      verifyCasinoSignature({
        secret,
        timestamp: header(headers[SIMULATOR_TIMESTAMP_HEADER]),
        signature: header(headers[SIMULATOR_SIGNATURE_HEADER]),
        rawBody,
        now,
      }),
    launchUrl: provider.launchUrl,
    // The simulators keep their round book in our database (sim_provider_rounds): their back office.
    roundReport: (db, from, to) => createSimulatorRoundsRepository(db).report(provider.id, from, to),
    parse: (action, body) => (isSimulatorAction(action) ? toWalletCall(action, body) : undefined),
    format: (answer): SimulatorWireAnswer => ({
      status: SIMULATOR_STATUS[answer.status],
      ...(answer.playerId === undefined ? {} : { user: answer.playerId }),
      ...(answer.balance === undefined ? {} : { balance: answer.balance }),
      ...(answer.transactionId === undefined ? {} : { transaction_uuid: answer.transactionId }),
    }),
  };
}
