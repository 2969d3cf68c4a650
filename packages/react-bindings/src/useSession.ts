import type { SessionSnapshot, User } from '@kbet/sdk';
import { useKbet } from './KbetProvider';
import { useStore } from './useStore';

/**
 * The session: status ('restoring', 'guest', 'member'), user, unread count and the blank-page flag.
 * @example const { status, user } = useSession();
 */
export const useSession = (): SessionSnapshot => useStore(useKbet().stores.session);

/**
 * The logged-in user, or null.
 * @example const user = useUser(); user?.nickname
 */
export const useUser = (): User | null => useStore(useKbet().stores.session, (s) => s.user);
