import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  loginRequiredGuard,
  maintenanceGuard,
  type PageGuardInput,
  pageGuard,
  staffGuard,
  unreadMessageGuard,
  withdrawnGuard,
} from '../pageGuard';
import { partnerGuard } from '../partnerGuard';
import type { SessionUser } from '../types';

const member: SessionUser = { role: 2, type: 0, banType: 0, withdrawalType: 0 };
const staff: SessionUser = { role: 10, type: 1, banType: 0, withdrawalType: 0 };
const NEW_MESSAGE = '새로운 쪽지가 도착했습니다.';
const NOTICE_LOGIN = `/login?title=${encodeURIComponent('공지사항')}`;

const input = (over: Partial<PageGuardInput> = {}): PageGuardInput => ({
  user: member,
  path: '/',
  settings: { siteNoticeFlg: '0' },
  unreadCount: 0,
  ...over,
});

describe('maintenanceGuard (spec §4)', () => {
  it('sends every page to /maintenance while siteNoticeFlg is on', () => {
    expect(maintenanceGuard({ path: '/europe', settings: { siteNoticeFlg: '1' } })).toEqual({
      action: 'redirect',
      to: '/maintenance',
    });
    expect(maintenanceGuard({ path: '/', settings: { siteNoticeFlg: 1 } })).toEqual({
      action: 'redirect',
      to: '/maintenance',
    });
    expect(maintenanceGuard({ path: '/maintenance', settings: { siteNoticeFlg: '1' } })).toEqual({
      action: 'allow',
    });
  });

  it('sends /maintenance home once the flag is off', () => {
    expect(maintenanceGuard({ path: '/maintenance', settings: { siteNoticeFlg: '0' } })).toEqual({
      action: 'redirect',
      to: '/',
    });
    expect(maintenanceGuard({ path: '/maintenance/', settings: {} })).toEqual({
      action: 'redirect',
      to: '/',
    });
    expect(maintenanceGuard({ path: '/europe', settings: { siteNoticeFlg: '0' } })).toEqual({
      action: 'allow',
    });
  });
});

describe('withdrawnGuard (spec §8)', () => {
  it('logs a withdrawn member out with the withdrawn alert', () => {
    expect(withdrawnGuard({ user: { ...member, withdrawalType: 1 } })).toEqual({
      action: 'logout',
      alert: '탈퇴한 회원입니다.',
    });
    expect(withdrawnGuard({ user: member })).toEqual({ action: 'allow' });
    expect(withdrawnGuard({ user: null })).toEqual({ action: 'allow' });
  });
});

describe('staffGuard (spec §4, §6)', () => {
  it('sends the staff account to /admin from member pages', () => {
    expect(staffGuard({ user: staff, path: '/' })).toEqual({ action: 'redirect', to: '/admin' });
    expect(staffGuard({ user: staff, path: '/deposit' })).toEqual({ action: 'redirect', to: '/admin' });
    expect(staffGuard({ user: staff, path: '/admin' })).toEqual({ action: 'allow' });
    expect(staffGuard({ user: staff, path: '/admin/members' })).toEqual({ action: 'allow' });
  });

  it('leaves everyone else alone', () => {
    expect(staffGuard({ user: member, path: '/' })).toEqual({ action: 'allow' });
    expect(staffGuard({ user: { ...staff, withdrawalType: 1 }, path: '/' })).toEqual({ action: 'allow' });
    expect(staffGuard({ user: null, path: '/' })).toEqual({ action: 'allow' });
  });
});

describe('loginRequiredGuard (spec §2)', () => {
  it('sends guests on the notice list to login with the notice title', () => {
    expect(loginRequiredGuard({ user: null, path: '/board/notice' })).toEqual({
      action: 'redirect',
      to: NOTICE_LOGIN,
    });
    expect(loginRequiredGuard({ user: null, path: '/community/notice/detail/3' })).toEqual({
      action: 'redirect',
      to: NOTICE_LOGIN,
    });
    expect(NOTICE_LOGIN).toBe('/login?title=%EA%B3%B5%EC%A7%80%EC%82%AC%ED%95%AD');
  });

  it('lets members in and guests browse other pages', () => {
    expect(loginRequiredGuard({ user: member, path: '/board/notice' })).toEqual({ action: 'allow' });
    expect(loginRequiredGuard({ user: null, path: '/europe' })).toEqual({ action: 'allow' });
    expect(loginRequiredGuard({ user: null, path: '/board/event' })).toEqual({ action: 'allow' });
  });
});

