// The commands of `guarded-edit`, in the order `guarded-edit --help` lists them.
import { hook, mcp } from './bundles';
import type { Command } from './command';
import { doctor } from './doctor';
import { history } from './history';
import { install } from './install';
import { undo } from './undo';

export type { Command } from './command';

export const COMMANDS: readonly Command[] = [mcp, hook, install, doctor, history, undo];
