/**
 * @kbet/sdk public API. Explicit named exports, grouped by area; each group's header says in one line what it
 * is for, and each export's own JSDoc (shown by editors and the generated reference) says what it does.
 * Start with `createKbet` (app). Each section is owned by its folder; add exports inside the matching section
 * only. Export what consumers use: the building blocks behind a store or factory stay inside.
 */

// --- app: createKbet, the one entry point: client, session with its token, slips with the member's limits, live push ---

export type { Kbet, KbetAppStores, KbetOptions, SportsSlips } from './app/createKbet';
export { createKbet } from './app/createKbet';

// --- core: results every rule and store action returns (ValidationResult, ActionResult), amount input, Korean time ---

export type { KstParts } from './core/kstParts';
export { kstParts, startOfKstDay } from './core/kstParts';
export type { TextInput } from './core/missingField';
export type { AmountInput } from './core/readAmount';
export type { ActionResult, ValidationFailure, ValidationIssue, ValidationResult } from './core/result';
export { fail, ok } from './core/result';
export type { DateInput } from './core/toEpochMs';
export { toEpochMs } from './core/toEpochMs';

// --- i18n: the message catalogues, Korean (`ko`, the default) and English (`en`), chosen with setLocale ---

export type { MessageCatalogue } from './i18n/en';
export { en } from './i18n/en';
export * as ko from './i18n/ko';
export type { Locale } from './i18n/setLocale';
export { getLocale, setLocale } from './i18n/setLocale';

// --- validation: every input rule of spec §5, returning a ValidationResult with the exact Korean message ---

export type { CanCancelSlipParams, CanCancelSlipResult, CancelSlipLeg } from './validation/canCancelSlip';
export { canCancelSlip } from './validation/canCancelSlip';
export type { InquiryLike } from './validation/canCreateInquiry';
export { canCreateInquiry, countUnansweredInquiries, isInquiryAnswered } from './validation/canCreateInquiry';
export { canDeleteInquiry } from './validation/canDeleteInquiry';
export type { MessageLike } from './validation/canDeleteMessages';
export { canDeleteMessages } from './validation/canDeleteMessages';
export { checkAccountPassword, checkWithdrawPassword } from './validation/checkAccountPassword';
export type { AvailabilityResult } from './validation/checkAvailability';
export { checkAvailability } from './validation/checkAvailability';
export { checkNicknameInput } from './validation/checkNicknameInput';
export type { BannedOption } from './validation/checkUserIdInput';
export { checkUserIdInput, isBanned } from './validation/checkUserIdInput';
export type { ClampBetAmountLimits } from './validation/clampBetAmount';
export { clampBetAmount, maxStakeForWin } from './validation/clampBetAmount';
export { formatAmountInput, formatWon } from './validation/formatWon';
export type { RandomBytes } from './validation/generateAntiBotCode';
export { checkAntiBotCode, generateAntiBotCode } from './validation/generateAntiBotCode';
export { isKoreanMobile, validatePhoneAuthRequest, validateSignUpPhone } from './validation/isKoreanMobile';
export type { Readable } from './validation/isRead';
export { isRead } from './validation/isRead';
export { latestAdultBirthYear } from './validation/latestAdultBirthYear';
export { parseAmountInput } from './validation/parseAmountInput';
export { parseBetAmountInput } from './validation/parseBetAmountInput';
export type { SignUpReading, SignUpReadingOption } from './validation/signUpReading';
export type { SignUpRules } from './validation/signUpRules';
export { signUpRules } from './validation/signUpRules';
export { joinBirthDate, splitBirthDate } from './validation/splitBirthDate';
export { validateAccountHolder } from './validation/validateAccountHolder';
export { validateAccountNumber } from './validation/validateAccountNumber';
export type { BirthDate, BirthDateInput } from './validation/validateAdultBirthDate';
export { validateAdultBirthDate } from './validation/validateAdultBirthDate';
export { validateBankCode } from './validation/validateBankCode';
export type { ValidateBetParams, ValidBet } from './validation/validateBet';
export { validateBet } from './validation/validateBet';
export type { BonusCombinationRule, BonusSelection } from './validation/validateBonusCombination';
export { validateBonusCombination } from './validation/validateBonusCombination';
export type { CoinDepositOptions } from './validation/validateCoinDeposit';
export { coinsToWon, validateCoinDeposit } from './validation/validateCoinDeposit';
export type { DepositOptions } from './validation/validateDeposit';
export { validateDeposit } from './validation/validateDeposit';
export type { FindPasswordForm } from './validation/validateFindPassword';
export { validateFindPassword } from './validation/validateFindPassword';
export type { InquiryForm } from './validation/validateInquiry';
export { validateInquiry } from './validation/validateInquiry';
export type { LoginForm } from './validation/validateLogin';
export { validateLogin } from './validation/validateLogin';
export type { NonMemberInquiryForm } from './validation/validateNonMemberInquiry';
export { validateNonMemberInquiry } from './validation/validateNonMemberInquiry';
export { validatePassword, validatePasswordConfirm } from './validation/validatePassword';
export type { PasswordChangeForm } from './validation/validatePasswordChange';
export { validatePasswordChange } from './validation/validatePasswordChange';
export { validateCompConvert, validatePointConvert } from './validation/validatePointConvert';
export type { SignUpContext, SignUpForm, SignUpValues } from './validation/validateSignUp';
export { validateSignUp } from './validation/validateSignUp';
export { validateSignUpAccountPassword } from './validation/validateSignUpAccountPassword';
export { validateSignUpNickname } from './validation/validateSignUpNickname';
export { validateSignUpPassword } from './validation/validateSignUpPassword';
export { validateSignUpUserId } from './validation/validateSignUpUserId';
export type { WithdrawalOptions } from './validation/validateWithdrawal';
export { validateWithdrawal } from './validation/validateWithdrawal';
export type { WithdrawalPolicyParams } from './validation/validateWithdrawalPolicy';
export { isWithdrawalClosedAt, validateWithdrawalPolicy } from './validation/validateWithdrawalPolicy';

