// The VS Code web workbench in headless Chromium (Debian's, driven by playwright-core, which
// downloads no browser). The workbench runs the extension tests when its URL carries a payload
// with extensionDevelopmentPath and extensionTestsPath; it reports the end of the run through
// window.codeAutomationExit and every log line through window.codeAutomationLog.
import * as fs from 'node:fs';
import * as util from 'node:util';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { HarnessError, log } from './log';
import type { RunDir } from './rundir';

export interface Workbench {
  page: Page;
  /** The code the workbench passed to codeAutomationExit, once the test run has ended. */
  automationExit: number | undefined;
  /** Set when the page crashed or closed. */
  crashed: string | undefined;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

export const VIEWPORT = { width: 1400, height: 900 };

/** `vscode-remote://` URI of a path on the server (how the web workbench names server files). */
export function remoteUri(port: number, file: string): string {
  return `vscode-remote://127.0.0.1:${port}${encodeURI(file)}`;
}

/** The workbench URL on `folder` (or, with `{ workspaceFile }`, on a multi-root workspace),
 *  optionally running extension tests. */
export function workbenchUrl(base: string, folder: string | { workspaceFile: string }, payload?: [string, string][]): string {
  const open = typeof folder === 'string' ? `folder=${encodeURIComponent(folder)}` : `workspace=${encodeURIComponent(folder.workspaceFile)}`;
  let url = `${base}/?${open}`;
  if (payload) url += `&payload=${encodeURIComponent(JSON.stringify(payload))}`;
  return url;
}

const NOISE = /ENOTFOUND|open-vsx|Service Worker|ChatSessionStore|builtin extensions cache|marketplace/i;

export async function launchWorkbench(options: {
  executable: string;
  dir: RunDir;
  env: NodeJS.ProcessEnv;
  workbenchLog: string;
  consoleLog: string;
  verbose: boolean;
}): Promise<Workbench> {
  const context: BrowserContext = await chromium.launchPersistentContext(options.dir.browser, {
    executablePath: options.executable,
    headless: true,
    viewport: VIEWPORT,
    args: [
      '--no-sandbox', // as root, and in containers, Chromium's sandbox cannot start
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-breakpad',
      '--disable-quic',
    ],
    env: options.env,
    // The harness handles signals itself (and closes the browser in its cleanup).
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    timeout: 60_000,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const workbenchLog = fs.createWriteStream(options.workbenchLog);
  const consoleLog = fs.createWriteStream(options.consoleLog);
  const wb: Workbench = {
    page,
    automationExit: undefined,
    crashed: undefined,
    screenshot: async (file) => {
      await page.screenshot({ path: file, fullPage: true });
    },
    close: async () => {
      await context.close().catch(() => undefined);
      workbenchLog.end();
      consoleLog.end();
    },
  };
  await page.exposeFunction('codeAutomationExit', (code: unknown) => {
    wb.automationExit = typeof code === 'number' ? code : Number(code);
  });
  await page.exposeFunction('codeAutomationLog', (type: unknown, args: unknown) => {
    const parts = Array.isArray(args) ? (args as unknown[]) : [args];
    const line = util.format(...parts).replace(/%c/g, '').replace(/\s*color: ?#[0-9a-f]{3,6};?/gi, '').trim();
    workbenchLog.write(`[${String(type)}] ${line}\n`);
    if (options.verbose && !NOISE.test(line)) console.log(`[vscode] ${line}`);
  });
  page.on('console', (m) => consoleLog.write(`[${m.type()}] ${m.text()}\n`));
  page.on('pageerror', (e) => consoleLog.write(`[pageerror] ${e.stack ?? e.message}\n`));
  page.on('crash', () => {
    wb.crashed = 'the workbench page crashed';
  });
  page.on('close', () => {
    wb.crashed ??= 'the workbench page closed';
  });
  return wb;
}

/** Opens `url` and waits until the workbench has rendered. (The caller bounds it in time.) */
export async function openWorkbench(wb: Workbench, url: string, timeoutMs: number): Promise<void> {
  log('opening the workbench');
  await wb.page.goto(url, { waitUntil: 'domcontentloaded', timeout: timeoutMs });
  try {
    await wb.page.waitForSelector('.monaco-workbench', { timeout: timeoutMs });
  } catch {
    throw new HarnessError(`the workbench did not render within ${Math.round(timeoutMs / 1000)} s`);
  }
  log('workbench rendered');
}
