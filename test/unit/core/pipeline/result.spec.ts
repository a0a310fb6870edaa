import assert from 'node:assert/strict';
import { describeConfirmation } from '../../../../src/core/gate';
import { editLabel, guardedError, plural, quote, shortPath } from '../../../../src/core/errors';
import { KeyedQueue } from '../../../../src/core/platform';
import { failureResult, invocationMessage, successResult, summariseRequest, type PlannedFile } from '../../../../src/core/pipeline';

function plannedFile(displayPath: string, replacements: number): PlannedFile {
  return {
    request: { file_path: displayPath, edits: [{ old_string: 'a', new_string: 'b' }] },
    inputPath: [],
    target: { realPath: `/ws/${displayPath}`, lexicalPath: `/ws/${displayPath}`, displayPath, root: { name: 'ws', path: '/ws' }, exists: true, size: 1 },
    document: { text: 'a', eol: '\n', version: 1 },
    replacements: [],
    changes: [{ start_line: 2, end_line: 3 }],
    replacementCount: replacements,
    editsApplied: 1,
  };
}

describe('result shapes', () => {
  it('a single-file success has exactly the fields of the contract', () => {
    assert.deepEqual(successResult('single', [plannedFile('src/app.ts', 3)], [true]), {
      success: true, file_path: 'src/app.ts', edits_applied: 1, replacements: 3, saved: true, changes: [{ start_line: 2, end_line: 3 }],
    });
  });

  it('a multi-file success lists each file and the totals', () => {
    assert.deepEqual(successResult('multi', [plannedFile('a.ts', 1), plannedFile('b.ts', 2)], [false, true]), {
      success: true,
      files: [
        { file_path: 'a.ts', edits_applied: 1, replacements: 1, saved: false, changes: [{ start_line: 2, end_line: 3 }] },
        { file_path: 'b.ts', edits_applied: 1, replacements: 2, saved: true, changes: [{ start_line: 2, end_line: 3 }] },
      ],
      edits_applied: 2,
      replacements: 3,
    });
  });

  it('a failure carries every error and one line per error', () => {
    const errors = [guardedError('EMPTY_EDITS', 'no edits.', ['edits'], 'add one'), guardedError('PATH_TRAVERSAL', 'has "..".', ['file_path'], 'remove it')];
    assert.deepEqual(failureResult(errors), {
      success: false, error: 'Validation failed', errors, message: 'EMPTY_EDITS: no edits.\nPATH_TRAVERSAL: has "..".',
    });
  });

  it('the invocation message names the file and the number of edits', () => {
    assert.equal(invocationMessage({ file_path: 'src/app.ts', edits: [{}, {}, {}] }), 'Editing src/app.ts, 3 edits');
    assert.equal(invocationMessage({ file_path: 'a', edits: [{}] }), 'Editing a, 1 edit');
    assert.equal(invocationMessage({ files: [{ file_path: 'a', edits: [{}] }, { file_path: 'b', edits: [{}, {}] }] }), 'Editing 2 files, 3 edits');
    assert.equal(invocationMessage(null), 'Editing a file with Guarded Edit');
    assert.equal(invocationMessage({ file_path: 3 }), 'Editing a file with Guarded Edit');
  });

  it('summaries shorten long paths but keep the file name', () => {
    const long = `${'d/'.repeat(100)}file.ts`;
    const summary = summariseRequest({ file_path: long, edits: 'x' });
    assert.ok(summary.endsWith('file.ts (0 edits)'), summary);
    assert.ok(summary.length < 140);
    assert.equal(summariseRequest(42), 'a malformed request');
  });
});

describe('confirmation text', () => {
  it('is absent when nothing matches, and names the file and the pattern otherwise', () => {
    assert.equal(describeConfirmation([]), undefined);
    const one = describeConfirmation([{ displayPath: '.env', pattern: '**/.env*', edits: 2 }]);
    assert.equal(one?.title, 'Allow changes to .env?');
    assert.match(one?.message ?? '', /`\.env` \(2 edits; matches `\*\*\/\.env\*` in `guardedEdit\.confirmFiles`\)/);
    const two = describeConfirmation([{ displayPath: '.env', pattern: '**/.env*', edits: 1 }, { displayPath: '.vscode/settings.json', pattern: '**/.vscode/**', edits: 1 }]);
    assert.equal(two?.title, 'Allow changes to 2 sensitive files?');
    assert.match(one?.message ?? '', /asks you again in a dialog of its own, which auto-approval cannot answer\.$/);
  });
});

describe('message helpers', () => {
  it('quote shows escapes and cuts long values in the middle without splitting a surrogate pair', () => {
    assert.equal(quote('a\tb\n'), '"a\\tb\\n"');
    const long = 'x'.repeat(50) + '😀'.repeat(40) + 'y'.repeat(50);
    const q = quote(long, 40);
    assert.match(q, /…\(\d+ more characters\)…/);
    assert.doesNotMatch(q, /\\ud83d"|"\\ude00/);
    assert.equal(editLabel(1, 5), 'Edit 2 of 5');
    assert.equal(plural(1, 'edit'), '1 edit');
    assert.equal(plural(2, 'edit'), '2 edits');
    assert.equal(shortPath('short'), 'short');
  });
});

describe('KeyedQueue (one queue per file)', () => {
  it('runs tasks on the same key one after another, in order', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      await new Promise((r) => setTimeout(r, ms));
      log.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([queue.run(['f'], task('a', 20)), queue.run(['f'], task('b', 1))]);
    assert.deepEqual(results, ['a', 'b']);
    assert.deepEqual(log, ['start a', 'end a', 'start b', 'end b']);
  });

  it('runs tasks on different keys at the same time, and waits for every key a task holds', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    let releaseA!: () => void;
    const a = queue.run(['a'], () => new Promise<void>((r) => { releaseA = r; }).then(() => log.push('a')));
    const b = queue.run(['b'], () => Promise.resolve(log.push('b')));
    const ab = queue.run(['a', 'b'], () => Promise.resolve(log.push('ab')));
    await b;
    assert.deepEqual(log, ['b']);
    releaseA();
    await Promise.all([a, ab]);
    assert.deepEqual(log, ['b', 'a', 'ab']);
    await new Promise((r) => setTimeout(r, 0));
    assert.equal(queue.pendingKeys, 0);
  });

  it('a failing task does not block the next one', async () => {
    const queue = new KeyedQueue();
    const failed = queue.run(['f'], () => Promise.reject(new Error('boom')));
    const next = queue.run(['f'], () => Promise.resolve('ok'));
    await assert.rejects(failed, /boom/);
    assert.equal(await next, 'ok');
  });
});
