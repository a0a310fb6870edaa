import assert from 'node:assert/strict';
import { checkEditSemantics } from '../../../../src/core/edit';

describe('checkEditSemantics (layer 2 for edits)', () => {
  it('accepts distinct, non-empty, changing edits', () => {
    assert.deepStrictEqual(checkEditSemantics([
      { old_string: 'a', new_string: 'b' },
      { old_string: 'c', new_string: '', replace_all: true },
      { old_string: 'd', new_string: 'e', expected_replacements: 2 },
    ]), []);
  });

  it('EMPTY_EDITS: an empty edits array', () => {
    assert.deepStrictEqual(checkEditSemantics([]), [{
      code: 'EMPTY_EDITS',
      message: 'edits is empty; at least one edit is needed.',
      path: ['edits'],
      recovery_hint: 'Add at least one edit of the form { "old_string": "exact current text", "new_string": "replacement" }.',
    }]);
  });

  it('EMPTY_OLD_STRING: names the edit and points at its old_string', () => {
    assert.deepStrictEqual(checkEditSemantics([{ old_string: 'a', new_string: 'b' }, { old_string: '', new_string: 'x' }]), [{
      code: 'EMPTY_OLD_STRING',
      message: 'Edit 2 of 2: old_string is empty; it must be the exact, non-empty text to replace.',
      path: ['edits', 1, 'old_string'],
      recovery_hint: 'To insert text, set old_string to the existing text next to the insertion point (for example the whole line before it) and repeat that text in new_string together with the addition. To fill an empty file (it has no text to match), use guarded_create_file with overwrite: true.',
    }]);
  });

  it('an empty old_string with an empty new_string is only EMPTY_OLD_STRING, not also a no-op', () => {
    assert.deepStrictEqual(checkEditSemantics([{ old_string: '', new_string: '' }]).map((e) => e.code), ['EMPTY_OLD_STRING']);
  });

  it('NO_OP_EDIT: new_string equal to old_string', () => {
    assert.deepStrictEqual(checkEditSemantics([{ old_string: 'same\ntext', new_string: 'same\ntext' }]), [{
      code: 'NO_OP_EDIT',
      message: 'Edit 1 of 1: new_string is identical to old_string ("same\\ntext"), so the edit would change nothing.',
      path: ['edits', 0, 'new_string'],
      recovery_hint: 'Put the changed text in new_string, or remove this edit.',
    }]);
  });

  it('NO_OP_EDIT: strings that differ only in CRLF versus LF change nothing on any document', () => {
    assert.deepStrictEqual(checkEditSemantics([{ old_string: 'a\r\nb', new_string: 'a\nb' }]), [{
      code: 'NO_OP_EDIT',
      message: 'Edit 1 of 1: new_string differs from old_string only in line endings, which are converted to the file\'s own ("a\\nb"), so the edit would change nothing.',
      path: ['edits', 0, 'new_string'],
      recovery_hint: 'Put the changed text in new_string, or remove this edit.',
    }]);
  });

  it('DUPLICATE_OLD_STRING: names both edits and points at the later one', () => {
    assert.deepStrictEqual(checkEditSemantics([
      { old_string: 'x = 1', new_string: 'x = 2' },
      { old_string: 'y', new_string: 'z' },
      { old_string: 'x = 1', new_string: 'x = 3' },
    ]), [{
      code: 'DUPLICATE_OLD_STRING',
      message: 'Edit 3 of 3 has the same old_string as edit 1 of 3 ("x = 1"). All edits match the text as it is now, so both would replace the same text.',
      path: ['edits', 2, 'old_string'],
      recovery_hint: 'Merge edits 1 and 3 into one edit, or include different surrounding lines in each old_string so that each matches its own place.',
    }]);
  });

  it('DUPLICATE_OLD_STRING: old_strings that differ only in line endings are the same text', () => {
    const errors = checkEditSemantics([{ old_string: 'a\nb', new_string: '1' }, { old_string: 'a\r\nb', new_string: '2' }]);
    assert.equal(errors.length, 1);
    assert.equal(errors[0].code, 'DUPLICATE_OLD_STRING');
    assert.equal(errors[0].message, 'Edit 2 of 2 has the same old_string, apart from line endings, as edit 1 of 2 ("a\\r\\nb"). All edits match the text as it is now, so both would replace the same text.');
  });

  it('collects every error of every edit, in edit order', () => {
    const errors = checkEditSemantics([
      { old_string: '', new_string: 'a' },
      { old_string: 'b', new_string: 'b' },
      { old_string: 'c', new_string: 'd' },
      { old_string: 'c', new_string: 'c' },
    ]);
    assert.deepStrictEqual(errors.map((e) => [e.code, e.path]), [
      ['EMPTY_OLD_STRING', ['edits', 0, 'old_string']],
      ['NO_OP_EDIT', ['edits', 1, 'new_string']],
      ['NO_OP_EDIT', ['edits', 3, 'new_string']],
      ['DUPLICATE_OLD_STRING', ['edits', 3, 'old_string']],
    ]);
  });

  it('a third copy of an old_string names the first edit again', () => {
    const errors = checkEditSemantics([
      { old_string: 'q', new_string: '1' }, { old_string: 'q', new_string: '2' }, { old_string: 'q', new_string: '3' },
    ]);
    assert.deepStrictEqual(errors.map((e) => e.recovery_hint.slice(0, 20)), ['Merge edits 1 and 2 ', 'Merge edits 1 and 3 ']);
  });
});
