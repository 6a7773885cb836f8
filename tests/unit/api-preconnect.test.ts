import { describe, expect, it } from 'vitest';
import type { HtmlTagDescriptor, ResolvedConfig } from 'vite';
import { apiPreconnect } from '../../scripts/api-preconnect';

function tagsFor(apiBase: string | undefined): HtmlTagDescriptor[] {
  const plugin = apiPreconnect();
  const resolved = plugin.configResolved as (config: ResolvedConfig) => void;
  resolved({ env: apiBase === undefined ? {} : { VITE_API_BASE: apiBase } } as unknown as ResolvedConfig);
  return (plugin.transformIndexHtml as () => HtmlTagDescriptor[])();
}

describe('the API preconnect in index.html', () => {
  it('connects early to a real API on another host, for CORS calls', () => {
    expect(tagsFor('https://api.example.cn/v1/')).toEqual([
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://api.example.cn', crossorigin: '' }, injectTo: 'head' },
    ]);
  });

  it('adds nothing in mock mode or for an API on the site itself', () => {
    expect(tagsFor(undefined)).toEqual([]);
    expect(tagsFor('')).toEqual([]);
    expect(tagsFor('/api')).toEqual([]);
  });
});
