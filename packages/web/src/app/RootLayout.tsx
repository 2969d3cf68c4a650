import { useSession } from '@kbet/react';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { lazyPart } from '@/lib/lazyPart';
import { DialogHost } from './DialogHost';
import { useSessionGuard } from './guards/useSessionGuard';
import { SiteLayout } from './layout/SiteLayout';
import { routeHandle } from './routeHandle';
import { routes } from './routes';
import { useLiveNoticeToasts } from './useLiveNoticeToasts';

// Only partners and recommenders see these layouts: they stay out of the first page's JavaScript.
const PartnerLayout = lazy(() =>
  import('@/features/partner/components/PartnerLayout').then((m) => ({ default: m.PartnerLayout })),
);
const PartnerArea = lazy(() => import('./PartnerArea').then((m) => ({ default: m.PartnerArea })));

// The alerts, confirms and toasts of lib/notify: none is shown before the page has hydrated, so the host's code (and
// the dialog it shows them in) loads beside the first page instead of in its JavaScript. One notified earlier waits
// in lib/notify's store until the host renders it.
const NotifyHost = lazyPart(() => import('@/components/ui/NotifyHost').then((m) => m.NotifyHost));

/**
 * The root of every page: page guards and the end-of-session alert (spec §4, §8, both in useSessionGuard),
 * dialogs and notifications, and the site chrome unless the page is bare or has the partner or recommender layout (the
 * partner area behind the second factor's enrolment). A 406 / 600 answer blanks the page
 * (spec §8).
 */
export function RootLayout() {
  const { blocked } = useSession();
  const handle = routeHandle(routes, useLocation().pathname);
  useSessionGuard(handle);
  useLiveNoticeToasts();

  if (blocked) return <NotifyHost />;
  return (
    <>
      {handle.bare ? (
        <Outlet />
      ) : handle.area === 'partner' ? (
        <Suspense fallback={null}>
          <PartnerArea />
        </Suspense>
      ) : handle.area ? (
        <Suspense fallback={null}>
          <PartnerLayout area={handle.area} />
        </Suspense>
      ) : (
        <SiteLayout />
      )}
      <DialogHost />
      <NotifyHost />
    </>
  );
}
