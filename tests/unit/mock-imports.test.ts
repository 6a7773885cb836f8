import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const MOCK_ROOT = resolve(import.meta.dirname, '../../mock-server');

/** Every static, re-exported, type-only and dynamic import: a type-only circle is still a circle a reader has to untangle. */
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?\sfrom\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string, files: Set<string>): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, join(base, 'index.ts'), base].find((candidate) => files.has(candidate)) ?? null;
}

/** The import graph of mock-server/, file to the files it imports inside mock-server/. */
function importGraph(): Map<string, string[]> {
  const files = new Set(sourceFiles(MOCK_ROOT));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => resolveImport(file, match[1] ?? match[2], files))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every circle, each as the path of files that closes it (depth-first search, one report per back edge). */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const target of graph.get(file) ?? []) {
      if (state.get(target) === 'open') found.push([...path.slice(path.indexOf(target)), target]);
      else if (!state.has(target)) visit(target);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return found;
}

describe('the mock server import graph', () => {
  it('reads the imports of every file, so a circle could be seen', () => {
    const graph = importGraph();
    const name = (file: string) => relative(MOCK_ROOT, file);
    const handlers = [...graph].find(([file]) => name(file) === 'handlers.ts')?.[1].map(name);
    expect(handlers).toEqual(expect.arrayContaining(['domains/account.ts', 'domains/stories.ts', 'control.ts']));
  });

  it('has no import circle', () => {
    const found = circles(importGraph()).map((circle) => circle.map((file) => relative(MOCK_ROOT, file)).join(' -> '));
    expect(found).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(circles(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });
});
