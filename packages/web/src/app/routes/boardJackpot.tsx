import { JackpotBoard } from '@/features/boards/components/JackpotBoard';

/** /board/jackpot (spec §2): the jackpot counter; registered jackpot slips land here (spec §8). */
export function Component() {
  return <JackpotBoard />;
}
