import assert from 'node:assert/strict';
import {
  ASKED_MAX,
  AskedOverrides,
  describeAllowedOverride,
  describeGateConfirmation,
  escapeMarkdown,
  fingerprint,
  ReadGate,
  settleGate,
  type ConfirmationText,
  type GateFinding,
} from '../../../../src/core/gate';
import { guardedError, type ErrorCode } from '../../../../src/core/errors';

const KEY = '/real/ws/src/app.ts';

/** The gate in mode "ask", where the person's answer in the dialog counts. */
const settleAsk = (findings: readonly GateFinding[], asked: AskedOverrides) => settleGate(findings, asked, 'ask');

function finding(code: ErrorCode, options: { key?: string; text?: string; displayPath?: string } = {}): GateFinding {
  return {
    key: options.key ?? KEY,
    fingerprint: fingerprint(options.text ?? 'v1\n'),
    displayPath: options.displayPath ?? 'src/app.ts',
    error: guardedError(code, `${code} message`, ['file_path'], 'hint'),
  };
}

/** The gate's findings for one file, as the adapter builds them. */
function gateFindings(gate: ReadGate, text: string, key = KEY, displayPath = 'src/app.ts'): GateFinding[] {
  const fp = fingerprint(text);
  const error = gate.check(key, fp, 'require', displayPath);
  return error ? [{ key, fingerprint: fp, displayPath, error }] : [];
}