// --- constants: the spec's fixed values (limits, timings, page sizes, sports, statuses, labels) ---

export type { BallMarketPrefix } from './constants/ballMarketPrefix';
export { BALL_MARKET_PREFIX, ballMarketPrefix } from './constants/ballMarketPrefix';
export type { ChargeStatus } from './constants/chargeStatus';
export {
  CHARGE_STATUS,
  CHARGE_STATUS_ERROR_LABEL,
  CHARGE_STATUS_LABELS,
  chargeStatusColor,
  chargeStatusLabel,
} from './constants/chargeStatus';
export type { ChargeType } from './constants/chargeType';
export { CHARGE_TYPE } from './constants/chargeType';
export type { DepositBonusCode, DepositBonusOption, RollingConditions } from './constants/depositBonus';
export { DEPOSIT_BONUS_CODE, DEPOSIT_BONUS_OPTIONS, depositBonusOption } from './constants/depositBonus';
export type { DepositMode } from './constants/depositMode';
export { DEPOSIT_MODE } from './constants/depositMode';
export { GAME_DETAIL_TYPES, gameDetailType } from './constants/gameDetailType';
export type { BetHistoryGameType, GameType, SportsGameType } from './constants/gameTypeName';
export { CASINO_GAME_TYPE_NAME, GAME_TYPE, GAME_TYPE_NAMES, gameTypeName } from './constants/gameTypeName';
export type { HtmlPolicy } from './constants/htmlPolicy';
export { HTML_POLICY } from './constants/htmlPolicy';
export {
  DESKTOP_VIEWPORT_WIDTH,
  DIALOG_WIDTH,
  isMobileWidth,
  MOBILE_MAX_WIDTH,
  MOBILE_VIEWPORT_WIDTH,
  SLOT_SEARCH_WIDTH,
  TABLET_MAX_WIDTH,
} from './constants/layout';
export {
  ACCOUNT_PASSWORD_LENGTH,
  ANTIBOT_CODE_LENGTH,
  BET_SETTING_UNIT,
  DEPOSIT_STEP,
  KST_OFFSET_MINUTES,
  MAX_ACCOUNT_HOLDER_LENGTH,
  MAX_ACCOUNT_NUMBER_LENGTH,
  MAX_BANK_CODE,
  MAX_DEPOSIT,
  MAX_DEPOSIT_BONUS,
  MAX_EVENT_BET,
  MAX_LEAGUE_NAME_LENGTH,
  MAX_NICKNAME_LENGTH,
  MAX_PHONE_CODE_REQUESTS,
  MAX_SIGNUP_PASSWORD_LENGTH,
  MAX_TOTAL_ODDS,
  MAX_USER_ID_LENGTH,
  MAX_WITHDRAWAL_PER_DAY,
  MAX_WITHDRAWAL_PER_REQUEST,
  MAX_WITHDRAWAL_PER_REQUEST_HIGH_VALUE,
  MIN_BANK_CODE,
  MIN_BET,
  MIN_BONUS_ODDS,
  MIN_COIN,
  MIN_COMP_CONVERSION,
  MIN_DEPOSIT,
  MIN_PASSWORD_LENGTH,
  MIN_POINT_CONVERSION,
  MIN_SIGNUP_AGE,
  MIN_SIGNUP_PASSWORD_LENGTH,
  MIN_USER_ID_LENGTH,
  MIN_WITHDRAWAL,
  PHONE_CODE_REQUEST_WINDOW_MS,
  PHONE_CODE_VALID_MS,
  PHONE_LAST_DIGITS_LENGTH,
  UNANSWERED_INQUIRY_LIMIT,
  WITHDRAWAL_AFTER_DEPOSIT_MS,
  WITHDRAWAL_CLOSED_FROM_MINUTE,
  WITHDRAWAL_CLOSED_UNTIL_MINUTE,
  WITHDRAWAL_INTERVAL_MS,
  WITHDRAWAL_UNIT,
  WON_PER_COIN,
} from './constants/limits';
export { MARKET_ID, MARKET_NAMES_KO, marketNameKorean } from './constants/marketNameKorean';
export { MEMBER_STATUS_NAMES, memberStatusName } from './constants/memberStatus';
export {
  ADMIN_PAGE_SIZE,
  CASINO_POPUP_LIST_SIZE,
  DEFAULT_ITEMS_PER_PAGE,
  HISTORY_MAX_PAGES,
  HISTORY_PAGE_LINKS,
  HISTORY_PAGE_SIZE,
  INQUIRY_PAGE_SIZE,
  JACKPOT_PAGE_SIZE,
  NOTICE_POPUP_LIST_SIZE,
  PARTNER_PAGE_SIZE,
  POINT_COMP_DIALOG_SIZE,
  POPUP_LIST_SIZE,
  WITHDRAWAL_HISTORY_PAGE_SIZE,
} from './constants/pageSizes';
export { HALF_SPORTS, isPlayingPeriod, PERIOD, SET_SPORTS } from './constants/period';
export { PERIOD_LABELS_KO, periodLabel } from './constants/periodLabel';
export { isProduct, PRODUCT_LABEL, PRODUCTS } from './constants/products';
export type { BetQuickAction } from './constants/quickAdd';
export {
  BET_QUICK_ACTIONS,
  BET_QUICK_AMOUNTS,
  COIN_QUICK_AMOUNTS,
  DEPOSIT_QUICK_AMOUNTS,
  WITHDRAWAL_QUICK_AMOUNTS,
} from './constants/quickAdd';
export { MAX_LEVEL, MEMBER_TYPE, MIN_LEVEL, PARTNER_TYPES, ROLE, WITHDRAWN } from './constants/roles';
export type { RouletteCouponType, RouletteKind } from './constants/roulette';
export {
  ROULETTE_COUPON_TYPE,
  ROULETTE_LOSING_VALUE,
  ROULETTE_PRIZES,
  ROULETTE_RESULT_DELAY_MS,
  ROULETTE_SPIN_MS,
} from './constants/roulette';
export type { SlipStyle } from './constants/slipStyles';
export { isSlipStyle, SLIP_STYLES } from './constants/slipStyles';
export type { SportId } from './constants/sports';
export { SPORT_ID, SPORT_NAMES_KO, sportDisplayName, sportNameKorean } from './constants/sports';
export type { StatusColor } from './constants/statusColor';
export {
  CANCEL_WINDOW_MS,
  CLOCK_TICK_MS,
  JACKPOT_STEP_MS,
  LOGIN_STAMP_TTL_MS,
  MARQUEE_CYCLE_MS,
  POLL_INTERVAL_MS,
  POPUP_HIDE_LONG_MS,
  POPUP_HIDE_SHORT_MS,
} from './constants/timing';
export type { Vertical } from './constants/vertical';
export { VERTICAL, VERTICAL_NAMES, VERTICALS, verticalOfGameType } from './constants/vertical';
export type { WinFlag } from './constants/winFlag';
export { WIN_FLAG, WIN_FLAG_LABELS, winFlagColor, winFlagLabel } from './constants/winFlag';

