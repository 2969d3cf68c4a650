import * as z from 'zod/mini';
import { CHARGE_STATUS } from '../constants/chargeStatus';
import { ROULETTE_COUPON_TYPE } from '../constants/roulette';
import { toEpochMs } from '../core/toEpochMs';
import { Notice, Popup, StaffInquiryKind } from './board';
import {
  Count,
  Flag,
  HttpsUrl,
  Id,
  INT32_MAX,
  Int,
  Int16,
  Int32,
  IsoDateTime,
  IsoDay,
  int,
  page,
  required,
  SignedWon,
  str,
  Text,
  Won,
} from './common';
import { Charge } from './money';
import { DepositLimits } from './responsibleGambling';
import { Settings } from './settings';

// The staff back office (/admin-api): kbet's own shapes, read by the CLI's admin commands.

/** The wallet a staff adjustment moves: the User's emoney, casinoMoney, point or comp. */
export const BalanceKind = z.literal(['emoney', 'casino', 'point', 'comp']);

/** Why a staff member acted: kept verbatim in the audit log (compliance §5). */
export const StaffReason = z
  .string()
  .check(z.refine((s) => s.trim().length > 0 && s.length <= 500, 'Expected 1 to 500 characters'));

/** POST /admin-api/balance/adjust: a signed correction of one wallet, in whole won. */
export const BalanceAdjustRequest = z.object({
  userId: Text,
  amount: SignedWon.check(z.refine((n) => n !== 0, 'Expected a non-zero amount')),
  kind: BalanceKind,
  reason: StaffReason,
}); // kbet's own shape

export const BalanceAdjustResult = z.object({
  transactionId: Id,
  userId: Text,
  kind: BalanceKind,
  amount: SignedWon,
  balanceBefore: Won,
  balanceAfter: Won,
}); // kbet's own shape

// IsoDay lets Date.parse roll 2026-02-30 over into March; a filter day must exist on the calendar.
const CalendarDay = IsoDay.check(z.refine((day) => !Number.isNaN(toEpochMs(day)), 'Expected a calendar day'));

/** GET /admin-api/audit: actor is a user id; action an exact name or a prefix ending in '.'; target 'type' or 'type:id'. */
export const AuditQuery = z.object({
  actor: z.optional(Text),
  action: z.optional(Text),
  target: z.optional(Text),
  from: z.optional(CalendarDay),
  to: z.optional(CalendarDay),
  page: z.optional(Id),
}); // kbet's own shape

/** One audit_log row: who, when, what, old and new value, why (compliance §5). */
export const AuditLogEntry = z.object({
  id: Id,
  createdAt: IsoDateTime,
  actorId: z.nullable(Id),
  actorUserId: z.nullable(z.string()),
  action: Text,
  targetType: Text,
  targetId: z.nullable(z.string()),
  old: z.unknown(),
  new: z.unknown(),
  reason: z.nullable(z.string()),
}); // kbet's own shape

export const AuditLogPage = page(AuditLogEntry); // kbet's own shape

/** A member's sign-up and ban state: only 'active' members may log in. */
export const MemberStatus = z.literal(['pending', 'active', 'rejected', 'banned']);

/** GET /admin-api/members: q is part of a user id, nickname or phone number. */
export const AdminMemberQuery = z.object({
  status: z.optional(MemberStatus),
  q: z.optional(Text),
  page: z.optional(Id),
}); // kbet's own shape

/** A member in the staff list. */
export const AdminMember = z.object({
  id: Id,
  userId: Text,
  nickname: z.string(),
  status: MemberStatus,
  role: Int,
  type: Int,
  banType: Int,
  withdrawalType: Int,
  createdAt: IsoDateTime,
  emoney: Won,
}); // kbet's own shape

export const AdminMemberPage = page(AdminMember); // kbet's own shape

/** A login session of a member, open (endedAt null) or ended. */
export const AdminSession = z.object({
  id: Id,
  createdAt: IsoDateTime,
  lastSeenAt: IsoDateTime,
  endedAt: z.nullable(IsoDateTime),
  endReason: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
}); // kbet's own shape

