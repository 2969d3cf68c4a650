import { VirtualResultsPage } from '@/features/virtuals/components/VirtualResultsPage';

/** /game_result/virtuals: finished virtual rounds by league and day with their fairness proofs, verified here. */
export function Component() {
  return <VirtualResultsPage />;
}
