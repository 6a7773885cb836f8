import { fileURLToPath } from 'node:url';
import { defaultClientConditions, type Plugin } from 'vite';
import { withoutUnusedRouterParts } from './router-pure';

const REACT_ROUTER_MODULE = /\/node_modules\/react-router\/dist\/production\/chunk-\w+\.mjs$/;

/**
 * The smallest builds the site's libraries ship, in a production build: react-router's production build (its default
 * export is the development one, with every dev warning; 0.5 KB gzip), rxjs's ES2015 build (the default is ES5, with
 * tslib's class helpers; 0.9 KB gzip), React's own useSyncExternalStore instead of the shim for older React (0.3 KB
 * gzip), and react-router without the parts the site never renders (`withoutUnusedRouterParts`, 2.1 KB gzip).
 * Development and the tests keep the defaults, warnings included.
 */
export function leanVendors(): Plugin {
  return {
    name: 'lean-vendors',
    apply: 'build',
    transform: (code, id) => (REACT_ROUTER_MODULE.test(id) ? { code: withoutUnusedRouterParts(code), map: null } : null),
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')) },
          // @xstate/react asks for the shim, for React before 18; React 18 and later have the hook, which the package's own entries pass on
          { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
          { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
        ],
        conditions: [...defaultClientConditions, 'es2015'],
      },
    }),
  };
}
