// Layer 3 for file_path: the path jail. The input is placed in a workspace
// folder lexically (segment by segment, never by string prefix), then realpath'd; the real path
// must be inside a real folder. Only then do the file checks run, so no file outside the jail is
// ever read. Nothing here writes. Every failure is a GuardedError value; nothing is thrown.
//
// Hardlinks: realpath cannot see them, and a hardlink inside the workspace to a file elsewhere
// is allowed: it IS a file of the workspace (one inode with several names). Making one requires
// write access to the workspace and, with Linux's default fs.protected_hardlinks=1, owning the
// other file or being able to read and write it; it cannot cross filesystems or name a folder.
// Whoever can make such a link could change that file directly, so refusing it protects nothing.
import type { GuardedError } from '../errors';
import type { FileInfo, FsAttempt, FsPort, Platform, WorkspaceRoot } from '../platform';
import { lexicalLanding, lookUpEarly, type EarlyLookup } from './earlyLookup';
import { checkCreateLocation, checkExistingTarget } from './fileChecks';
import {
  danglingCreateError,
  danglingNotFoundError,
  existsInSeveralError,
  fileNotFoundError,
  fsFailureError,
  needsFolderNameError,
  noWorkspaceError,
  notFoundInFoldersError,
  outsideWorkspaceError,
  protectedPathError,
  rootUnavailableError,
  sharedFolderNameError,
  symlinkEscapeError,
  symlinkLoopError,
  type Interpretation,
  type TargetLabel,
} from './jailErrors';
import { parsePathInput, type ParsedPath } from './lexical';
import { firstMatch, folderMatch } from './patterns';
import { locateEscape, locateLoop, resolveReal, type RealResolution } from './real';
import {
  displayPathOf,
  folderLabelOf,
  formatPlacement,
  placeAbsolute,
  placementPath,
  placeRelative,
  prepareRoots,
  realPlacements,
  type Placement,
  type PreparedRoot,
} from './roots';
import { formatAbsolute, joinSegments, pathKey, segmentsBelow, type AbsolutePath } from './segments';

import type { FolderForm, JailOptions, ResolvedTarget, ResolveTargetResult, TargetPurpose } from './types';

export async function resolveTarget(
  raw: string,
  roots: readonly WorkspaceRoot[],
  fs: FsPort,
  platform: Platform,
  options: JailOptions,
): Promise<ResolveTargetResult> {
  const lexical = parsePathInput(raw, platform);
  if (!lexical.ok) return lexical;
  if (roots.length === 0) return failure(noWorkspaceError(raw, 0));
  const [prepared, early] = await Promise.all([
    prepareRoots(roots, fs, platform),
    lookUpEarly(lexicalLanding(lexical.parsed, roots, platform), fs, !options.placeOnly),
  ]);
  if (prepared.length === 0) return failure(noWorkspaceError(raw, roots.length));
  const jail = new Jail(raw, prepared, roots.length, fs, platform, options);
  const placed = await jail.place(lexical.parsed);
  if (!placed.ok) return placed;
  return jail.resolve(placed.placement, early);
}

function failure(...errors: GuardedError[]): { ok: false; errors: GuardedError[] } {
  return { ok: false, errors };
}

/** One resolution: the input, the prepared folders and the ports, shared by its steps. */
class Jail {
  constructor(
    private readonly raw: string,
    private readonly roots: readonly PreparedRoot[],
    private readonly rootCount: number,
    private readonly fs: FsPort,
    private readonly platform: Platform,
    private readonly options: JailOptions,
  ) {}

  private get purpose(): TargetPurpose {
    return this.options.purpose;
  }

  /** Which folder the path belongs to, lexically (the innermost one for nested folders). */
  async place(parsed: ParsedPath): Promise<{ ok: true; placement: Placement } | { ok: false; errors: GuardedError[] }> {
    const { raw, roots, platform } = this;
    if (parsed.kind === 'absolute') {
      const path: AbsolutePath = { prefix: parsed.prefix, segments: parsed.segments };
      const placement = placeAbsolute(path, roots, platform);
      return placement ? { ok: true, placement } : failure(outsideWorkspaceError(raw, formatAbsolute(path, platform), roots));
    }
    const placed = await placeRelative(parsed.segments, roots, this.fs, platform, this.purpose);
    switch (placed.kind) {
      case 'placed':
        return { ok: true, placement: placeAbsolute(placementPath(placed.placement), roots, platform) ?? placed.placement };
      case 'existsInSeveral':
        return failure(existsInSeveralError(raw, this.interpretations(placed.placements)));
      case 'sharedFolderName':
        return failure(sharedFolderNameError(raw, parsed.segments[0], this.interpretations(placed.placements)));
      case 'needsFolderName':
        return failure(needsFolderNameError(raw, roots));
      case 'notFound':
        return failure(notFoundInFoldersError(raw, this.interpretations(placed.placements), roots, this.purpose));
    }
  }

