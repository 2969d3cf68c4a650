import * as z from 'zod/mini';
import {
  Count,
  Flag,
  Id,
  Id32,
  Int,
  Int16,
  IsoDateTime,
  int,
  nonEmpty,
  Odds,
  page,
  required,
  str,
  Won,
} from './common';

/** A notice or event post (spec §3); contents are HTML. */
export const Notice = z.object({
  id: Id,
  title: z.string(),
  contents: z.string(),
  createTimestamp: IsoDateTime,
});

/** A message to the member; confirmStatus 0 unread, 1 read. */
export const Message = z.object({
  id: Id,
  title: z.string(),
  contents: z.string(),
  confirmStatus: Flag,
  createdAt: IsoDateTime,
  userDeleteFlg: Flag,
});

/** PUT /message/: mark one message read. */
export const MessageReadRequest = z.object({ id: Id32, confirmStatus: z.literal(1) });

/** PUT /message/delete: hide read messages. */
export const MessageDeleteRequest = nonEmpty(z.object({ id: Id32, userDeleteFlg: z.literal(1) }));

/** A site popup of GET /boardPopup; popupStatus 0 is active. */
export const Popup = z.object({
  id: Id, // kbet's own: the key a "do not show again" choice is stored under
  popupStatus: Int,
  contents: z.string(),
  mbContents: z.string(),
  popupFlg: Flag,
  notShowingexpireTime: z.nullish(Int),
  pcLeftLocation: Int,
  pcRightLocation: Int,
});

/** A 1:1 inquiry with its answers; unanswered while customerAnswer is empty. */
export const CustomerInquiry = z.object({
  id: Id,
  title: z.string(),
  questionContents: z.string(),
  customerAnswer: z.array(z.object({ id: Id, answerContents: z.string() })),
  confirmStatus: Flag,
  createdAt: IsoDateTime,
  deletedFlg: Flag,
});

/** What an inquiry is about; 'depositAccount' is the dialog opened prefilled to ask for the deposit account (spec §2). */
export const InquiryKind = z.literal(['general', 'depositAccount']); // kbet's own

/** The kinds staff see: a member's, and 'partner' for a partner's inquiry from /partner/customer (kbet's own). */
export const StaffInquiryKind = z.literal(['general', 'depositAccount', 'partner']); // kbet's own

/** POST /customer; `kind` (kbet's own, default 'general') files it for staff. */
export const CustomerInquiryCreate = z.object({
  memberId: Id,
  title: required(200),
  questionContents: required(4000),
  kind: z.optional(InquiryKind),
});

/** GET /customer/template/{kind}: the title and question the customer dialog opens prefilled with. */
export const InquiryTemplate = z.object({
  kind: InquiryKind,
  title: z.string(),
  questionContents: z.string(),
}); // kbet's own shape

/** PUT /customer/: the member read an inquiry's answers (kbet's own, like PUT /message/). */
export const InquiryReadRequest = z.object({ id: Id32, confirmStatus: z.literal(1) }); // kbet's own shape

/** POST /supportNonMember. */
export const NonMemberInquiry = z.object({
  name: required(80),
  phoneNumber: required(40),
  question: required(4000),
});

/** GET /board: a page of a board; the notice board needs a login. x-total-count carries the total. */
export const BoardQuery = z.object({
  category: z.literal(['notice', 'event', 'betting_rule']),
  page: z.optional(Id),
  perpage: z.optional(int(1, 100)),
});

/** GET boardNotice: noticeType 0 (default) lists the notice popup's and marquee's site notices, newest 5 by default. */
export const BoardNoticeQuery = z.object({ noticeType: z.optional(Int16), perpage: z.optional(int(1, 100)) });

/** A page of the community board or of boardEvent (all events when absent). */
export const BoardPageQuery = z.object({ page: z.optional(Id), perpage: z.optional(int(1, 100)) }); // kbet's own shape

/** POST /community/notice and PUT /community/notice/{id} (role 1): contents are HTML, sanitised by the server. */
export const NoticeWrite = z.object({ title: required(200), contents: str(0, 100_000) }); // kbet's own shape

/** POST /boardjackpot: put a slip on the jackpot board. */
export const JackpotRegisterRequest = z.object({ bettingSlipId: Id });

/** GET /jackpot. */
export const Jackpot = z.object({ amount: Won }); // kbet's own shape

/** GET /jackpot/entries?page: a won slip on the jackpot board, its member's nickname masked (maskNickname). */
export const JackpotEntry = z.object({
  slipId: Id,
  nickname: z.string(),
  folders: Count,
  totalOdds: Odds,
  amount: Won,
  payout: Won,
  registeredAt: IsoDateTime,
}); // kbet's own shape

export const JackpotEntryPage = page(JackpotEntry); // kbet's own shape
export const JackpotEntryQuery = z.object({ page: z.optional(Id) }); // kbet's own shape

/** GET message/unread/{id}: the number of unread messages. */
export const UnreadCount = Count; // kbet's own shape

export type Notice = z.infer<typeof Notice>;
export type Message = z.infer<typeof Message>;
export type MessageReadRequest = z.infer<typeof MessageReadRequest>;
export type MessageDeleteRequest = z.infer<typeof MessageDeleteRequest>;
export type Popup = z.infer<typeof Popup>;
export type CustomerInquiry = z.infer<typeof CustomerInquiry>;
export type CustomerInquiryCreate = z.infer<typeof CustomerInquiryCreate>;
export type InquiryKind = z.infer<typeof InquiryKind>;
export type StaffInquiryKind = z.infer<typeof StaffInquiryKind>;
export type InquiryTemplate = z.infer<typeof InquiryTemplate>;
export type InquiryReadRequest = z.infer<typeof InquiryReadRequest>;
export type BoardQuery = z.infer<typeof BoardQuery>;
export type BoardNoticeQuery = z.infer<typeof BoardNoticeQuery>;
export type BoardPageQuery = z.infer<typeof BoardPageQuery>;
export type NoticeWrite = z.infer<typeof NoticeWrite>;
export type NonMemberInquiry = z.infer<typeof NonMemberInquiry>;
export type JackpotRegisterRequest = z.infer<typeof JackpotRegisterRequest>;
export type Jackpot = z.infer<typeof Jackpot>;
export type JackpotEntry = z.infer<typeof JackpotEntry>;
export type JackpotEntryPage = z.infer<typeof JackpotEntryPage>;
export type JackpotEntryQuery = z.infer<typeof JackpotEntryQuery>;
