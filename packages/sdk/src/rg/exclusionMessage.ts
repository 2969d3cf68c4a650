import { RG_SELF_EXCLUDED, RG_TIMEOUT_ACTIVE } from '../i18n/ko';
import type { Exclusion } from '../schemas/responsibleGambling';

/**
 * Why betting, deposits and promotions (roulette, attendance) are closed during a running exclusion
 * (compliance §4): the time-out or the self-exclusion message; the end time is shown beside it.
 * @example exclusionMessage({ kind: 'timeout' }) // '타임아웃 기간에는 베팅, 충전, 이벤트 참여를 이용할 수 없습니다.'
 */
export const exclusionMessage = (exclusion: Pick<Exclusion, 'kind'>): string =>
  exclusion.kind === 'timeout' ? RG_TIMEOUT_ACTIVE : RG_SELF_EXCLUDED;
