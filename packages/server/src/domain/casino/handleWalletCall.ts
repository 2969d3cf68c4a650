import type { Clock } from '../../clock';
import type { Sql, Tx } from '../../db/createSql';
import { type CasinoSessionRow, createCasinoRepository } from '../../repositories/casinoRepository';
import { lockMember } from '../charges/lockMember';
import { memberBalances } from '../ledger';
import { activeExclusion } from '../rg/activeExclusion';
import type { WalletAnswer, WalletCall, WalletMoneyCall } from './walletCall';
import {
  type WalletMoneyContext,
  type WalletMoneyResult,
  walletCredit,
  walletDebit,
  walletRollback,
} from './walletMoney';

export interface HandleWalletCallParams {
  sql: Sql;
  clock: Clock;
  providerId: string;
  call: WalletCall;
}

/** The suffix of a debit-and-credit's win row: WALLET_ID_PATTERN keeps `#` out of provider ids. */
const WIN_SUFFIX = '#win';

const answerOf = (result: WalletMoneyResult, playerId: string): WalletAnswer =>
  result.ok
    ? { status: 'OK', balance: result.balance, playerId, transactionId: result.transactionId }
    : 'balance' in result
      ? { status: result.status, balance: result.balance, playerId }
      : { status: result.status, playerId };

/** The launch session a call names, if it is this provider's and this player's. */
function sessionFor(session: CasinoSessionRow | undefined, providerId: string, playerId?: string) {
  if (!session || session.providerId !== providerId) return undefined;
  if (playerId !== undefined && session.userId !== playerId) return undefined;
  return session;
}

/**
 * Answers one seamless-wallet call of a provider (after its adapter checked the signature). Money calls are
 * idempotent on (provider, transaction id): a replay gets the stored answer exactly, before any other check,
 * so a retried win still succeeds after the token expired. A new money call runs in one transaction behind
 * the member's row lock (every wallet call of one member takes turns, so parallel calls never double-spend),
 * where the ledger movement and its casino_transactions row are written together.
 * @example const answer = await handleWalletCall({ sql: app.sql, clock: app.clock, providerId: 'kbetsim', call });
 */
export async function handleWalletCall(params: HandleWalletCallParams): Promise<WalletAnswer> {
  const { sql, providerId, call } = params;
  const casino = createCasinoRepository(sql);
  if (call.action === 'authenticate' || call.action === 'balance') {
    const session = sessionFor(
      await casino.session(call.token),
      providerId,
      call.action === 'balance' ? call.playerId : undefined,
    );
    if (!session) return { status: 'INVALID_TOKEN' };
    if (call.action === 'authenticate' && session.expiresAt <= params.clock.now())
      return { status: 'TOKEN_EXPIRED' };
    const { casinoMoney } = await memberBalances(sql, session.memberId);
    return { status: 'OK', balance: casinoMoney, playerId: session.userId };
  }
  const stored = await casino.transaction(providerId, call.txId);
  if (stored) return stored.response;
  const session = sessionFor(await casino.session(call.token), providerId, call.playerId);
  if (!session) return { status: 'INVALID_TOKEN' };
  return sql.begin((tx) => moneyCall(tx, params, call, session));
}

async function moneyCall(
  tx: Tx,
  params: HandleWalletCallParams,
  call: WalletMoneyCall,
  session: CasinoSessionRow,
): Promise<WalletAnswer> {
  const casino = createCasinoRepository(tx);
  const member = await lockMember(tx, session.memberId);
  // A concurrent duplicate committed while this one waited for the lock: answer what it answered.
  const stored = await casino.transaction(params.providerId, call.txId, tx);
  if (stored) return stored.response;
  const now = params.clock.now();
  const [game, provider] = await Promise.all([
    casino.game(params.providerId, call.gameCode, tx),
    casino.provider(params.providerId, tx),
  ]);
  const balance = async () => (await memberBalances(tx, member.id)).casinoMoney;
  if (!game || !provider) return { status: 'GAME_UNAVAILABLE', playerId: call.playerId };
  const ctx: WalletMoneyContext = {
    tx,
    casino,
    providerId: params.providerId,
    memberId: member.id,
    playerId: call.playerId,
    game,
    roundId: call.roundId,
    now,
  };

  // Wins and refunds settle money already staked: they are taken whatever the token, game or member state.
  if (call.action === 'credit')
    return answerOf(await walletCredit(ctx, call.txId, call.betTxId, call.amount), call.playerId);
  if (call.action === 'rollback')
    return answerOf(await walletRollback(ctx, call.txId, call.betTxId), call.playerId);

  if (session.expiresAt <= now) return { status: 'TOKEN_EXPIRED', playerId: call.playerId };
  if (!provider.enabled || provider.maintenance || !game.enabled)
    return { status: 'GAME_UNAVAILABLE', balance: await balance(), playerId: call.playerId };
  if (member.status !== 'active' || (await activeExclusion(tx, member.id, now)))
    return { status: 'PLAYER_BLOCKED', balance: await balance(), playerId: call.playerId };
  if (await casino.rollbackMarker(params.providerId, call.txId, tx))
    return { status: 'ROLLED_BACK', balance: await balance(), playerId: call.playerId };

  const amount = call.action === 'debit' ? call.amount : call.betAmount;
  const debited = await walletDebit(ctx, call.txId, amount);
  if (call.action === 'debit' || !debited.ok) return answerOf(debited, call.playerId);
  const credited = await walletCredit(ctx, `${call.txId}${WIN_SUFFIX}`, call.txId, call.winAmount);
  const answer = answerOf(credited, call.playerId);
  // The call's answer is the debit row's (the one a replay finds): the balance after the win.
  await casino.setResponse(params.providerId, call.txId, answer, tx);
  return answer;
}
