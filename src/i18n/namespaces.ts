/**
 * One namespace per area, named as the area is (docs/architecture.md), so each area's strings live in their
 * own file in every language; the site has several, and the planner's trip check has its own beside the planner's.
 */
export const NAMESPACES = [
  'common', 'shell', 'pages', 'mock', 'account', 'planner', 'plan-check', 'cities', 'stories', 'packages', 'notices', 'support', 'notifications', 'comments',
] as const;

/**
 * The strings every screen needs: the shell (header, footer, phone landing, planning indicator), the account
 * menu and dialogs, the bell, the toasts and the packages carousel of the phone's landing page. The other
 * namespaces load with the screens that use them (`loadStrings`, called by the routes table) and all of them
 * once the first screen is complete (`loadAllStrings`). Each language's shell strings are one chunk, every other
 * namespace a chunk of its own (vite.config.ts), so a phone's first screen downloads only its own strings.
 */
export const SHELL_NAMESPACES = ['common', 'shell', 'account', 'notifications', 'packages'] as const satisfies readonly Namespace[];

export type Namespace = (typeof NAMESPACES)[number];

type ShellNamespace = (typeof SHELL_NAMESPACES)[number];

/** The file of its language a namespace's strings are in: the shell's ('') or one of its own. */
export type StringGroup = Exclude<Namespace, ShellNamespace> | '';

export const stringGroupOf = (namespace: Namespace): StringGroup =>
  (SHELL_NAMESPACES as readonly Namespace[]).includes(namespace) ? '' : (namespace as StringGroup);

/**
 * Where a build puts a language's strings: its shell's (`group` '') in one file, every other namespace in a file of
 * its own, each file's default export holding its namespaces by name. `version` is one hash of every string file, so
 * the entry builds a file's address instead of carrying a table of them (scripts/string-files.ts writes the files).
 */
export const stringFileName = (language: string, group: StringGroup, version: string) =>
  `assets/locale-${language}${group ? `-${group}` : ''}-${version}.js`;
