// The person's override of the read-before-edit gate (the person's keyword of the original gate
// becomes the tool's confirmation dialog). `prepareInvocation` asks about the gate's refusals;
// `invoke` goes ahead only for the refusals the person was asked about, on the very text they
// were asked about. Path-jail refusals are never open to an override.
import type { ConfirmationText } from './confirmation';
import type { GuardedError } from '../errors';
import { gateAllowsOverride, isOverridable, reasonForConfirmation, type GateMode, type OverridableCode } from './readGate';
import { plural } from '../errors';

/** One refusal of the gate, for one file: what the gate said and about which text. */
export interface GateFinding {
  /** The gate's key of the file (its real path, case-folded where the filesystem is). */
  key: string;
  /** Fingerprint of the file's text the gate judged. */
  fingerprint: string;
  displayPath: string;
  error: GuardedError;
}

/** What the call would do to the file, for the wording of the question. */
export type GateAction = 'edit' | 'overwrite';

/** How many questions are remembered; the oldest is forgotten first. */
export const ASKED_MAX = 256;

/**
 * The gate refusals the person was asked about in a confirmation dialog, remembered from
 * `prepareInvocation` until `invoke` uses them. VS Code calls `invoke` only when the person
 * allowed the call (or chose to allow such calls without asking), so a question found here at
 * `invoke` was answered yes. A refusal nobody was asked about (for example, the file changed
 * between the dialog and the call) is never found here: its fingerprint differs.
 */
export class AskedOverrides {
  private readonly asked: string[] = [];
  readonly maxEntries: number;

  constructor(options: { maxEntries?: number } = {}) {
    this.maxEntries = Math.max(1, Math.floor(options.maxEntries ?? ASKED_MAX));
  }

  get size(): number {
    return this.asked.length;
  }

  /** Remember that the person is asked about these refusals. Findings not open to an override are ignored. */
  offer(findings: readonly GateFinding[]): void {
    for (const finding of findings) {
      if (!isOverridable(finding.error.code)) continue;
      this.asked.push(entryOf(finding));
      if (this.asked.length > this.maxEntries) this.asked.shift();
    }
  }

  /** Whether every finding was asked about (as many times as it occurs). Has no side effects. */
  coversAll(findings: readonly GateFinding[]): boolean {
    const left = [...this.asked];
    for (const finding of findings) {
      if (!isOverridable(finding.error.code)) return false;
      const at = left.indexOf(entryOf(finding));
      if (at < 0) return false;
      left.splice(at, 1);
    }
    return true;
  }

  /** Forget the questions these findings answered (after the call they allowed went ahead). */
  take(findings: readonly GateFinding[]): void {
    for (const finding of findings) {
      const at = this.asked.indexOf(entryOf(finding));
      if (at >= 0) this.asked.splice(at, 1);
    }
  }

  clear(): void {
    this.asked.length = 0;
  }
}

function entryOf(finding: GateFinding): string {
  return JSON.stringify([finding.key, finding.fingerprint, finding.error.code]);
}

/** The gate's verdict at `invoke`: refuse with `refused`, or go ahead, the person having allowed `allowed`. */
export interface SettledGate {
  refused: GuardedError[];
  allowed: GateFinding[];
}

/**
 * Settle the gate's findings for one call: nothing to refuse when there are none; in mode "ask",
 * all of them allowed when the person was asked about every one; otherwise (and always in mode
 * "require", whatever was asked) every finding is refused (the model reads the files again and
 * repeats the call).
 */
export function settleGate(findings: readonly GateFinding[], asked: AskedOverrides, mode: GateMode): SettledGate {
  if (findings.length === 0) return { refused: [], allowed: [] };
  if (gateAllowsOverride(mode) && asked.coversAll(findings)) return { refused: [], allowed: [...findings] };
  return { refused: findings.map((f) => f.error), allowed: [] };
}

/**
 * The confirmation dialog of a call the gate refuses, merged with the one for files under
 * guardedEdit.confirmFiles (`files`), so the person answers one question. Undefined when there is
 * nothing to ask. The message is Markdown; the paths in it are escaped.
 */
export function describeGateConfirmation(
  findings: readonly GateFinding[],
  action: GateAction,
  files?: ConfirmationText,
): ConfirmationText | undefined {
  const reasons = findings
    .filter((f) => isOverridable(f.error.code))
    .map((f) => reasonForConfirmation(f.error.code as OverridableCode, f.displayPath, action))
    .filter((r): r is string => r !== undefined);
  if (reasons.length === 0) return files;
  const verb = action === 'edit' ? 'editing' : 'overwriting';
  const title = files?.title ?? (reasons.length === 1 ? `Allow ${verb} ${findings[0].displayPath}?` : `Allow ${verb} ${plural(reasons.length, 'file')}?`);
  const gate = [
    reasons.length === 1 ? escapeMarkdown(reasons[0]) : reasons.map((r) => `- ${escapeMarkdown(r)}`).join('\n'),
    'The setting `guardedEdit.readBeforeEdit` is `ask`: the model should read a file with `guarded_read_file` before it changes it. ' +
      'If you allow this call, it goes ahead without that read; every other check still applies, and one Undo reverts it.',
  ];
  const message = files ? [...gate, files.message].join('\n\n') : gate.join('\n\n');
  return { title, message };
}

/** The log line when the person allowed a call the gate would have refused. */
export function describeAllowedOverride(allowed: readonly GateFinding[], action: GateAction): string {
  const what = allowed.map((f) => `${f.displayPath} (${f.error.code})`).join(', ');
  return `read-before-edit gate: the person allowed ${action === 'edit' ? 'editing' : 'overwriting'} ${what} in the confirmation dialog`;
}

/** Escapes the characters that Markdown would read as markup, so a path shows as written. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+!|<>~]/g, (c) => `\\${c}`);
}
