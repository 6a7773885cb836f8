import type { Plugin } from 'vite';

/** MSW modules that deal in cookies, and what the built site uses instead. */
const REPLACEMENTS: readonly { file: RegExp; id: string; code: string }[] = [
  {
    // the jar (tough-cookie, with tldts's public suffix list) was about a third of the in-browser mock's script
    file: /(^|\/)cookieStore\.mjs$/,
    id: '\0msw-cookie-store',
    code: 'export const cookieStore = { getCookies: () => [], setCookie: async () => {} };',
  },
  {
    // every handled call read document.cookie, a synchronous trip to the browser process: about 150 ms of a
    // throttled phone's main thread while the home page loaded
    file: /(^|\/)getRequestCookies\.mjs$/,
    id: '\0msw-request-cookies',
    code: 'export const getAllRequestCookies = () => ({});',
  },
];

/**
 * MSW keeps the cookies that mocked responses set and hands every handler the request's cookies. Our mock
 * sets no cookie and reads none, so in the built site MSW's cookie store holds none and a request has none.
 */
export function mswWithoutCookies(): Plugin {
  return {
    name: 'msw-without-cookies',
    apply: 'build',
    // before Vite's own resolver, which would find the real files
    enforce: 'pre',
    resolveId(source, importer) {
      if (!(importer?.replaceAll('\\', '/').includes('/node_modules/msw/') ?? false)) return null;
      return REPLACEMENTS.find((replacement) => replacement.file.test(source))?.id ?? null;
    },
    load(id) {
      return REPLACEMENTS.find((replacement) => replacement.id === id)?.code ?? null;
    },
  };
}
