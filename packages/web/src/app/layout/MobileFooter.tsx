import { useLocation } from 'react-router';
import { Icon } from '@/components/ui/Icon';
import { MOBILE_FOOTER_ITEMS } from '@/config/mobileFooter';
import { isDialogAvailable, openDialog } from '@/lib/dialogs';
import { cartArea } from './cartArea';
import styles from './MobileFooter.module.css';
import { NavEntry } from './NavEntry';
import { isAvailable } from './navAvailability';

/** The mini-game and virtual areas have their own cart dialogs; the other areas' slips are the betSlip dialog's. */
const GAME_CARTS: Readonly<Record<string, string>> = { minigame: 'minigameSlip', virtual: 'virtualSlip' };
const openCart = (area: string) => {
  const cart = GAME_CARTS[area];
  if (cart && isDialogAvailable(cart)) openDialog(cart);
  else openDialog('betSlip', { area });
};

/**
 * The mobile footer (spec §2): deposit, withdraw, bet cart (the slip dialog of the current area), bet history
 * and customer service.
 */
export function MobileFooter() {
  const { pathname } = useLocation();
  const items = MOBILE_FOOTER_ITEMS.filter(isAvailable);
  if (items.length === 0) return null;
  return (
    <nav aria-label="바로가기" className={styles.footer}>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.key}>
            {item.key === 'cart' && isDialogAvailable('betSlip') ? (
              <button type="button" className={styles.item} onClick={() => openCart(cartArea(pathname))}>
                <Icon name={item.icon} size={22} />
                <span>{item.label}</span>
              </button>
            ) : (
              <NavEntry item={item} className={styles.item} iconSize={22} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
