import { ko } from '@kbet/sdk/i18n';
import { openDialog } from './dialogs';
import { kbet } from './kbet';
import { alert } from './notify';

/**
 * Spec §6: a guest's protected action alerts 'available after login' and opens the login dialog.
 * Returns whether a member is logged in.
 * @example if (!requireMember()) return;
 */
export function requireMember(): boolean {
  if (kbet.stores.session.get().status === 'member') return true;
  void alert(ko.LOGIN_REQUIRED).then(() => openDialog('login'));
  return false;
}
