// A record is input: the pure rules that say whether an entry or an intent could be ours at all.
import assert from 'node:assert/strict';
import { damagedIntent, entryId, impossibleEntry, isOurTempName, parseEntryName, relativeInside, type Intent, type JournalEntry } from '../../../../src/core/journal';

const NOW = Date.UTC(2026, 5, 1);
const scope = { folder: '/ws', now: NOW, separator: '/' as const, caseSensitive: true };
const H = 'a'.repeat(64);
const id = entryId(NOW - 1000, 0, '0123abcd');

function entry(over: Partial<JournalEntry> = {}): JournalEntry {
  return { version: 1, id, time: new Date(NOW - 1000).toISOString(), client: 'c', session: 's', tool: 't', files: [{ path: 'a.txt', realPath: '/ws/a.txt', before: H, after: H, changes: [] }], ...over };
}

describe('core/journal: record checks', () => {
  it('accepts an entry of ours and refuses impossible ones: a future id, a time that disagrees, a path outside or not plain, a path twice, a bad mode', () => {
    assert.equal(impossibleEntry(entry(), scope), undefined);
    const future = entryId(NOW + 400 * 24 * 3600_000, 0, '0123abcd');
    assert.match(impossibleEntry(entry({ id: future, time: new Date(NOW + 400 * 24 * 3600_000).toISOString() }), scope) ?? '', /in the future/);
    assert.match(impossibleEntry(entry({ id: 'x' }), scope) ?? '', /not one this product makes/);
    assert.match(impossibleEntry(entry({ time: '2001-01-01T00:00:00Z' }), scope) ?? '', /does not agree/);
    for (const realPath of ['/etc/passwd', '/ws', '/ws/../etc/passwd', '/ws//a', '/ws/./a', '/wsx/a', '/ws/a\0b']) {
      assert.match(impossibleEntry(entry({ files: [{ path: 'a', realPath, before: H, after: H, changes: [] }] }), scope) ?? '', /outside the folder/, realPath);
    }
    const twice = { path: 'a', realPath: '/ws/a', before: H, after: H, changes: [] };
    assert.match(impossibleEntry(entry({ files: [twice, twice] }), scope) ?? '', /twice/);
    assert.match(impossibleEntry(entry({ files: [{ ...twice, mode: 0o170000 }] }), scope) ?? '', /mode/);
  });

  it('an intent is damaged when a path is outside or a temporary name is not ours beside its file', () => {
    const intent = (temp: string | null, realPath = '/ws/d/a.txt'): Intent => ({ version: 1, id, pid: 1, host: 'h', files: [{ realPath, displayPath: 'a', temp, before: H, after: H, inPlace: false }] });
    assert.equal(damagedIntent(intent('/ws/d/.a.txt.0123456789ab.guarded-edit.tmp'), scope), undefined);
    assert.equal(damagedIntent(intent(null), scope), undefined);
    assert.match(damagedIntent(intent('/tmp/victim'), scope) ?? '', /temporary name/);
    assert.match(damagedIntent(intent('/ws/.a.txt.0123456789ab.guarded-edit.tmp'), scope) ?? '', /temporary name/, 'not beside its file');
    assert.match(damagedIntent(intent('/ws/d/.b.txt.0123456789ab.guarded-edit.tmp'), scope) ?? '', /temporary name/, 'another file\'s name');
    assert.match(damagedIntent(intent(null, '/home/u/.bashrc'), scope) ?? '', /outside/);
    assert.equal(isOurTempName('C:\\ws\\.a.0123456789ab.guarded-edit.tmp', 'C:\\ws\\a', '\\'), true);
  });

  it('reads an entry file name, and shows a path by where it really is', () => {
    assert.deepEqual(parseEntryName(`${id}.120.json`), { id, bytes: 120 });
    assert.equal(parseEntryName(`${id}.1e99.json`), undefined);
    assert.equal(parseEntryName('../x.json'), undefined);
    assert.equal(relativeInside('/ws/src/a.ts', scope), 'src/a.ts');
    assert.equal(relativeInside('/elsewhere/a.ts', scope), undefined);
    assert.equal(relativeInside('/WS/a.ts', { ...scope, caseSensitive: false }), 'a.ts');
  });
});
