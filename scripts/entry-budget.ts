import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { brotli } from './precompress';
import { isPageEntry } from './preload-screen';

export interface EntryBudget {
  /** kilobytes of gzipped script the first page needs before it can render */
  scriptKb: number;
  /** kilobytes of gzipped style sheets the first page loads */
  styleKb: number;
}

const gzipKb = (source: string | Uint8Array) => gzipSync(source, { level: 9 }).length / 1024;

/**
 * Fails the build when what index.html loads (the entry chunk, the chunks it imports statically and
 * their style sheets) grows past the budget, so a heavy import into the shell cannot slip in unseen.
 */
export function entryBudget(budget: EntryBudget): Plugin {
  return {
    name: 'entry-budget',
    apply: 'build',
    // after Vite's own generateBundle, which adds the table of what each dynamic import preloads: the files as written
    generateBundle: { order: 'post', handler(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && isPageEntry(file));
      if (!entry || entry.type !== 'chunk') return;
      const chunks = new Set<string>();
      const visit = (name: string) => {
        const chunk = bundle[name];
        if (chunks.has(name) || chunk?.type !== 'chunk') return;
        chunks.add(name);
        chunk.imports.forEach(visit);
      };
      visit(entry.fileName);
      let scriptKb = 0;
      let scriptBrotliKb = 0;
      const styles = new Set<string>();
      for (const name of chunks) {
        const chunk = bundle[name];
        if (chunk.type !== 'chunk') continue;
        scriptKb += gzipKb(chunk.code);
        scriptBrotliKb += brotli(chunk.code).length / 1024;
        chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
      }
      let styleKb = 0;
      for (const name of styles) {
        const asset = bundle[name];
        if (asset?.type === 'asset') styleKb += gzipKb(asset.source);
      }
      const report =
        `entry ${scriptKb.toFixed(1)} KB script, ${styleKb.toFixed(1)} KB style (gzip; budget ${budget.scriptKb} and ${budget.styleKb}); ` +
        `${scriptBrotliKb.toFixed(1)} KB script with brotli`;
      if (scriptKb > budget.scriptKb || styleKb > budget.styleKb) this.error(`Over the entry budget: ${report}`);
      this.info(report);
    } },
  };
}
