/** Member roles with a meaning of their own (spec §3, §6); 1-5 are levels. */
export const ROLE = {
  /** Lowest level; in client state also admin-like, and the only role that registers notices. */
  ADMIN_LIKE: 1,
  VIP: 4,
  VVIP: 5,
  /** With type 1 and withdrawalType 0: the staff account sent to /admin. */
  STAFF: 10,
} as const;

/** Bet and bank limits exist for levels 1-5; other roles are clamped into this range (spec §6). */
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 5;

/** Member type 0 is a normal member (spec §3); any other type is a partner of some kind. */
export const MEMBER_TYPE = 0;

/** Types allowed into the partner area (spec §5, §6). */
export const PARTNER_TYPES: readonly number[] = [1, 2];

/** `withdrawalType` 1 marks a withdrawn (closed) account. */
export const WITHDRAWN = 1;
