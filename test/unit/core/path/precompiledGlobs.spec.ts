// The default patterns' regular expressions written out ahead (src/core/path/precompiledGlobs.ts)
// are picomatch's own, and match exactly what picomatch's matcher matches, in both case modes.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import picomatch from 'picomatch';
import { HOOK_SETTINGS_PATTERNS } from '../../../../src/core/agentHook';
import { compileGlob, DEFAULT_CONFIRM_PATTERNS, DEFAULT_PROTECTED_PATTERNS, globMatches } from '../../../../src/core/path';
import { literalParts } from '../../../../src/core/path/glob';
import { PRECOMPILED_GLOBS } from '../../../../src/core/path/precompiledGlobs';

/** compileGlob's options for picomatch. */
const options = (nocase: boolean) => ({ dot: true, posix: true, nocase, windows: false });
const segments = ['.gemini', '.copilot', 'copilot', '.clinerules', 'hooks.json', 'config.toml', 'PreToolUse', '.git', '.GIT', '.env', '.env.local', '.Env', 'x.env', '.vscode', '.claude', 'a.code-workspace', '.mcp.json', '.MCP.json', '.cursor', '.codex', '.github', 'workflows', 'hooks', '.husky', '.devcontainer', 'settings.json', 'settings.local.json', 'x.json', '.json', 'src', 'a', '.', '..', 'config', ''];

describe('precompiled default globs', () => {
  it("cover exactly the default protected and confirm patterns and the hook's settings files", () => {
    assert.deepEqual([...PRECOMPILED_GLOBS.keys()].sort(), [...new Set([...DEFAULT_PROTECTED_PATTERNS, ...DEFAULT_CONFIRM_PATTERNS, ...HOOK_SETTINGS_PATTERNS])].sort());
  });

  it('are the regular expressions picomatch makes for them, in both case modes', () => {
    for (const [pattern, { source }] of PRECOMPILED_GLOBS) {
      for (const nocase of [false, true]) {
        const made = picomatch.makeRe(pattern, options(nocase));
        assert.equal(source, made.source, pattern);
        assert.equal(nocase ? 'i' : '', made.flags, pattern);
      }
    }
  });

  it('name the literal parts literalParts reads from them', () => {
    for (const [pattern, { parts }] of PRECOMPILED_GLOBS) assert.deepEqual(parts, literalParts(pattern), pattern);
  });

  it('match what picomatch matches, for any path made of their segments', () => {
    const path = fc.array(fc.constantFrom(...segments), { minLength: 0, maxLength: 6 }).map((parts) => parts.join('/'));
    fc.assert(
      fc.property(fc.constantFrom(...PRECOMPILED_GLOBS.keys()), path, fc.boolean(), (pattern, p, nocase) => {
        const expected = picomatch(pattern, options(nocase))(p);
        assert.equal(compileGlob(pattern, { caseInsensitive: nocase })(p), expected, `${pattern} ${nocase ? '(nocase) ' : ''}on ${JSON.stringify(p)}`);
        // globMatches turns a path without the pattern's literal parts away before compiling: the same answer.
        assert.equal(globMatches(pattern, p, { caseInsensitive: nocase }), expected, `globMatches ${pattern} ${nocase ? '(nocase) ' : ''}on ${JSON.stringify(p)}`);
      }),
      { numRuns: 3000 },
    );
  });

  it('match the pattern itself and never the empty path, as picomatch does', () => {
    for (const pattern of PRECOMPILED_GLOBS.keys()) {
      assert.equal(compileGlob(pattern)(pattern), picomatch(pattern, options(false))(pattern), pattern);
      assert.equal(compileGlob(pattern)(''), false, pattern);
    }
  });
});
