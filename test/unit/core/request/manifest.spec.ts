import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { READ_MAX_CHARS, READ_MAX_LINES, toolInputSchemas } from '../../../../src/core/request';
import { ERROR_CODES } from '../../../../src/core/errors';

interface Manifest {
  engines: { vscode: string };
  main: string;
  extensionKind: string[];
  dependencies?: Record<string, string>;
  capabilities: { untrustedWorkspaces: { supported: unknown }; virtualWorkspaces: { supported: unknown } };
  contributes: {
    chatAgents?: { path: string }[];
    languageModelTools: { name: string; inputSchema: unknown; toolReferenceName?: string; canBeReferencedInPrompt?: boolean; modelDescription: string; displayName: string; userDescription: string; icon: string }[];
    commands: { command: string; title: string; category: string }[];
    views?: Record<string, { id: string; name: string }[]>;
    configuration: { properties: Record<string, { default: unknown; markdownDescription?: string; enum?: string[]; enumDescriptions?: string[] }> };
  };
}

const root = join(__dirname, '..', '..', '..', '..');
const rawManifest = readFileSync(join(root, 'package.json'), 'utf8');
/** The strings a person reads, by key (package.json names them as "%key%"). */
const nls = JSON.parse(readFileSync(join(root, 'package.nls.json'), 'utf8')) as Record<string, string>;
const NLS_REFERENCE = /^%([^%\s]+)%$/;
/** package.json as VS Code shows it: every "%key%" replaced by its text from package.nls.json. */
const manifest = JSON.parse(rawManifest, (_key, value: unknown) => {
  const key = typeof value === 'string' ? NLS_REFERENCE.exec(value)?.[1] : undefined;
  return key !== undefined && key in nls ? nls[key] : value;
}) as Manifest;
const nlsReferences = [...rawManifest.matchAll(/"%([^%"\s]+)%"/g)].map((m) => m[1]);

