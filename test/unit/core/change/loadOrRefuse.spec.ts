import * as assert from 'node:assert/strict';
import { DocumentRefusal, loadOrRefuse } from '../../../../src/core/change';
import { guardedError } from '../../../../src/core/errors';

describe('loadOrRefuse (the one load of a planned-on document)', () => {
  const file = { displayPath: 'src/a.ts', inputPath: ['files', 1] };

  it('gives the document the loader gives', async () => {
    assert.deepEqual(await loadOrRefuse(() => Promise.resolve('text'), file), { ok: true, document: 'text' });
  });

  it("places the loader's own refusal where the request names the file", async () => {
    const lossy = guardedError('LOSSY_FILE', 'src/a.ts holds a lone CR.', ['file_path'], 'Fix it first.');
    const loaded = await loadOrRefuse(() => Promise.reject(new DocumentRefusal([lossy])), file, (errors) => errors.map((e) => ({ ...e, path: ['files', 1, ...e.path] })));
    assert.equal(loaded.ok, false);
    assert.deepEqual(!loaded.ok && loaded.errors.map((e) => [e.code, e.path]), [['LOSSY_FILE', ['files', 1, 'file_path']]]);
  });

  it('turns any other failure into APPLY_FAILED (could not be opened) naming the file and the cause', async () => {
    const loaded = await loadOrRefuse(() => Promise.reject(new Error('EACCES: permission denied')), file);
    assert.equal(loaded.ok, false);
    const [error] = loaded.ok ? [] : loaded.errors;
    assert.equal(error?.code, 'APPLY_FAILED');
    assert.match(error?.message ?? '', /could not be opened/);
    assert.match(error?.message ?? '', /src\/a\.ts/);
    assert.match(error?.message ?? '', /EACCES: permission denied/);
    assert.deepEqual(error?.path, ['files', 1, 'file_path']);
  });
});