/** GET /admin-api/members/{userId}: the member, balances, latest sessions and responsible-gambling state. */
export const AdminMemberDetail = z.object({
  ...AdminMember.shape,
  phoneNumber: z.nullable(z.string()),
  accountHolder: z.nullable(z.string()),
  bankCode: z.nullable(Int),
  bankAccountNumber: z.nullable(z.string()),
  recommenderUserId: z.nullable(z.string()),
  signupCode: z.nullable(z.string()),
  banDate: z.nullable(IsoDateTime),
  balances: z.object({ emoney: Won, casinoMoney: Won, point: Won, comp: Won, withdrawHold: Won }),
  sessions: z.array(AdminSession),
  responsibleGambling: z.object({
    exclusion: z.nullable(z.object({ kind: z.literal(['timeout', 'self_exclusion']), until: IsoDateTime })),
    depositLimits: DepositLimits,
    realityCheckMinutes: z.nullable(Id),
  }),
}); // kbet's own shape

/** The body of every staff decision (approve, reject, ban): why, for the audit log. */
export const StaffDecisionRequest = z.object({ reason: StaffReason }); // kbet's own shape

/** A member's status before and after a staff decision. */
export const MemberDecisionResult = z.object({
  id: Id,
  userId: Text,
  status: MemberStatus,
  previousStatus: MemberStatus,
}); // kbet's own shape

/** GET /admin-api/charges: status 0 processing, 1 done, 2 cancelled; depositMode 0 deposit, 1 withdrawal. */
export const AdminChargeQuery = z.object({
  status: z.optional(z.literal([CHARGE_STATUS.PROCESSING, CHARGE_STATUS.DONE, CHARGE_STATUS.CANCELLED])),
  depositMode: z.optional(Flag),
  /** One member's charges (its login id). */
  userId: z.optional(Text),
  page: z.optional(Id),
}); // kbet's own shape

/** A charge with its member and, once decided, the staff member, bonus and reason. */
export const AdminCharge = z.object({
  ...Charge.shape,
  userId: Text,
  nickname: z.string(),
  bonusAmount: z.nullable(Won),
  processedBy: z.nullable(z.string()),
  processReason: z.nullable(z.string()),
}); // kbet's own shape

export const AdminChargePage = page(AdminCharge); // kbet's own shape

/** GET /admin-api/sms/codes?phone. */
export const SmsCodesQuery = z.object({ phone: Text }); // kbet's own shape

/** A code the SMS simulator "sent" (support reads it for a member whose message never arrives). */
export const SmsCode = z.object({
  code: Text,
  createdAt: IsoDateTime,
  expiresAt: IsoDateTime,
  failedAttempts: Count,
  verifiedAt: z.nullable(IsoDateTime),
}); // kbet's own shape

export type BalanceKind = z.infer<typeof BalanceKind>;
export type BalanceAdjustRequest = z.infer<typeof BalanceAdjustRequest>;
export type BalanceAdjustResult = z.infer<typeof BalanceAdjustResult>;
export type AuditQuery = z.infer<typeof AuditQuery>;
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;
export type AuditLogPage = z.infer<typeof AuditLogPage>;
export type MemberStatus = z.infer<typeof MemberStatus>;
export type AdminMemberQuery = z.infer<typeof AdminMemberQuery>;
export type AdminMember = z.infer<typeof AdminMember>;
export type AdminMemberPage = z.infer<typeof AdminMemberPage>;
export type AdminSession = z.infer<typeof AdminSession>;
export type AdminMemberDetail = z.infer<typeof AdminMemberDetail>;
export type StaffDecisionRequest = z.infer<typeof StaffDecisionRequest>;
export type MemberDecisionResult = z.infer<typeof MemberDecisionResult>;
export type AdminChargeQuery = z.infer<typeof AdminChargeQuery>;
export type AdminCharge = z.infer<typeof AdminCharge>;
export type AdminChargePage = z.infer<typeof AdminChargePage>;
export type SmsCodesQuery = z.infer<typeof SmsCodesQuery>;
export type SmsCode = z.infer<typeof SmsCode>;

// Member services (issue 5): boards, popups, messages, inquiries, settings, roulette and coupons.

/** The staff boards: notices, events, betting rules and the community notice board. */
export const BoardCategory = z.literal(['notice', 'event', 'betting_rule', 'community_notice']);

/** A post as staff see it: the wire Notice plus its board, notice type and last edit. */
export const AdminBoardPost = z.object({
  ...Notice.shape,
  category: BoardCategory,
  noticeType: Int,
  updatedAt: IsoDateTime,
}); // kbet's own shape

export const AdminBoardPostPage = page(AdminBoardPost); // kbet's own shape

