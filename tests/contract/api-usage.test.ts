import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const API_MODULES = ['account', 'notifications', 'stories', 'planner', 'cities', 'packages', 'notices', 'support', 'site'];
const CALLER_DIRS = ['src/machines', 'src/ui'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) ? [path] : [];
  });
}

function exportedFunctions(module: string): string[] {
  const text = readFileSync(`src/api/${module}.ts`, 'utf8');
  return [...text.matchAll(/^export (?:const|function|async function) (\w+)/gm)].map(([, name]) => name);
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('the API layer has no dead code', () => {
  it('every function of src/api/<area>.ts is used by a machine or a view', () => {
    const callers = CALLER_DIRS.flatMap(sourceFiles).map((path) => withoutComments(readFileSync(path, 'utf8')));
    const functions = API_MODULES.flatMap((module) => exportedFunctions(module).map((name) => ({ module, name })));
    expect(functions.length).toBeGreaterThan(40);
    const unused = functions
      .filter(({ name }) => !callers.some((text) => new RegExp(`\\b${name}\\b`).test(text)))
      .map(({ module, name }) => `src/api/${module}.ts: ${name}`);
    expect(unused, `functions that no file under ${CALLER_DIRS.join(' or ')} uses`).toEqual([]);
  });
});
