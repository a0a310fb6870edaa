// ESLint flat config: type-aware typescript-eslint, zero warnings allowed (see npm run lint).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint.boundaries.mjs';

export default tseslint.config(
  {
    ignores: ['dist/**', 'out/**', 'coverage/**', '.vscode-test/**', 'node_modules/**', 'test-results/**', 'test/fixtures/**', 'test/corpus/diagnoses/files/**/*.tsx', '**/*.js', '**/*.cjs', '**/*.mjs'],
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
  ...boundaries,
  {
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    rules: {
      // mocha suites and tests return promises that mocha awaits.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
);
