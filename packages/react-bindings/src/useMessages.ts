import type { Message } from '@kbet/sdk';
import { useKbet, useKbetClient } from './KbetProvider';
import { useMemberResource } from './useMemberResource';
import type { ResourceView } from './useResource';
import { useStore } from './useStore';

/**
 * The member's messages (GET /message/user/{id}).
 * @example const { data: messages = [] } = useMessages();
 */
export function useMessages(): ResourceView<Message[]> {
  const client = useKbetClient();
  return useMemberResource('messages', (memberId, signal) =>
    client.board.messages.list(memberId, { signal }),
  );
}

/**
 * Unread messages, re-read with the user every 5 s (spec §4) or pushed live.
 * @example const unread = useUnreadCount();
 */
export const useUnreadCount = (): number => useStore(useKbet().stores.session, (s) => s.unreadCount);
