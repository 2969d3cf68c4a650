import type { DomainError } from '../errors/domainError';
import { refusal } from '../errors/refusal';
import type { ActiveExclusion } from './activeExclusion';

/**
 * Compliance §4's refusal (403) of a running time-out or self-exclusion: assertNotExcluded's, and a caller's
 * that read the exclusion together with other rows (the bet's offers, one round trip for both).
 * @example if (exclusion) throw exclusionRefusal(exclusion);
 */
export function exclusionRefusal(exclusion: ActiveExclusion): DomainError {
  const data = { until: exclusion.until.toISOString() };
  return exclusion.kind === 'timeout'
    ? refusal('RG_TIMEOUT_ACTIVE', data)
    : refusal('RG_SELF_EXCLUDED', data);
}
