import { Option } from 'commander';
import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printTable, wantsJson } from '../../../output';
import { flagOrPrompt } from '../../../prompts/flagOrPrompt';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { outputFlags } from '../../flags';

export interface SmsCodesOptions extends CommonOptions {
  phone?: string;
}

/**
 * `kbet sms codes --phone <number>`: the codes the SMS simulator sent to a phone in the last 24 hours,
 * for a member whose message never arrived (the server audits every read).
 * @example await run({ phone: '01012345678', json: true }, ctx);
 */
export function run(options: SmsCodesOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const phone = await flagOrPrompt(ctx, options.phone, '--phone', () => ctx.prompts.input('Phone number'));
    const codes = await client.admin.smsCodes(phone);
    if (wantsJson(options)) {
      printJson(ctx, codes);
      return;
    }
    printTable(ctx, codes, [
      { header: 'CODE', value: (c) => c.code },
      { header: 'SENT', value: (c) => c.createdAt },
      { header: 'EXPIRES', value: (c) => c.expiresAt },
      { header: 'FAILED', value: (c) => c.failedAttempts, align: 'right' },
      { header: 'VERIFIED', value: (c) => c.verifiedAt },
    ]);
  });
}

export const command = defineCommand<SmsCodesOptions>({
  path: ['sms', 'codes'],
  description: 'Codes sent to a phone in the last 24 hours (each read is audited)',
  flags: [new Option('--phone <number>', 'the mobile number (asked for on a terminal)'), ...outputFlags()],
  examples: ['kbet sms codes --phone 01012345678'],
  run,
});
