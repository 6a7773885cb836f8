import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { routeByName, routeByPath, type RouteName } from './routes';

/** Navigate by route name, merging the query; does nothing when name and query would not change. */
export function useNavigateByName() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (name: RouteName, query: Record<string, string | number | undefined> = {}, options: { replaceQuery?: boolean } = {}) => {
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
