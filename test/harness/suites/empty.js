// A suite file that defines no test. A run that runs no test is a failure (exit 1).
suite('a suite without tests', () => {});
