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
} as const;
