import { levelBadge } from '@kbet/sdk';
import styles from './LevelEmblem.module.css';

/**
 * The level image of the user-info popup and my page (spec §1, §2): VIP for role 4, VVIP for role 5, the number
 * otherwise.
 * @example <LevelEmblem role={user.role} />
 */
export function LevelEmblem({ role }: { readonly role: number }) {
  const badge = levelBadge(role);
  const tier = badge === 'VVIP' ? styles.vvip : badge === 'VIP' ? styles.vip : styles.level;
  return (
    <span
      className={`${styles.emblem} ${tier}`}
      role="img"
      aria-label={`회원 등급 ${badge === 'VIP' || badge === 'VVIP' ? badge : `레벨 ${badge}`}`}
    >
      {badge === 'VIP' || badge === 'VVIP' ? (
        badge
      ) : (
        <>
          Lv<b>{badge}</b>
        </>
      )}
    </span>
  );
}
