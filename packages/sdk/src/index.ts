/**
 * @kbet/sdk public API. Explicit named exports, grouped by domain.
 * Each section is owned by its folder; add exports inside the matching section only.
 */

// --- i18n ---
export * as ko from './i18n/ko';

// --- validation ---
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
export type { KstParts } from './validation/kstParts';
export { kstParts, startOfKstDay } from './validation/kstParts';
export type { TextInput } from './validation/missingField';
export { parseAmountInput } from './validation/parseAmountInput';
export { parseBetAmountInput } from './validation/parseBetAmountInput';
export type { AmountInput } from './validation/readAmount';
export type { ValidationFailure, ValidationIssue, ValidationResult } from './validation/result';
export { fail, ok } from './validation/result';
export type { SignUpReading, SignUpReadingOption } from './validation/signUpReading';
export type { SignUpRules } from './validation/signUpRules';
export { signUpRules } from './validation/signUpRules';
export { joinBirthDate, splitBirthDate } from './validation/splitBirthDate';
export type { DateInput } from './validation/toEpochMs';
export { toEpochMs } from './validation/toEpochMs';
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
// (end validation)

// --- constants ---
export type {
  BallMarketPrefix,
  BetQuickAction,
  ChargeStatus,
  ChargeType,
  DepositBonusCode,
  DepositBonusOption,
  DepositMode,
  GameType,
  HtmlPolicy,
  RouletteCouponType,
  RouletteKind,
  SlipStyle,
  SportId,
  SportsGameType,
  StatusColor,
  WinFlag,
} from './constants';
export {
  ACCOUNT_PASSWORD_LENGTH,
  ADMIN_PAGE_SIZE,
  ANTIBOT_CODE_LENGTH,
  BALL_MARKET_PREFIX,
  BET_QUICK_ACTIONS,
  BET_QUICK_AMOUNTS,
  BET_SETTING_UNIT,
  ballMarketPrefix,
  CANCEL_WINDOW_MS,
  CASINO_GAME_TYPE_NAME,
  CASINO_POPUP_LIST_SIZE,
  CHARGE_STATUS,
  CHARGE_STATUS_ERROR_LABEL,
  CHARGE_STATUS_LABELS,
  CHARGE_TYPE,
  CLOCK_TICK_MS,
  COIN_QUICK_AMOUNTS,
  chargeStatusColor,
  chargeStatusLabel,
  DEFAULT_ITEMS_PER_PAGE,
  DEPOSIT_BONUS_CODE,
  DEPOSIT_BONUS_OPTIONS,
  DEPOSIT_MODE,
  DEPOSIT_QUICK_AMOUNTS,
  DEPOSIT_STEP,
  DESKTOP_VIEWPORT_WIDTH,
  DIALOG_WIDTH,
  depositBonusOption,
  GAME_DETAIL_TYPES,
  GAME_TYPE,
  GAME_TYPE_NAMES,
  gameDetailType,
  gameTypeName,
  HALF_SPORTS,
  HISTORY_MAX_PAGES,
  HISTORY_PAGE_LINKS,
  HISTORY_PAGE_SIZE,
  HTML_POLICY,
  INQUIRY_PAGE_SIZE,
  isMobileWidth,
  isPlayingPeriod,
  isSlipStyle,
  JACKPOT_STEP_MS,
  KST_OFFSET_MINUTES,
  LOGIN_STAMP_TTL_MS,
  MARKET_ID,
  MARKET_NAMES_KO,
  MARQUEE_CYCLE_MS,
  MAX_ACCOUNT_HOLDER_LENGTH,
  MAX_ACCOUNT_NUMBER_LENGTH,
  MAX_BANK_CODE,
  MAX_DEPOSIT,
  MAX_DEPOSIT_BONUS,
  MAX_EVENT_BET,
  MAX_LEAGUE_NAME_LENGTH,
  MAX_LEVEL,
  MAX_NICKNAME_LENGTH,
  MAX_PHONE_CODE_REQUESTS,
  MAX_SIGNUP_PASSWORD_LENGTH,
  MAX_TOTAL_ODDS,
  MAX_USER_ID_LENGTH,
  MAX_WITHDRAWAL_PER_DAY,
  MAX_WITHDRAWAL_PER_REQUEST,
  MAX_WITHDRAWAL_PER_REQUEST_HIGH_VALUE,
  MEMBER_TYPE,
  MIN_BANK_CODE,
  MIN_BET,
  MIN_BONUS_ODDS,
  MIN_COIN,
  MIN_COMP_CONVERSION,
  MIN_DEPOSIT,
  MIN_LEVEL,
  MIN_PASSWORD_LENGTH,
  MIN_POINT_CONVERSION,
  MIN_SIGNUP_AGE,
  MIN_SIGNUP_PASSWORD_LENGTH,
  MIN_USER_ID_LENGTH,
  MIN_WITHDRAWAL,
  MOBILE_MAX_WIDTH,
  MOBILE_VIEWPORT_WIDTH,
  marketNameKorean,
  NOTICE_POPUP_LIST_SIZE,
  PARTNER_TYPES,
  PERIOD,
  PERIOD_LABELS_KO,
  PHONE_CODE_REQUEST_WINDOW_MS,
  PHONE_CODE_VALID_MS,
  PHONE_LAST_DIGITS_LENGTH,
  POINT_COMP_DIALOG_SIZE,
  POLL_INTERVAL_MS,
  POPUP_HIDE_LONG_MS,
  POPUP_HIDE_SHORT_MS,
  POPUP_LIST_SIZE,
  periodLabel,
  ROLE,
  ROULETTE_COUPON_TYPE,
  ROULETTE_LOSING_VALUE,
  ROULETTE_PRIZES,
  ROULETTE_RESULT_DELAY_MS,
  ROULETTE_SPIN_MS,
  SET_SPORTS,
  SLIP_STYLES,
  SPORT_ID,
  SPORT_NAMES_KO,
  sportNameKorean,
  UNANSWERED_INQUIRY_LIMIT,
  WIN_FLAG,
  WIN_FLAG_LABELS,
  WITHDRAWAL_AFTER_DEPOSIT_MS,
  WITHDRAWAL_CLOSED_FROM_MINUTE,
  WITHDRAWAL_CLOSED_UNTIL_MINUTE,
  WITHDRAWAL_HISTORY_PAGE_SIZE,
  WITHDRAWAL_INTERVAL_MS,
  WITHDRAWAL_QUICK_AMOUNTS,
  WITHDRAWAL_UNIT,
  WITHDRAWN,
  WON_PER_COIN,
  winFlagColor,
  winFlagLabel,
} from './constants';
// (end constants)

