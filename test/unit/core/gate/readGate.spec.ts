import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ERROR_CODES } from '../../../../src/core/errors';
import {
  fingerprint,
  GATE_MAX_FILES,
  GATE_MODES,
  gateAllowsOverride,
  gateModeFrom,
  isOverridable,
  ReadGate,
  reasonForConfirmation,
} from '../../../../src/core/gate';

/** FNV-1a 64 over UTF-16 code units with BigInt: the reference for the 16-bit-limb version. */
function referenceFnv1a64(text: string): string {
  const mask = (1n << 64n) - 1n;
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & mask;
  }
  return hash.toString(16).padStart(16, '0');
}

const KEY = '/real/ws/src/app.ts';
const A = fingerprint('const a = 1;\n');
const B = fingerprint('const a = 2;\n');
const C = fingerprint('const a = 3;\n');

const notReadFirst = (path: (string | number)[] = ['file_path']) => ({
  code: 'NOT_READ_FIRST',
  message:
    '"src/app.ts" has not been read with guarded_read_file in this window, and the setting guardedEdit.readBeforeEdit is "require": a file must be read before it is changed.',
  path,
  recovery_hint: 'Call guarded_read_file with {"file_path":"src/app.ts"}, then repeat this call based on the text it shows.',
});

const changedSinceRead = (path: (string | number)[] = ['file_path']) => ({
  code: 'CHANGED_SINCE_READ',
  message:
    '"src/app.ts" has changed since you last read it with guarded_read_file (edited by the person, a formatter or another tool), so this call may rest on text that is no longer there.',
  path,
  recovery_hint: 'Read it again: call guarded_read_file with {"file_path":"src/app.ts"}, then repeat this call based on the current text.',
});

function check(gate: ReadGate, fp: string, key = KEY) {
  return gate.check(key, fp, 'require', 'src/app.ts');
}

