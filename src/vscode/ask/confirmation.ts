// Decides, without side effects, whether a tool call needs the person's confirmation.
import { describeConfirmation, type ConfirmationMatch, type ConfirmationText } from '../../core/gate';
import { confirmPatternOf, resolveTarget } from '../../core/path';
import { describeRequestedFiles } from '../../core/pipeline';
import type { WorldSettings } from '../world/settings';
import { nodePlatform } from '../../node/nodeFs';
import { hostFs } from '../../node/syncFs';

/** The words of the confirmation for files under guardedEdit.confirmFiles, to merge with other questions; `world`: the caller's, read once for the call. */
export async function confirmationTextFor(
  input: unknown,
  { settings, roots }: WorldSettings,
): Promise<ConfirmationText | undefined> {
  // A folder's own settings may add confirmFiles even when the window's list is empty.
  if (settings.confirmFiles.length === 0 && !roots.some((r) => r.rules?.confirmPatterns)) return undefined;
  const fs = hostFs();
  const platform = nodePlatform();
  const matches: ConfirmationMatch[] = [];
  const options = { purpose: 'edit' as const, protectedPatterns: settings.protectedFiles, maxFileBytes: settings.maxFileBytes };
  for (const file of describeRequestedFiles(input)) {
    // Where the file is decides the pattern: the file checks (a stat and a read) only run for a
    // file a pattern matches, so a file that fails them is still not asked about.
    const placed = await resolveTarget(file.path, roots, fs, platform, { ...options, placeOnly: true });
    if (!placed.ok || confirmPatternOf(settings.confirmFiles, placed.target, platform) === undefined) continue;
    const resolved = await resolveTarget(file.path, roots, fs, platform, options);
    if (!resolved.ok) continue;   // invoke refuses it with the full errors
    const pattern = confirmPatternOf(settings.confirmFiles, resolved.target, platform);
    if (pattern) matches.push({ displayPath: resolved.target.displayPath, pattern, edits: file.edits });
  }
  return describeConfirmation(matches);
}
