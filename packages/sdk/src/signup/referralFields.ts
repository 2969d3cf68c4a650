import type { SuggestionCode } from '../schemas/signup';

/** The sign-up payload's referral part, from the code of step 1. */
export interface ReferralFields {
  readonly suggestionCode1: string;
  readonly suggestionCode2: string;
  /** The referrer's member id. */
  readonly recommenderId: string;
}

/**
 * What a valid referral code stores for step 2 (spec §4): the code as code 1 when its type is 0, else as
 * code 2 (the other one empty), and the referrer's member id.
 * @example referralFields(' KBET01 ', { type: 0, memberId: 9 }) // { suggestionCode1: 'KBET01', suggestionCode2: '', recommenderId: '9' }
 */
export function referralFields(code: string, suggestion: SuggestionCode): ReferralFields {
  const trimmed = code.trim();
  const first = suggestion.type === 0;
  return {
    suggestionCode1: first ? trimmed : '',
    suggestionCode2: first ? '' : trimmed,
    recommenderId: String(suggestion.memberId),
  };
}
