// dist/mcp.js is self-contained and small: only Node's own modules are required at run time, and
// the SDK's Ajv validator stays out (esbuild.mjs aliases the SDK's runtime shim to
// src/mcp/sdkShims.ts). The development build keeps esbuild's "// node_modules/..." markers, so a
// module that slipped in names itself.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { buildServer, SERVER } from './helpers';

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
