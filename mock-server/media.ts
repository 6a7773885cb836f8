/** Generated artwork for every picture the mock serves, so nothing comes from an outside host. */

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function ridge(width: number, height: number, base: number, amplitude: number, seed: number): string {
  const points: string[] = [`0,${height}`];
  const steps = 8;
  for (let i = 0; i <= steps; i += 1) {
    const x = (width / steps) * i;
    const y = base - amplitude * (((seed >> (i % 16)) & 7) / 7);
    points.push(`${x.toFixed(0)},${y.toFixed(0)}`);
  }
  points.push(`${width},${height}`);
  return points.join(' ');
}

/** A landscape: sky gradient, sun, three mountain ridges, a pagoda silhouette and an optional caption. */
function landscapeSvg(key: string, width: number, height: number, caption = ''): string {
  const h = hash(key);
  const hue = h % 360;
  const sky1 = `hsl(${hue} 70% 72%)`;
  const sky2 = `hsl(${(hue + 40) % 360} 75% 88%)`;
  const far = `hsl(${(hue + 180) % 360} 25% 55%)`;
  const mid = `hsl(${(hue + 190) % 360} 30% 38%)`;
  const near = `hsl(${(hue + 200) % 360} 35% 22%)`;
  const sunX = width * (0.2 + ((h >> 8) % 60) / 100);
  const pagodaX = width * (0.15 + ((h >> 4) % 70) / 100);
  const unit = Math.min(width, height) / 12;
  const pagoda = [0, 1, 2, 3]
    .map((i) => {
      const w = unit * (2.2 - i * 0.4);
      const y = height * 0.72 - i * unit * 0.9;
      return `<rect x="${(pagodaX - w / 2).toFixed(0)}" y="${y.toFixed(0)}" width="${w.toFixed(0)}" height="${(unit * 0.5).toFixed(0)}" rx="2"/>`;
    })
    .join('');
  const text = caption
    ? `<text x="50%" y="${height * 0.9}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${(unit * 0.9).toFixed(0)}" fill="#fff" opacity="0.95">${escapeXml(caption)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(caption || key)}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#s)"/><circle cx="${sunX.toFixed(0)}" cy="${(height * 0.28).toFixed(0)}" r="${(unit * 1.4).toFixed(0)}" fill="#fff6d5" opacity="0.9"/><polygon fill="${far}" points="${ridge(width, height, height * 0.55, height * 0.2, h)}"/><polygon fill="${mid}" points="${ridge(width, height, height * 0.7, height * 0.18, h >> 3)}"/><g fill="${near}">${pagoda}</g><polygon fill="${near}" points="${ridge(width, height, height * 0.85, height * 0.1, h >> 6)}"/>${text}</svg>`;
}

function avatarSvg(key: string, initials: string): string {
  const hue = hash(key) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="hsl(${hue} 55% 50%)"/><text x="48" y="60" text-anchor="middle" font-family="sans-serif" font-size="36" font-weight="700" fill="#fff">${escapeXml(initials.slice(0, 2).toUpperCase())}</text></svg>`;
}

/** A decorative QR-like square pattern (not a scannable code) for the footer. */
function qrSvg(key: string): string {
  const h = hash(key);
  const cells: string[] = [];
  for (let y = 0; y < 21; y += 1) {
    for (let x = 0; x < 21; x += 1) {
      const finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
      const on = finder ? (x % 6 === 0 || y % 6 === 0 || (x % 7 >= 2 && x % 7 <= 4 && y % 7 >= 2 && y % 7 <= 4)) : ((h >> ((x * 7 + y * 3) % 31)) & 1) === 1 || (x * y + h) % 5 === 0;
      if (on) cells.push(`<rect x="${x * 4 + 2}" y="${y * 4 + 2}" width="4" height="4"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="88" height="88" viewBox="0 0 88 88"><rect width="88" height="88" fill="#fff"/><g fill="#111">${cells.join('')}</g></svg>`;
}

function flagSvg(code: string): string {
  const palette: Record<string, [string, string, string]> = {
    en: ['#012169', '#ffffff', '#c8102e'],
    zh: ['#de2910', '#de2910', '#ffde00'],
    ja: ['#ffffff', '#ffffff', '#bc002d'],
    ko: ['#ffffff', '#ffffff', '#0047a0'],
    ar: ['#006c35', '#006c35', '#ffffff'],
    es: ['#aa151b', '#f1bf00', '#aa151b'],
  };
  const [a, b, c] = palette[code] ?? ['#888', '#bbb', '#eee'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" viewBox="0 0 30 20"><rect width="30" height="20" fill="${a}"/><rect y="6" width="30" height="8" fill="${b}"/><circle cx="15" cy="10" r="4" fill="${c}"/></svg>`;
}

/**
 * The generated picture at `media/<kind>/<key>` (flag, qr, avatar, or a landscape of any other kind), or
 * null for an upload, which lives in the mock's file store. A pure function of the address, so the mock's
 * service worker draws pictures as well as its handlers do.
 */
export function drawnPicture(kind: string, key: string, query: URLSearchParams): string | null {
  switch (kind) {
    case 'upload':
      return null;
    case 'flag':
      return flagSvg(key.replace('.svg', ''));
    case 'qr':
      return qrSvg(key);
    case 'avatar':
      return avatarSvg(key, query.get('name') ?? key);
    default: {
      const width = Number(query.get('w')) || (kind === 'vertical' ? 600 : 1350);
      const height = Number(query.get('h')) || (kind === 'vertical' ? 900 : 600);
      return landscapeSvg(`${kind}/${key}`, width, height, query.get('caption') ?? '');
    }
  }
}

export const PICTURE_HEADERS = { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=86400' };
