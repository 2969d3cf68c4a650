import { ROULETTE_COUPON_TYPE, type RouletteKind } from '@kbet/sdk';
import { Option } from 'commander';
import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printLine, wantsJson } from '../../../output';
import { confirmAction } from '../../../prompts/confirmAction';
import { flagOrPrompt } from '../../../prompts/flagOrPrompt';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { argument, idempotencyKeyFlag, outputFlags, positiveInt, reasonFlag, yesFlag } from '../../flags';

/** Coupon types by name (the SDK's ROULETTE_COUPON_TYPE), as couponType numbers them. */
export const COUPON_TYPES = ROULETTE_COUPON_TYPE;
export type CouponTypeName = RouletteKind;

export interface CouponsGrantOptions extends CommonOptions {
  userId: string;
  count: number;
  type: CouponTypeName;
  reason?: string;
  yes?: boolean;
  /** Reuse one to retry safely: the server grants once per key. */
  idempotencyKey?: string;
}

/**
 * `kbet coupons grant <userId> <count>`: roulette coupons for a member (audited with the reason).
 * @example await run({ userId: 'member01', count: 3, type: 'vip', reason: '이벤트 보상', yes: true }, ctx);
 */
export function run(options: CouponsGrantOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const reason = await flagOrPrompt(ctx, options.reason, '--reason', () => ctx.prompts.input('Reason'));
    await confirmAction(ctx, options, `Give ${options.userId} ${options.count} ${options.type} coupon(s)?`);
    const result = await client.admin.grantCoupons(
      { userId: options.userId, couponType: COUPON_TYPES[options.type], count: options.count, reason },
      options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : undefined,
    );
    if (wantsJson(options)) {
      printJson(ctx, result);
      return;
    }
    printLine(ctx, `${result.userId} now holds ${result.normal} normal and ${result.vip} VIP coupon(s)`);
  });
}

export const command = defineCommand<CouponsGrantOptions>({
  path: ['coupons', 'grant'],
  description: 'Give a member roulette coupons (asks for confirmation on a terminal)',
  arguments: [
    argument('userId', '<userId>', 'the member'),
    argument('count', '<count>', 'how many (1-100)', positiveInt('<count>')),
  ],
  flags: [
    new Option('--type <type>', 'the wheel').choices(Object.keys(COUPON_TYPES)).default('normal'),
    reasonFlag(),
    yesFlag(),
    idempotencyKeyFlag(),
    ...outputFlags(),
  ],
  examples: ["kbet coupons grant member01 3 --type vip --reason '이벤트 보상'"],
  run,
});
