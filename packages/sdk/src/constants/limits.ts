/**
 * Business limits of spec §9 (money in won, durations in ms). Kept free of tables and imports so that a
 * validator importing one limit ships a few bytes. Odds limits are decimal strings: compare them as
 * exact decimals (odds/decimal), never as floats.
 */

// Betting
export const MIN_BET = 5_000;
export const MAX_TOTAL_ODDS = '100';
/** Bonus folders need other selections at or above these odds. */
export const MIN_BONUS_ODDS = '1.3';
export const MAX_EVENT_BET = 5_001;
/** Per-role max bet and max winnings settings are stored in units of 10,000 won. */
export const BET_SETTING_UNIT = 10_000;

// Deposit
export const MIN_DEPOSIT = 10_000;
export const DEPOSIT_STEP = 1_000;
export const MAX_DEPOSIT = 100_000_000;
export const MAX_DEPOSIT_BONUS = 500_000;

// Withdrawal (the per-request, daily, interval and time-window rules are displayed and enforced by the server)
export const MIN_WITHDRAWAL = 10_000;
export const WITHDRAWAL_UNIT = 10_000;
export const MAX_WITHDRAWAL_PER_REQUEST = 20_000_000;
export const MAX_WITHDRAWAL_PER_REQUEST_HIGH_VALUE = 50_000_000;
export const MAX_WITHDRAWAL_PER_DAY = 200_000_000;
export const WITHDRAWAL_INTERVAL_MS = 2 * 60 * 60 * 1000;
export const WITHDRAWAL_AFTER_DEPOSIT_MS = 30 * 60 * 1000;
/** No withdrawal requests from 23:30 to 00:30 Korean time, as minutes after KST midnight. */
export const WITHDRAWAL_CLOSED_FROM_MINUTE = 23 * 60 + 30;
export const WITHDRAWAL_CLOSED_UNTIL_MINUTE = 30;
/** Korea Standard Time is UTC+9 all year (no daylight saving). */
export const KST_OFFSET_MINUTES = 9 * 60;

// Points, comp, coins
export const MIN_POINT_CONVERSION = 5_000;
export const MIN_COMP_CONVERSION = 100;
export const WON_PER_COIN = 10_000;
export const MIN_COIN = 1;

// Support
/** A new inquiry is refused while more than this many are unanswered. */
export const UNANSWERED_INQUIRY_LIMIT = 2;

// Sign-up and account fields
export const PHONE_CODE_VALID_MS = 10 * 60 * 1000;
export const MAX_PHONE_CODE_REQUESTS = 7;
export const PHONE_CODE_REQUEST_WINDOW_MS = 24 * 60 * 60 * 1000;
export const ANTIBOT_CODE_LENGTH = 4;
export const ACCOUNT_PASSWORD_LENGTH = 4;
export const PHONE_LAST_DIGITS_LENGTH = 4;
export const MIN_BANK_CODE = 1;
export const MAX_BANK_CODE = 39;
export const MAX_ACCOUNT_NUMBER_LENGTH = 14;
export const MAX_ACCOUNT_HOLDER_LENGTH = 80;
export const MAX_NICKNAME_LENGTH = 8;
export const MIN_USER_ID_LENGTH = 6;
export const MAX_USER_ID_LENGTH = 12;
export const MIN_SIGNUP_PASSWORD_LENGTH = 6;
export const MAX_SIGNUP_PASSWORD_LENGTH = 12;
export const MIN_PASSWORD_LENGTH = 8;
/** Korean age of majority for gambling (compliance.md §3). */
export const MIN_SIGNUP_AGE = 19;

// Display
export const MAX_LEAGUE_NAME_LENGTH = 20;
