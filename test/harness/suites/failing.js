// A suite that must fail: one test passes, one fails. The harness must say
// "1 passed, 1 failed" and exit 1.
const assert = require('assert');
const vscode = require('vscode');

suite('deliberately failing suite', () => {
  test('passes', () => {
    assert.ok(vscode.version, 'runs inside VS Code');
  });

  test('fails', () => {
    assert.strictEqual(1 + 1, 3, 'this failure is expected by the harness test');
  });
});
