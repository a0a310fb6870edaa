// The files of the kill test: version k of file i is a recognisable line repeated to about 64 KB.
export const LINES_PER_FILE = 4000;

export function versionBytes(version: number, file: number): Buffer {
  return Buffer.from(`v${version} f${file} ${'.'.repeat(8)}\n`.repeat(LINES_PER_FILE));
}

export function versionOf(bytes: Uint8Array): number {
  const match = /^v(\d+) /.exec(Buffer.from(bytes.subarray(0, 32)).toString('latin1'));
  if (!match) throw new Error('not a version file');
  return Number(match[1]);
}
