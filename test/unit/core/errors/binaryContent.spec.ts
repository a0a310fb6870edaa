// A NUL in new text would make a text file binary by our own rule: refused in the core, so every
// host (the VS Code tools, the MCP server, the hook) refuses it before anything is written.
import assert from 'node:assert/strict';
import { checkEditSemantics } from '../../../../src/core/edit';
import { parseCreateFileInput } from '../../../../src/core/request';

describe('core: BINARY_CONTENT', () => {
  it('refuses a new_string with NUL, naming the edit and the place', () => {
    const errors = checkEditSemantics([{ old_string: 'a', new_string: 'b' }, { old_string: 'c', new_string: 'd\u0000e' }]);
    assert.deepEqual(errors.map((e) => [e.code, e.path]), [['BINARY_CONTENT', ['edits', 1, 'new_string']]]);
    assert.match(errors[0].message, /^Edit 2 of 2: new_string contains a NUL character \(at character 2\)/);
  });

  it('refuses a created file\'s content with NUL, and accepts other control characters', () => {
    const refused = parseCreateFileInput({ file_path: 'a.txt', content: 'x\u0000' });
    assert.ok(!refused.ok);
    assert.deepEqual(refused.errors.map((e) => [e.code, e.path]), [['BINARY_CONTENT', ['content']]]);
    assert.ok(parseCreateFileInput({ file_path: 'a.txt', content: 'tab\tand\u0007bell' }).ok);
  });
});
