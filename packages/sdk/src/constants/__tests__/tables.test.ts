import { describe, expect, it } from 'vitest';
import { DIALOG_WIDTH } from '../dialogWidth';
import * as layout from '../layout';
import * as limits from '../limits';
import * as pageSizes from '../pageSizes';
import * as quickAdd from '../quickAdd';
import * as roles from '../roles';
import * as roulette from '../roulette';
import * as timing from '../timing';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('limits (spec §9)', () => {
  it('has every limit at its exact value', () => {
    expect({ ...limits }).toEqual({
      MIN_BET: 5_000,
      MAX_TOTAL_ODDS: '100',
      MIN_BONUS_ODDS: '1.3',
      MAX_EVENT_BET: 5_001,
      BET_SETTING_UNIT: 10_000,
      MIN_DEPOSIT: 10_000,
      DEPOSIT_STEP: 1_000,
      MAX_DEPOSIT: 100_000_000,
      MAX_DEPOSIT_BONUS: 500_000,
      MIN_WITHDRAWAL: 10_000,
      WITHDRAWAL_UNIT: 10_000,
      MAX_WITHDRAWAL_PER_REQUEST: 20_000_000,
      MAX_WITHDRAWAL_PER_REQUEST_HIGH_VALUE: 50_000_000,
      MAX_WITHDRAWAL_PER_DAY: 200_000_000,
      WITHDRAWAL_INTERVAL_MS: 2 * HOUR,
      WITHDRAWAL_AFTER_DEPOSIT_MS: 30 * MINUTE,
      WITHDRAWAL_CLOSED_FROM_MINUTE: 1410,
      WITHDRAWAL_CLOSED_UNTIL_MINUTE: 30,
      KST_OFFSET_MINUTES: 540,
      MIN_POINT_CONVERSION: 5_000,
      MIN_COMP_CONVERSION: 100,
      WON_PER_COIN: 10_000,
      MIN_COIN: 1,
      UNANSWERED_INQUIRY_LIMIT: 2,
      PHONE_CODE_VALID_MS: 10 * MINUTE,
      MAX_PHONE_CODE_REQUESTS: 7,
      PHONE_CODE_REQUEST_WINDOW_MS: 24 * HOUR,
      ANTIBOT_CODE_LENGTH: 4,
      ACCOUNT_PASSWORD_LENGTH: 4,
      PHONE_LAST_DIGITS_LENGTH: 4,
      MIN_BANK_CODE: 1,
      MAX_BANK_CODE: 39,
      MAX_ACCOUNT_NUMBER_LENGTH: 14,
      MAX_ACCOUNT_HOLDER_LENGTH: 80,
      MAX_NICKNAME_LENGTH: 8,
      MIN_USER_ID_LENGTH: 6,
      MAX_USER_ID_LENGTH: 12,
      MIN_SIGNUP_PASSWORD_LENGTH: 6,
      MAX_SIGNUP_PASSWORD_LENGTH: 12,
      MIN_PASSWORD_LENGTH: 8,
      MIN_SIGNUP_AGE: 19,
      MAX_LEAGUE_NAME_LENGTH: 20,
    });
  });

  it('has a closed withdrawal window of 23:30 to 00:30', () => {
    expect(limits.WITHDRAWAL_CLOSED_FROM_MINUTE).toBe(23 * 60 + 30);
    expect(limits.WITHDRAWAL_CLOSED_UNTIL_MINUTE).toBe(0 * 60 + 30);
  });
});

describe('timing (spec §4, §9)', () => {
  it('has every timer at its exact value', () => {
    expect({ ...timing }).toEqual({
      CANCEL_WINDOW_MS: 10 * MINUTE,
      LOGIN_STAMP_TTL_MS: 30 * MINUTE,
      POLL_INTERVAL_MS: 5_000,
      CLOCK_TICK_MS: 1_000,
      JACKPOT_STEP_MS: 30_000,
      MARQUEE_CYCLE_MS: 15_000,
      POPUP_HIDE_LONG_MS: 12 * HOUR,
      POPUP_HIDE_SHORT_MS: 5 * MINUTE,
    });
  });
});

