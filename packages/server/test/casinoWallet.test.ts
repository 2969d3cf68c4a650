import { randomUUID } from 'node:crypto';
import { CASINO_LAUNCH_TTL_MS } from '../src/domain/casino/launchCasinoGame';
import type { WalletAnswer, WalletCall, WalletStatus } from '../src/domain/casino/walletCall';
import { WALLET_STATUSES } from '../src/domain/casino/walletCall';
import { createCasinoRepository } from '../src/repositories/casinoRepository';
import { createSimulatorWalletClient } from '../src/simulators/casino/createSimulatorWalletClient';
import {
  SIMULATOR_PROVIDER_ID,
  SIMULATOR_STATUS,
  type SimulatorAction,
  type SimulatorWireCall,
} from '../src/simulators/casino/simulatorWire';
import { type CasinoWalletHarness, describeCasinoWalletContract } from './casinoWalletContract';
import { createTestApp, createTestMember, fundMember } from './support/testApp';

/** The simulator's wire call for one of our calls (the inverse of its adapter's parse). */
function toWire(call: WalletCall): [SimulatorAction, SimulatorWireCall] {
  switch (call.action) {
    case 'authenticate':
      return ['authenticate', { token: call.token }];
    case 'balance':
      return ['balance', { token: call.token, user: call.playerId }];
    default: {
      const money = {
        token: call.token,
        user: call.playerId,
        transaction_uuid: call.txId,
        round: call.roundId,
        game_code: call.gameCode,
      };
      if (call.action === 'debit') return ['bet', { ...money, amount: call.amount }];
      if (call.action === 'credit')
        return ['win', { ...money, reference_transaction_uuid: call.betTxId, amount: call.amount }];
      if (call.action === 'rollback')
        return ['rollback', { ...money, reference_transaction_uuid: call.betTxId }];
      return ['bet-win', { ...money, bet: call.betAmount, win: call.winAmount }];
    }
  }
}

const STATUS_OF = new Map(WALLET_STATUSES.map((status) => [SIMULATOR_STATUS[status], status]));

/** The contract's harness over one simulator provider's wire: the casino simulator or a hold'em table. */
const simulatorHarness = (providerId: string, gameCode: string) => async (): Promise<CasinoWalletHarness> => {
  const secret = 'contract-suite-secret';
  const t = await createTestApp({ config: { casinoSimulatorSecret: secret } });
  const client = createSimulatorWalletClient({
    secret,
    providerId,
    now: () => t.app.clock.now(),
    post: async ({ url, headers, body }) => {
      const response = await t.app.inject({ method: 'POST', url, headers, payload: body });
      return { statusCode: response.statusCode, body: response.body };
    },
  });
  const send = async (call: WalletCall, tamper: { badSignature?: boolean; skewMs?: number } = {}) => {
    const [action, wire] = toWire(call);
    return client.call(action, wire, {
      ...(tamper.badSignature ? { signature: 'ab'.repeat(32) } : {}),
      ...(tamper.skewMs === undefined ? {} : { skewMs: tamper.skewMs }),
    });
  };
  let players = 0;
  return {
    sql: t.db.sql,
    async launch(casinoMoney) {
      players += 1;
      const member = await createTestMember(t.db.sql, {
        userId: `casino${players}`,
        nickname: `카지노${players}`,
      });
      const token = randomUUID().replaceAll('-', '').repeat(2);
      await t.db.sql.begin(async (tx) => {
        if (casinoMoney > 0) await fundMember(tx, member.id, casinoMoney, { wallet: 'casino' });
        await createCasinoRepository(tx).insertSession({
          token,
          providerId,
          memberId: member.id,
          gameCode,
          platform: 'PC',
          createdAt: t.app.clock.now(),
          expiresAt: new Date(t.app.clock.now().getTime() + CASINO_LAUNCH_TTL_MS),
        });
      });
      return { memberId: member.id, playerId: member.userId, token, gameCode };
    },
    async call(call, tamper) {
      const wire = await send(call, tamper);
      const status: WalletStatus = STATUS_OF.get(wire.status) ?? 'INVALID_REQUEST';
      const answer: WalletAnswer = { status };
      if (wire.balance !== undefined) answer.balance = wire.balance;
      if (wire.user !== undefined) answer.playerId = wire.user;
      if (wire.transaction_uuid !== undefined) answer.transactionId = wire.transaction_uuid;
      return answer;
    },
    rawCall: async (call) => JSON.stringify(await send(call)),
    expireTokens: () => t.clock.advance(CASINO_LAUNCH_TTL_MS + 1),
    close: () => t.close(),
  };
};

describeCasinoWalletContract(
  'simulator provider (kbetsim)',
  simulatorHarness(SIMULATOR_PROVIDER_ID, 'slot-fruits'),
);
describeCasinoWalletContract('hold’em simulator (revolution)', simulatorHarness('revolution', 'holdem'));
