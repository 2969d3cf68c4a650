// @kbet/sdk/core: results every rule and store action returns (ValidationResult, ActionResult), amount input, Korean time.
// Also re-exported by the root entry, `@kbet/sdk`.

export type { KstParts } from '../core/kstParts';
export { kstParts, startOfKstDay } from '../core/kstParts';
export type { TextInput } from '../core/missingField';
export type { AmountInput } from '../core/readAmount';
export type { ActionResult, ValidationFailure, ValidationIssue, ValidationResult } from '../core/result';
export { fail, ok } from '../core/result';
export type { DateInput } from '../core/toEpochMs';
export { toEpochMs } from '../core/toEpochMs';
