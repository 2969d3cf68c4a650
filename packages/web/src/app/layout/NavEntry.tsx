import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { NavItem } from '@/config/nav';
import { isDialogAvailable, openDialog } from '@/lib/dialogs';
import { NavLink } from '@/lib/NavLink';
import { requireMember } from '@/lib/requireMember';

export interface NavEntryProps {
  readonly item: NavItem;
  readonly className?: string;
  readonly iconSize?: number;
  /** Extra content after the label, e.g. an unread count. */
  readonly extra?: ReactNode;
  /** Called after the entry was used (e.g. to close a drawer). */
  readonly onSelect?: () => void;
}

/**
 * A menu entry: opens its dialog or follows its link; for a guest a member-only entry alerts and opens the
 * login dialog instead (spec §6). The active page's link carries aria-current.
 * @example <NavEntry item={item} className={styles.tab} />
 */
export function NavEntry({ item, className, iconSize = 18, extra, onSelect }: NavEntryProps) {
  const content = (
    <>
      <Icon name={item.icon} size={iconSize} />
      <span>{item.label}</span>
      {extra}
    </>
  );
  const guard = (event: { preventDefault(): void }) => {
    if (item.member && !requireMember()) {
      event.preventDefault();
      return false;
    }
    return true;
  };
  if (item.dialog && isDialogAvailable(item.dialog)) {
    const dialog = item.dialog;
    return (
      <button
        type="button"
        className={className}
        onClick={(event) => {
          if (!guard(event)) return;
          openDialog(dialog);
          onSelect?.();
        }}
      >
        {content}
      </button>
    );
  }
  return (
    <NavLink
      to={item.to ?? '/'}
      end={item.to === '/'}
      className={className}
      onClick={(event) => {
        if (guard(event)) onSelect?.();
      }}
    >
      {content}
    </NavLink>
  );
}
