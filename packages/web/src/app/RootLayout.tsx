import { MEMBER_KEY_PREFIX, useKbet, useKbetEvent, useSession } from '@kbet/react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { NotifyHost } from '@/components/ui/NotifyHost';
import { alert } from '@/lib/notify';
import { DialogHost } from './DialogHost';
import { useSessionGuard } from './guards/useSessionGuard';
import { SiteLayout } from './layout/SiteLayout';
import { routeHandle } from './routeHandle';
import { routes } from './routes';

/**
 * The root of every page: page guards, the end-of-session alert (spec §8), dialogs and notifications, and the
 * site chrome unless the page is bare. A 406 / 600 answer blanks the page (spec §8).
 */
export function RootLayout() {
  const { cache } = useKbet().stores;
  const { blocked } = useSession();
  const navigate = useNavigate();
  const handle = routeHandle(routes, useLocation().pathname);
  useSessionGuard(handle);

  useKbetEvent('session:ended', ({ message }) => {
    cache.clear(MEMBER_KEY_PREFIX);
    if (message) void alert(message);
    navigate('/', { replace: true });
  });

  if (blocked) return <NotifyHost />;
  return (
    <>
      {handle.bare ? <Outlet /> : <SiteLayout />}
      <DialogHost />
      <NotifyHost />
    </>
  );
}
