import { useMinigameRecentRounds } from '@kbet/react';
import { findMinigameGame, MINIGAME_GAMES } from '@kbet/sdk';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { Panel } from '@/components/ui/Panel';
import { Select } from '@/components/ui/Select';
import { Skeleton } from '@/components/ui/Skeleton';
import { paths } from '@/config/paths';
import { formatKst } from '@/lib/formatKst';
import { revealRound } from '../utils/revealRound';
import { winningLabels } from '../utils/winningLabels';
import { FairnessProof } from './FairnessProof';
import styles from './MinigameResultsPage.module.css';

const GAME_OPTIONS = MINIGAME_GAMES.map((game) => ({ value: game.id, label: game.name }));
const FIRST_GAME = MINIGAME_GAMES[0]?.id ?? '';

/**
 * /game_result/minigame (issue 12): one game's past rounds, newest first, each with its result (the markets it
 * won) and its fairness proof, the outcome recomputed and the seed checked against its commitment in the
 * browser with the SDK's verifyRound. `?game=` picks the game; an unknown id falls back to the first.
 * @example <Route path="/game_result/minigame" Component={MinigameResultsPage} />
 */
export function MinigameResultsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const game = findMinigameGame(params.get('game') ?? '') ?? findMinigameGame(FIRST_GAME);
  const recent = useMinigameRecentRounds(game?.id ?? null);
  if (!game) return null;
  const rounds = recent.data ?? [];

  return (
    <Panel
      level={1}
      title="미니게임 결과"
      actions={
        <Select
          aria-label="게임 선택"
          options={GAME_OPTIONS}
          value={game.id}
          onChange={(e) => navigate(paths.gameResultMinigame.getHref(e.target.value))}
        />
      }
    >
      <p className={styles.notice}>
        결과는 kbet 자체 공정성 검증(Provably Fair) 추첨입니다. 각 회차의 시드와 사전 공개 해시를 이
        브라우저에서 직접 검증합니다.
      </p>
      {recent.status === 'error' && !recent.data ? (
        <LoadError title="회차 정보를 불러오지 못했습니다." onRetry={() => void recent.refresh()} />
      ) : !recent.data ? (
        <Skeleton />
      ) : rounds.length === 0 ? (
        <EmptyState title="회차 결과가 없습니다." />
      ) : (
        <ol className={styles.list} aria-label={`${game.name} 회차 결과`}>
          {rounds.map((round) => {
            const revealed = revealRound(game.id, round);
            return (
              <li key={round.id} className={styles.row}>
                <div className={styles.head}>
                  <strong>{round.round}회차</strong>
                  <span className={styles.time}>{formatKst(round.drawAt)}</span>
                </div>
                <p className={styles.result}>
                  {revealed ? winningLabels(game.id, revealed.outcome).join(' · ') : '추첨 전'}
                </p>
                <FairnessProof gameId={game.id} round={round} />
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
