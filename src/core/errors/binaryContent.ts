// Text that would make a text file binary by our own rule: a file with a NUL byte is binary
// (BINARY_FILE), so a new_string or a file's content holding one is refused before it is written.
import { guardedError, type GuardedError, type InputPath } from './catalog';

export function hasNul(text: string): boolean {
  return text.includes('\u0000');
}

/** BINARY_CONTENT for a field that holds NUL, naming where (the character's offset). */
export function binaryContentError(field: string, path: InputPath, text: string, label = ''): GuardedError {
  return guardedError(
    'BINARY_CONTENT',
    `${label ? `${label}: ` : ''}${field} contains a NUL character (at character ${text.indexOf('\u0000') + 1}), which would make the file binary; binary files are not edited. Nothing was changed.`,
    path,
    `Remove the NUL character (\\u0000) from ${field}; if the file must hold binary data, it is not a text file to edit with these tools.`,
  );
}
