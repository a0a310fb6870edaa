import assert from 'node:assert/strict';
import { capErrors, ERROR_CODES, guardedError, MAX_ERRORS_PER_RESULT, type GuardedError } from '../../../../src/core/errors';
import { failureResult, validateEditRequest } from '../../../../src/core/pipeline';
import { type EditEnvironment } from '../../../../src/core/change';
import { checkRequestLimits, MAX_EDITS_PER_REQUEST, MAX_FILES_PER_REQUEST, MAX_REQUEST_STRING_CHARS } from '../../../../src/core/request';
import type { FsPort } from '../../../../src/core/platform';
import { nodePlatform } from '../../../../src/node/nodeFs';

const notFound = (i: number): GuardedError => guardedError('OLD_STRING_NOT_FOUND', `edit ${i}`, ['edits', i, 'old_string'], 'read again');
const edits = (n: number) => Array.from({ length: n }, (_, i) => ({ old_string: `a${i}`, new_string: `b${i}` }));

/** An environment whose every filesystem call or document load fails the test: the bounds come before any I/O. */
function noIoEnv(): EditEnvironment {
  const fail = (): never => assert.fail('I/O before the request bounds were checked');
  const fs: FsPort = { lstat: fail, stat: fail, realpath: fail, readHead: fail, readlink: fail };
  return {
    roots: [{ name: 'ws', path: '/ws' }], platform: nodePlatform(), fs, trusted: true,
    protectedPatterns: [], maxFileBytes: 1024, loadDocument: fail,
  };
}

describe('bounded results and requests', () => {
  it('the catalog holds the new codes, appended', () => {
    assert.ok(ERROR_CODES.includes('TOO_MANY_EDITS'));
    assert.ok(ERROR_CODES.includes('MORE_ERRORS'));
    assert.ok(ERROR_CODES.indexOf('MORE_ERRORS') > ERROR_CODES.indexOf('OFFSET_PAST_END'));
  });

  describe('capErrors / failureResult', () => {
    it('keeps up to the cap as they are', () => {
      const errors = Array.from({ length: MAX_ERRORS_PER_RESULT }, (_, i) => notFound(i));
      assert.deepStrictEqual(capErrors(errors), errors);
      assert.equal(failureResult(errors).errors.length, MAX_ERRORS_PER_RESULT);
    });

    it('lists the first 20, then one MORE_ERRORS entry with the count by code and no location', () => {
      const errors = [
        ...Array.from({ length: 25 }, (_, i) => notFound(i)),
        guardedError('AMBIGUOUS_MATCH', 'twice', ['edits', 25, 'old_string'], 'more context', { location: { file_path: 'a', line: 1, column: 1, end_line: 1, end_column: 2 } }),
        guardedError('AMBIGUOUS_MATCH', 'twice', ['edits', 26, 'old_string'], 'more context'),
      ];
      const result = failureResult(errors);
      assert.equal(result.errors.length, MAX_ERRORS_PER_RESULT + 1);
      assert.deepStrictEqual(result.errors.slice(0, 20), errors.slice(0, 20));
      const more = result.errors[20];
      assert.equal(more.code, 'MORE_ERRORS');
      assert.equal(more.message, '7 more errors are not listed: OLD_STRING_NOT_FOUND (5), AMBIGUOUS_MATCH (2).');
      assert.deepStrictEqual(more.path, []);
      assert.equal(more.location, undefined);
      assert.match(more.recovery_hint, /Fix the errors listed/);
      assert.equal(result.message.split('\n').length, 21);
    });

    it('one more error is singular', () => {
      const [, more] = capErrors([notFound(0), notFound(1)], 1);
      assert.equal(more.message, '1 more error is not listed: OLD_STRING_NOT_FOUND (1).');
    });

    it('100,000 failing edits answer with a small result', () => {
      const result = failureResult(Array.from({ length: 100_000 }, (_, i) => notFound(i)));
      assert.equal(result.errors.length, 21);
      assert.ok(JSON.stringify(result).length < 10_000);
    });
  });

  describe('checkRequestLimits (TOO_MANY_EDITS)', () => {
    it('accepts the maximum number of edits', () => {
      assert.deepStrictEqual(checkRequestLimits({ file_path: 'a', edits: edits(MAX_EDITS_PER_REQUEST) }), []);
    });

    it('refuses one edit more, naming the count, the bound and what to do', () => {
      const [error, ...rest] = checkRequestLimits({ file_path: 'a', edits: edits(MAX_EDITS_PER_REQUEST + 1) });
      assert.equal(rest.length, 0);
      assert.equal(error.code, 'TOO_MANY_EDITS');
      assert.deepStrictEqual(error.path, ['edits']);
      assert.equal(error.message, 'The request has 10001 edits; at most 10000 edits are checked in one request.');
      assert.match(error.recovery_hint, /Split the request into calls of at most 10000 edits/);
    });

    it('counts the edits of every file of a multi-file request together', () => {
      const files = Array.from({ length: 3 }, (_, i) => ({ file_path: `f${i}`, edits: edits(4000) }));
      const [error] = checkRequestLimits({ files });
      assert.equal(error.code, 'TOO_MANY_EDITS');
      assert.deepStrictEqual(error.path, []);
      assert.match(error.message, /12000 edits/);
    });

    it('refuses more than 100 files', () => {
      const files = Array.from({ length: MAX_FILES_PER_REQUEST + 1 }, (_, i) => ({ file_path: `f${i}`, edits: edits(1) }));
      const [error] = checkRequestLimits({ files });
      assert.equal(error.code, 'TOO_MANY_EDITS');
      assert.deepStrictEqual(error.path, ['files']);
      assert.equal(error.message, 'The request names 101 files; at most 100 files are checked in one request.');
      assert.deepStrictEqual(checkRequestLimits({ files: files.slice(1) }), []);
    });

    it('refuses strings that are too long together', () => {
      const half = 'x'.repeat(MAX_REQUEST_STRING_CHARS / 2);
      assert.deepStrictEqual(checkRequestLimits({ file_path: 'a', edits: [{ old_string: half, new_string: half }] }), []);
      const [error] = checkRequestLimits({ file_path: 'a', edits: [{ old_string: half, new_string: `${half}y` }] });
      assert.equal(error.code, 'TOO_MANY_EDITS');
      assert.match(error.message, /67108865 characters together; at most 67108864/);
    });

    it('leaves malformed input to the schema', () => {
      for (const input of [null, 3, 'x', [], {}, { edits: 'no' }, { files: [null, 1, { edits: [null, 2] }] }]) assert.deepStrictEqual(checkRequestLimits(input), []);
    });

    it('validateEditRequest refuses an over-large request before any I/O and before the schema', async () => {
      const single = await validateEditRequest({ file_path: 'a.txt', edits: [...edits(MAX_EDITS_PER_REQUEST), { old_string: 1 }] }, noIoEnv());
      assert.ok(!single.ok);
      assert.deepStrictEqual(single.errors.map((e) => e.code), ['TOO_MANY_EDITS']);
      assert.equal(single.form, 'single');
      const multi = await validateEditRequest({ files: Array.from({ length: 101 }, () => ({ file_path: 'a.txt', edits: edits(1) })) }, noIoEnv());
      assert.ok(!multi.ok);
      assert.equal(multi.form, 'multi');
      assert.deepStrictEqual(multi.errors.map((e) => e.code), ['TOO_MANY_EDITS']);
    });
  });
});
