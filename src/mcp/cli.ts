// The command line of the MCP server:
//   guarded-edit-mcp [--read-before-edit off|ask|require] [--max-file-size-mb N] [--allow-sensitive] FOLDER...
import { DEFAULT_MAX_FILE_BYTES } from '../core/path';

export type ReadBeforeEditMode = 'off' | 'ask' | 'require';

export interface ServerOptions {
  readBeforeEdit: ReadBeforeEditMode;
  maxFileBytes: number;
  /** Let changes to files on the confirm list through without asking. */
  allowSensitive: boolean;
  folders: string[];
}

const USAGE = `Usage: guarded-edit mcp [--read-before-edit off|ask|require] [--max-file-size-mb N] [--allow-sensitive] FOLDER...
       (also guarded-edit-mcp, or node dist/mcp.js)

A stdio MCP server with Guarded Edit's tools (guarded_multi_edit, guarded_multi_file_edit,
guarded_read_file, guarded_create_file, guarded_apply_patch, guarded_notebook_edit, guarded_undo,
guarded_history),
jailed to the FOLDERs (replaced by the client's roots when the client offers them).

  --read-before-edit off|ask|require  a file must be read with guarded_read_file before it is
                                      changed: "require" refuses otherwise, "ask" asks the person
                                      (through the client, when it can ask) and refuses if it cannot.
                                      Default: off.
  --max-file-size-mb N                files (and results) larger than N MB are refused. Default: 16.
  --allow-sensitive                   change files on the confirm list (.env*, .vscode/, agent and CI
                                      configuration, ...) without asking the person. Default: ask
                                      through the client, and refuse when it cannot ask.
  --help                              show this text.`;

export type ParsedArgs = { ok: true; options: ServerOptions } | { ok: false; help: boolean; message: string };

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const options: ServerOptions = { readBeforeEdit: 'off', maxFileBytes: DEFAULT_MAX_FILE_BYTES, allowSensitive: false, folders: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string | undefined => inline ?? argv[++i];
    switch (flag) {
      case '--help':
      case '-h':
        return { ok: false, help: true, message: USAGE };
      case '--read-before-edit': {
        const mode = value();
        if (mode !== 'off' && mode !== 'ask' && mode !== 'require') return bad(`--read-before-edit takes off, ask or require; received ${JSON.stringify(mode ?? '')}.`);
        options.readBeforeEdit = mode;
        break;
      }
      case '--max-file-size-mb': {
        const text = value();
        const mb = Number(text);
        if (text === undefined || text.trim() === '' || !Number.isFinite(mb) || mb <= 0) return bad(`--max-file-size-mb takes a number of megabytes above 0; received ${JSON.stringify(text ?? '')}.`);
        options.maxFileBytes = Math.round(mb * 1024 * 1024);
        break;
      }
      case '--allow-sensitive':
        if (inline !== undefined) return bad('--allow-sensitive takes no value.');
        options.allowSensitive = true;
        break;
      case '--':
        for (const item of argv.slice(i + 1)) options.folders.push(item);
        return { ok: true, options };
      default:
        if (arg.startsWith('-')) return bad(`Unknown option ${arg}.`);
        options.folders.push(arg);
    }
  }
  return { ok: true, options };
}

function bad(message: string): ParsedArgs {
  return { ok: false, help: false, message: `${message}\n\n${USAGE}` };
}
