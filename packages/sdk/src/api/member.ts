import { MessageText } from '../schemas/common';
import { Settings, UserSettings } from '../schemas/settings';
import {
  type ChangePasswordRequest,
  type FindPasswordRequest,
  FindPasswordResponse,
  type MemberChangePasswordRequest,
  User,
} from '../schemas/user';
import type { CallInput, CallOptions, Send } from './createSend';

/** The member, password recovery and the settings pages need (spec §7 "Member and session"). */
export const member = (send: Send) => ({
  /** GET /member/{id}. */
  get: (id: number, options?: CallOptions) => send('GET', `/member/${id}`, User, { options }),
  /** POST /member/find-password: a reset token for the change that follows. */
  findPassword: (body: CallInput<typeof FindPasswordRequest>, options?: CallOptions) =>
    send('POST', '/member/find-password', FindPasswordResponse, { body, options }),
  /** POST /member/change-password (find flow). */
  resetPassword: (body: CallInput<typeof ChangePasswordRequest>, options?: CallOptions) =>
    send('POST', '/member/change-password', MessageText, { body, options }),
  /** PUT /member/change-password/{id} (member flow). */
  changePassword: (id: number, body: CallInput<typeof MemberChangePasswordRequest>, options?: CallOptions) =>
    send('PUT', `/member/change-password/${id}`, MessageText, { body, options }),
  /** GET /setting/user: site settings and betting limits. */
  settings: (options?: CallOptions) => send('GET', '/setting/user', UserSettings, { options }),
  /** GET /setting/site (public): site settings with siteNoticeFlg as in force now and the maintenance window. */
  siteSettings: (options?: CallOptions) => send('GET', '/setting/site', Settings, { options }),
});
