// What the bundle gives the MCP SDK for its runtime shim (`@modelcontextprotocol/server/_shims`,
// aliased here by esbuild.mjs): Node's process, and the SDK's smaller JSON Schema validator. The
// SDK's Node shim brings Ajv (about 150 KiB of the bundle), which validates only what
// `elicitInput` gets back, and this server never calls it (questions go out as `input_required`).
export { CfWorkerJsonSchemaValidator as DefaultJsonSchemaValidator } from '@modelcontextprotocol/server/validators/cf-worker';
export { default as process } from 'node:process';
