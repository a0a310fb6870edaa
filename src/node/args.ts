// One way every command line is read (node:util's parseArgs) and one way a bad argument is told:
// the word that is wrong, what was expected, then the command's usage; exit code 2. `--help`
// (or -h) anywhere asks for the usage.
import { parseArgs } from 'node:util';

export interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
}

export interface ArgsSpec {
  options: Readonly<Record<string, OptionSpec>>;
  /** How many positional arguments the command takes at most, and what one is called (for the message). */
  positionals: { max: number; name: string };
}

export type ArgsResult =
  | { kind: 'ok'; values: Record<string, string | boolean | undefined>; positionals: string[] }
  | { kind: 'help' }
  | { kind: 'bad'; problem: string };

/** Reads `argv` as `spec` says; the first problem found, worded for the person. */
export function readArgs(argv: readonly string[], spec: ArgsSpec): ArgsResult {
  if (argv.some((a) => a === '--help' || a === '-h')) return { kind: 'help' };
  const known = new Set(Object.keys(spec.options));
  // parseArgs' own messages name options in its words; ours name the word as written.
  for (const arg of argv) {
    if (arg === '--') break;
    if (!arg.startsWith('-') || arg === '-') continue;
    const name = arg.startsWith('--') ? arg.slice(2).split('=', 1)[0] : undefined;
    const short = name === undefined ? Object.entries(spec.options).find(([, o]) => o.short !== undefined && arg === `-${o.short}`) : undefined;
    if (name === undefined ? short === undefined : !known.has(name)) return { kind: 'bad', problem: `Unknown option ${arg}.` };
  }
  let parsed: { values: Record<string, string[] | boolean[] | undefined>; positionals: string[] };
  try {
    // Every option may come more than once, so that two different values are told, not one silently kept.
    const options = Object.fromEntries(Object.entries(spec.options).map(([name, o]) => [name, { ...o, multiple: true }]));
    parsed = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true }) as typeof parsed;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const option = /'(--?[^' ]+)/.exec(message)?.[1] ?? 'An option';
    if (message.includes('argument missing')) return { kind: 'bad', problem: `${option} needs a value.` };
    if (message.includes('does not take an argument')) return { kind: 'bad', problem: `${option} takes no value.` };
    return { kind: 'bad', problem: `${message}.` };
  }
  const values: Record<string, string | boolean | undefined> = {};
  for (const [name, list] of Object.entries(parsed.values)) {
    const distinct = [...new Set<string | boolean>(list ?? [])];
    if (distinct.length > 1) return { kind: 'bad', problem: `Give one --${name}; received ${distinct.map((v) => JSON.stringify(v)).join(' and ')}.` };
    values[name] = distinct[0];
  }
  const { positionals } = parsed;
  const { max, name } = spec.positionals;
  if (positionals.length > max) {
    const given = positionals.slice(0, max).map((p) => JSON.stringify(p)).join(' ');
    return { kind: 'bad', problem: max === 0 ? `${JSON.stringify(positionals[0])} is not an option of this command.` : `Give ${max === 1 ? 'one' : String(max)} ${name} at most; received ${JSON.stringify(positionals[max])} after ${given}.` };
  }
  return { kind: 'ok', values, positionals };
}
