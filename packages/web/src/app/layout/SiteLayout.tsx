import { useSession } from '@kbet/react';
import { Outlet } from 'react-router';
import { JoinCodeOpener } from '@/features/account/components/JoinCodeOpener';
import { Marquee } from '@/features/site-notice/components/Marquee';
import { lazyPart } from '@/lib/lazyPart';
import { useIsMobile } from '@/lib/useIsMobile';
import { useMediaQuery } from '@/lib/useMediaQuery';
// The phone's header and fixed footer paint from the server's HTML before their chunks arrive: their styles (and the
// shared components' only they use in the first page) stay in the first stylesheet, as when they were in the first
// JavaScript, so that paint is styled and nothing moves; imported before SiteLayout's own, as the header was, so the
// order of that stylesheet's rules stays the same.
import './MobileFooter.module.css';
import '@/components/Logo.module.css';
import '@/components/ui/Button.module.css';
import '@/components/ui/IconButton.module.css';
import '@/components/ui/Money.module.css';
import './MobileHeader.module.css';
import styles from './SiteLayout.module.css';

// The desktop chrome (a phone never loads it), the phone's header and fixed footer (a desktop never loads them) and
// the footer (below every page) are chunks of their own, outside the first JavaScript, which every viewport shares;
// on a server-rendered page they show from its HTML and hydrate when they arrive. A tap on one before its chunk came
// is dispatched again when it has (replayBlockedClicks).
const TopBar = lazyPart(() => import('./TopBar').then((m) => m.TopBar));
const MobileHeader = lazyPart(() => import('./MobileHeader').then((m) => m.MobileHeader));
const MobileFooter = lazyPart(() => import('./MobileFooter').then((m) => m.MobileFooter));
const LeftSidebar = lazyPart(() => import('./LeftSidebar').then((m) => m.LeftSidebar));
const RightRail = lazyPart(() => import('./RightRail').then((m) => m.RightRail));
const Footer = lazyPart(() => import('./Footer').then((m) => m.Footer));
// The exclusion banner and the reality-check reminder show only for a member under a time-out, self-exclusion or
// reminder (compliance §4): never on a guest's page, which neither loads the layer's chunk nor links its stylesheet.
const ResponsibleGamblingLayer = lazyPart(() =>
  import('@/features/responsible-gambling/components/ResponsibleGamblingLayer').then(
    (m) => m.ResponsibleGamblingLayer,
  ),
);

/** Where the right rail shows (with the bet slip, on the pages that have it). */
export const RIGHT_RAIL_QUERY = '(min-width: 1280px)';

/**
 * The member site's chrome (spec §2): desktop top bar, marquee, left sidebar, page, right rail and footer; at
 * 767 px or less the mobile header with its two menus, the marquee, the page and the fixed footer.
 */
export function SiteLayout() {
  const mobile = useIsMobile();
  const wide = useMediaQuery(RIGHT_RAIL_QUERY);
  const member = useSession().status === 'member';
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        본문 바로가기
      </a>
      {mobile ? <MobileHeader /> : <TopBar />}
      <div className={styles.marquee}>
        <Marquee />
      </div>
      {member && <ResponsibleGamblingLayer />}
      <JoinCodeOpener />
      <div className={styles.body}>
        {!mobile && <LeftSidebar />}
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        {wide && <RightRail />}
      </div>
      <Footer />
      {mobile && <MobileFooter />}
    </div>
  );
}