// --- odds: exact decimal odds math (totals, expected and settled payouts, floored won) ---

export { compareOdds } from './odds/compareOdds';
export type { Decimal } from './odds/decimal';
export { formatScaled, ODDS_MAX_SCALE, parseDecimal, tryParseDecimal } from './odds/decimal';
export { expectedWin, settlementPayout } from './odds/expectedWin';
export { formatOdds } from './odds/formatOdds';
export { InvalidDecimalError, isInvalidDecimalError } from './odds/invalidDecimalError';
export type { Fraction, OddsLeg } from './odds/legFactor';
export { legFactor } from './odds/legFactor';
export { realOdds } from './odds/realOdds';
export { totalOdds } from './odds/totalOdds';

// --- bet slip: pure slip functions (add, replace, suspend, limits, the bet request) behind the slip store ---

export type { AddSelectionOptions } from './betslip/addSelection';
export { addSelection } from './betslip/addSelection';
export type { BetConfirmationLine, BetConfirmationParams } from './betslip/betConfirmationLines';
export { betConfirmationLines } from './betslip/betConfirmationLines';
export type { BetSlip, SlipMode, SlipSelection } from './betslip/betSlip';
export { createBetSlip, sameId, slipLegs } from './betslip/betSlip';
export type { BettingLimits } from './betslip/bettingLimits';
export { bettingLimits } from './betslip/bettingLimits';
export { BONUS_FIXTURE_ID, DEFAULT_BONUS_RULE, isBonusSelection } from './betslip/bonusRule';
export { bonusSelection } from './betslip/bonusSelection';
export { checkSelection } from './betslip/checkSelection';
export { canCombine, DEFAULT_COMBINATION_MATRIX, validateCombination } from './betslip/combinationMatrix';
export { EVENT_MARKET_IDS, isEventSelection, validateEventFolder } from './betslip/eventFolder';
export type { HistoryLegFlagInput } from './betslip/historyLegFlag';
export { historyLegFlag } from './betslip/historyLegFlag';
export type { HistorySlipLeg, HistorySlipSummary } from './betslip/historySlipSummary';
export { historySlipSummary } from './betslip/historySlipSummary';
export type { MarketFamily } from './betslip/marketFamily';
export { MARKET_FAMILIES, marketFamily } from './betslip/marketFamily';
export type { PickLike } from './betslip/pickLabel';
export { pickLabel } from './betslip/pickLabel';
export type { QuickAddButton } from './betslip/quickAdd';
export { quickAdd } from './betslip/quickAdd';
export { slipGameDetailType } from './betslip/slipGameDetailType';
export type { BetRequestParams } from './betslip/toBetRequest';
export { toBetRequest } from './betslip/toBetRequest';
export { teamName, toSelection } from './betslip/toSelection';
export type { Turnover } from './bonus/countsTowardRolling';
export { countsTowardRolling } from './bonus/countsTowardRolling';
export { offeredBonusOptions } from './bonus/offeredBonusOptions';
export { depositBonusTerms, rollingConditionTerms } from './bonus/rollingTerms';
export { BONUS_FIXTURE_WIRE_ID } from './constants/bonusFixture';

// --- stores and events: signal stores (session, bet slip, resources, actions, roulette) and the typed event bus ---

export type { ReadonlySignal } from '@preact/signals-core';
export type { KbetEventBus, KbetEvents, SessionEndReason } from './events';
export { createKbetEvents } from './events';
export type {
  BetSlipSnapshot,
  BetSlipStore,
  BetSlipStoreOptions,
  PlaceBetParams,
  SlipAccount,
  SlipLimits,
  SubmitBet,
} from './stores/betSlipStore';
export { createBetSlipStore } from './stores/betSlipStore';
export type { Clock } from './stores/clock';
export { systemClock } from './stores/clock';
export type {
  ActionContext,
  ActionInvalidation,
  ActionOptions,
  ActionState,
  ActionStatus,
  ActionStore,
} from './stores/createAction';
export { createAction } from './stores/createAction';
export type { ResourceCache } from './stores/createResourceCache';
export { createResourceCache } from './stores/createResourceCache';
export type {
  ResourceState,
  ResourceStatus,
  ResourceStore,
  ResourceStoreOptions,
} from './stores/createResourceStore';
export { createResourceStore } from './stores/createResourceStore';
export type {
  RouletteClient,
  RoulettePhase,
  RouletteSnapshot,
  RouletteStore,
  RouletteStoreOptions,
} from './stores/createRouletteStore';
export { createRouletteStore } from './stores/createRouletteStore';
export type {
  KeyValueStorage,
  SessionClient,
  SessionSnapshot,
  SessionStatus,
  SessionStore,
  SessionStoreOptions,
} from './stores/createSessionStore';
export { createSessionStore } from './stores/createSessionStore';
export type {
  MemberResource,
  MemberResourceKey,
  ResourceKey,
  ResourceName,
  SiteResource,
  SiteResourceKey,
} from './stores/resourceKey';
export { MEMBER_KEY_PREFIX, memberResourceKey } from './stores/resourceKey';
export { subscribeSignal } from './stores/subscribeSignal';

