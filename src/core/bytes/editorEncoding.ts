// The encodings an editor names (VS Code's files.encoding ids) as the ones we can keep exactly,
// and the check of text to be written against them.
import { guardedError, plural, type GuardedError } from '../errors';
import { checkTextForEncoding, encodingName, type FileEncoding } from './codec';
import { singleByteFor, type SingleByteEncoding } from './singleByte';

export type KeptEncoding =
  | { kind: 'unicode'; encoding: FileEncoding; bom: boolean }
  | { kind: 'single'; encoding: SingleByteEncoding }
  | { kind: 'unsupported'; id: string };

/** VS Code's id of an encoding (`utf8`, `utf8bom`, `utf16le`, `iso88591`, ...) as what we can keep. */
export function keptEncoding(id: string): KeptEncoding {
  switch (id.toLowerCase()) {
    case 'utf8': return { kind: 'unicode', encoding: 'utf8', bom: false };
    case 'utf8bom': return { kind: 'unicode', encoding: 'utf8', bom: true };
    case 'utf16le': return { kind: 'unicode', encoding: 'utf16le', bom: true };
    case 'utf16be': return { kind: 'unicode', encoding: 'utf16be', bom: true };
    case 'iso88591': case 'latin1': return { kind: 'single', encoding: 'iso88591' };
    case 'windows1252': case 'cp1252': return { kind: 'single', encoding: 'windows1252' };
    default: return { kind: 'unsupported', id };
  }
}

export function editorEncodingName(id: string): string {
  const kept = keptEncoding(id);
  if (kept.kind === 'unicode') return kept.encoding === 'utf8' && kept.bom ? 'UTF-8 with BOM' : encodingName(kept.encoding);
  if (kept.kind === 'single') return kept.encoding === 'iso88591' ? 'ISO 8859-1 (Latin-1)' : 'Windows-1252';
  return kept.id;
}

const MAX_NAMED = 5;

/**
 * Errors for text to be written into a document of encoding `id`: characters the encoding cannot
 * hold (named, at most a few), a lone surrogate, a CR outside CRLF. `label` names the text, e.g.
 * "Edit 2 of 3's new_string". In an encoding we do not keep, only ASCII is sure to be held.
 */
export function checkTextForEditorEncoding(text: string, id: string, label: string): GuardedError[] {
  const kept = keptEncoding(id);
  const errors = checkTextForEncoding(text, kept.kind === 'unicode' ? kept.encoding : 'utf8', label);
  if (errors.length > 0 || kept.kind === 'unicode') return errors;
  if (kept.kind === 'unsupported') return unsupportedText(text, kept.id, label);
  const named = new Map<number, number>();
  let count = 0;
  let first = -1;
  for (let i = 0; i < text.length; i++) {
    if (singleByteFor(text.charCodeAt(i), kept.encoding) !== undefined) continue;
    const point = text.codePointAt(i) ?? 0;
    if (point > 0xffff) i++;
    count++;
    if (first < 0) first = i;
    if (named.size < MAX_NAMED && !named.has(point)) named.set(point, i);
  }
  if (count === 0) return [];
  const list = [...named.keys()].map((p) => `"${String.fromCodePoint(p)}" (U+${p.toString(16).toUpperCase().padStart(4, '0')})`).join(', ');
  const name = editorEncodingName(id);
  return [guardedError(
    'UNENCODABLE_TEXT',
    `${label} has ${plural(count, 'character')} that ${name}, the file's encoding, cannot hold: ${list}${named.size < count && count > MAX_NAMED ? ', ...' : ''} (first at character ${first + 1}); saving would write them as "?".`,
    [],
    `Leave those characters out or write them in a form the file's language allows (an escape such as \\u20AC or &euro;), or ask the person to save the file as UTF-8 ("Save with Encoding"), then call again.`,
  )];
}

/** Every encoding an editor offers holds ASCII; anything else we cannot check in an encoding we do not keep. */
function unsupportedText(text: string, id: string, label: string): GuardedError[] {
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) < 0x80) continue;
    return [guardedError(
      'UNSUPPORTED_ENCODING',
      `${label} has a character outside ASCII (${JSON.stringify(String.fromCodePoint(text.codePointAt(i) ?? 0))} at character ${i + 1}), and the file is in ${id}, which Guarded Edit cannot check characters against; it might be saved as "?".`,
      [],
      'Write the text in ASCII (for example with escapes the file\'s language allows), or ask the person to make this change, then call again.',
    )];
  }
  return [];
}
