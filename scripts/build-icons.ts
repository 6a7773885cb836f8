import { mkdirSync, writeFileSync } from 'node:fs';
import { iconFontFor } from './icon-font';

/** `npm run icons`: writes the icon font and style sheet for the icons src uses into src/ui/icons/. */
const { woff, css, icons } = iconFontFor('src');
mkdirSync('src/ui/icons', { recursive: true });
writeFileSync('src/ui/icons/primeicons.woff', woff);
writeFileSync('src/ui/icons/primeicons.css', css);
console.log(`${icons.length} icons, font ${(woff.length / 1024).toFixed(1)} KB`);