describe('package.json (the extension manifest)', () => {
  it('localises what a person reads: every "%key%" has its text in package.nls.json, and every text is used', () => {
    assert.ok(nlsReferences.length >= 30);
    for (const key of nlsReferences) assert.ok(typeof nls[key] === 'string' && nls[key].length > 0, `package.nls.json lacks ${key}`);
    assert.deepEqual(Object.keys(nls).filter((key) => !nlsReferences.includes(key)), [], 'texts no one uses');
    const raw = JSON.parse(rawManifest) as Manifest & { displayName: string };
    assert.equal(raw.displayName, '%displayName%');
    for (const tool of raw.contributes.languageModelTools) {
      assert.match(tool.displayName, NLS_REFERENCE, tool.name);
      assert.match(tool.userDescription, NLS_REFERENCE, tool.name);
      // The model reads English: its description stays literal.
      assert.doesNotMatch(tool.modelDescription, NLS_REFERENCE, tool.name);
    }
    for (const command of raw.contributes.commands) assert.match(command.title, NLS_REFERENCE, command.command);
    for (const [key, setting] of Object.entries(raw.contributes.configuration.properties)) {
      assert.match(setting.markdownDescription ?? '', NLS_REFERENCE, key);
      for (const text of setting.enumDescriptions ?? []) assert.match(text, NLS_REFERENCE, key);
    }
    assert.ok(readFileSync(join(root, '.vscodeignore'), 'utf8').split('\n').includes('!package.nls.json'), 'package.nls.json is packaged');
  });

  it('declares every tool input schema exactly as the zod schemas generate it (run `npm run generate:manifest` after changing a schema)', () => {
    const schemas = toolInputSchemas();
    const declared = Object.fromEntries(manifest.contributes.languageModelTools.map((t) => [t.name, t.inputSchema]));
    assert.deepEqual(declared, schemas);
  });

  it('names the multi-edit tool by its fixed name', () => {
    const tool = manifest.contributes.languageModelTools.find((t) => t.name === 'guarded_multi_edit');
    assert.ok(tool);
    assert.equal(tool.toolReferenceName, 'guardedEdit');
    assert.equal(tool.canBeReferencedInPrompt, true);
    for (const field of ['displayName', 'userDescription', 'modelDescription', 'icon'] as const) assert.ok(tool[field].length > 0, field);
    assert.match(tool.modelDescription, /current text/i);
    assert.match(tool.modelDescription, /overlap/i);
  });

  it('declares the read and create tools by their fixed names, each described for a model', () => {
    const names = manifest.contributes.languageModelTools.map((t) => t.name);
    assert.deepEqual(names, ['guarded_multi_edit', 'guarded_read_file', 'guarded_create_file', 'guarded_multi_file_edit', 'guarded_apply_patch', 'guarded_notebook_edit']);
    const read = manifest.contributes.languageModelTools.find((t) => t.name === 'guarded_read_file');
    const create = manifest.contributes.languageModelTools.find((t) => t.name === 'guarded_create_file');
    assert.ok(read && create);
    assert.equal(read.toolReferenceName, 'guardedRead');
    assert.equal(create.toolReferenceName, 'guardedCreate');
    for (const tool of [read, create]) {
      assert.equal(tool.canBeReferencedInPrompt, true, tool.name);
      for (const field of ['displayName', 'userDescription', 'modelDescription', 'icon'] as const) assert.ok(tool[field].length > 0, `${tool.name} ${field}`);
      assert.match(tool.icon, /^\$\([a-z-]+\)$/, tool.name);
      assert.match(tool.modelDescription, /readBeforeEdit/, `${tool.name} explains the gate`);
      assert.match(tool.modelDescription, /"success": true/, `${tool.name} shows the result shape`);
    }
    // The caps the read tool's description promises are the core's.
    assert.match(read.modelDescription, new RegExp(`at most ${READ_MAX_LINES} lines and ${READ_MAX_CHARS / 1024} KiB`));
    for (const code of ['FILE_NOT_FOUND', 'NOT_A_FILE', 'BINARY_FILE', 'FILE_TOO_LARGE', 'OFFSET_PAST_END']) assert.match(read.modelDescription, new RegExp(code));
    for (const code of ['FILE_EXISTS', 'NOT_READ_FIRST', 'CHANGED_SINCE_READ']) assert.match(create.modelDescription, new RegExp(code));
    const multi = manifest.contributes.languageModelTools.find((t) => t.name === 'guarded_multi_edit');
    assert.match(multi?.modelDescription ?? '', /NOT_READ_FIRST/);
  });

  it('declares the multi-file tool with a flat object schema at the top level', () => {
    const tool = manifest.contributes.languageModelTools.find((t) => t.name === 'guarded_multi_file_edit');
    assert.ok(tool);
    assert.equal(tool.toolReferenceName, 'guardedMultiFileEdit');
    assert.equal(tool.canBeReferencedInPrompt, true);
    const schema = tool.inputSchema as Record<string, unknown>;
    assert.equal(schema.type, 'object');
    for (const combinator of ['anyOf', 'oneOf', 'allOf']) assert.equal(schema[combinator], undefined, combinator);
    assert.deepEqual(schema.required, ['files']);
    assert.match(tool.modelDescription, /together, or none at all/);
    assert.match(tool.modelDescription, /new_problems/);
  });

  it('declares the patch tool: its reference name, both formats and the refusals a model can act on', () => {
    const tool = manifest.contributes.languageModelTools.find((t) => t.name === 'guarded_apply_patch');
    assert.ok(tool);
    assert.equal(tool.toolReferenceName, 'guardedApplyPatch');
    assert.equal(tool.canBeReferencedInPrompt, true);
    for (const field of ['displayName', 'userDescription', 'modelDescription', 'icon'] as const) assert.ok(tool[field].length > 0, field);
    assert.deepEqual((tool.inputSchema as { required?: string[] }).required, ['patch']);
    assert.match(tool.modelDescription, /\*\*\* Begin Patch/);
    assert.match(tool.modelDescription, /--- a\/PATH/);
    for (const code of ['INVALID_PATCH', 'OLD_STRING_NOT_FOUND', 'AMBIGUOUS_MATCH', 'FILE_EXISTS']) assert.match(tool.modelDescription, new RegExp(code));
  });

  it('declares the notebook tool: its reference name, the cell operations and the refusals a model can act on', () => {
    const tool = manifest.contributes.languageModelTools.find((t) => t.name === 'guarded_notebook_edit');
    assert.ok(tool);
    assert.equal(tool.toolReferenceName, 'guardedNotebookEdit');
    assert.equal(tool.canBeReferencedInPrompt, true);
    for (const field of ['displayName', 'userDescription', 'modelDescription', 'icon'] as const) assert.ok(tool[field].length > 0, field);
    assert.deepEqual((tool.inputSchema as { required?: string[] }).required, ['file_path', 'edits']);
    for (const code of ['CELL_NOT_FOUND', 'CELL_CONFLICT', 'INVALID_NOTEBOOK', 'NOT_READ_FIRST']) assert.match(tool.modelDescription, new RegExp(code));
  });

  it('contributes the Guarded agent, whose file ships and whose tools are ours plus read-only ones', () => {
    assert.deepEqual(manifest.contributes.chatAgents, [{ path: './vscode-agents/guarded.agent.md' }]);
    const text = readFileSync(join(root, 'vscode-agents', 'guarded.agent.md'), 'utf8');
    const header = /^---\n([\s\S]*?)\n---\n/.exec(text);
    assert.ok(header, 'the agent file starts with a front matter block');
    const field = (name: string): string | undefined => new RegExp(`^${name}: (.*)$`, 'm').exec(header[1])?.[1];
    assert.equal(field('name'), 'Guarded');
    assert.ok((field('description') ?? '').length > 20);
    const tools = JSON.parse((field('tools') ?? '').replaceAll("'", '"')) as string[];
    const ours = manifest.contributes.languageModelTools.map((t) => `guarded-edit.guarded-edit/${t.toolReferenceName}`);
    assert.deepEqual(tools.filter((t) => t.startsWith('guarded-edit.')).sort(), ours.sort());
    // Read-only built-ins only: the search set, the problems tool; no edit set, no edit tool.
    assert.deepEqual(tools.filter((t) => !t.startsWith('guarded-edit.')), ['search', 'read/problems']);
    // Every error code the instructions name exists.
    for (const code of text.match(/\b[A-Z]+(?:_[A-Z]+)+\b/g) ?? []) assert.ok((ERROR_CODES as readonly string[]).includes(code), code);
    const vscodeignore = readFileSync(join(root, '.vscodeignore'), 'utf8').split('\n');
    assert.ok(vscodeignore.includes('!vscode-agents/guarded.agent.md'), 'the agent file is packaged');
  });

  it('declares the problems-after-edit settings: a bounded wait (2 s, 0 turns it off) and errors only by default', () => {
    const wait = manifest.contributes.configuration.properties['guardedEdit.problemsAfterEditMs'];
    assert.equal(wait.default, 2000);
    const warnings = manifest.contributes.configuration.properties['guardedEdit.problemsIncludeWarnings'];
    assert.equal(warnings.default, false);
  });

  it('declares the read-before-edit gate setting: off (default), ask or require, each described', () => {
    const gate = manifest.contributes.configuration.properties['guardedEdit.readBeforeEdit'];
    assert.ok(gate);
    assert.equal(gate.default, 'off');
    assert.deepEqual(gate.enum, ['off', 'ask', 'require']);
    assert.equal(gate.enumDescriptions?.length, 3);
    assert.match(gate.enumDescriptions?.[1] ?? '', /auto-approval .* answers yes/i);
    assert.match(gate.enumDescriptions?.[2] ?? '', /no auto-approval can allow it/i);
    assert.match(gate.markdownDescription ?? '', /guarded_read_file/);
  });

  it('contributes the history view to the Explorer, with Revert on each entry', () => {
    const raw = JSON.parse(rawManifest) as { contributes: { views: Record<string, { id: string; name: string }[]>; menus: Record<string, { command: string; when: string }[]> } };
    assert.deepEqual(raw.contributes.views.explorer.map((v) => v.id), ['guardedEdit.history']);
    assert.equal(manifest.contributes.views?.explorer[0].name, 'Guarded Edit: History');
    const onEntry = raw.contributes.menus['view/item/context'].filter((m) => m.when.includes('viewItem == guardedEdit.historyEntry'));
    assert.deepEqual([...new Set(onEntry.map((m) => m.command))].sort(), ['guardedEdit.openHistoryEntry', 'guardedEdit.revertHistoryEntry']);
  });

  it('declares the fixed commands with a category', () => {
    const commands = manifest.contributes.commands.map((c) => c.command).sort();
    assert.deepEqual(commands, ['guardedEdit.applyEdits', 'guardedEdit.clearProblems', 'guardedEdit.openHistoryEntry', 'guardedEdit.previewEdits', 'guardedEdit.revertHistoryEntry', 'guardedEdit.showHistory', 'guardedEdit.showLog']);
    for (const c of manifest.contributes.commands) assert.equal(c.category, 'Guarded Edit');
  });

  it('declares every setting with a markdown description, under the guardedEdit section', () => {
    const settings = Object.entries(manifest.contributes.configuration.properties);
    assert.ok(settings.length >= 5);
    for (const [key, value] of settings) {
      assert.match(key, /^guardedEdit\./);
      assert.ok(value.markdownDescription, key);
    }
    assert.equal(manifest.contributes.configuration.properties['guardedEdit.saveAfterEdit'].default, 'ifWasClean');
    assert.equal(manifest.contributes.configuration.properties['guardedEdit.notifications'].default, 'errors');
    assert.deepEqual(manifest.contributes.configuration.properties['guardedEdit.protectedFiles'].default, ['**/.git/**']);
  });

  it('keeps the platform promises: VS Code ^1.95.0, workspace extension kind, no runtime dependencies (the bundles hold zod and picomatch)', () => {
    assert.equal(manifest.engines.vscode, '^1.95.0');
    assert.equal(manifest.main, './dist/extension.js');
    assert.deepEqual(manifest.extensionKind, ['workspace']);
    assert.equal(manifest.dependencies, undefined);
    assert.equal(manifest.capabilities.untrustedWorkspaces.supported, 'limited');
    assert.equal(manifest.capabilities.virtualWorkspaces.supported, false);
  });
});
