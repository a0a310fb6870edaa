import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { READ_MAX_CHARS, READ_MAX_LINES } from '../../src/core/files';
import { toolInputSchemas } from '../../src/core/request';

interface Manifest {
  engines: { vscode: string };
  main: string;
  extensionKind: string[];
  dependencies: Record<string, string>;
  capabilities: { untrustedWorkspaces: { supported: unknown }; virtualWorkspaces: { supported: unknown } };
  contributes: {
    languageModelTools: { name: string; inputSchema: unknown; toolReferenceName?: string; canBeReferencedInPrompt?: boolean; modelDescription: string; displayName: string; userDescription: string; icon: string }[];
    commands: { command: string; title: string; category: string }[];
    configuration: { properties: Record<string, { default: unknown; markdownDescription?: string; enum?: string[]; enumDescriptions?: string[] }> };
  };
}

const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as Manifest;

describe('package.json (the extension manifest)', () => {
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
    assert.deepEqual(names, ['guarded_multi_edit', 'guarded_read_file', 'guarded_create_file']);
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

  it('declares the fixed commands with a category', () => {
    const commands = manifest.contributes.commands.map((c) => c.command).sort();
    assert.deepEqual(commands, ['guardedEdit.applyEdits', 'guardedEdit.clearProblems', 'guardedEdit.previewEdits', 'guardedEdit.showLog']);
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

  it('keeps the platform promises: VS Code ^1.95.0, workspace extension kind, only small bundled runtime dependencies', () => {
    assert.equal(manifest.engines.vscode, '^1.95.0');
    assert.equal(manifest.main, './dist/extension.js');
    assert.deepEqual(manifest.extensionKind, ['workspace']);
    assert.deepEqual(Object.keys(manifest.dependencies).sort(), ['picomatch', 'zod']);
    assert.equal(manifest.capabilities.untrustedWorkspaces.supported, 'limited');
    assert.equal(manifest.capabilities.virtualWorkspaces.supported, false);
  });
});