// --- session: page guards, permissions, login stamp, badges and pagination ---

export type { HistoryDatePreset, HistoryDateRange } from './pagination/historyDateRange';
export { defaultHistoryPreset, HISTORY_DATE_PRESETS, historyDateRange } from './pagination/historyDateRange';
export type { PaginateOptions, Pagination } from './pagination/paginate';
export { paginate } from './pagination/paginate';
export { bankingLevelCode } from './session/bankingLevelCode';
export type { HoldemGame, HoldemSettings, HoldemUser } from './session/canOpenHoldem';
export { canOpenHoldem } from './session/canOpenHoldem';
export { isFlagOn } from './session/isFlagOn';
export { levelBadge } from './session/levelBadge';
export { limitLevel } from './session/limitLevel';
export type { PageGuardInput } from './session/pageGuard';
export {
  ADMIN_PATH,
  LOGIN_REQUIRED_PAGES,
  MAINTENANCE_PATH,
  MESSAGE_PATH,
  maintenanceGuard,
  pageGuard,
  UNREAD_CHECK_EXEMPT_PREFIXES,
} from './session/pageGuard';
export { PARTNER_LOGIN_PATH, partnerGuard } from './session/partnerGuard';
export {
  canEnterPartnerArea,
  canRegisterNotice,
  hasPartnerEntry,
  isAdminLike,
  isStaffAccount,
  needsSecondFactor,
  showLogoutButton,
} from './session/permissions';
export { isUnder } from './session/routePath';
export type { GuardDecision, GuardSettings, SessionUser, WireFlag } from './session/types';

// --- errors: typed errors (code for programs, message for members, details and cause for developers) and guards ---

export type { ApiErrorDetails, ApiErrorInit } from './errors/apiError';
export { ApiError, isApiError } from './errors/apiError';
export type { BlockedStatus } from './errors/blockedError';
export { BlockedError, isBlockedError } from './errors/blockedError';
export { isKbetError, KbetError } from './errors/kbetError';
export type {
  BetHistoryArea,
  FailureAction,
  FailureContext,
  FailureOutcome,
  HttpFailure,
} from './errors/mapHttpFailure';
export { mapHttpFailure } from './errors/mapHttpFailure';
export type { OddsChange, OddsVersion, SentBetting } from './errors/oddsChangedError';
export { isOddsChangedError, OddsChangedError } from './errors/oddsChangedError';
export { isRateLimitedError, RateLimitedError, retryAfterSeconds } from './errors/rateLimitedError';
export type { SessionEndStatus } from './errors/sessionEndedError';
export { isSessionEndedError, SessionEndedError } from './errors/sessionEndedError';
export { toKbetError } from './errors/toKbetError';
export { isValidationError, ValidationError } from './errors/validationError';

// --- schemas: zod/mini schemas and types of every entity and call, with the wire's names ---

