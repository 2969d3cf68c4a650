import {
  type FailureContext,
  type FailureOutcome,
  isApiError,
  mapHttpFailure,
  type SentBetting,
} from '@kbet/sdk/errors';
import { ko } from '@kbet/sdk/i18n';
import { kbet } from './kbet';
import { alert } from './notify';

export interface ReportOptions {
  /** The call that failed, where spec §8 words its failure differently (login, roulette, delete:sport…). */
  readonly context?: FailureContext;
  /** The message when the server sends none (e.g. conversions' 문제가 발생했습니다…). */
  readonly fallback?: string;
  /** The bettings a failed bet sent, so an odds change knows the old prices. */
  readonly sent?: readonly SentBetting[];
}

/**
 * The one place that answers a failed call (spec §8), through the SDK's mapHttpFailure: 555, 556 and 500 log
 * out with their alert, 406 alerts and blanks the page, 600 blanks it, others alert their message. An odds
 * change is returned for the caller's odds-change confirm.
 * @example catch (error) { reportError(error, { context: 'roulette' }); }
 */
export function reportError(error: unknown, options: ReportOptions = {}): FailureOutcome | null {
  if (!isApiError(error)) {
    void alert(options.fallback ?? ko.ERR_DEFAULT);
    return null;
  }
  const outcome = mapHttpFailure({ status: error.status, data: error.data, ...options });
  const { session } = kbet.stores;
  if (outcome.action === 'logout' || outcome.action === 'blank') {
    const member = session.get().status === 'member';
    // A member hears the reason through 'session:ended'; a guest has no session to end, only the alert.
    session.handleError(outcome.error);
    if (!member && outcome.message) void alert(outcome.message);
  } else if (outcome.action === 'alert') {
    void alert(outcome.message);
  }
  return outcome;
}
