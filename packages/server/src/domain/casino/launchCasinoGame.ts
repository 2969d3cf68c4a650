import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Tx } from '../../db/createSql';
import type { CasinoGameRow } from '../../repositories/casinoRepository';
import { createCasinoRepository } from '../../repositories/casinoRepository';
import type { MemberRow } from '../../repositories/membersRepository';
import { assertNotExcluded } from '../rg/assertNotExcluded';
import { casinoErrors } from './casinoErrors';
import type { CasinoProviderAdapter } from './casinoProviderAdapter';

/** A launch token lets the provider take bets this long; its wins and refunds are taken after it too. */
export const CASINO_LAUNCH_TTL_MS = 6 * 60 * 60_000;

export interface LaunchCasinoGameParams {
  member: MemberRow;
  thirdPartyCode: string;
  gameCode: string;
  platform: 'PC' | 'MOBILE';
  adapters: ReadonlyMap<string, CasinoProviderAdapter>;
  clock: Clock;
}

/**
 * A launch (spec §4, §7 enjoycx/play): finds the vendor's game, then opens a session on it (openCasinoSession).
 * @example const { link } = await launchCasinoGame(tx, { member, thirdPartyCode: 'kbetslot', gameCode: 'slot-fruits', platform: 'PC', adapters, clock });
 */
export async function launchCasinoGame(
  tx: Tx,
  params: LaunchCasinoGameParams,
): Promise<{ link: string; token: string }> {
  const game = await createCasinoRepository(tx).gameOfThirdParty(params.thirdPartyCode, params.gameCode);
  if (!game) throw casinoErrors.unknownGame();
  return openCasinoSession(tx, { ...params, game });
}

export interface OpenCasinoSessionParams extends Omit<LaunchCasinoGameParams, 'thirdPartyCode' | 'gameCode'> {
  game: CasinoGameRow;
}

/**
 * Opens a game for a member (a casino or slot launch, a hold'em game link): checks the game is on and its
 * provider enabled and not in maintenance and the member is not excluded, writes a fresh launch token (32
 * random bytes) and answers the provider's game page for it.
 * @example const { link } = await openCasinoSession(tx, { member, game, platform: 'PC', adapters, clock });
 */
export async function openCasinoSession(
  tx: Tx,
  params: OpenCasinoSessionParams,
): Promise<{ link: string; token: string }> {
  const { game } = params;
  const casino = createCasinoRepository(tx);
  const provider = await casino.provider(game.providerId);
  const adapter = params.adapters.get(game.providerId);
  if (!provider?.enabled || provider.maintenance || !game.enabled || !adapter)
    throw casinoErrors.maintenance();
  const now = params.clock.now();
  await assertNotExcluded(tx, params.member.id, now);
  const token = randomBytes(32).toString('hex');
  await casino.insertSession({
    token,
    providerId: game.providerId,
    memberId: params.member.id,
    gameCode: game.code,
    platform: params.platform,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CASINO_LAUNCH_TTL_MS),
  });
  return { token, link: adapter.launchUrl({ token, gameCode: game.code, platform: params.platform }) };
}
