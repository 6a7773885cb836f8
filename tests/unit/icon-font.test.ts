import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconCodePoints, iconFontFor, iconsOf, PRIMEICONS_DIR } from '../../scripts/icon-font';

describe('the icon font the site ships', () => {
  it('holds exactly the icons src names: run `npm run icons` after using another one', () => {
    const { fonts, css, icons } = iconFontFor('src');
    expect(icons.length).toBeGreaterThan(50);
    expect(icons).toContain('pi-bell');
    expect(readFileSync('src/ui/icons/primeicons.css', 'utf8')).toBe(css);
    for (const { file, woff } of fonts) expect(readFileSync(`src/ui/icons/${file}`).equals(woff), file).toBe(true);
  });

  it('puts the icons of the shell and of the first screens in the first font, every other icon in the second', () => {
    const { fonts, icons } = iconFontFor('src');
    const [first, more] = fonts.map((font) => font.icons);
    // the header's bell, the city list's search, the story cards' heart; the converter's wallet, the planner's print
    expect(first).toEqual(expect.arrayContaining(['pi-bell', 'pi-search', 'pi-heart']));
    expect(more).toEqual(expect.arrayContaining(['pi-wallet', 'pi-print']));
    expect([...(first ?? []), ...(more ?? [])].sort()).toEqual([...icons].sort());
    expect(first?.filter((icon) => more?.includes(icon))).toEqual([]);
  });

  it('refuses a name PrimeIcons does not have, so a typo does not ship an empty square', () => {
    const points = iconCodePoints(readFileSync(`${PRIMEICONS_DIR}/primeicons.css`, 'utf8'));
    expect(iconsOf(['pi-bell', 'pi-spin'], points)).toEqual(['pi-bell']);
    expect(() => iconsOf(['pi-bel', 'pi-bell'], points)).toThrow('not PrimeIcons icons: pi-bel');
  });

  it('together weigh less than half of PrimeIcons\' own font', () => {
    const own = readFileSync(`${PRIMEICONS_DIR}/fonts/primeicons.woff2`).length;
    const ours = ['primeicons.woff', 'primeicons-more.woff'].reduce((sum, file) => sum + readFileSync(`src/ui/icons/${file}`).length, 0);
    expect(ours).toBeLessThan(own / 2);
  });
});
