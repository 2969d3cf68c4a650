import type { ChangedBetting } from '@kbet/sdk';

/**
 * Thrown inside the bet's transaction when prices or versions moved, so nothing is written; the route
 * answers 409 with `changes` as the body, the bare list of betPrice items the SDK's OddsChangedError
 * reads (spec §4, §8).
 */
export class OddsChangedFailure extends Error {
  override readonly name = 'OddsChangedFailure';
  readonly changes: ChangedBetting[];

  constructor(changes: ChangedBetting[]) {
    super(`odds changed: ${changes.map((c) => c.oddsId).join(', ')}`);
    this.changes = changes;
  }
}

/**
 * Whether a value is an OddsChangedFailure.
 * @example isOddsChangedFailure(error) && error.changes.length > 0
 */
export const isOddsChangedFailure = (value: unknown): value is OddsChangedFailure =>
  value instanceof OddsChangedFailure;
