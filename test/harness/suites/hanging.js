// A test that never ends (and switches off mocha's per-test timeout): only the harness's own
// --timeout (or a signal) can end the run, with exit 2.
suite('a hanging suite', () => {
  test('never ends', function () {
    this.timeout(0);
    return new Promise(() => {});
  });
});
