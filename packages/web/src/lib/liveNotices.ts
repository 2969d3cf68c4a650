import { useStore } from '@kbet/react';
import { createLiveNoticeStore } from '@kbet/sdk/live';
import { kbet } from './kbet';

/** The site's one follower of pushed notices (the unread inquiry answers), over the app's event bus. */
export const liveNotices = createLiveNoticeStore({ events: kbet.stores.events });

/**
 * Answered 1:1 inquiries not read yet, as the live stream last reported them.
 * @example const unreadAnswers = useUnreadAnswers();
 */
export const useUnreadAnswers = (): number => useStore(liveNotices, (snapshot) => snapshot.unreadAnswers);
