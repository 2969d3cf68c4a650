import { CHARGE_STATUS, DEPOSIT_MODE, formatWon } from '@kbet/sdk';
import { Option } from 'commander';
import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { notice, pageNotice, printJson, printTable, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { wireName, wireNames } from '../../../wireNames';
import { defineCommand } from '../../defineCommand';
import { outputFlags, pageFlag } from '../../flags';

/** Charge statuses by name (the SDK's CHARGE_STATUS, spec §4). */
export const CHARGE_STATUSES = wireNames(CHARGE_STATUS);
export type ChargeStatusName = keyof typeof CHARGE_STATUSES;

/** Deposit modes by name (the SDK's DEPOSIT_MODE, spec §3). */
export const DEPOSIT_MODES = wireNames(DEPOSIT_MODE);
export type DepositModeName = keyof typeof DEPOSIT_MODES;

export interface ChargesListOptions extends CommonOptions {
  status?: ChargeStatusName;
  mode?: DepositModeName;
  /** One member's charges. */
  user?: string;
  page?: number;
}

/**
 * `kbet charges list`: deposits and withdrawals of every member, newest first.
 * @example await run({ status: 'processing', mode: 'deposit', json: true }, ctx);
 */
export function run(options: ChargesListOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const page = options.page ?? 1;
    const result = await client.admin.charges.list({
      ...(options.status && { status: CHARGE_STATUSES[options.status] }),
      ...(options.mode && { depositMode: DEPOSIT_MODES[options.mode] }),
      ...(options.user && { userId: options.user }),
      page,
    });
    if (wantsJson(options)) {
      printJson(ctx, result);
      return;
    }
    printTable(ctx, result.items, [
      { header: 'ID', value: (c) => c.id, align: 'right' },
      { header: 'USER ID', value: (c) => c.userId },
      { header: 'MODE', value: (c) => wireName(DEPOSIT_MODES, c.depositMode) },
      { header: 'AMOUNT', value: (c) => formatWon(c.depositAmount), align: 'right' },
      { header: 'NAME', value: (c) => c.depositName },
      { header: 'STATUS', value: (c) => wireName(CHARGE_STATUSES, c.status) },
      { header: 'REQUESTED', value: (c) => c.createdAt },
      { header: 'BY', value: (c) => c.processedBy },
    ]);
    notice(ctx, pageNotice(page, result.items.length, result.total, 'charges'));
  });
}

export const command = defineCommand<ChargesListOptions>({
  path: ['charges', 'list'],
  description: 'List charges of every member, newest first',
  flags: [
    new Option('--status <status>', 'only charges in this state').choices(Object.keys(CHARGE_STATUSES)),
    new Option('--mode <mode>', 'deposits or withdrawals only').choices(Object.keys(DEPOSIT_MODES)),
    new Option('--user <userId>', "one member's charges only"),
    pageFlag(),
    ...outputFlags(),
  ],
  examples: [
    'kbet charges list --status processing',
    'kbet charges list --mode withdrawal --json',
    'kbet charges list --user member01',
  ],
  run,
});
