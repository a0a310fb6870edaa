// Absolute paths as a prefix plus segments, compared segment by segment under the platform's
// rules. Containment is never a string-prefix test ("/ws-evil" is not inside "/ws"), and the
// running OS's `path` module is never used: the rules follow the `Platform` parameter.
import type { Platform } from '../platform';
import { windowsStart } from './windows';

export interface AbsolutePath {
  /** '/' on POSIX; 'C:\' or '\\server\share\' on Windows. */
  prefix: string;
  segments: string[];
}

/** Whether two names are the same under the platform's case rule (names are not Unicode-normalised). */
export function sameName(a: string, b: string, platform: Platform): boolean {
  return platform.caseSensitive ? a === b : a.toLowerCase() === b.toLowerCase();
}

/** A key equal for two paths exactly when they name the same path under the platform's case rule. */
export function pathKey(path: AbsolutePath, platform: Platform): string {
  const text = [path.prefix, ...path.segments].join('\u0000');
  return platform.caseSensitive ? text : text.toLowerCase();
}

/** The segments of `target` below `base`, or undefined when `target` is not `base` or inside it. */
export function segmentsBelow(base: AbsolutePath, target: AbsolutePath, platform: Platform): string[] | undefined {
  if (!sameName(base.prefix, target.prefix, platform)) return undefined;
  if (target.segments.length < base.segments.length) return undefined;
  for (let i = 0; i < base.segments.length; i += 1) {
    if (!sameName(base.segments[i], target.segments[i], platform)) return undefined;
  }
  return target.segments.slice(base.segments.length);
}

export function joinSegments(base: AbsolutePath, more: readonly string[]): AbsolutePath {
  return { prefix: base.prefix, segments: [...base.segments, ...more] };
}

export function formatAbsolute(path: AbsolutePath, platform: Platform): string {
  return path.prefix + path.segments.join(platform.windows ? '\\' : '/');
}

/**
 * Split an absolute path that comes from a trusted source (a workspace folder from VS Code, a
 * result of realpath). Undefined when it is not absolute or holds a '..' segment, so that a
 * surprising form fails closed instead of being compared loosely.
 */
export function splitTrustedAbsolute(path: string, platform: Platform): AbsolutePath | undefined {
  let prefix: string;
  let rest: string;
  if (platform.windows) {
    // realpath may answer in the verbatim form \\?\C:\x; read it as C:\x.
    const plain = path.replace(/^[\\/]{2}\?[\\/](?=[A-Za-z]:[\\/])/, '');
    const start = windowsStart(plain);
    if (start.kind !== 'drive' && start.kind !== 'unc') return undefined;
    prefix = start.prefix;
    rest = plain.slice(start.restStart);
  } else {
    if (!path.startsWith('/')) return undefined;
    prefix = '/';
    rest = path;
  }
  const segments = rest.split(platform.windows ? /[\\/]/ : '/').filter((s) => s !== '' && s !== '.');
  if (segments.includes('..')) return undefined;
  return { prefix, segments };
}

/**
 * Where a symbolic link's text points, as an absolute path (undefined for a form we do not read).
 * A relative text is read from the link's own folder. Its '..' segments are applied here because
 * this describes a link found on disk, not a path we were asked to use.
 */
export function resolveLinkText(linkFolder: AbsolutePath, text: string, platform: Platform): AbsolutePath | undefined {
  let base: AbsolutePath = linkFolder;
  let body = text;
  if (platform.windows) {
    const start = windowsStart(text);
    if (start.kind === 'drive' || start.kind === 'unc') {
      base = { prefix: start.prefix, segments: [] };
      body = text.slice(start.restStart);
    } else if (start.kind === 'rooted') {
      base = { prefix: linkFolder.prefix, segments: [] }; // \x: the root of the link's own drive
    } else if (start.kind !== 'relative') {
      return undefined;
    }
  } else if (text.startsWith('/')) {
    base = { prefix: '/', segments: [] };
  }
  const segments = [...base.segments];
  for (const segment of body.split(platform.windows ? /[\\/]/ : '/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return { prefix: base.prefix, segments };
}
