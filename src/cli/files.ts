// Reading an agent's file that may not be there (yet).
import { readFileSync } from 'node:fs';

/** The file's text, or undefined when it (or a folder on its path) is not there. */
export function readIfThere(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}
