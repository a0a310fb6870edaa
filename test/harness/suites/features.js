// Plain CommonJS, the kind `npm run test:host -- --suite PATH` runs: checks what the harness
// gives tests (workspace copy, outside folder, extra settings, screenshots) using the raw
// protocol, without the project's TypeScript helpers.
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const vscode = require('vscode');

function waitForFile(files, ms) {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + ms;
    const tick = () => {
      const found = files.find((f) => fs.existsSync(f));
      if (found) return resolve(found);
      if (Date.now() > deadline) return reject(new Error('no answer from the harness'));
      setTimeout(tick, 100);
    };
    tick();
  });
}

suite('what the harness gives a suite', () => {
  test('a fresh workspace copy and an empty outside folder', () => {
    const ws = process.env.GUARDED_EDIT_WORKSPACE_DIR;
    const outside = process.env.GUARDED_EDIT_OUTSIDE_DIR;
    assert.strictEqual(vscode.workspace.workspaceFolders[0].uri.fsPath, ws);
    assert.strictEqual(path.dirname(ws), path.dirname(outside));
    assert.deepStrictEqual(fs.readdirSync(outside), []);
    assert.strictEqual(fs.readFileSync(path.join(ws, 'hello.txt'), 'utf8'), 'hello world\n');
  });

  test('extra settings from --setting', () => {
    const config = vscode.workspace.getConfiguration();
    assert.deepStrictEqual(config.get('harnessProbe.value'), { answer: 42 });
    assert.strictEqual(config.get('harnessProbe.text'), 'plain words');
    assert.strictEqual(config.get('workbench.startupEditor'), 'none');
  });

  test('a screenshot through the handshake', async () => {
    const dir = process.env.GUARDED_EDIT_SCREENSHOT_DIR;
    fs.writeFileSync(path.join(dir, 'probe.request.json'), JSON.stringify({ name: 'harness-probe', delayMs: 0 }));
    const answer = await waitForFile([path.join(dir, 'probe.done.json'), path.join(dir, 'probe.error.json')], 20000);
    const body = JSON.parse(fs.readFileSync(answer, 'utf8'));
    assert.ok(answer.endsWith('.done.json'), body.error);
    assert.deepStrictEqual([...fs.readFileSync(body.file).subarray(1, 4)], [...Buffer.from('PNG')]);
  });
});
