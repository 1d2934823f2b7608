// Lint with type information: the rules that catch real bugs (a promise nobody awaits, a switch that forgot a status).
// Formatting is Prettier's job (.prettierrc.json); the layering of the code is dependency-cruiser's
// (.dependency-cruiser.cjs).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.tmp/**', '**/test-results/**', 'data/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  {
    // One way to write a multi-line field: the browser grows it where it can, Mantine's measuring only elsewhere. One
    // way to write a dialog: mounted when it first opens (a closed Mantine modal draws again inside the commit of the
    // page's first draw). One way to write a tooltip: its target handed over after that commit, for the same reason.
    files: ['packages/web/src/**/*.tsx'],
    ignores: ['packages/web/src/shared/GrowingTextarea.tsx', 'packages/web/src/shared/Dialog.tsx', 'packages/web/src/shared/Tooltip.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mantine/core', importNames: ['Textarea'], message: 'Use shared/GrowingTextarea.tsx.' },
            { name: '@mantine/core', importNames: ['Modal'], message: 'Use shared/Dialog.tsx.' },
            { name: '@mantine/core', importNames: ['Tooltip'], message: 'Use shared/Tooltip.tsx.' },
          ],
        },
      ],
    },
  },
);
