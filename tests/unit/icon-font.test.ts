import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconCodePoints, iconFontFor, iconsOf, PRIMEICONS_DIR } from '../../scripts/icon-font';

describe('the icon font the site ships', () => {
  it('holds exactly the icons src names: run `npm run icons` after using another one', () => {
    const { woff, css, icons } = iconFontFor('src');
    expect(icons.length).toBeGreaterThan(50);
    expect(icons).toContain('pi-bell');
    expect(readFileSync('src/ui/icons/primeicons.css', 'utf8')).toBe(css);
    expect(readFileSync('src/ui/icons/primeicons.woff').equals(woff)).toBe(true);
  });

  it('refuses a name PrimeIcons does not have, so a typo does not ship an empty square', () => {
    const points = iconCodePoints(readFileSync(`${PRIMEICONS_DIR}/primeicons.css`, 'utf8'));
    expect(iconsOf(['pi-bell', 'pi-spin'], points)).toEqual(['pi-bell']);
    expect(() => iconsOf(['pi-bel', 'pi-bell'], points)).toThrow('not PrimeIcons icons: pi-bel');
  });

  it('is a third of PrimeIcons\' own font', () => {
    const own = readFileSync(`${PRIMEICONS_DIR}/fonts/primeicons.woff2`).length;
    expect(readFileSync('src/ui/icons/primeicons.woff').length).toBeLessThan(own / 2);
  });
});
