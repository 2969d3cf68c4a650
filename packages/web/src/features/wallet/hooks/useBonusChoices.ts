import { useBettingRules } from '@kbet/react';
import { type DepositBonusOption, formatWon, offeredBonusOptions } from '@kbet/sdk';

/** A bonus option as the deposit forms' select lists it. */
export interface BonusChoice {
  readonly value: string;
  readonly label: string;
  readonly disabled: boolean;
}

/** The option's name with what it pays and asks, so each choice states its %, rolling and cap. */
const choiceLabel = (option: DepositBonusOption): string =>
  option.percent === 0
    ? option.label
    : `${option.label} · ${option.percent}% (최대 ${formatWon(option.cap)}원) · 롤링 ${option.rollingPercent ?? 0}%`;

/**
 * The deposit bonus options of the products the site offers (SDK offeredBonusOptions over the operator's
 * products); until the rules load only the placeholder and "no bonus" are listed.
 * @example const choices = useBonusChoices(); <Select options={choices} />
 */
export function useBonusChoices(): BonusChoice[] {
  const { data: rules } = useBettingRules();
  return offeredBonusOptions(rules?.products ?? []).map((option) => ({
    value: String(option.code),
    label: choiceLabel(option),
    disabled: option.code === 0,
  }));
}
