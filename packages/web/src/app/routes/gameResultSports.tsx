import { GameResultsPage } from '@/features/sports-results/components/GameResultsPage';

/** /game_result/sports (spec §2): the final fixtures of a Korean day with their scores and main market outcomes. */
export function Component() {
  return <GameResultsPage />;
}
