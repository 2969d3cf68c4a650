import type { RoulettePrizes } from '@kbet/sdk/admin';
import type { CliContext } from '../../../context';
import { printTable } from '../../../output';

/**
 * Both wheels' prizes with their weights and the chance each weight gives.
 * @example printPrizes(ctx, await client.admin.roulette.prizes());
 */
export function printPrizes(ctx: CliContext, prizes: RoulettePrizes): void {
  const rows = (['normal', 'vip'] as const).flatMap((wheel) => {
    const total = prizes[wheel].reduce((sum, prize) => sum + prize.weight, 0);
    return prizes[wheel].map((prize) => ({ wheel, ...prize, chance: total > 0 ? prize.weight / total : 0 }));
  });
  printTable(ctx, rows, [
    { header: 'WHEEL', value: (r) => r.wheel },
    { header: 'POINTS', value: (r) => r.points, align: 'right' },
    { header: 'WEIGHT', value: (r) => r.weight, align: 'right' },
    { header: 'CHANCE', value: (r) => `${(r.chance * 100).toFixed(2)}%`, align: 'right' },
  ]);
}
