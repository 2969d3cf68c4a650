import { CARRYOVER_MODES, type CarryoverMode, formatRate, VERTICALS, type Vertical } from '@kbet/sdk';
import type { AdminPartner } from '@kbet/sdk/admin';
import { InvalidArgumentError, Option } from 'commander';
import { wholeNumber } from '../flags';

export interface TermsOptions {
  losing: number;
  rolling?: Partial<Record<Vertical, number>>;
  carryover?: CarryoverMode;
  cap?: number;
}

/**
 * A percentage with at most two decimals as basis points.
 * @example parsePercent('0.5') // 50
 */
export function parsePercent(text: string): number | undefined {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (match === null) return undefined;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : undefined;
}

const percent = (flag: string) => (value: string) => {
  const bp = parsePercent(value);
  if (bp === undefined)
    throw new InvalidArgumentError(`${flag} must be a percentage 0-100 with at most 2 decimals.`);
  return bp;
};

/** `sports=0.5,casino=1`: rolling percentages per vertical (missing ones are 0). */
const rollingRates = (value: string) => {
  const rates: Partial<Record<Vertical, number>> = {};
  for (const pair of value.split(',')) {
    const [name, rate] = pair.split('=');
    const vertical = VERTICALS.find((v) => v === name?.trim());
    const bp = rate === undefined ? undefined : parsePercent(rate);
    if (vertical === undefined || bp === undefined) {
      throw new InvalidArgumentError(`--rolling takes vertical=percent pairs (${VERTICALS.join(', ')}).`);
    }
    rates[vertical] = bp;
  }
  return rates;
};

export const termsFlags = () => [
  new Option('--losing <percent>', 'losing share in percent')
    .argParser(percent('--losing'))
    .makeOptionMandatory(),
  new Option('--rolling <rates>', 'rolling percent per vertical, e.g. sports=0.5,casino=1').argParser(
    rollingRates,
  ),
  new Option('--carryover <mode>', 'negative carryover (default carry)').choices(CARRYOVER_MODES),
  new Option('--cap <won>', 'the carryover cap, with --carryover capped').argParser(wholeNumber('--cap')),
];

/**
 * The contract terms the flags describe.
 * @example toTerms({ losing: 3000, rolling: { sports: 100 } })
 */
export const toTerms = (options: TermsOptions) => ({
  losingBp: options.losing,
  rollingBp: Object.fromEntries(VERTICALS.map((v) => [v, options.rolling?.[v] ?? 0])) as Record<
    Vertical,
    number
  >,
  carryover:
    options.carryover === 'capped'
      ? { mode: 'capped' as const, cap: options.cap ?? 0 }
      : { mode: options.carryover ?? ('carry' as const) },
});

/**
 * A contract in one line: losing share, rolling per vertical, carryover.
 * @example describeTerms(contract) // '30% · sports 1% … · carry'
 */
export const describeTerms = (contract: AdminPartner['contract']): string =>
  contract === null
    ? '-'
    : `${formatRate(contract.losingBp)} · ${VERTICALS.map((v) => `${v} ${formatRate(contract.rollingBp[v])}`).join(' ')} · ${
        contract.carryover.mode
      }${contract.carryover.mode === 'capped' ? ` ${contract.carryover.cap}` : ''} (from ${contract.effectiveFrom})`;
