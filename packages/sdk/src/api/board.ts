import * as z from 'zod/mini';
import {
  type BoardPageQuery,
  type BoardQuery,
  CustomerInquiry,
  type CustomerInquiryCreate,
  type InquiryKind,
  type InquiryReadRequest,
  InquiryTemplate,
  Jackpot,
  JackpotEntryPage,
  type JackpotEntryQuery,
  type JackpotRegisterRequest,
  Message,
  type MessageDeleteRequest,
  type MessageReadRequest,
  type NonMemberInquiry,
  Notice,
  type NoticeWrite,
  Popup,
  UnreadCount,
} from '../schemas/board';
import { MessageText, type Paging } from '../schemas/common';
import type { CallInput, CallOptions, Send } from './createSend';

/** Boards, jackpot, messages and support (spec §7 "Boards, messages, support"). */
export const board = (send: Send) => ({
  /** GET /board?category=notice&page&perpage. */
  notices: (query: Paging, options?: CallOptions) =>
    send('GET', '/board', z.array(Notice), { query: { category: 'notice', ...query }, options }),
  /** GET boardNotice?noticeType=0: the notice popup list. */
  popupNotices: (options?: CallOptions) =>
    send('GET', '/boardNotice', z.array(Notice), { query: { noticeType: 0 }, options }),
  /** GET boardEvent. */
  events: (options?: CallOptions) => send('GET', '/boardEvent', z.array(Notice), { options }),
  /** GET /board?category=…: a page of the notice (login), event or betting_rule board. */
  page: (query: CallInput<typeof BoardQuery>, options?: CallOptions) =>
    send('GET', '/board', z.array(Notice), { query, options }),
  community: {
    /** GET /community/notice?page&perpage. */
    list: (query: CallInput<typeof BoardPageQuery> = {}, options?: CallOptions) =>
      send('GET', '/community/notice', z.array(Notice), { query, options }),
    /** GET /community/notice/detail/{id}. */
    detail: (id: number, options?: CallOptions) =>
      send('GET', `/community/notice/detail/${id}`, Notice, { options }),
    /** POST /community/notice: role 1 only (canRegisterNotice); the server sanitises the HTML. */
    register: (body: CallInput<typeof NoticeWrite>, options?: CallOptions) =>
      send('POST', '/community/notice', Notice, { body, options }),
    /** PUT /community/notice/{id}: its author (role 1) or staff; another member's notice is 403 FORBIDDEN. */
    edit: (id: number, body: CallInput<typeof NoticeWrite>, options?: CallOptions) =>
      send('PUT', `/community/notice/${id}`, Notice, { body, options }),
  },
  /** GET /boardPopup; the active ones have popupStatus 0. */
  popups: (options?: CallOptions) => send('GET', '/boardPopup', z.array(Popup), { options }),
  /** GET /jackpot. */
  jackpot: (options?: CallOptions) => send('GET', '/jackpot', Jackpot, { options }),
  /** GET /jackpot/entries?page: the won slips on the jackpot board, newest first, 10 a page. */
  jackpotEntries: (query: JackpotEntryQuery = {}, options?: CallOptions) =>
    send('GET', '/jackpot/entries', JackpotEntryPage, { query, options }),
  /** POST /boardjackpot: put a slip on the jackpot board. */
  registerJackpot: (body: CallInput<typeof JackpotRegisterRequest>, options?: CallOptions) =>
    send('POST', '/boardjackpot', MessageText, { body, options }),
  messages: {
    /** GET message/unread/{id}. */
    unreadCount: (memberId: number, options?: CallOptions) =>
      send('GET', `/message/unread/${memberId}`, UnreadCount, { options }),
    /** GET /message/user/{id}. */
    list: (memberId: number, options?: CallOptions) =>
      send('GET', `/message/user/${memberId}`, z.array(Message), { options }),
    /** PUT /message/: mark a message read. */
    read: (id: number, options?: CallOptions) => {
      const body: CallInput<typeof MessageReadRequest> = { id, confirmStatus: 1 };
      return send('PUT', '/message/', MessageText, { body, options });
    },
    /** PUT /message/delete: hide read messages. */
    delete: (ids: readonly number[], options?: CallOptions) => {
      const body: CallInput<typeof MessageDeleteRequest> = ids.map((id) => ({ id, userDeleteFlg: 1 }));
      return send('PUT', '/message/delete', MessageText, { body, options });
    },
  },
  inquiries: {
    /** GET /customer/user/{memberId}. */
    list: (memberId: number, options?: CallOptions) =>
      send('GET', `/customer/user/${memberId}`, z.array(CustomerInquiry), { options }),
    /** POST /customer. */
    create: (body: CallInput<typeof CustomerInquiryCreate>, options?: CallOptions) =>
      send('POST', '/customer', MessageText, { body, options }),
    /** DELETE /customer/delete/user/{id}: one id, or several sent comma-separated. */
    delete: (ids: number | readonly number[], options?: CallOptions) =>
      send('DELETE', `/customer/delete/user/${[ids].flat().join(',')}`, MessageText, { options }),
    /** GET /customer/template/{kind}: the prefilled dialog text ('depositAccount' asks for the deposit account). */
    template: (kind: InquiryKind, options?: CallOptions) =>
      send('GET', `/customer/template/${kind}`, InquiryTemplate, { options }),
    /** PUT /customer/: the member read an inquiry's answers (needed before deleting it). */
    read: (id: number, options?: CallOptions) => {
      const body: CallInput<typeof InquiryReadRequest> = { id, confirmStatus: 1 };
      return send('PUT', '/customer/', MessageText, { body, options });
    },
  },
  /** POST /supportNonMember. */
  nonMemberInquiry: (body: CallInput<typeof NonMemberInquiry>, options?: CallOptions) =>
    send('POST', '/supportNonMember', MessageText, { body, options }),
});
