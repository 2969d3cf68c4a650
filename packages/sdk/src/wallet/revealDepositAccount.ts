import type { KbetClient } from '../api/createKbetClient';
import { bankingLevelCode } from '../session/bankingLevelCode';

/** The calls the deposit-account reveal makes. */
export interface DepositAccountClient {
  readonly money: Pick<
    KbetClient['money'],
    'checkDepositPassword' | 'bankingLevel' | 'confirmDepositAccount'
  >;
}

/** The member fields the reveal reads; the parsed User fits. */
export interface DepositAccountMember {
  readonly id: number;
  readonly userId: string;
  readonly userType: string;
  readonly role: number;
}

/**
 * The deposit form's account reveal (spec §4, compliance §6): checks the deposit password (POST
 * /member/check-deposit-pw), reads the operator's account text for the member's banking level, then records the
 * view (POST /deposot-account-confirm, whose failures the spec ignores). A wrong password rejects with the
 * server's ApiError (DEPOSIT_PASSWORD_MISMATCH), which the caller alerts.
 * @example const accountText = await revealDepositAccount(client, user, '1234');
 */
export async function revealDepositAccount(
  client: DepositAccountClient,
  member: DepositAccountMember,
  password: string,
): Promise<string> {
  await client.money.checkDepositPassword({ userId: member.userId, bankAccountPssword: password });
  const level = await client.money.bankingLevel(bankingLevelCode(member.userType, member.role));
  await client.money.confirmDepositAccount(member.id).catch(() => undefined);
  return level.levelCodeName;
}