/** POST and PUT /admin-api/boards/{category}: HTML contents, sanitised by the server; noticeType for notices (0 default). */
export const BoardPostWrite = z.object({
  title: required(200),
  contents: str(0, 100_000),
  noticeType: z.optional(int(0, 99)),
}); // kbet's own shape

/** POST and PUT /admin-api/popups: absent fields keep their value (mbContents defaults to contents). */
export const PopupWrite = z.object({
  popupStatus: z.optional(Int16),
  contents: str(0, 100_000),
  mbContents: z.optional(str(0, 100_000)),
  popupFlg: z.optional(Flag),
  notShowingexpireTime: z.optional(z.nullable(int(0, INT32_MAX))),
  pcLeftLocation: z.optional(Int32),
  pcRightLocation: z.optional(Int32),
}); // kbet's own shape

export const AdminPopup = z.object({ ...Popup.shape, createdAt: IsoDateTime, updatedAt: IsoDateTime }); // kbet's own shape

/** POST /admin-api/messages: to one member (userId) or to every active member of a level (role), not both. */
export const MessageSendRequest = z
  .object({
    userId: z.optional(Text),
    level: z.optional(int(1, 10)),
    title: required(200),
    contents: str(1, 100_000),
  })
  .check(
    z.refine(
      (body) => (body.userId === undefined) !== (body.level === undefined),
      'Expected userId or level',
    ),
  ); // kbet's own shape

export const MessageSendResult = z.object({ sent: Count }); // kbet's own shape

/** GET /admin-api/inquiries: status unanswered (default), answered or all. */
export const InquiryListQuery = z.object({
  status: z.optional(z.literal(['unanswered', 'answered', 'all'])),
  page: z.optional(Id),
}); // kbet's own shape

export const AdminInquiry = z.object({
  id: Id,
  userId: Text,
  nickname: z.string(),
  kind: StaffInquiryKind,
  title: z.string(),
  questionContents: z.string(),
  customerAnswer: z.array(z.object({ id: Id, answerContents: z.string() })),
  confirmStatus: Flag,
  deletedFlg: Flag,
  createdAt: IsoDateTime,
}); // kbet's own shape

export const AdminInquiryList = z.object({ items: z.array(AdminInquiry) }); // kbet's own shape

/** POST /admin-api/inquiries/{id}/answer: HTML, sanitised by the server. */
export const InquiryAnswerRequest = z.object({ answerContents: required(10_000) }); // kbet's own shape

export const AdminNonMemberInquiry = z.object({
  id: Id,
  name: z.string(),
  phoneNumber: z.string(),
  question: z.string(),
  ip: z.nullable(z.string()),
  createdAt: IsoDateTime,
}); // kbet's own shape

export const AdminNonMemberInquiryList = z.object({ items: z.array(AdminNonMemberInquiry) }); // kbet's own shape

/** Points per attendance check-in, plus a bonus each time the streak reaches a multiple of streakBonusDays (0: never). */
export const AttendanceRewardSetting = z.object({
  dailyPoints: int(0, 10_000_000),
  streakBonusDays: int(0, 366),
  streakBonusPoints: int(0, 10_000_000),
}); // kbet's own shape

/** GET /admin-api/settings: the stored site settings (siteNoticeFlg as set, with its window) and the attendance reward. */
export const AdminSettings = z.object({ site: Settings, attendance: AttendanceRewardSetting }); // kbet's own shape

const isSecondsBySport = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).every(
    ([sportId, seconds]) =>
      /^\d{1,9}$/.test(sportId) && Number.isSafeInteger(seconds) && seconds >= 0 && seconds <= 86_400,
  );

/** PUT /admin-api/settings: only the keys sent change; liveBettingTime entries merge into the stored ones. */
export const AdminSettingsUpdate = z.object({
  site: z.optional(
    z.object({
      liveBettingTime: z.optional(
        z.custom<Record<string, number>>(isSecondsBySport, 'Expected seconds (0-86400) by sport id'),
      ),
      realpokerMaintenanceFlag: z.optional(Flag),
      revolutionMaintenanceFlag: z.optional(Flag),
      systemMaintenanceFlg: z.optional(Flag),
      joinStartEndFlg: z.optional(Flag),
      siteTopNotice: z.optional(str(0, 500)),
      siteNoticeFlg: z.optional(Flag),
      maintenanceStartAt: z.optional(z.nullable(IsoDateTime)),
      maintenanceEndAt: z.optional(z.nullable(IsoDateTime)),
      supportChannelUrl: z.optional(z.nullable(HttpsUrl)),
    }),
  ),
  attendance: z.optional(z.partial(AttendanceRewardSetting)),
  reason: z.optional(StaffReason),
}); // kbet's own shape

