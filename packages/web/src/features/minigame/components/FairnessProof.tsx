import { type ProvableRound, revealRound } from '../utils/revealRound';
import styles from './FairnessProof.module.css';

export interface FairnessProofProps {
  readonly gameId: string;
  readonly round: ProvableRound;
}

/**
 * A round's fairness proof, checked in the member's browser with the SDK's verifyRound: the commitment
 * published before betting, the seed revealed after the draw, the salt, and whether they agree.
 * @example <FairnessProof gameId="donghang" round={round} />
 */
export function FairnessProof({ gameId, round }: FairnessProofProps) {
  const revealed = revealRound(gameId, round);
  const verdict =
    round.seed === null
      ? { text: '추첨 전: 시드 공개 대기', tone: styles.pending }
      : revealed?.valid
        ? { text: '검증 완료: 시드가 사전 공개된 해시와 일치합니다', tone: styles.valid }
        : { text: '검증 실패: 시드가 사전 공개된 해시와 일치하지 않습니다', tone: styles.invalid };
  return (
    <details className={styles.proof}>
      <summary>
        공정성 검증 <span className={verdict.tone}>{verdict.text}</span>
      </summary>
      <dl className={styles.fields}>
        <dt>사전 공개 해시</dt>
        <dd>{round.commitment}</dd>
        <dt>공개 시드</dt>
        <dd>{round.seed ?? '-'}</dd>
        <dt>솔트</dt>
        <dd>{round.salt}</dd>
        <dt>체인 순번</dt>
        <dd>{round.chainIndex}</dd>
      </dl>
    </details>
  );
}
