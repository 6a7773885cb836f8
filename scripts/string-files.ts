import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { LANGUAGE_CODES } from '../src/api/types/common';
import { NAMESPACES, stringFileName, stringGroupOf, type StringGroup } from '../src/i18n/namespaces';

const MODULE = '\0string-file:';

/** The files of strings a build writes for each language: its shell strings in one, every other namespace in one of its own. */
const GROUPS = [...new Set(NAMESPACES.map(stringGroupOf))];

/** Which language and group of strings a chunk of the bundle holds, if it is a strings' file. */
export function stringFileOf(chunk: { facadeModuleId: string | null }): { language: string; group: StringGroup } | undefined {
  if (!chunk.facadeModuleId?.startsWith(MODULE)) return undefined;
  const [language, group] = chunk.facadeModuleId.slice(MODULE.length).split('/');
  return { language, group: group as StringGroup };
}

/**
 * The strings' files at addresses the entry can build (`stringFileName` in src/i18n/namespaces.ts) rather than
 * look up: a table of every language's files, hashed names and all, weighed 1.3 KB gzip in the entry. The
 * version in their names is a hash of every string file (and of Vite's version, which writes them), so a change to
 * any string gives every file a new address. Development and the tests load the JSON files themselves.
 */
export function stringFilesPlugin(): Plugin {
  let root = process.cwd();
  const localeFile = (language: string, namespace: string) => resolve(root, `src/i18n/locales/${language}/${namespace}.json`);
  const version = () => {
    const hash = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.resolve('vite/package.json'))));
    for (const language of LANGUAGE_CODES) for (const namespace of NAMESPACES) hash.update(readFileSync(localeFile(language, namespace)));
    return hash.digest('base64url').slice(0, 8);
  };
  let built = '';
  return {
    name: 'string-files',
    apply: 'build',
    config(config) {
      root = config.root ? resolve(config.root) : process.cwd();
      built = version();
      return { define: { 'import.meta.env.STRINGS_VERSION': JSON.stringify(built) } };
    },
    buildStart() {
      for (const language of LANGUAGE_CODES) {
        for (const group of GROUPS) {
          this.emitFile({ type: 'chunk', id: `${MODULE}${language}/${group}`, fileName: stringFileName(language, group, built), preserveSignature: 'strict' });
        }
      }
    },
    resolveId: (id) => (id.startsWith(MODULE) ? id : null),
    load(id) {
      if (!id.startsWith(MODULE)) return null;
      const { language, group } = stringFileOf({ facadeModuleId: id }) ?? { language: '', group: '' };
      const namespaces = NAMESPACES.filter((namespace) => stringGroupOf(namespace) === group);
      const name = (index: number) => `strings${index}`;
      return [
        ...namespaces.map((namespace, index) => `import ${name(index)} from ${JSON.stringify(localeFile(language, namespace))};`),
        `export default { ${namespaces.map((namespace, index) => `${JSON.stringify(namespace)}: ${name(index)}`).join(', ')} };`,
      ].join('\n');
    },
  };
}