export { FixturePeriodScore } from './schemas/adminFixtures';
export { AttendanceStatus, CheckInResult } from './schemas/attendance';
export {
  BetHistoryQuery,
  BetHistoryRow,
  BetHistorySlip,
  BetLeg,
  BetPlaced,
  BetRequest,
  BetSlipHeader,
  BetSlipItem,
  Betting,
  ChangedBetting,
  GameDetailType,
  GameStyle,
  OddsChangedBody,
  OddsRow,
  SettlementFlag,
  UserDeleteRequest,
} from './schemas/betting';
export {
  BettingRules,
  BonusItem,
  CombinationMatrix,
  Product,
  RollingRequirement,
} from './schemas/bettingRules';
export {
  BoardNoticeQuery,
  BoardPageQuery,
  BoardQuery,
  CustomerInquiry,
  CustomerInquiryCreate,
  InquiryKind,
  InquiryReadRequest,
  InquiryTemplate,
  Jackpot,
  JackpotEntry,
  JackpotEntryPage,
  JackpotEntryQuery,
  JackpotRegisterRequest,
  Message,
  MessageDeleteRequest,
  MessageReadRequest,
  NonMemberInquiry,
  Notice,
  NoticeWrite,
  Popup,
  StaffInquiryKind,
  UnreadCount,
} from './schemas/board';
export { CardChoiceRequest, CardCount, RouletteResult } from './schemas/card';
export {
  ApiErrorBody,
  Count,
  decimal,
  FixtureRef,
  Flag,
  Id,
  Id32,
  INT32_MAX,
  Int,
  Int16,
  Int32,
  IsoDateTime,
  IsoDay,
  int,
  MessageText,
  Odds,
  Paging,
  page,
  Rate,
  Ref,
  required,
  SignedWon,
  Text,
  Won,
  wellFormed,
} from './schemas/common';
export {
  CasinoBetQuery,
  CasinoBetRecord,
  CasinoGameList,
  CasinoGameListQuery,
  CasinoPlay,
  CasinoPlayQuery,
  HoldemGameEntry,
  HoldemLink,
  HoldemLinkQuery,
  HoldemUserQuery,
  HoldemUserResult,
  MinigameBettingSetting,
  MinigameEvent,
  MinigameSetting,
  VirtualGame,
  VirtualGameQuery,
  VirtualOddsQuery,
  VirtualSoccer,
} from './schemas/games';
export { Health } from './schemas/health';
export {
  Charge,
  ChargeCreate,
  ChargeHideRequest,
  ChargeQuery,
  CheckDepositPasswordRequest,
  CheckDepositPasswordResult,
  CoinBalance,
  CoinBalanceRequest,
  CoinChangeRequest,
  CoinChangeResult,
  CompLog,
  CompToEmoneyRequest,
  DepositAccountConfirmRequest,
  LedgerEntry,
  PointLog,
  PointToEmoneyRequest,
  TransactionPage,
  TransactionQuery,
} from './schemas/money';
export {
  DepositLimit,
  DepositLimits,
  DepositLimitsUpdate,
  Exclusion,
  ExclusionResult,
  RealityCheck,
  RealityCheckStatus,
  SelfExclusionRequest,
  TimeoutRequest,
} from './schemas/responsibleGambling';
export {
  FixtureResult,
  FixtureResultPage,
  FixtureResultQuery,
  ResultMarket,
  ResultSelection,
  Scoreboard,
  ScoreboardQuery,
} from './schemas/results';
export {
  BankingLevelSetting,
  BankSetting,
  BettingSettings,
  Code,
  CodeType,
  LabelSetting,
  MemberBettingSetting,
  Settings,
  SignUpSetting,
  UserSettings,
} from './schemas/settings';
export type { SignUpDefaults } from './schemas/signUpDefaults';
export { signUpDefaults } from './schemas/signUpDefaults';
export type { SignUpInput } from './schemas/signup';
export {
  MemberCheckQuery,
  MemberCheckResult,
  SignUpPayload,
  SmsCheckQuery,
  SmsCheckResult,
  SmsSendRequest,
  SuggestionCode,
  SuggestionCodeQuery,
} from './schemas/signup';
export {
  FixtureListQuery,
  FixtureLivescore,
  FixtureMarket,
  FixtureOdds,
  FixturePage,
  FixtureParticipant,
  FixtureSummary,
  InplayListQuery,
  League,
  LeagueQuery,
  Location,
  LocationQuery,
  Market,
  Sport,
  SportListItem,
} from './schemas/sports';
export {
  ChangePasswordRequest,
  FindPasswordRequest,
  FindPasswordResponse,
  LoginRequest,
  LoginResponse,
  MemberChangePasswordRequest,
  TotpConfirm,
  TotpConfirmed,
  TotpEnrollment,
  TotpStatus,
  User,
} from './schemas/user';

// --- live: the live-push client and the typed LiveEvent union it delivers ---

export type { PopularLeague } from './home/popularLeagues';
export { popularLeagues } from './home/popularLeagues';
export { startingSoon } from './home/startingSoon';
export { maskNickname } from './jackpot/maskNickname';
export { applyLiveToFixtures } from './live/applyLiveToFixtures';
export type { BackoffOptions } from './live/backoffDelay';
export type { FetchLike } from './live/createFetchSource';
export { createFetchSource } from './live/createFetchSource';
export type { LiveClient, LiveClientOptions, LiveResyncResult } from './live/createLiveClient';
export { createLiveClient } from './live/createLiveClient';
export type { LiveNoticeSnapshot, LiveNoticeStore } from './live/createLiveNoticeStore';
export { createLiveNoticeStore } from './live/createLiveNoticeStore';
export type {
  LiveChannel,
  LiveControl,
  LiveEvent,
  LiveEventChannels,
  LiveEventData,
  LiveEventType,
  LiveMessage,
  LiveOddsChange,
  LivePeriodScore,
  LivePrivateChannel,
  LivePublicChannel,
} from './live/liveEvent';
export type { LiveNotice } from './live/liveNotice';
export { liveNotice } from './live/liveNotice';
export type { LiveSource, LiveSourceFactory } from './live/liveSource';
export type { LiveState } from './live/liveState';
export { LiveStreamQuery } from './live/liveStreamQuery';
export { LIVE_HEARTBEAT_MS, LIVE_RETRY_BASE_MS, LIVE_RETRY_MAX_MS, LIVE_STALE_MS } from './live/liveTiming';

// --- results: reading fixture, bet and game results for the history and result pages ---

export type { ClockReading } from './results/fixtureClockLabel';
export { fixtureClockLabel } from './results/fixtureClockLabel';
export type { FixtureResultLike, FixtureResultSummary } from './results/fixtureResultSummary';
export { fixtureResultSummary, RESULT_MARKET, RESULT_MARKET_IDS } from './results/fixtureResultSummary';
export type { FixtureStatus, ResultState } from './results/fixtureStatus';
export {
  FINAL_FIXTURE_STATUSES,
  FIXTURE_STATUS,
  FIXTURE_STATUS_LABELS,
  fixtureStatusLabel,
  LIVE_FIXTURE_STATUSES,
  RESULT_STATES,
  resultState,
  UPCOMING_FIXTURE_STATUSES,
} from './results/fixtureStatus';
export type { KstDayBounds } from './results/kstDay';
export { kstDay, kstDayBounds, shiftKstDay } from './results/kstDay';
export type { LineKind, LineOutcome, LineSelection, LineSide } from './results/lineOutcomes';
export { lineOutcomes, mainLine } from './results/lineOutcomes';
export type { PeriodColumn, PeriodScoreLike } from './results/periodColumns';
export { periodColumns } from './results/periodColumns';
export type { ScoreboardFixtureLike, ScoreboardSport } from './results/scoreboardSections';
export { scoreboardSections } from './results/scoreboardSections';
export type { ScoreboardWindow } from './results/scoreboardWindow';
export {
  SCOREBOARD_FINISHED_HOURS,
  SCOREBOARD_SECTION_LIMIT,
  SCOREBOARD_UPCOMING_MIN_HOURS,
  scoreboardWindow,
} from './results/scoreboardWindow';
export { resultDateRange, validateResultDate } from './results/validateResultDate';
export type { OutcomeState, SettledSelection, WinnerOutcome } from './results/winnerOutcome';
export { UNDECIDED_OUTCOME_LABELS, undecidedState, winnerOutcome } from './results/winnerOutcome';

