import { MINIGAME_GAMES } from '@kbet/sdk';
import { paths } from '@/config/paths';
import { NavLink } from '@/lib/NavLink';
import styles from './MinigameGameNav.module.css';

/**
 * The mini-game menu: every game of the registry, linking to its first route.
 * @example <MinigameGameNav />
 */
export function MinigameGameNav() {
  return (
    <nav aria-label="미니게임" className={styles.nav}>
      <ul className={styles.list}>
        {MINIGAME_GAMES.map((game) => (
          <li key={game.id}>
            <NavLink
              to={paths.minigame.getHref(game.id)}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            >
              {game.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
