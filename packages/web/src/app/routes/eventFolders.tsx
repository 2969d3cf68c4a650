import { EventFoldersPage } from '@/features/sports/components/EventFoldersPage';

/** /europe/event (spec §2, §9): the event folders with their own slip. */
export function Component() {
  return <EventFoldersPage />;
}
