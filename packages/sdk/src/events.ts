import mitt, { type Emitter } from 'mitt';
import type { SlipSelection } from './betslip/betSlip';
import type { OddsChange } from './errors/oddsChangedError';
import type { LiveEvent } from './live/liveEvent';
import type { LiveState } from './live/liveState';

/**
 * Why a session ended (spec §8 and compliance §4): the member logged out, the 30-minute stamp expired, another
 * device logged in (555), the server logged the member out (556), a blocked IP (406), a server error (500),
 * a withdrawn member, or a time-out / self-exclusion.
 */
export type SessionEndReason =
  | 'logout'
  | 'expired'
  | 'otherDevice'
  | 'serverLogout'
  | 'blockedIp'
  | 'serverError'
  | 'withdrawn'
  | 'selfExcluded';

/** Every event of the SDK's bus and its payload. */
export type KbetEvents = {
  'betslip:changed': { selections: readonly SlipSelection[]; totalOdds: string; count: number };
  'betslip:cleared': undefined;
  'odds:changed': { changes: readonly OddsChange[] };
  'session:ended': { reason: SessionEndReason; message?: string };
  'balance:changed': { emoney: number };
  'message:new': { unread: number };
  /** The live client's connection state changed. */
  'live:state': { state: LiveState };
  /** An event pushed by the live stream (odds, scores, bets, balance, messages, feed). */
  'live:event': LiveEvent;
};

/** A typed mitt emitter of {@link KbetEvents}. */
export type KbetEventBus = Emitter<KbetEvents>;

/**
 * A new typed event bus; share one per app between the SDK's stores and the UI.
 * @example const events = createKbetEvents(); events.on('session:ended', ({ reason }) => showLogin(reason));
 */
export const createKbetEvents = (): KbetEventBus => mitt<KbetEvents>();
