import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describeWhere, parseEditRequest, parseRequestText } from '../../../../src/core/request';

describe('parseEditRequest (layer 1: shape)', () => {
  it('accepts the single-file form', () => {
    const r = parseEditRequest({ file_path: 'a.ts', edits: [{ old_string: 'a', new_string: 'b' }] });
    assert.deepEqual(r, { ok: true, form: 'single', files: [{ request: { file_path: 'a.ts', edits: [{ old_string: 'a', new_string: 'b' }] }, inputPath: [] }] });
  });

  it('accepts the multi-file form and remembers where each file sits', () => {
    const r = parseEditRequest({ files: [
      { file_path: 'a.ts', edits: [{ old_string: 'a', new_string: 'b', replace_all: true }] },
      { file_path: 'b.ts', edits: [{ old_string: 'c', new_string: 'd', expected_replacements: 2 }] },
    ] });
    assert.equal(r.ok, true);
    assert.equal(r.form, 'multi');
    assert.deepEqual(r.ok && r.files.map((f) => f.inputPath), [['files', 0], ['files', 1]]);
  });

  it('refuses a value that is not an object with INVALID_INPUT naming what it received', () => {
    assert.deepEqual(parseEditRequest('{"file_path": "a"}'), {
      ok: false,
      form: 'single',
      errors: [{
        code: 'INVALID_INPUT',
        message: 'The request: expected an object like { "file_path": "src/app.ts", "edits": [{ "old_string": "...", "new_string": "..." }] }; received the string "{\\"file_path\\": \\"a\\"}".',
        path: [],
        recovery_hint: 'Send an object with file_path and edits (or files: [{ file_path, edits }] for several files).',
      }],
    });
    for (const value of [null, undefined, 42, [], true]) {
      const r = parseEditRequest(value);
      assert.equal(r.ok, false);
      assert.equal(!r.ok && r.errors[0].code, 'INVALID_INPUT');
    }
  });

  it('reports every schema problem at once, each with its JSON path and the edit it concerns', () => {
    const r = parseEditRequest({
      file_path: 7,
      edits: [{ old_string: 'x', new_string: 'y' }, { old_string: 'a', new_string: 3, expected_replacements: 1.5, oldString: 'q' }],
    });
    assert.equal(r.ok, false);
    const errors = r.ok ? [] : r.errors;
    assert.deepEqual(errors, [
      { code: 'INVALID_INPUT', message: 'Field file_path: expected a string; received number 7.', path: ['file_path'], recovery_hint: 'Send "file_path" as a string.' },
      { code: 'INVALID_INPUT', message: 'Edit 2 of 2, field new_string: expected a string; received number 3.', path: ['edits', 1, 'new_string'], recovery_hint: 'Send "new_string" as a string.' },
      { code: 'INVALID_INPUT', message: 'Edit 2 of 2, field expected_replacements: expected a whole number; received number 1.5.', path: ['edits', 1, 'expected_replacements'], recovery_hint: 'Send "expected_replacements" as a whole number.' },
      { code: 'INVALID_INPUT', message: 'Edit 2 of 2: unknown field "oldString"; did you mean "old_string"?', path: ['edits', 1, 'oldString'], recovery_hint: 'Rename "oldString" to "old_string".' },
    ]);
  });

  it('says when a required field is missing', () => {
    const r = parseEditRequest({ file_path: 'a.ts' });
    assert.deepEqual(!r.ok && r.errors, [{
      code: 'INVALID_INPUT',
      message: 'Field edits: the required field "edits" is missing; expected a list.',
      path: ['edits'],
      recovery_hint: 'Add "edits" (a list).',
    }]);
  });

  it('recognises edits sent as JSON text', () => {
    const r = parseEditRequest({ file_path: 'a.ts', edits: '[{"old_string":"a","new_string":"b"}]' });
    assert.equal(!r.ok && r.errors[0].code, 'INVALID_INPUT');
    assert.match(!r.ok ? r.errors[0].message : '', /looks like JSON text: send the value itself/);
  });

  it('gives EMPTY_EDITS, EMPTY_OLD_STRING and EMPTY_PATH their own codes', () => {
    const r = parseEditRequest({ file_path: '', edits: [] });
    assert.deepEqual(!r.ok && r.errors, [
      { code: 'EMPTY_PATH', message: 'Field file_path: file_path is empty; expected the path of a file in the workspace.', path: ['file_path'], recovery_hint: 'Give a path relative to a workspace folder, such as "src/app.ts".' },
      { code: 'EMPTY_EDITS', message: 'Field edits: edits is an empty list; expected at least one edit.', path: ['edits'], recovery_hint: 'Add at least one { "old_string", "new_string" } edit.' },
    ]);
    const r2 = parseEditRequest({ files: [{ file_path: 'a', edits: [{ old_string: 'x', new_string: 'y' }, { old_string: '', new_string: 'y' }] }] });
    assert.deepEqual(!r2.ok && r2.errors, [{
      code: 'EMPTY_OLD_STRING',
      message: 'File 1 of 1, edit 2 of 2, field old_string: old_string is empty; expected the exact text to replace.',
      path: ['files', 0, 'edits', 1, 'old_string'],
      recovery_hint: 'Copy the text to replace from the file into old_string, with a few surrounding lines if it is short. To create a file, use guarded_create_file.',
    }]);
  });

  it('refuses unknown top-level fields and an empty files list', () => {
    const r = parseEditRequest({ file_path: 'a', edits: [{ old_string: 'a', new_string: 'b' }], path: 'x' });
    assert.deepEqual(!r.ok && r.errors.map((e) => [e.code, e.path]), [['INVALID_INPUT', ['path']]]);
    const r2 = parseEditRequest({ files: [] });
    assert.equal(!r2.ok && r2.errors[0].code, 'INVALID_INPUT');
    assert.deepEqual(!r2.ok && r2.errors[0].path, ['files']);
  });

  it('never throws and always explains itself, whatever JSON it is given', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      const r = parseEditRequest(value);
      if (!r.ok) {
        assert.ok(r.errors.length > 0);
        for (const e of r.errors) {
          assert.ok(e.message.length > 0 && e.recovery_hint.length > 0);
          assert.ok(Array.isArray(e.path));
        }
      }
    }), { numRuns: 10_000 });
  });

  it('never throws on request-shaped JSON with random field values', () => {
    const edit = fc.record({ old_string: fc.jsonValue(), new_string: fc.jsonValue(), replace_all: fc.jsonValue(), expected_replacements: fc.jsonValue() }, { requiredKeys: [] });
    const request = fc.record({ file_path: fc.jsonValue(), edits: fc.oneof(fc.array(edit), fc.jsonValue()) }, { requiredKeys: [] });
    fc.assert(fc.property(fc.oneof(request, fc.record({ files: fc.array(request) })), (value) => {
      const r = parseEditRequest(value);
      assert.ok(r.ok || r.errors.length > 0);
    }), { numRuns: 10_000 });
  });
});

