import { randomInt } from '../../fairness/randomInt';
import { defineFamily, type MarketSpec } from '../minigameFamily';

export const PENALTY_DIRECTIONS = ['left', 'center', 'right'] as const;

export type PenaltyDirection = (typeof PENALTY_DIRECTIONS)[number];

/** Where the kicker shoots and where the keeper dives; a goal unless they match. */
export interface PenaltyKickOutcome {
  readonly family: 'penaltyKick';
  readonly shot: PenaltyDirection;
  readonly dive: PenaltyDirection;
}

export interface PenaltyKickResult {
  readonly shot: PenaltyDirection;
  readonly goal: boolean;
}

const KO = { left: '좌', center: '중', right: '우' } as const;

const markets: MarketSpec<PenaltyKickResult>[] = [
  { id: 'goal', code: 101, label: '골', wins: (r) => r.goal },
  { id: 'save', code: 102, label: '노골 (선방)', wins: (r) => !r.goal },
  ...PENALTY_DIRECTIONS.map((shot, i) => ({
    id: `shot-${shot}`,
    code: 103 + i,
    label: `슛 방향 ${KO[shot]}`,
    wins: (r: PenaltyKickResult) => r.shot === shot,
  })),
];

/** Penalty kick (승부차기): shot and dive each one of 좌/중/우 with integer [0, 3); a goal unless they match. */
export const penaltyKickFamily = defineFamily<PenaltyKickOutcome, PenaltyKickResult>({
  id: 'penaltyKick',
  name: '승부차기',
  draw: (stream) => ({
    family: 'penaltyKick',
    shot: PENALTY_DIRECTIONS[randomInt(stream, 3)] as PenaltyDirection,
    dive: PENALTY_DIRECTIONS[randomInt(stream, 3)] as PenaltyDirection,
  }),
  result: (o) => ({ shot: o.shot, goal: o.shot !== o.dive }),
  key: (r) => `${r.shot}:${r.goal ? 'goal' : 'save'}`,
  space: () => ({
    total: 9n,
    cells: PENALTY_DIRECTIONS.flatMap((shot) => [
      [{ shot, goal: true }, 2n] as const,
      [{ shot, goal: false }, 1n] as const,
    ]),
  }),
  markets,
});
