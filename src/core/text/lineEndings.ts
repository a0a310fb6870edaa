// Line endings of edit strings: the model usually writes "\n"; the
// strings are read in the document's line ending before matching, and the document keeps its own.

export type Eol = '\n' | '\r\n';

/** Every CRLF as LF. Two strings equal under this are equal under either document line ending. */
export function toLf(value: string): string {
  return value.includes('\r\n') ? value.replace(/\r\n/g, '\n') : value;
}

/**
 * An edit string in the document's line ending. CRLF is first read as LF so that a CRLF string on
 * a CRLF document is not doubled to "\r\r\n".
 */
export function toDocumentEol(value: string, eol: Eol): string {
  const lf = toLf(value);
  return eol === '\n' || !lf.includes('\n') ? lf : lf.replace(/\n/g, '\r\n');
}
