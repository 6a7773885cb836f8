import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { hrefTo, type RouteQuery } from '../navigation';
import type { RouteName } from '../routes';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

/**
 * A link inside the site: a real anchor that the router follows without reloading the page. react-router's own
 * `Link` carries the framework mode's route prefetching, which this site never uses, into the first download.
 */
export function SiteLink({ href, target, onClick, children, ...props }: AnchorProps & { href: string }) {
  const follow = useLinkClickHandler<HTMLAnchorElement>(href, { target });
  return (
    <a
      {...props}
      href={useHref(href)}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    >
      {children}
    </a>
  );
}

/** A link to a route by its name (`<RouteLink to="cityInfo" query={{ id }}>`): the path lives only in src/ui/routes.tsx. */
export function RouteLink({ to, query, ...props }: AnchorProps & { to: RouteName; query?: RouteQuery }) {
  return <SiteLink href={hrefTo(to, query)} {...props} />;
}
