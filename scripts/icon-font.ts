import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { reachableFiles } from './source-graph';
import { deflateSync } from 'node:zlib';

/*
 * PrimeIcons' font holds 313 icons in 35 KB (WOFF2) and its style sheet a rule for each; the site uses
 * about a hundred. This makes a font of only the icons `src` names (`pi-<name>`), as WOFF, and the style
 * sheet for them: `npm run icons` writes both into src/ui/icons/, and a unit test fails when they no
 * longer match what `src` uses. The font is simple (TrueType outlines, no composite glyphs), so
 * subsetting keeps every table but rebuilds glyf, loca, hmtx, cmap and the counts.
 */

export const PRIMEICONS_DIR = dirname(fileURLToPath(import.meta.resolve('primeicons/primeicons.css')));
/** Classes of primeicons.css that change an icon rather than name one. */
const MODIFIERS = new Set(['pi-spin', 'pi-fw']);

/** Adds the `pi-<name>` tokens of a source file to `tokens`; the generated icon style sheet, which names every icon, is not a source. */
function addIconTokens(path: string, tokens: Set<string>): void {
  if (path.endsWith(join('icons', 'primeicons.css'))) return;
  for (const match of readFileSync(path, 'utf8').matchAll(/\bpi-[a-z][a-z0-9-]*/g)) tokens.add(match[0]);
}

/** Every `pi-<name>` token in the sources under `dir`, sorted. */
export function iconTokensIn(dir: string): string[] {
  const tokens = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(tsx?|css)$/.test(entry.name)) addIconTokens(path, tokens);
    }
  };
  walk(dir);
  return [...tokens].sort();
}

/** Icon class name -> code point, from primeicons.css (`.pi-bell:before { content: "\e97c"; }`). */
export function iconCodePoints(css: string): Map<string, number> {
  const points = new Map<string, number>();
  for (const [, name = '', hex = ''] of css.matchAll(/\.(pi-[a-z0-9-]+):before\s*\{\s*content:\s*"\\([0-9a-f]+)"/g)) {
    points.set(name, parseInt(hex, 16));
  }
  return points;
}

/** The icons among the tokens; a token that is neither an icon nor a modifier is a typo, and throws. */
export function iconsOf(tokens: string[], points: Map<string, number>): string[] {
  const unknown = tokens.filter((token) => !points.has(token) && !MODIFIERS.has(token));
  if (unknown.length) throw new Error(`not PrimeIcons icons: ${unknown.join(', ')}`);
  return tokens.filter((token) => points.has(token));
}

interface Tables {
  [tag: string]: Buffer;
}

function readTables(font: Buffer): Tables {
  const tables: Tables = {};
  for (let i = 0; i < font.readUInt16BE(4); i += 1) {
    const record = 12 + i * 16;
    const offset = font.readUInt32BE(record + 8);
    tables[font.toString('latin1', record, record + 4)] = font.subarray(offset, offset + font.readUInt32BE(record + 12));
  }
  return tables;
}

/** Code point -> glyph index, from the Windows Unicode cmap (format 4). */
function glyphIndices(cmap: Buffer): Map<number, number> {
  const map = new Map<number, number>();
  for (let i = 0; i < cmap.readUInt16BE(2); i += 1) {
    const record = 4 + i * 8;
    if (cmap.readUInt16BE(record) !== 3 || cmap.readUInt16BE(record + 2) !== 1) continue;
    const table = cmap.readUInt32BE(record + 4);
    const segments = cmap.readUInt16BE(table + 6) / 2;
    const ends = table + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let s = 0; s < segments; s += 1) {
      const start = cmap.readUInt16BE(starts + s * 2);
      const end = cmap.readUInt16BE(ends + s * 2);
      const delta = cmap.readInt16BE(deltas + s * 2);
      const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
      for (let code = start; code <= end && code !== 0xffff; code += 1) {
        const glyph = rangeOffset === 0
          ? (code + delta) & 0xffff
          : cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
        if (glyph) map.set(code, rangeOffset === 0 ? glyph : (glyph + delta) & 0xffff);
      }
    }
    return map;
  }
  throw new Error('the font has no Windows Unicode cmap');
}

const align4 = (n: number) => (n + 3) & ~3;

/** Font tables and glyphs start on 4-byte boundaries: the data with zeros up to the next one. */
function padded4(data: Buffer): Buffer {
  return Buffer.concat([data, Buffer.alloc(align4(data.length) - data.length)]);
}

function u16(value: number): Buffer {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16BE(value & 0xffff);
  return buffer;
}

