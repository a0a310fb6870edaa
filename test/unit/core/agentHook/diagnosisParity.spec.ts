// One diagnosis for every host: each failed call of the diagnosis corpus, sent once through the
// tools' pipeline (the MCP server and VS Code) and once through the agent hook as the same Claude
// Code MultiEdit, must be refused with the same code, message, hint and location.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { checkPreToolUse, parseToolCall, type HookEnvironment, type SessionView } from '../../../../src/core/agentHook';
import type { GuardedError } from '../../../../src/core/errors';
import { validateEditRequest } from '../../../../src/core/pipeline';
import { type EditEnvironment, type LoadedDocument } from '../../../../src/core/change';
import { createNodeFs, nodePlatform } from '../../../../src/node/nodeFs';
import { CASES, FILES_DIR, type CorpusCase } from '../../../corpus/diagnoses/cases';
import { CAUSE_PHRASES } from '../../../corpus/diagnoses/phrases';
import { makeTempDir, removeTempDir } from '../../../helpers/tempTree';

const PROTECTED = ['**/.git/**'];
const MAX_BYTES = 1024 * 1024;

/** The parts of an error a reader sees. */
function shown(error: GuardedError | undefined): unknown {
  return error && { code: error.code, message: error.message, hint: error.recovery_hint, location: error.location };
}

function judged(c: CorpusCase, errors: readonly GuardedError[]): GuardedError | undefined {
  return c.expect.code === 'OLD_STRING_NOT_FOUND' ? errors.find((e) => e.path[1] === (c.edit ?? 0)) : errors[0];
}

describe('the hook and the tools give the same diagnosis for the same mistake (the whole corpus)', () => {
  let root: string;

  before(() => {
    root = makeTempDir('guarded-edit-parity-');
    fs.cpSync(FILES_DIR, root, { recursive: true });
  });

  after(() => {
    removeTempDir(root);
  });

  async function viaTools(c: CorpusCase): Promise<GuardedError | undefined> {
    const env: EditEnvironment = {
      roots: [{ name: 'checkout', path: root }], platform: nodePlatform(), fs: createNodeFs(), trusted: true,
      protectedPatterns: PROTECTED, maxFileBytes: MAX_BYTES,
      loadDocument: (target): Promise<LoadedDocument> => {
        const text = fs.readFileSync(target.realPath, 'utf8');
        return Promise.resolve({ text, eol: text.includes('\r\n') ? '\r\n' : '\n', version: 1 });
      },
      readChanged: () => c.readChanged === true,
      changesSinceRead: () => c.changes,
    };
    const result = await validateEditRequest({ file_path: c.file_path, edits: c.edits }, env);
    return judged(c, result.ok ? [] : result.errors);
  }

  async function viaHook(c: CorpusCase): Promise<GuardedError | undefined> {
    const env: HookEnvironment = {
      roots: [{ name: 'checkout', path: root }], fs: createNodeFs(), platform: nodePlatform(),
      protectedPatterns: PROTECTED, confirmPatterns: [], maxFileBytes: MAX_BYTES,
      gate: 'off', keyword: 'SUDO', readText: (p) => Promise.resolve(fs.readFileSync(p, 'utf8')),
    };
    // A stale case: the session read the file when it held other text.
    const session: SessionView = { fingerprintOf: () => (c.readChanged === true ? 'an older text' : undefined), changesSinceRead: () => c.changes, override: false };
    const parsed = parseToolCall('MultiEdit', { file_path: c.file_path, edits: c.edits });
    assert.equal(parsed.kind, 'call');
    if (parsed.kind !== 'call') return undefined;
    const decision = await checkPreToolUse(parsed.call, session, env);
    return judged(c, decision.kind === 'allow' ? [] : decision.errors);
  }

  it('refuses every case with the same error through both', async () => {
    const differing: string[] = [];
    for (const c of CASES) {
      const tools = shown(await viaTools(c));
      const hook = shown(await viaHook(c));
      if (c.expect.cause === 'notebook_source') {
        // The tools apply a cell's plain code inside its cell; an agent's own MultiEdit edits the JSON text, so the hook still says why it misses.
        assert.equal(tools, undefined, `${c.id}: the tools apply it to the cell`);
        assert.ok(String((hook as { message?: string } | undefined)?.message).includes(CAUSE_PHRASES.notebook_source), `${c.id}: the hook names the cause`);
        continue;
      }
      assert.ok(tools !== undefined, `${c.id}: the tools refused nothing`);
      try {
        assert.deepEqual(hook, tools);
      } catch {
        differing.push(`${c.id}: hook ${JSON.stringify(hook)} tools ${JSON.stringify(tools)}`);
      }
    }
    assert.deepEqual(differing, []);
  });
});
