import type { Notice } from '@kbet/sdk';
import type { ResourceRead } from './resourceRead';
import { useRead } from './useRead';
import type { ResourceView } from './useResource';

/** The read behind useEvents (GET boardEvent), for a server render to start ahead. */
export const eventsRead: ResourceRead<Notice[]> = {
  key: 'events',
  fetch: (client, signal) => client.board.events({ signal }),
};

/**
 * The event board's posts (GET boardEvent).
 * @example const { data: events = [] } = useEvents();
 */
export function useEvents(): ResourceView<Notice[]> {
  return useRead(eventsRead);
}
