// The processor time (user and system) of this process's finished children, from /proc/self/stat
// (Linux); undefined elsewhere. A child's time is counted once it has been waited for (spawnSync
// waits), with that of its own children it waited for (the shell's node). On a machine busy with
// other work a process's wall time grows with the others' load, its processor time much less: side
// by side, the two tell the hook's own cost from the machine's load.
import { readFileSync } from 'node:fs';

/** Linux reports these times in clock ticks of 10 ms (USER_HZ is 100). */
const TICK_MS = 10;

export function childrenCpuMs(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // After the name (in parentheses, which may hold spaces) come the fields from the 3rd on: cutime and cstime are the 16th and 17th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[13]) + Number(fields[14]);
    return Number.isFinite(ticks) ? ticks * TICK_MS : undefined;
  } catch {
    return undefined;
  }
}