// --- odds ---
export type { Decimal, Fraction, OddsLeg } from './odds';
export {
  compareOdds,
  expectedWin,
  formatOdds,
  formatScaled,
  InvalidDecimalError,
  isInvalidDecimalError,
  legFactor,
  ODDS_MAX_SCALE,
  parseDecimal,
  realOdds,
  realOddsHundredths,
  settlementPayout,
  toScaled,
  totalOdds,
  totalOddsHundredths,
  tryParseDecimal,
  winForHundredths,
} from './odds';
// (end odds)

// --- betslip & stores & events ---
export type {
  BetRequestParams,
  BetSlip,
  BettingLimits,
  HistorySlipLeg,
  HistorySlipSummary,
  MarketFamily,
  PickLike,
  QuickAddButton,
  SlipMode,
  SlipSelection,
} from './betslip';
export {
  addSelection,
  applyOddsChanges,
  BONUS_FIXTURE_ID,
  bettingLimits,
  clearSelections,
  createBetSlip,
  DEFAULT_BONUS_RULE,
  dropUnsupportedBonus,
  hasSuspended,
  historySlipSummary,
  isBonusSelection,
  marketFamily,
  pickLabel,
  quickAdd,
  removeSelection,
  resumeSelections,
  sameId,
  slipGameDetailType,
  slipLegs,
  suspendSelections,
  toBetRequest,
} from './betslip';
export type { KbetEventBus, KbetEvents, SessionEndReason } from './events';
export { createKbetEvents } from './events';
export type {
  BetSlipSnapshot,
  BetSlipStore,
  BetSlipStoreOptions,
  Clock,
  KeyValueStorage,
  PlaceBetParams,
  ReadonlySignal,
  ResourceCache,
  ResourceState,
  ResourceStatus,
  ResourceStore,
  ResourceStoreOptions,
  RouletteClient,
  RoulettePhase,
  RouletteSnapshot,
  RouletteStore,
  RouletteStoreOptions,
  SessionClient,
  SessionSnapshot,
  SessionStatus,
  SessionStore,
  SessionStoreOptions,
  SlipLimits,
} from './stores';
export {
  createBetSlipStore,
  createResourceCache,
  createResourceStore,
  createRouletteStore,
  createSessionStore,
  subscribeSignal,
  systemClock,
} from './stores';
// (end betslip)

