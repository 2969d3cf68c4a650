import { minigameMarkets } from '@kbet/sdk';
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

/**
 * The game's markets of the SDK's catalogue with their Korean labels and the odds the running round opened with
 * (the catalogue's, at the default RTP, between rounds); a press adds the market to the mini-game cart or takes
 * it out.
 * @example <MarketBoard gameId="donghang" picked={picked} odds={roundOdds(running)} onToggle={toggle} />
 */
export function MarketBoard({ gameId, picked, odds, onToggle, closed = false }: MarketBoardProps) {
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
            <span className={styles.odds}>{odds.get(market.marketId) ?? market.odds}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
