import type { Notice } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { type ResourceView, useResource } from './useResource';

/**
 * The event board's posts (GET boardEvent).
 * @example const { data: events = [] } = useEvents();
 */
export function useEvents(): ResourceView<Notice[]> {
  const client = useKbetClient();
  return useResource('events', (signal) => client.board.events({ signal }));
}
