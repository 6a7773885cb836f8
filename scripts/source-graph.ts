import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/*
 * Which of our source files a module reaches through its relative imports, read from the sources (no bundler):
 * what the shell or a screen brings along, for the checks and generators that care (its strings, its icons).
 */

/** The file a relative import names: a module (.ts, .tsx, an index) or a style sheet; null for anything else. */
export function moduleFile(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  return ['.tsx', '.ts', '/index.ts', '/index.tsx', ''].map((suffix) => base + suffix).find((file) => existsSync(file) && /\.(tsx?|css)$/.test(file)) ?? null;
}

const STATIC_IMPORT = /^\s*(?:import|export)\b[^'"(]*?(?:from\s+)?'(\.[^']+)'/gm;
const TYPE_ONLY = /^\s*(?:import|export)\s+type\b/;
const DYNAMIC_IMPORT = /import\('(\.[^']+)'\)/g;

/**
 * The files `start` reaches through relative imports, itself included: static ones (not type-only), and `import()`
 * too unless `staticOnly`. Files in `stopAt` and their imports are left out.
 */
export function reachableFiles(start: string, { staticOnly = false, stopAt = new Set<string>() }: { staticOnly?: boolean; stopAt?: ReadonlySet<string> } = {}): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || stopAt.has(file)) return;
    seen.add(file);
    if (file.endsWith('.css')) return;
    const source = readFileSync(file, 'utf8');
    const specifiers = [
      ...[...source.matchAll(STATIC_IMPORT)].filter((match) => !TYPE_ONLY.test(match[0])),
      ...(staticOnly ? [] : [...source.matchAll(DYNAMIC_IMPORT)]),
    ].map(([, specifier]) => specifier);
    for (const specifier of specifiers) {
      const imported = moduleFile(file, specifier);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return seen;
}
