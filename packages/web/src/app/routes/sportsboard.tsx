import { ScoreboardPage } from '@/features/sports-results/components/ScoreboardPage';

/** /sportsboard (spec §2, the fourth banner): live scores, the fixtures still to come today and the recently finished, by sport. */
export function Component() {
  return <ScoreboardPage />;
}