// --- api: createKbetClient, the typed HTTP client (camelCase query parameters), and a stub for tests ---

export type { KbetClient } from './api/createKbetClient';
export { createKbetClient } from './api/createKbetClient';
export type { CallBody, CallInput, CallOptions, KbetClientOptions, MoneyCallOptions } from './api/createSend';
export { decodeSmsPhone, encodeSmsPhone } from './api/encodeSmsPhone';
export type { ResponseIssue } from './api/invalidResponseError';
export { InvalidResponseError, isInvalidResponseError } from './api/invalidResponseError';
export type {
  FixtureListParams,
  FixtureResultParams,
  InplayListParams,
  ScoreboardParams,
} from './api/sports';
export type { KbetClientStubs } from './api/stubKbetClient';
export { stubKbetClient } from './api/stubKbetClient';

// --- popups, roulette and html: the rules behind site popups, the roulette wheel and member-visible HTML ---

export { isAllowedHtmlUrl } from './html/isAllowedHtmlUrl';
export { isPopupHidden } from './popups/isPopupHidden';
export type { PopupHideChoice } from './popups/popupHideUntil';
export { popupHideUntil } from './popups/popupHideUntil';
export type { PopupLike } from './popups/visiblePopups';
export { popupHideKey, visiblePopups } from './popups/visiblePopups';
export type { RouletteOutcome } from './roulette/rouletteOutcome';
export { rouletteOutcome } from './roulette/rouletteOutcome';

// --- wallet, sign-up and responsible gambling: deposit, withdrawal, bonus, sign-up store and RG limit rules ---

export type { ExcludableUser } from './rg/activeExclusion';
export { activeExclusion } from './rg/activeExclusion';
export type {
  RealityCheckClient,
  RealityCheckReminder,
  RealityCheckSnapshot,
  RealityCheckStore,
  RealityCheckStoreOptions,
} from './rg/createRealityCheckStore';
export { createRealityCheckStore } from './rg/createRealityCheckStore';
export { exclusionMessage } from './rg/exclusionMessage';
export type { RealityCheckInterval, SelfExclusionMonths, TimeoutDays } from './rg/rgOptions';
export { REALITY_CHECK_INTERVALS, SELF_EXCLUSION_MONTH_OPTIONS, TIMEOUT_DAY_OPTIONS } from './rg/rgOptions';
export { validateDepositLimit } from './rg/validateDepositLimit';
export type {
  SignUpBusy,
  SignUpClient,
  SignUpField,
  SignUpFormValues,
  SignUpNotice,
  SignUpSnapshot,
  SignUpStore,
  SignUpStoreOptions,
} from './signup/createSignUpStore';
export { createSignUpStore } from './signup/createSignUpStore';
export type { ReferralFields } from './signup/referralFields';
export { referralFields } from './signup/referralFields';
export { validateReferralCode } from './signup/validateReferralCode';
export { addQuickAmount } from './wallet/addQuickAmount';
export type { HideableCharge } from './wallet/canHideCharge';
export { canHideCharge } from './wallet/canHideCharge';
export { formatSignedWon } from './wallet/formatSignedWon';
export {
  LEDGER_ACCOUNT_LABELS,
  LEDGER_ACCOUNT_UNITS,
  LEDGER_KIND_LABELS,
  ledgerKindLabel,
} from './wallet/ledgerLabels';
export type { CoinDepositClient, CoinDepositParams } from './wallet/requestCoinDeposit';
export { requestCoinDeposit } from './wallet/requestCoinDeposit';
export type { DepositAccountClient, DepositAccountMember } from './wallet/revealDepositAccount';
export { revealDepositAccount } from './wallet/revealDepositAccount';

// --- partners and recommenders: commission rules, settlement periods and reports ---

export { adjustmentLines } from './partners/adjustmentLines';
export type {
  AggregateFactsParams,
  AggregateFactsResult,
  ReportBy,
  ReportRow,
} from './partners/aggregateFacts';
export { aggregateFacts, REPORT_GROUPINGS } from './partners/aggregateFacts';
export type { ApplyCarryoverParams, ApplyCarryoverResult } from './partners/applyCarryover';
export { applyCarryover } from './partners/applyCarryover';
export type { UplineIssue } from './partners/checkUpline';
export { checkUpline } from './partners/checkUpline';
export type { CommissionKind, CommissionLine } from './partners/commissionLine';
export { applyRate, BASIS_POINTS, describeRate, formatRate, MAX_RATE_BP } from './partners/commissionRate';
export type { LedgerFact } from './partners/ledgerFact';
export type { LosingCommissionParams, LosingCommissionResult } from './partners/losingCommissionLines';
export { losingCommissionLines } from './partners/losingCommissionLines';
export { maskName, maskNumber } from './partners/maskPersonal';
export type { MemberPeriodFacts, VerticalFacts } from './partners/memberFacts';
export { memberGgr, memberNgr } from './partners/memberFacts';
export type {
  CarryoverMode,
  CarryoverRule,
  PartnerContract,
  PartnerTier,
  Upline,
} from './partners/partnerContract';
export { CARRYOVER_MODES, PARTNER_TIERS } from './partners/partnerContract';
export type {
  RecommenderCommissionParams,
  RecommenderCommissionResult,
} from './partners/recommenderCommission';
export { recommenderCommission } from './partners/recommenderCommission';
export type { ReportFromTotalsParams, ReportTotals } from './partners/reportFromTotals';
export { reportFromTotals } from './partners/reportFromTotals';
export type { RollingCommissionParams } from './partners/rollingCommissionLines';
export { rollingCommissionLines } from './partners/rollingCommissionLines';
export type { SettleMemberParams, SettleMemberResult } from './partners/settleMember';
export { settleMember } from './partners/settleMember';
export type { SettlementPeriod } from './partners/settlementPeriod';
export {
  addDays,
  DEFAULT_PERIOD_DAYS,
  isDay,
  periodOf,
  periodsOverlap,
  weekStartOf,
} from './partners/settlementPeriod';
export type { PartnerTotal, SettlePeriodParams, SettlePeriodResult } from './partners/settlePeriod';
export { carryKey, settlePeriod, totalByPartner } from './partners/settlePeriod';
export {
  DownlineBet,
  DownlineBetPage,
  DownlineBetQuery,
  DownlineCasinoBet,
  DownlineCasinoBetPage,
  DownlineMember,
  DownlineQuery,
  OwnSettlementLine,
  PartnerInquiry,
  PartnerInquiryCreate,
  PartnerMe,
  PartnerTierView,
} from './schemas/partnerArea';
export type { TotpAlgorithm, TotpParams } from './session/totp';
export {
  base32Decode,
  base32Encode,
  hotp,
  TOTP_DIGITS,
  TOTP_STEP_SECONDS,
  totp,
  totpStep,
} from './session/totp';

