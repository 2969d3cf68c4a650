import { InplayPage } from '@/features/sports/components/InplayPage';

/** /inplay (spec §2): fixtures in play with live scores and prices. */
export function Component() {
  return <InplayPage />;
}
