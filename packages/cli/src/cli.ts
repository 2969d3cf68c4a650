import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import packageJson from '../package.json';
import { type AuditListOptions, run as auditList } from './commands/audit/list';
import {
  BALANCE_KINDS,
  type BalanceAdjustOptions,
  run as balanceAdjust,
  parseSignedAmount,
} from './commands/balance/adjust';
import { run as chargesApprove } from './commands/charges/approve';
import type { ChargeDecisionOptions } from './commands/charges/decideCharge';
import {
  CHARGE_STATUSES,
  type ChargesListOptions,
  run as chargesList,
  DEPOSIT_MODES,
} from './commands/charges/list';
import { run as chargesReject } from './commands/charges/reject';
import { type LoginOptions, run as login } from './commands/login';
import { type LogoutOptions, run as logout } from './commands/logout';
import { run as membersApprove } from './commands/members/approve';
import { run as membersBan } from './commands/members/ban';
import type { MemberDecisionOptions } from './commands/members/decideMember';
import { type MembersListOptions, run as membersList } from './commands/members/list';
import { run as membersReject } from './commands/members/reject';
import { run as membersShow } from './commands/members/show';
import { type SmsCodesOptions, run as smsCodes } from './commands/sms/codes';
import type { CliContext } from './context';
import { ExitCode } from './exitCodes';
import { reportError } from './output';
import type { CommonOptions } from './runCommand';

const positiveInt = (flag: string) => (value: string) => {
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < 1) {
    throw new InvalidArgumentError(`${flag} must be a whole number from 1.`);
  }
  return n;
};

const signedAmount = (value: string) => {
  const amount = parseSignedAmount(value);
  if (amount === undefined)
    throw new InvalidArgumentError('a non-zero whole number of won, e.g. 5000 or -5000.');
  return amount;
};

const examples = (command: Command, lines: readonly string[]): Command =>
  command.addHelpText('after', `\nExamples:\n${lines.map((line) => `  $ ${line}`).join('\n')}\n`);

const jsonOption = () => new Option('--json', 'print machine-readable JSON on stdout');
const yesOption = () => new Option('-y, --yes', 'do not ask for confirmation (required without a terminal)');
const reasonOption = () =>
  new Option('--reason <text>', 'why, kept in the audit log (asked for on a terminal)');
const keyOption = () =>
  new Option('--idempotency-key <key>', 'reuse to retry safely: the server applies one request per key');
const pageOption = () =>
  new Option('--page <n>', 'page of 20, newest first').argParser(positiveInt('--page'));

/**
 * The command registry: every command with its description, options and examples. Actions hand
 * their options to the command's `run` and keep its exit code for `main`.
 * @example const program = createProgram(ctx, (code) => { exitCode = code; });
 */
