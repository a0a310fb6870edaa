import assert from 'node:assert/strict';
import { entryWords, type JournalEntry } from '../../../../src/core/journal';

const hash = 'a'.repeat(64);
const file = (path: string, before: string | null, after: string | null) => ({ path, realPath: `/w/${path}`, before, after, changes: [] });
const entry = (over: Partial<JournalEntry>): JournalEntry => ({ version: 1, id: '1', time: '2026-01-01T00:00:00.000Z', client: 'claude', session: 's', tool: 'Edit', files: [file('a.ts', hash, hash)], ...over });
const titles = (client: string) => ({ claude: 'Claude Code', codex: 'Codex CLI' } as Record<string, string | undefined>)[client];

describe('entryWords: a history entry in words', () => {
  it('names the agent by its title, and what it did to which files', () => {
    assert.deepEqual(entryWords(entry({}), titles), { who: 'Claude Code', what: 'changed a.ts' });
    assert.deepEqual(entryWords(entry({ files: [file('n.ts', null, hash)] }), titles), { who: 'Claude Code', what: 'created n.ts' });
    assert.deepEqual(entryWords(entry({ files: [file('d.ts', hash, null)] }), titles), { who: 'Claude Code', what: 'deleted d.ts' });
  });

  it('a client it does not know keeps its own name; the agent of a hook entry wins over the client', () => {
    assert.equal(entryWords(entry({ client: 'some-mcp-client' }), titles).who, 'some-mcp-client');
    assert.equal(entryWords(entry({ client: 'x', agent: 'codex' }), titles).who, 'Codex CLI');
  });

  it('a watched shell call shows its command on one line, shortened; never the tool id', () => {
    const words = entryWords(entry({ tool: 'Bash', command: `sed -i 's/a/b/' src/x.ts\necho ${'z'.repeat(300)}` }), titles);
    assert.match(words.what, /^ran: sed -i 's\/a\/b\/' src\/x\.ts ⏎ echo z+…$/);
    assert.ok(words.what.length <= 90);
    assert.doesNotMatch(words.what, /Bash/);
  });

  it('an undo, a put-back; many files are counted after the first three', () => {
    assert.equal(entryWords(entry({ undoes: '0' }), titles).what, 'undid an earlier change to a.ts');
    assert.match(entryWords(entry({ tool: 'put_back', putBackOf: null, files: [file('.git/config', hash, hash)] }), titles).what, /^had \.git\/config put back/);
    const many = Array.from({ length: 7 }, (_, i) => file(`f${i}.ts`, hash, hash));
    assert.equal(entryWords(entry({ files: many }), titles).what, 'changed f0.ts, f1.ts, f2.ts +4');
  });

  it('long paths are shortened, so a label stays one line', () => {
    const long = `${'d/'.repeat(100)}x.ts`;
    const words = entryWords(entry({ files: [file(long, hash, hash), file('b.ts', hash, hash)] }), titles);
    assert.ok(words.what.length < 100, words.what);
    assert.match(words.what, /…/);
  });

  it("names a person's own command in VS Code, and VS Code itself, whatever the caller's titles say", () => {
    const vscodeTitle = (client: string) => (client === 'vscode' ? "VS Code's agent mode" : titles(client));
    assert.equal(entryWords(entry({ client: 'vscode', tool: 'guardedEdit.applyEdits' }), vscodeTitle).who, 'You (Guarded Edit command)');
    assert.equal(entryWords(entry({ client: 'vscode', tool: 'guarded_multi_edit' }), vscodeTitle).who, 'VS Code');
    assert.equal(entryWords(entry({ client: 'x', agent: 'vscode', tool: 'editFiles' }), vscodeTitle).who, 'VS Code');
    assert.equal(entryWords(entry({ client: 'claude', tool: 'Edit' }), vscodeTitle).who, 'Claude Code');
  });
});
