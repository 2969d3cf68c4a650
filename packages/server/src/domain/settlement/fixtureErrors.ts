import { refusal } from '../errors/refusal';

/**
 * The refusals of the staff result, void and re-settlement of a fixture.
 * @example throw fixtureErrors.alreadyResulted();
 */
export const fixtureErrors = {
  /** A first result for a fixture that has one (or was voided): a change goes through re-settlement. */
  alreadyResulted: () => refusal('FIXTURE_ALREADY_RESULTED'),
  /** A re-settlement of a fixture that has no result yet. */
  notResulted: () => refusal('FIXTURE_NOT_RESULTED'),
  /** A first result before the fixture's start or while the feed has it in play, without `force`. */
  resultUnconfirmed: (data: { beforeStart: boolean; inPlay: boolean; startDate: string }) =>
    refusal('FIXTURE_RESULT_UNCONFIRMED', data),
} as const;
