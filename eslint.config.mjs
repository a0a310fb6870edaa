// ESLint flat config: type-aware typescript-eslint, zero warnings allowed (see npm run lint).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';

export default tseslint.config(
  {
    ignores: ['dist/**', 'out/**', 'coverage/**', '.vscode-test/**', 'node_modules/**', 'test-results/**', '**/*.js', '**/*.cjs', '**/*.mjs'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // No import cycle anywhere in the product: a cycle means a layer reaches back up.
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.js'] } }, 'import-x/extensions': ['.ts'] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Hosts (the VS Code adapter, the MCP server, the hook) use the core only through its faces.
    files: ['src/**/*.ts'],
    ignores: ['src/core/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '(^|/)core/[^/]+/.+', message: 'Import a core folder through its face (core/<folder>), never a file inside it.' }],
      }],
    },
  },
  {
    // The core is pure: no VS Code API, no Node built-ins, no adapter code; and a core folder
    // reaches another only through that folder's face (its index.ts).
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'vscode', message: 'src/core is pure: pass what you need in as a parameter.' }],
        patterns: [
          { group: ['**/vscode/**', '../vscode', '../extension', '**/extension', '**/mcp/**', '**/hook/**', '**/node/**'], message: 'src/core must not depend on a host.' },
          { regex: '^node:', message: 'src/core is pure: filesystem and platform come in as parameters.' },
          { regex: '^\\.\\./[^/.][^/]*/.+', message: 'Import another core folder through its face (../<folder>), never a file inside it.' },
        ],
      }],
    },
  },
  {
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    rules: {
      // mocha suites and tests return promises that mocha awaits.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
);
