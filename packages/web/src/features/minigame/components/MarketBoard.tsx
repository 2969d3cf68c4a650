import { type MinigameGame, minigameMarketEntries } from '@kbet/sdk';
import { useMinigameFamily } from '../hooks/useMinigameFamily';
import styles from './MarketBoard.module.css';

export interface MarketBoardProps {
  readonly game: MinigameGame;
  /** Market ids in the member's cart. */
  readonly picked: ReadonlySet<string>;
  /** The running round's odds by market id (roundOdds); a market missing there shows the catalogue's. */
  readonly odds: ReadonlyMap<string, string>;
  readonly onToggle: (marketId: string) => void;
  /** Betting on the round is closed: the odds show, the buttons don't take picks. */
  readonly closed?: boolean;
}

/**
 * The game's markets of the SDK's catalogue with their Korean labels and the odds the running round opened with
 * (the catalogue's, at the default RTP, between rounds); a press adds the market to the mini-game cart or takes
 * it out. The labels come from the game's family alone (useMinigameFamily), and its catalogue rows (whose exact
 * probabilities enumerate the game's whole outcome space: a long task on a slow phone for powerball) are read only
 * for a price the round lacks.
 * @example <MarketBoard game={game} picked={picked} odds={roundOdds(running)} onToggle={toggle} />
 */
export function MarketBoard({ game, picked, odds, onToggle, closed = false }: MarketBoardProps) {
  const family = useMinigameFamily(game.family);
  const catalogueOdds = (marketId: string) =>
    minigameMarketEntries(game, family).find((entry) => entry.marketId === marketId)?.odds;
  return (
    <ul className={styles.board} aria-label="베팅 항목">
      {family.markets.map((market) => (
        <li key={market.id}>
          <button
            type="button"
            className={styles.market}
            aria-pressed={picked.has(market.id)}
            disabled={closed}
            onClick={() => onToggle(market.id)}
          >
            <span>{market.label}</span>
            <span className={styles.odds}>{odds.get(market.id) ?? catalogueOdds(market.id)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
