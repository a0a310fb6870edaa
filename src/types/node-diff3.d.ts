// The part of node-diff3 we use. Its own declarations are reachable only through package
// "exports", which this project's module resolution (node10) does not read.
declare module 'node-diff3' {
  export interface IDiffIndicesResult<T> {
    buffer1: [number, number];
    buffer1Content: T[];
    buffer2: [number, number];
    buffer2Content: T[];
  }
  export function diffIndices<T>(buffer1: T[], buffer2: T[]): IDiffIndicesResult<T>[];

  export interface MergeRegion<T> {
    ok?: T[];
    conflict?: { a: T[]; aIndex: number; b: T[]; bIndex: number; o: T[]; oIndex: number };
  }
  export function diff3Merge<T = string>(a: T[], o: T[], b: T[], options?: { excludeFalseConflicts?: boolean }): MergeRegion<T>[];
}
