// The one rule of both hosts' planners (the tools' pipeline, the hook's verdict): a refused plan
// with misses is planned again with the read's news only when the file changed since the read.
import assert from 'node:assert/strict';
import { rePlanIfReadChanged, type ReadChangedPlanning } from '../../../../src/core/change';
import type { RecordedChange } from '../../../../src/core/diagnose';
import { guardedError } from '../../../../src/core/errors';
import type { ResolvedTarget } from '../../../../src/core/path';

const target: ResolvedTarget = { realPath: '/ws/a.txt', lexicalPath: '/ws/a.txt', displayPath: 'a.txt', root: { name: 'ws', path: '/ws' }, exists: true, size: 4 };
const miss = guardedError('OLD_STRING_NOT_FOUND', 'Edit 1 of 1: not found.', ['old_string'], 'Read it again.');
const other = guardedError('AMBIGUOUS_MATCH', 'Edit 1 of 1: found twice.', ['old_string'], 'Add context.');
const worded = guardedError('OLD_STRING_NOT_FOUND', 'Edit 1 of 1: not found; the file changed since you read it.', ['old_string'], 'Read it again.');

describe('rePlanIfReadChanged (core/change, for every planner)', () => {
  it('plans again with readChanged and the journal\'s changes when a miss meets a file changed since the read', async () => {
    const change = { entry: 'e1' } as unknown as RecordedChange;
    const asked: string[] = [];
    const told: ReadChangedPlanning[] = [];
    const errors = await rePlanIfReadChanged([miss], {
      readChanged: (t, text) => { asked.push(`${t.displayPath}:${text}`); return true; },
      changesSinceRead: () => Promise.resolve([change]),
    }, target, 'now', (news) => { told.push(news); return { ok: false, errors: [worded] }; });
    assert.deepEqual(errors, [worded]);
    assert.deepEqual(asked, ['a.txt:now']);
    assert.deepEqual(told, [{ readChanged: true, changesSinceRead: [change] }]);
  });

  it('keeps the errors when the file did not change since the read, when no miss is among them, or when the host has no read gate', async () => {
    const never = (): never => assert.fail('not planned again');
    assert.deepEqual(await rePlanIfReadChanged([miss], { readChanged: () => false }, target, 'now', never), [miss]);
    assert.deepEqual(await rePlanIfReadChanged([other], { readChanged: () => assert.fail('the gate is asked only for a miss') }, target, 'now', never), [other]);
    assert.deepEqual(await rePlanIfReadChanged([miss], {}, target, 'now', never), [miss]);
  });

  it('keeps the first errors when the second plan passes, and tells no changes when the journal has none', async () => {
    const told: ReadChangedPlanning[] = [];
    const errors = await rePlanIfReadChanged([miss], { readChanged: () => true, changesSinceRead: () => undefined }, target, 'now', (news) => { told.push(news); return { ok: true }; });
    assert.deepEqual(errors, [miss]);
    assert.deepEqual(told, [{ readChanged: true }]);
  });
});
