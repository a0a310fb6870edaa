// The contract between the outer harness (Node, outside VS Code) and the code that runs inside
// the extension host (the mocha runner and the test helpers). Both sides import this file, so
// names of environment variables and files are written down once.

/** Environment variables the harness sets for code-server, and so for the extension host. */
export const ENV = {
  /** Absolute path of the throwaway copy of `test/fixtures/workspace` that VS Code has open. */
  workspaceDir: 'GUARDED_EDIT_WORKSPACE_DIR',
  /** With `--workspace-file`: the copy of that multi-root workspace file VS Code has open
   *  (then `workspaceDir` is the copied folder that holds it and its relative folders). */
  workspaceFile: 'GUARDED_EDIT_WORKSPACE_FILE',
  /** An empty folder beside the workspace (not inside it), for path-jail tests. */
  outsideDir: 'GUARDED_EDIT_OUTSIDE_DIR',
  /** Where this run's results go (results file, logs, screenshots). */
  resultsDir: 'GUARDED_EDIT_RESULTS_DIR',
  /** The JSON results file the runner writes when mocha is done. */
  resultFile: 'GUARDED_EDIT_RESULT_FILE',
  /** One JSON object per line, appended as tests start and end, so the harness can print live. */
  eventsFile: 'GUARDED_EDIT_EVENTS_FILE',
  /** Folder of the screenshot handshake (request and answer files). Unset: no screenshots. */
  screenshotDir: 'GUARDED_EDIT_SCREENSHOT_DIR',
  /** JSON array of absolute suite files to load instead of the project's compiled suites. */
  suites: 'GUARDED_EDIT_SUITES',
  /** Only run tests whose full title matches this regular expression. */
  grep: 'GUARDED_EDIT_GREP',
  /** Per-test mocha timeout in milliseconds. */
  testTimeout: 'GUARDED_EDIT_TEST_TIMEOUT_MS',
  /** Which pinned VS Code line this run uses ("1.100", "1.117"), or "electron". */
  vscodeLine: 'GUARDED_EDIT_VSCODE',
  /** A unique id of this run; every process of the run inherits it (used to find leftovers). */
  runId: 'GUARDED_EDIT_RUN_ID',
  /** With `--installed-vsix`: the folder the .vsix was installed into (the extension under test). */
  installedExtension: 'GUARDED_EDIT_INSTALLED_EXTENSION',
} as const;

/** One line of the events file. */
export type TestEvent =
  | { type: 'start'; files: string[]; vscodeVersion: string; nodeVersion: string }
  | { type: 'begin'; title: string }
  | { type: 'pass' | 'pending'; title: string; file?: string; durationMs?: number }
  | { type: 'fail'; title: string; file?: string; durationMs?: number; error: string }
  | { type: 'end'; passed: number; failed: number; pending: number };

export interface TestRecord {
  title: string;
  state: 'passed' | 'failed' | 'pending';
  file?: string;
  durationMs?: number;
  error?: string;
}

/** The results file, written once (atomically) when the run inside the host has finished. */
export interface RunResults {
  vscodeVersion: string;
  nodeVersion: string;
  files: string[];
  started: string;
  finished: string;
  tests: TestRecord[];
  passed: number;
  failed: number;
  pending: number;
}

/** Screenshot handshake: the test writes `<id>.request.json`; the harness answers with
 *  `<id>.done.json` (or `<id>.error.json`, whose `error` says why). */
export interface ScreenshotRequest {
  name: string;
  /** Milliseconds to let the workbench settle before the picture is taken. */
  delayMs: number;
}

export interface ScreenshotAnswer {
  name: string;
  file?: string;
  error?: string;
}

export const SCREENSHOT_REQUEST_SUFFIX = '.request.json';
export const SCREENSHOT_DONE_SUFFIX = '.done.json';
export const SCREENSHOT_ERROR_SUFFIX = '.error.json';

/** Screenshot names become file names: keep them to a safe alphabet. */
export const SCREENSHOT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;

/** The extension under test. */
export const EXTENSION_ID = 'guarded-edit.guarded-edit';

/** Dialog handshake ("press this button"): the test writes `<id>.press.json` into the same
 *  folder as screenshot requests; the harness waits for the workbench's modal dialog, clicks the
 *  button with that label (or presses Escape when `dismiss` is set) and answers with
 *  `<id>.pressed.json`. */
export interface PressRequest {
  /** The button's label exactly as shown, e.g. "Allow" or "Cancel". */
  button?: string;
  /** Press Escape instead of a button (closes the dialog without an answer). */
  dismiss?: boolean;
  /** How long to wait for a dialog to appear (bounded by the harness to 30 000 ms). */
  timeoutMs: number;
}

export interface PressAnswer {
  /** Whether a dialog was found and the button (or Escape) pressed. */
  pressed: boolean;
  /** The labels of the dialog's buttons, as found (empty when no dialog appeared). */
  labels: string[];
  /** The dialog's title line, when one was found. */
  message?: string;
  /** The dialog's detail text, when one was found. */
  detail?: string;
  /** Why nothing was pressed. */
  error?: string;
}

export const PRESS_REQUEST_SUFFIX = '.press.json';
export const PRESS_ANSWER_SUFFIX = '.pressed.json';
export const PRESS_MAX_WAIT_MS = 30_000;

/** Set to "1" by `--dialogs`: the workbench shows modal dialogs (the tests answer them with press
 *  requests). Unset: VS Code's test mode, where a modal message is refused without being shown. */
export const DIALOGS_ENV = 'GUARDED_EDIT_DIALOGS';
