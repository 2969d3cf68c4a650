import { formatWon } from '@kbet/sdk';
import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printDetails, printJson, printLine, printTable, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { argument, outputFlags } from '../../flags';

export interface MembersShowOptions extends CommonOptions {
  userId: string;
}

/**
 * `kbet members show <userId>`: the member, balances, responsible-gambling state and latest sessions.
 * @example await run({ userId: 'member01', json: true }, ctx);
 */
export function run(options: MembersShowOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const member = await client.admin.members.get(options.userId);
    if (wantsJson(options)) {
      printJson(ctx, member);
      return;
    }
    const { balances, responsibleGambling: rg } = member;
    const limit = (period: 'day' | 'week' | 'month') => {
      const { amount, pending } = rg.depositLimits[period];
      const current = amount === null ? 'none' : formatWon(amount);
      if (!pending) return current;
      const next = pending.amount === null ? 'none' : formatWon(pending.amount);
      return `${current} (→ ${next} from ${pending.effectiveAt})`;
    };
    printDetails(ctx, [
      ['User ID', member.userId],
      ['ID', member.id],
      ['Nickname', member.nickname],
      ['Status', member.status],
      ['Role / type', `${member.role} / ${member.type}`],
      ['Joined', member.createdAt],
      ['Banned at', member.banDate],
      ['Phone', member.phoneNumber],
      ['Account holder', member.accountHolder],
      ['Recommender', member.recommenderUserId],
      ['Emoney', formatWon(balances.emoney)],
      ['Casino', formatWon(balances.casinoMoney)],
      ['Point', formatWon(balances.point)],
      ['Comp', formatWon(balances.comp)],
      ['Withdrawal held', formatWon(balances.withdrawHold)],
      ['Exclusion', rg.exclusion && `${rg.exclusion.kind} until ${rg.exclusion.until}`],
      ['Deposit limit / day', limit('day')],
      ['Deposit limit / week', limit('week')],
      ['Deposit limit / month', limit('month')],
      ['Reality check', rg.realityCheckMinutes && `every ${rg.realityCheckMinutes} min`],
    ]);
    if (member.sessions.length === 0) return;
    printLine(ctx, '');
    printTable(ctx, member.sessions, [
      { header: 'SESSION', value: (s) => s.id, align: 'right' },
      { header: 'STARTED', value: (s) => s.createdAt },
      { header: 'LAST SEEN', value: (s) => s.lastSeenAt },
      { header: 'ENDED', value: (s) => (s.endedAt ? `${s.endedAt} (${s.endReason})` : 'open') },
      { header: 'IP', value: (s) => s.ip },
    ]);
  });
}

export const command = defineCommand<MembersShowOptions>({
  path: ['members', 'show'],
  description: 'Show a member: balances, responsible-gambling state and latest sessions',
  arguments: [argument('userId', '<userId>', 'the member')],
  flags: [...outputFlags()],
  examples: ['kbet members show member01', 'kbet members show member01 --json'],
  run,
});
