// Realpath resolution of a placed path: an existing target is realpath'd;
// for a missing one the nearest existing ancestor is, plus the remaining segments. A symbolic
// link on the missing part (a dangling link) is reported as such, because creating through it
// would create the file wherever it points. Only metadata is touched here (realpath, lstat,
// readlink): no file content is read.
import { attemptFs, isAbsent, type FsAttempt, type FsPort, type Platform } from '../platform';
import type { EarlyLookup } from './earlyLookup';
import { placementPath, type Placement } from './roots';
import { formatAbsolute, joinSegments, resolveLinkText, splitTrustedAbsolute, type AbsolutePath } from './segments';

/**
 * An FsPort that can also read a link's text (the Node one can). `FsPort` itself has no readlink;
 * when it is there, a dangling link's message says where it points and one pointing outside is
 * a SYMLINK_ESCAPE; without it, the target of a dangling link is unknown.
 */
export interface LinkReader {
  readlink(path: string): Promise<string>;
}

export function canReadLinks(fs: FsPort): fs is FsPort & LinkReader {
  return typeof (fs as Partial<LinkReader>).readlink === 'function';
}

export type RealResolution =
  | { kind: 'exists'; real: AbsolutePath }
  /** Not there: `existingDepth` relative segments exist, and `ancestor` is their realpath. */
  | { kind: 'missing'; real: AbsolutePath; ancestor: AbsolutePath; existingDepth: number }
  /** relative[linkDepth - 1] is a symbolic link whose target does not exist. */
  | { kind: 'dangling'; linkDepth: number; linkText: string | undefined; pointsTo: AbsolutePath | undefined }
  | { kind: 'failed'; errno: string };

// Linux follows at most 40 links in one lookup; following dangling chains stops there too.
const MAX_LINK_HOPS = 40;

/** `early`: a realpath already asked (see earlyLookup), used when it was asked for this very path. */
export async function resolveReal(placement: Placement, fs: FsPort, platform: Platform, early?: EarlyLookup): Promise<RealResolution> {
  const path = placementPath(placement);
  const whole = early && early.path === formatAbsolute(path, platform) ? splitReal(early.real, platform) : await realpathOf(path, fs, platform);
  if (whole.ok) return { kind: 'exists', real: whole.value };
  if (!isAbsent(whole.errno)) return { kind: 'failed', errno: whole.errno };
  const { base, relative } = placement;
  for (let depth = relative.length - 1; depth >= 0; depth -= 1) {
    const ancestor = await realpathOf(joinSegments(base, relative.slice(0, depth)), fs, platform);
    if (!ancestor.ok) {
      if (isAbsent(ancestor.errno)) continue;
      return { kind: 'failed', errno: ancestor.errno };
    }
    const firstMissing = joinSegments(base, relative.slice(0, depth + 1));
    if (await isSymlink(firstMissing, fs, platform)) {
      const link = await readLink(firstMissing, fs, platform);
      const pointsTo = link === undefined ? undefined : await whereLinkLeads(link, ancestor.value, fs, platform, MAX_LINK_HOPS);
      return { kind: 'dangling', linkDepth: depth + 1, linkText: link, pointsTo };
    }
    return { kind: 'missing', real: joinSegments(ancestor.value, relative.slice(depth)), ancestor: ancestor.value, existingDepth: depth };
  }
  return { kind: 'failed', errno: whole.errno }; // not even the folder exists (any more)
}

/** The first link on the path whose realpath is not inside (`depth` counts relative segments). */
export async function locateEscape(
  placement: Placement,
  isInside: (real: AbsolutePath) => boolean,
  fs: FsPort,
  platform: Platform,
): Promise<{ depth: number; linkText: string | undefined; real: AbsolutePath } | undefined> {
  for (let depth = 1; depth <= placement.relative.length; depth += 1) {
    const prefix = joinSegments(placement.base, placement.relative.slice(0, depth));
    if (!(await isSymlink(prefix, fs, platform))) continue;
    const real = await realpathOf(prefix, fs, platform);
    if (real.ok && !isInside(real.value)) return { depth, linkText: await readLink(prefix, fs, platform), real: real.value };
  }
  return undefined;
}

/** How many relative segments it takes to reach a link loop, when one is found. */
export async function locateLoop(placement: Placement, fs: FsPort, platform: Platform): Promise<number | undefined> {
  for (let depth = 1; depth <= placement.relative.length; depth += 1) {
    const real = await realpathOf(joinSegments(placement.base, placement.relative.slice(0, depth)), fs, platform);
    if (!real.ok && real.errno === 'ELOOP') return depth;
  }
  return undefined;
}

async function realpathOf(path: AbsolutePath, fs: FsPort, platform: Platform): Promise<FsAttempt<AbsolutePath>> {
  return splitReal(await attemptFs(() => fs.realpath(formatAbsolute(path, platform))), platform);
}

function splitReal(real: FsAttempt<string>, platform: Platform): FsAttempt<AbsolutePath> {
  if (!real.ok) return real;
  const split = splitTrustedAbsolute(real.value, platform);
  return split ? { ok: true, value: split } : { ok: false, errno: 'EINVAL' };
}

async function isSymlink(path: AbsolutePath, fs: FsPort, platform: Platform): Promise<boolean> {
  const info = await attemptFs(() => fs.lstat(formatAbsolute(path, platform)));
  return info.ok && info.value.kind === 'symlink';
}

async function readLink(path: AbsolutePath, fs: FsPort, platform: Platform): Promise<string | undefined> {
  if (!canReadLinks(fs)) return undefined;
  const text = await attemptFs(() => fs.readlink(formatAbsolute(path, platform)));
  return text.ok ? text.value : undefined;
}

/**
 * Where a dangling link's text leads: its nearest existing ancestor realpath'd plus the rest,
 * following further dangling links on the way (a chain inside -> inside -> outside leads outside).
 */
async function whereLinkLeads(text: string, linkFolder: AbsolutePath, fs: FsPort, platform: Platform, hops: number): Promise<AbsolutePath | undefined> {
  const target = resolveLinkText(linkFolder, text, platform);
  if (!target) return undefined;
  for (let depth = target.segments.length; depth >= 0; depth -= 1) {
    const prefix: AbsolutePath = { prefix: target.prefix, segments: target.segments.slice(0, depth) };
    const ancestor = await realpathOf(prefix, fs, platform);
    if (!ancestor.ok) {
      if (isAbsent(ancestor.errno)) continue;
      return target;
    }
    if (depth === target.segments.length) return ancestor.value;
    const next = joinSegments(prefix, [target.segments[depth]]);
    const rest = target.segments.slice(depth + 1);
    const nextText = hops > 0 && (await isSymlink(next, fs, platform)) ? await readLink(next, fs, platform) : undefined;
    if (nextText !== undefined) {
      const further = await whereLinkLeads(nextText, ancestor.value, fs, platform, hops - 1);
      return further ? joinSegments(further, rest) : undefined;
    }
    return joinSegments(ancestor.value, target.segments.slice(depth));
  }
  return target;
}
