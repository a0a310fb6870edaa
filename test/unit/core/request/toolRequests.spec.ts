import assert from 'node:assert/strict';
import { parseCreateFileInput, parseReadFileInput } from '../../../../src/core/request';

describe('toolRequests', () => {
  describe('parseReadFileInput', () => {
    it('accepts a valid request as it is', () => {
      assert.deepEqual(parseReadFileInput({ file_path: 'a.ts', offset: 2, limit: 0 }), { ok: true, value: { file_path: 'a.ts', offset: 2, limit: 0 } });
    });

    it('words bad offsets and limits with the value received and a concrete fix', () => {
      const negative = parseReadFileInput({ file_path: 'a.ts', offset: -1 });
      assert.equal(negative.ok, false);
      if (negative.ok) return;
      assert.deepEqual(negative.errors.map((e) => [e.code, e.path]), [['INVALID_INPUT', ['offset']]]);
      assert.match(negative.errors[0].message, /received -1/);
      assert.match(negative.errors[0].recovery_hint, /offset: 1/);

      const fraction = parseReadFileInput({ file_path: 'a.ts', limit: 2.5 });
      assert.ok(!fraction.ok);
      assert.match(fraction.errors[0].message, /received 2\.5/);
      assert.match(fraction.errors[0].recovery_hint, /limit: 2\b/);

      const text = parseReadFileInput({ file_path: 'a.ts', offset: '10' });
      assert.ok(!text.ok);
      assert.match(text.errors[0].recovery_hint, /JSON number, not a string: offset: 10/);
    });

    it('reports every issue: an empty path and an unknown field', () => {
      const parsed = parseReadFileInput({ file_path: '', lines: 3 });
      assert.ok(!parsed.ok);
      assert.deepEqual(parsed.errors.map((e) => e.code).sort(), ['EMPTY_PATH', 'INVALID_INPUT']);
    });
  });

  describe('parseCreateFileInput', () => {
    it('accepts a valid request, with or without overwrite', () => {
      assert.deepEqual(parseCreateFileInput({ file_path: 'n.ts', content: '' }), { ok: true, value: { file_path: 'n.ts', content: '' } });
      assert.equal(parseCreateFileInput({ file_path: 'n.ts', content: 'x', overwrite: true }).ok, true);
    });

    it('refuses a missing content, a non-boolean overwrite and a misspelt field with suggestions', () => {
      const parsed = parseCreateFileInput({ file_path: 'n.ts', overwrite: 'yes', contents: 'x' });
      assert.ok(!parsed.ok);
      const byPath = new Map(parsed.errors.map((e) => [e.path.join('.'), e]));
      assert.match(byPath.get('content')?.message ?? '', /required field "content" is missing/);
      assert.match(byPath.get('overwrite')?.message ?? '', /received the string "yes"/);
      assert.match(byPath.get('contents')?.message ?? '', /did you mean "content"\?/);
    });

    it('never throws on arbitrary input', () => {
      for (const input of [undefined, null, 1, 'x', [], {}, { file_path: 1 }]) {
        assert.equal(parseCreateFileInput(input).ok, false);
        assert.equal(parseReadFileInput(input).ok, false);
      }
    });
  });
});
