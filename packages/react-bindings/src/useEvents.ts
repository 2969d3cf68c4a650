import type { Notice } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import type { ResourceRead } from './resourceRead';
import { type ResourceView, useResource } from './useResource';

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
  const client = useKbetClient();
  return useResource(eventsRead.key, (signal) => eventsRead.fetch(client, signal));
}
