/** The user fields the session rules read; any fuller user object (e.g. the parsed member) fits. */
export interface SessionUser {
  readonly role: number;
  /** 0 normal member; 1 or 2 partner. */
  readonly type: number;
  /** 0 when not banned. */
  readonly banType: number;
  /** 1 when the account is withdrawn (closed). */
  readonly withdrawalType: number;
}

/**
 * A wire flag: the backend sends '0' / '1' strings in places, numbers or booleans in others.
 * Read it with `isFlagOn`.
 */
export type WireFlag = string | number | boolean | null | undefined;

/** The site settings the guards read (spec §3). */
export interface GuardSettings {
  /** On: the whole site is under maintenance. */
  readonly siteNoticeFlg?: WireFlag;
}

/** What a guard decided: stay, go elsewhere (optionally alerting first), or end the session. */
export type GuardDecision =
  | { readonly action: 'allow' }
  | { readonly action: 'redirect'; readonly to: string; readonly alert?: string }
  | { readonly action: 'logout'; readonly alert: string };
