import { fileURLToPath } from 'node:url';
import { rollup, type Plugin as RollupPlugin } from 'rollup';
import { describe, expect, it } from 'vitest';
import { withoutUnusedRouterParts } from '../../scripts/router-pure';

const ROUTER = fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/'));

/** What a bundle of react-router's declarative router keeps, with or without the lean build's change. */
async function bundleDeclarativeRouter(withPlugin: boolean): Promise<string> {
  const entry: RollupPlugin = {
    name: 'entry',
    resolveId: (id) => (id === 'entry' ? id : null),
    load: (id) => (id === 'entry' ? `export { BrowserRouter, Routes, Route, useHref, useLinkClickHandler } from ${JSON.stringify(ROUTER)};` : null),
  };
  const lean: RollupPlugin = { name: 'lean', transform: (code, id) => (id.includes('/chunk-') ? withoutUnusedRouterParts(code) : null) };
  const plugins = withPlugin ? [entry, lean] : [entry];
  const bundle = await rollup({ input: 'entry', external: (id) => /^[\w@]/.test(id) && id !== 'entry', plugins, onwarn: () => undefined });
  const { output } = await bundle.generate({ format: 'es' });
  return output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
}

describe("react-router's lean build", () => {
  it('leaves out the components and contexts a site using the declarative router never renders', async () => {
    const [lean, plain] = await Promise.all([bundleDeclarativeRouter(true), bundleDeclarativeRouter(false)]);
    for (const part of ['function getFormSubmissionInfo', 'function PrefetchPageLinksImpl', 'var Form = ', 'var Link = ']) {
      expect(plain, part).toContain(part);
      expect(lean, part).not.toContain(part);
    }
    expect(lean).toContain('function useRoutesImpl');
    expect(lean).toContain('function useLinkClickHandler');
    expect(lean.length).toBeLessThan(plain.length * 0.75);
  });
});
