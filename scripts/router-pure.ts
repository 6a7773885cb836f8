/**
 * react-router creates its components and contexts at the top of its module, and as far as the bundler knows such a
 * call could have effects: every one of them stayed in the bundle, used or not (its forms, fetchers and framework-mode
 * links, 2 KB gzip). Marked pure, and without the names set on them for React's developer tools (a production build
 * does not talk to them, and the assignment alone kept each component), the unused ones go.
 */
export function withoutUnusedRouterParts(code: string): string {
  return code.replace(/\b(React\d*\.(?:forwardRef|createContext|memo))\(/g, '/* @__PURE__ */ $1(').replace(/^\w+\.displayName = "[^"]*";$/gm, '');
}
