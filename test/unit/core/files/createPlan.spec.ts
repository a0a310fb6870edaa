// The create tool's one plan (core/files/createPlan.ts), as every host uses it: the target through
// the jail (a new file, or an existing one as an edit), the plan, what the person is asked about,
// and the re-plan of the one re-check before applying. Real temp folders, the real jail.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { recheckBeforeApply, type EditEnvironment, type LoadedDocument } from '../../../../src/core/change';
import { guardedError } from '../../../../src/core/errors';
import { checkCreateTarget, createRePlan, createSubject, planCreate, type CreatePlan, type OverwritePlan } from '../../../../src/core/files';
import { resolveTarget, type ResolvedTarget } from '../../../../src/core/path';
import type { CreateFileInput } from '../../../../src/core/request';
import { createNodeFs, nodePlatform } from '../../../../src/node/nodeFs';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';

describe('createPlan (one plan of guarded_create_file for every host)', () => {
  let root: string;
  const docs = new Map<string, LoadedDocument>();

  const env = (overrides: Partial<EditEnvironment> = {}): EditEnvironment => ({
    roots: [{ name: 'ws', path: root }], platform: nodePlatform(), fs: createNodeFs(), trusted: true,
    protectedPatterns: ['**/.git/**'], maxFileBytes: 1024 * 1024,
    loadDocument: (target) => Promise.resolve(docs.get(target.realPath) ?? { text: fs.readFileSync(target.realPath, 'utf8'), eol: '\n', version: 1 }),
    ...overrides,
  });
  const jailOf = (filePath: string, e = env()) => (purpose: 'create' | 'edit') => resolveTarget(filePath, e.roots, e.fs, e.platform, {
    purpose, protectedPatterns: e.protectedPatterns, maxFileBytes: e.maxFileBytes,
  });
  const request = (file_path: string, content: string, overwrite?: boolean): CreateFileInput => ({ file_path, content, ...(overwrite !== undefined ? { overwrite } : {}) });
  const write = (relative: string, text: string) => fs.writeFileSync(path.join(root, relative), text);
  const rules = { protectedPatterns: ['**/.git/**'], maxFileBytes: 1024 * 1024 };

  /** The plan as a host makes it: the target checked, an existing file's text loaded. */
  async function planned(req: CreateFileInput): Promise<CreatePlan> {
    const checked = await checkCreateTarget(req.overwrite, jailOf(req.file_path));
    assert.ok(checked.ok, JSON.stringify(checked));
    if (checked.action === 'create') {
      const plan = planCreate(req, { action: 'create', target: checked.target });
      assert.ok(plan.ok);
      return plan.plan;
    }
    const text = fs.readFileSync(checked.target.realPath, 'utf8');
    const plan = planCreate(req, { action: 'overwrite', target: checked.target, document: { text, eol: '\n', version: 1 } });
    assert.ok(plan.ok, JSON.stringify(plan));
    return plan.plan;
  }

  beforeEach(() => {
    root = makeTempDir('ge-create-plan-');
    docs.clear();
  });
  afterEach(() => removeTempDir(root));

  it('plans a new file as a create, asking about its content', async () => {
    const plan = await planned(request('src/new.ts', 'export const a = 1;\n'));
    assert.equal(plan.action, 'create');
    assert.equal(plan.target.displayPath, 'src/new.ts');
    assert.equal(plan.target.exists, false);
    const subject = createSubject(plan);
    assert.deepEqual({ action: subject.action, before: subject.before, inputPath: subject.inputPath }, { action: 'create', before: undefined, inputPath: [] });
    assert.ok(subject.preview().some((line) => line.includes('export const a = 1;')), subject.preview().join('\n'));
  });

  it('plans an existing file with overwrite true as an edit of it: one replacement in its line ending', async () => {
    write('a.txt', 'one\r\ntwo\r\n');
    const checked = await checkCreateTarget(true, jailOf('a.txt'));
    assert.ok(checked.ok && checked.action === 'overwrite');
    const plan = planCreate(request('a.txt', 'one\nTWO\n', true), { action: 'overwrite', target: checked.target, document: { text: 'one\r\ntwo\r\n', eol: '\r\n', version: 3 } });
    assert.ok(plan.ok);
    assert.deepEqual(plan.plan.replacement, { start: 5, end: 8, text: 'TWO', after: 'one\r\nTWO\r\n' });
    assert.equal(plan.plan.document.version, 3);
    const subject = createSubject(plan.plan);
    assert.deepEqual({ action: subject.action, before: subject.before }, { action: 'overwrite', before: 'one\r\ntwo\r\n' });
    assert.ok(subject.preview().some((line) => line.includes('TWO')), subject.preview().join('\n'));
  });

  it('refuses an existing file without overwrite with FILE_EXISTS, naming the file it found', async () => {
    write('a.txt', 'one\n');
    for (const overwrite of [undefined, false]) {
      const checked = await checkCreateTarget(overwrite, jailOf('a.txt'));
      assert.ok(!checked.ok);
      assert.deepEqual(checked.errors.map((e) => [e.code, e.path]), [['FILE_EXISTS', ['file_path']]]);
      assert.match(checked.errors[0].message, /"a\.txt" already exists, and guarded_create_file only replaces an existing file when overwrite is true\./);
      assert.deepEqual(checked.targets.map((t) => t.displayPath), ['a.txt']);
    }
  });

  it("gives an overwrite the jail's checks of an edit (a too large file is refused, a new file of no size limit is not asked)", async () => {
    write('big.txt', 'x'.repeat(100));
    const small = env({ maxFileBytes: 10 });
    const checked = await checkCreateTarget(true, jailOf('big.txt', small));
    assert.ok(!checked.ok);
    assert.deepEqual(checked.errors.map((e) => e.code), ['FILE_TOO_LARGE']);
    const created = await checkCreateTarget(true, jailOf('new.txt', small));
    assert.ok(created.ok && created.action === 'create');
  });

  it("returns the read gate's refusal of an overwrite as it is", async () => {
    write('a.txt', 'one\n');
    const checked = await checkCreateTarget(true, jailOf('a.txt'));
    assert.ok(checked.ok && checked.action === 'overwrite');
    const refusal = guardedError('NOT_READ_FIRST', 'a.txt was not read', ['file_path'], 'Read it first.');
    assert.deepEqual(planCreate(request('a.txt', 'two\n', true), { action: 'overwrite', target: checked.target, document: { text: 'one\n', eol: '\n', version: 1 }, gateError: refusal }), { ok: false, errors: [refusal] });
  });

  describe('createRePlan (the re-check before applying)', () => {
    const noReplan = () => Promise.reject(new Error('a create is never planned again'));

    it('keeps a create whose file is still absent', async () => {
      const plan = await planned(request('new.txt', 'x\n'));
      const again = await recheckBeforeApply([plan], env(), 1, createRePlan(rules, noReplan));
      assert.ok(again.ok);
      assert.equal(again.files[0].action, 'create');
    });

    it('refuses a file created meanwhile: STALE_DOCUMENT with overwrite true (the model never saw it), FILE_EXISTS without', async () => {
      const withOverwrite = await planned(request('new.txt', 'x\n', true));
      const without = await planned(request('new.txt', 'x\n'));
      write('new.txt', 'someone else\n');
      const refused = await recheckBeforeApply([withOverwrite], env(), 1, createRePlan(rules, noReplan));
      assert.ok(!refused.ok);
      assert.deepEqual(refused.errors.map((e) => e.code), ['STALE_DOCUMENT']);
      assert.match(refused.errors[0].message, /"new\.txt" was created by someone else between the check and the create\. Nothing was changed\./);
      const exists = await recheckBeforeApply([without], env(), 1, createRePlan(rules, noReplan));
      assert.ok(!exists.ok);
      assert.deepEqual(exists.errors.map((e) => e.code), ['FILE_EXISTS']);
    });

    it('refuses when the rules that applied changed since the check', async () => {
      const plan = await planned(request('new.txt', 'x\n'));
      const refused = await recheckBeforeApply([plan], env({ maxFileBytes: 5 }), 1, createRePlan(rules, noReplan));
      assert.ok(!refused.ok);
      assert.deepEqual(refused.errors.map((e) => e.code), ['STALE_DOCUMENT']);
      assert.match(refused.errors[0].message, /changed between the check and the create/);
    });

    it('keeps an overwrite whose text did not change, and plans again one whose text changed', async () => {
      write('a.txt', 'one\n');
      const plan = await planned(request('a.txt', 'two\n', true));
      const replanned: string[] = [];
      const rePlan = createRePlan<CreatePlan>(rules, (file, document) => {
        replanned.push(document.text);
        assert.equal(file.action, 'overwrite');
        const again = planCreate(file.request, { action: 'overwrite', target: file.target, document });
        return Promise.resolve(again.ok ? { ok: true, file: again.plan } : again);
      });
      const same = await recheckBeforeApply([plan], env(), 1, rePlan);
      assert.ok(same.ok);
      assert.deepEqual(replanned, []);

      docs.set((plan as OverwritePlan).target.realPath, { text: 'one\nand more\n', eol: '\n', version: 2 });
      const changed = await recheckBeforeApply([plan], env(), 1, rePlan);
      assert.ok(changed.ok);
      assert.deepEqual(replanned, ['one\nand more\n']);
      const fresh = changed.files[0] as OverwritePlan;
      assert.deepEqual(fresh.document, { text: 'one\nand more\n', eol: '\n', version: 2 });
      assert.deepEqual(fresh.replacement, { start: 0, end: 12, text: 'two', after: 'two\n' });
      assert.equal(createSubject(fresh).before, 'one\nand more\n');
    });

    it("refuses an overwrite whose changed text the planner refuses (the gate's verdict) as STALE_DOCUMENT with the planner's error", async () => {
      write('a.txt', 'one\n');
      const plan = await planned(request('a.txt', 'two\n', true));
      const refusal = guardedError('CHANGED_SINCE_READ', 'a.txt changed since it was read', ['file_path'], 'Read it again.');
      const rePlan = createRePlan<CreatePlan>(rules, (file, document) => {
        const target: ResolvedTarget = file.target;
        const again = planCreate(file.request, { action: 'overwrite', target, document, gateError: refusal });
        return Promise.resolve(again.ok ? { ok: true, file: again.plan } : again);
      });
      docs.set((plan as OverwritePlan).target.realPath, { text: 'changed\n', eol: '\n', version: 2 });
      const refused = await recheckBeforeApply([plan], env(), 2, rePlan);
      assert.ok(!refused.ok);
      assert.deepEqual(refused.errors.map((e) => e.code), ['STALE_DOCUMENT', 'CHANGED_SINCE_READ']);
    });

    it("refuses an overwrite whose file is gone with the jail's FILE_NOT_FOUND", async () => {
      write('a.txt', 'one\n');
      const plan = await planned(request('a.txt', 'two\n', true));
      fs.unlinkSync(path.join(root, 'a.txt'));
      const refused = await recheckBeforeApply([plan], env(), 1, createRePlan(rules, noReplan));
      assert.ok(!refused.ok);
      assert.deepEqual(refused.errors.map((e) => e.code), ['FILE_NOT_FOUND']);
    });
  });
});
