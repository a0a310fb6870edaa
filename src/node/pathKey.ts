// A short name for a file's path, to keep things of one copy apart from another's in a cache folder
// (the hook's compiled code, the native parser's verdict): FNV-1a 32 over the UTF-16 code units. A
// name, not a guard: what is kept under it carries its own stamp.

export function pathKey(path: string): string {
  let hash = 0x811c9dc5;
  // Bounded by the path's length.
  for (let i = 0; i < path.length; i++) hash = Math.imul(hash ^ path.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}
