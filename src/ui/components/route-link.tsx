import { Link, type LinkProps } from 'react-router-dom';
import { hrefTo, type RouteQuery } from '../navigation';
import type { RouteName } from '../routes';

/** A link to a route by its name (`<RouteLink to="cityInfo" query={{ id }}>`): the path lives only in src/ui/routes.tsx. */
export function RouteLink({ to, query, ...props }: Omit<LinkProps, 'to'> & { to: RouteName; query?: RouteQuery }) {
  return <Link to={hrefTo(to, query)} {...props} />;
}
