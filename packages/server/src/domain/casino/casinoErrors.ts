import { CASINO_MESSAGES, type CasinoMessageCode } from '@kbet/sdk';
import { DomainError } from '../errors/domainError';

const refuse = (code: CasinoMessageCode) => () => new DomainError(code, CASINO_MESSAGES[code]);

/**
 * Every member-facing refusal of the casino (codes are the SDK's CASINO_MESSAGES names; their HTTP statuses
 * are in errors/domainErrorStatus.ts).
 * @example throw casinoErrors.maintenance();
 */
export const casinoErrors = {
  maintenance: refuse('CASINO_MAINTENANCE'),
  unknownGame: refuse('CASINO_UNKNOWN_GAME'),
  deleteFailed: refuse('CASINO_DELETE_FAILED'),
  transferMin: refuse('CASINO_TRANSFER_MIN'),
  transferStep: refuse('CASINO_TRANSFER_STEP'),
  transferMax: refuse('CASINO_TRANSFER_MAX'),
  transferShort: refuse('CASINO_TRANSFER_SHORT'),
} as const;
