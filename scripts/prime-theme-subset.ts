import type { Plugin } from 'vite';

/**
 * PrimeReact's theme styles about ninety components (224 KB); the site uses a few. This Vite plugin
 * keeps, from the theme file, only the rules that style those components and what they share (the
 * overlay mask, icons, links, disabled state, the theme's variables and animations), and drops the
 * theme's own web font (the site uses the system fonts). Add a component's name to the list when
 * the site starts using it.
 */
export function primeThemeSubset(components: readonly string[]): Plugin {
  return {
    name: 'prime-theme-subset',
    enforce: 'pre',
    transform(code, id) {
      if (!/primereact\/resources\/themes\/[^/]+\/theme\.css$/.test(id.split('?')[0])) return null;
      return { code: themeSubset(code, components), map: null };
    },
  };
}

interface Block {
  prelude: string;
  body: string | null;
}

/** Top-level statements of a style sheet: `prelude { body }` blocks and `@rule ...;` lines. */
function blocks(css: string): Block[] {
  const found: Block[] = [];
  let start = 0;
  let depth = 0;
  let open = 0;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (char === '{' && depth++ === 0) open = index;
    else if (char === '}' && --depth === 0) {
      found.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, index) });
      start = index + 1;
    } else if (char === ';' && depth === 0) {
      found.push({ prelude: css.slice(start, index).trim(), body: null });
      start = index + 1;
    }
  }
  return found;
}

export function themeSubset(css: string, components: readonly string[]): string {
  const names = components.join('|');
  const used = new RegExp(
    `\\.p-(?:${names}|component-overlay)(?:-[\\w-]+)?(?![\\w-])|\\.p-(?:component|link|icon|disabled)(?![\\w-])|^\\*$|^:root$|^\\.pi$`,
  );
  const keep = (sheet: string): string =>
    blocks(sheet)
      .flatMap(({ prelude, body }) => {
        if (body === null || prelude.startsWith('@font-face')) return [];
        if (prelude.startsWith('@keyframes')) return [`${prelude}{${body}}`];
        if (prelude.startsWith('@')) {
          const inner = keep(body);
          return inner ? [`${prelude}{${inner}}`] : [];
        }
        const selectors = prelude.split(',').map((selector) => selector.trim()).filter((selector) => used.test(selector));
        return selectors.length ? [`${selectors.join(',')}{${body.trim()}}`] : [];
      })
      .join('\n');
  return keep(css.replace(/\/\*[\s\S]*?\*\//g, ''));
}
