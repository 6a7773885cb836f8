import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/*
 * The build a host serves: beside each text file a brotli copy with the same bytes, for hosts that send
 * precompressed files to browsers that accept them.
 */
const DIST = 'dist';

function textFiles(): string[] {
  const assets = readdirSync(join(DIST, 'assets')).filter((name) => /\.(?:js|css|svg|json)$/.test(name));
  return ['index.html', ...assets.map((name) => `assets/${name}`)];
}

describe('the build', () => {
  it('has a smaller brotli copy with the same content beside every text file', () => {
    const files = textFiles();
    expect(files.filter((name) => name.endsWith('.js')).length).toBeGreaterThan(20);
    const wrong = files.filter((name) => {
      const file = join(DIST, name);
      if (!existsSync(`${file}.br`)) return true;
      const original = readFileSync(file);
      const compressed = readFileSync(`${file}.br`);
      return !brotliDecompressSync(compressed).equals(original) || (original.length > 1024 && compressed.length >= original.length);
    });
    expect(wrong).toEqual([]);
  });
});
