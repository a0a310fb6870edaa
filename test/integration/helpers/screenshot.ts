// Screenshots of the real workbench, taken by the harness on a test's request: the test writes
// a request file into the handshake folder and waits for the harness's answer.
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  ENV,
  SCREENSHOT_DONE_SUFFIX,
  SCREENSHOT_ERROR_SUFFIX,
  SCREENSHOT_NAME,
  SCREENSHOT_REQUEST_SUFFIX,
  type ScreenshotAnswer,
  type ScreenshotRequest,
} from '../../../scripts/host/protocol';
import { sleep } from './wait';

let sequence = 0;

export interface ScreenshotOptions {
  /** Let the workbench settle this long before the picture (default 750 ms). */
  delayMs?: number;
  /** Give up waiting for the harness after this long (default 30 000 ms). */
  timeoutMs?: number;
}

/** Whether this run can take screenshots (the code-server harness can; test-electron cannot). */
export function screenshotsAvailable(): boolean {
  return Boolean(process.env[ENV.screenshotDir]);
}

/**
 * Asks the harness for a screenshot of the whole workbench as it is now, saved as
 * `<results>/screenshots/<name>.png`; resolves with that path once it is written. `name`: letters,
 * digits, `.`, `_`, `-`. Without the harness (no screenshot support) it resolves with undefined.
 * Throws if the harness reports an error or does not answer in time.
 */
export async function takeScreenshot(name: string, options: ScreenshotOptions = {}): Promise<string | undefined> {
  if (!SCREENSHOT_NAME.test(name)) throw new Error(`takeScreenshot: bad name "${name}" (letters, digits, . _ -)`);
  const dir = process.env[ENV.screenshotDir];
  if (!dir) return undefined;
  const id = `${String(process.pid)}-${String(++sequence).padStart(4, '0')}`;
  const request: ScreenshotRequest = { name, delayMs: options.delayMs ?? 750 };
  const requestFile = path.join(dir, `${id}${SCREENSHOT_REQUEST_SUFFIX}`);
  fs.writeFileSync(`${requestFile}.tmp`, JSON.stringify(request));
  fs.renameSync(`${requestFile}.tmp`, requestFile);
  const done = path.join(dir, `${id}${SCREENSHOT_DONE_SUFFIX}`);
  const failed = path.join(dir, `${id}${SCREENSHOT_ERROR_SUFFIX}`);
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    for (const [file, ok] of [[done, true], [failed, false]] as const) {
      if (!fs.existsSync(file)) continue;
      const answer = JSON.parse(fs.readFileSync(file, 'utf8')) as ScreenshotAnswer;
      fs.rmSync(file, { force: true });
      if (ok) return answer.file;
      throw new Error(`takeScreenshot("${name}"): ${answer.error ?? 'failed'}`);
    }
    await sleep(100);
  }
  throw new Error(`takeScreenshot("${name}"): the harness did not answer within ${options.timeoutMs ?? 30_000} ms`);
}