export function createProgram(ctx: CliContext, setExitCode: (code: ExitCode) => void): Command {
  const program = new Command('kbet')
    .description("kbet's back office: members, charges, balance adjustments and the audit log (staff only).")
    .version(packageJson.version)
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => void ctx.stdout.write(text),
      writeErr: (text) => void ctx.stderr.write(text),
    });
  // Commander parses and checks the options (choices, argParser), so each action names their type.
  const act =
    <A extends unknown[]>(command: (...args: A) => Promise<ExitCode>) =>
    async (...args: A) =>
      setExitCode(await command(...args));

  examples(
    program
      .command('login')
      .description(
        'Log a staff account in and store the server URL and session token (config file, mode 0600)',
      )
      .option('--url <url>', 'the kbet server (default: the stored one, else http://localhost:3000)')
      .option('--user <userId>', 'staff user id (asked for on a terminal)')
      .option('--password <password>', 'password (also KBET_PASSWORD; asked for on a terminal)')
      .addOption(jsonOption())
      .action(act((options: LoginOptions) => login(options, ctx))),
    [
      'kbet login --url http://localhost:3000 --user admin01',
      'KBET_PASSWORD=… kbet login --user admin01 --json',
    ],
  );

  examples(
    program
      .command('logout')
      .description('End the session on the server and forget the stored token')
      .addOption(jsonOption())
      .action(act((options: LogoutOptions) => logout(options, ctx))),
    ['kbet logout'],
  );

  const members = program.command('members').description('Search, inspect, approve, reject and ban members');
  examples(
    members
      .command('list')
      .description('List members newest first')
      .addOption(
        new Option('--status <status>', 'only members in this state').choices([
          'pending',
          'active',
          'rejected',
          'banned',
        ]),
      )
      .option('-q, --query <text>', 'part of a user id, nickname or phone number')
      .addOption(pageOption())
      .addOption(jsonOption())
      .action(
        act(({ query, ...options }: Omit<MembersListOptions, 'q'> & { query?: string }) =>
          membersList({ ...options, q: query }, ctx),
        ),
      ),
    ['kbet members list --status pending', 'kbet members list -q 010 --json | jq ".items[].userId"'],
  );
  examples(
    members
      .command('show')
      .description('Show a member: balances, responsible-gambling state and latest sessions')
      .argument('<userId>', 'the member')
      .addOption(jsonOption())
      .action(act((userId: string, options: CommonOptions) => membersShow({ ...options, userId }, ctx))),
    ['kbet members show member01', 'kbet members show member01 --json'],
  );
  for (const [verb, run, description, example] of [
    [
      'approve',
      membersApprove,
      'Approve a pending sign-up',
      "kbet members approve newbie01 --reason '본인 확인'",
    ],
    [
      'reject',
      membersReject,
      'Reject a pending sign-up for good',
      "kbet members reject newbie02 --reason '중복 가입' --yes",
    ],
    [
      'ban',
      membersBan,
      'Ban a member; their sessions end at once',
      "kbet members ban member02 --reason '부정 이용'",
    ],
  ] as const) {
    examples(
      members
        .command(verb)
        .description(`${description} (asks for confirmation on a terminal)`)
        .argument('<userId>', 'the member')
        .addOption(reasonOption())
        .addOption(yesOption())
        .addOption(jsonOption())
        .action(
          act((userId: string, options: Omit<MemberDecisionOptions, 'userId'>) =>
            run({ ...options, userId }, ctx),
          ),
        ),
      [example],
    );
  }

  const charges = program.command('charges').description('List and decide deposits and withdrawals');
  examples(
    charges
      .command('list')
      .description('List charges of every member, newest first')
      .addOption(
        new Option('--status <status>', 'only charges in this state').choices(Object.keys(CHARGE_STATUSES)),
      )
      .addOption(
        new Option('--mode <mode>', 'deposits or withdrawals only').choices(Object.keys(DEPOSIT_MODES)),
      )
      .addOption(pageOption())
      .addOption(jsonOption())
      .action(act((options: ChargesListOptions) => chargesList(options, ctx))),
    ['kbet charges list --status processing', 'kbet charges list --mode withdrawal --json'],
  );
  for (const [verb, run, description, example] of [
    [
      'approve',
      chargesApprove,
      'Approve a processing charge: a deposit credits emoney, a withdrawal pays out',
      "kbet charges approve 12 --reason '입금 확인'",
    ],
    [
      'reject',
      chargesReject,
      "Reject a processing charge: a withdrawal's held amount returns to emoney",
      "kbet charges reject 13 --reason '계좌 불일치' --yes --json",
    ],
  ] as const) {
    examples(
      charges
        .command(verb)
        .description(`${description} (asks for confirmation on a terminal)`)
        .argument('<id>', 'the charge', positiveInt('<id>'))
        .addOption(reasonOption())
        .addOption(yesOption())
        .addOption(keyOption())
        .addOption(jsonOption())
        .action(
          act((id: number, options: Omit<ChargeDecisionOptions, 'id'>) => run({ ...options, id }, ctx)),
        ),
      [example],
    );
  }

  examples(
    program
      .command('balance')
      .description("Correct members' wallets")
      .command('adjust')
      .description("Adjust a member's wallet by a signed amount against the house adjustment account")
      .argument('<userId>', 'the member')
      .argument('<amount>', 'signed whole won: 5000 credits, -5000 debits', signedAmount)
      .addOption(new Option('--kind <kind>', 'the wallet (asked for on a terminal)').choices(BALANCE_KINDS))
      .addOption(reasonOption())
      .addOption(yesOption())
      .addOption(keyOption())
      .addOption(jsonOption())
      .action(
        act((userId: string, amount: number, options: Omit<BalanceAdjustOptions, 'userId' | 'amount'>) =>
          balanceAdjust({ ...options, userId, amount }, ctx),
        ),
      ),
    [
      "kbet balance adjust member01 5000 --kind point --reason '이벤트 보상'",
      "kbet balance adjust member01 -5000 --kind emoney --reason '중복 지급 회수' --yes --json",
    ],
  );

  examples(
    program
      .command('audit')
      .description('Read the audit log')
      .command('list')
      .description('Who did what, when, old and new value and why; newest first')
      .option('--actor <userId>', "the actor's user id")
      .option('--action <action>', "an exact action, or a prefix ending in '.' (member.)")
      .option('--target <target>', "'type' or 'type:id' (member:7, charge:12)")
      .option('--from <day>', 'first Korean calendar day, YYYY-MM-DD')
      .option('--to <day>', 'last Korean calendar day, YYYY-MM-DD')
      .addOption(pageOption())
      .addOption(jsonOption())
      .action(act((options: AuditListOptions) => auditList(options, ctx))),
    ['kbet audit list --action member. --from 2026-01-01', 'kbet audit list --actor admin01 --json'],
  );

  examples(
    program
      .command('sms')
      .description('SMS simulator support')
      .command('codes')
      .description('Codes sent to a phone in the last 24 hours (each read is audited)')
      .option('--phone <number>', 'the mobile number (asked for on a terminal)')
      .addOption(jsonOption())
      .action(act((options: SmsCodesOptions) => smsCodes(options, ctx))),
    ['kbet sms codes --phone 01012345678'],
  );

  return program;
}

/**
 * Parses argv (without node and the script), runs the command and returns its exit code; never exits.
 * @example const code = await main(['members', 'list', '--json'], ctx);
 */
export async function main(argv: readonly string[], ctx: CliContext): Promise<ExitCode> {
  let exitCode: ExitCode = ExitCode.Ok;
  const program = createProgram(ctx, (code) => {
    exitCode = code;
  });
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    // Help and --version end with 0; usage errors were already printed by commander.
    if (error instanceof CommanderError) return error.exitCode === 0 ? ExitCode.Ok : ExitCode.Failure;
    return reportError(ctx, error);
  }
  return exitCode;
}
