import assert from 'node:assert/strict';
import fc from 'fast-check';
import { countLines, createResult, decideCreate, missingParents, splitLines, utf8ByteLength } from '../../../../src/core/files';
import { guardedError } from '../../../../src/core/errors';
import { ReadGate } from '../../../../src/core/gate';

const fileExists = {
  code: 'FILE_EXISTS',
  message: '"src/new.ts" already exists, and guarded_create_file only replaces an existing file when overwrite is true.',
  path: ['file_path'],
  recovery_hint:
    'To change part of it, read it with guarded_read_file and then edit it with guarded_multi_edit. To replace all of its content, repeat this call with overwrite: true.',
};

const gateError = guardedError('NOT_READ_FIRST', 'not read', ['file_path'], 'read it');

describe('createFile', () => {
  describe('decideCreate', () => {
    it('creates a file that does not exist, whatever overwrite and the gate say', () => {
      for (const overwrite of [undefined, false, true]) {
        for (const gate of [undefined, gateError]) {
          assert.deepStrictEqual(decideCreate({ exists: false, overwrite, gateError: gate, displayPath: 'src/new.ts' }), { ok: true, action: 'create' });
        }
      }
    });

    it('refuses an existing file with FILE_EXISTS unless overwrite is true', () => {
      for (const overwrite of [undefined, false]) {
        for (const gate of [undefined, gateError]) {
          assert.deepStrictEqual(decideCreate({ exists: true, overwrite, gateError: gate, displayPath: 'src/new.ts' }), {
            ok: false,
            errors: [fileExists],
          });
        }
      }
    });

    it('overwrites an existing file when overwrite is true and the gate allows it', () => {
      assert.deepStrictEqual(decideCreate({ exists: true, overwrite: true, gateError: undefined, displayPath: 'src/new.ts' }), {
        ok: true,
        action: 'overwrite',
      });
    });

    it("returns the gate's refusal of an overwrite as it is, so the person may be asked to allow it", () => {
      const gate = new ReadGate();
      const refusal = gate.check('/real/src/new.ts', 'ffff', 'require', 'src/new.ts');
      assert.ok(refusal);
      assert.deepStrictEqual(decideCreate({ exists: true, overwrite: true, gateError: refusal, displayPath: 'src/new.ts' }), {
        ok: false,
        errors: [refusal],
      });
    });
  });

  describe('missingParents', () => {
    it('lists the folders to make, outermost first', () => {
      assert.deepStrictEqual(missingParents(['src', 'a', 'b', 'c.ts'], 1), [['src', 'a'], ['src', 'a', 'b']]);
      assert.deepStrictEqual(missingParents(['src', 'a', 'b', 'c.ts'], 0), [['src'], ['src', 'a'], ['src', 'a', 'b']]);
    });

    it('lists none when the parent exists, or the file itself does', () => {
      assert.deepStrictEqual(missingParents(['src', 'c.ts'], 1), []);
      assert.deepStrictEqual(missingParents(['c.ts'], 0), []);
      assert.deepStrictEqual(missingParents(['src', 'c.ts'], 2), []);
    });

    it('throws on arguments no jail result can produce', () => {
      assert.throws(() => missingParents([], 0), RangeError);
      assert.throws(() => missingParents(['a', 'b'], 3), /existingDepth 3 is not between 0 and 2/);
      assert.throws(() => missingParents(['a', 'b'], -1), RangeError);
      assert.throws(() => missingParents(['a', 'b'], 0.5), RangeError);
    });
  });

  describe('createResult', () => {
    it('reports a created file with its size in UTF-8 and its lines', () => {
      assert.deepStrictEqual(createResult({ displayPath: 'src/new.ts', action: 'create', content: 'export const é = 1;\n' }), {
        success: true,
        file_path: 'src/new.ts',
        created: true,
        bytes: 21,
        lines: 1,
      });
    });

    it('reports an overwrite as not created, and an empty file as 0 bytes and 0 lines', () => {
      assert.deepStrictEqual(createResult({ displayPath: 'src/new.ts', action: 'overwrite', content: '' }), {
        success: true,
        file_path: 'src/new.ts',
        created: false,
        bytes: 0,
        lines: 0,
      });
    });
  });

  describe('utf8ByteLength', () => {
    it('counts 1 to 4 bytes per character, and 3 for a lone surrogate', () => {
      assert.equal(utf8ByteLength('a'), 1);
      assert.equal(utf8ByteLength('é'), 2);
      assert.equal(utf8ByteLength('€'), 3);
      assert.equal(utf8ByteLength('😀'), 4);
      assert.equal(utf8ByteLength('\ud800'), 3);
      assert.equal(utf8ByteLength('\udc00a'), 4);
      assert.equal(utf8ByteLength('\ud800\ud800\udc00'), 7);
    });

    it("equals Node's UTF-8 encoding for any text", () => {
      const unit = fc.oneof(fc.string({ unit: 'binary', maxLength: 4 }), fc.constantFrom('\ud800', '\udfff', '\ud83d'));
      fc.assert(
        fc.property(fc.array(unit, { maxLength: 20 }), (parts) => {
          const text = parts.join('');
          assert.equal(utf8ByteLength(text), Buffer.byteLength(text, 'utf8'));
        }),
      );
    });
  });

  describe('countLines', () => {
    it('counts lines as an editor shows them', () => {
      const cases: [string, number][] = [
        ['', 0],
        ['a', 1],
        ['a\n', 1],
        ['\n', 1],
        ['a\nb', 2],
        ['a\r\nb\r\n', 2],
        ['a\rb', 2],
        ['a\r', 1],
        ['\r\n\r\n', 2],
        ['a\n\nb', 3],
        ['a\r\n\nb', 3],
      ];
      for (const [text, lines] of cases) assert.equal(countLines(text), lines, JSON.stringify(text));
    });

    it('agrees with the read tool on a document with uniform line endings', () => {
      fc.assert(
        fc.property(fc.array(fc.string({ maxLength: 5 }).map((s) => s.replace(/[\r\n]/g, ''))), fc.constantFrom<'\n' | '\r\n'>('\n', '\r\n'), (lines, eol) => {
          const text = lines.join(eol);
          assert.equal(countLines(text), splitLines(text, eol).length);
        }),
      );
    });
  });
});
