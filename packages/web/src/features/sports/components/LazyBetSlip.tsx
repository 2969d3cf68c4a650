import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/Skeleton';
import { useIsMobile } from '@/lib/useIsMobile';
import type { BetSlipProps } from './BetSlip';

const BetSlip = lazy(() => import('./BetSlip').then((m) => ({ default: m.BetSlip })));

/**
 * The bet slip beside a sports page's fixtures, loaded after the page: the fixtures (the page's largest paint)
 * do not wait for the slip's code, and a server-rendered slip stays as sent until its code arrives and hydrates.
 * A phone hides the column (its footer's cart opens the slip in a dialog), so there it renders nothing: no
 * hidden slip to hydrate on load or to render again on every pick.
 * @example <LazyBetSlip area="prematch" />
 */
export function LazyBetSlip(props: BetSlipProps) {
  const mobile = useIsMobile();
  if (mobile) return null;
  return (
    <Suspense fallback={<Skeleton height={320} radius={14} />}>
      <BetSlip {...props} />
    </Suspense>
  );
}
