// When a path is refused because nothing is there (FILE_NOT_FOUND), it leads outside the workspace
// (OUTSIDE_WORKSPACE) or names a folder (NOT_A_FILE), name the file that was most likely meant:
// the path without surrounding quotes or spaces, the same tail under a workspace folder (a path
// from another machine or checkout), or a file of the same name elsewhere in the workspace (a
// bounded search). Every suggestion is itself resolved through the jail, so none leads outside.
import { guardedError, type GuardedError, quote } from '../errors';
import type { FsPort, Platform, WorkspaceRoot } from '../platform';
import { type JailOptions, parsePathInput, resolveTarget } from '../path';

/** Entries the same-name search reads across all folders before it stops and says so. */
export const MAX_SEARCHED_ENTRIES = 5000;
/** Files of the same name listed at most. */
const MAX_SAME_NAME = 5;
/** Tails tried at most (one jail resolution each). */
const MAX_TAILS = 8;
/** Segments followed at most when letter case is ignored (one folder listing each). */
const MAX_WALKED_SEGMENTS = 32;
/** Folders never searched: large, generated, or not the project's own files. */
const SKIPPED_FOLDERS = new Set(['.git', 'node_modules', '.hg', '.svn']);
const DIAGNOSED = new Set(['FILE_NOT_FOUND', 'OUTSIDE_WORKSPACE', 'NOT_A_FILE']);

export interface PathScene {
  roots: readonly WorkspaceRoot[];
  fs: FsPort;
  platform: Platform;
  options: JailOptions;
}

/** What was most likely meant, and why. */
export interface PathSuggestion {
  cause: 'surrounding_quotes' | 'same_tail' | 'path_case' | 'other_extension' | 'same_name' | 'file_in_folder';
  /** Display paths that exist, best first. */
  paths: string[];
  /** For same_name: the search stopped before reading every folder. */
  stoppedAfter?: number;
}

/** The path errors with a suggestion added where one is found; others unchanged. */
export async function diagnosePathErrors(errors: readonly GuardedError[], raw: string, scene: PathScene): Promise<GuardedError[]> {
  if (!errors.some((e) => DIAGNOSED.has(e.code))) return [...errors];
  const suggestion = await suggestPath(raw, errors.some((e) => e.code === 'NOT_A_FILE'), scene);
  if (!suggestion) return [...errors];
  return errors.map((e) => (DIAGNOSED.has(e.code) ? withSuggestion(e, raw, suggestion) : e));
}