describe('page sizes (spec §2, §9)', () => {
  it('has every size at its exact value', () => {
    expect({ ...pageSizes }).toEqual({
      HISTORY_PAGE_SIZE: 10,
      HISTORY_MAX_PAGES: 3,
      HISTORY_PAGE_LINKS: 11,
      POPUP_LIST_SIZE: 10_000,
      CASINO_POPUP_LIST_SIZE: 100_000,
      DEFAULT_ITEMS_PER_PAGE: 15,
      NOTICE_POPUP_LIST_SIZE: 5,
      PARTNER_PAGE_SIZE: 20,
      POINT_COMP_DIALOG_SIZE: 10,
      INQUIRY_PAGE_SIZE: 10,
      JACKPOT_PAGE_SIZE: 10,
      ADMIN_PAGE_SIZE: 20,
      WITHDRAWAL_HISTORY_PAGE_SIZE: 10,
    });
  });
});

describe('quick-add buttons (spec §9)', () => {
  it('bet slip', () => {
    expect(quickAdd.BET_QUICK_AMOUNTS).toEqual([5_000, 10_000, 50_000, 100_000, 500_000, 1_000_000]);
    expect(quickAdd.BET_QUICK_ACTIONS).toEqual(['HALF', 'MAX', 'RESET']);
  });

  it('deposit and withdrawal', () => {
    const list = [10_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 5_000_000, 10_000_000];
    expect(quickAdd.DEPOSIT_QUICK_AMOUNTS).toEqual(list);
    expect(quickAdd.WITHDRAWAL_QUICK_AMOUNTS).toEqual(list);
    expect(quickAdd.WITHDRAWAL_QUICK_AMOUNTS.every((a) => a >= limits.MIN_WITHDRAWAL)).toBe(true);
    expect(quickAdd.WITHDRAWAL_QUICK_AMOUNTS.every((a) => a % limits.WITHDRAWAL_UNIT === 0)).toBe(true);
    expect(quickAdd.DEPOSIT_QUICK_AMOUNTS.every((a) => a % limits.DEPOSIT_STEP === 0)).toBe(true);
  });

  it('coins', () => {
    expect(quickAdd.COIN_QUICK_AMOUNTS).toEqual([1, 3, 5, 10, 30, 50, 100]);
  });
});

describe('roulette (spec §9)', () => {
  it('has the prize tables, losing values, coupon types and timings', () => {
    expect(roulette.ROULETTE_PRIZES).toEqual({
      normal: [0, 2_000, 4_000, 6_000, 8_000, 10_000, 20_000],
      vip: [0, 20_000, 30_000, 40_000, 60_000, 80_000, 100_000],
    });
    expect(roulette.ROULETTE_LOSING_VALUE).toEqual({ normal: 1, vip: 0 });
    expect(roulette.ROULETTE_COUPON_TYPE).toEqual({ normal: 1, vip: 2 });
    expect(roulette.ROULETTE_SPIN_MS).toBe(2_000);
    expect(roulette.ROULETTE_RESULT_DELAY_MS).toBe(1_000);
  });
});

describe('roles (spec §3, §6)', () => {
  it('has the special roles and types', () => {
    expect(roles.ROLE).toEqual({ ADMIN_LIKE: 1, VIP: 4, VVIP: 5, STAFF: 10 });
    expect(roles.MIN_LEVEL).toBe(1);
    expect(roles.MAX_LEVEL).toBe(5);
    expect(roles.MEMBER_TYPE).toBe(0);
    expect(roles.PARTNER_TYPES).toEqual([1, 2]);
    expect(roles.WITHDRAWN).toBe(1);
  });
});

describe('layout (spec §2)', () => {
  it('has the breakpoints and dialog widths', () => {
    expect(layout.MOBILE_MAX_WIDTH).toBe(767);
    expect(layout.MOBILE_VIEWPORT_WIDTH).toBe(424);
    expect(layout.DESKTOP_VIEWPORT_WIDTH).toBe(1920);
    expect(DIALOG_WIDTH).toEqual({
      betHistoryMax: 1150,
      withdrawalMax: 1200,
      depositMax: 1200,
      referralCode: 600,
      signUpForm: 880,
      userInfo: 500,
      roulette: 600,
      drawer: 352,
      notice: { mobile: 376, desktop: 540 },
      myPage: { mobile: 392, desktop: 700 },
    });
  });

  it.each([
    [320, true],
    [767, true],
    [768, false],
    [1920, false],
  ])('isMobileWidth(%i) is %s', (width, mobile) => {
    expect(layout.isMobileWidth(width)).toBe(mobile);
  });
});
