import { DomainError } from '../errors/domainError';

/**
 * The partner and settlement refusals, each with a stable code and the Korean message staff and partners see.
 * Their HTTP statuses are in errors/domainErrorStatus.ts.
 * @example throw partnerErrors.periodNotClosed('2026-11-29');
 */
export const partnerErrors = {
  periodNotClosed: (to: string) =>
    new DomainError('SETTLEMENT_PERIOD_OPEN', `정산 기간이 아직 끝나지 않았습니다. (${to})`, { to }),
  periodOverlap: (from: string, to: string) =>
    new DomainError('SETTLEMENT_PERIOD_OVERLAP', '다른 정산 기간과 겹칩니다.', { from, to }),
  periodNotFound: () => new DomainError('SETTLEMENT_PERIOD_NOT_FOUND', '정산 기간을 찾을 수 없습니다.'),
  alreadyPaid: () => new DomainError('SETTLEMENT_ALREADY_PAID', '이미 지급된 정산은 보류할 수 없습니다.'),
  partnerNotFound: () => new DomainError('PARTNER_NOT_FOUND', '파트너를 찾을 수 없습니다.'),
  partnerExists: () => new DomainError('PARTNER_EXISTS', '이미 파트너이거나 사용 중인 코드입니다.'),
  badParent: () => new DomainError('PARTNER_BAD_PARENT', '상위 파트너의 등급이 맞지 않습니다.'),
  rateAboveParent: (issues: unknown) =>
    new DomainError('PARTNER_RATE_ABOVE_PARENT', '하위 파트너의 요율은 상위 파트너보다 높을 수 없습니다.', {
      issues,
    }),
} as const;
