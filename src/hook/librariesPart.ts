// The packages the hook's program uses only now and then, as one part bundled on its own
// (dist/hook-libraries.js, see esbuild.mjs): jsonc-parser (settings files with comments), picomatch
// (a glob that is not one of the defaults, which are precompiled) and the JavaScript hashes (a
// watched shell call). The program's bundle holds none of their code: every hook start read and
// deserialised it, and a file tool's event never runs it. The hook's other parts bundle their own.
export { applyEdits, modify, parse, printParseErrorCode, visit } from 'jsonc-parser';
export { default as picomatch } from 'picomatch';
export { sha1 } from '@noble/hashes/legacy.js';
export { sha256 } from '@noble/hashes/sha2.js';
export { bytesToHex } from '@noble/hashes/utils.js';
