// The workspace folders as the jail sees them, and which folder a path belongs to. A folder is
// known by two forms, the path VS Code gives and its realpath; a path under either form is inside.
import type { FsPort, Platform, WorkspaceRoot } from '../platform';
import { attemptFs, isAbsent } from '../platform';
import { formatAbsolute, joinSegments, pathKey, sameName, segmentsBelow, splitTrustedAbsolute, type AbsolutePath } from './segments';
import type { TargetPurpose } from './types';

export interface PreparedRoot {
  root: WorkspaceRoot;
  /** The folder's path as given. */
  lexical: AbsolutePath;
  /** Its realpath; undefined when realpath failed (then `realError` is the errno). */
  real: AbsolutePath | undefined;
  realError?: string;
}

/** A path placed in a folder: `base` (one of the folder's forms) plus `relative` segments. */
export interface Placement {
  root: PreparedRoot;
  base: AbsolutePath;
  relative: string[];
}

/** Parse and realpath the folders. A folder whose path is not absolute cannot jail anything and is left out. */
export async function prepareRoots(roots: readonly WorkspaceRoot[], fs: FsPort, platform: Platform): Promise<PreparedRoot[]> {
  // All folders at once: one wait for the filesystem instead of one per folder.
  const prepared = await Promise.all(roots.map((root) => prepareRoot(root, fs, platform)));
  return prepared.filter((p): p is PreparedRoot => p !== undefined);
}

async function prepareRoot(root: WorkspaceRoot, fs: FsPort, platform: Platform): Promise<PreparedRoot | undefined> {
  const lexical = splitTrustedAbsolute(root.path, platform);
  if (!lexical) return undefined;
  const real = await attemptFs(() => fs.realpath(root.path));
  if (!real.ok) return { root, lexical, real: undefined, realError: real.errno };
  const realPath = splitTrustedAbsolute(real.value, platform);
  return realPath ? { root, lexical, real: realPath } : { root, lexical, real: undefined, realError: 'EINVAL' };
}

/**
 * The innermost folder containing `path` under either of its forms (nested folders: the deepest
 * one, so that the display path is the shortest), or undefined when it is outside all of them.
 */
export function placeAbsolute(path: AbsolutePath, roots: readonly PreparedRoot[], platform: Platform): Placement | undefined {
  let best: Placement | undefined;
  for (const root of roots) {
    for (const base of root.real ? [root.lexical, root.real] : [root.lexical]) {
      const relative = segmentsBelow(base, path, platform);
      if (relative && (!best || relative.length < best.relative.length)) best = { root, base, relative };
    }
  }
  return best;
}

/** The real path relative to every folder whose real form contains it (undefined entries left out). */
export function realPlacements(real: AbsolutePath, roots: readonly PreparedRoot[], platform: Platform): Placement[] {
  const placements: Placement[] = [];
  for (const root of roots) {
    if (!root.real) continue;
    const relative = segmentsBelow(root.real, real, platform);
    if (relative) placements.push({ root, base: root.real, relative });
  }
  return placements.sort((a, b) => a.relative.length - b.relative.length);
}

export type RelativePlacement =
  | { kind: 'placed'; placement: Placement }
  | { kind: 'existsInSeveral'; placements: Placement[] }
  | { kind: 'sharedFolderName'; placements: Placement[] }
  | { kind: 'needsFolderName' }
  | { kind: 'notFound'; placements: Placement[] };

/**
 * Place a relative path. One folder: that folder. Several: the path may start with a folder's
 * name; the interpretation that exists is taken, several existing ones are ambiguous; when none
 * exists, a folder-name prefix decides, else creation cannot choose and edit/read found nothing.
 */
export async function placeRelative(
  segments: readonly string[],
  roots: readonly PreparedRoot[],
  fs: FsPort,
  platform: Platform,
  purpose: TargetPurpose,
): Promise<RelativePlacement> {
  const [only] = roots;
  if (roots.length === 1) return { kind: 'placed', placement: { root: only, base: only.lexical, relative: [...segments] } };
  const plain = roots.map((root): Placement => ({ root, base: root.lexical, relative: [...segments] }));
  const named = roots
    .filter((root) => segments.length > 0 && sameName(root.root.name, segments[0], platform))
    .map((root): Placement => ({ root, base: root.lexical, relative: segments.slice(1) }));
  const candidates = distinct([...named, ...plain], platform);
  // Every candidate is looked at, so all at once (one wait for the filesystem).
  const present = await Promise.all(candidates.map((candidate) => mayExist(candidate, fs, platform)));
  const existing = candidates.filter((_, i) => present[i]);
  if (existing.length === 1) return { kind: 'placed', placement: existing[0] };
  if (existing.length > 1) return { kind: 'existsInSeveral', placements: existing };
  if (named.length === 1) return { kind: 'placed', placement: named[0] };
  if (named.length > 1) return { kind: 'sharedFolderName', placements: named };
  return purpose === 'create' ? { kind: 'needsFolderName' } : { kind: 'notFound', placements: plain };
}

/** Present unless lstat says it is not (a denied or failing lstat counts as present, so its error surfaces later). */
async function mayExist(placement: Placement, fs: FsPort, platform: Platform): Promise<boolean> {
  const info = await attemptFs(() => fs.lstat(formatPlacement(placement, platform)));
  return info.ok || !isAbsent(info.errno);
}

function distinct(placements: Placement[], platform: Platform): Placement[] {
  const seen = new Set<string>();
  return placements.filter((p) => {
    const key = pathKey(joinSegments(p.base, p.relative), platform);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function placementPath(placement: Placement): AbsolutePath {
  return joinSegments(placement.base, placement.relative);
}

export function formatPlacement(placement: Placement, platform: Platform): string {
  return formatAbsolute(placementPath(placement), platform);
}

/**
 * How results and messages name a path, so that the same string passed back as file_path reaches
 * the same file: "src/app.ts" with one folder, "api/src/app.ts" with several, and the absolute
 * path when the folder shares its name with another folder (then "app/x.ts" would be ambiguous).
 * `roots` are the prepared folders; without them only the folder count decides (no names shared).
 */
export function displayPathOf(placement: Placement, rootCount: number, roots: readonly PreparedRoot[] = [], platform?: Platform): string {
  if (rootCount <= 1) return placement.relative.join('/');
  if (platform && sharesName(placement.root, roots, platform)) return formatPlacement(placement, platform);
  return [placement.root.root.name, ...placement.relative].join('/');
}

/**
 * Which folder a path is in, as results tell it in a multi-root window: the folder's name, or its
 * path when another folder has the same name. Undefined with a single folder.
 */
export function folderLabelOf(root: PreparedRoot, rootCount: number, roots: readonly PreparedRoot[], platform: Platform): string | undefined {
  if (rootCount <= 1) return undefined;
  return sharesName(root, roots, platform) ? root.root.path : root.root.name;
}

function sharesName(root: PreparedRoot, roots: readonly PreparedRoot[], platform: Platform): boolean {
  return roots.some((other) => other !== root && sameName(other.root.name, root.root.name, platform));
}
