import assert from 'node:assert/strict';
import {
  createInvocationMessage,
  createRefusalSummary,
  createResult,
  createSuccessMessage,
  describeCreateConfirmation,
  describeCreateRequest,
  describeReadRequest,
  describeReadSuccess,
  overwriteReplacement,
  readInvocationMessage,
  readRefusalSummary,
  type ReadResult,
} from '../../../../src/core/files';

function read(overrides: Partial<ReadResult>): ReadResult {
  return { success: true, file_path: 'src/app.ts', version: 3, start_line: 1, end_line: 40, total_lines: 120, truncated: false, content: '', ...overrides };
}

describe('readCreateMessages', () => {
  describe('the read tool', () => {
    it('says which lines are read', () => {
      assert.equal(readInvocationMessage({ file_path: 'src/app.ts', offset: 10, limit: 51 }), 'Reading src/app.ts (lines 10-60)');
      assert.equal(readInvocationMessage({ file_path: 'src/app.ts', limit: 50 }), 'Reading src/app.ts (lines 1-50)');
      assert.equal(readInvocationMessage({ file_path: 'src/app.ts', offset: 10 }), 'Reading src/app.ts (from line 10)');
      assert.equal(readInvocationMessage({ file_path: 'src/app.ts', offset: 1, limit: 0 }), 'Reading src/app.ts');
    });

    it('reads unvalidated input best-effort, never throwing', () => {
      assert.equal(readInvocationMessage(undefined), 'Reading a file');
      assert.equal(readInvocationMessage({ file_path: '' }), 'Reading a file');
      assert.equal(describeReadRequest({ file_path: 'a.ts', offset: -3, limit: 2.5 }), 'a.ts');
      assert.equal(describeReadRequest({ file_path: 'a.ts', offset: '10', limit: '5' }), 'a.ts');
      assert.equal(describeReadRequest('a.ts'), 'a file');
      assert.equal(readRefusalSummary({ file_path: 'src/app.ts', offset: 5 }), 'Guarded Edit refused to read src/app.ts (from line 5)');
    });

    it('shortens a very long path', () => {
      const long = `${'d/'.repeat(100)}file.ts`;
      const message = readInvocationMessage({ file_path: long });
      assert.ok(message.length < 140, message);
      assert.ok(message.endsWith('file.ts'));
    });

    it('logs a successful read with its lines and version', () => {
      assert.equal(describeReadSuccess(read({})), 'read src/app.ts: lines 1-40 of 120 (version 3)');
      assert.equal(describeReadSuccess(read({ start_line: 1, end_line: 0, total_lines: 0 })), 'read src/app.ts: an empty file (version 3)');
      assert.equal(describeReadSuccess(read({ truncated: true })), 'read src/app.ts: lines 1-40 of 120 (version 3), cut short by the size cap');
    });
  });

  describe('the create tool', () => {
    it('says what is created or overwritten, with the lines of the content', () => {
      assert.equal(createInvocationMessage({ file_path: 'src/new.ts', content: 'a\nb\n' }), 'Creating src/new.ts (2 lines)');
      assert.equal(createInvocationMessage({ file_path: 'src/new.ts', content: 'a\nb\n' }, false), 'Creating src/new.ts (2 lines)');
      assert.equal(createInvocationMessage({ file_path: 'src/app.ts', content: 'x', overwrite: true }, true), 'Overwriting src/app.ts (1 line)');
      assert.equal(createInvocationMessage({ file_path: 'src/app.ts', content: 'x' }, true), 'Creating src/app.ts (1 line)');
      assert.equal(createInvocationMessage({ file_path: 'e.txt', content: '' }), 'Creating e.txt (0 lines)');
      assert.equal(createInvocationMessage(null), 'Creating a file');
      assert.equal(describeCreateRequest({ file_path: 'x.ts' }), 'x.ts');
    });

    it('summarises a refusal and a success', () => {
      assert.equal(createRefusalSummary({ file_path: 'src/new.ts', content: 'a' }), 'Guarded Edit refused to create src/new.ts (1 line)');
      assert.equal(createRefusalSummary({ file_path: 'src/app.ts', content: 'a', overwrite: true }), 'Guarded Edit refused to create or overwrite src/app.ts (1 line)');
      assert.equal(
        createSuccessMessage(createResult({ displayPath: 'src/new.ts', action: 'create', content: 'a\nb\n' })),
        'Guarded Edit created src/new.ts (2 lines, 4 bytes).',
      );
      assert.equal(
        createSuccessMessage(createResult({ displayPath: 'src/app.ts', action: 'overwrite', content: 'x' })),
        'Guarded Edit overwrote src/app.ts (1 line, 1 byte).',
      );
    });

    it('asks to confirm a create or overwrite under confirmFiles', () => {
      const create = describeCreateConfirmation({ displayPath: '.env.local', pattern: '**/.env*', action: 'create' });
      assert.equal(create.title, 'Allow creating .env.local?');
      assert.match(create.message, /^The model asks to create a file you asked to confirm:\n\n- `\.env\.local` \(matches `\*\*\/\.env\*` in `guardedEdit\.confirmFiles`\)/);
      const overwrite = describeCreateConfirmation({ displayPath: '.vscode/settings.json', pattern: '**/.vscode/**', action: 'overwrite' });
      assert.equal(overwrite.title, 'Allow overwriting .vscode/settings.json?');
      assert.match(overwrite.message, /asks to overwrite a file/);
      assert.match(overwrite.message, /asks you again in a dialog of its own/);
    });
  });

  describe('createResult with saved', () => {
    it('reports saved when given, and leaves it out otherwise', () => {
      assert.equal(createResult({ displayPath: 'a', action: 'overwrite', content: 'x', saved: false }).saved, false);
      assert.equal(createResult({ displayPath: 'a', action: 'create', content: 'x', saved: true }).saved, true);
      assert.equal('saved' in createResult({ displayPath: 'a', action: 'create', content: 'x' }), false);
    });
  });

  describe('overwriteReplacement', () => {
    function apply(before: string, r: { start: number; end: number; text: string }): string {
      return before.slice(0, r.start) + r.text + before.slice(r.end);
    }

    it('replaces only what differs', () => {
      const before = 'one\ntwo\nthree\n';
      const r = overwriteReplacement(before, 'one\nTWO\nthree\n', '\n');
      assert.deepEqual(r, { start: 4, end: 7, text: 'TWO', after: 'one\nTWO\nthree\n' });
      assert.equal(apply(before, r), r.after);
    });

    it('reads the content in the document\'s line ending', () => {
      const before = 'a\r\nb\r\n';
      const r = overwriteReplacement(before, 'a\nb\nc\n', '\r\n');
      assert.equal(r.after, 'a\r\nb\r\nc\r\n');
      assert.equal(apply(before, r), r.after);
      assert.deepEqual(overwriteReplacement('a\nb\n', 'a\r\nb\r\n', '\n'), { start: 4, end: 4, text: '', after: 'a\nb\n' });
    });

    it('handles an empty document, empty content and identical text', () => {
      assert.deepEqual(overwriteReplacement('', 'new\n', '\n'), { start: 0, end: 0, text: 'new\n', after: 'new\n' });
      assert.deepEqual(overwriteReplacement('old\n', '', '\n'), { start: 0, end: 4, text: '', after: '' });
      assert.deepEqual(overwriteReplacement('same', 'same', '\n'), { start: 4, end: 4, text: '', after: 'same' });
    });

    it('never cuts a surrogate pair or a CRLF', () => {
      const before = 'x\u{1F600}y\r\nz';
      const r = overwriteReplacement(before, 'x\u{1F601}y\nz', '\r\n');
      assert.equal(apply(before, r), 'x\u{1F601}y\r\nz');
      assert.ok(r.start <= 1 && r.end >= 3, JSON.stringify(r));
    });
  });
});