  /** Realpath, containment in a real folder, protection, then the file checks. */
  async resolve(placement: Placement, early?: EarlyLookup): Promise<ResolveTargetResult> {
    if (!placement.root.real) return failure(rootUnavailableError(this.raw, placement.root));
    const label: TargetLabel = { raw: this.raw, lexicalPath: formatPlacement(placement, this.platform) };
    const resolution = await resolveReal(placement, this.fs, this.platform, early);
    switch (resolution.kind) {
      case 'failed':
        return failure(await this.failedError(placement, label, resolution.errno));
      case 'dangling':
        return failure(this.danglingError(placement, label, resolution));
      case 'exists':
      case 'missing':
        return this.checkResolved(placement, label, resolution, early?.path === label.lexicalPath ? early.info : undefined);
    }
  }

  private async checkResolved(
    placement: Placement,
    label: TargetLabel,
    resolution: Extract<RealResolution, { kind: 'exists' | 'missing' }>,
    /** The stat of the placed path, asked beside its realpath (see earlyLookup). */
    info?: FsAttempt<FileInfo>,
  ): Promise<ResolveTargetResult> {
    const { platform, purpose } = this;
    const realPath = formatAbsolute(resolution.real, platform);
    label.realPath = realPath;
    const realPlaces = realPlacements(resolution.real, this.roots, platform);
    if (realPlaces.length === 0) return failure(await this.escapeError(placement, label, realPath));

    const forms = this.relativeForms(placementPath(placement), realPlaces);
    const relativePaths = [...new Set(forms.map((f) => f.path))];
    const errors: GuardedError[] = [];
    // Absolute patterns see the real path, and the same file under each folder's given form (a folder opened through a link).
    const absolutePaths = [realPath, label.lexicalPath, ...realPlaces.map((p) => formatAbsolute(joinSegments(p.root.lexical, p.relative), platform))];
    const protectedBy = firstMatch(this.options.protectedPatterns, relativePaths, platform, absolutePaths) ?? folderMatch(forms, 'protectedPatterns', platform);
    if (protectedBy) errors.push(protectedPathError(label, protectedBy.pattern, protectedBy.path, purpose));
    const maxFileBytes = placement.root.root.rules?.maxFileBytes ?? this.options.maxFileBytes;

    let size = 0;
    if (resolution.kind === 'exists') {
      // placeOnly: the file checks are left to a full check.
      if (!this.options.placeOnly) {
        const folder = realPlaces[0].relative.length === 0 ? realPlaces[0].root.root.name : undefined;
        const checked = await checkExistingTarget(
          realPath,
          { label, purpose, maxFileBytes, workspaceFolder: folder, mayReadContent: !protectedBy, textHeads: this.options.textHeads },
          this.fs,
          info,
        );
        for (const item of checked.errors) errors.push(item);
        size = checked.size;
      }
    } else {
      const nearest = this.display({ ...placement, relative: placement.relative.slice(0, resolution.existingDepth) });
      if (purpose === 'create') for (const item of (await checkCreateLocation(formatAbsolute(resolution.ancestor, platform), nearest, label, this.fs))) errors.push(item);
      else errors.push(fileNotFoundError(label, purpose, nearest, platform.caseSensitive));
    }
    if (errors.length > 0) return { ok: false, errors };
    const exists = resolution.kind === 'exists';
    const target: ResolvedTarget = {
      realPath,
      lexicalPath: label.lexicalPath,
      displayPath: await this.displayToPassBack(placement, exists),
      root: placement.root.root,
      exists,
      size,
      relativePaths,
    };
    // Only where a folder has rules of its own do the forms' folders matter to later checks.
    if (forms.some((f) => f.root.rules)) target.folderForms = forms;
    const folder = folderLabelOf(placement.root, this.rootCount, this.roots, platform);
    if (folder !== undefined) target.workspaceFolder = folder;
    return { ok: true, target };
  }

