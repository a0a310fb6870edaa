// The one contract every agent's dialect keeps, run by each dialect's spec: its probe event is
// recognised as its own and read as a read (Codex: a patch) of a file outside the folder, its
// answers have its forms, the hook refuses the probe as the agent obeys, and its files are among
// the hook files that need the person's yes.
import assert from 'node:assert/strict';
import { mkdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import {
  answerFor, checkPreToolUse, DIALECTS, formatReason, HOOK_SETTINGS_PATTERNS, parseHookEvent, parseToolCall, refusedAsItShould, type AgentName,
} from '../../../../../src/core/agentHook';
import { DEFAULT_CONFIRM_PATTERNS, DEFAULT_PROTECTED_PATTERNS } from '../../../../../src/core/path';
import { createNodeFs, nodePlatform } from '../../../../../src/node/nodeFs';
import { makeTempDir, removeTempDir } from '../../../../helpers/tempTree';

export function dialectContract(agent: AgentName): void {
  const dialect = DIALECTS[agent];
  let folder: string;
  beforeEach(() => {
    folder = realpathSync(makeTempDir());
    mkdirSync(join(folder, 'project'));
  });
  afterEach(() => removeTempDir(folder));

  it('is named as its table says, with a title', () => {
    assert.equal(dialect.name, agent);
    assert.notEqual(dialect.title, '');
  });

  it('recognises its probe event as its own, before a tool runs', () => {
    const parsed = parseHookEvent(dialect.probe.event('/p'));
    assert.ok(parsed.ok);
    assert.deepEqual([parsed.event.agent, parsed.event.moment], [agent, 'before']);
    assert.ok(dialect.events.before.includes(parsed.event.name) || parsed.event.name === '', parsed.event.name);
  });

  it('reads the file its probe names, through one of its own tools', () => {
    const parsed = parseHookEvent(dialect.probe.event('/p'));
    assert.ok(parsed.ok);
    const call = parseToolCall(parsed.event.tool, parsed.event.input, agent);
    assert.equal(call.kind, 'call', JSON.stringify(call));
    assert.ok(call.kind === 'call' && call.call.operations.some((op) => op.path === '/p/../guarded-edit-probe'), JSON.stringify(call));
    assert.ok(parsed.event.tool in dialect.tools || dialect.tools[parsed.event.tool] !== undefined, parsed.event.tool);
  });

  it('answers a refusal in its form, and the probe is refused as it obeys', async () => {
    const project = join(folder, 'project');
    const parsed = parseHookEvent(dialect.probe.event(project));
    assert.ok(parsed.ok);
    const call = parseToolCall(parsed.event.tool, parsed.event.input, agent);
    assert.ok(call.kind === 'call');
    const env = {
      roots: [{ name: 'project', path: project }], fs: createNodeFs(), platform: nodePlatform(),
      protectedPatterns: DEFAULT_PROTECTED_PATTERNS, confirmPatterns: DEFAULT_CONFIRM_PATTERNS, maxFileBytes: 1 << 20,
      gate: 'require' as const, keyword: 'SUDO', readText: () => Promise.resolve(''),
    };
    const decision = await checkPreToolUse(call.call, { override: false, fingerprintOf: () => undefined }, env);
    assert.equal(decision.kind, 'deny');
    const answer = answerFor(agent, 'before', parsed.event.name, { kind: 'deny', reason: formatReason(decision.kind === 'deny' ? decision.errors : []) });
    assert.equal(answer.exitCode, dialect.probe.exitCode);
    assert.ok(refusedAsItShould(agent, answer.exitCode, answer.stdout ?? ''), JSON.stringify(answer));
    assert.equal(refusedAsItShould(agent, answer.exitCode, dialect.answers.allow.stdout ?? ''), false, 'an allow is not a refusal');
  });

  it('answers quietly after a call and at a prompt, and asks only where it can', () => {
    for (const moment of ['after', 'prompt'] as const) assert.equal(answerFor(agent, moment, '', { kind: 'deny', reason: 'R' }).exitCode, 0, moment);
    const ask = answerFor(agent, 'before', dialect.events.before[0], { kind: 'ask', reason: 'R' });
    if (dialect.answers.ask) assert.equal(ask.exitCode, 0);
    else assert.match(ask.stdout ?? '', /a person must make this change themselves or allow it/);
  });

  it('keeps its hook files where the installer writes and doctor looks, and they need the person\'s yes', () => {
    const project = dialect.install.project;
    assert.ok(dialect.found.project.some((p) => p.path === project.path || (p.path.endsWith('*.json') && project.path.startsWith(p.path.slice(0, -'*.json'.length)))), project.path);
    for (const glob of dialect.guardedFiles) assert.ok(HOOK_SETTINGS_PATTERNS.includes(`**/${glob}`), glob);
    for (const file of dialect.settingsFiles) assert.ok(dialect.guardedFiles.includes(file), file);
    assert.ok(dialect.layout.kind !== 'settings' || dialect.events.before.includes(dialect.layout.events[0]), 'the first event of its layout is the one that stops a call');
  });
}
