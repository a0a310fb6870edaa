// Rolling back what a process that died left half done. An intent without its commit record is
// undone file by file (core/journal's rollbackStep): a file holding the request's new bytes gets
// its original back, one changed by someone else since is left and reported; the request's
// temporary files are removed. An intent whose owner still runs is a request under way: left.
import { randomBytes } from 'node:crypto';
import { promises as fsp } from 'node:fs';
import { basename, dirname } from 'node:path';
import { rollbackStep, type Intent } from '../../core/journal';
import { lockFiles, processAlive, type Release } from '../lock';
import { thisHost, type Journal } from './journalStore';
import { sha256Hex } from './versionHashes';

/** An intent older than this is rolled back even if a process of its id runs (the id was reused). */
const INTENT_MAX_AGE_MS = 120_000;
/** How long recovery waits for the locks of an intent's other files. */
const RECOVERY_LOCK_WAIT_MS = 5000;

export interface RecoveryReport {
  /** Unfinished requests rolled back (their intents' ids). */
  rolledBack: string[];
  /** Files put back to their bytes before an unfinished request. */
  restored: string[];
  /** Files left as they are, because someone else changed them since (with why). */
  left: { path: string; why: string }[];
  /** Intents that could not be read (left in place, named here). */
  damaged: string[];
}

export function emptyReport(): RecoveryReport {
  return { rolledBack: [], restored: [], left: [], damaged: [] };
}

export interface RecoveryScope {
  stateRoot: string;
  keyOf: (realPath: string) => string;
  /** Only intents that touch one of these real paths (undefined: all). */
  touching?: ReadonlySet<string>;
  /** Locks this caller holds already (by key). */
  held?: ReadonlySet<string>;
}

/** Roll back every unfinished intent of the journals in scope whose owner is gone. */
export async function recover(journals: readonly Journal[], scope: RecoveryScope, report: RecoveryReport = emptyReport()): Promise<RecoveryReport> {
  for (const journal of journals) {
    for (const { name, intent } of await journal.listIntents()) {
      if (!intent) {
        report.damaged.push(`${journal.intents}/${name}`);
        continue;
      }
      if (scope.touching && !intent.files.some((f) => scope.touching?.has(f.realPath))) continue;
      if (await isUnderWay(journal, intent, name)) continue;
      const keys = intent.files.map((f) => scope.keyOf(f.realPath)).filter((k) => !scope.held?.has(k));
      let release: Release;
      try {
        release = await lockFiles(scope.stateRoot, keys, RECOVERY_LOCK_WAIT_MS);
      } catch {
        continue; // Its files are busy: the next call that touches them tries again.
      }
      try {
        // Under the locks: the intent may have been finished by another recovery meanwhile.
        const still = (await journal.listIntents()).some((i) => i.intent?.id === intent.id);
        if (still) await rollBack(journal, intent, report);
      } finally {
        release();
      }
    }
  }
  return report;
}

async function isUnderWay(journal: Journal, intent: Intent, name: string): Promise<boolean> {
  if (intent.host !== thisHost()) return false;
  if (!processAlive(intent.pid)) return false;
  const info = await fsp.stat(`${journal.intents}/${name}`).catch(() => undefined);
  return info !== undefined && Date.now() - info.mtimeMs < INTENT_MAX_AGE_MS;
}

/** Undo one intent (or finish forgetting it, when its commit record exists). */
export async function rollBack(journal: Journal, intent: Intent, report: RecoveryReport): Promise<void> {
  for (const f of intent.files) if (f.temp) await fsp.rm(f.temp, { force: true });
  if (await journal.isCommitted(intent.id)) {
    await journal.removeIntent(intent.id);
    return;
  }
  for (const f of intent.files) {
    const now = await fsp.readFile(f.realPath).then((b) => sha256Hex(b), (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    const step = rollbackStep(f, now);
    if (step.kind === 'keep') continue;
    if (step.kind === 'report') {
      report.left.push({ path: f.realPath, why: step.why });
      continue;
    }
    if (step.kind === 'remove') {
      await fsp.rm(f.realPath, { force: true });
      report.restored.push(f.realPath);
      continue;
    }
    const original = await journal.getBlob(f.before as string);
    if (f.inPlace) await journal.fs.writeInPlace(f.realPath, original);
    else await putBack(journal, f.realPath, f.temp, original);
    report.restored.push(f.realPath);
  }
  for (const dir of new Set(intent.files.map((f) => dirname(f.realPath)))) await journal.fs.syncFolder(dir).catch(() => undefined);
  await journal.removeIntent(intent.id);
  report.rolledBack.push(intent.id);
}

/**
 * The original bytes by temporary file and rename, with the current file's mode. The temporary
 * name is the one the intent records, so a recovery killed here leaves nothing the next one misses.
 */
async function putBack(journal: Journal, realPath: string, recorded: string | null, bytes: Uint8Array): Promise<void> {
  const info = await fsp.lstat(realPath).catch(() => undefined);
  const temp = recorded ?? `${dirname(realPath)}/.${basename(realPath)}.${randomBytes(6).toString('hex')}.guarded-edit.tmp`;
  await fsp.rm(temp, { force: true });
  try {
    await journal.fs.writeNew(temp, bytes, info ? info.mode & 0o7777 : 0o666 & ~process.umask());
    await journal.fs.rename(temp, realPath);
  } finally {
    await fsp.rm(temp, { force: true });
  }
}
