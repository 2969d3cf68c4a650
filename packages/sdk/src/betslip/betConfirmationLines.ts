import { formatOdds } from '../odds/formatOdds';
import { formatWon } from '../validation/formatWon';
import type { SlipSelection } from './betSlip';
import { pickLabel } from './pickLabel';

/** One line of the bet confirmation: a pick (its match and odds) or a figure. */
export interface BetConfirmationLine {
  readonly label: string;
  readonly value: string;
}

export interface BetConfirmationParams {
  readonly selections: readonly SlipSelection[];
  readonly totalOdds: string;
  readonly amount: number;
  readonly expectedWin: number;
}

/**
 * What the bet confirmation restates before the member says yes: each pick (match, pick and odds), then the
 * total odds, the stake and the expected win, as the slip shows them.
 * @example betConfirmationLines({ selections, totalOdds: '1.80', amount: 10_000, expectedWin: 18_000 }).at(-1) // { label: '예상 당첨금', value: '18,000원' }
 */
export function betConfirmationLines(params: BetConfirmationParams): BetConfirmationLine[] {
  return [
    ...params.selections.map((selection) => ({
      label: selection.slipName ?? selection.marketNameKorean ?? selection.marketName,
      value: `${pickLabel(selection)} · ${formatOdds(selection.betPrice, 2)}`,
    })),
    { label: '총 배당', value: params.totalOdds },
    { label: '베팅금액', value: `${formatWon(params.amount)}원` },
    { label: '예상 당첨금', value: `${formatWon(params.expectedWin)}원` },
  ];
}
