import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { Skeleton } from '@/components/ui/Skeleton';
import { showsCommonBetSlip } from '@/config/paths';
import { BannerPanel } from '@/features/banners/components/BannerPanel';
import { betSlipSidebar as BetSlipSidebar } from '../slots';
import styles from './SiteLayout.module.css';

/**
 * The desktop right column: the common bet-slip sidebar on the routes spec §2 names (filled by the sports
 * feature through app/slots.tsx), then the banner panel.
 */
export function RightRail() {
  const { pathname } = useLocation();
  return (
    <aside className={styles.right} aria-label="베팅카트와 배너">
      <div className={styles.sticky}>
        {BetSlipSidebar && showsCommonBetSlip(pathname) && (
          <Suspense fallback={<Skeleton height={320} radius={14} />}>
            <BetSlipSidebar />
          </Suspense>
        )}
        <BannerPanel />
      </div>
    </aside>
  );
}