/** A format 4 cmap with one segment per code point (a hundred icons: about 1 KB). */
function cmapFor(codes: number[]): Buffer {
  const byCode = codes.map((code, index) => ({ code, glyph: index + 1 })).sort((a, b) => a.code - b.code);
  const segments = [...byCode, { code: 0xffff, glyph: 0 }];
  const count = segments.length;
  const searchRange = 2 * 2 ** Math.floor(Math.log2(count));
  const subtable = Buffer.concat([
    u16(4), u16(16 + count * 8), u16(0), u16(count * 2), u16(searchRange), u16(Math.log2(searchRange / 2)), u16(count * 2 - searchRange),
    ...segments.map((s) => u16(s.code)), u16(0),
    ...segments.map((s) => u16(s.code)),
    ...segments.map((s) => u16(s.code === 0xffff ? 1 : s.glyph - s.code)),
    ...segments.map(() => u16(0)),
  ]);
  const header = Buffer.concat([u16(0), u16(1), u16(3), u16(1), Buffer.from([0, 0, 0, 12])]);
  return Buffer.concat([header, subtable]);
}

/** The font with .notdef and the glyphs of these code points only, in their order (glyph 1, 2, ...). */
export function subsetFont(font: Buffer, codes: number[]): Buffer {
  const tables = readTables(font);
  const { head, hhea, maxp, loca, glyf, hmtx, cmap } = tables as Record<'head' | 'hhea' | 'maxp' | 'loca' | 'glyf' | 'hmtx' | 'cmap', Buffer>;
  const longLoca = head.readInt16BE(50) === 1;
  const offsetOf = (glyph: number) => (longLoca ? loca.readUInt32BE(glyph * 4) : loca.readUInt16BE(glyph * 2) * 2);
  const metrics = hhea.readUInt16BE(34);
  const metricOf = (glyph: number) => {
    const index = Math.min(glyph, metrics - 1);
    const advance = hmtx.readUInt16BE(index * 4);
    const bearing = glyph < metrics ? hmtx.readInt16BE(index * 4 + 2) : hmtx.readInt16BE(metrics * 4 + (glyph - metrics) * 2);
    return Buffer.concat([u16(advance), u16(bearing)]);
  };
  const indices = glyphIndices(cmap);
  const glyphs = [0, ...codes.map((code) => {
    const glyph = indices.get(code);
    if (glyph === undefined) throw new Error(`the font has no glyph for U+${code.toString(16)}`);
    return glyph;
  })];
  const outlines: Buffer[] = [];
  const offsets: number[] = [0];
  for (const glyph of glyphs) {
    const outline = glyf.subarray(offsetOf(glyph), offsetOf(glyph + 1));
    const padded = padded4(outline);
    outlines.push(padded);
    offsets.push((offsets.at(-1) ?? 0) + padded.length);
  }
  const newHead = Buffer.from(head);
  newHead.writeUInt32BE(0, 8); // checkSumAdjustment, set once the whole font is known
  newHead.writeInt16BE(1, 50); // long loca offsets
  const newHhea = Buffer.from(hhea);
  newHhea.writeUInt16BE(glyphs.length, 34);
  const newMaxp = Buffer.from(maxp);
  newMaxp.writeUInt16BE(glyphs.length, 4);
  const newLoca = Buffer.alloc(offsets.length * 4);
  offsets.forEach((offset, i) => newLoca.writeUInt32BE(offset, i * 4));
  return sfnt({
    ...tables,
    head: newHead,
    hhea: newHhea,
    maxp: newMaxp,
    loca: newLoca,
    glyf: Buffer.concat(outlines),
    hmtx: Buffer.concat(glyphs.map(metricOf)),
    cmap: cmapFor(codes),
  });
}

function checksum(data: Buffer): number {
  const padded = padded4(data);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

function sfnt(tables: Tables): Buffer {
  const tags = Object.keys(tables).sort();
  const searchRange = 16 * 2 ** Math.floor(Math.log2(tags.length));
  const header = Buffer.concat([Buffer.from([0, 1, 0, 0]), u16(tags.length), u16(searchRange), u16(Math.log2(searchRange / 16)), u16(tags.length * 16 - searchRange)]);
  let offset = 12 + tags.length * 16;
  const records: Buffer[] = [];
  const bodies: Buffer[] = [];
  for (const tag of tags) {
    const data = tables[tag];
    const record = Buffer.alloc(16);
    record.write(tag, 0, 'latin1');
    record.writeUInt32BE(checksum(data), 4);
    record.writeUInt32BE(offset, 8);
    record.writeUInt32BE(data.length, 12);
    records.push(record);
    bodies.push(padded4(data));
    offset += align4(data.length);
  }
  const font = Buffer.concat([header, ...records, ...bodies]);
  const headAt = font.readUInt32BE(12 + tags.indexOf('head') * 16 + 8);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headAt + 8);
  return font;
}

