// The layering rules of the source tree, shared by eslint.config.mjs and by the unit test that
// shows them failing on deliberate violations (test/unit/lint/boundaries.spec.ts).
import importPlugin from 'eslint-plugin-import';

/** Which core folders each core folder may import, low to high (type imports included). */
export const CORE_LAYERS = {
  errors: [],
  bytes: ['errors'],
  platform: ['errors'],
  text: [],
  search: [],
  request: ['errors', 'platform'],
  path: ['errors', 'platform', 'request'],
  gate: ['errors', 'platform', 'request'],
  confirm: ['errors', 'platform', 'request', 'path'],
  closest: ['text'],
  diagnose: ['errors', 'platform', 'request', 'path', 'text', 'closest'],
  edit: ['errors', 'platform', 'request', 'text', 'search', 'closest', 'diagnose'],
  editor: ['errors', 'bytes', 'platform', 'request', 'path', 'text'],
  files: ['errors', 'platform', 'request', 'path', 'text', 'gate'],
  problems: ['errors', 'platform', 'request', 'text'],
  pipeline: ['errors', 'bytes', 'platform', 'request', 'path', 'text', 'edit', 'gate', 'confirm', 'diagnose', 'editor', 'files', 'problems'],
  agentHook: ['errors', 'bytes', 'platform', 'request', 'path', 'text', 'edit', 'gate', 'confirm', 'diagnose', 'patch'],
  journal: ['errors'],
  disk: ['errors', 'bytes', 'platform', 'request', 'path', 'text', 'search', 'edit', 'gate', 'confirm', 'diagnose', 'editor', 'files', 'problems', 'pipeline'],
  patch: ['errors', 'platform', 'request', 'path', 'text', 'search', 'edit', 'diagnose', 'pipeline'],
};

export const boundaries = [
  {
    // No import cycle anywhere in the product: a cycle means a layer reaches back up.
    files: ['src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'import/extensions': ['.ts'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
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
  // Any core file (a folder not yet in CORE_LAYERS too); then, per folder, its allowed layers.
  coreRules('src/core/**/*.ts', []),
  // The core's layers: each folder may import the folders listed for it (and nothing above).
  ...Object.entries(CORE_LAYERS).map(([folder, allowed]) => coreRules(`src/core/${folder}/**/*.ts`, Object.keys(CORE_LAYERS).filter((f) => f !== folder && !allowed.includes(f)))),
];

function coreRules(files, forbiddenFolders) {
  return {
    // The core is pure: no VS Code API, no Node built-ins, no host code; a core folder reaches
    // another only through that folder's face (its index.ts), and only downwards.
    files: [files],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'vscode', message: 'src/core is pure: pass what you need in as a parameter.' }],
        patterns: [
          { group: ['**/vscode/**', '../vscode', '../extension', '**/extension', '**/mcp/**', '**/hook/**', '**/node/**'], message: 'src/core must not depend on a host.' },
          { regex: '^node:', message: 'src/core is pure: filesystem and platform come in as parameters.' },
          { regex: '^\\.\\./[^/.][^/]*/.+', message: 'Import another core folder through its face (../<folder>), never a file inside it.' },
          ...(forbiddenFolders.length > 0
            ? [{ regex: `^\\.\\./(${forbiddenFolders.join('|')})$`, message: 'This core folder stands below that one: move what you need down, or the code up (see docs/ARCHITECTURE.md).' }]
            : []),
        ],
      }],
    },
  };
}
