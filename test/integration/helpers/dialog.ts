// Answers the workbench's modal dialog the way a person would: the test asks the harness, whose
// browser shows the workbench, to click a button of the dialog (or to press Escape), through a
// request file in the handshake folder (beside the screenshot requests).
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  DIALOGS_ENV,
  ENV,
  PRESS_ANSWER_SUFFIX,
  PRESS_MAX_WAIT_MS,
  PRESS_REQUEST_SUFFIX,
  type PressAnswer,
  type PressRequest,
} from '../../../scripts/host/protocol';
import { sleep } from './wait';

let sequence = 0;

export interface DialogOptions {
  /** How long the harness waits for a dialog to appear (default 15 000 ms, at most 30 000). */
  timeoutMs?: number;
}

/**
 * Whether this run shows modal dialogs and can answer them: the code-server harness with
 * `--dialogs`. Otherwise VS Code runs in its extension-test mode, which refuses every modal
 * message without showing it (`showWarningMessage(..., { modal: true })` rejects).
 */
export function dialogsAvailable(): boolean {
  return process.env[DIALOGS_ENV] === '1' && Boolean(process.env[ENV.screenshotDir]);
}

/**
 * Waits for the workbench's modal dialog and clicks the button labelled exactly `label` (e.g.
 * "Allow", "Cancel"). Resolves with what the harness found: `pressed`, the dialog's button labels,
 * its message and detail. Without the harness it resolves with undefined. Throws if the harness
 * does not answer in time.
 */
export function pressDialogButton(label: string, options: DialogOptions = {}): Promise<PressAnswer | undefined> {
  return request({ button: label, timeoutMs: options.timeoutMs ?? 15_000 });
}

/** Waits for the workbench's modal dialog and presses Escape (closing it without an answer). */
export function dismissDialog(options: DialogOptions = {}): Promise<PressAnswer | undefined> {
  return request({ dismiss: true, timeoutMs: options.timeoutMs ?? 15_000 });
}

async function request(body: PressRequest): Promise<PressAnswer | undefined> {
  const dir = process.env[ENV.screenshotDir];
  if (!dir) return undefined;
  const id = `${String(process.pid)}-dialog-${String(++sequence).padStart(4, '0')}`;
  const requestFile = path.join(dir, `${id}${PRESS_REQUEST_SUFFIX}`);
  fs.writeFileSync(`${requestFile}.tmp`, JSON.stringify(body));
  fs.renameSync(`${requestFile}.tmp`, requestFile);
  const answerFile = path.join(dir, `${id}${PRESS_ANSWER_SUFFIX}`);
  // The harness waits up to timeoutMs for the dialog, then needs a few seconds to click.
  const limit = Math.min(body.timeoutMs, PRESS_MAX_WAIT_MS) + 20_000;
  const deadline = Date.now() + limit;
  while (Date.now() < deadline) {
    if (fs.existsSync(answerFile)) {
      const answer = JSON.parse(fs.readFileSync(answerFile, 'utf8')) as PressAnswer;
      fs.rmSync(answerFile, { force: true });
      return answer;
    }
    await sleep(100);
  }
  throw new Error(`the harness did not answer the dialog request ${JSON.stringify(body)} within ${limit} ms`);
}
