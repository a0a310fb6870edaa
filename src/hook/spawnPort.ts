// child_process for the installer and doctor, loaded by the hook's program only for those commands
// (a dynamic import of this file alone: loading child_process would cost every hook event
// milliseconds, and a dynamic import of modules the hook shares would keep esbuild from dropping
// what the hook never uses).
export { spawnSync } from 'node:child_process';
