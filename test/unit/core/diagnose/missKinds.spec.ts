// The kinds of miss named in the second round, where the corpus cannot show it: what must not be
// named (a Markdown file's own fences), and that every message stays bounded whatever was sent.
import assert from 'node:assert/strict';
import { planEdits } from '../../../../src/core/edit';
import { planHunks } from '../../../../src/core/patch';
import type { GuardedError } from '../../../../src/core/errors';
import type { Edit } from '../../../../src/core/request';

function refusal(text: string, edit: Edit): GuardedError {
  const result = planEdits({ text, eol: '\n', edits: [edit], displayPath: 'doc.md' });
  assert.ok(!result.ok);
  return result.errors[0];
}

describe('miss kinds of the second round', () => {
  it("a Markdown file's own fence in old_string is not called a pasted fence", () => {
    const text = '# Run\n\n```sh\nnpm test\nnpm run build\n```\n';
    const error = refusal(text, { old_string: '```sh\nnpm test\nnpm run bild\n```', new_string: 'x' });
    assert.doesNotMatch(error.message, /Markdown code fence/);
    assert.match(error.message, /line 5/);
  });

  it('a fence or a whole hunk is named even when its text is not in the file; entities and \\u escapes only when decoding finds it', () => {
    const text = 'alpha\nbeta\n';
    assert.match(refusal(text, { old_string: '```\ngamma\n```', new_string: 'x' }).message, /Markdown code fence/);
    assert.match(refusal(text, { old_string: '-gamma\n+delta', new_string: 'x' }).message, /diff markers/);
    for (const old of ['&lt;gamma&gt;', '\\u00e9gamma']) {
      assert.doesNotMatch(refusal(text, { old_string: old, new_string: 'x' }).message, /HTML entities|\\u escapes/, old);
    }
  });

  it('messages and hints stay bounded for huge old_strings of every kind', () => {
    const body = Array.from({ length: 20_000 }, (_, i) => `    value_${i} = compute(${i}) # <&>`);
    const text = `${body.join('\n')}\n`;
    const encode = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const sent = [
      `\`\`\`python\n${body.join('\n')}\n\`\`\``,
      body.map((l) => `-${l}`).join('\n'),
      encode(body.join('\n')),
      `${body[0]}\n    # rest unchanged`,
      body.map((l, i) => `${String(i + 1).padStart(6)}  ${l}`).join('\n'),
    ];
    for (const old of sent) {
      const error = refusal(text, { old_string: old, new_string: 'x' });
      assert.ok(error.message.length < 2000, `${error.message.length}: ${error.message.slice(0, 200)}`);
      assert.ok(error.recovery_hint.length < 5000, `${error.recovery_hint.length}`);
    }
  });

  it('a patch hunk that misses gets the same diagnosis as the same old text in an edit: cause, place and corrected text', () => {
    const text = 'fn main() {\n    let total = balance(a);\n    println!("{}", total);\n}\n';
    for (const old of [['    let total = b\u0430lance(a);', '    println!("{}", total);'], ['    let total = balance(a);', '    println!(&quot;{}&quot;, total);']]) {
      const edit = planEdits({ text, eol: '\n', edits: [{ old_string: old.join('\n'), new_string: 'x' }], displayPath: 'src/main.rs' });
      const hunk = planHunks({ text, eol: '\n', hunks: [{ line: 3, oldLines: old, newLines: ['x'], endOfFile: false }], displayPath: 'src/main.rs' });
      assert.ok(!edit.ok && !hunk.ok);
      const [fromEdit, fromHunk] = [edit.errors[0], hunk.errors[0]];
      assert.equal(fromHunk.code, 'OLD_STRING_NOT_FOUND');
      assert.deepEqual(fromHunk.location, fromEdit.location);
      const cause = /CYRILLIC SMALL LETTER A \(U\+0430\)|HTML entities/.exec(fromEdit.message)?.[0];
      assert.ok(cause, fromEdit.message);
      assert.ok(fromHunk.message.includes(cause), fromHunk.message);
      // A hunk's old text ends with a line break, and so does its corrected text.
      assert.ok(fromHunk.recovery_hint.includes(JSON.stringify('    let total = balance(a);\n    println!("{}", total);\n')), fromHunk.recovery_hint);
    }
  });
});