export const RouletteWheel = z.literal(['normal', 'vip']);

/** A prize of a wheel and its chance: weight / (sum of the wheel's weights). */
export const WeightedPrize = z.object({ points: Won, weight: int(0, 1_000_000_000) }); // kbet's own shape

/** GET /admin-api/roulette/prizes: each wheel's prizes in wheel order. */
export const RoulettePrizes = z.object({ normal: z.array(WeightedPrize), vip: z.array(WeightedPrize) }); // kbet's own shape

/** PUT /admin-api/roulette/prizes: every prize of the wheel (spec §9) exactly once, weights not all 0. */
export const RoulettePrizesUpdate = z.object({
  kind: RouletteWheel,
  prizes: z.array(WeightedPrize),
  reason: z.optional(StaffReason),
}); // kbet's own shape

/** A daily-coupon rule: when today's approved deposits reach the threshold (by count or total won), grant coupons. */
export const CouponRuleWrite = z.object({
  basis: z.literal(['count', 'amount']),
  threshold: int(1),
  couponKind: RouletteWheel,
  coupons: int(1, 100),
}); // kbet's own shape

export const CouponRule = z.object({ id: Id, ...CouponRuleWrite.shape }); // kbet's own shape
export const CouponRuleList = z.object({ rules: z.array(CouponRule) }); // kbet's own shape
export const CouponRulesUpdate = z.object({
  rules: z.array(CouponRuleWrite),
  reason: z.optional(StaffReason),
}); // kbet's own shape

/** POST /admin-api/coupons/grant: couponType 1 normal, 2 VIP. */
export const CouponGrantRequest = z.object({
  userId: Text,
  couponType: z.literal([ROULETTE_COUPON_TYPE.normal, ROULETTE_COUPON_TYPE.vip]),
  count: int(1, 100),
  reason: StaffReason,
}); // kbet's own shape

export const CouponGrantResult = z.object({ userId: Text, normal: Count, vip: Count }); // kbet's own shape

export type BoardCategory = z.infer<typeof BoardCategory>;
export type AdminBoardPost = z.infer<typeof AdminBoardPost>;
export type AdminBoardPostPage = z.infer<typeof AdminBoardPostPage>;
export type BoardPostWrite = z.infer<typeof BoardPostWrite>;
export type PopupWrite = z.infer<typeof PopupWrite>;
export type AdminPopup = z.infer<typeof AdminPopup>;
export type MessageSendRequest = z.infer<typeof MessageSendRequest>;
export type MessageSendResult = z.infer<typeof MessageSendResult>;
export type InquiryListQuery = z.infer<typeof InquiryListQuery>;
export type AdminInquiry = z.infer<typeof AdminInquiry>;
export type AdminInquiryList = z.infer<typeof AdminInquiryList>;
export type InquiryAnswerRequest = z.infer<typeof InquiryAnswerRequest>;
export type AdminNonMemberInquiry = z.infer<typeof AdminNonMemberInquiry>;
export type AdminNonMemberInquiryList = z.infer<typeof AdminNonMemberInquiryList>;
export type AttendanceRewardSetting = z.infer<typeof AttendanceRewardSetting>;
export type AdminSettings = z.infer<typeof AdminSettings>;
export type AdminSettingsUpdate = z.infer<typeof AdminSettingsUpdate>;
export type RouletteWheel = z.infer<typeof RouletteWheel>;
export type WeightedPrize = z.infer<typeof WeightedPrize>;
export type RoulettePrizes = z.infer<typeof RoulettePrizes>;
export type RoulettePrizesUpdate = z.infer<typeof RoulettePrizesUpdate>;
export type CouponRuleWrite = z.infer<typeof CouponRuleWrite>;
export type CouponRule = z.infer<typeof CouponRule>;
export type CouponRuleList = z.infer<typeof CouponRuleList>;
export type CouponRulesUpdate = z.infer<typeof CouponRulesUpdate>;
export type CouponGrantRequest = z.infer<typeof CouponGrantRequest>;
export type CouponGrantResult = z.infer<typeof CouponGrantResult>;