describe('gateConfirmation', () => {
  describe('AskedOverrides', () => {
    it('covers exactly the findings offered: same file, same text, same code', () => {
      const asked = new AskedOverrides();
      asked.offer([finding('NOT_READ_FIRST')]);
      assert.equal(asked.coversAll([finding('NOT_READ_FIRST')]), true);
      assert.equal(asked.coversAll([finding('CHANGED_SINCE_READ')]), false, 'another code');
      assert.equal(asked.coversAll([finding('NOT_READ_FIRST', { text: 'v2\n' })]), false, 'another text');
      assert.equal(asked.coversAll([finding('NOT_READ_FIRST', { key: '/real/ws/other.ts' })]), false, 'another file');
      assert.equal(asked.coversAll([]), true, 'nothing to cover');
    });

    it('counts: one question covers one finding', () => {
      const asked = new AskedOverrides();
      asked.offer([finding('NOT_READ_FIRST')]);
      assert.equal(asked.coversAll([finding('NOT_READ_FIRST'), finding('NOT_READ_FIRST')]), false);
      asked.offer([finding('NOT_READ_FIRST')]);
      assert.equal(asked.coversAll([finding('NOT_READ_FIRST'), finding('NOT_READ_FIRST')]), true);
    });

    it('never remembers or covers a code that is not open to an override', () => {
      const asked = new AskedOverrides();
      asked.offer([finding('SYMLINK_ESCAPE'), finding('PATH_TRAVERSAL'), finding('FILE_EXISTS')]);
      assert.equal(asked.size, 0);
      assert.equal(asked.coversAll([finding('SYMLINK_ESCAPE')]), false);
    });

    it('coversAll has no side effects; take forgets what a call used', () => {
      const asked = new AskedOverrides();
      asked.offer([finding('NOT_READ_FIRST')]);
      asked.coversAll([finding('NOT_READ_FIRST')]);
      asked.coversAll([finding('NOT_READ_FIRST')]);
      assert.equal(asked.size, 1);
      asked.take([finding('NOT_READ_FIRST'), finding('CHANGED_SINCE_READ')]);
      assert.equal(asked.size, 0);
      assert.equal(asked.coversAll([finding('NOT_READ_FIRST')]), false);
    });

    it('forgets the oldest question beyond its bound, and clear forgets all', () => {
      assert.equal(new AskedOverrides().maxEntries, ASKED_MAX);
      const asked = new AskedOverrides({ maxEntries: 2 });
      asked.offer([finding('NOT_READ_FIRST', { key: 'a' }), finding('NOT_READ_FIRST', { key: 'b' }), finding('NOT_READ_FIRST', { key: 'c' })]);
      assert.equal(asked.size, 2);
      assert.equal(asked.coversAll([finding('NOT_READ_FIRST', { key: 'a' })]), false);
      assert.equal(asked.coversAll([finding('NOT_READ_FIRST', { key: 'b' }), finding('NOT_READ_FIRST', { key: 'c' })]), true);
      asked.clear();
      assert.equal(asked.size, 0);
      assert.equal(new AskedOverrides({ maxEntries: 0 }).maxEntries, 1);
    });
  });

  describe('settleGate', () => {
    it('in mode "require", refuses even findings the person was asked about (auto-approval skips the dialog)', () => {
      const asked = new AskedOverrides();
      const found = [finding('NOT_READ_FIRST'), finding('CHANGED_SINCE_READ', { key: '/real/ws/b.ts' })];
      asked.offer(found);
      assert.deepEqual(settleGate(found, asked, 'require'), { refused: found.map((f) => f.error), allowed: [] });
      assert.deepEqual(settleGate([], asked, 'require'), { refused: [], allowed: [] });
      assert.deepEqual(settleGate(found, asked, 'ask').allowed, found, 'the same question allows the call in mode "ask"');
    });

    it('goes ahead when the gate found nothing', () => {
      assert.deepEqual(settleAsk([], new AskedOverrides()), { refused: [], allowed: [] });
    });

    it('refuses findings nobody was asked about', () => {
      const found = [finding('NOT_READ_FIRST')];
      assert.deepEqual(settleAsk(found, new AskedOverrides()), { refused: [found[0].error], allowed: [] });
    });

    it('allows findings the person was asked about', () => {
      const asked = new AskedOverrides();
      const found = [finding('CHANGED_SINCE_READ')];
      asked.offer(found);
      assert.deepEqual(settleAsk(found, asked), { refused: [], allowed: found });
    });

    it('refuses every finding when one of them was not asked about', () => {
      const asked = new AskedOverrides();
      const a = finding('NOT_READ_FIRST', { key: 'a', displayPath: 'a.ts' });
      const b = finding('NOT_READ_FIRST', { key: 'b', displayPath: 'b.ts' });
      asked.offer([a]);
      assert.deepEqual(settleAsk([a, b], asked), { refused: [a.error, b.error], allowed: [] });
    });

    it('never allows a path-jail refusal, even if it were offered', () => {
      const asked = new AskedOverrides();
      const escape = finding('SYMLINK_ESCAPE');
      asked.offer([escape]);
      assert.deepEqual(settleAsk([escape], asked).refused, [escape.error]);
    });
  });

  describe('the gate with the person\'s override, as prepareInvocation and invoke use them', () => {
    it('not read: refused without a dialog; asked and allowed: goes ahead; then the edit keeps the read current only if there was one', () => {
      const gate = new ReadGate();
      const asked = new AskedOverrides();
      // invoke without a dialog before: refused
      assert.deepEqual(settleAsk(gateFindings(gate, 'v1\n'), asked).refused.map((e) => e.code), ['NOT_READ_FIRST']);
      // prepareInvocation asks; invoke on the same text goes ahead
      asked.offer(gateFindings(gate, 'v1\n'));
      const settled = settleAsk(gateFindings(gate, 'v1\n'), asked);
      assert.deepEqual(settled.refused, []);
      assert.equal(settled.allowed.length, 1);
      asked.take(settled.allowed);
      gate.recordOwnEdit(KEY, fingerprint('v2\n'), fingerprint('v1\n'));
      // the file is still not read: the next call is refused again
      assert.deepEqual(settleAsk(gateFindings(gate, 'v2\n'), asked).refused.map((e) => e.code), ['NOT_READ_FIRST']);
    });

    it('a change between the dialog and invoke is refused: the person was asked about other text', () => {
      const gate = new ReadGate();
      gate.recordRead(KEY, fingerprint('v1\n'));
      const asked = new AskedOverrides();
      asked.offer(gateFindings(gate, 'v2\n')); // changed since the read: the dialog asks
      const settled = settleAsk(gateFindings(gate, 'v3\n'), asked); // changed again before invoke
      assert.deepEqual(settled.refused.map((e) => e.code), ['CHANGED_SINCE_READ']);
    });

    it('read, edited by us, edited by us again: never asks; a change by someone else then refuses', () => {
      const gate = new ReadGate();
      const asked = new AskedOverrides();
      gate.recordRead(KEY, fingerprint('v1\n'));
      assert.deepEqual(gateFindings(gate, 'v1\n'), []);
      gate.recordOwnEdit(KEY, fingerprint('v2\n'), fingerprint('v1\n'));
      assert.deepEqual(gateFindings(gate, 'v2\n'), []);
      gate.recordOwnEdit(KEY, fingerprint('v3\n'), fingerprint('v2\n'));
      assert.deepEqual(settleAsk(gateFindings(gate, 'v3\n'), asked), { refused: [], allowed: [] });
      assert.deepEqual(settleAsk(gateFindings(gate, 'v3 formatted\n'), asked).refused.map((e) => e.code), ['CHANGED_SINCE_READ']);
    });
  });

  describe('describeGateConfirmation', () => {
    it('asks nothing when there is no finding, and passes a confirmFiles question through', () => {
      assert.equal(describeGateConfirmation([], 'edit'), undefined);
      const files: ConfirmationText = { title: 'Allow changes to .env?', message: 'files message' };
      assert.deepEqual(describeGateConfirmation([], 'edit', files), files);
    });

    it('asks about one file with the reason of the gate and what allowing means', () => {
      const text = describeGateConfirmation([finding('NOT_READ_FIRST')], 'edit');
      assert.ok(text);
      assert.equal(text.title, 'Allow editing src/app.ts?');
      assert.match(text.message, /^Guarded Edit: the model has not read src\/app\.ts in this window\. Allow this edit anyway\?\n\n/);
      assert.match(text.message, /`guardedEdit\.readBeforeEdit` is `ask`/);
      assert.match(text.message, /every other check still applies, and one Undo reverts it\.$/);
    });

    it('asks about an overwrite, and lists several files', () => {
      const one = describeGateConfirmation([finding('CHANGED_SINCE_READ')], 'overwrite');
      assert.equal(one?.title, 'Allow overwriting src/app.ts?');
      assert.match(one?.message ?? '', /has changed since the model last read it\. Allow overwriting it anyway\?/);
      const two = describeGateConfirmation(
        [finding('NOT_READ_FIRST', { displayPath: 'a.ts' }), finding('CHANGED_SINCE_READ', { displayPath: 'b.ts' })],
        'edit',
      );
      assert.equal(two?.title, 'Allow editing 2 files?');
      assert.match(two?.message ?? '', /^- Guarded Edit: the model has not read a\.ts in this window\. Allow this edit anyway\?\n- Guarded Edit: b\.ts has changed/);
    });

    it('merges with the confirmFiles question into one dialog, under its title', () => {
      const files: ConfirmationText = { title: 'Allow changes to .env?', message: 'The model asks to edit a file you asked to confirm.' };
      const text = describeGateConfirmation([finding('NOT_READ_FIRST', { displayPath: '.env' })], 'edit', files);
      assert.equal(text?.title, files.title);
      assert.match(text?.message ?? '', /has not read \.env in this window/);
      assert.ok(text?.message.endsWith(`\n\n${files.message}`));
    });

    it('ignores findings that are not open to an override', () => {
      assert.equal(describeGateConfirmation([finding('SYMLINK_ESCAPE')], 'edit'), undefined);
    });

    it('escapes Markdown in paths', () => {
      const text = describeGateConfirmation([finding('NOT_READ_FIRST', { displayPath: 'src/__init__*[x].py' })], 'edit');
      assert.match(text?.message ?? '', /src\/\\_\\_init\\_\\_\\\*\\\[x\\\]\.py/);
    });
  });

  describe('describeAllowedOverride', () => {
    it('names the files, codes and action for the log', () => {
      assert.equal(
        describeAllowedOverride([finding('NOT_READ_FIRST'), finding('CHANGED_SINCE_READ', { displayPath: 'b.ts' })], 'edit'),
        'read-before-edit gate: the person allowed editing src/app.ts (NOT_READ_FIRST), b.ts (CHANGED_SINCE_READ) in the confirmation dialog',
      );
      assert.match(describeAllowedOverride([finding('NOT_READ_FIRST')], 'overwrite'), /allowed overwriting src\/app\.ts/);
    });
  });

  describe('escapeMarkdown', () => {
    it('escapes markup characters and leaves the rest', () => {
      assert.equal(escapeMarkdown('a_b*c`d[e](f)#g<h>|i~j!k+l\\m'), 'a\\_b\\*c\\`d\\[e\\]\\(f\\)\\#g\\<h\\>\\|i\\~j\\!k\\+l\\\\m');
      assert.equal(escapeMarkdown('src/app.ts: plain text.'), 'src/app.ts: plain text.');
    });
  });
});
