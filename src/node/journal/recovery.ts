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
import { defaultRecordGate, type RecordGate } from './recordGate';
import { readRegularFile } from './safeRead';
import { sha256Hex } from '../sha256';

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

function emptyReport(): RecoveryReport {
  return { rolledBack: [], restored: [], left: [], damaged: [] };
}

export interface RecoveryScope {
  stateRoot: string;
  keyOf: (realPath: string) => string;
  /** Only intents that touch one of these real paths (undefined: all). */
  touching?: ReadonlySet<string>;
  /** Locks this caller holds already (by key). */
  held?: ReadonlySet<string>;
  /** The gate every recorded path passes (default: the journals' own folders, the default lists). */
  gate?: RecordGate;
}

/** Roll back every unfinished intent of the journals in scope whose owner is gone. */
export async function recover(journals: readonly Journal[], scope: RecoveryScope, report: RecoveryReport = emptyReport()): Promise<RecoveryReport> {
  const gate = scope.gate ?? defaultRecordGate(journals, scope.stateRoot);
  for (const journal of journals) {
    for (const { name, intent, why } of await journal.listIntents()) {
      if (!intent) {
        report.damaged.push(`${journal.intents}/${name}${why ? ` (${why})` : ''}`);
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
        if (still) await rollBack(journal, intent, report, gate);
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

/**
 * Undo one intent (or finish forgetting it, when its commit record exists). Every file passes the
 * record gate first; an intent with a file the gate refuses, or a file on the confirm list (nobody
 * can be asked here), is not acted on at all: it is reported as damaged and left in place.
 */
async function rollBack(journal: Journal, intent: Intent, report: RecoveryReport, gate: RecordGate = defaultRecordGate([journal], dirname(dirname(journal.dir)))): Promise<void> {
  for (const f of intent.files) {
    const gated = await gate.check(journal, f.realPath);
    const why = !gated.ok ? gated.errors[0]?.message : gated.sensitive ? `it would change ${gated.target.displayPath}, which is on the confirm list, and nobody can be asked here: check that file yourself, then delete the intent` : undefined;
    if (why !== undefined) {
      report.damaged.push(`${journal.intents}/${intent.id}.json (${why})`);
      return;
    }
  }
  for (const f of intent.files) if (f.temp) await fsp.rm(f.temp, { force: true });
  if (await journal.isCommitted(intent.id)) {
    await journal.removeIntent(intent.id);
    return;
  }
  for (const f of intent.files) {
    const read = await readRegularFile(f.realPath, gate.maxFileBytes);
    if (read.kind === 'refused') {
      report.left.push({ path: f.realPath, why: `it was not read: ${read.why}` });
      continue;
    }
    const now = read.kind === 'file' ? sha256Hex(read.bytes) : null;
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
    const original = await journal.getBlob(f.before as string, gate.maxFileBytes);
    if (original === undefined) {
      report.left.push({ path: f.realPath, why: 'its stored original is missing or does not match its hash' });
      continue;
    }
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
