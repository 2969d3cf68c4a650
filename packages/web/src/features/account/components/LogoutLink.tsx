import type { User } from '@kbet/sdk/schemas';
import { showLogoutButton } from '@kbet/sdk/session';
import { type ButtonProps, buttonClass } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { paths } from '@/config/paths';
import { Link } from '@/lib/Link';

export interface LogoutLinkProps extends Pick<ButtonProps, 'variant' | 'size' | 'block'> {
  readonly user: User;
  /** Runs as the member leaves, e.g. to close the menu or dialog holding the link. */
  readonly onClick?: () => void;
}

/**
 * 로그아웃, styled as a button, to /logout; nothing for the staff account, which has no logout (spec §2).
 * @example <LogoutLink user={user} block onClick={onClose} />
 */
export function LogoutLink({ user, onClick, variant = 'secondary', size, block }: LogoutLinkProps) {
  if (!showLogoutButton(user)) return null;
  return (
    <Link to={paths.logout.path} className={buttonClass({ variant, size, block })} onClick={onClick}>
      <Icon name="logout" size={16} />
      로그아웃
    </Link>
  );
}