describe('unreadMessageGuard (spec §4)', () => {
  it('sends a member with unread messages to /message with the new-message alert', () => {
    expect(unreadMessageGuard({ user: member, path: '/', unreadCount: 1 })).toEqual({
      action: 'redirect',
      to: '/message',
      alert: NEW_MESSAGE,
    });
    expect(unreadMessageGuard({ user: member, path: '/deposit?x=1', unreadCount: 3 })).toMatchObject({
      to: '/message',
    });
  });

  it.each(['/minigame/next', '/minigame/gopick/donghang_powerball', '/inplay', '/inplay?time=1'])(
    'skips game route %s',
    (path) => {
      expect(unreadMessageGuard({ user: member, path, unreadCount: 5 })).toEqual({ action: 'allow' });
    },
  );

  it('skips /message itself, the staff account, guests and no unread', () => {
    expect(unreadMessageGuard({ user: member, path: '/message', unreadCount: 5 })).toEqual({
      action: 'allow',
    });
    expect(unreadMessageGuard({ user: staff, path: '/', unreadCount: 5 })).toEqual({ action: 'allow' });
    expect(unreadMessageGuard({ user: null, path: '/', unreadCount: 5 })).toEqual({ action: 'allow' });
    expect(unreadMessageGuard({ user: member, path: '/', unreadCount: 0 })).toEqual({ action: 'allow' });
  });

  it('does not skip other staff-like users', () => {
    expect(unreadMessageGuard({ user: { ...staff, type: 2 }, path: '/', unreadCount: 1 })).toMatchObject({
      to: '/message',
    });
  });
});

describe('pageGuard', () => {
  it('allows a member with nothing pending', () => {
    expect(pageGuard(input())).toEqual({ action: 'allow' });
    expect(pageGuard(input({ user: null }))).toEqual({ action: 'allow' });
  });

  it('puts maintenance first', () => {
    expect(
      pageGuard(
        input({ settings: { siteNoticeFlg: '1' }, user: { ...member, withdrawalType: 1 }, unreadCount: 3 }),
      ),
    ).toEqual({ action: 'redirect', to: '/maintenance' });
  });

  it('keeps everyone on /maintenance while the site is under maintenance', () => {
    const settings = { siteNoticeFlg: '1' };
    expect(pageGuard(input({ settings, path: '/maintenance', user: staff }))).toEqual({ action: 'allow' });
    expect(pageGuard(input({ settings, path: '/maintenance', unreadCount: 3 }))).toEqual({ action: 'allow' });
    expect(pageGuard(input({ settings, path: '/admin', user: staff }))).toEqual({
      action: 'redirect',
      to: '/maintenance',
    });
  });

  it('then the withdrawn logout, the staff redirect, login-only pages and unread messages', () => {
    expect(pageGuard(input({ user: { ...staff, withdrawalType: 1 } }))).toEqual({
      action: 'logout',
      alert: '탈퇴한 회원입니다.',
    });
    expect(pageGuard(input({ user: staff, unreadCount: 2 }))).toEqual({ action: 'redirect', to: '/admin' });
    expect(pageGuard(input({ user: null, path: '/board/notice', unreadCount: 2 }))).toEqual({
      action: 'redirect',
      to: NOTICE_LOGIN,
    });
    expect(pageGuard(input({ unreadCount: 2 }))).toEqual({
      action: 'redirect',
      to: '/message',
      alert: NEW_MESSAGE,
    });
  });

  it('never loops: following its redirects settles within three hops', () => {
    const users = fc.constantFrom<SessionUser | null>(null, member, staff, { ...member, role: 1 });
    const paths = fc.constantFrom(
      '/',
      '/europe',
      '/board/notice',
      '/inplay',
      '/minigame/next',
      '/message',
      '/admin',
      '/maintenance',
    );
    fc.assert(
      fc.property(users, paths, fc.boolean(), fc.nat(3), (user, path, maintenance, unreadCount) => {
        let state = input({ user, path, settings: { siteNoticeFlg: maintenance ? '1' : '0' }, unreadCount });
        for (let hop = 0; hop < 3; hop++) {
          const decision = pageGuard(state);
          // The login page and a logout leave the guarded site.
          if (decision.action !== 'redirect' || decision.to.startsWith('/login')) return;
          state = { ...state, path: decision.to };
        }
        expect.unreachable(`no settled page from ${path}`);
      }),
    );
  });
});

describe('partnerGuard (spec §5)', () => {
  it('lets unbanned partners of type 1 or 2 in', () => {
    expect(partnerGuard({ user: { ...member, type: 1 } })).toEqual({ action: 'allow' });
    expect(partnerGuard({ user: { ...member, type: 2 } })).toEqual({ action: 'allow' });
  });

  it('sends everyone else to /auth/login', () => {
    const login = { action: 'redirect', to: '/auth/login' };
    expect(partnerGuard({ user: null })).toEqual(login);
    expect(partnerGuard({ user: member })).toEqual(login);
    expect(partnerGuard({ user: { ...member, type: 1, banType: 1 } })).toEqual(login);
    expect(partnerGuard({ user: { ...member, type: 3 } })).toEqual(login);
  });

  it('sends the staff account (type 1, role 10) to /admin', () => {
    expect(partnerGuard({ user: staff })).toEqual({ action: 'redirect', to: '/admin' });
  });
});
