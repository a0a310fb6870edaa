// Writes the tools' `inputSchema` into package.json from the zod schemas, the one source of
// truth. test/unit/core/request/manifest.spec.ts fails when package.json and the schemas drift apart.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toolInputSchemas } from '../src/core/request';

const file = join(__dirname, '..', 'package.json');
const manifest = JSON.parse(readFileSync(file, 'utf8')) as { contributes: { languageModelTools: { name: string; inputSchema: unknown }[] } };
const schemas = toolInputSchemas();
for (const tool of manifest.contributes.languageModelTools) {
  const schema = schemas[tool.name];
  if (!schema) throw new Error(`package.json declares a tool ${tool.name} that has no zod schema`);
  tool.inputSchema = schema;
}
writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`inputSchema written for ${manifest.contributes.languageModelTools.map((t) => t.name).join(', ')}`);
