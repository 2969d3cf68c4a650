import { CHARGE_STATUS, DEPOSIT_MODE, formatWon } from '@kbet/sdk';
import type { CliContext } from '../../context';
import { printJson, printLine, wantsJson } from '../../output';
import { confirmAction } from '../../prompts/confirmAction';
import { flagOrPrompt } from '../../prompts/flagOrPrompt';
import type { CommonOptions } from '../../runCommand';
import { requireClient } from '../../session/requireClient';

export interface ChargeDecisionOptions extends CommonOptions {
  id: number;
  /** Kept on the charge and in the audit log; asked for on a terminal when missing. */
  reason?: string;
  /** Skip the confirmation (required without a terminal). */
  yes?: boolean;
  /** Reuse one to retry safely: the server moves the money once per key. */
  idempotencyKey?: string;
}

/**
 * The body of `kbet charges approve|reject`: reason, confirmation, the call, the outcome.
 * @example await decideCharge(ctx, 'approve', { id: 7, reason: '입금 확인', yes: true });
 */
export async function decideCharge(
  ctx: CliContext,
  verb: 'approve' | 'reject',
  options: ChargeDecisionOptions,
): Promise<void> {
  const client = await requireClient(ctx);
  const reason = await flagOrPrompt(ctx, options.reason, '--reason', () => ctx.prompts.input('Reason'));
  await confirmAction(ctx, options, `${verb === 'approve' ? 'Approve' : 'Reject'} charge ${options.id}?`);
  const charge = await client.admin.charges[verb](
    options.id,
    { reason },
    options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : undefined,
  );
  if (wantsJson(options)) {
    printJson(ctx, charge);
    return;
  }
  const what = charge.depositMode === DEPOSIT_MODE.WITHDRAWAL ? 'withdrawal' : 'deposit';
  const outcome = charge.status === CHARGE_STATUS.DONE ? 'done' : 'cancelled';
  const bonus = charge.bonusAmount ? ` (bonus ${formatWon(charge.bonusAmount)})` : '';
  printLine(
    ctx,
    `Charge ${charge.id}: ${what} of ${formatWon(charge.depositAmount)} by ${charge.userId} ${outcome}${bonus}`,
  );
}
