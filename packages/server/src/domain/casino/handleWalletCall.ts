import type { Clock } from '../../clock';
import type { Sql, Tx } from '../../db/createSql';
import { type CasinoSessionRow, createCasinoRepository } from '../../repositories/casinoRepository';
import { domainErrors } from '../errors/domainErrors';
import { memberBalances } from '../ledger';
import type { WalletAnswer, WalletCall, WalletMoneyCall } from './walletCall';
import {
  WALLET_MEMO,
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
 * Answers one seamless-wallet call of a provider (after its adapter checked the signature). A bet or a win is
 * first tried in one statement (casinoRepository.quickMoneyCall), which answers the common case, replays
 * included; every other case, and every call it hands back untouched, takes the general path below. Money calls are
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
  if (call.action === 'debit' || call.action === 'credit') {
    const answered = await casino.quickMoneyCall({
      providerId,
      txId: call.txId,
      token: call.token,
      playerId: call.playerId,
      action: call.action,
      betTxId: call.action === 'credit' ? call.betTxId : null,
      amount: call.amount,
      roundId: call.roundId,
      gameCode: call.gameCode,
      now: params.clock.now(),
      memo: WALLET_MEMO[call.action],
    });
    if (answered) return answered;
  }
  const opening = await casino.callOpening(providerId, call.txId, call.token);
  if (opening.stored) return opening.stored;
  const session = sessionFor(opening.session, providerId, call.playerId);
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
  const now = params.clock.now();
  // Sent together (pipelined on the transaction's connection), but PostgreSQL runs them in order: the
  // checks statement starts, and takes its snapshot, only once the lock statement holds the member's row.
  const [locked, state] = await Promise.all([
    casino.lockCallMember(session.memberId, params.providerId, call.gameCode, tx),
    casino.callState(
      {
        providerId: params.providerId,
        providerTxId: call.txId,
        betTxId: call.action === 'credit' || call.action === 'rollback' ? call.betTxId : null,
        memberId: session.memberId,
        now,
      },
      tx,
    ),
  ]);
  if (!locked) throw domainErrors.notFound();
  const { member, game, provider } = locked;
  // A concurrent duplicate committed while this one waited for the lock: answer what it answered.
  if (state.stored) return state.stored;
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
    rollingOpen: state.rollingOpen,
  };

  // Wins and refunds settle money already staked: they are taken whatever the token, game or member state.
  if (call.action === 'credit')
    return answerOf(await walletCredit(ctx, call.txId, state.bet, call.amount), call.playerId);
  if (call.action === 'rollback')
    return answerOf(await walletRollback(ctx, call.txId, call.betTxId, state.bet), call.playerId);

  if (session.expiresAt <= now) return { status: 'TOKEN_EXPIRED', playerId: call.playerId };
  if (!provider.enabled || provider.maintenance || !game.enabled)
    return { status: 'GAME_UNAVAILABLE', balance: await balance(), playerId: call.playerId };
  if (member.status !== 'active' || state.excluded)
    return { status: 'PLAYER_BLOCKED', balance: await balance(), playerId: call.playerId };
  if (state.rolledBack) return { status: 'ROLLED_BACK', balance: await balance(), playerId: call.playerId };

  const amount = call.action === 'debit' ? call.amount : call.betAmount;
  const debited = await walletDebit(ctx, call.txId, amount);
  if (call.action === 'debit' || !debited.ok) return answerOf(debited, call.playerId);
  const bet = await casino.transaction(params.providerId, call.txId, tx);
  const credited = await walletCredit(ctx, `${call.txId}${WIN_SUFFIX}`, bet, call.winAmount);
  const answer = answerOf(credited, call.playerId);
  // The call's answer is the debit row's (the one a replay finds): the balance after the win.
  await casino.setResponse(params.providerId, call.txId, answer, tx);
  return answer;
}
