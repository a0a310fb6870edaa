import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  ALLOW_LABEL,
  changedAfterConfirmationError,
  confirmationRequiredError,
  describeConfirmationAnswer,
  describeConfirmationAsked,
  describeSensitiveDialog,
  DIALOG_MAX_FILES,
  keepIndent,
  previewContent,
  previewReplacements,
  sensitiveReason,
  visible,
  type SensitiveChange,
} from '../../../../src/core/confirm';
import { ERROR_CODES } from '../../../../src/core/errors';
import { DEFAULT_CONFIRM_PATTERNS, firstMatch } from '../../../../src/core/path';
import { POSIX, WINDOWS } from '../../../../src/core/platform';

const REPO = path.resolve(__dirname, '..', '..', '..', '..');

function match(relative: string, platform = POSIX): string | undefined {
  return firstMatch(DEFAULT_CONFIRM_PATTERNS, [relative], platform)?.pattern;
}

describe('sensitive files (guardedEdit.confirmFiles)', () => {
  describe('the default list', () => {
    it('is package.json\'s default of guardedEdit.confirmFiles', () => {
      const manifest = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')) as {
        contributes: { configuration: { properties: Record<string, { default?: unknown }> } };
      };
      assert.deepEqual(manifest.contributes.configuration.properties['guardedEdit.confirmFiles'].default, [...DEFAULT_CONFIRM_PATTERNS]);
    });

    it('matches every family, at the top and in a nested folder', () => {
      const families: [string, string][] = [
        ['.env', '**/.env*'],
        ['.env.production.local', '**/.env*'],
        ['.vscode/settings.json', '**/.vscode/**'],
        ['.vscode/tasks.json', '**/.vscode/**'],
        ['.vscode/mcp.json', '**/.vscode/**'],
        ['app.code-workspace', '**/*.code-workspace'],
        ['.claude/settings.json', '**/.claude/**'],
        ['.claude/settings.local.json', '**/.claude/**'],
        ['.claude/agents/reviewer.md', '**/.claude/**'],
        ['.mcp.json', '**/.mcp.json'],
        ['.cursor/rules/style.mdc', '**/.cursor/**'],
        ['.cursor/mcp.json', '**/.cursor/**'],
        ['.codex/config.toml', '**/.codex/**'],
        ['.github/workflows/ci.yml', '**/.github/workflows/**'],
        ['.github/hooks/hooks.json', '**/.github/hooks/**'],
        ['.husky/pre-commit', '**/.husky/**'],
        ['.devcontainer/devcontainer.json', '**/.devcontainer/**'],
        ['.devcontainer/python/devcontainer.json', '**/.devcontainer/**'],
        ['.opencode/plugin/guard.js', '**/.opencode/**'],
        ['opencode.json', '**/opencode.json'],
        ['packages/web/opencode.jsonc', '**/opencode.jsonc'],
        ['.cline/hooks/PreToolUse', '**/.cline/hooks/**'],
      ];
      for (const [file, pattern] of families) {
        assert.equal(match(file), pattern, file);
        assert.equal(match(`packages/api/${file}`), pattern, `packages/api/${file}`);
      }
    });

    it('leaves ordinary source files alone, also ones with similar names', () => {
      for (const file of [
        'src/app.ts', 'README.md', 'package.json', 'mcp.json', 'src/mcp.json.ts', 'environment.ts', 'src/env.ts',
        'docs/vscode.md', 'claude/notes.md', '.github/CODEOWNERS', '.github/ISSUE_TEMPLATE/bug.md',
        '.github/dependabot.yml', 'workflows/ci.yml', 'husky.config.js', 'devcontainer.md', 'cursor.ts', 'src/codex.ts',
      ]) {
        assert.equal(match(file), undefined, file);
      }
    });

    it('ignores case where the filesystem does', () => {
      assert.equal(match('.Claude/settings.json'), undefined);
      assert.equal(match('.Claude/settings.json', WINDOWS), '**/.claude/**');
      assert.equal(match('.GitHub/Workflows/ci.yml', WINDOWS), '**/.github/workflows/**');
    });
  });

  describe('sensitiveReason', () => {
    const rules = { confirmPatterns: DEFAULT_CONFIRM_PATTERNS };

    it('names the first pattern that matches any form of the target, or nothing', () => {
      assert.deepEqual(sensitiveReason({ realPath: '/ws/.vscode/settings.json', displayPath: '.vscode/settings.json', relativePaths: ['.vscode/settings.json'] }, rules, POSIX), { kind: 'pattern', pattern: '**/.vscode/**' });
      // A link whose real path is in .claude counts as .claude.
      assert.deepEqual(sensitiveReason({ realPath: '/ws/.claude/settings.json', displayPath: 'link.json', relativePaths: ['link.json', '.claude/settings.json'] }, rules, POSIX), { kind: 'pattern', pattern: '**/.claude/**' });
      assert.equal(sensitiveReason({ realPath: '/ws/src/app.ts', displayPath: 'src/app.ts', relativePaths: ['src/app.ts'] }, rules, POSIX), undefined);
      assert.deepEqual(sensitiveReason({ realPath: '/ws/a.txt', displayPath: 'a.txt' }, { confirmPatterns: ['*.txt'], list: '--confirm' }, POSIX), { kind: 'pattern', pattern: '*.txt', list: '--confirm' });
    });

    it('always names the open workspace file, even when the list is empty', () => {
      const workspaceFile = '/home/me/project.code-workspace';
      const target = { realPath: workspaceFile, displayPath: 'project.code-workspace', relativePaths: ['project.code-workspace'] };
      assert.deepEqual(sensitiveReason(target, { confirmPatterns: [], workspaceFile }, POSIX), { kind: 'workspace-file' });
      assert.deepEqual(sensitiveReason(target, { confirmPatterns: DEFAULT_CONFIRM_PATTERNS, workspaceFile }, POSIX), { kind: 'workspace-file' });
      assert.equal(sensitiveReason(target, { confirmPatterns: [] }, POSIX), undefined);
      // Another file is not the workspace file; case counts only where the filesystem says so.
      assert.equal(sensitiveReason({ ...target, realPath: '/home/me/other.json' }, { confirmPatterns: [], workspaceFile }, POSIX), undefined);
      assert.equal(sensitiveReason({ ...target, realPath: '/home/me/Project.code-workspace' }, { confirmPatterns: [], workspaceFile }, POSIX), undefined);
      assert.deepEqual(sensitiveReason({ ...target, realPath: 'C:\\Me\\PROJECT.code-workspace' }, { confirmPatterns: [], workspaceFile: 'c:\\me\\project.code-workspace' }, WINDOWS), { kind: 'workspace-file' });
    });
  });

  describe('previewReplacements', () => {
    it('shows the touched lines before and after, with the line number', () => {
      const before = '{\n  "a": 1,\n  "chat.tools.autoApprove": false\n}\n';
      const start = before.indexOf('false');
      assert.deepEqual(previewReplacements(before, [{ start, end: start + 5, text: 'true' }]), [
        'Line 3:',
        '-   "chat.tools.autoApprove": false',
        '+   "chat.tools.autoApprove": true',
      ]);
    });

    it('numbers lines of later hunks correctly, handles CRLF, an edit at offset 0 and an insertion', () => {
      const before = 'one\r\ntwo\r\nthree\r\n';
      const hunks = previewReplacements(before, [
        { start: 0, end: 3, text: 'ONE' },
        { start: before.indexOf('three'), end: before.indexOf('three'), text: 'new\r\n' },
      ]);
      assert.deepEqual(hunks, ['Line 1:', '- one', '+ ONE', 'Line 3:', '- three', '+ new', '+ three']);
      assert.deepEqual(previewReplacements('\nx', [{ start: 0, end: 1, text: '' }]), ['Line 1:', '- ', '- x', '+ x']);
    });

    it('stays within its bounds for a huge edit, a huge line and many edits', () => {
      const limits = { maxLines: 10, maxLineChars: 20 };
      const big = 'x\n'.repeat(200_000);
      const all = previewReplacements(big, [{ start: 0, end: big.length, text: 'y\n'.repeat(200_000) }], limits);
      assert.ok(all.length <= limits.maxLines, all.join('\n'));
      assert.ok(all.some((l) => /more lines? removed/.test(l)));
      assert.ok(all.some((l) => /more lines added/.test(l)));
      const line = 'a'.repeat(1_000_000);
      const long = previewReplacements(line, [{ start: 5, end: 6, text: 'B' }], limits);
      assert.ok(long.every((l) => l.length <= limits.maxLineChars + 3), long.join('\n'));
      assert.ok(long[1].endsWith('…'));
      const text = 'k=v\n'.repeat(100);
      const many = previewReplacements(text, Array.from({ length: 100 }, (_, i) => ({ start: i * 4, end: i * 4 + 1, text: 'K' })), limits);
      assert.ok(many.length <= limits.maxLines, many.join('\n'));
      assert.match(many.at(-1) ?? '', /^… and \d+ more changes$/);
    });

    it('shows invisible characters as escapes, so the preview cannot pretend', () => {
      const before = 'a = 1\n';
      const sneaky = 'a = 1 \u202e// safe\u202c\u200b\u0007';
      const lines = previewReplacements(before, [{ start: 0, end: 5, text: sneaky }]);
      assert.equal(lines[2], '+ a = 1 \\u{202e}// safe\\u{202c}\\u{200b}\\u{0007}');
      assert.equal(visible('tab\tkept'), 'tab\tkept');
      assert.equal(visible('\ud800x'), '\\u{d800}x');
      assert.equal(visible('😀'), '😀');
    });
  });

  describe('previewContent', () => {
    it('shows the first lines of a new file and how many are left', () => {
      assert.deepEqual(previewContent('KEY=1\nOTHER=2\n'), ['+ KEY=1', '+ OTHER=2']);
      assert.deepEqual(previewContent('KEY=1\r\n\n'), ['+ KEY=1', '+ ']);
      assert.deepEqual(previewContent(''), ['(an empty file)']);
      const many = previewContent('l\n'.repeat(1000), { maxLines: 5, maxLineChars: 10 });
      assert.equal(many.length, 5);
      assert.equal(many.at(-1), '… and 996 more lines');
    });
  });

  describe('the dialog', () => {
    const settings: SensitiveChange = {
      displayPath: '.vscode/settings.json', reason: { kind: 'pattern', pattern: '**/.vscode/**' }, action: 'edit',
      preview: ['Line 3:', '-   "x": false', '+   "x": true'],
    };

    it('names the file, the pattern, the preview and what each answer does', () => {
      const dialog = describeSensitiveDialog([settings]);
      assert.equal(dialog.message, 'Allow the model to change .vscode/settings.json?');
      assert.equal(dialog.allow, ALLOW_LABEL);
      assert.match(dialog.detail, /^\.vscode\/settings\.json matches "\*\*\/\.vscode\/\*\*" in guardedEdit\.confirmFiles\.\nLine 3:\n- \u00a0{2}"x": false\n\+ \u00a0{2}"x": true\n\n/);
      assert.match(dialog.detail, /auto-approval and "Always allow" do not answer it/);
      assert.match(dialog.detail, /Allow applies this change \(one Undo reverts it\); Cancel refuses it and changes nothing\.$/);
    });

    it('keeps the indentation of preview lines with no-break spaces, and nothing else', () => {
      assert.equal(keepIndent('-   a  b'), '- \u00a0\u00a0a  b');
      assert.equal(keepIndent('+ \tx'), '+ \u00a0\u00a0\u00a0\u00a0x');
      assert.equal(keepIndent('Line 3:'), 'Line 3:');
      assert.equal(keepIndent('  (… 3 more lines removed)'), '  (… 3 more lines removed)');
    });

    it('says why the workspace file is asked about, and counts files beyond the bound', () => {
      const workspace: SensitiveChange = { displayPath: 'p.code-workspace', reason: { kind: 'workspace-file' }, action: 'overwrite', preview: [] };
      assert.equal(describeSensitiveDialog([workspace]).message, 'Allow the model to overwrite p.code-workspace?');
      assert.match(describeSensitiveDialog([workspace]).detail, /^p\.code-workspace is the open workspace file, which lists the folders the tools may change/);
      const many = Array.from({ length: DIALOG_MAX_FILES + 2 }, (_, i) => ({ ...settings, displayPath: `a${i}/.env` }));
      const dialog = describeSensitiveDialog(many);
      assert.equal(dialog.message, `Allow the model to change ${DIALOG_MAX_FILES + 2} sensitive files?`);
      assert.match(dialog.detail, /… and 2 more files\./);
      assert.doesNotMatch(dialog.detail, new RegExp(`a${DIALOG_MAX_FILES}/`));
    });

    it('has a log line for the question and for each answer', () => {
      assert.equal(describeConfirmationAsked([settings]), 'sensitive files: asked the person to allow .vscode/settings.json (change; matches "**/.vscode/**" in guardedEdit.confirmFiles)');
      assert.match(describeConfirmationAnswer([settings], 'allowed'), /the person allowed the change to \.vscode\/settings\.json$/);
      assert.match(describeConfirmationAnswer([settings], 'declined'), /did not allow .*nothing was changed$/);
      assert.match(describeConfirmationAnswer([settings], 'cancelled'), /cancelled before the person answered/);
      assert.match(describeConfirmationAnswer([settings], 'unavailable'), /no person could be asked/);
    });
  });

  describe('errors', () => {
    it('CONFIRMATION_REQUIRED is in the catalog and says what to do', () => {
      assert.ok(ERROR_CODES.includes('CONFIRMATION_REQUIRED'));
      const error = confirmationRequiredError('.vscode/settings.json', { kind: 'pattern', pattern: '**/.vscode/**' }, 'declined', ['files', 0]);
      assert.equal(error.code, 'CONFIRMATION_REQUIRED');
      assert.deepEqual(error.path, ['files', 0, 'file_path']);
      assert.equal(error.message, '".vscode/settings.json" matches "**/.vscode/**" in guardedEdit.confirmFiles, so it changes only after a person allows it; the person did not allow it (they answered Cancel or closed the dialog). Nothing was changed.');
      assert.match(error.recovery_hint, /^Do not repeat this call on your own\./);
    });

    it('does not speak of a dialog when the question went through a client, which may have asked no one', () => {
      const error = confirmationRequiredError('.env', { kind: 'pattern', pattern: '**/.env*' }, 'declined', [], undefined, 'client');
      assert.equal(error.code, 'CONFIRMATION_REQUIRED');
      assert.doesNotMatch(error.message, /dialog|Cancel/);
      assert.match(error.message, /no person could be asked: a client running without one, such as a headless agent run, declines every question/);
      assert.doesNotMatch(error.recovery_hint, /answer Allow/);
      assert.match(error.recovery_hint, /^Do not repeat this call on your own\./);
    });

    it('words each answer, and lets a host give its own next step', () => {
      const workspace = { kind: 'workspace-file' } as const;
      assert.match(confirmationRequiredError('p.code-workspace', workspace, 'cancelled').message, /is the open workspace file.*the call was cancelled before the person answered/);
      assert.match(confirmationRequiredError('p.code-workspace', workspace, 'cancelled').recovery_hint, /^Repeat the call/);
      const mcp = confirmationRequiredError('.mcp.json', { kind: 'pattern', pattern: '**/.mcp.json' }, 'unavailable', [], 'Start the server with --allow-sensitive.');
      assert.match(mcp.message, /there is no way to ask a person here/);
      assert.equal(mcp.recovery_hint, 'Start the server with --allow-sensitive.');
      assert.deepEqual(mcp.path, ['file_path']);
    });

    it('a change after the yes is STALE_DOCUMENT', () => {
      const error = changedAfterConfirmationError('.env', ['files', 1]);
      assert.equal(error.code, 'STALE_DOCUMENT');
      assert.deepEqual(error.path, ['files', 1, 'file_path']);
      assert.match(error.message, /changed after the person allowed the change/);
    });
  });
});
