import type { Db } from '../../db/createSql';
import { createDepositAccountChecksRepository } from '../../repositories/depositAccountChecksRepository';

/** How long the deposit account text shows after a successful deposit-password check. */
export const DEPOSIT_ACCOUNT_REVEAL_MS = 10 * 60_000;

/**
 * Records a passed deposit-password check for the session: the account text shows until 10 minutes later.
 * @example await markDepositChecked(sql, session.id, clock.now());
 */
export async function markDepositChecked(db: Db, sessionId: number, now: Date): Promise<void> {
  const until = new Date(now.getTime() + DEPOSIT_ACCOUNT_REVEAL_MS);
  await createDepositAccountChecksRepository(db).markUntil(sessionId, until);
}

/**
 * Whether the session passed the deposit-password check within the last 10 minutes.
 * @example if (await isDepositChecked(sql, session.id, clock.now())) setting.levelCodeName = text;
 */
export async function isDepositChecked(db: Db, sessionId: number, now: Date): Promise<boolean> {
  return createDepositAccountChecksRepository(db).isCheckedAt(sessionId, now);
}
