// The harness side of the dialog handshake ("press this button"): a test writes
// `<id>.press.json` into the handshake folder and waits; the harness waits for the workbench's
// own modal dialog in Chromium, clicks the button with the requested label (or presses Escape),
// and answers `<id>.pressed.json` with what it found. So a test answers the real dialog, the way
// a person would, and never a stand-in.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Page } from 'playwright-core';
import { log, warn } from './log';
import { PRESS_ANSWER_SUFFIX, PRESS_MAX_WAIT_MS, PRESS_REQUEST_SUFFIX, type PressAnswer, type PressRequest } from './protocol';
import type { Workbench } from './workbench';

/** The workbench's dialog (VS Code's own Dialog widget) and its buttons. */
const DIALOG = '.monaco-dialog-box';
const BUTTONS = '.dialog-buttons .monaco-button';

function answer(file: string, body: PressAnswer): void {
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(body));
  fs.renameSync(`${file}.tmp`, file); // atomic: the test never reads half a file
}

export class DialogButtons {
  constructor(private readonly handshakeDir: string) {}

  /** Answers every pending request, oldest first. */
  async serve(wb: Workbench): Promise<void> {
    let entries: string[];
    try {
      entries = fs.readdirSync(this.handshakeDir).filter((f) => f.endsWith(PRESS_REQUEST_SUFFIX)).sort();
    } catch {
      return;
    }
    for (const entry of entries) {
      const id = entry.slice(0, -PRESS_REQUEST_SUFFIX.length);
      const requestFile = path.join(this.handshakeDir, entry);
      let body: PressAnswer;
      let what = 'a button';
      try {
        const request = JSON.parse(fs.readFileSync(requestFile, 'utf8')) as Partial<PressRequest>;
        what = request.dismiss === true ? 'Escape' : JSON.stringify(request.button);
        body = await pressInDialog(wb.page, request);
      } catch (e) {
        body = { pressed: false, labels: [], error: (e as Error).message };
      } finally {
        fs.rmSync(requestFile, { force: true });
      }
      (body.pressed ? log : warn)(`dialog: ${body.pressed ? 'pressed' : 'could not press'} ${what}${describe(body)}`);
      answer(path.join(this.handshakeDir, `${id}${PRESS_ANSWER_SUFFIX}`), body);
    }
  }
}

function describe(body: PressAnswer): string {
  const labels = body.labels.length ? ` (buttons: ${body.labels.join(', ')})` : '';
  return `${labels}${body.error ? `: ${body.error}` : ''}`;
}

/** Waits for a visible dialog, then clicks the button labelled `request.button` or presses Escape. */
export async function pressInDialog(page: Page, request: Partial<PressRequest>): Promise<PressAnswer> {
  const button = typeof request.button === 'string' ? request.button : undefined;
  const dismiss = request.dismiss === true;
  if ((button === undefined) === !dismiss) throw new Error('a press request names a "button" or sets "dismiss", not both');
  if (button !== undefined && (button.length === 0 || button.length > 200)) throw new Error('a button label has 1 to 200 characters');
  const timeout = Math.min(Math.max(Number(request.timeoutMs) || 0, 0), PRESS_MAX_WAIT_MS);
  const dialog = page.locator(DIALOG).last();
  try {
    await dialog.waitFor({ state: 'visible', timeout });
  } catch {
    return { pressed: false, labels: [], error: `no dialog appeared within ${timeout} ms` };
  }
  const message = (await dialog.locator('.dialog-message-text').first().innerText({ timeout: 2000 }).catch(() => '')).trim();
  const detail = (await dialog.locator('.dialog-message-detail').first().innerText({ timeout: 2000 }).catch(() => '')).trim();
  const buttons = dialog.locator(BUTTONS);
  const labels = (await buttons.allInnerTexts()).map((t) => t.trim());
  if (dismiss) {
    await page.keyboard.press('Escape');
  } else {
    const index = labels.indexOf(button ?? '');
    if (index < 0) return { pressed: false, labels, message, detail, error: `the dialog has no button "${button}"` };
    await buttons.nth(index).click({ timeout: 5000 });
  }
  // The click is done when this dialog has gone (a dialog queued behind it may take its place).
  await dialog.waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
  return { pressed: true, labels, message, detail };
}
