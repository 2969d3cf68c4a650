import { VERTICALS } from '../constants/vertical';
import type { Upline } from './partnerContract';

/** One rate of a child above its parent's, which would make the parent's differential negative. */
export interface UplineIssue {
  readonly partnerId: number;
  readonly parentId: number;
  /** 'losing' or the vertical whose rolling rate is too high. */
  readonly rate: string;
}

/**
 * The places where a partner's rate is above its parent's (partner-settlement.md: "never above its parent's").
 * Staff are refused such a contract; settlement pays a negative differential as 0 rather than claw back.
 * @example checkUpline([]) // []
 */
export function checkUpline(upline: Upline): UplineIssue[] {
  const issues: UplineIssue[] = [];
  for (let i = 0; i + 1 < upline.length; i += 1) {
    const child = upline[i];
    const parent = upline[i + 1];
    if (child === undefined || parent === undefined) continue;
    if (child.losingBp > parent.losingBp) {
      issues.push({ partnerId: child.partnerId, parentId: parent.partnerId, rate: 'losing' });
    }
    for (const vertical of VERTICALS) {
      if (child.rollingBp[vertical] > parent.rollingBp[vertical]) {
        issues.push({ partnerId: child.partnerId, parentId: parent.partnerId, rate: vertical });
      }
    }
  }
  return issues;
}
