import { ko } from '@kbet/sdk';
import { HttpError } from '../../errors/httpError';

/**
 * The refusals of placing, cancelling, hiding and registering bets. Codes are the names of the ko.ts
 * messages they carry; a rule of the SDK that fails keeps its own code.
 * @example throw bettingErrors.suspended();
 */
export const bettingErrors = {
  /** A selection is unknown, or its fixture or sport is not the one sent. */
  unknownSelection: () => new HttpError(400, 'ERR_INVALID_INPUT', ko.ERR_INVALID_INPUT),
  /** An SDK rule (validateBet, the bonus rule) refused the slip. */
  rule: (code: string, message: string) => new HttpError(400, code, message),
  sameFixture: () => new HttpError(400, 'BET_SAME_FIXTURE', ko.BET_SAME_FIXTURE),
  slipInvalid: () => new HttpError(400, 'BET_SLIP_INVALID', ko.BET_SLIP_INVALID),
  ratioMismatch: () => new HttpError(400, 'BET_RATIO_MISMATCH', ko.BET_RATIO_MISMATCH),
  suspended: () => new HttpError(409, 'BET_SUSPENDED', ko.BET_SUSPENDED),
  cancelWindow: () => new HttpError(409, 'CANCEL_WINDOW', ko.CANCEL_WINDOW),
  cancelNotWaiting: () => new HttpError(409, 'CANCEL_NOT_WAITING', ko.CANCEL_NOT_WAITING),
  deleteWaiting: () => new HttpError(409, 'BET_DELETE_WAITING', ko.BET_DELETE_WAITING),
  jackpotNotWon: () => new HttpError(409, 'JACKPOT_NOT_WON', ko.JACKPOT_NOT_WON),
  jackpotAlready: () => new HttpError(409, 'JACKPOT_ALREADY_REGISTERED', ko.JACKPOT_ALREADY_REGISTERED),
} as const;
