import { useMinigameRecentRounds, useMinigameRound } from '@kbet/react';
import { areOppositeMarkets, MINIGAME_MESSAGES, type MinigameGame } from '@kbet/sdk';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { Panel } from '@/components/ui/Panel';
import { paths } from '@/config/paths';
import { openDialog } from '@/lib/dialogs';
import { alert } from '@/lib/notify';
import { useIsMobile } from '@/lib/useIsMobile';
import { useLiveFeed } from '@/lib/useLiveFeed';
import { useBettableRound } from '../hooks/useBettableRound';
import { useMinigameMaintenance } from '../hooks/useMinigameMaintenance';
import { useMinigamePicks } from '../hooks/useMinigamePicks';
import { patternMark } from '../utils/patternMark';
import { revealedRounds } from '../utils/revealedRounds';
import { roundOdds } from '../utils/roundOdds';
import { MarketBoard } from './MarketBoard';
import { MinigameCart } from './MinigameCart';
import { MinigameDraw } from './MinigameDraw';
import { MinigameGameNav } from './MinigameGameNav';
import styles from './MinigamePage.module.css';
import { PatternTable } from './PatternTable';
import { RecentRounds } from './RecentRounds';
import { RoundCountdown } from './RoundCountdown';

/**
 * A mini-game's page (spec §2, issue 12): the running round and the time left to bet, the markets with their
 * odds, the member's picks (a cart beside them, or the area's cart dialog on a phone), the last drawn round's draw
 * recomputed in the browser from its revealed seed, the last rounds as a strip and the pattern table. The
 * rounds follow the live push (re-read every 5 s while it is down). A game under maintenance shows only that.
 * @example <MinigamePage game={minigameGameByRoute('/minigame/donghang')} />
 */
export function MinigamePage({ game }: { readonly game: MinigameGame }) {
  const current = useMinigameRound(game.id);
  const recent = useMinigameRecentRounds(game.id);
  useLiveFeed(() => Promise.all([current.refresh(), recent.refresh()]));
  const { running, open } = useBettableRound(game.id);
  const mobile = useIsMobile();
  const picks = useMinigamePicks(game.id);
  const maintenance = useMinigameMaintenance(game.id);
  // The server refuses both sides of one choice in a round (홀/짝, 플레이어/뱅커 …): the cart never takes them.
  const pick = (marketId: string) => {
    const opposite = [...picks.picked].some((id) => areOppositeMarkets(game.id, id, marketId));
    if (!picks.picked.has(marketId) && opposite) void alert(MINIGAME_MESSAGES.MINIGAME_OPPOSITE_SIDES);
    else picks.toggle(marketId);
  };

  const drawn = revealedRounds(game.id, recent.data ?? []);
  const latest = drawn[0];

  if (maintenance)
    return (
      <div className={styles.page}>
        <MinigameGameNav />
        <Panel level={1} title={game.name}>
          <EmptyState icon="alert" title={MINIGAME_MESSAGES.MINIGAME_MAINTENANCE} />
        </Panel>
      </div>
    );

  return (
    <div className={styles.page}>
      <MinigameGameNav />
      <Panel
        level={1}
        title={game.name}
        actions={
          <Link to={paths.gameResultMinigame.getHref(game.id)} className={styles.resultsLink}>
            회차 결과 · 공정성 검증
          </Link>
        }
      >
        <div className={styles.status}>
          {running ? (
            <RoundCountdown round={running.round} closeAt={running.closeAt} />
          ) : (
            <p className={styles.waiting}>다음 회차를 준비중입니다.</p>
          )}
          <p className={styles.notice}>
            모든 결과는 kbet 자체 공정성 검증(Provably Fair) 추첨으로 정해지며, 복권 결과와 무관합니다.
          </p>
        </div>
      </Panel>
      <div className={styles.columns}>
        <div className={styles.main}>
          <Panel title={latest ? `${latest.round}회차 추첨` : '추첨'}>
            {recent.status === 'error' && !recent.data ? (
              <LoadError title="회차 정보를 불러오지 못했습니다." onRetry={() => void recent.refresh()} />
            ) : latest ? (
              <MinigameDraw key={latest.id} outcome={latest.outcome} />
            ) : (
              <EmptyState compact title="아직 추첨된 회차가 없습니다." />
            )}
          </Panel>
          <Panel title="베팅 항목">
            <MarketBoard
              gameId={game.id}
              picked={picks.picked}
              odds={roundOdds(running)}
              onToggle={pick}
              closed={open === null}
            />
          </Panel>
          <Panel title="최근 회차">
            <RecentRounds rounds={drawn} />
          </Panel>
          <Panel title="패턴표">
            <PatternTable marks={drawn.map((r) => patternMark(r.outcome)).reverse()} />
          </Panel>
        </div>
        {mobile ? (
          <Button variant="accent" className={styles.cartButton} onClick={() => openDialog('minigameSlip')}>
            베팅카트 {picks.picked.size}
          </Button>
        ) : (
          <aside className={styles.aside}>
            <Panel title="베팅카트">
              <MinigameCart
                gameId={game.id}
                round={open}
                picked={picks.picked}
                onRemove={picks.remove}
                onPlaced={picks.clear}
              />
            </Panel>
          </aside>
        )}
      </div>
    </div>
  );
}
