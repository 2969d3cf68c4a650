import { MEMBER_KEY_PREFIX, useKbet, useKbetEvent, useSession } from '@kbet/react';
import { Outlet, useMatches, useNavigate } from 'react-router';
import { NotifyHost } from '@/components/ui/NotifyHost';
import { alert } from '@/lib/notify';
import { DialogHost } from './DialogHost';
import { useSessionGuard } from './guards/useSessionGuard';
import { SiteLayout } from './layout/SiteLayout';
import type { RouteHandle } from './routes';

/**
 * The root of every page: page guards, the end-of-session alert (spec §8), dialogs and notifications, and the
 * site chrome unless the page is bare. A 406 / 600 answer blanks the page (spec §8).
 */
export function RootLayout() {
  const { cache } = useKbet().stores;
  const { blocked } = useSession();
  const navigate = useNavigate();
  const bare = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.bare);
  useSessionGuard();

  useKbetEvent('session:ended', ({ message }) => {
    cache.clear(MEMBER_KEY_PREFIX);
    if (message) void alert(message);
    navigate('/', { replace: true });
  });

  if (blocked) return <NotifyHost />;
  return (
    <>
      {bare ? <Outlet /> : <SiteLayout />}
      <DialogHost />
      <NotifyHost />
    </>
  );
}
