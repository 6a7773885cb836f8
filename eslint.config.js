import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Layers point one way: ui -> machines -> api -> lib. The mock server sits beside them and shares only
 * the contract, its types, the stream encoding and lib. Type-only imports of the contract's types are
 * allowed everywhere: they vanish at build time.
 */
const layer = (name, message) => ({ group: [`**/${name}/**`, `**/${name}`], message });
const LAYERS = {
  lib: ['src/lib/**', 'src/config.ts'],
  api: ['src/api/**'],
  machines: ['src/machines/**'],
  ui: ['src/ui/**'],
  mock: ['mock-server/**'],
};
const FORBIDDEN = {
  lib: [layer('api', 'lib is the bottom layer'), layer('machines', 'lib is the bottom layer'), layer('ui', 'lib is the bottom layer'), layer('i18n', 'lib is the bottom layer'), layer('mock-server', 'only main.tsx starts the mock')],
  api: [layer('machines', 'the API layer knows nothing of machines'), layer('ui', 'the API layer knows nothing of React'), layer('i18n', 'the API layer returns codes, views translate them'), layer('mock-server', 'only main.tsx starts the mock')],
  machines: [layer('ui', 'machines know nothing of views'), layer('mock-server', 'only main.tsx starts the mock')],
  ui: [
    { group: ['**/api/*', '!**/api/types', '**/api/types/*.ts'], message: 'views send events to machines; machines call the API' },
    layer('mock-server', 'only main.tsx starts the mock'),
  ],
  mock: [layer('ui', 'the mock shares only the contract'), layer('machines', 'the mock shares only the contract'), layer('i18n', 'the mock shares only the contract')],
};
const FEATURES = readdirSync(join(import.meta.dirname, 'src/ui/features'));

/**
 * Inside the mock, arrows point down only: entry points (browser, node, server) -> seed, handlers, control,
 * presets -> domains -> shared rules -> kit, scenarios -> the world store. A domain never imports another
 * domain, and nothing below the domains imports one; type-only imports count too (the store owns the shapes).
 */
const mockBelow = (names, message) => ({ regex: `^(\\.\\.?/)+(${names})$`, message });
const ABOVE_DOMAINS = 'domains/.*|seed|handlers|control|presets|browser|node|server';
const MOCK_ZONES = [
  {
    files: ['mock-server/domains/**'],
    patterns: [
      { regex: '^\\./', message: 'a mock domain never imports another: rules shared by several domains go to mock-server/shared' },
      mockBelow(ABOVE_DOMAINS, 'a mock domain never imports another domain, the seed or an entry point: shared rules go to mock-server/shared'),
    ],
  },
  {
    files: ['mock-server/shared/**', 'mock-server/kit.ts', 'mock-server/scenarios.ts', 'mock-server/files.ts', 'mock-server/passwords.ts', 'mock-server/seed-context.ts', 'mock-server/data/**', 'mock-server/generator/**'],
    patterns: [mockBelow(ABOVE_DOMAINS, 'this part of the mock is below the domains: it never imports one, nor the seed or an entry point')],
  },
  {
    files: ['mock-server/world.ts', 'mock-server/world-slices.ts'],
    patterns: [mockBelow(`${ABOVE_DOMAINS}|kit|shared/.*|scenarios`, 'the world store is the bottom of the mock: it holds the shape and state, and imports no rule, kit or seed')],
  },
];
const mockZoneRules = MOCK_ZONES.map(({ files, patterns }) => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': ['error', {
      patterns: [...FORBIDDEN.mock.map((p) => ({ ...p, allowTypeImports: true })), ...patterns.map((p) => ({ ...p, allowTypeImports: false }))],
    }],
  },
}));

const layerRules = Object.entries(LAYERS).flatMap(([name, files]) => {
  if (name !== 'ui') return [{ files, rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: FORBIDDEN[name].map((p) => ({ ...p, allowTypeImports: true })) }] } }];
  return [
    { files, ignores: ['src/ui/features/**', 'src/ui/mock-panel/**'], rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: FORBIDDEN.ui.map((p) => ({ ...p, allowTypeImports: true })) }] } },
    ...FEATURES.map((feature) => ({
      files: [`src/ui/features/${feature}/**`],
      rules: {
        '@typescript-eslint/no-restricted-imports': ['error', {
          patterns: [
            ...FORBIDDEN.ui.map((p) => ({ ...p, allowTypeImports: true })),
            { group: FEATURES.filter((other) => other !== feature).map((other) => `**/features/${other}/**`).concat(FEATURES.filter((other) => other !== feature).map((other) => `../${other}/**`)), message: 'features never import each other: move the shared part to src/ui/components' },
          ],
        }],
      },
    })),
  ];
});

const USER_CONTENT_AS_TEXT = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render user content as text: stories are blocks and replies plain text, so no view needs HTML.',
};
// building an Intl formatter costs far more than using one; src/lib/intl-formatters.ts builds each once
const FORMATTERS_BUILT_ONCE = [
  { selector: "NewExpression[callee.object.name='Intl']", message: 'Use the formatters of src/lib/intl-formatters.ts (built once per language).' },
  { selector: 'CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]', message: 'Use numberFormat or dateTimeFormat from src/lib/intl-formatters.ts.' },
  { selector: "CallExpression[callee.property.name='localeCompare'][arguments.length>1]", message: 'Use collator(locale).compare from src/lib/intl-formatters.ts.' },
];
// React's strict mode restarts a view's machine; the stopped call's rejection must not reach the restarted one
const STOPPED_CALLS_STAY_SILENT = {
  selector: "ImportDeclaration[source.value='xstate'] ImportSpecifier[imported.name='fromPromise']",
  message: 'Use fromAbortablePromise (src/machines/shared/abortable-promise.ts): a stopped call then never answers.',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'public/mockServiceWorker.js', 'screenshots', 'bench-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['*.js'] }, tsconfigRootDir: import.meta.dirname } },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  reactHooks.configs.flat['recommended-latest'],
  { files: ['src/ui/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-restricted-syntax': ['error', USER_CONTENT_AS_TEXT],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mock-server/**/*.ts'],
    ignores: ['src/lib/intl-formatters.ts'],
    rules: { 'no-restricted-syntax': ['error', USER_CONTENT_AS_TEXT, ...FORMATTERS_BUILT_ONCE] },
  },
  {
    files: ['src/machines/**/*.ts'],
    ignores: ['src/machines/shared/abortable-promise.ts'],
    rules: { 'no-restricted-syntax': ['error', USER_CONTENT_AS_TEXT, ...FORMATTERS_BUILT_ONCE, STOPPED_CALLS_STAY_SILENT] },
  },
  {
    // vitest's asymmetric matchers are typed any, and model-based test steps are async by the library's contract
    files: ['tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  ...layerRules,
  ...mockZoneRules,
);