  /**
   * The display path of the target itself, proven to lead back to it: the folder-name form is
   * placed again as if the model had passed it back, and the absolute path is used instead when
   * that form reaches another file or is ambiguous (another folder holds the same relative path).
   */
  private async displayToPassBack(placement: Placement, exists: boolean): Promise<string> {
    const shown = this.display(placement);
    if (this.rootCount <= 1 || shown === formatPlacement(placement, this.platform)) return shown;
    const named = [placement.root.root.name, ...placement.relative];
    const back = await placeRelative(named, this.roots, this.fs, this.platform, exists ? 'edit' : 'create');
    if (back.kind === 'placed') {
      const again = placeAbsolute(placementPath(back.placement), this.roots, this.platform) ?? back.placement;
      if (pathKey(placementPath(again), this.platform) === pathKey(placementPath(placement), this.platform)) return shown;
    }
    return formatPlacement(placement, this.platform);
  }

  private async failedError(placement: Placement, label: TargetLabel, errno: string): Promise<GuardedError> {
    if (errno !== 'ELOOP') return fsFailureError(label, errno);
    const depth = await locateLoop(placement, this.fs, this.platform);
    return symlinkLoopError(label, depth === undefined ? undefined : this.display({ ...placement, relative: placement.relative.slice(0, depth) }));
  }

  private async escapeError(placement: Placement, label: TargetLabel, realPath: string): Promise<GuardedError> {
    const isInside = (real: AbsolutePath): boolean => realPlacements(real, this.roots, this.platform).length > 0;
    const link = await locateEscape(placement, isInside, this.fs, this.platform);
    const escaping = link && {
      displayPath: this.display({ ...placement, relative: placement.relative.slice(0, link.depth) }),
      text: link.linkText,
      real: formatAbsolute(link.real, this.platform),
    };
    return symlinkEscapeError(label, realPath, escaping, this.roots);
  }

  private danglingError(placement: Placement, label: TargetLabel, dangling: Extract<RealResolution, { kind: 'dangling' }>): GuardedError {
    const { platform } = this;
    const pointsTo = dangling.pointsTo && formatAbsolute(dangling.pointsTo, platform);
    const link = {
      displayPath: this.display({ ...placement, relative: placement.relative.slice(0, dangling.linkDepth) }),
      text: dangling.linkText,
      pointsTo,
    };
    const inside = dangling.pointsTo && realPlacements(dangling.pointsTo, this.roots, platform)[0];
    if (pointsTo !== undefined && !inside) {
      return symlinkEscapeError(label, pointsTo, { displayPath: link.displayPath, text: link.text, real: pointsTo }, this.roots);
    }
    if (this.purpose !== 'create') return danglingNotFoundError(label, link, this.purpose);
    return danglingCreateError(label, link, inside ? this.display(inside) : undefined);
  }

  /** Workspace-relative forms of the lexical path (under every folder form containing it) and of the real one, with their folders. */
  private relativeForms(lexical: AbsolutePath, realPlaces: readonly Placement[]): FolderForm[] {
    const forms: FolderForm[] = [];
    const seen = new Set<string>();
    const add = (root: PreparedRoot, relative: readonly string[]) => {
      const form = { root: root.root, path: relative.join('/') };
      const key = `${root.root.path}\u0000${form.path}`;
      if (!seen.has(key)) {
        seen.add(key);
        forms.push(form);
      }
    };
    for (const root of this.roots) {
      for (const base of root.real ? [root.lexical, root.real] : [root.lexical]) {
        const below = segmentsBelow(base, lexical, this.platform);
        if (below) add(root, below);
      }
    }
    for (const place of realPlaces) add(place.root, place.relative);
    return forms;
  }

  private display(placement: Placement): string {
    return displayPathOf(placement, this.rootCount, this.roots, this.platform);
  }

  private interpretations(placements: readonly Placement[]): Interpretation[] {
    return placements.map((p) => ({ displayPath: this.display(p), absolutePath: formatPlacement(p, this.platform) }));
  }
}
