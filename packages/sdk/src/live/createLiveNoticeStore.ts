import { signal } from '@preact/signals-core';
import type { KbetEventBus, KbetEvents } from '../events';
import { subscribeSignal } from '../stores/subscribeSignal';

export interface LiveNoticeSnapshot {
  /** Answered 1:1 inquiries the member has not read, as the last pushed answer counted them. */
  readonly unreadAnswers: number;
}

export interface LiveNoticeStore {
  get(): LiveNoticeSnapshot;
  subscribe(listener: () => void): () => void;
  /** The member is looking at the inquiry list: the count is shown there, so the badge clears. */
  markAnswersSeen(): void;
  dispose(): void;
}

/**
 * Follows the live stream for what the member is told without polling: the unread answer count that each
 * 'inquiryAnswer' event carries. It clears when the session ends.
 * @example const notices = createLiveNoticeStore({ events }); notices.get().unreadAnswers // 0
 */
export function createLiveNoticeStore(options: { readonly events: KbetEventBus }): LiveNoticeStore {
  const { events } = options;
  const state = signal<LiveNoticeSnapshot>({ unreadAnswers: 0 });
  const onLive = (event: KbetEvents['live:event']) => {
    if (event.type === 'inquiryAnswer') state.value = { unreadAnswers: event.data.unread };
  };
  const clear = () => {
    if (state.value.unreadAnswers !== 0) state.value = { unreadAnswers: 0 };
  };
  events.on('live:event', onLive);
  events.on('session:ended', clear);
  return {
    get: () => state.value,
    subscribe: (listener) => subscribeSignal(state, listener),
    markAnswersSeen: clear,
    dispose() {
      events.off('live:event', onLive);
      events.off('session:ended', clear);
    },
  };
}
