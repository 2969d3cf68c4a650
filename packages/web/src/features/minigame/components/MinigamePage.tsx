import { useMinigameRecentRounds, useMinigameRound } from '@kbet/react';
import { MINIGAME_MESSAGES, type MinigameGame } from '@kbet/sdk';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { Panel } from '@/components/ui/Panel';
import { paths } from '@/config/paths';
import { openDialog } from '@/lib/dialogs';
import { Link } from '@/lib/Link';
import { lazyPart } from '@/lib/lazyPart';
import { alert } from '@/lib/notify';
import { useIsMobile } from '@/lib/useIsMobile';
import { useLiveFeed } from '@/lib/useLiveFeed';
import { useBettableRound } from '../hooks/useBettableRound';
import { useMinigameMaintenance } from '../hooks/useMinigameMaintenance';
import { useMinigamePicks } from '../hooks/useMinigamePicks';
import { loadClashesWithPicks } from '../utils/loadClashesWithPicks';
import { roundOdds } from '../utils/roundOdds';
import { MarketBoard } from './MarketBoard';
import styles from './MinigamePage.module.css';
import { RoundCountdown } from './RoundCountdown';

// Out of the page's first JavaScript, each shown from the server's HTML and hydrated when its chunk arrives: the
// drawn rounds (their outcomes are recomputed from the revealed seeds, with the SDK's hashing, about 5 KB gzipped)
// and the desktop cart (its stake field and placing; a phone opens the cart dialog instead).
const LatestDraw = lazyPart(() => import('./LatestDraw').then((m) => m.LatestDraw));
const RoundHistory = lazyPart(() => import('./RoundHistory').then((m) => m.RoundHistory));
const MinigameCart = lazyPart(() => import('./MinigameCart').then((m) => m.MinigameCart));
// The menu of the other games: links only, without props, so nothing re-renders it before its chunk arrives.
const MinigameGameNav = lazyPart(() => import('./MinigameGameNav').then((m) => m.MinigameGameNav));

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
  // The server refuses both sides of one choice in a round (홀/짝, 플레이어/뱅커 …): the cart never takes them. The
  // check loads with the first pick, as a pick that cannot clash (the first, or one taken back) needs none. Should
  // it fail to load, the pick joins the cart: the server still refuses both sides when the bets are placed.
  const pick = async (marketId: string) => {
    const check = loadClashesWithPicks().catch(() => null);
    if (picks.picked.has(marketId) || picks.picked.size === 0) return picks.toggle(marketId);
    const clashes = await check;
    if (clashes?.(game.id, picks.picked, marketId)) void alert(MINIGAME_MESSAGES.MINIGAME_OPPOSITE_SIDES);
    else picks.toggle(marketId);
  };

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
          <LatestDraw
            gameId={game.id}
            rounds={recent.data}
            failed={recent.status === 'error' && !recent.data}
            onRetry={recent.refresh}
          />
          <Panel title="베팅 항목">
            <MarketBoard
              game={game}
              picked={picks.picked}
              odds={roundOdds(running)}
              onToggle={pick}
              closed={open === null}
            />
          </Panel>
          <RoundHistory gameId={game.id} rounds={recent.data} />
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
