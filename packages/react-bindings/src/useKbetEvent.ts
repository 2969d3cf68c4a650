import type { KbetEvents } from '@kbet/sdk';
import { useEffect, useRef } from 'react';
import { useKbet } from './KbetProvider';

/**
 * Calls `handler` for every event of one type on the provider's event bus, always the latest handler.
 * @example useKbetEvent('session:ended', ({ message }) => message && alert(message));
 */
export function useKbetEvent<K extends keyof KbetEvents>(
  type: K,
  handler: (payload: KbetEvents[K]) => void,
): void {
  const { events } = useKbet().stores;
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!events) return;
    const listener = (payload: KbetEvents[K]) => latest.current(payload);
    events.on(type, listener);
    return () => events.off(type, listener);
  }, [events, type]);
}
