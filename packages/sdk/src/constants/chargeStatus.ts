import type { StatusColor } from './statusColor';

/** Deposit / withdrawal record statuses (spec §4); any other value is an error state. */
export const CHARGE_STATUS = {
  PROCESSING: 0,
  DONE: 1,
  CANCELLED: 2,
} as const;

export type ChargeStatus = (typeof CHARGE_STATUS)[keyof typeof CHARGE_STATUS];

export const CHARGE_STATUS_LABELS: Readonly<Record<ChargeStatus, string>> = {
  [CHARGE_STATUS.PROCESSING]: '처리중',
  [CHARGE_STATUS.DONE]: '완료',
  [CHARGE_STATUS.CANCELLED]: '취소',
};

export const CHARGE_STATUS_ERROR_LABEL = '오류';

/**
 * The Korean label of a charge status; unknown statuses read 오류 (error).
 * @example chargeStatusLabel(1) // '완료'
 */
export const chargeStatusLabel = (status: number): string =>
  (CHARGE_STATUS_LABELS as Readonly<Record<number, string>>)[status] ?? CHARGE_STATUS_ERROR_LABEL;

/**
 * The colour of a charge status (spec §4): processing red, done blue, cancelled grey.
 * The spec gives the error state no colour; kbet shows it grey like other inactive states.
 * @example chargeStatusColor(0) // 'red'
 */
export function chargeStatusColor(status: number): StatusColor {
  if (status === CHARGE_STATUS.PROCESSING) return 'red';
  if (status === CHARGE_STATUS.DONE) return 'blue';
  return 'grey';
}
