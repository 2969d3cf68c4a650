import { formatWon } from '@kbet/sdk';
import type { BalanceKind } from '@kbet/sdk/admin';
import { InvalidArgumentError, Option } from 'commander';
import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printLine, wantsJson } from '../../../output';
import { confirmAction } from '../../../prompts/confirmAction';
import { flagOrPrompt } from '../../../prompts/flagOrPrompt';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { argument, idempotencyKeyFlag, outputFlags, reasonFlag, yesFlag } from '../../flags';

export const BALANCE_KINDS: readonly BalanceKind[] = ['emoney', 'casino', 'point', 'comp'];

export interface BalanceAdjustOptions extends CommonOptions {
  userId: string;
  /** Signed whole won: positive credits, negative debits. */
  amount: number;
  kind?: BalanceKind;
  /** Kept in the audit log; asked for on a terminal when missing. */
  reason?: string;
  /** Skip the confirmation (required without a terminal). */
  yes?: boolean;
  /** Reuse one to retry safely: the server adjusts once per key. */
  idempotencyKey?: string;
}

/**
 * `kbet balance adjust <userId> <amount>`: a signed correction of one wallet against the house
 * adjustment account; the server refuses one that would go below zero (409).
 * @example await run({ userId: 'member01', amount: -5000, kind: 'point', reason: '중복 지급 회수', yes: true }, ctx);
 */
export function run(options: BalanceAdjustOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const kind = await flagOrPrompt(ctx, options.kind, '--kind', () =>
      ctx.prompts.select('Wallet', BALANCE_KINDS),
    );
    const reason = await flagOrPrompt(ctx, options.reason, '--reason', () => ctx.prompts.input('Reason'));
    const signed = `${options.amount > 0 ? '+' : ''}${formatWon(options.amount)}`;
    await confirmAction(ctx, options, `Adjust ${options.userId}'s ${kind} by ${signed} won?`);
    const result = await client.admin.adjustBalance(
      { userId: options.userId, amount: options.amount, kind, reason },
      options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : undefined,
    );
    if (wantsJson(options)) {
      printJson(ctx, result);
      return;
    }
    printLine(
      ctx,
      `${result.userId} ${result.kind}: ${formatWon(result.balanceBefore)} → ${formatWon(result.balanceAfter)} (${signed})`,
    );
  });
}

/**
 * Reads a signed whole-won amount as typed on the command line ('-5000', '+1,000', '25000').
 * @example parseSignedAmount('-5,000') // -5000
 */
export function parseSignedAmount(text: string): number | undefined {
  const bare = text.replaceAll(',', '');
  if (!/^[+-]?\d+$/.test(bare)) return undefined;
  const amount = Number(bare);
  return Number.isSafeInteger(amount) && amount !== 0 ? amount : undefined;
}

const signedAmount = (value: string) => {
  const amount = parseSignedAmount(value);
  if (amount === undefined)
    throw new InvalidArgumentError('a non-zero whole number of won, e.g. 5000 or -5000.');
  return amount;
};

export const command = defineCommand<BalanceAdjustOptions>({
  path: ['balance', 'adjust'],
  description: "Adjust a member's wallet by a signed amount against the house adjustment account",
  arguments: [
    argument('userId', '<userId>', 'the member'),
    argument('amount', '<amount>', 'signed whole won: 5000 credits, -5000 debits', signedAmount),
  ],
  flags: [
    new Option('--kind <kind>', 'the wallet (asked for on a terminal)').choices(BALANCE_KINDS),
    reasonFlag(),
    yesFlag(),
    idempotencyKeyFlag(),
    ...outputFlags(),
  ],
  examples: [
    "kbet balance adjust member01 5000 --kind point --reason '이벤트 보상'",
    "kbet balance adjust member01 -5000 --kind emoney --reason '중복 지급 회수' --yes --json",
  ],
  run,
});
