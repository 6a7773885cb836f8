import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = join(import.meta.dirname, '../../scripts/ensure-browser.sh');
const BASH = '/bin/bash';

interface Machine {
  chromium?: boolean;
  fonts: string[];
  arabic?: boolean;
  uid?: number;
  env?: Record<string, string>;
}

/** A PATH holding only stand-ins for the commands the script asks, so each test sets up the machine it describes. */
function run(machine: Machine) {
  const bin = mkdtempSync(join(tmpdir(), 'ensure-browser-'));
  const tool = (name: string, body: string) => {
    writeFileSync(join(bin, name), `#!${BASH}\n${body}\n`);
    chmodSync(join(bin, name), 0o755);
  };
  for (const command of ['grep', 'cat']) symlinkSync(`/usr/bin/${command}`, join(bin, command));
  // a long font list, as on a machine with many fonts: grep stops reading long before its end
  const listing = [...machine.fonts, ...Array.from({ length: 4000 }, (_, i) => `/usr/share/fonts/other/Filler${i}.ttf: Filler ${i}:style=Regular`)];
  writeFileSync(join(bin, 'fonts.txt'), listing.join('\n') + '\n');
  tool('fc-list', `if [ "$1" = ":lang=ar" ]; then ${machine.arabic === false ? 'exit 0' : 'echo "/usr/share/fonts/NotoNaskhArabic.ttf: Noto Naskh Arabic"'}; else cat "${join(bin, 'fonts.txt')}"; fi`);
  tool('id', `echo ${machine.uid ?? 0}`);
  tool('apt-get', `echo "$@" >> "${join(bin, 'apt.log')}"`);
  if (machine.chromium !== false) tool('chromium', 'exit 0');
  const result = spawnSync(BASH, [SCRIPT], { env: { PATH: bin, ...machine.env }, encoding: 'utf8' });
  const apt = existsSync(join(bin, 'apt.log')) ? readFileSync(join(bin, 'apt.log'), 'utf8') : '';
  return { status: result.status, stderr: result.stderr, apt };
}

const ALL_FONTS = ['/usr/share/fonts/NotoSansCJK-Regular.ttc: Noto Sans CJK SC', '/usr/share/fonts/NotoColorEmoji.ttf: Noto Color Emoji'];

describe('scripts/ensure-browser.sh', () => {
  it('finds installed fonts every time, even in a long font list (no SIGPIPE guess)', () => {
    const runs = Array.from({ length: 10 }, () => run({ fonts: ALL_FONTS, uid: 1000 }));
    expect(runs.map((r) => r.status)).toEqual(Array(10).fill(0));
    expect(runs.every((r) => r.apt === '')).toBe(true);
  }, 60_000);

  it('tells a user without root which packages to install, and fails', () => {
    const result = run({ fonts: [ALL_FONTS[1]], arabic: false, uid: 1000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('fonts-noto-cjk fonts-noto-core');
    expect(result.stderr).toContain('apt-get install');
    expect(result.apt).toBe('');
  });

  it('installs only what is missing as root', () => {
    const result = run({ fonts: [ALL_FONTS[0]], chromium: false, uid: 0 });
    expect(result.status).toBe(0);
    expect(result.apt).toContain('install -y -qq --no-install-recommends chromium fonts-noto-color-emoji');
  });

  it('accepts a Chromium named by CHROMIUM_PATH instead of Debian\'s', () => {
    const result = run({ fonts: ALL_FONTS, chromium: false, uid: 1000, env: { CHROMIUM_PATH: BASH } });
    expect(result.status).toBe(0);
    expect(result.apt).toBe('');
  });

  it('refuses a CHROMIUM_PATH that is not a program, saying so', () => {
    const result = run({ fonts: ALL_FONTS, uid: 1000, env: { CHROMIUM_PATH: '/nowhere/chrome' } });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('CHROMIUM_PATH=/nowhere/chrome is not an executable file');
  });
});
