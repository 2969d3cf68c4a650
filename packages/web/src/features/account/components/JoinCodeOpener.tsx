import { useSession } from '@kbet/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { openDialog } from '@/lib/dialogs';

/**
 * Spec §2: a `joinCd` query opens sign-up with the referral code prefilled, for a guest on any page.
 * @example <JoinCodeOpener />
 */
export function JoinCodeOpener() {
  const [params] = useSearchParams();
  const { status } = useSession();
  const code = params.get('joinCd');
  useEffect(() => {
    if (code && status === 'guest') openDialog('signUp', { code });
  }, [code, status]);
  return null;
}