/** The font wrapped as WOFF 1.0, each table deflated where that makes it smaller. */
export function toWoff(font: Buffer): Buffer {
  const tables = readTables(font);
  const tags = Object.keys(tables).sort();
  let offset = 44 + tags.length * 20;
  const records: Buffer[] = [];
  const bodies: Buffer[] = [];
  for (const tag of tags) {
    const data = tables[tag];
    const deflated = deflateSync(data, { level: 9 });
    const stored = deflated.length < data.length ? deflated : data;
    const record = Buffer.alloc(20);
    record.write(tag, 0, 'latin1');
    record.writeUInt32BE(offset, 4);
    record.writeUInt32BE(stored.length, 8);
    record.writeUInt32BE(data.length, 12);
    record.writeUInt32BE(checksum(data), 16);
    records.push(record);
    bodies.push(padded4(stored));
    offset += align4(stored.length);
  }
  const header = Buffer.alloc(44);
  header.write('wOFF', 0, 'latin1');
  header.writeUInt32BE(0x00010000, 4);
  header.writeUInt32BE(offset, 8);
  header.writeUInt16BE(tags.length, 12);
  header.writeUInt32BE(12 + tags.length * 16 + tags.reduce((sum, tag) => sum + align4((tables[tag]).length), 0), 16);
  header.writeUInt16BE(1, 20);
  return Buffer.concat([header, ...records, ...bodies]);
}

/** primeicons.css without its @font-face and its icon rules: the base classes, the spin and its keyframes. */
function baseRules(css: string): string {
  return css
    .replace(/@font-face\s*\{[^}]*\}\s*/, '')
    .replace(/\.pi-[a-z0-9-]+:before\s*\{[^}]*\}\s*/g, '')
    .trim();
}

export interface IconFont {
  /** the first screens' icons, then the others */
  fonts: { file: string; woff: Buffer; icons: string[] }[];
  css: string;
  icons: string[];
}

/**
 * Where a first visit usually lands: the shell (everything the entry imports, and the footer it shows after the
 * first paint), the home, city and story lists, and a phone's landing page. Their icons make one font; the others a second one, which a browser downloads only when a
 * page first shows one of them (each face declares its `unicode-range`), so a phone's first screen downloads half the glyphs.
 */
export const FIRST_SCREENS = [
  'src/main.tsx',
  'src/ui/layout/footer.tsx',
  'src/ui/features/home/home-screen.tsx',
  'src/ui/features/cities/city-list-screen.tsx',
  'src/ui/features/stories/story-list-screen.tsx',
  'src/ui/layout/mobile-landing.tsx',
];

/** The `pi-<name>` tokens of the files these modules import (not lazily). */
function iconTokensReached(modules: readonly string[]): Set<string> {
  const tokens = new Set<string>();
  for (const module of modules) {
    for (const file of reachableFiles(resolve(module), { staticOnly: true })) addIconTokens(file, tokens);
  }
  return tokens;
}

const codeRange = (codes: number[]) => [...codes].sort((a, b) => a - b).map((code) => `U+${code.toString(16).toUpperCase()}`).join(', ');

/** The fonts and style sheet for the icons the sources under `sourceDir` name, split as `firstScreens` use them. */
export function iconFontFor(sourceDir: string, firstScreens: readonly string[] = FIRST_SCREENS, primeiconsDir = PRIMEICONS_DIR): IconFont {
  const primeCss = readFileSync(join(primeiconsDir, 'primeicons.css'), 'utf8');
  const points = iconCodePoints(primeCss);
  const icons = iconsOf(iconTokensIn(sourceDir), points);
  const first = iconTokensReached(firstScreens);
  const font = readFileSync(join(primeiconsDir, 'fonts', 'primeicons.ttf'));
  const fonts = [
    { file: 'primeicons.woff', icons: icons.filter((icon) => first.has(icon)) },
    { file: 'primeicons-more.woff', icons: icons.filter((icon) => !first.has(icon)) },
  ].map(({ file, icons: own }) => {
    const codes = own.map((icon) => points.get(icon) as number);
    return { file, icons: own, codes, woff: toWoff(subsetFont(font, codes)) };
  });
  const css = [
    '/* Generated by `npm run icons` (scripts/icon-font.ts) from primeicons: only the icons src uses, the first screens\' in the first font. */',
    ...fonts.map(
      ({ file, codes }) =>
        `@font-face {\n  font-family: 'primeicons';\n  font-display: block;\n  src: url('./${file}') format('woff');\n  font-weight: normal;\n  font-style: normal;\n  unicode-range: ${codeRange(codes)};\n}`,
    ),
    baseRules(primeCss),
    ...icons.map((icon) => `.${icon}:before {\n  content: "\\${(points.get(icon) as number).toString(16)}";\n}`),
    '',
  ].join('\n\n');
  return { fonts: fonts.map(({ file, woff, icons: own }) => ({ file, woff, icons: own })), css, icons };
}