// --- mini-games: games, markets, rounds and provably fair draws ---

export type { DrawStream, DrawStreamParams } from './fairness/createDrawStream';
export { createDrawStream } from './fairness/createDrawStream';
export { drawWithoutReplacement } from './fairness/drawWithoutReplacement';
export type { BuildHashChainParams, HashChain } from './fairness/hashChain';
export { buildHashChain, chainSeed, verifyChainLink } from './fairness/hashChain';
export { InvalidDrawInputError, isInvalidDrawInputError } from './fairness/invalidDrawInputError';
export { randomInt } from './fairness/randomInt';
export { isSeedHex, SEED_BYTES } from './fairness/seedBytes';
export { sha256Hex } from './fairness/sha256Hex';
export type { VerifyRoundInput, VerifyRoundResult } from './fairness/verifyRound';
export { verifyRound } from './fairness/verifyRound';
export { weightedIndex } from './fairness/weightedIndex';
export { areOppositeMarkets } from './minigame/areOppositeMarkets';
export type { Card, CardClass, CardSuit } from './minigame/cards';
export { CARD_SUITS, cardAt, isRedCard } from './minigame/cards';
export { checkMinigameStake } from './minigame/checkMinigameStake';
export { drawMinigameRound } from './minigame/drawMinigameRound';
export type { BaccaratOutcome, BaccaratResult } from './minigame/families/baccarat';
export { BACCARAT, baccaratBankerDraws } from './minigame/families/baccarat';
export type { DragonTigerOutcome, DragonTigerResult } from './minigame/families/dragonTiger';
export { DRAGON_TIGER } from './minigame/families/dragonTiger';
export type { HighLowOutcome } from './minigame/families/highLow';
export type { HorseRaceOutcome, HorseRaceResult } from './minigame/families/horseRace';
export { HORSE_RACE } from './minigame/families/horseRace';
export type { KenoOutcome, KenoResult } from './minigame/families/keno';
export { KENO } from './minigame/families/keno';
export type { KenoLadderOutcome } from './minigame/families/kenoLadder';
export type { LadderOutcome } from './minigame/families/ladder';
export type { OddEvenOutcome } from './minigame/families/oddEven';
export type {
  PenaltyDirection,
  PenaltyKickOutcome,
  PenaltyKickResult,
} from './minigame/families/penaltyKick';
export { PENALTY_DIRECTIONS } from './minigame/families/penaltyKick';
export type { PowerballOutcome, PowerballResult } from './minigame/families/powerball';
export { POWERBALL } from './minigame/families/powerball';
export type { RouletteWheelOutcome, RouletteWheelResult } from './minigame/families/roulette';
export { ROULETTE_WHEEL, ROULETTE_WHEEL_RED } from './minigame/families/roulette';
export type { UpDownOutcome, UpDownResult } from './minigame/families/upDown';
export type { LadderFinish, LadderResult, LadderStart } from './minigame/ladderMarkets';
export { ladderFinish } from './minigame/ladderMarkets';
export { MINIGAME_CLOSE_SECONDS, minigameCloseSecondsRange } from './minigame/minigameCloseSeconds';
export type { MinigameOutcome, MinigameResults } from './minigame/minigameFamilies';
export { MINIGAME_FAMILIES, minigameFamily } from './minigame/minigameFamilies';
export type { MinigameFamily, MinigameFamilyId, MinigameMarket } from './minigame/minigameFamily';
export type { MinigameGame } from './minigame/minigameGames';
export { findMinigameGame, MINIGAME_GAMES, minigameGameByRoute } from './minigame/minigameGames';
export type {
  MinigameBettingLimits,
  MinigameLevelLimits,
  MinigameLimits,
} from './minigame/minigameLevelLimits';
export { minigameLevelLimits } from './minigame/minigameLevelLimits';
export type { MinigameMarketEntry } from './minigame/minigameMarkets';
export {
  findMinigameMarket,
  minigameMarketOdds,
  minigameMarkets,
  minigameMarketWins,
} from './minigame/minigameMarkets';
export type { MinigameMessageCode } from './minigame/minigameMessages';
export { MINIGAME_MESSAGES } from './minigame/minigameMessages';
export type { MinigamePrice } from './minigame/minigameOdds';
export { minigameOdds, RTP_MAX_SCALE } from './minigame/minigameOdds';
export { minigameRoundOdds } from './minigame/minigameRoundOdds';
export type { MinigameRtpPolicy } from './minigame/minigameRtp';
export {
  isRtpAboveCapError,
  MINIGAME_RTP,
  minigameRtpPolicy,
  RtpAboveCapError,
  rtpWithinCap,
} from './minigame/minigameRtp';
export { MinigameBetPlaced, MinigameBetRequest, MinigameRound } from './schemas/minigame';
export {
  VirtualBetPlaced,
  VirtualBetRequest,
  VirtualFixture,
  VirtualResultsQuery,
  VirtualRound,
} from './schemas/virtual';
export { areOppositeVirtualMarkets } from './virtuals/areOppositeVirtualMarkets';
export type { BasketballMatch, BasketballResult } from './virtuals/basketballModel';
export {
  BASKETBALL_OVERTIME,
  basketballLines,
  basketballModel,
  basketballRates,
} from './virtuals/basketballModel';
export { BASKETBALL_POINTS, basketballPoints } from './virtuals/basketballPoints';
export type { BasketballScore } from './virtuals/basketballTimeline';
export { basketballTimeline } from './virtuals/basketballTimeline';
export type { DrawVirtualRoundParams, VirtualDrawnEvent } from './virtuals/drawVirtualRound';
export { drawVirtualResults, drawVirtualRound, virtualStreamId } from './virtuals/drawVirtualRound';
export { MAX_HALF_GOALS, poissonGoals } from './virtuals/poissonGoals';
export type { RaceField, RaceResult } from './virtuals/raceModel';
export { RACE_PLACE_THREE_FROM, raceModel, racePlaces } from './virtuals/raceModel';
export type { RaceTimeline } from './virtuals/raceTimeline';
export { RACE_TRACK, raceTimeline } from './virtuals/raceTimeline';
export type { SoccerMatch, SoccerResult } from './virtuals/soccerModel';
export { SOCCER_RATES, soccerModel, soccerRates } from './virtuals/soccerModel';
export type { Side, SoccerTimeline } from './virtuals/soccerTimeline';
export { soccerTimeline } from './virtuals/soccerTimeline';
export { summarizeVirtualResult } from './virtuals/summarizeVirtualResult';
export type { VerifyVirtualRoundResult } from './virtuals/verifyVirtualRound';
export { verifyVirtualRound } from './virtuals/verifyVirtualRound';
export type { VirtualEvent, VirtualResult } from './virtuals/virtualEvent';
export { virtualRoundEvents } from './virtuals/virtualEvent';
export type { VirtualEntrant, VirtualLeague, VirtualName, VirtualSport } from './virtuals/virtualLeagues';
export {
  findVirtualLeague,
  VIRTUAL_LEAGUES,
  VIRTUAL_SCHEDULE,
  VIRTUAL_SPORT_NAMES,
} from './virtuals/virtualLeagues';
export { VIRTUAL_MARKET_GROUPS } from './virtuals/virtualMarketGroups';
export type { VirtualMarketEntry } from './virtuals/virtualMarkets';
export { findVirtualMarket, virtualEventMarkets, virtualMarketWins } from './virtuals/virtualMarkets';
export type { VirtualMessageCode } from './virtuals/virtualMessages';
export { VIRTUAL_MESSAGES } from './virtuals/virtualMessages';
export type { VirtualMarketSpec, VirtualModel, VirtualSpace } from './virtuals/virtualModel';
export type { VirtualMatchCard, VirtualRoundCard } from './virtuals/virtualRoundCard';
export { virtualRoundCard } from './virtuals/virtualRoundCard';
export type { VirtualStatus } from './virtuals/virtualStatus';
export { VIRTUAL_STATUS } from './virtuals/virtualStatus';

