// The harness side of the screenshot handshake: a test writes `<id>.request.json` into the
// handshake folder and waits; the harness takes a picture of the whole workbench into
// `<results>/screenshots/<name>.png` and answers with `<id>.done.json` (or `<id>.error.json`).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { log, sleep, warn } from './log';
import { shown } from './paths';
import {
  SCREENSHOT_DONE_SUFFIX,
  SCREENSHOT_ERROR_SUFFIX,
  SCREENSHOT_NAME,
  SCREENSHOT_REQUEST_SUFFIX,
  type ScreenshotAnswer,
  type ScreenshotRequest,
} from './protocol';
import type { Workbench } from './workbench';

function answer(file: string, body: ScreenshotAnswer): void {
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(body));
  fs.renameSync(`${file}.tmp`, file); // atomic: the test never reads half a file
}

export class Screenshots {
  readonly taken: string[] = [];

  constructor(
    private readonly handshakeDir: string,
    readonly outDir: string,
  ) {}

  /** Answers every pending request. */
  async serve(wb: Workbench): Promise<void> {
    let entries: string[];
    try {
      entries = fs.readdirSync(this.handshakeDir).filter((f) => f.endsWith(SCREENSHOT_REQUEST_SUFFIX)).sort();
    } catch {
      return;
    }
    for (const entry of entries) {
      const id = entry.slice(0, -SCREENSHOT_REQUEST_SUFFIX.length);
      const requestFile = path.join(this.handshakeDir, entry);
      let name = id;
      try {
        const request = JSON.parse(fs.readFileSync(requestFile, 'utf8')) as Partial<ScreenshotRequest>;
        name = String(request.name);
        if (!SCREENSHOT_NAME.test(name)) throw new Error(`bad screenshot name "${name}" (letters, digits, . _ -)`);
        await sleep(Math.min(Math.max(Number(request.delayMs) || 0, 0), 10_000));
        fs.mkdirSync(this.outDir, { recursive: true });
        const file = path.join(this.outDir, `${name}.png`);
        await wb.screenshot(file);
        this.taken.push(file);
        log(`screenshot ${shown(file)}`);
        answer(path.join(this.handshakeDir, `${id}${SCREENSHOT_DONE_SUFFIX}`), { name, file });
      } catch (e) {
        warn(`screenshot "${name}" failed: ${(e as Error).message}`);
        answer(path.join(this.handshakeDir, `${id}${SCREENSHOT_ERROR_SUFFIX}`), { name, error: (e as Error).message });
      } finally {
        fs.rmSync(requestFile, { force: true });
      }
    }
  }

  /** Copies the pictures of this run to `dir` (for the README's media/). */
  copyTo(dir: string): void {
    fs.mkdirSync(dir, { recursive: true });
    for (const file of this.taken) fs.copyFileSync(file, path.join(dir, path.basename(file)));
    if (this.taken.length) log(`copied ${this.taken.length} screenshot(s) to ${shown(dir)}`);
  }
}