describe('readGate', () => {
  describe('fingerprint', () => {
    it('is FNV-1a 64 (known vectors), as 16 hex digits', () => {
      assert.equal(fingerprint(''), 'cbf29ce484222325');
      assert.equal(fingerprint('a'), 'af63dc4c8601ec8c');
      assert.equal(fingerprint('foobar'), '85944171f73967e8');
    });

    it('equals a BigInt reference over UTF-16 code units, for any text', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
          assert.equal(fingerprint(text), referenceFnv1a64(text));
        }),
      );
      assert.equal(fingerprint('\ud800x\uffff'), referenceFnv1a64('\ud800x\uffff'));
    });

    it('is stable: the same text always gives the same fingerprint', () => {
      const text = 'line\r\n'.repeat(1000);
      assert.equal(fingerprint(text), fingerprint(text.slice(0)));
      assert.equal(fingerprint(text), fingerprint(['line\r\n'.repeat(500), 'line\r\n'.repeat(500)].join('')));
      assert.match(fingerprint(text), /^[0-9a-f]{16}$/);
    });

    it('changes with any single change: one character, order, line endings, a trailing newline', () => {
      const base = 'export const x = 1;\nexport const y = 2;\n';
      const variants = [
        base.replace('1', '2'),
        base.replace('x = 1;\nexport const y', 'y = 1;\nexport const x'),
        base.replace(/\n/g, '\r\n'),
        base.slice(0, -1),
        `${base} `,
        base.replace('x', 'X'),
      ];
      const prints = new Set([base, ...variants].map(fingerprint));
      assert.equal(prints.size, variants.length + 1);
      fc.assert(
        fc.property(fc.string({ minLength: 1, maxLength: 100 }), fc.nat(), fc.integer({ min: 1, max: 0xffff }), (text, at, delta) => {
          const i = at % text.length;
          const changed = text.slice(0, i) + String.fromCharCode((text.charCodeAt(i) + delta) % 0x10000) + text.slice(i + 1);
          assert.notEqual(fingerprint(changed), fingerprint(text));
        }),
      );
    });
  });

  describe('gateModeFrom', () => {
    it('takes the three values "off", "ask" and "require"; anything else is the default "off"', () => {
      assert.equal(gateModeFrom('require'), 'require');
      assert.equal(gateModeFrom('ask'), 'ask');
      assert.equal(gateModeFrom('off'), 'off');
      for (const value of ['REQUIRE', 'Ask', 'on', '', undefined, null, true, 1]) assert.equal(gateModeFrom(value), 'off');
      assert.deepStrictEqual(GATE_MODES, ['off', 'ask', 'require']);
    });

    it('only "ask" lets the person allow a refusal', () => {
      assert.deepStrictEqual(GATE_MODES.map((mode) => gateAllowsOverride(mode)), [false, true, false]);
    });

    it('"ask" and "require" refuse alike, naming the mode; "off" never refuses', () => {
      const gate = new ReadGate();
      assert.equal(gate.check(KEY, A, 'off', 'src/app.ts'), undefined);
      const ask = gate.check(KEY, A, 'ask', 'src/app.ts');
      assert.equal(ask?.code, 'NOT_READ_FIRST');
      assert.match(ask?.message ?? '', /guardedEdit\.readBeforeEdit is "ask"/);
      gate.recordRead(KEY, A);
      assert.equal(gate.check(KEY, B, 'ask', 'src/app.ts')?.code, 'CHANGED_SINCE_READ');
      assert.equal(gate.check(KEY, B, 'require', 'src/app.ts')?.code, 'CHANGED_SINCE_READ');
      assert.equal(gate.check(KEY, A, 'ask', 'src/app.ts'), undefined);
    });
  });

  describe('isOverridable', () => {
    it('is true for the gate codes only, never for path jail or any other code', () => {
      const overridable = ERROR_CODES.filter((code) => isOverridable(code));
      assert.deepStrictEqual(overridable, ['NOT_READ_FIRST', 'CHANGED_SINCE_READ']);
      for (const code of ['SYMLINK_ESCAPE', 'PATH_TRAVERSAL', 'OUTSIDE_WORKSPACE', 'PROTECTED_PATH', 'SYMLINK_LOOP', 'FILE_EXISTS'] as const) {
        assert.equal(isOverridable(code), false, code);
      }
    });
  });

  describe('reasonForConfirmation', () => {
    it('asks the person about an edit of a file the model has not read', () => {
      assert.equal(
        reasonForConfirmation('NOT_READ_FIRST', 'src/app.ts'),
        'Guarded Edit: the model has not read src/app.ts in this window. Allow this edit anyway?',
      );
    });
    it('asks about a file that changed since the read, and about an overwrite', () => {
      assert.equal(
        reasonForConfirmation('CHANGED_SINCE_READ', 'src/app.ts', 'edit'),
        'Guarded Edit: src/app.ts has changed since the model last read it. Allow this edit anyway?',
      );
      assert.equal(
        reasonForConfirmation('NOT_READ_FIRST', 'src/app.ts', 'overwrite'),
        'Guarded Edit: the model has not read src/app.ts in this window. Allow overwriting it anyway?',
      );
    });
    it('asks nothing for a code that is not open to an override', () => {
      for (const code of ERROR_CODES.filter((c) => !isOverridable(c))) assert.equal(reasonForConfirmation(code, 'src/app.ts'), undefined, code);
    });
  });

  describe('ReadGate', () => {
    it('refuses a file not read with NOT_READ_FIRST', () => {
      const gate = new ReadGate();
      assert.deepStrictEqual(check(gate, A), notReadFirst());
      assert.equal(gate.status(KEY, A), 'not-read');
    });

    it('puts the error at the given JSON path (the multi-file form)', () => {
      const gate = new ReadGate();
      assert.deepStrictEqual(gate.check(KEY, A, 'require', 'src/app.ts', ['files', 1, 'file_path']), notReadFirst(['files', 1, 'file_path']));
      gate.recordRead(KEY, A);
      assert.deepStrictEqual(gate.check(KEY, B, 'require', 'src/app.ts', ['files', 1, 'file_path']), changedSinceRead(['files', 1, 'file_path']));
    });

    it('walks every transition: not read -> read -> changed by someone -> re-read -> own edit keeps it current', () => {
      const gate = new ReadGate();
      assert.deepStrictEqual(check(gate, A), notReadFirst());

      gate.recordRead(KEY, A);
      assert.equal(check(gate, A), undefined);
      assert.equal(gate.status(KEY, A), 'current');

      // The person (or a formatter) changes the text: A -> B.
      assert.deepStrictEqual(check(gate, B), changedSinceRead());
      assert.equal(gate.status(KEY, B), 'changed');

      gate.recordRead(KEY, B);
      assert.equal(check(gate, B), undefined);

      // Our own edit: B -> C keeps the read current.
      gate.recordOwnEdit(KEY, C, B);
      assert.equal(check(gate, C), undefined);
      assert.deepStrictEqual(check(gate, B), changedSinceRead());

      // Someone changes it after our edit: C -> A.
      assert.deepStrictEqual(check(gate, A), changedSinceRead());
    });

    it('ignores everything when the mode is off', () => {
      const gate = new ReadGate();
      assert.equal(gate.check(KEY, A, 'off', 'src/app.ts'), undefined);
      gate.recordRead(KEY, A);
      assert.equal(gate.check(KEY, B, 'off', 'src/app.ts'), undefined);
      assert.equal(gate.check(KEY, A, 'off', 'src/app.ts'), undefined);
    });

    it('keeps recording reads while off, so switching to require applies at once', () => {
      const gate = new ReadGate();
      gate.recordRead(KEY, A);
      assert.equal(gate.check(KEY, A, 'off', 'src/app.ts'), undefined);
      assert.equal(gate.check(KEY, A, 'require', 'src/app.ts'), undefined);
      assert.deepStrictEqual(gate.check('/real/ws/other.ts', A, 'require', 'src/app.ts'), notReadFirst());
    });

    it('does not let an own edit refresh a read that was already out of date', () => {
      const gate = new ReadGate();
      gate.recordRead(KEY, A);
      // The person changed A -> B, then allowed our edit B -> C without the model seeing B.
      gate.recordOwnEdit(KEY, C, B);
      assert.deepStrictEqual(check(gate, C), changedSinceRead());
    });

    it('does not count an own edit of a file never read as a read', () => {
      const gate = new ReadGate();
      gate.recordOwnEdit(KEY, B, A);
      assert.deepStrictEqual(check(gate, B), notReadFirst());
      assert.equal(gate.size, 0);
    });

    it('records an own edit from its texts, fingerprinting the new text only for a current read', () => {
      const gate = new ReadGate();
      let asked = 0;
      const after = (): string => {
        asked++;
        return 'const a = 3;\n';
      };
      // Never read: nothing recorded, and the new text is not even asked for.
      gate.recordOwnEditOfTexts(KEY, 'const a = 2;\n', after);
      assert.equal(asked, 0);
      assert.deepStrictEqual(check(gate, C), notReadFirst());
      // A read out of date (A was read, the edit was planned on B): stays out of date.
      gate.recordRead(KEY, A);
      gate.recordOwnEditOfTexts(KEY, 'const a = 2;\n', after);
      assert.equal(asked, 0);
      assert.deepStrictEqual(check(gate, C), changedSinceRead());
      // A current read (B): the new text C is what the model now knows.
      gate.recordRead(KEY, B);
      gate.recordOwnEditOfTexts(KEY, 'const a = 2;\n', after);
      assert.equal(asked, 1);
      assert.equal(check(gate, C), undefined);
    });

    it('counts our own create or overwrite as a read: the model wrote the whole text', () => {
      const gate = new ReadGate();
      gate.recordWrite(KEY, A);
      assert.equal(check(gate, A), undefined);
      assert.deepStrictEqual(check(gate, B), changedSinceRead());
    });

    it('forgets one file, or all', () => {
      const gate = new ReadGate();
      gate.recordRead(KEY, A);
      gate.recordRead('/real/ws/b.ts', A);
      gate.forget(KEY);
      assert.deepStrictEqual(check(gate, A), notReadFirst());
      assert.equal(check(gate, A, '/real/ws/b.ts'), undefined);
      gate.forget('/real/ws/never.ts');
      gate.clear();
      assert.equal(gate.size, 0);
      assert.equal(gate.status('/real/ws/b.ts', A), 'not-read');
    });

    it('compares keys exactly: the caller normalises case on case-insensitive filesystems', () => {
      const gate = new ReadGate();
      gate.recordRead('/real/ws/App.ts', A);
      assert.equal(gate.status('/real/ws/app.ts', A), 'not-read');
      assert.equal(gate.status('/real/ws/App.ts', A), 'current');
    });

    describe('memory bound', () => {
      it(`remembers ${GATE_MAX_FILES} files by default`, () => {
        assert.equal(GATE_MAX_FILES, 10_000);
        const gate = new ReadGate();
        assert.equal(gate.maxFiles, GATE_MAX_FILES);
        for (let i = 0; i <= GATE_MAX_FILES; i++) gate.recordRead(`/f${i}`, A);
        assert.equal(gate.size, GATE_MAX_FILES);
        assert.equal(gate.status('/f0', A), 'not-read');
        assert.equal(gate.status('/f1', A), 'current');
        assert.equal(gate.status(`/f${GATE_MAX_FILES}`, A), 'current');
      });

      it('evicts the least recently read or edited file, which then counts as not read', () => {
        const gate = new ReadGate({ maxFiles: 3 });
        gate.recordRead('/a', A);
        gate.recordRead('/b', A);
        gate.recordRead('/c', A);
        gate.recordRead('/a', A); // read again: now the most recent
        gate.recordRead('/d', A);
        assert.equal(gate.size, 3);
        assert.deepStrictEqual(check(gate, A, '/b'), notReadFirst());
        assert.equal(gate.status('/a', A), 'current');

        gate.recordOwnEdit('/c', B, A); // an own edit counts as use
        gate.recordRead('/e', A);
        assert.deepStrictEqual(['/a', '/c', '/d', '/e'].map((k) => gate.status(k, k === '/c' ? B : A)), ['not-read', 'current', 'current', 'current']);
      });

      it('is not reordered by check or status, which have no side effects', () => {
        const gate = new ReadGate({ maxFiles: 2 });
        gate.recordRead('/a', A);
        gate.recordRead('/b', A);
        assert.equal(check(gate, A, '/a'), undefined);
        assert.equal(gate.status('/a', A), 'current');
        gate.recordRead('/c', A);
        assert.equal(gate.status('/a', A), 'not-read');
        assert.equal(gate.status('/b', A), 'current');
      });

      it('keeps at least one file whatever limit it is given', () => {
        const gate = new ReadGate({ maxFiles: 0 });
        assert.equal(gate.maxFiles, 1);
        gate.recordRead('/a', A);
        gate.recordRead('/b', A);
        assert.deepStrictEqual([gate.size, gate.status('/a', A), gate.status('/b', A)], [1, 'not-read', 'current']);
      });
    });
  });
});