describe('parseRequestText (a request typed by a person)', () => {
  it('parses JSON', () => {
    assert.deepEqual(parseRequestText(' {"a": 1} ', 'The selection'), { ok: true, value: { a: 1 } });
  });
  it('explains empty text and broken JSON', () => {
    const empty = parseRequestText('  ', 'The selection');
    assert.equal(!empty.ok && empty.errors[0].code, 'INVALID_INPUT');
    assert.match(!empty.ok ? empty.errors[0].message : '', /^The selection is empty; expected a JSON request\.$/);
    const broken = parseRequestText('{"a": }', 'The active editor (req.json)');
    assert.equal(!broken.ok && broken.errors[0].code, 'INVALID_INPUT');
    assert.match(!broken.ok ? broken.errors[0].message : '', /^The active editor \(req\.json\) is not valid JSON: /);
  });
});

describe('describeWhere', () => {
  it('names files and edits the way a model counts them', () => {
    const input = { files: [{ edits: [1, 2, 3] }, {}] };
    assert.equal(describeWhere(['files', 0, 'edits', 2, 'old_string'], input), 'File 1 of 2, edit 3 of 3, field old_string');
    assert.equal(describeWhere([], input), 'The request');
    assert.equal(describeWhere(['file_path'], {}), 'Field file_path');
  });
});
