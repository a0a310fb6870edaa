// The realpath and the stat of where a path lands lexically, asked beside the workspace folders'
// own realpaths instead of after them: each answer of the filesystem costs the editor's extension
// host a turn of its event loop (other queued work runs first), and these questions do not depend
// on each other. Both only look up metadata along the same links (a realpath stats what the path
// leads to as well); no content is read before the jail admits the file. Only a path that lands
// inside a folder's given form is looked up early, and the answers are used only when the jail
// then asks about exactly that path; otherwise it asks again.
import { attemptFs, type FileInfo, type FsAttempt, type FsPort, type Platform, type WorkspaceRoot } from '../platform';
import type { ParsedPath } from './lexical';
import { formatAbsolute, joinSegments, segmentsBelow, splitTrustedAbsolute } from './segments';

/** What was asked about a path before the jail knew it would need it. */
export interface EarlyLookup {
  path: string;
  real: FsAttempt<string>;
  /** The stat of the path (what it leads to); absent when not asked. */
  info?: FsAttempt<FileInfo>;
}

/**
 * The path the jail will realpath, when it is clear without the filesystem: a relative path with
 * one folder, or an absolute path inside a folder's given form. Undefined otherwise (several
 * folders decide by what exists; an absolute path outside every given form is never touched).
 */
export function lexicalLanding(parsed: ParsedPath, roots: readonly WorkspaceRoot[], platform: Platform): string | undefined {
  if (parsed.kind === 'relative') {
    const only = roots.length === 1 ? splitTrustedAbsolute(roots[0].path, platform) : undefined;
    return only && formatAbsolute(joinSegments(only, parsed.segments), platform);
  }
  const path = { prefix: parsed.prefix, segments: parsed.segments };
  const inside = roots.some((root) => {
    const base = splitTrustedAbsolute(root.path, platform);
    return base !== undefined && segmentsBelow(base, path, platform) !== undefined;
  });
  return inside ? formatAbsolute(path, platform) : undefined;
}

/** `withInfo`: stat it too (when the file checks will run). */
export async function lookUpEarly(path: string | undefined, fs: FsPort, withInfo: boolean): Promise<EarlyLookup | undefined> {
  if (path === undefined) return undefined;
  const [real, info] = await Promise.all([attemptFs(() => fs.realpath(path)), withInfo ? attemptFs(() => fs.stat(path)) : undefined]);
  return info ? { path, real, info } : { path, real };
}
