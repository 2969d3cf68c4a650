import { useKbetClient, useStore } from '@kbet/react';
import { createSignUpStore, type ReferralFields, type SignUpNotice } from '@kbet/sdk';
import { useState } from 'react';
import { alert } from '@/lib/notify';
import { reportError } from '@/lib/reportError';

export type { SignUpField } from '@kbet/sdk';

/**
 * The sign-up member form (spec §4, §5) over the SDK's createSignUpStore: its state, and its actions with their
 * alerts and failures spoken here. `onJoined` runs after a successful join.
 * @example const form = useSignUpForm(referral, () => openDialog('signUpDone'));
 */
export function useSignUpForm(referral: ReferralFields, onJoined: () => void) {
  const client = useKbetClient();
  const [store] = useState(() => createSignUpStore(client, { referral }));
  const state = useStore(store);
  const speak = (notice: SignUpNotice) => {
    if (notice.kind === 'alert') void alert(notice.message);
    else if (notice.kind === 'failure')
      reportError(notice.error, notice.context ? { context: notice.context } : {});
    else if (notice.kind === 'joined') onJoined();
  };
  return {
    ...state,
    change: store.change,
    blur: store.blur,
    checkDuplicate: (field: 'userId' | 'nickname') => store.checkDuplicate(field).then(speak),
    requestSms: () => store.requestSms().then(speak),
    confirmSms: () => store.confirmSms().then(speak),
    refreshAntiBot: store.refreshAntiBot,
    submit: () => store.submit().then(speak),
  };
}
