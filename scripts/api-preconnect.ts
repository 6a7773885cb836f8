import type { Plugin } from 'vite';

/**
 * A build for a real API on another host opens the connection to it while the entry downloads: the first
 * call (and the covers it names) would otherwise start with DNS, TCP and TLS after the entry has run.
 * `crossorigin` because the calls are CORS requests without credentials, which use their own connection.
 */
export function apiPreconnect(): Plugin {
  let apiOrigin: string | null = null;
  return {
    name: 'api-preconnect',
    apply: 'build',
    configResolved(config) {
      const base = config.env.VITE_API_BASE as string | undefined;
      apiOrigin = base && /^https?:\/\//.test(base) ? new URL(base).origin : null;
    },
    transformIndexHtml() {
      return apiOrigin ? [{ tag: 'link', attrs: { rel: 'preconnect', href: apiOrigin, crossorigin: '' }, injectTo: 'head' }] : [];
    },
  };
}
