import { type ReadonlySignal, signal } from '@preact/signals-core';
import type { KbetClient } from '../api/createKbetClient';
import { toEpochMs } from '../core/toEpochMs';
import type { RealityCheckStatus } from '../schemas/responsibleGambling';
import { type Clock, systemClock } from '../stores/clock';
import { subscribeSignal } from '../stores/subscribeSignal';
import { nextRealityCheckAt } from './nextRealityCheckAt';

const MINUTE_MS = 60_000;

/** What a reminder shows (compliance §4): how long this session has run and its net cash result. */
export interface RealityCheckReminder {
  /** Whole minutes since the session began. */
  readonly elapsedMinutes: number;
  /** Winnings minus stakes in won since the session began; negative is a loss. */
  readonly netResult: number;
}

export interface RealityCheckSnapshot {
  /** Minutes between reminders, null when the member turned them off (or before configure). */
  readonly intervalMinutes: number | null;
  /** When the next reminder comes up (epoch ms), null when none is timed. */
  readonly nextAt: number | null;
  /** The reminder showing now, until dismissed. */
  readonly reminder: RealityCheckReminder | null;
}

/** The call the store makes when a reminder comes up, for the up-to-date net result. */
export interface RealityCheckClient {
  readonly rg: Pick<KbetClient['rg'], 'realityCheck'>;
}

export interface RealityCheckStoreOptions {
  readonly clock?: Clock;
}

export interface RealityCheckStore {
  readonly state: ReadonlySignal<RealityCheckSnapshot>;
  get(): RealityCheckSnapshot;
  subscribe(listener: () => void): () => void;
  /** Times reminders from a GET /rg/reality-check answer (also after the member changes it); null stops them. */
  configure(status: RealityCheckStatus | null): void;
  /** The member read the reminder; the next one is timed already. */
  dismiss(): void;
  /** Stops the timer. */
  dispose(): void;
}

const OFF: RealityCheckSnapshot = { intervalMinutes: null, nextAt: null, reminder: null };

/**
 * The reality-check reminder (compliance §4, UKGC RTS 13): at the interval the member picked, counted from the
 * start of the session, it re-reads GET /rg/reality-check and shows the session's length and net result until
 * the member dismisses it. A reminder that is still open when the next one is due is refreshed, not stacked.
 * @example
 * const reality = createRealityCheckStore(client);
 * reality.configure(await client.rg.realityCheck());
 * reality.subscribe(() => reality.get().reminder && showReminder(reality.get().reminder));
 */
export function createRealityCheckStore(
  client: RealityCheckClient,
  options: RealityCheckStoreOptions = {},
): RealityCheckStore {
  const clock = options.clock ?? systemClock;
  const state = signal<RealityCheckSnapshot>(OFF);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sessionStartedAt = Number.NaN;
  // Counts configurations, so an answer that arrives after a newer configure (or dispose) is dropped.
  let generation = 0;

  const patch = (next: Partial<RealityCheckSnapshot>) => {
    state.value = { ...state.value, ...next };
  };

  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const schedule = () => {
    stop();
    const nextAt = Number.isNaN(sessionStartedAt)
      ? null
      : nextRealityCheckAt(sessionStartedAt, state.value.intervalMinutes, clock.now());
    patch({ nextAt });
    if (nextAt !== null) timer = setTimeout(() => void remind(), Math.max(0, nextAt - clock.now()));
  };

  const apply = (status: RealityCheckStatus) => {
    sessionStartedAt = toEpochMs(status.sessionStartedAt);
    patch({ intervalMinutes: status.intervalMinutes });
  };

  const remind = async () => {
    const at = generation;
    try {
      const status = await client.rg.realityCheck();
      if (at !== generation) return;
      apply(status);
      if (status.intervalMinutes !== null && !Number.isNaN(sessionStartedAt)) {
        const elapsedMinutes = Math.max(0, Math.floor((clock.now() - sessionStartedAt) / MINUTE_MS));
        patch({ reminder: { elapsedMinutes, netResult: status.netResult } });
      }
    } catch {
      // A failed read skips this reminder; a session that ended is reported by the session store.
      if (at !== generation) return;
    }
    schedule();
  };

  return {
    state,
    get: () => state.value,
    subscribe: (listener) => subscribeSignal(state, listener),
    configure(status) {
      generation += 1;
      if (status === null) {
        stop();
        sessionStartedAt = Number.NaN;
        state.value = OFF;
        return;
      }
      apply(status);
      if (status.intervalMinutes === null) patch({ reminder: null });
      schedule();
    },
    dismiss() {
      patch({ reminder: null });
    },
    dispose() {
      generation += 1;
      stop();
    },
  };
}
