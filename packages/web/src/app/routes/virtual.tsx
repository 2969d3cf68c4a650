import { findVirtualLeague } from '@kbet/sdk';
import { useLocation } from 'react-router';
import { ErrorPage } from '@/components/ErrorPage';
import { VirtualLeaguePage } from '@/features/virtuals/components/VirtualLeaguePage';

/** /bet365/… (spec §2): the league its route shows; routes.tsx registers every league of the SDK's registry. */
export function Component() {
  const league = findVirtualLeague(useLocation().pathname.replace(/^\/bet365\//, ''));
  return league ? <VirtualLeaguePage key={league.id} league={league} /> : <ErrorPage status={404} />;
}
