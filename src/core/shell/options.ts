// A command's words split into options and operands, as getopt-style programs read them: `--`
// ends the options, short options cluster (`-rf`), an option that takes a value takes the rest of
// its cluster or the next word, `--long=value` or `--long value` for the long ones that take one.
import type { Word } from './words';

export interface OptionSpec {
  /** Short options that take a value (`-t DIR`, `-tDIR`). */
  shortWithValue?: string;
  /** Long options that take a value as the next word when written without `=`. */
  longWithValue?: readonly string[];
}

export interface SplitWords {
  operands: Word[];
  /** Options by name (`-t`, `--target-directory`), each with its value when it takes one. */
  options: { name: string; value?: Word }[];
}

export function splitOptions(args: readonly Word[], spec: OptionSpec = {}): SplitWords {
  const operands: Word[] = [];
  const options: { name: string; value?: Word }[] = [];
  let ended = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const text = arg.value;
    if (ended || text === undefined || !text.startsWith('-') || text === '-') {
      operands.push(arg);
      continue;
    }
    if (text === '--') {
      ended = true;
      continue;
    }
    if (text.startsWith('--')) {
      const eq = text.indexOf('=');
      if (eq > 0) options.push({ name: text.slice(0, eq), value: { value: text.slice(eq + 1), text: arg.text } });
      else if (spec.longWithValue?.includes(text) === true && i + 1 < args.length) options.push({ name: text, value: args[++i] });
      else options.push({ name: text });
      continue;
    }
    for (let c = 1; c < text.length; c++) {
      const name = `-${text[c]}`;
      if (spec.shortWithValue?.includes(text[c]) === true) {
        const rest = text.slice(c + 1);
        if (rest !== '') options.push({ name, value: { value: rest, text: arg.text } });
        else if (i + 1 < args.length) options.push({ name, value: args[++i] });
        else options.push({ name });
        break;
      }
      options.push({ name });
    }
  }
  return { operands, options };
}

export function hasOption(split: SplitWords, ...names: string[]): boolean {
  return split.options.some((o) => names.includes(o.name));
}

export function optionValue(split: SplitWords, ...names: string[]): Word | undefined {
  return split.options.find((o) => names.includes(o.name))?.value;
}
