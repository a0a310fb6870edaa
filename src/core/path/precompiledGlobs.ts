// The regular expressions picomatch makes for the default patterns of guardedEdit.protectedFiles
// and guardedEdit.confirmFiles (DEFAULT_PROTECTED_PATTERNS, DEFAULT_CONFIRM_PATTERNS) and for the
// agent hook's own settings files (HOOK_SETTINGS_PATTERNS of core/agentHook), made with
// compileGlob's options, written out ahead: the hook checks them on every tool call, and having
// picomatch compile them cost milliseconds of each start. Case-insensitive matching adds the "i"
// flag, as picomatch does. A unit test keeps each one equal to picomatch's own; every other
// pattern is compiled by picomatch.

/** Pattern -> the source of picomatch's regular expression for it. */
export const PRECOMPILED_GLOBS: ReadonlyMap<string, string> = new Map([
  ['**/.git/**', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.git(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ['**/.env*', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.env[^/]*?\/?)$`],
  ['**/.vscode/**', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.vscode(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ['**/*.code-workspace', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)(?!\.{1,2}(?:\/|$))(?=.)[^/]*?\.code-workspace)$`],
  ['**/.claude/**', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.claude(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ['**/.mcp.json', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.mcp\.json)$`],
  ['**/.cursor/**', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.cursor(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ['**/.codex/**', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.codex(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ['**/.github/workflows/**', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.github\/workflows(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ['**/.github/hooks/**', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.github\/hooks(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ['**/.husky/**', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.husky(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ['**/.devcontainer/**', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.devcontainer(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ['**/.claude/settings.json', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.claude\/settings\.json)$`],
  ['**/.claude/settings.local.json', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.claude\/settings\.local\.json)$`],
  ['**/.github/hooks/*.json', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.github\/hooks\/(?!\.{1,2}(?:\/|$))(?=.)[^/]*?\.json)$`],
  ['**/.cursor/hooks.json', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.cursor\/hooks\.json)$`],
  ['**/.gemini/**', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.gemini(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ['**/.copilot/**', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.copilot(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ['**/.github/copilot/**', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.github\/copilot(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ['**/.clinerules/hooks/**', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.clinerules\/hooks(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ['**/.cline/hooks/**', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.cline\/hooks(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ['**/.opencode/**', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.opencode(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ['**/opencode.json', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)opencode\.json)$`],
  ['**/opencode.jsonc', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)opencode\.jsonc)$`],
  ['**/.codex/hooks.json', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.codex\/hooks\.json)$`],
  ['**/.codex/config.toml', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.codex\/config\.toml)$`],
  ['**/.gemini/settings.json', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.gemini\/settings\.json)$`],
  ['**/.clinerules/hooks/*', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.clinerules\/hooks\/(?!\.{1,2}(?:\/|$))(?=.)[^/]*?\/?)$`],
  ['**/.cline/hooks/*', String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.cline\/hooks\/(?!\.{1,2}(?:\/|$))(?=.)[^/]*?\/?)$`],
]);
