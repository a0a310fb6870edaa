// The layering rules of the source tree, shared by eslint.config.mjs and by the unit test that
// shows them failing on deliberate violations (test/unit/lint/boundaries.spec.ts).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import importPlugin from 'eslint-plugin-import';

const repoRoot = dirname(fileURLToPath(import.meta.url));

/**
 * Which core folders each core folder may import, low to high (type imports included). Every
 * allowance is an arrow some file makes: test/unit/lint/layers.spec.ts fails on one no file uses.
 */
export const CORE_LAYERS = {
  errors: [],
  text: [],
  search: [],
  bytes: ['errors', 'text'],
  platform: [],
  shell: [],
  request: ['errors'],
  journal: ['errors', 'text'],
  gate: ['errors', 'text'],
  path: ['errors', 'platform'],
  confirm: ['errors', 'platform', 'path'],
  closest: ['text'],
  problems: ['text'],
  diagnose: ['errors', 'platform', 'request', 'path', 'text', 'closest'],
  edit: ['errors', 'request', 'text', 'search', 'closest', 'diagnose'],
  editor: ['errors', 'platform', 'path', 'text'],
  files: ['errors', 'request', 'path', 'text', 'gate', 'confirm', 'change'],
  change: ['errors', 'platform', 'path', 'text', 'edit', 'confirm', 'diagnose', 'gate'],
  pipeline: ['errors', 'platform', 'request', 'path', 'text', 'confirm', 'edit', 'diagnose', 'problems', 'gate', 'change', 'notebook'],
  patch: ['errors', 'request', 'path', 'text', 'search', 'confirm', 'edit', 'diagnose', 'change'],
  notebook: ['errors', 'request', 'path', 'text', 'edit', 'confirm', 'gate', 'change'],
  jsonc: [],
  agentHook: ['errors', 'platform', 'path', 'text', 'edit', 'gate', 'diagnose', 'change', 'files', 'patch', 'notebook', 'shell', 'jsonc'],
  disk: ['errors', 'bytes', 'path', 'text', 'search', 'files', 'change', 'pipeline', 'patch'],
  watch: ['platform', 'path'],
};

/**
 * The parts of src/ (a folder, or a file by its name without `.ts`) and which others each may
 * import. The core stands on nothing; the hosts stand on the core and on the Node ports.
 */
export const SOURCE_LAYERS = {
  core: [],
  types: [],
  node: ['core'],
  hook: ['core', 'node'],
  cli: ['core', 'node'],
  mcp: ['core', 'node'],
  vscode: ['core', 'node'],
  extension: ['core', 'node', 'vscode'],
};

/**
 * Inside each host: its sub-folders and files (by name without `.ts`) and which of them each may
 * import, type imports included. A new sub-folder or file gets a line here.
 */
export const HOST_LAYERS = {
  vscode: {
    // The ground floor: settings, the environment the core is given, open documents, disk bytes.
    world: [],
    report: ['world'],
    ask: ['world'],
    apply: ['world', 'ask', 'report'],
    // The journal's view of the window: recording (a listener of apply's after-apply point, whose
    // type is all it takes from apply), the history view, its diffs and revert.
    history: ['world', 'ask', 'apply'],
    commands: ['apply', 'report'],
    tools: ['world', 'ask', 'apply', 'report'],
  },
  node: {
    nodeFs: [],
    syncFs: ['nodeFs'],
    fileBytes: [],
    userFolders: [],
    args: [],
    hookFiles: [],
    stateFolder: ['userFolders'],
    randomHex: [],
    lock: ['randomHex'],
    sha256: [],
    startChild: [],
    pathKey: [],
    nativeProbe: ['pathKey', 'userFolders'],
    codeCache: ['pathKey'],
    shellParserNative: [],
    shellParserWasm: [],
    shellParser: ['hookFiles', 'nativeProbe', 'shellParserNative', 'shellParserWasm'],
    journal: ['fileBytes', 'lock', 'nodeFs', 'randomHex', 'sha256'],
    watch: ['journal', 'lock', 'randomHex', 'sha256', 'startChild'],
  },
  hook: {
    options: [],
    sessionFiles: [],
    pendingRecord: ['sessionFiles'],
    editRecorder: ['pendingRecord'],
    // The history's face: a part of the hook bundled on its own (esbuild.mjs).
    historyPart: ['editRecorder'],
    sessionStore: ['historyPart', 'sessionFiles'],
    keepBytes: ['pendingRecord'],
    launch: [],
    // The packages the program uses now and then: a part of the hook bundled on its own (esbuild.mjs), imported by no file.
    librariesPart: [],
    shellGuard: [],
    // A watched call's record for its after-event, and that event's first scan begun by the program.
    shellPending: ['sessionFiles'],
    shellScanBegun: ['options', 'shellPending'],
    shellWatch: ['shellScanBegun', 'shellPending'],
    shellEvent: ['shellWatch'],
    // The shell events' face: a part of the hook bundled on its own (esbuild.mjs).
    shellPart: ['shellEvent', 'shellGuard'],
    runHook: ['historyPart', 'keepBytes', 'options', 'sessionStore', 'shellScanBegun', 'shellPart'],
    opencodeGuard: ['runHook'],
    cli: ['options', 'runHook'],
  },
  cli: {
    files: [],
    places: [],
    agentTrust: ['files', 'places'],
    commands: ['agentTrust', 'files', 'places'],
    main: ['commands'],
  },
  mcp: {
    log: [],
    cli: [],
    sdkShims: [],
    exit: ['log'],
    wire: ['log'],
    // What one connection shares: its folders, the person asked, the queue and gate, recovery.
    session: ['cli', 'log'],
    // The one write frame: plan on disk, approve, commit.
    write: ['log', 'session'],
    // One file per tool (name, definition, run), the list built from them.
    tools: ['session', 'write'],
    server: ['cli', 'log', 'session', 'tools'],
    main: ['cli', 'exit', 'log', 'server', 'session', 'wire'],
  },
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
      // import/no-cycle does not follow type-only imports; test/unit/lint/layers.spec.ts looks
      // for cycles through them too.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // The parts of src/ and the rooms of each host import only what their line allows (type
      // imports included: this rule resolves every import, whatever its kind).
      'import/no-restricted-paths': ['error', { basePath: repoRoot, zones: layerZones() }],
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

/** The room of a part: its folder, or its file when the part is one file. */
function room(folder, name) {
  return existsSync(join(repoRoot, folder, `${name}.ts`)) ? `${folder}/${name}.ts` : `${folder}/${name}`;
}

/** One zone per room: the rooms beside it that its line does not allow. */
function zonesOf(folder, layers, message) {
  const names = Object.keys(layers);
  return names.map((name) => ({
    target: room(folder, name),
    from: names.filter((other) => other !== name && !layers[name].includes(other)).map((other) => room(folder, other)),
    message,
  })).filter((zone) => zone.from.length > 0);
}

function layerZones() {
  return [
    ...zonesOf('src', SOURCE_LAYERS, 'This part of src/ stands below that one (SOURCE_LAYERS in eslint.boundaries.mjs): move what you need down, or the code up.'),
    ...Object.entries(HOST_LAYERS).flatMap(([host, layers]) => zonesOf(`src/${host}`, layers, `This room of src/${host} stands below that one (HOST_LAYERS in eslint.boundaries.mjs): move what you need down, or the code up.`)),
  ];
}