export async function suggestPath(raw: string, isFolder: boolean, given: PathScene): Promise<PathSuggestion | undefined> {
  const scene = withListingCache(given);
  const cleaned = raw.trim().replace(/^(['"`])(.*)\1$/s, '$2').trim();
  if (cleaned !== raw && cleaned.length > 0) {
    const found = await existing(cleaned, scene);
    if (found) return { cause: 'surrounding_quotes', paths: [found] };
  }
  const segments = cleaned.replace(/^file:\/\/[^/]*/i, '').split(/[/\\]+/).filter((s) => s.length > 0 && s !== '.');
  if (isFolder) {
    const inside = await filesInFolder(cleaned, scene);
    if (inside) return inside;
  }
  // The longest tail first: "/home/me/proj/src/cart.py" -> "proj/src/cart.py", "src/cart.py", ...
  for (let drop = 1, tries = 0; drop < segments.length && tries < MAX_TAILS; drop++, tries++) {
    const tail = segments.slice(drop);
    if (tail.includes('..')) break;
    const found = await existing(tail.join('/'), scene);
    if (found) return { cause: 'same_tail', paths: [found] };
  }
  const name = segments.at(-1);
  if (name === undefined || isFolder) return undefined;
  const relative = relativeSegments(cleaned, segments, scene);
  if (relative) {
    const byCase = scene.platform.caseSensitive ? await walkIgnoringCase(relative, scene) : undefined;
    if (byCase && byCase.kind === 'file') {
      const found = await existing(byCase.path, scene);
      if (found) return { cause: 'path_case', paths: [found] };
    }
    const siblings = await otherExtensions(relative, scene);
    if (siblings.length > 0) return { cause: 'other_extension', paths: siblings };
  }
  return sameName(name, scene);
}

/** The scene with each folder listed at most once per suggestion (the searches below list the same folders). */
function withListingCache(scene: PathScene): PathScene {
  const readdir = scene.fs.readdir?.bind(scene.fs);
  if (!readdir) return scene;
  const listed = new Map<string, ReturnType<typeof readdir>>();
  const fs = Object.create(scene.fs) as FsPort;
  fs.readdir = (path) => {
    let entries = listed.get(path);
    if (!entries) {
      entries = readdir(path);
      listed.set(path, entries);
    }
    return entries;
  };
  return { ...scene, fs };
}

/** The path's segments below a workspace folder: as given when relative, without the folder's own when absolute inside it. */
function relativeSegments(cleaned: string, segments: readonly string[], scene: PathScene): string[] | undefined {
  if (segments.includes('..') || segments.length > MAX_WALKED_SEGMENTS) return undefined;
  const parsed = parsePathInput(cleaned, scene.platform);
  if (!parsed.ok) return undefined;
  if (parsed.parsed.kind !== 'absolute') return [...segments];
  const given = parsed.parsed.segments;
  for (const root of scene.roots) {
    const rootSegments = root.path.split(/[/\\]+/).filter((s) => s.length > 0);
    const same = (a: string, b: string) => (scene.platform.caseSensitive ? a === b : a.toLowerCase() === b.toLowerCase());
    if (rootSegments.length < given.length && rootSegments.every((s, i) => same(s, given[i]))) return given.slice(rootSegments.length);
  }
  return undefined;
}

/**
 * The entry each segment names in every workspace folder, its letter case ignored where no entry
 * has it exactly (a case-sensitive file system refuses "src/Cart.py" for "src/cart.py").
 */
interface WalkedEntry {
  /** As the jail reads it (display form). */
  path: string;
  abs: string;
  kind: string;
}

async function walkIgnoringCase(segments: readonly string[], scene: PathScene): Promise<WalkedEntry | undefined> {
  for (const root of scene.roots) {
    let folder = root.path.replace(/(?<![/\\])[/\\]+$/, '');
    const names: string[] = [];
    let kind = 'directory';
    for (const segment of segments) {
      if (kind !== 'directory') break;
      const entries = await listEntries(folder, scene);
      const entry = entries.find((e) => e.name === segment) ?? entries.find((e) => e.name.toLowerCase() === segment.toLowerCase());
      if (!entry) break;
      names.push(entry.name);
      kind = entry.kind;
      folder = joinPath(folder, entry.name, scene.platform);
    }
    if (names.length === segments.length) return { path: displayIn(root, names, scene), abs: folder, kind };
  }
  return undefined;
}

/** Files beside the named one with its name and another extension ("api.ts" for "api.js"), confirmed by the jail. */
async function otherExtensions(segments: readonly string[], scene: PathScene): Promise<string[]> {
  const name = segments[segments.length - 1];
  const stem = stemOf(name);
  if (stem.length === 0) return [];
  // The folder it names (its letter case ignored too), or each workspace folder for a bare name.
  const parent = segments.length === 1 ? undefined : await walkIgnoringCase(segments.slice(0, -1), scene);
  if (segments.length > 1 && parent?.kind !== 'directory') return [];
  const folders = parent ? [{ abs: parent.abs, display: (entry: string) => `${parent.path}/${entry}` }]
    : scene.roots.map((root) => ({ abs: root.path.replace(/(?<![/\\])[/\\]+$/, ''), display: (entry: string) => displayIn(root, [entry], scene) }));
  const found: string[] = [];
  for (const folder of folders) {
    for (const entry of await listEntries(folder.abs, scene)) {
      if (entry.kind !== 'file' || entry.name === name || stemOf(entry.name) !== stem) continue;
      const confirmed = await existing(folder.display(entry.name), scene);
      if (confirmed) found.push(confirmed);
      if (found.length >= MAX_SAME_NAME) return found;
    }
  }
  return found;
}

/** "api" for "api.js" and for "api"; "" for ".env". */
function stemOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? name : name.slice(0, dot);
}

/** A path below a workspace folder as the jail reads it: with the folder's name first when there are several. */
function displayIn(root: WorkspaceRoot, names: readonly string[], scene: PathScene): string {
  return (scene.roots.length > 1 ? [root.name, ...names] : names).join('/');
}

async function existing(path: string, scene: PathScene): Promise<string | undefined> {
  const resolved = await resolveTarget(path, scene.roots, scene.fs, scene.platform, scene.options);
  return resolved.ok && resolved.target.exists ? resolved.target.displayPath : undefined;
}

/** A folder was named: a file beside it with its name and an extension, or the files in it. */
async function filesInFolder(raw: string, scene: PathScene): Promise<PathSuggestion | undefined> {
  const parsed = parsePathInput(raw, scene.platform);
  if (!parsed.ok || parsed.parsed.segments.length === 0) return undefined;
  const { segments } = parsed.parsed;
  const name = segments[segments.length - 1];
  const parentSegments = segments.slice(0, -1);
  const candidates: string[] = [];
  for (const folder of absoluteForms(parsed.parsed.kind === 'absolute' ? parsed.parsed.prefix : undefined, parentSegments, scene)) {
    for (const entry of await listEntries(folder, scene)) {
      if (entry.kind === 'file' && entry.name.startsWith(`${name}.`)) candidates.push(joinPath(folder, entry.name, scene.platform));
    }
  }
  if (candidates.length === 0) {
    for (const folder of absoluteForms(parsed.parsed.kind === 'absolute' ? parsed.parsed.prefix : undefined, segments, scene)) {
      for (const entry of await listEntries(folder, scene)) {
        if (entry.kind === 'file') candidates.push(joinPath(folder, entry.name, scene.platform));
      }
    }
  }
  const confirmed: string[] = [];
  for (const path of candidates.slice(0, MAX_SAME_NAME)) {
    const found = await existing(path, scene);
    if (found) confirmed.push(found);
  }
  return confirmed.length > 0 ? { cause: 'file_in_folder', paths: confirmed } : undefined;
}

/** The absolute folder(s) a parsed path names: itself when absolute, else under each workspace folder. */
function absoluteForms(prefix: string | undefined, segments: readonly string[], scene: PathScene): string[] {
  const sep = scene.platform.sep;
  if (prefix !== undefined) return [prefix + segments.join(sep)];
  return scene.roots.map((r) => [r.path.replace(/(?<![/\\])[/\\]+$/, ''), ...segments].join(sep));
}

function joinPath(folder: string, name: string, platform: Platform): string {
  return folder.endsWith(platform.sep) ? folder + name : `${folder}${platform.sep}${name}`;
}

/** A folder's entries, or none. Only names are taken from here; every suggestion is jailed again. */
async function listEntries(folder: string, scene: PathScene): Promise<{ name: string; kind: string }[]> {
  if (!scene.fs.readdir) return [];
  try {
    return (await scene.fs.readdir(folder)).slice(0, MAX_SEARCHED_ENTRIES);
  } catch {
    return [];
  }
}

/** Breadth first through every workspace folder, stopping after MAX_SEARCHED_ENTRIES entries. */
async function sameName(name: string, scene: PathScene): Promise<PathSuggestion | undefined> {
  const readdir = scene.fs.readdir?.bind(scene.fs);
  if (!readdir) return undefined;
  const sep = scene.platform.sep;
  const several = scene.roots.length > 1;
  const wanted = scene.platform.caseSensitive ? name : name.toLowerCase();
  const found: string[] = [];
  const queue: { abs: string; display: string }[] = scene.roots.map((r) => ({ abs: r.path.replace(/(?<![/\\])[/\\]+$/, ''), display: several ? r.name : '' }));
  let entries = 0;
  let stopped = false;
  while (queue.length > 0 && found.length < MAX_SAME_NAME) {
    const folder = queue.shift();
    if (!folder) break;
    let listed: { name: string; kind: string }[];
    try {
      listed = await readdir(folder.abs);
    } catch {
      continue;
    }
    for (const entry of listed) {
      if (++entries > MAX_SEARCHED_ENTRIES) {
        stopped = true;
        break;
      }
      const display = folder.display === '' ? entry.name : `${folder.display}/${entry.name}`;
      if (entry.kind === 'directory' && !SKIPPED_FOLDERS.has(entry.name)) queue.push({ abs: `${folder.abs}${sep}${entry.name}`, display });
      else if (entry.kind === 'file' && (scene.platform.caseSensitive ? entry.name : entry.name.toLowerCase()) === wanted) found.push(display);
    }
    if (stopped) break;
  }
  const confirmed: string[] = [];
  for (const path of found.slice(0, MAX_SAME_NAME)) {
    const ok = await existing(path, scene);
    if (ok) confirmed.push(ok);
  }
  if (confirmed.length === 0 && !stopped) return undefined;
  return { cause: 'same_name', paths: confirmed, ...(stopped ? { stoppedAfter: MAX_SEARCHED_ENTRIES } : {}) };
}

function withSuggestion(error: GuardedError, raw: string, suggestion: PathSuggestion): GuardedError {
  const [best] = suggestion.paths;
  const list = suggestion.paths.map((p) => quote(p)).join(', ');
  const stopped = suggestion.stoppedAfter === undefined ? '' : ` (the search for files of that name stopped after ${suggestion.stoppedAfter} entries)`;
  let sentence: string;
  switch (suggestion.cause) {
    case 'surrounding_quotes':
      sentence = `file_path ${quote(raw)} has quotes or spaces around it; without them it is ${quote(best)}, which exists.`;
      break;
    case 'same_tail':
      sentence = `It looks like a path from another machine or checkout: ${quote(best)} exists in the workspace. Did you mean it?`;
      break;
    case 'path_case':
      sentence = `${quote(best)} exists and differs only in letter case (file names are case-sensitive here). Did you mean it?`;
      break;
    case 'other_extension':
      sentence = `${list} ${suggestion.paths.length === 1 ? 'has' : 'have'} the same name with another extension. Did you mean ${suggestion.paths.length === 1 ? 'it' : 'one of them'}?`;
      break;
    case 'file_in_folder':
      sentence = `It is a folder; ${suggestion.paths.length === 1 ? 'the file' : 'files'} ${list} ${suggestion.paths.length === 1 ? 'is' : 'are'} there.`;
      break;
    default:
      sentence = best === undefined
        ? `No file of that name was found elsewhere in the workspace${stopped}.`
        : `A file of the same name exists elsewhere in the workspace: ${list}${stopped}. Did you mean ${suggestion.paths.length === 1 ? 'it' : 'one of them'}?`;
  }
  const hint = best === undefined
    ? error.recovery_hint
    : `Call again with file_path ${JSON.stringify(best)}${suggestion.paths.length > 1 ? ' (or another of the paths listed)' : ''}. ${error.recovery_hint}`;
  return { ...guardedError(error.code, `${error.message} ${sentence}`, error.path, hint), ...(error.location ? { location: error.location } : {}) };
}
