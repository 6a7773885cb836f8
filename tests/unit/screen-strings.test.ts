import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readScreenRoutes } from '../../scripts/preload-screen';
import { moduleFile, reachableFiles } from '../../scripts/source-graph';
import { NAMESPACES, SHELL_NAMESPACES } from '../../src/i18n/namespaces';

/*
 * A screen's strings load with its code, the shell's before the first render, the rest once the first screen is
 * complete (src/i18n/namespaces.ts). A view that uses a namespace its screen does not list would show the bare key
 * when a visitor opens that screen first; these tests read the views' sources and find such a namespace.
 */

const root = process.cwd();
const KNOWN = new Set<string>(NAMESPACES);

/** The namespaces a view's source names: `useTranslation('ns')` and keys written as 'ns:key'. */
function namespacesIn(file: string): Set<string> {
  const source = readFileSync(file, 'utf8');
  const named = [...source.matchAll(/useTranslation\(\[?'([a-z-]+)'/g), ...source.matchAll(/['"`]([a-z-]+):[a-zA-Z$]/g)].map(([, namespace]) => namespace);
  return new Set(named.filter((namespace) => KNOWN.has(namespace)));
}

const isView = (file: string) => file.startsWith(join(root, 'src/ui/'));

/** Each namespace that views among `files` use outside `allowed`, with the first file that uses it. */
function strayNamespaces(files: Iterable<string>, allowed: ReadonlySet<string>): Record<string, string> {
  const stray: Record<string, string> = {};
  for (const file of [...files].filter((file) => isView(file) && !file.endsWith('.css'))) {
    for (const namespace of namespacesIn(file)) if (!allowed.has(namespace)) stray[namespace] ??= relative(root, file);
  }
  return stray;
}

/** What the entry imports, and the footer, which it downloads after the first paint, before the other strings. */
const shellFiles = new Set([
  ...reachableFiles(join(root, 'src/main.tsx'), { staticOnly: true }),
  ...reachableFiles(join(root, 'src/ui/layout/footer.tsx'), { staticOnly: true }),
]);
const shellNamespaces = new Set<string>(SHELL_NAMESPACES);

describe('the strings that load with each screen', () => {
  it('read every namespace from a view the way the tests below do', () => {
    expect([...namespacesIn(join(root, 'src/ui/layout/footer.tsx'))].sort()).toEqual(['common', 'shell']);
    expect([...namespacesIn(join(root, 'src/ui/features/cities/city-guide-panel.tsx'))].sort()).toEqual(['cities', 'planner']);
    expect(shellFiles.has(join(root, 'src/ui/layout/footer.tsx'))).toBe(true);
  });

  it('the shell, which renders before any screen (the footer just after), uses only the strings loaded before the first render', () => {
    expect(strayNamespaces(shellFiles, shellNamespaces)).toEqual({});
  });

  const routes = readScreenRoutes(readFileSync(join(root, 'src/ui/routes.tsx'), 'utf8'));
  it('finds every route of the routes table', () => {
    expect(routes.length).toBeGreaterThan(25);
    expect(routes.find((route) => route.path === '/travelItinerary')?.strings).toEqual(['planner', 'cities']);
  });

  it.each(routes.map((route) => [route.path, route] as const))('%s lists every namespace its screen uses', (_path, route) => {
    const screen = moduleFile(join(root, 'src/ui/routes.tsx'), `./${route.screen}`);
    expect(screen).not.toBeNull();
    expect(route.strings.every((namespace) => KNOWN.has(namespace))).toBe(true);
    const files = reachableFiles(screen as string, { stopAt: shellFiles });
    expect(strayNamespaces(files, new Set([...shellNamespaces, ...route.strings]))).toEqual({});
  });

  it('the reality check, which loads on demand with its own strings, uses only those and the strings of the planner screen that shows it', () => {
    const loader = readFileSync(join(root, 'src/ui/features/planner/plan-check/check-parts-loader.ts'), 'utf8');
    expect(loader).toContain("loadStrings(['plan-check'])");
    const planner = routes.find((route) => route.path === '/travelItinerary');
    const files = reachableFiles(join(root, 'src/ui/features/planner/plan-check/check-parts.ts'), { stopAt: shellFiles });
    expect(files.has(join(root, 'src/ui/features/planner/plan-check/trip-check.tsx'))).toBe(true);
    expect(strayNamespaces(files, new Set([...shellNamespaces, 'plan-check', ...(planner?.strings ?? [])]))).toEqual({});
  });
});
