import { describe, expect, it } from 'vitest';
import {
  canEnterPartnerArea,
  canRegisterNotice,
  hasPartnerEntry,
  isAdminLike,
  isStaffAccount,
  showLogoutButton,
} from '../permissions';
import type { SessionUser } from '../types';

const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  role: 2,
  type: 0,
  banType: 0,
  withdrawalType: 0,
  ...over,
});
const staff = user({ type: 1, role: 10 });

describe('isStaffAccount', () => {
  it('is type 1, role 10, withdrawalType 0', () => {
    expect(isStaffAccount(staff)).toBe(true);
    expect(isStaffAccount(user({ type: 1, role: 10, withdrawalType: 1 }))).toBe(false);
    expect(isStaffAccount(user({ type: 2, role: 10 }))).toBe(false);
    expect(isStaffAccount(user({ type: 1, role: 5 }))).toBe(false);
    expect(isStaffAccount(null)).toBe(false);
    expect(isStaffAccount(undefined)).toBe(false);
  });
});

describe('isAdminLike', () => {
  it('is role 1 or role 10', () => {
    expect(isAdminLike(user({ role: 1 }))).toBe(true);
    expect(isAdminLike(user({ role: 10 }))).toBe(true);
    expect(isAdminLike(user({ role: 2 }))).toBe(false);
    expect(isAdminLike(user({ role: 5 }))).toBe(false);
    expect(isAdminLike(null)).toBe(false);
  });
});

describe('canRegisterNotice', () => {
  it('is role 1 only', () => {
    expect(canRegisterNotice(user({ role: 1 }))).toBe(true);
    expect(canRegisterNotice(user({ role: 10 }))).toBe(false);
    expect(canRegisterNotice(user({ role: 5 }))).toBe(false);
    expect(canRegisterNotice(null)).toBe(false);
  });
});

describe('showLogoutButton', () => {
  it('is hidden for type 1 with role 10 and for guests', () => {
    expect(showLogoutButton(staff)).toBe(false);
    expect(showLogoutButton(user({ type: 1, role: 10, withdrawalType: 1 }))).toBe(false);
    expect(showLogoutButton(user())).toBe(true);
    expect(showLogoutButton(user({ type: 1, role: 3 }))).toBe(true);
    expect(showLogoutButton(user({ type: 0, role: 10 }))).toBe(true);
    expect(showLogoutButton(null)).toBe(false);
  });
});

describe('partner entry and area', () => {
  it('any non-zero type sees the partner entry', () => {
    expect(hasPartnerEntry(user({ type: 0 }))).toBe(false);
    expect(hasPartnerEntry(user({ type: 1 }))).toBe(true);
    expect(hasPartnerEntry(user({ type: 3 }))).toBe(true);
    expect(hasPartnerEntry(null)).toBe(false);
  });

  it('only unbanned types 1 and 2 enter the partner area', () => {
    expect(canEnterPartnerArea(user({ type: 1 }))).toBe(true);
    expect(canEnterPartnerArea(user({ type: 2 }))).toBe(true);
    expect(canEnterPartnerArea(user({ type: 3 }))).toBe(false);
    expect(canEnterPartnerArea(user({ type: 0 }))).toBe(false);
    expect(canEnterPartnerArea(user({ type: 1, banType: 1 }))).toBe(false);
    expect(canEnterPartnerArea(null)).toBe(false);
  });
});
