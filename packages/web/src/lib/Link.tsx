import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The site path (or path object) the link goes to, resolved against the current route as react-router's. */
  readonly to: To;
  /** Replaces the current history entry instead of pushing one. */
  readonly replace?: boolean;
  readonly ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link inside the SPA: an `<a href>` whose plain left click navigates with the router, built on react-router's
 * `useHref` and `useLinkClickHandler`. react-router's own `Link` also prefetches, discovers and masks routes for
 * its framework mode, which this site does not use, and importing it brings that code into the first JavaScript.
 * @example <Link to={paths.europe.getHref()}>유럽형</Link>
 */
export function Link({ to, replace, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}
