// dist/mcp.js is self-contained and small: only Node's own modules are required at run time, and
// the SDK's Ajv validator stays out (esbuild.mjs aliases the SDK's runtime shim to
// src/mcp/sdkShims.ts). The development build keeps esbuild's "// node_modules/..." markers, so a
// module that slipped in names itself.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { buildServer, REPO, SERVER } from './helpers';

describe('MCP server bundle (dist/mcp.js)', () => {
  it('requires only node: modules, and bundles the SDK without Ajv', () => {
    buildServer();
    const bundle = readFileSync(SERVER, 'utf8');
    const required = new Set([...bundle.matchAll(/\brequire\("([^"]+)"\)/g)].map((m) => m[1]));
    assert.ok(required.size > 0);
    for (const name of required) assert.match(name, /^node:/, `dist/mcp.js requires ${name} at run time`);
    assert.match(bundle, /\/\/ node_modules\/@modelcontextprotocol\/server\/dist\//);
    assert.doesNotMatch(bundle, /\/\/ node_modules\/[^\n]*ajv/i);
    assert.doesNotMatch(bundle, /\/\/ node_modules\/@modelcontextprotocol\/server\/dist\/shimsNode/);
  });
});

describe('extension bundle (dist/extension.js)', () => {
  it('requires only vscode and Node\'s own modules at run time (a package\'s UMD main would leave a require of its inner files)', () => {
    buildServer();
    const bundle = readFileSync(join(REPO, 'dist', 'extension.js'), 'utf8');
    const node = new Set(builtinModules);
    const required = new Set([...bundle.matchAll(/\brequire\("([^"]+)"\)/g)].map((m) => m[1]));
    assert.ok(required.has('vscode'));
    for (const name of required) assert.ok(name === 'vscode' || name.startsWith('node:') || node.has(name), `dist/extension.js requires ${name} at run time`);
    // esbuild renames a module's own `require` (require2): a relative path left in one is a file the bundle does not hold.
    const relative = [...bundle.matchAll(/\brequire\d*\("(\.{1,2}\/[^"]+)"\)/g)].map((m) => m[1]);
    assert.deepEqual(relative, [], 'dist/extension.js requires files it does not hold');
  });
});
