import type { NavItem } from '@/config/nav';
import { isDialogAvailable } from '@/lib/dialogs';
import { isPageAvailable } from '@/lib/pages';

/**
 * Whether a menu entry leads somewhere that exists: its dialog or its page is registered.
 * @example MAIN_TABS.filter(isAvailable)
 */
export const isAvailable = (item: NavItem): boolean =>
  (item.dialog !== undefined && isDialogAvailable(item.dialog)) ||
  (item.to !== undefined && isPageAvailable(item.to));
