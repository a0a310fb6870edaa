// Plain CommonJS, run with `--dialogs`: a test answers the workbench's own modal dialog through
// the harness's browser, with the raw protocol (`<id>.press.json` -> `<id>.pressed.json`).
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const vscode = require('vscode');

async function press(id, body) {
  const dir = process.env.GUARDED_EDIT_SCREENSHOT_DIR;
  fs.writeFileSync(path.join(dir, `${id}.press.json`), JSON.stringify(body));
  const answer = path.join(dir, `${id}.pressed.json`);
  const deadline = Date.now() + 40000;
  while (!fs.existsSync(answer)) {
    if (Date.now() > deadline) throw new Error('no answer from the harness');
    await new Promise((r) => setTimeout(r, 100));
  }
  return JSON.parse(fs.readFileSync(answer, 'utf8'));
}

suite('dialogs under --dialogs', () => {
  test('the harness presses the named button of a real modal dialog', async () => {
    assert.strictEqual(process.env.GUARDED_EDIT_DIALOGS, '1');
    const shown = vscode.window.showWarningMessage('Harness probe?', { modal: true, detail: 'probe detail' }, 'Yes', 'No');
    const answer = await press('probe-no', { button: 'No', timeoutMs: 10000 });
    assert.strictEqual(answer.pressed, true, answer.error);
    assert.deepStrictEqual([...answer.labels].sort(), ['Cancel', 'No', 'Yes']);
    assert.strictEqual(answer.message, 'Harness probe?');
    assert.strictEqual(answer.detail, 'probe detail');
    assert.strictEqual(await shown, 'No');
  });

  test('Escape closes it without an answer; a missing button or dialog is reported', async () => {
    const shown = vscode.window.showWarningMessage('Second probe?', { modal: true }, 'Yes');
    const missing = await press('probe-missing', { button: 'Maybe', timeoutMs: 10000 });
    assert.strictEqual(missing.pressed, false);
    assert.match(missing.error, /no button "Maybe"/);
    assert.strictEqual((await press('probe-escape', { dismiss: true, timeoutMs: 10000 })).pressed, true);
    assert.strictEqual(await shown, undefined);
    const none = await press('probe-none', { button: 'Yes', timeoutMs: 300 });
    assert.strictEqual(none.pressed, false);
    assert.match(none.error, /no dialog appeared/);
  });
});
