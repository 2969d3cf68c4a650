import { useVirtualResults } from '@kbet/react';
import {
  findVirtualLeague,
  summarizeVirtualResult,
  VIRTUAL_LEAGUES,
  type VirtualResult,
  type VirtualRound,
  verifyVirtualRound,
} from '@kbet/sdk';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/EmptyState';
import { Input } from '@/components/ui/Input';
import { LoadError } from '@/components/ui/LoadError';
import { Panel } from '@/components/ui/Panel';
import { Select } from '@/components/ui/Select';
import { Skeleton } from '@/components/ui/Skeleton';
import { paths } from '@/config/paths';
import { useNow } from '@/lib/clock';
import styles from './VirtualResultsPage.module.css';

const LEAGUE_OPTIONS = VIRTUAL_LEAGUES.map((l) => ({ value: l.id, label: l.name.ko }));
const KST_OFFSET_MS = 9 * 3_600_000;

/** Whether the round's seed hashes to its commitment and recomputes the results the page shows. */
function proof(round: VirtualRound): 'verified' | 'failed' | 'void' {
  if (round.seed === null) return 'void';
  const { valid, events } = verifyVirtualRound(round.leagueId, {
    seed: round.seed,
    previous: round.commitment,
    roundNo: round.roundNo,
    salt: round.salt,
  });
  const same =
    JSON.stringify(events.map((e) => e.result)) === JSON.stringify(round.events.map((e) => e.result));
  return valid && same ? 'verified' : 'failed';
}

const PROOF_LABEL = { verified: '검증 완료', failed: '검증 실패', void: '취소(환불)' } as const;

/**
 * /game_result/virtuals (issue 14): one league's finished rounds of a KST day (three weeks kept), each event's
 * result and the round's fairness proof (seed, commitment, salt), recomputed in the browser with the SDK's
 * verifyVirtualRound. `?league=` and `?day=` pick them.
 * @example <Route path="/game_result/virtuals" Component={VirtualResultsPage} />
 */
export function VirtualResultsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const today = new Date(useNow() + KST_OFFSET_MS).toISOString().slice(0, 10);
  const league = findVirtualLeague(params.get('league') ?? '') ?? VIRTUAL_LEAGUES[0];
  const day = /^\d{4}-\d{2}-\d{2}$/.test(params.get('day') ?? '') ? (params.get('day') as string) : today;
  const results = useVirtualResults(league?.id ?? '', day);
  if (!league) return null;
  const go = (leagueId: string, nextDay: string) =>
    navigate(`${paths.gameResultVirtuals.getHref(leagueId)}&day=${nextDay}`);

  return (
    <Panel
      level={1}
      title="가상스포츠 결과"
      actions={
        <div className={styles.filters}>
          <Select
            aria-label="리그 선택"
            options={LEAGUE_OPTIONS}
            value={league.id}
            onChange={(e) => go(e.target.value, day)}
          />
          <Input aria-label="날짜" type="date" value={day} onChange={(e) => go(league.id, e.target.value)} />
        </div>
      }
    >
      <p className={styles.notice}>
        결과는 kbet 자체 공정성 검증(Provably Fair) 추첨입니다. 각 회차의 시드와 사전 공개 해시를 이
        브라우저에서 직접 검증합니다. 결과는 3주간 보관됩니다.
      </p>
      {results.status === 'error' && !results.data ? (
        <LoadError title="경기 결과를 불러오지 못했습니다." onRetry={() => void results.refresh()} />
      ) : !results.data ? (
        <Skeleton />
      ) : results.data.length === 0 ? (
        <EmptyState title="경기 결과가 없습니다." />
      ) : (
        <ol className={styles.list} aria-label={`${league.name.ko} 경기 결과`}>
          {results.data.map((round) => {
            const checked = proof(round);
            return (
              <li key={round.id} className={styles.round}>
                <div className={styles.head}>
                  <strong>{round.roundNo}회차</strong>
                  <span>{round.startAt.slice(11, 16)} UTC</span>
                  <span className={styles[checked]}>{PROOF_LABEL[checked]}</span>
                </div>
                <ul className={styles.events}>
                  {round.events.map((e) => (
                    <li key={e.fixtureId}>
                      <span>{e.away ? `${e.home} vs ${e.away}` : e.home}</span>
                      <strong>{e.result ? summarizeVirtualResult(e.result as VirtualResult) : '-'}</strong>
                    </li>
                  ))}
                </ul>
                <details>
                  <summary>공정성 검증 정보</summary>
                  <dl className={styles.proof}>
                    <dt>커밋(해시)</dt>
                    <dd>{round.commitment}</dd>
                    <dt>시드</dt>
                    <dd>{round.seed ?? '-'}</dd>
                    <dt>솔트</dt>
                    <dd>{round.salt}</dd>
                  </dl>
                </details>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
