// The diagnosis corpus (test/corpus/diagnoses): realistic failed calls through the whole validation
// pipeline on a real workspace folder. Prints four shares and requires all of each: (a) the code
// is right, (b) the location points at the real text (for an elision: covers the whole block),
// (c) the cause is named (with the character's code point and name where the case gives them),
// (d) the hint carries the corrected value where one exists.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { GuardedError } from '../../../../src/core/errors';
import { validateEditRequest } from '../../../../src/core/pipeline';
import { type EditEnvironment, type LoadedDocument } from '../../../../src/core/change';
import { createNodeFs, nodePlatform } from '../../../../src/node/nodeFs';
import { CASES, FILES_DIR, MOVED_CASES, type CorpusCase } from '../../../corpus/diagnoses/cases';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';
import { CAUSE_PHRASES } from '../../../corpus/diagnoses/phrases';


interface Judged {
  id: string;
  error: GuardedError | undefined;
  code: boolean;
  location: boolean | undefined;
  cause: boolean;
  corrected: boolean | undefined;
}

function judge(c: CorpusCase, error: GuardedError | undefined): Judged {
  const { expect } = c;
  const location = expect.lines === undefined
    ? undefined
    : error?.location !== undefined && error.location.line >= expect.lines[0] && error.location.line <= expect.lines[1]
      // An elision's range is the whole block the old_string stands for, not the part before the marker.
      && (expect.cause !== 'elided_lines' || (error.location.line === expect.lines[0] && error.location.end_line === expect.lines[1]));
  const corrected = expect.corrected === undefined ? undefined : error?.recovery_hint.includes(JSON.stringify(expect.corrected)) === true;
  return {
    id: c.id,
    error,
    code: error?.code === expect.code,
    location,
    cause: error?.message.includes(CAUSE_PHRASES[expect.cause]) === true && (expect.mentions === undefined || error.message.includes(expect.mentions)),
    corrected,
  };
}

function share(judged: readonly Judged[], pick: (j: Judged) => boolean | undefined): { share: number; of: number; failed: string[] } {
  const counted = judged.filter((j) => pick(j) !== undefined);
  const failed = counted.filter((j) => pick(j) === false).map((j) => j.id);
  return { share: counted.length === 0 ? 1 : (counted.length - failed.length) / counted.length, of: counted.length, failed };
}

describe('diagnosis corpus (realistic failed calls)', () => {
  let root: string;
  const judged: Judged[] = [];
  const plainCells: { id: string; applied: boolean }[] = [];

  before(async () => {
    root = makeTempDir('guarded-edit-corpus-');
    fs.cpSync(FILES_DIR, root, { recursive: true });
    for (const c of CASES) {
      const env: EditEnvironment = {
        roots: [{ name: 'checkout', path: root }],
        platform: nodePlatform(),
        fs: createNodeFs(),
        trusted: true,
        protectedPatterns: ['**/.git/**'],
        maxFileBytes: 1024 * 1024,
        loadDocument: (target): Promise<LoadedDocument> => {
          const text = fs.readFileSync(target.realPath, 'utf8');
          return Promise.resolve({ text, eol: text.includes('\r\n') ? '\r\n' : '\n', version: 1 });
        },
        readChanged: () => c.readChanged === true,
        changesSinceRead: () => c.changes,
      };
      const result = await validateEditRequest({ file_path: c.file_path, edits: c.edits }, env);
      // A notebook cell's code sent plain is no failed call of the tools: it is applied inside its cell.
      if (c.expect.cause === 'notebook_source') {
        plainCells.push({ id: c.id, applied: result.ok });
        continue;
      }
      const errors = result.ok ? [] : result.errors;
      const wanted = c.expect.code === 'OLD_STRING_NOT_FOUND' ? errors.find((e) => e.path[1] === (c.edit ?? 0)) : errors[0];
      judged.push(judge(c, wanted));
    }
  });

  after(() => {
    removeTempDir(root);
  });

  it('has at least 200 cases over at least 15 languages and formats, CRLF C# among them', () => {
    assert.ok(CASES.length >= 200, `${CASES.length} cases`);
    assert.equal(new Set(CASES.map((c) => c.id)).size, CASES.length, 'case ids are unique');
    const kinds = new Set(CASES.map((c) => path.basename(c.file_path).replace(/^.*\./, '')));
    const wanted = ['py', 'go', 'ts', 'yaml', 'md', 'cs', 'json', 'rs', 'toml', 'java', 'kt', 'swift', 'c', 'cpp', 'rb', 'php', 'sql', 'sh', 'jsx', 'html', 'css', 'Dockerfile', 'Makefile'];
    for (const kind of wanted) assert.ok(kinds.has(kind), `no case on a ${kind} file`);
    assert.ok(fs.readFileSync(path.join(FILES_DIR, 'Billing/Invoice.cs'), 'utf8').includes('\r\n'), 'the C# file must use CRLF');
  });

  it('has at least 5 cases of each kind of the third round, over at least 12 languages the earlier rounds lack', () => {
    const byCause = new Map<string, number>();
    for (const c of MOVED_CASES) byCause.set(c.expect.cause, (byCause.get(c.expect.cause) ?? 0) + 1);
    for (const cause of ['reformatted', 'reordered', 'bullets', 'quote_prefix', 'markdown_heading', 'trailing_ellipsis', 'notebook_source', 'json_line_breaks', 'blank_line_spaces', 'en_dash', 'stale_text']) {
      assert.ok((byCause.get(cause) ?? 0) >= 5, `${cause}: ${byCause.get(cause) ?? 0} cases`);
    }
    const earlier = new Set(CASES.filter((c) => !MOVED_CASES.includes(c)).map((c) => path.basename(c.file_path).replace(/^.*\./, '')));
    const fresh = new Set(MOVED_CASES.map((c) => path.basename(c.file_path).replace(/^.*\./, '')).filter((kind) => !earlier.has(kind)));
    assert.ok(fresh.size >= 12, [...fresh].join(', '));
  });

  it('applies a notebook cell\'s code sent plain inside its cell (guarded_multi_edit on a .ipynb), instead of refusing it', () => {
    assert.ok(plainCells.length >= 5, `${plainCells.length} cases`);
    assert.deepEqual(plainCells.filter((c) => !c.applied).map((c) => c.id), []);
  });

  it('prints the shares of the third round (the file moved on, pasted-around kinds)', () => {
    const moved = judged.filter((j) => MOVED_CASES.some((c) => c.id === j.id));
    console.log(`      third round, ${moved.length} cases: location ${(share(moved, (j) => j.location).share * 100).toFixed(1)}%, cause ${(share(moved, (j) => j.cause).share * 100).toFixed(1)}%, corrected ${(share(moved, (j) => j.corrected).share * 100).toFixed(1)}%`);
  });

  it('prints the four shares and reaches 100% on each', () => {
    const rows = {
      '(a) code right': share(judged, (j) => j.code),
      '(b) location points at the real text': share(judged, (j) => j.location),
      '(c) cause named': share(judged, (j) => j.cause),
      '(d) hint carries the corrected value': share(judged, (j) => j.corrected),
    };
    for (const [name, row] of Object.entries(rows)) {
      console.log(`      ${name}: ${(row.share * 100).toFixed(1)}% of ${row.of}${row.failed.length > 0 ? ` (missed: ${row.failed.join(', ')})` : ''}`);
    }
    for (const [name, row] of Object.entries(rows)) assert.deepEqual(row.failed, [], `${name}: ${(row.share * 100).toFixed(1)}%`);
  });
});
