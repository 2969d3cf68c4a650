import { Argument, Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import packageJson from '../package.json';
import { type AuditListOptions, run as auditList } from './commands/audit/list';
import {
  BALANCE_KINDS,
  type BalanceAdjustOptions,
  run as balanceAdjust,
  parseSignedAmount,
} from './commands/balance/adjust';
import { type BoardAddOptions, run as boardAdd } from './commands/boards/add';
import { BOARD_COMMANDS } from './commands/boards/boardCommands';
import { type BoardEditOptions, run as boardEdit } from './commands/boards/edit';
import { type BoardListOptions, run as boardList } from './commands/boards/list';
import { type BoardRemoveOptions, run as boardRemove } from './commands/boards/remove';
import { run as chargesApprove } from './commands/charges/approve';
import type { ChargeDecisionOptions } from './commands/charges/decideCharge';
import {
  CHARGE_STATUSES,
  type ChargesListOptions,
  run as chargesList,
  DEPOSIT_MODES,
} from './commands/charges/list';
import { run as chargesReject } from './commands/charges/reject';
import { COUPON_TYPES, type CouponsGrantOptions, run as couponsGrant } from './commands/coupons/grant';
import { FIXTURE_STATUSES } from './commands/fixtures/fixtureStatus';
import { type FixturesListOptions, run as fixturesList } from './commands/fixtures/list';
import { run as fixturesResettle } from './commands/fixtures/resettle';
import { run as fixturesResult } from './commands/fixtures/result';
import type { FixtureSettleOptions } from './commands/fixtures/settleFixture';
import { run as fixturesShow } from './commands/fixtures/show';
import { run as fixturesVoid } from './commands/fixtures/void';
import { type InquiryAnswerOptions, run as inquiriesAnswer } from './commands/inquiries/answer';
import { INQUIRY_STATUSES, type InquiriesListOptions, run as inquiriesList } from './commands/inquiries/list';
import { type LoginOptions, run as login } from './commands/login';
import { type LogoutOptions, run as logout } from './commands/logout';
import { run as membersApprove } from './commands/members/approve';
import { run as membersBan } from './commands/members/ban';
import type { MemberDecisionOptions } from './commands/members/decideMember';
import { type MembersListOptions, run as membersList } from './commands/members/list';
import { run as membersReject } from './commands/members/reject';
import { run as membersShow } from './commands/members/show';
import { type MessagesSendOptions, run as messagesSend } from './commands/messages/send';
import { type PopupAddOptions, run as popupsAdd } from './commands/popups/add';
import { type PopupEditOptions, run as popupsEdit } from './commands/popups/edit';
import { run as popupsList } from './commands/popups/list';
import { POPUP_STATUSES } from './commands/popups/popupOptions';
import { type PopupRemoveOptions, run as popupsRemove } from './commands/popups/remove';
import { type PrizesSetOptions, run as prizesSet } from './commands/roulette/prizes/set';
import { run as prizesShow } from './commands/roulette/prizes/show';
import { type SettingsSetOptions, run as settingsSet } from './commands/settings/set';
import { run as settingsShow } from './commands/settings/show';
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
    .description(
      "kbet's back office: members, charges, balance adjustments, fixture results, boards, popups, messages, inquiries, settings, roulette and the audit log (staff only).",
    )
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

  const fixtures = program
    .command('fixtures')
    .description('Inspect fixtures and enter, void or change their results (settles the bets on them)');
  examples(
    fixtures
      .command('list')
      .description('List the 100 latest fixtures by start, with their score and the slips on them')
      .addOption(
        new Option('--status <status>', 'only fixtures in this state').choices(Object.keys(FIXTURE_STATUSES)),
      )
      .option('-q, --query <text>', 'part of a team or league name')
      .addOption(jsonOption())
      .action(
        act(({ query, ...options }: Omit<FixturesListOptions, 'q'> & { query?: string }) =>
          fixturesList({ ...options, q: query }, ctx),
        ),
      ),
    ['kbet fixtures list --status in-progress', "kbet fixtures list -q 울산 --json | jq '.[].id'"],
  );
  examples(
    fixtures
      .command('show')
      .description('Show a fixture: period scores and every selection with its price and settlement')
      .argument('<id>', 'the fixture', positiveInt('<id>'))
      .addOption(jsonOption())
      .action(act((id: number, options: CommonOptions) => fixturesShow({ ...options, id }, ctx))),
    ['kbet fixtures show 9001'],
  );
  for (const [verb, run, description, example] of [
    [
      'result',
      fixturesResult,
      "Enter a fixture's result by period scores; its bets are settled and paid",
      "kbet fixtures result 9001 --periods '10:1-0 20:1-1' --reason '피드 장애로 수동 입력'",
    ],
    [
      'void',
      fixturesVoid,
      'Void a fixture; its legs count as odds 1 and its bets are settled on',
      "kbet fixtures void 9001 --reason '경기 취소' --yes",
    ],
    [
      'resettle',
      fixturesResettle,
      "Change a fixture's result; earlier payouts are reversed and its bets paid anew",
      "kbet fixtures resettle 9001 --periods '10:1-0 20:0-0' --reason 'VAR 판독' --yes --json",
    ],
  ] as const) {
    const command = fixtures
      .command(verb)
      .description(`${description} (asks for confirmation on a terminal)`)
      .argument('<id>', 'the fixture', positiveInt('<id>'));
    if (verb !== 'void') {
      command.option(
        '--periods <scores>',
        "'<period>:<home>-<away>' items: 10/20 halves, 1-n quarters or sets",
      );
    }
    examples(
      command
        .addOption(reasonOption())
        .addOption(yesOption())
        .addOption(keyOption())
        .addOption(jsonOption())
        .action(act((id: number, options: Omit<FixtureSettleOptions, 'id'>) => run({ ...options, id }, ctx))),
      [example],
    );
  }

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

  // Member services: boards, popups, messages, inquiries, settings, roulette and coupons.
  const titleOption = () => new Option('--title <text>', 'the title (asked for on a terminal)');
  const contentsOptions = (command: Command) =>
    command
      .option('--contents <html>', 'the HTML, sanitised by the server (asked for on a terminal)')
      .option('--contents-file <path>', 'read the HTML from a file instead');
  const wholeNumber = (flag: string) => (value: string) => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(n)) {
      throw new InvalidArgumentError(`${flag} must be a whole number.`);
    }
    return n;
  };
  const noticeTypeOption = () =>
    new Option(
      '--notice-type <n>',
      'notices: 0 (default) shows it in the notice popup and marquee',
    ).argParser(wholeNumber('--notice-type'));

  for (const [name, { what }] of Object.entries(BOARD_COMMANDS)) {
    const board = name as keyof typeof BOARD_COMMANDS;
    const group = program
      .command(name)
      .description(`List, add, edit and remove ${what}s (HTML is sanitised)`);
    examples(
      group
        .command('list')
        .description(`List ${what}s, newest first`)
        .addOption(pageOption())
        .addOption(jsonOption())
        .action(act((options: Omit<BoardListOptions, 'board'>) => boardList({ ...options, board }, ctx))),
      [`kbet ${name} list`, `kbet ${name} list --json | jq '.items[].id'`],
    );
    examples(
      contentsOptions(group.command('add').description(`Add a ${what} (asks for confirmation on a terminal)`))
        .addOption(titleOption())
        .addOption(noticeTypeOption())
        .addOption(yesOption())
        .addOption(jsonOption())
        .action(act((options: Omit<BoardAddOptions, 'board'>) => boardAdd({ ...options, board }, ctx))),
      [
        `kbet ${name} add --title '안내' --contents '<p>내용</p>' --yes`,
        `kbet ${name} add --title '안내' --contents-file notice.html`,
      ],
    );
    examples(
      contentsOptions(
        group
          .command('edit')
          .description(`Replace a ${what}'s title and HTML (asks for confirmation on a terminal)`)
          .argument('<id>', `the ${what}`, positiveInt('<id>')),
      )
        .addOption(titleOption())
        .addOption(noticeTypeOption())
        .addOption(yesOption())
        .addOption(jsonOption())
        .action(
          act((id: number, options: Omit<BoardEditOptions, 'board' | 'id'>) =>
            boardEdit({ ...options, board, id }, ctx),
          ),
        ),
      [`kbet ${name} edit 3 --title '안내 (수정)' --contents-file notice.html --yes`],
    );
    examples(
      group
        .command('remove')
        .description(`Remove a ${what} (asks for confirmation on a terminal)`)
        .argument('<id>', `the ${what}`, positiveInt('<id>'))
        .addOption(yesOption())
        .addOption(jsonOption())
        .action(
          act((id: number, options: Omit<BoardRemoveOptions, 'board' | 'id'>) =>
            boardRemove({ ...options, board, id }, ctx),
          ),
        ),
      [`kbet ${name} remove 3 --yes`],
    );
  }

  const popupFlags = (command: Command) =>
    contentsOptions(command)
      .option('--mobile-contents <html>', 'the mobile HTML (default: the desktop HTML)')
      .addOption(
        new Option('--status <status>', 'active (shown) or off').choices(Object.keys(POPUP_STATUSES)),
      )
      .option('--force-show', 'show it even to members who chose to hide it')
      .addOption(
        new Option('--hide-hours <n>', 'how long a member may hide it').argParser(
          wholeNumber('--hide-hours'),
        ),
      )
      .addOption(new Option('--left <px>', 'desktop position from the left').argParser(wholeNumber('--left')))
      .addOption(
        new Option('--right <px>', 'desktop position from the right').argParser(wholeNumber('--right')),
      )
      .addOption(yesOption())
      .addOption(jsonOption());
  const popups = program
    .command('popups')
    .description('List, add, edit and remove site popups (HTML is sanitised)');
  examples(
    popups
      .command('list')
      .description('List every popup, active or off')
      .addOption(jsonOption())
      .action(act((options: CommonOptions) => popupsList(options, ctx))),
    ['kbet popups list'],
  );
  examples(
    popupFlags(popups.command('add').description('Add a popup, active unless --status off')).action(
      act((options: PopupAddOptions) => popupsAdd(options, ctx)),
    ),
    ["kbet popups add --contents '<p>이벤트</p>' --hide-hours 12 --yes"],
  );
  examples(
    popupFlags(
      popups
        .command('edit')
        .description('Change a popup: new HTML and the flags given; the rest stays')
        .argument('<id>', 'the popup', positiveInt('<id>')),
    ).action(act((id: number, options: Omit<PopupEditOptions, 'id'>) => popupsEdit({ ...options, id }, ctx))),
    ["kbet popups edit 2 --contents '<p>종료</p>' --status off --yes"],
  );
  examples(
    popups
      .command('remove')
      .description('Remove a popup (asks for confirmation on a terminal)')
      .argument('<id>', 'the popup', positiveInt('<id>'))
      .addOption(yesOption())
      .addOption(jsonOption())
      .action(
        act((id: number, options: Omit<PopupRemoveOptions, 'id'>) => popupsRemove({ ...options, id }, ctx)),
      ),
    ['kbet popups remove 2 --yes'],
  );

  examples(
    contentsOptions(
      program
        .command('messages')
        .description('Messages to members')
        .command('send')
        .description('Send a message to one member or to every active member of a level'),
    )
      .option('--user <userId>', 'the member')
      .addOption(
        new Option('--level <n>', 'every active member of this level (role)').argParser(
          positiveInt('--level'),
        ),
      )
      .addOption(titleOption())
      .addOption(yesOption())
      .addOption(jsonOption())
      .action(act((options: MessagesSendOptions) => messagesSend(options, ctx))),
    [
      "kbet messages send --user member01 --title '안내' --contents '<p>확인 부탁드립니다</p>'",
      "kbet messages send --level 4 --title 'VIP 안내' --contents-file vip.html --yes --json",
    ],
  );

  const inquiries = program.command('inquiries').description('Read and answer customer inquiries');
  examples(
    inquiries
      .command('list')
      .description('List 1:1 inquiries (unanswered by default), or the non-member ones')
      .addOption(new Option('--status <status>', 'which inquiries').choices(INQUIRY_STATUSES))
      .option('--non-member', "the guests' inquiries from the login page instead")
      .addOption(pageOption())
      .addOption(jsonOption())
      .action(act((options: InquiriesListOptions) => inquiriesList(options, ctx))),
    ['kbet inquiries list', 'kbet inquiries list --status all --json', 'kbet inquiries list --non-member'],
  );
  examples(
    contentsOptions(
      inquiries
        .command('answer')
        .description('Answer an inquiry (asks for confirmation on a terminal)')
        .argument('<id>', 'the inquiry', positiveInt('<id>')),
    )
      .addOption(yesOption())
      .addOption(jsonOption())
      .action(
        act((id: number, options: Omit<InquiryAnswerOptions, 'id'>) =>
          inquiriesAnswer({ ...options, id }, ctx),
        ),
      ),
    ["kbet inquiries answer 4 --contents '입금 화면에서 계좌를 확인해 주세요.' --yes"],
  );

  const settings = program
    .command('settings')
    .description('Site settings: maintenance, notices, sign-up, hold’em, live betting, attendance');
  examples(
    settings
      .command('show')
      .description('Show the stored settings')
      .addOption(jsonOption())
      .action(act((options: CommonOptions) => settingsShow(options, ctx))),
    ['kbet settings show', 'kbet settings show --json'],
  );
  const onOff = (flag: string, description: string) => new Option(flag, description).choices(['on', 'off']);
  examples(
    settings
      .command('set')
      .description('Change the settings given; the rest stay (asks for confirmation on a terminal)')
      .addOption(onOff('--maintenance <on|off>', 'site maintenance: member calls answer 503 while in force'))
      .option('--maintenance-start <time>', "when maintenance starts (ISO date-time), or 'none' for at once")
      .option('--maintenance-end <time>', "when it ends (ISO date-time), or 'none' for until switched off")
      .addOption(onOff('--system-maintenance <on|off>', 'systemMaintenanceFlg'))
      .option('--top-notice <text>', 'the site top notice (marquee)')
      .addOption(new Option('--sign-up <state>', 'sign-up open or closed').choices(['open', 'closed']))
      .addOption(onOff('--realpoker-maintenance <on|off>', "hold'em (realpoker) maintenance"))
      .addOption(onOff('--revolution-maintenance <on|off>', "hold'em (revolution) maintenance"))
      .option('--live-betting-time <sportId=seconds...>', 'live betting delay per sport id, e.g. 6046=30')
      .addOption(
        new Option('--attendance-points <n>', 'points per check-in').argParser(
          wholeNumber('--attendance-points'),
        ),
      )
      .addOption(
        new Option('--attendance-bonus-days <n>', 'streak length that earns the bonus (0: none)').argParser(
          wholeNumber('--attendance-bonus-days'),
        ),
      )
      .addOption(
        new Option('--attendance-bonus <n>', 'bonus points').argParser(wholeNumber('--attendance-bonus')),
      )
      .option('--reason <text>', 'why, kept in the audit log')
      .addOption(yesOption())
      .addOption(jsonOption())
      .action(act((options: SettingsSetOptions) => settingsSet(options, ctx))),
    [
      "kbet settings set --maintenance on --maintenance-start 2026-01-02T02:00:00+09:00 --maintenance-end 2026-01-02T06:00:00+09:00 --reason '정기 점검'",
      'kbet settings set --maintenance off --maintenance-start none --maintenance-end none --yes',
      'kbet settings set --live-betting-time 6046=30 48242=15 --sign-up closed --json --yes',
    ],
  );

  const prizes = program
    .command('roulette')
    .description('Roulette settings')
    .command('prizes')
    .description("The wheels' prize weights");
  examples(
    prizes
      .command('show')
      .description("Each wheel's prizes, weights and chances")
      .addOption(jsonOption())
      .action(act((options: CommonOptions) => prizesShow(options, ctx))),
    ['kbet roulette prizes show'],
  );
  examples(
    prizes
      .command('set')
      .description(
        "Set a wheel's weights: every prize of the wheel once (asks for confirmation on a terminal)",
      )
      .addArgument(new Argument('<wheel>', 'the wheel').choices(['normal', 'vip']))
      .argument('<weights...>', "'<points>=<weight>' for every prize of the wheel")
      .option('--reason <text>', 'why, kept in the audit log')
      .addOption(yesOption())
      .addOption(jsonOption())
      .action(
        act(
          (
            wheel: PrizesSetOptions['wheel'],
            weights: string[],
            options: Omit<PrizesSetOptions, 'wheel' | 'weights'>,
          ) => prizesSet({ ...options, wheel, weights }, ctx),
        ),
      ),
    [
      "kbet roulette prizes set vip 0=30 20000=30 30000=15 40000=10 60000=8 80000=5 100000=2 --reason '확률 조정'",
    ],
  );

  examples(
    program
      .command('coupons')
      .description('Roulette coupons')
      .command('grant')
      .description('Give a member roulette coupons (asks for confirmation on a terminal)')
      .argument('<userId>', 'the member')
      .argument('<count>', 'how many (1-100)', positiveInt('<count>'))
      .addOption(
        new Option('--type <type>', 'the wheel').choices(Object.keys(COUPON_TYPES)).default('normal'),
      )
      .addOption(reasonOption())
      .addOption(yesOption())
      .addOption(keyOption())
      .addOption(jsonOption())
      .action(
        act((userId: string, count: number, options: Omit<CouponsGrantOptions, 'userId' | 'count'>) =>
          couponsGrant({ ...options, userId, count }, ctx),
        ),
      ),
    ["kbet coupons grant member01 3 --type vip --reason '이벤트 보상'"],
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
