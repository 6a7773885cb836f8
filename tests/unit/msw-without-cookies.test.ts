import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mswWithoutCookies } from '../../scripts/msw-without-cookies';

type Resolve = (source: string, importer?: string) => string | null;
type Load = (id: string) => string | null;

const plugin = mswWithoutCookies();
const resolveId = plugin.resolveId as Resolve;
const load = plugin.load as Load;
const MSW_HANDLER = '/work/app/node_modules/msw/lib/core/handlers/HttpHandler.mjs';

describe('the built mock without cookies', () => {
  it("replaces MSW's cookie store and its request cookie reader with ones that hold none", async () => {
    const modules = { '../utils/cookieStore.mjs': 'cookieStore.mjs', '../utils/request/getRequestCookies.mjs': 'request/getRequestCookies.mjs' };
    for (const [source, file] of Object.entries(modules)) {
      const id = resolveId(source, MSW_HANDLER);
      expect(id).toMatch(/^\0msw-/);
      const stubExports = [...(load(id as string) ?? '').matchAll(/export const (\w+)/g)].map(([, name]) => name);
      const real = (await import(pathToFileURL(resolve('node_modules/msw/lib/core/utils', file)).href)) as Record<string, unknown>;
      // the stub offers every name the real module exports, so MSW's imports of it still resolve
      expect(stubExports.sort()).toEqual(Object.keys(real).sort());
    }
  });

  it('leaves modules outside MSW, and the rest of MSW, alone', () => {
    expect(resolveId('./getRequestCookies.mjs', '/work/app/src/lib/storage.ts')).toBeNull();
    expect(resolveId('../utils/request/onUnhandledRequest.mjs', MSW_HANDLER)).toBeNull();
  });
});
