import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { routeByName, routeByPath, type RouteName } from './routes';

/** What a link's query may hold: an undefined value is left out. */
export type RouteQuery = Record<string, string | number | undefined>;

/** The address of a route by its name, e.g. `hrefTo('cityInfo', { id: 3 })` is `/cityInfo?id=3`: views never write a path. */
export function hrefTo(name: RouteName, query: RouteQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${routeByName(name).path}?${search}` : routeByName(name).path;
}

/** Navigate by route name, merging the query; does nothing when name and query would not change. */
export function useNavigateByName() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (name: RouteName, query: RouteQuery = {}, options: { replaceQuery?: boolean } = {}) => {
      const target = routeByName(name);
      const sameRoute = routeByPath(location.pathname)?.name === name;
      const params = new URLSearchParams(sameRoute && !options.replaceQuery ? location.search : '');
      for (const [key, value] of Object.entries(query)) {
        if (value === undefined) params.delete(key);
        else params.set(key, String(value));
      }
      const search = params.toString() ? `?${params.toString()}` : '';
      if (sameRoute && search === location.search) return;
      void navigate(`${target.path}${search}`);
    },
    [location.pathname, location.search, navigate],
  );
}
