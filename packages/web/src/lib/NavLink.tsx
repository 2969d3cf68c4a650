import type { ReactNode } from 'react';
import { useLocation, useResolvedPath } from 'react-router';
import { Link, type LinkProps } from './Link';

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** A class name, to which `active` is added on the active link, or one computed from whether it is active. */
  readonly className?: string | ((state: { readonly isActive: boolean }) => string | undefined);
  readonly children?: ReactNode;
  /** Active only on its own path, not on the paths below it. */
  readonly end?: boolean;
}

/**
 * A menu link that knows whether its page is shown: `aria-current="page"` and the `active` class on it then, as
 * react-router's NavLink marks it (same matching: the path itself, or a path below it unless `end`).
 * @example <NavLink to="/europe" className={({ isActive }) => (isActive ? styles.active : styles.link)}>유럽형</NavLink>
 */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const target = useResolvedPath(to).pathname.toLowerCase();
  const current = useLocation().pathname.toLowerCase();
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive =
    current === target || (!end && current.startsWith(target) && current.charAt(slash) === '/');
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return <Link {...rest} to={to} className={classes} aria-current={isActive ? 'page' : undefined} />;
}
