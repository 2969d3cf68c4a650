import { useKbetClient, useSettings, useUser } from '@kbet/react';
import { type CasinoWindow, openHoldemGame } from '@kbet/sdk/casino';
import type { HoldemGame } from '@kbet/sdk/session';
import { alert } from '@/lib/notify';
import { useHoldemGames } from '../hooks/useHoldemGames';

export interface HoldemMenuItemsProps {
  /** The class of each entry's button, the menu's own tab style. */
  readonly className?: string;
  /** Opens the game's new window; the browser's window.open by default. */
  readonly openWindow?: () => CasinoWindow | null;
}

/**
 * The hold'em menu (spec §2): one list item per hold'em game on offer, nothing while the list is empty. A click runs
 * the SDK's launch flow, which refuses a member whose use flag is not 0 (spec §6) and answers the spec §8 messages.
 * @example <ul><HoldemMenuItems className={styles.tab} /></ul>
 */
export function HoldemMenuItems({
  className,
  openWindow = () => window.open('', '_blank'),
}: HoldemMenuItemsProps) {
  const client = useKbetClient();
  const user = useUser();
  const settings = useSettings().data;
  const games = useHoldemGames();

  const launch = async (game: HoldemGame) => {
    const result = await openHoldemGame({ client, user, game, settings: settings ?? {}, openWindow });
    if (!result.ok) await alert(result.message);
  };

  return games.map((entry) => (
    <li key={entry.game}>
      <button type="button" className={className} onClick={() => void launch(entry.game)}>
        {entry.name}
      </button>
    </li>
  ));
}
