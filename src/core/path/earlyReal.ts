// The realpath of where a path lands lexically, asked beside the workspace folders' own realpaths
// instead of after them: each answer of the filesystem costs the editor's extension host a turn
// of its event loop (other queued work runs first), and the two questions do not depend on each
// other. Only a path that lands inside a folder's given form is asked about early, and the answer
// is used only when the jail then asks for exactly that path; otherwise it asks again.
import type { FsPort, Platform, WorkspaceRoot } from '../platform';
import { attemptFs, type FsAttempt } from '../platform';
import type { ParsedPath } from './lexical';
import { formatAbsolute, joinSegments, segmentsBelow, splitTrustedAbsolute } from './segments';

/** A realpath asked before the jail knew it would need it: the path asked about and the answer. */
export interface EarlyRealpath {
  path: string;
  answer: FsAttempt<string>;
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

export async function askRealpathEarly(path: string | undefined, fs: FsPort): Promise<EarlyRealpath | undefined> {
  if (path === undefined) return undefined;
  return { path, answer: await attemptFs(() => fs.realpath(path)) };
}
