import { DomainError } from '../errors/domainError';
import { refusal } from '../errors/refusal';

/**
 * The refusals of placing, cancelling, hiding and registering bets. Codes are the names of the ko.ts
 * messages they carry; a rule of the SDK that fails keeps its own code.
 * @example throw bettingErrors.suspended();
 */
export const bettingErrors = {
  /** A selection is unknown, or its fixture or sport is not the one sent. */
  unknownSelection: () => refusal('ERR_INVALID_INPUT'),
  /** An SDK rule (validateBet, the bonus rule) refused the slip. */
  rule: (code: string, message: string) => new DomainError(code, message),
  sameFixture: () => refusal('BET_SAME_FIXTURE'),
  slipInvalid: () => refusal('BET_SLIP_INVALID'),
  ratioMismatch: () => refusal('BET_RATIO_MISMATCH'),
  suspended: () => refusal('BET_SUSPENDED'),
  cancelWindow: () => refusal('CANCEL_WINDOW'),
  cancelNotWaiting: () => refusal('CANCEL_NOT_WAITING'),
  deleteWaiting: () => refusal('BET_DELETE_WAITING'),
  jackpotNotWon: () => refusal('JACKPOT_NOT_WON'),
  jackpotAlready: () => refusal('JACKPOT_ALREADY_REGISTERED'),
} as const;
