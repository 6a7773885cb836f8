import { mkdirSync, writeFileSync } from 'node:fs';
import { iconFontFor } from './icon-font';

/** `npm run icons`: writes the icon fonts and style sheet for the icons src uses into src/ui/icons/. */
const { fonts, css, icons } = iconFontFor('src');
mkdirSync('src/ui/icons', { recursive: true });
for (const { file, woff } of fonts) writeFileSync(`src/ui/icons/${file}`, woff);
writeFileSync('src/ui/icons/primeicons.css', css);
console.log(`${icons.length} icons: ${fonts.map(({ file, woff, icons: own }) => `${file} ${own.length} (${(woff.length / 1024).toFixed(1)} KB)`).join(', ')}`);