// --- casino: casino tables, slots and hold'em rules and transfers ---

export type { CasinoGameType, CasinoTransType } from './casino/casinoGameType';
export {
  CASINO_DELETE_ALL_MAX,
  CASINO_GAME_TYPE,
  CASINO_TRANS_TYPE,
  CASINO_TRANS_TYPE_NAMES,
} from './casino/casinoGameType';
export type { CasinoMessageCode } from './casino/casinoMessages';
export { CASINO_MESSAGES } from './casino/casinoMessages';
export type { CasinoTableId, CasinoTableMarket } from './casino/casinoTables';
export { CASINO_TABLES, casinoTableMarkets, isCasinoTable } from './casino/casinoTables';
export type { CasinoTransferCheck, CasinoTransferDirection } from './casino/casinoTransferRule';
export {
  CASINO_TRANSFER_MAX,
  CASINO_TRANSFER_MIN,
  CASINO_TRANSFER_STEP,
  checkCasinoTransfer,
} from './casino/casinoTransferRule';
export type { HoldemDeal } from './casino/holdem/dealHoldemCards';
export { dealHoldemCards } from './casino/holdem/dealHoldemCards';
export type { HoldemHandCategory, HoldemHandRank } from './casino/holdem/rankHoldemHand';
export {
  compareHoldemRanks,
  HOLDEM_HAND_CATEGORIES,
  HOLDEM_HAND_NAMES,
  rankHoldemHand,
} from './casino/holdem/rankHoldemHand';
export type { CasinoWindow, OpenCasinoGameParams, OpenCasinoGameResult } from './casino/openCasinoGame';
export { openCasinoGame } from './casino/openCasinoGame';
export type { OpenHoldemGameParams, OpenHoldemGameResult } from './casino/openHoldemGame';
export { openHoldemGame } from './casino/openHoldemGame';
export type { SlotLineWin, SlotSpinResult } from './casino/slots/evaluateSlot';
export { drawSlotStops, evaluateSlot } from './casino/slots/evaluateSlot';
export type { SlotMachine } from './casino/slots/slotMachine';
export { SLOT_REELS, SLOT_ROWS } from './casino/slots/slotMachine';
export { findSlotMachine, SLOT_FRUITS, SLOT_GEMS, SLOT_MACHINES } from './casino/slots/slotMachines';
export { slotRtp } from './casino/slots/slotRtp';
export {
  CasinoTransferRequest,
  CasinoTransferResult,
  CasinoVendor,
  CasinoVendorQuery,
} from './schemas/casino';
