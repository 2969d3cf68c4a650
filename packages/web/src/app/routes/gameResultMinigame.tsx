import { MinigameResultsPage } from '@/features/minigame/components/MinigameResultsPage';

/** /game_result/minigame: past mini-game rounds with their results and fairness proofs, verified in the browser. */
export function Component() {
  return <MinigameResultsPage />;
}
