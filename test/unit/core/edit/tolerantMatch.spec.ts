import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { applyReplacements, type Eol } from '../../../../src/core/text';
import { matchingModeFrom, planEdits, type PlanResult } from '../../../../src/core/edit';
import { successResult, validateEditRequest } from '../../../../src/core/pipeline';
import { type LoadedDocument } from '../../../../src/core/change';
import type { Edit } from '../../../../src/core/request';
import { createNodeFs, nodePlatform } from '../../../../src/node/nodeFs';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';

const SOURCE = [
  'class Cart:', // 1
  '    def total(self):', // 2
  '        s = 0', // 3
  '        for it in self.items:', // 4
  '            s += it.price', // 5
  '        return s', // 6
  '',
].join('\n');

function tolerant(text: string, edits: Edit[], eol: Eol = '\n'): PlanResult {
  return planEdits({ text, eol, edits, displayPath: 'cart.py', matching: 'whitespace' });
}

function applied(text: string, result: PlanResult): string {
  if (!result.ok) assert.fail(JSON.stringify(result.errors, null, 2));
  return applyReplacements(text, result.replacements);
}

describe('tolerant matching (guardedEdit.matching = "whitespace")', () => {
  it('package.json declares the setting beside the others, default "exact"', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', '..', 'package.json'), 'utf8')) as {
      contributes: { configuration: { properties: Record<string, { enum?: string[]; default?: unknown }> } };
    };
    const { properties } = manifest.contributes.configuration;
    assert.deepStrictEqual(properties['guardedEdit.matching'].enum, ['exact', 'whitespace']);
    assert.equal(properties['guardedEdit.matching'].default, 'exact');
    assert.equal(properties['guardedEdit.readBeforeEdit'].default, 'off');
  });

  it('the setting: "whitespace" or the default "exact"', () => {
    assert.equal(matchingModeFrom('whitespace'), 'whitespace');
    assert.equal(matchingModeFrom('fuzzy'), 'exact');
    assert.equal(matchingModeFrom(undefined), 'exact');
  });

  it('unique: applied where the lines match once indentation is ignored, new_string re-indented, reported', () => {
    const result = tolerant(SOURCE, [{
      old_string: 'for it in self.items:\n    s += it.price',
      new_string: 'for it in self.items:\n    if it.active:\n        s += it.price',
    }]);
    assert.equal(applied(SOURCE, result), SOURCE.replace(
      '        for it in self.items:\n            s += it.price',
      '        for it in self.items:\n            if it.active:\n                s += it.price',
    ));
    assert.ok(result.ok);
    assert.deepStrictEqual(result.matched, [{ edit: 1, how: 'whitespace', start_line: 4, end_line: 5 }]);
  });

  it('re-indentation maps tabs to spaces the way the matched lines differ', () => {
    const go = 'func main() {\n\tif ok {\n\t\trun()\n\t}\n}\n';
    const result = tolerant(go, [{ old_string: '    if ok {\n        run()\n    }', new_string: '    if ok {\n        run()\n        stop()\n    }' }]);
    assert.equal(applied(go, result), 'func main() {\n\tif ok {\n\t\trun()\n\t\tstop()\n\t}\n}\n');
  });

  it('trailing spaces and CRLF line endings are ignored too; the file keeps its line endings', () => {
    const crlf = '  a = 1   \r\n  b = 2\r\n';
    const result = tolerant(crlf, [{ old_string: 'a = 1\nb = 2', new_string: 'a = 1\nb = 3' }], '\r\n');
    // The unchanged line keeps its bytes, trailing spaces included.
    assert.equal(applied(crlf, result), '  a = 1   \r\n  b = 3\r\n');
  });

  it('ambiguous: two places match, none is applied, and the error says so', () => {
    const text = '  x = 1\n  y\n    x = 1\n    y\n';
    const result = tolerant(text, [{ old_string: 'x = 1\ny', new_string: 'x = 2\ny' }]);
    assert.ok(!result.ok);
    assert.equal(result.errors[0].code, 'OLD_STRING_NOT_FOUND');
    assert.match(result.errors[0].message, /lines 1 and 3 both match after normalising whitespace, so neither is applied/);
  });

  it('never over text another edit of the call changes', () => {
    const result = tolerant(SOURCE, [
      { old_string: '        s = 0', new_string: '        s = 1' },
      { old_string: 's = 0\nfor it in self.items:', new_string: 'x' },
    ]);
    assert.ok(!result.ok);
    assert.match(result.errors[0].message, /but edit 1 changes text there, so it is not applied/);
  });

  it('uneven indentation differences: not applied', () => {
    const result = tolerant(SOURCE, [{ old_string: '    s = 0\n    for it in self.items:\n        s += it.price\n  return s', new_string: 'x' }]);
    assert.ok(result.ok, 'one consistent mapping per indentation: "    " -> 8 spaces, "        " -> 12, "  " -> 8');
    const uneven = tolerant('a\n  b\n  c\n', [{ old_string: 'b\n    c', new_string: 'x' }]);
    assert.ok(uneven.ok);
    const clash = tolerant('  b\n    c\n', [{ old_string: 'b\nc', new_string: 'x' }]);
    assert.ok(!clash.ok);
    assert.match(clash.errors[0].message, /their indentation differs from old_string's unevenly/);
  });

  it('exact mode (the default) never applies a near match', () => {
    const result = planEdits({ text: SOURCE, eol: '\n', edits: [{ old_string: 's = 0\nfor it in self.items:', new_string: 'x' }], displayPath: 'cart.py' });
    assert.ok(!result.ok);
    assert.equal(result.errors[0].code, 'OLD_STRING_NOT_FOUND');
  });

  it('an exact match is used as it is, and not reported', () => {
    const result = tolerant(SOURCE, [{ old_string: '        s = 0', new_string: '        s = 1' }]);
    assert.ok(result.ok);
    assert.equal(result.matched, undefined);
  });

  it('replace_all and expected_replacements above 1 are never matched tolerantly', () => {
    const result = tolerant(SOURCE, [{ old_string: 's = 0', new_string: 'x', replace_all: true }, { old_string: 'return  s', new_string: 'y', expected_replacements: 2 }]);
    assert.ok(!result.ok);
  });

  it('the success result lists the tolerant matches', async () => {
    const root = makeTempDir('guarded-edit-tolerant-');
    try {
      fs.writeFileSync(path.join(root, 'cart.py'), SOURCE);
      const validation = await validateEditRequest(
        { file_path: 'cart.py', edits: [{ old_string: 'return s', new_string: 'return s + 0' }, { old_string: 's = 0\nfor it in self.items:', new_string: 's = 1\nfor it in self.items:' }] },
        {
          roots: [{ name: 'ws', path: root }], platform: nodePlatform(), fs: createNodeFs(), trusted: true, protectedPatterns: [], maxFileBytes: 1 << 20,
          matching: 'whitespace',
          loadDocument: (target): Promise<LoadedDocument> => Promise.resolve({ text: fs.readFileSync(target.realPath, 'utf8'), eol: '\n', version: 1 }),
        },
      );
      assert.ok(validation.ok);
      const result = successResult(validation.form, validation.files, [false]);
      assert.ok('matched' in result);
      assert.deepStrictEqual(result.matched, [{ edit: 2, how: 'whitespace', start_line: 3, end_line: 4 }]);
    } finally {
      removeTempDir(root);
    }
  });
});
