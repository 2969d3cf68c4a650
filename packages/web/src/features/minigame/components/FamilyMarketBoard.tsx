import {
  type MinigameFamily,
  type MinigameGame,
  type MinigameOutcome,
  minigameMarketEntries,
} from '@kbet/sdk';
import type { MarketBoardProps } from './MarketBoard';
import styles from './MarketBoard.module.css';

export interface FamilyMarketBoardProps extends Omit<MarketBoardProps, 'gameId'> {
  readonly game: MinigameGame;
  /** The game's family, loaded alone (loadMinigameFamily). */
  readonly family: MinigameFamily<MinigameOutcome>;
}

/**
 * The markets of the game's family with their Korean labels and the odds the running round opened with; the
 * catalogue's odds at the default RTP (whose exact probabilities enumerate the family's whole outcome space: a long
 * task on a slow phone for powerball) are computed only for a price the round lacks.
 * @example <FamilyMarketBoard game={game} family={family} picked={picked} odds={odds} onToggle={toggle} />
 */
export function FamilyMarketBoard({
  game,
  family,
  picked,
  odds,
  onToggle,
  closed = false,
}: FamilyMarketBoardProps) {
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
