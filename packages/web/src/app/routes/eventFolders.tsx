import { EventFoldersPage } from '@/features/sports/components/EventFoldersPage';

/** /event_folder (spec §2, §9): the event folders with their own slip. */
export function Component() {
  return <EventFoldersPage />;
}
