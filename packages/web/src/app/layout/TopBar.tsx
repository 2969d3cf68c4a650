import { useUnreadCount } from '@kbet/react';
import { Fragment } from 'react';
import { Logo } from '@/components/Logo';
import { Badge } from '@/components/ui/Badge';
import { HOLDEM_AFTER_TAB, MAIN_TABS, TOP_BAR_ITEMS } from '@/config/nav';
import { paths } from '@/config/paths';
import { HoldemMenuItems } from '@/features/casino/components/HoldemMenuItems';
import { SearchBox } from '@/features/sports-nav/components/SearchBox';
import { Link } from '@/lib/Link';
import { useUnreadAnswers } from '@/lib/liveNotices';
import { AccountArea } from './AccountArea';
import { Clock } from './Clock';
import { NavEntry } from './NavEntry';
import { isAvailable } from './navAvailability';
import styles from './TopBar.module.css';

/**
 * The desktop header (spec §2): the utility bar with the GMT+9 clock and the member entries, then the logo,
 * main tabs, search box and account corner.
 */
export function TopBar() {
  const unread = useUnreadCount();
  const unreadAnswers = useUnreadAnswers();
  const counts: Partial<Record<string, number>> = { message: unread, customer: unreadAnswers };
  const utilities = TOP_BAR_ITEMS.filter(isAvailable);
  const tabs = MAIN_TABS.filter(isAvailable);
  return (
    <header className={styles.topBar}>
      <div className={styles.utility}>
        <div className={styles.inner}>
          <div className={styles.utilityStart}>
            <Clock />
            <Badge tone="info" dot>
              가상 머니 데모
            </Badge>
          </div>
          {utilities.length > 0 && (
            <nav aria-label="이용 메뉴">
              <ul className={styles.utilities}>
                {utilities.map((item) => (
                  <li key={item.key}>
                    <NavEntry
                      item={item}
                      iconSize={15}
                      className={styles.utilityLink}
                      extra={
                        (counts[item.key] ?? 0) > 0 ? (
                          <span className={styles.unread}>
                            {counts[item.key]}
                            <span className="visually-hidden">개 읽지 않음</span>
                          </span>
                        ) : undefined
                      }
                    />
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
      <div className={styles.main}>
        <div className={styles.inner}>
          <Link to={paths.home.path} className={styles.logo}>
            <Logo />
          </Link>
          <nav aria-label="주 메뉴" className={styles.tabsNav}>
            <ul className={styles.tabs}>
              {tabs.map((item) => (
                <Fragment key={item.key}>
                  <li>
                    <NavEntry item={item} className={styles.tab} />
                  </li>
                  {item.key === HOLDEM_AFTER_TAB && <HoldemMenuItems className={styles.tab} />}
                </Fragment>
              ))}
            </ul>
          </nav>
          <SearchBox className={styles.search} />
          <AccountArea />
        </div>
      </div>
    </header>
  );
}
