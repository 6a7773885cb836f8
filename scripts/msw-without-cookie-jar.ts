import type { Plugin } from 'vite';

const COOKIE_STORE = '\0msw-cookie-store';

/**
 * MSW keeps the cookies that mocked responses set in a cookie jar (tough-cookie, with tldts's public
 * suffix list): about a third of the in-browser mock's script, to parse and run before the mock answers.
 * Our mock sets no cookie and reads none, so in the built site MSW's store is one that holds none.
 */
export function mswWithoutCookieJar(): Plugin {
  return {
    name: 'msw-without-cookie-jar',
    apply: 'build',
    // before Vite's own resolver, which would find the real file
    enforce: 'pre',
    resolveId(source, importer) {
      const fromMsw = importer?.replaceAll('\\', '/').includes('/node_modules/msw/') ?? false;
      return fromMsw && /(^|\/)cookieStore\.mjs$/.test(source) ? COOKIE_STORE : null;
    },
    load(id) {
      return id === COOKIE_STORE ? 'export const cookieStore = { getCookies: () => [], setCookie: async () => {} };' : null;
    },
  };
}