// --- session & permissions & pagination ---
export type { HistoryDatePreset, HistoryDateRange } from './pagination/historyDateRange';
export { defaultHistoryPreset, HISTORY_DATE_PRESETS, historyDateRange } from './pagination/historyDateRange';
export type { PaginateOptions, Pagination } from './pagination/paginate';
export { paginate } from './pagination/paginate';
export type {
  GuardDecision,
  GuardSettings,
  HoldemGame,
  HoldemSettings,
  HoldemUser,
  LoginStamp,
  PageGuardInput,
  SessionUser,
  WireFlag,
} from './session';
export {
  ADMIN_PATH,
  bankingLevelCode,
  canEnterPartnerArea,
  canOpenHoldem,
  canRegisterNotice,
  createLoginStamp,
  hasPartnerEntry,
  isAdminLike,
  isFlagOn,
  isLoginStampValid,
  isStaffAccount,
  isUnder,
  LOGIN_REQUIRED_PAGES,
  levelBadge,
  limitLevel,
  loginRequiredGuard,
  MAINTENANCE_PATH,
  MESSAGE_PATH,
  maintenanceGuard,
  PARTNER_LOGIN_PATH,
  pageGuard,
  partnerGuard,
  refreshLoginStamp,
  routePath,
  showLogoutButton,
  staffGuard,
  UNREAD_CHECK_EXEMPT_PREFIXES,
  unreadMessageGuard,
  usesLoginStamp,
  withdrawnGuard,
} from './session';
// (end session)

// --- errors ---
export type {
  ApiErrorInit,
  BetHistoryArea,
  BlockedStatus,
  FailureAction,
  FailureContext,
  FailureOutcome,
  HttpFailure,
  OddsChange,
  OddsVersion,
  SentBetting,
  SessionEndStatus,
} from './errors';
export {
  ApiError,
  BlockedError,
  isApiError,
  isBlockedError,
  isBlockedStatus,
  isKbetError,
  isOddsChangedError,
  isSessionEndedError,
  isSessionEndStatus,
  isValidationError,
  KbetError,
  mapHttpFailure,
  OddsChangedError,
  oddsChangesFrom,
  SessionEndedError,
  serverMessage,
  toKbetError,
  ValidationError,
} from './errors';
// (end errors)

// --- schemas ---
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
  BoardNoticeQuery,
  BoardPageQuery,
  BoardQuery,
  CustomerInquiry,
  CustomerInquiryCreate,
  InquiryKind,
  InquiryReadRequest,
  InquiryTemplate,
  Jackpot,
  JackpotRegisterRequest,
  Message,
  MessageDeleteRequest,
  MessageReadRequest,
  NonMemberInquiry,
  Notice,
  NoticeWrite,
  Popup,
  UnreadCount,
} from './schemas/board';
export { CardChoiceRequest, CardCount, RouletteResult } from './schemas/card';
export {
  ApiErrorBody,
  Count,
  decimal,
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
  nonEmpty,
  Odds,
  Paging,
  page,
  Rate,
  Ref,
  required,
  SignedWon,
  str,
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
  User,
} from './schemas/user';
// (end schemas)

// --- live ---
export type {
  BackoffOptions,
  FetchLike,
  LiveChannel,
  LiveClient,
  LiveClientOptions,
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
  LiveResyncResult,
  LiveSource,
  LiveSourceFactory,
  LiveState,
} from './live';
export {
  applyLiveToFixtures,
  backoffDelay,
  createFetchSource,
  createLiveClient,
  LIVE_HEARTBEAT_MS,
  LIVE_RETRY_BASE_MS,
  LIVE_RETRY_MAX_MS,
  LIVE_STALE_MS,
  LiveStreamQuery,
} from './live';
// (end live)

// --- results ---
export type {
  ClockReading,
  FixtureResultLike,
  FixtureResultSummary,
  FixtureStatus,
  KstDayBounds,
  LineKind,
  LineOutcome,
  LineSelection,
  LineSide,
  OutcomeState,
  PeriodColumn,
  PeriodScoreLike,
  ResultState,
  ScoreboardFixtureLike,
  ScoreboardSport,
  ScoreboardWindow,
  SettledSelection,
  WinnerOutcome,
} from './results';
export {
  FINAL_FIXTURE_STATUSES,
  FIXTURE_STATUS,
  FIXTURE_STATUS_LABELS,
  fixtureClockLabel,
  fixtureResultSummary,
  fixtureStatusLabel,
  kstDay,
  kstDayBounds,
  LIVE_FIXTURE_STATUSES,
  lineOutcomes,
  mainLine,
  periodColumns,
  RESULT_MARKET,
  RESULT_MARKET_IDS,
  RESULT_STATES,
  resultDateRange,
  resultState,
  SCOREBOARD_FINISHED_HOURS,
  SCOREBOARD_SECTION_LIMIT,
  SCOREBOARD_UPCOMING_MIN_HOURS,
  scoreboardSections,
  scoreboardWindow,
  shiftKstDay,
  UNDECIDED_OUTCOME_LABELS,
  UPCOMING_FIXTURE_STATUSES,
  undecidedState,
  validateResultDate,
  winnerOutcome,
} from './results';
// (end results)

