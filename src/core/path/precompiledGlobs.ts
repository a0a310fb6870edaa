// The regular expressions picomatch makes for the default patterns of guardedEdit.protectedFiles
// and guardedEdit.confirmFiles (DEFAULT_PROTECTED_PATTERNS, DEFAULT_CONFIRM_PATTERNS) and for the
// agent hook's own settings files (HOOK_SETTINGS_PATTERNS of core/agentHook), made with
// compileGlob's options, written out ahead: the hook checks them on every tool call, and having
// picomatch compile them cost milliseconds of each start. Case-insensitive matching adds the "i"
// flag, as picomatch does. A unit test keeps each one equal to picomatch's own, and its literal
// parts equal to literalParts'; every other pattern is compiled by picomatch.

/**
 * Pattern -> the text every path it matches holds (glob.ts's literalParts, written out too: reading
 * each pattern character by character was a tenth of a millisecond of every hook event) and the
 * source of picomatch's regular expression for it (plain strings, backslashes doubled: a tagged
 * template's objects are made when the module loads, at every hook start).
 */
export const PRECOMPILED_GLOBS: ReadonlyMap<string, { parts: readonly string[]; source: string }> = new Map([
  ['**/.git/**', { parts: ['.git'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.git(?:\\/(?!\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)|$))$' }],
  ['**/.env*', { parts: ['.env'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.env[^/]*?\\/?)$' }],
  ['**/.vscode/**', { parts: ['.vscode'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.vscode(?:\\/(?!\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)|$))$' }],
  ['**/*.code-workspace', { parts: ['.code-workspace'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)(?!\\.{1,2}(?:\\/|$))(?=.)[^/]*?\\.code-workspace)$' }],
  ['**/.claude/**', { parts: ['.claude'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.claude(?:\\/(?!\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)|$))$' }],
  ['**/.mcp.json', { parts: ['.mcp.json'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.mcp\\.json)$' }],
  ['**/.cursor/**', { parts: ['.cursor'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.cursor(?:\\/(?!\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)|$))$' }],
  ['**/.codex/**', { parts: ['.codex'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.codex(?:\\/(?!\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)|$))$' }],
  ['**/.github/workflows/**', { parts: ['.github/workflows'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.github\\/workflows(?:\\/(?!\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)|$))$' }],
  ['**/.github/hooks/**', { parts: ['.github/hooks'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.github\\/hooks(?:\\/(?!\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)|$))$' }],
  ['**/.husky/**', { parts: ['.husky'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.husky(?:\\/(?!\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)|$))$' }],
  ['**/.devcontainer/**', { parts: ['.devcontainer'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.devcontainer(?:\\/(?!\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)|$))$' }],
  ['**/.claude/settings.json', { parts: ['.claude/settings.json'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.claude\\/settings\\.json)$' }],
  ['**/.claude/settings.local.json', { parts: ['.claude/settings.local.json'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.claude\\/settings\\.local\\.json)$' }],
  ['**/.github/hooks/*.json', { parts: ['.github/hooks/', '.json'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.github\\/hooks\\/(?!\\.{1,2}(?:\\/|$))(?=.)[^/]*?\\.json)$' }],
  ['**/.cursor/hooks.json', { parts: ['.cursor/hooks.json'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.cursor\\/hooks\\.json)$' }],
  ['**/.gemini/**', { parts: ['.gemini'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.gemini(?:\\/(?!\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)|$))$' }],
  ['**/.copilot/**', { parts: ['.copilot'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.copilot(?:\\/(?!\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)|$))$' }],
  ['**/.github/copilot/**', { parts: ['.github/copilot'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.github\\/copilot(?:\\/(?!\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)|$))$' }],
  ['**/.clinerules/hooks/**', { parts: ['.clinerules/hooks'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.clinerules\\/hooks(?:\\/(?!\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)|$))$' }],
  ['**/.cline/hooks/**', { parts: ['.cline/hooks'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.cline\\/hooks(?:\\/(?!\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)|$))$' }],
  ['**/.opencode/**', { parts: ['.opencode'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.opencode(?:\\/(?!\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)|$))$' }],
  ['**/opencode.json', { parts: ['opencode.json'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)opencode\\.json)$' }],
  ['**/opencode.jsonc', { parts: ['opencode.jsonc'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)opencode\\.jsonc)$' }],
  ['**/.codex/hooks.json', { parts: ['.codex/hooks.json'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.codex\\/hooks\\.json)$' }],
  ['**/.codex/config.toml', { parts: ['.codex/config.toml'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.codex\\/config\\.toml)$' }],
  ['**/.gemini/settings.json', { parts: ['.gemini/settings.json'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.gemini\\/settings\\.json)$' }],
  ['**/.clinerules/hooks/*', { parts: ['.clinerules/hooks/'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.clinerules\\/hooks\\/(?!\\.{1,2}(?:\\/|$))(?=.)[^/]*?\\/?)$' }],
  ['**/.cline/hooks/*', { parts: ['.cline/hooks/'], source: '^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)\\.cline\\/hooks\\/(?!\\.{1,2}(?:\\/|$))(?=.)[^/]*?\\/?)$' }],
]);
