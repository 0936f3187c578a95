// ESLint (flat config) for the whole repository: `npm test -- lint` runs it with --max-warnings 0.
// - typescript-eslint's recommended rules on every TS/TSX/JS file;
// - react-hooks (rules of hooks, exhaustive deps) and jsx-a11y (recommended) on the React code;
// - the architecture's import boundaries: an app (shell, mfe-*) never imports another app's source,
//   and the shared packages and the server never import an app. Apps meet only through the
//   federation runtime (packages/host's typed expose map) and the shared packages.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import platform from './packages/contract/src/platform.data.json' with { type: 'json' };

const APP_DIRS = platform.apps.map((app) => app.dir);

/** Imports of the given app folders: by package name (@ironscore/mfe-catalog) or by a relative path. */
function appImports(dirs) {
  const names = dirs.map((dir) => dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return [
    {
      regex: `^@ironscore/(${names})(/|$)`,
      message: 'An app is not imported: apps meet through the federation runtime (packages/host) and the shared packages.',
    },
    {
      regex: `^(\\.\\./)+(${names})(/|$)`,
      message: 'Another app\'s source is not imported: move what is shared into a package under packages/.',
    },
  ];
}

const boundary = (files, dirs) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: appImports(dirs) }] },
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '.data/**', '**/test-results/**', '**/playwright-report/**', '**/coverage/**'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      // TypeScript checks undefined names itself (types, globals of DOM and Node).
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // A CommonJS module (mf-config's webpack config) is required, not imported.
      '@typescript-eslint/no-require-imports': ['error', { allow: ['\\.cjs$'] }],
    },
  },
  {
    // Tests reach into third-party objects (webpack's config and plugins) without their types.
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Jest's set-up files run in jsdom (window, document) as well as Node.
    files: ['**/jest.*.cjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // Every autoFocus moves focus into what the user just opened (a dialog's code step, the
      // comment panel), as the dialog pattern asks; none fires on page load.
      'jsx-a11y/no-autofocus': 'off',
      // A scrolling message log is focusable so keyboard users can scroll it (axe's
      // scrollable-region-focusable); tab panels as in the recommended setting.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'log'], allowExpressionValues: true }],
    },
  },
  {
    files: ['**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Components read and write through the data layer (packages/data: useCallQuery,
    // useCallMutation and the contract's WRITES), never through the transport or the network.
    files: ['shell/src/**/*.tsx', 'mfe-*/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/testing/**', '**/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.object.name='api'][callee.property.name='call']",
          message: 'No raw api.call in a component: useCallQuery / useCallMutation of @ironscore/data (what a write changes is declared in the contract\'s WRITES).',
        },
        {
          selector: "CallExpression[callee.name='fetch'], CallExpression[callee.type='MemberExpression'][callee.object.name=/^(window|globalThis|self)$/][callee.property.name='fetch']",
          message: 'No fetch in a component: API calls go through @ironscore/data, the runtime configuration through its one reader.',
        },
        {
          selector: "CallExpression[callee.name=/^(runCall|fetchCall)$/]",
          message: 'No runCall / fetchCall in a component: useCallMutation / useCallQuery, so the declared cache changes and the failure feedback apply.',
        },
      ],
    },
  },
  // Import boundaries: each app may import only itself and the packages; packages, the server,
  // e2e and benchmarks import no app.
  ...APP_DIRS.map((dir) => boundary([`${dir}/**`], APP_DIRS.filter((other) => other !== dir))),
  boundary(['packages/**', 'server/**'], APP_DIRS),
);
