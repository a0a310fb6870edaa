// ESLint flat config: type-aware typescript-eslint, zero warnings allowed (see npm run lint).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import { boundaries } from './eslint.boundaries.mjs';

/** Calls that take an array's elements as arguments, where that array may grow with the input. */
export const UNBOUNDED_SPREADS = [
  {
    selector: "CallExpression[callee.property.name=/^(push|unshift|splice|fromCharCode|fromCodePoint|max|min)$/] > SpreadElement",
    message: 'Spreading an array into these arguments overflows the stack when it is long (RangeError): append in a loop, or use stringFromCharCodes for character codes.',
  },
  {
    selector: "CallExpression[callee.property.name='apply'][callee.object.property.name=/^(push|unshift|splice|fromCharCode|fromCodePoint|max|min)$/]",
    message: 'apply() with an array of arguments overflows the stack when the array is long (RangeError): append in a loop, or use stringFromCharCodes for character codes.',
  },
];

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
    // One import statement per module: two of the same module read as two dependencies.
    files: ['src/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    plugins: { import: importPlugin },
    rules: {
      'import/no-duplicates': ['error', { 'prefer-inline': false }],
    },
  },
  {
    // An array spread into a call's arguments puts every element on the stack: from about a
    // hundred thousand on (a large old_string's characters, a long list of errors) the call throws
    // RangeError instead of answering. Where the array grows with the input, append in a loop or
    // build the string with stringFromCharCodes (core/text).
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...UNBOUNDED_SPREADS],
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