// --- api client ---
export type { KbetClient } from './api/createKbetClient';
export { createKbetClient } from './api/createKbetClient';
export type { CallInput, CallOptions, KbetClientOptions, MoneyCallOptions } from './api/createSend';
export { decodeSmsPhone, encodeSmsPhone } from './api/encodeSmsPhone';
export type { ResponseIssue } from './api/invalidResponseError';
export { InvalidResponseError, isInvalidResponseError } from './api/invalidResponseError';
// (end api)

// --- popups & roulette & html ---
export { isAllowedHtmlUrl } from './html/isAllowedHtmlUrl';
export type { PopupHideChoice, PopupLike } from './popups';
export { isPopupHidden, popupHideKey, popupHideUntil, visiblePopups } from './popups';
export type { RouletteOutcome } from './roulette/rouletteOutcome';
export { rouletteOutcome } from './roulette/rouletteOutcome';
// (end popups & roulette & html)

// --- wallet, sign-up & responsible gambling flows ---
export type {
  ExcludableUser,
  RealityCheckClient,
  RealityCheckInterval,
  RealityCheckReminder,
  RealityCheckSnapshot,
  RealityCheckStore,
  RealityCheckStoreOptions,
  SelfExclusionMonths,
  TimeoutDays,
} from './rg';
export {
  activeExclusion,
  createRealityCheckStore,
  nextRealityCheckAt,
  REALITY_CHECK_INTERVALS,
  SELF_EXCLUSION_MONTH_OPTIONS,
  TIMEOUT_DAY_OPTIONS,
  validateDepositLimit,
} from './rg';
export type { ReferralFields, SignUpExtras } from './signup';
export { referralFields, toSignUpInput, validateReferralCode } from './signup';
export type {
  CoinDepositClient,
  CoinDepositParams,
  DepositAccountClient,
  DepositAccountMember,
  HideableCharge,
} from './wallet';
export {
  addQuickAmount,
  canHideCharge,
  formatSignedWon,
  LEDGER_ACCOUNT_LABELS,
  LEDGER_KIND_LABELS,
  ledgerKindLabel,
  requestCoinDeposit,
  revealDepositAccount,
} from './wallet';
// (end wallet, sign-up & responsible gambling)

// --- mini-games & provably fair draws (issue 12) ---
export type {
  BuildHashChainParams,
  DrawStream,
  DrawStreamParams,
  HashChain,
  VerifyRoundInput,
  VerifyRoundResult,
} from './fairness';
export {
  buildHashChain,
  chainSeed,
  createDrawStream,
  drawWithoutReplacement,
  InvalidDrawInputError,
  isInvalidDrawInputError,
  isSeedHex,
  randomInt,
  SEED_BYTES,
  sha256Hex,
  verifyChainLink,
  verifyRound,
  weightedIndex,
} from './fairness';
export type {
  BaccaratOutcome,
  BaccaratResult,
  Card,
  CardClass,
  CardSuit,
  DragonTigerOutcome,
  DragonTigerResult,
  HighLowOutcome,
  HorseRaceOutcome,
  HorseRaceResult,
  KenoLadderOutcome,
  KenoOutcome,
  KenoResult,
  LadderFinish,
  LadderOutcome,
  LadderResult,
  LadderStart,
  MinigameFamily,
  MinigameFamilyId,
  MinigameGame,
  MinigameMarket,
  MinigameMarketEntry,
  MinigameOutcome,
  MinigamePrice,
  MinigameResults,
  MinigameRtpPolicy,
  OddEvenOutcome,
  PenaltyDirection,
  PenaltyKickOutcome,
  PenaltyKickResult,
  PowerballOutcome,
  PowerballResult,
  RouletteWheelOutcome,
  RouletteWheelResult,
  UpDownOutcome,
  UpDownResult,
} from './minigame';
export {
  BACCARAT,
  baccaratBankerDraws,
  CARD_SUITS,
  cardAt,
  DRAGON_TIGER,
  drawMinigameRound,
  findMinigameGame,
  findMinigameMarket,
  HORSE_RACE,
  isRedCard,
  isRtpAboveCapError,
  KENO,
  ladderFinish,
  MINIGAME_FAMILIES,
  MINIGAME_GAMES,
  MINIGAME_RTP,
  minigameFamily,
  minigameGameByRoute,
  minigameMarketOdds,
  minigameMarkets,
  minigameMarketWins,
  minigameOdds,
  minigameRtpPolicy,
  PENALTY_DIRECTIONS,
  POWERBALL,
  ROULETTE_WHEEL,
  ROULETTE_WHEEL_RED,
  RTP_MAX_SCALE,
  RtpAboveCapError,
  rtpWithinCap,
} from './minigame';
// (end mini-games & provably fair draws)
