import { formatWon } from '../validation/formatWon';
import type { CommissionLine } from './commissionLine';

const lineKey = (line: CommissionLine): string =>
  `${line.partnerId}:${line.memberId}:${line.kind}:${line.vertical ?? ''}`;

/**
 * The adjustment lines for a closed period whose facts changed after it closed (a late result or a
 * re-settlement): per partner, member, kind and vertical, what the recomputation pays minus what was paid.
 * They are posted in the next open period; the closed period is never rewritten. Zero deltas are left out.
 * @example adjustmentLines([], []) // []
 */
export function adjustmentLines(
  paid: readonly CommissionLine[],
  recomputed: readonly CommissionLine[],
): CommissionLine[] {
  const before = new Map<string, CommissionLine>();
  for (const line of paid) before.set(lineKey(line), line);
  const deltas: CommissionLine[] = [];
  const seen = new Set<string>();
  const push = (now: CommissionLine | undefined, was: CommissionLine | undefined) => {
    const template = now ?? was;
    if (template === undefined) return;
    const amount = (now?.amount ?? 0) - (was?.amount ?? 0);
    if (amount === 0) return;
    deltas.push({
      ...template,
      base: (now?.base ?? 0) - (was?.base ?? 0),
      amount,
      computation: `재계산 ${formatWon(now?.amount ?? 0)} − 기지급 ${formatWon(was?.amount ?? 0)} = ${formatWon(amount)}${
        now === undefined ? '' : ` (${now.computation})`
      }`,
    });
  };
  for (const now of recomputed) {
    const key = lineKey(now);
    seen.add(key);
    push(now, before.get(key));
  }
  for (const was of paid) {
    if (!seen.has(lineKey(was))) push(undefined, was);
  }
  return deltas;
}
