import type { NavItem } from '@/config/nav';
import { hasDialog } from '../dialogs';
import { hasRoute } from '../routes';

/**
 * Whether a menu entry leads somewhere that exists: its dialog or its page is registered.
 * @example MAIN_TABS.filter(isAvailable)
 */
export const isAvailable = (item: NavItem): boolean =>
  (item.dialog !== undefined && hasDialog(item.dialog)) || (item.to !== undefined && hasRoute(item.to));
