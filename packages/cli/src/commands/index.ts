import { group as accounts } from './accounts';
import { command as accountsCheck } from './accounts/check';
import { group as audit } from './audit';
import { command as auditList } from './audit/list';
import { group as balance } from './balance';
import { command as balanceAdjust } from './balance/adjust';
import { boardGroup } from './boards';
import { commandFor as boardAdd } from './boards/add';
import { BOARD_COMMANDS, type BoardCommand } from './boards/boardCommands';
import { commandFor as boardEdit } from './boards/edit';
import { commandFor as boardList } from './boards/list';
import { commandFor as boardRemove } from './boards/remove';
import { group as casino } from './casino';
import { command as casinoDisable } from './casino/disable';
import { command as casinoEnable } from './casino/enable';
import { command as casinoGames } from './casino/games';
import { command as casinoMaintenance } from './casino/maintenance';
import { command as casinoProviders } from './casino/providers';
import { command as casinoReconcile } from './casino/reconcile';
import { command as casinoRounds } from './casino/rounds';
import { group as charges } from './charges';
import { command as chargesApprove } from './charges/approve';
import { command as chargesList } from './charges/list';
import { command as chargesReject } from './charges/reject';
import { group as coupons } from './coupons';
import { command as couponsGrant } from './coupons/grant';
import type { CommandDefinition, CommandGroup } from './defineCommand';
import { group as fixtures } from './fixtures';
import { command as fixturesList } from './fixtures/list';
import { command as fixturesResettle } from './fixtures/resettle';
import { command as fixturesResult } from './fixtures/result';
import { command as fixturesShow } from './fixtures/show';
import { command as fixturesVoid } from './fixtures/void';
import { group as games } from './games';
import { command as gamesLimits } from './games/limits';
import { command as gamesList } from './games/list';
import { command as gamesMaintenance } from './games/maintenance';
import { command as gamesRounds } from './games/rounds';
import { command as gamesSet } from './games/set';
import { command as gamesSettings } from './games/settings';
import { command as gamesShow } from './games/show';
import { command as gamesVerify } from './games/verify';
import { command as gamesVoid } from './games/void';
import { group as inquiries } from './inquiries';
import { command as inquiriesAnswer } from './inquiries/answer';
import { command as inquiriesList } from './inquiries/list';
import { command as inquiriesShow } from './inquiries/show';
import { command as login } from './login';
import { command as logout } from './logout';
import { group as members } from './members';
import { command as membersApprove } from './members/approve';
import { command as membersBan } from './members/ban';
import { command as membersBets } from './members/bets';
import { command as membersList } from './members/list';
import { command as membersReject } from './members/reject';
import { command as membersShow } from './members/show';
import { command as membersTransactions } from './members/transactions';
import { group as messages } from './messages';
import { command as messagesSend } from './messages/send';
import { group as otp } from './otp';
import { command as otpConfirm } from './otp/confirm';
import { command as otpEnroll } from './otp/enroll';
import { group as partners } from './partners';
import { group as partnersContract } from './partners/contract';
import { command as partnersContractSet } from './partners/contract/set';
import { command as partnersCreate } from './partners/create';
import { command as partnersList } from './partners/list';
import { command as partnersShow } from './partners/show';
import { command as partnersTree } from './partners/tree';
import { group as popups } from './popups';
import { command as popupsAdd } from './popups/add';
import { command as popupsEdit } from './popups/edit';
import { command as popupsList } from './popups/list';
import { command as popupsRemove } from './popups/remove';
import { group as reports } from './reports';
import { membersReport, partnerReport, recommenderReport, verticalsReport } from './reports/commands';
import { group as roulette } from './roulette';
import { group as prizes } from './roulette/prizes';
import { command as prizesSet } from './roulette/prizes/set';
import { command as prizesShow } from './roulette/prizes/show';
import { group as settings } from './settings';
import { command as settingsSet } from './settings/set';
import { command as settingsShow } from './settings/show';
import { group as settlement } from './settlement';
import { command as settlementHold } from './settlement/hold';
import { command as settlementList } from './settlement/list';
import { command as settlementPreview } from './settlement/preview';
import { command as settlementRelease } from './settlement/release';
import { command as settlementRun } from './settlement/run';
import { command as settlementShow } from './settlement/show';
import { group as sms } from './sms';
import { command as smsCodes } from './sms/codes';
import { group as virtuals } from './virtuals';
import { command as virtualsEvents } from './virtuals/events';
import { command as virtualsLeagues } from './virtuals/leagues';
import { command as virtualsShow } from './virtuals/show';
import { command as virtualsVerify } from './virtuals/verify';
import { command as virtualsVoid } from './virtuals/void';

const boards = (Object.keys(BOARD_COMMANDS) as BoardCommand[]).flatMap((board) => [
  boardGroup(board),
  boardList(board),
  boardAdd(board),
  boardEdit(board),
  boardRemove(board),
]);

/**
 * Every command folder's definition, each group before its commands, in the order `kbet --help` lists them.
 * `never` options: the entry hands each command the options commander parsed and checked for it.
 */
export const COMMANDS: readonly (CommandGroup | CommandDefinition<never>)[] = [
  login,
  logout,
  members,
  membersList,
  membersShow,
  membersTransactions,
  membersBets,
  membersApprove,
  membersReject,
  membersBan,
  charges,
  chargesList,
  chargesApprove,
  chargesReject,
  balance,
  balanceAdjust,
  fixtures,
  fixturesList,
  fixturesShow,
  fixturesResult,
  fixturesVoid,
  fixturesResettle,
  games,
  gamesList,
  gamesRounds,
  gamesShow,
  gamesVerify,
  gamesVoid,
  gamesMaintenance,
  gamesSettings,
  gamesSet,
  gamesLimits,
  virtuals,
  virtualsLeagues,
  virtualsEvents,
  virtualsShow,
  virtualsVerify,
  virtualsVoid,
  casino,
  casinoProviders,
  casinoGames,
  casinoEnable,
  casinoDisable,
  casinoMaintenance,
  casinoRounds,
  casinoReconcile,
  audit,
  auditList,
  sms,
  smsCodes,
  ...boards,
  popups,
  popupsList,
  popupsAdd,
  popupsEdit,
  popupsRemove,
  messages,
  messagesSend,
  inquiries,
  inquiriesList,
  inquiriesShow,
  inquiriesAnswer,
  settings,
  settingsShow,
  settingsSet,
  roulette,
  prizes,
  prizesShow,
  prizesSet,
  coupons,
  couponsGrant,
  partners,
  partnersList,
  partnersShow,
  partnersTree,
  partnersCreate,
  partnersContract,
  partnersContractSet,
  settlement,
  settlementPreview,
  settlementRun,
  settlementList,
  settlementShow,
  settlementHold,
  settlementRelease,
  reports,
  partnerReport,
  recommenderReport,
  verticalsReport,
  membersReport,
  accounts,
  accountsCheck,
  otp,
  otpEnroll,
  otpConfirm,
];
