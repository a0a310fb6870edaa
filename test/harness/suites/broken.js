// A suite file that throws while loading: that is a failure (exit 1), not a harness error.
require('vscode');
throw new Error('this suite file is broken on purpose');
