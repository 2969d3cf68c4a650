import { minigameMarkets } from '@kbet/sdk';
import styles from './MarketBoard.module.css';

export interface MarketBoardProps {
  readonly gameId: string;
  /** Market ids in the member's cart. */
  readonly picked: ReadonlySet<string>;
  readonly onToggle: (marketId: string) => void;
  /** Betting on the round is closed: the odds show, the buttons don't take picks. */
  readonly closed?: boolean;
}

/**
 * The game's markets with their Korean labels and odds, from the SDK's catalogue (exact probabilities, odds
 * floored at the default RTP); a press adds the market to the mini-game cart or takes it out.
 * @example <MarketBoard gameId="donghang" picked={picked} onToggle={toggle} />
 */
export function MarketBoard({ gameId, picked, onToggle, closed = false }: MarketBoardProps) {
  return (
    <ul className={styles.board} aria-label="베팅 항목">
      {minigameMarkets(gameId).map((market) => (
        <li key={market.marketId}>
          <button
            type="button"
            className={styles.market}
            aria-pressed={picked.has(market.marketId)}
            disabled={closed}
            onClick={() => onToggle(market.marketId)}
          >
            <span>{market.label}</span>
            <span className={styles.odds}>{market.odds}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
