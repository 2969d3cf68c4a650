import * as z from 'zod/mini';
import { Count, Flag, Id, Int, IsoDateTime, nonEmpty, Text, Won } from './common';

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
export const MessageReadRequest = z.object({ id: Id, confirmStatus: z.literal(1) });

/** PUT /message/delete: hide read messages. */
export const MessageDeleteRequest = nonEmpty(z.object({ id: Id, userDeleteFlg: z.literal(1) }));

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

/** POST /customer. */
export const CustomerInquiryCreate = z.object({ memberId: Id, title: Text, questionContents: Text });

/** POST /supportNonMember. */
export const NonMemberInquiry = z.object({ name: Text, phoneNumber: Text, question: Text });

/** POST /boardjackpot: put a slip on the jackpot board. */
export const JackpotRegisterRequest = z.object({ bettingSlipId: Id });

/** GET /jackpot. */
export const Jackpot = z.object({ amount: Won }); // kbet's own shape

/** GET message/unread/{id}: the number of unread messages. */
export const UnreadCount = Count; // kbet's own shape

export type Notice = z.infer<typeof Notice>;
export type Message = z.infer<typeof Message>;
export type MessageReadRequest = z.infer<typeof MessageReadRequest>;
export type MessageDeleteRequest = z.infer<typeof MessageDeleteRequest>;
export type Popup = z.infer<typeof Popup>;
export type CustomerInquiry = z.infer<typeof CustomerInquiry>;
export type CustomerInquiryCreate = z.infer<typeof CustomerInquiryCreate>;
export type NonMemberInquiry = z.infer<typeof NonMemberInquiry>;
export type JackpotRegisterRequest = z.infer<typeof JackpotRegisterRequest>;
export type Jackpot = z.infer<typeof Jackpot>;
