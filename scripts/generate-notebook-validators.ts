// Writes src/core/notebook/schema/validators.js: the nbformat v4.4 and v4.5 schemas (the nbformat
// project's files, committed beside it) compiled once by Ajv into plain validation functions, so
// no bundle carries Ajv or compiles a schema at run time. test/unit/core/notebook/validators.spec.ts
// fails when the committed file and this script's output drift apart.
import { writeFileSync } from 'node:fs';
import { notebookValidatorsSource, VALIDATORS_FILE } from './notebook/validatorsSource';

writeFileSync(VALIDATORS_FILE, notebookValidatorsSource());
console.log(`written ${VALIDATORS_FILE}`);
