import { findMinigameGame, loadMinigameFamily, MINIGAME_FAMILY_IDS, type MinigameFamilyId } from '@kbet/sdk';
import type { ComponentType } from 'react';
import { lazyPart } from '@/lib/lazyPart';
import type { FamilyMarketBoardProps } from './FamilyMarketBoard';
import styles from './MarketBoard.module.css';

export interface MarketBoardProps {
  readonly gameId: string;
  /** Market ids in the member's cart. */
  readonly picked: ReadonlySet<string>;
  /** The running round's odds by market id (roundOdds); a market missing there shows the catalogue's. */
  readonly odds: ReadonlyMap<string, string>;
  readonly onToggle: (marketId: string) => void;
  /** Betting on the round is closed: the odds show, the buttons don't take picks. */
  readonly closed?: boolean;
}

type BoardProps = Omit<FamilyMarketBoardProps, 'family'>;

// One lazy part per family: the board's chunk with the SDK's module of that family alone, so the page's first
// JavaScript holds no family and a game's page loads its own (1-3 KB) instead of all twelve (6 KB). The server
// renders the board (every part is loaded there) and the browser hydrates it when the two chunks have arrived.
const BOARDS = new Map<MinigameFamilyId, ComponentType<BoardProps>>(
  MINIGAME_FAMILY_IDS.map((id) => [
    id,
    lazyPart(() =>
      Promise.all([import('./FamilyMarketBoard'), loadMinigameFamily(id)]).then(
        ([{ FamilyMarketBoard }, family]) =>
          (props: BoardProps) => <FamilyMarketBoard family={family} {...props} />,
      ),
    ),
  ]),
);

/**
 * The game's markets of the SDK's catalogue with their Korean labels and the odds the running round opened with
 * (the catalogue's, at the default RTP, between rounds); a press adds the market to the mini-game cart or takes
 * it out.
 * @example <MarketBoard gameId="donghang" picked={picked} odds={roundOdds(running)} onToggle={toggle} />
 */
export function MarketBoard({ gameId, ...props }: MarketBoardProps) {
  const game = findMinigameGame(gameId);
  const Board = game && BOARDS.get(game.family);
  if (!game || !Board) return <ul className={styles.board} aria-label="베팅 항목" />;
  return <Board game={game} {...props} />;
}
