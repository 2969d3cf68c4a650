import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/Skeleton';
import type { BetSlipProps } from './BetSlip';

const BetSlip = lazy(() => import('./BetSlip').then((m) => ({ default: m.BetSlip })));

/**
 * The bet slip beside a sports page's fixtures, loaded after the page: the fixtures (the page's largest paint)
 * do not wait for the slip's code, and a server-rendered slip stays as sent until its code arrives and hydrates.
 * @example <LazyBetSlip area="prematch" />
 */
export function LazyBetSlip(props: BetSlipProps) {
  return (
    <Suspense fallback={<Skeleton height={320} radius={14} />}>
      <BetSlip {...props} />
    </Suspense>
  );
}
