/**
 * Puts an inline script in the head before the entry's script and style sheet tags: after the style sheet's
 * link a script does not run until the style sheet has arrived. The charset and the title stay above it.
 */
export function withEarlyScript(html: string, script: string): string {
  const entryTag = html.search(/<script type="module"|<link rel="stylesheet"/);
  const at = entryTag === -1 ? html.indexOf('</head>') : entryTag;
  return `${html.slice(0, at)}<script>${script}</script>\n    ${html.slice(at)}`;
}

/**
 * `preload(rel, href, as)` for an early script: adds a preload link in the mode the entry's loader uses
 * (crossorigin), or the browser downloads the file again when the app asks for it.
 */
export const INLINE_PRELOAD = `const preload = (rel, href, as) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    link.crossOrigin = '';
    document.head.appendChild(link);
  };`;
