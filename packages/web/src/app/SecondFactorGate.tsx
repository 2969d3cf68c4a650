import { useTotpStatus, useUser } from '@kbet/react';
import { needsSecondFactor } from '@kbet/sdk/session';
import { lazy, type ReactNode, Suspense } from 'react';
import { Spinner } from '@/components/ui/Spinner';

// Only a partner or staff account without a second factor sees it: it stays out of the first page's JavaScript.
const TotpEnrolment = lazy(() =>
  import('@/features/auth/components/TotpEnrolment').then((m) => ({ default: m.TotpEnrolment })),
);

/**
 * The partner area and the staff home behind the second factor (compliance §10): an account that needs one and
 * has not enrolled it while the server requires it sees the enrolment instead, then the page.
 */
export function SecondFactorGate({ children }: { readonly children: ReactNode }) {
  const needed = needsSecondFactor(useUser());
  const status = useTotpStatus(needed);
  if (!needed) return children;
  if (status.data === undefined) return status.status === 'error' ? children : <Spinner size={18} />;
  if (status.data.required && !status.data.enrolled) {
    return (
      <Suspense fallback={<Spinner size={18} />}>
        <TotpEnrolment onEnrolled={() => void status.refresh()} />
      </Suspense>
    );
  }
  return children;
}
