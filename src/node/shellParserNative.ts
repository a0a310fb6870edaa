// The shell parser's native engine: tree-sitter's Node-API runtime (the `tree-sitter` package's
// binary) and the bash grammar's (the `tree-sitter-bash` package's), the same grammar version as the
// WebAssembly engine, so the same trees. It loads in about a millisecond where the WebAssembly costs
// a hook start some 45 ms of compiling. The packages' own JavaScript wrapper finds its binary with
// node-gyp-build and builds a class per node type; this file loads the two binaries from the paths
// it is given and wraps only what the command analysis reads (core/shell's ShellNode).
import type { ShellNode, ShellParse } from '../core/shell';

/** The six numbers the runtime names a node by (its address and context), as its transfer array holds them. */
const FIELDS_PER_NODE = 6;

/** What this file uses of the runtime's binding (tree-sitter's src/*.cc). */
interface RuntimeBinding {
  Parser: new () => NativeParser;
  /** Node methods take the tree and read the node from the first six numbers of `nodeTransferArray`. */
  NodeMethods: Record<NodeMethod, (tree: NativeTree, argument?: string) => unknown>;
  /** Where a call that returns nodes writes them, six numbers each, in the order of its result. */
  nodeTransferArray: Uint32Array;
  /** Where a position call writes its row and column. */
  pointTransferArray: Uint32Array;
}
type NodeMethod = 'type' | 'startIndex' | 'endIndex' | 'startPosition' | 'endPosition' | 'isNamed' | 'isMissing' | 'hasError' | 'childCount' | 'children' | 'childrenForFieldName';
interface NativeParser {
  /** Returns undefined when the grammar's ABI is not one the runtime reads. */
  setLanguage(language: unknown): NativeParser | undefined;
  /** `input(index)`: the text from that UTF-16 index on (the runtime reads the text as UTF-16). */
  parse(input: (index: number) => string): NativeTree | null;
}
interface NativeTree {
  /** A node's type id with its six numbers in the transfer array, or null. */
  rootNode(): number | null;
}

function loadAddon(file: string): unknown {
  const module = { exports: {} as unknown };
  process.dlopen(module, file);
  return module.exports;
}

/** One parse's tree and its text; nodes select themselves in the runtime's transfer array before each call. */
class TreeView {
  constructor(
    readonly binding: RuntimeBinding,
    readonly tree: NativeTree,
    readonly text: string,
  ) {}

  /** The nodes a call returned (type ids, each with six numbers in the transfer array). */
  nodes(returned: unknown): ShellNode[] {
    if (!Array.isArray(returned)) throw new Error('the native shell parser returned no list of nodes');
    const transfer = this.binding.nodeTransferArray;
    const nodes: ShellNode[] = [];
    let offset = 0;
    for (const value of returned) {
      // The runtime writes six numbers for every node it returns by number (null: no node there).
      if (typeof value === 'number') nodes.push(new NativeNode(this, transfer.slice(offset, offset + FIELDS_PER_NODE)));
      offset += FIELDS_PER_NODE;
    }
    return nodes;
  }
}

class NativeNode implements ShellNode {
  readonly id: number;
  private cache: { type?: string; start?: number; end?: number; children?: ShellNode[] } = {};

  constructor(
    private readonly view: TreeView,
    private readonly fields: Uint32Array,
  ) {
    // The node's address in the runtime (two 32-bit halves): unique within its tree.
    this.id = fields[0] + fields[1] * 2 ** 32;
  }

  private call(method: NodeMethod, argument?: string): unknown {
    this.view.binding.nodeTransferArray.set(this.fields, 0);
    return this.view.binding.NodeMethods[method](this.view.tree, argument);
  }

  get type(): string {
    return (this.cache.type ??= this.call('type') as string);
  }

  get startIndex(): number {
    return (this.cache.start ??= this.call('startIndex') as number);
  }

  get endIndex(): number {
    return (this.cache.end ??= this.call('endIndex') as number);
  }

  get text(): string {
    return this.view.text.substring(this.startIndex, this.endIndex);
  }

  get startPosition(): { row: number } {
    this.call('startPosition');
    return { row: this.view.binding.pointTransferArray[0] };
  }

  get endPosition(): { row: number } {
    this.call('endPosition');
    return { row: this.view.binding.pointTransferArray[0] };
  }

  get isNamed(): boolean {
    return this.call('isNamed') === true;
  }

  get isMissing(): boolean {
    return this.call('isMissing') === true;
  }

  get hasError(): boolean {
    return this.call('hasError') === true;
  }

  get childCount(): number {
    return this.call('childCount') as number;
  }

  get children(): readonly ShellNode[] {
    return (this.cache.children ??= this.view.nodes(this.call('children')));
  }

  childrenForFieldName(fieldName: string): readonly ShellNode[] {
    return this.view.nodes(this.call('childrenForFieldName', fieldName));
  }
}

/**
 * Thrown for a text with a character beyond ASCII. The grammar's scanner classifies characters
 * with the C library's `iswalpha`/`iswspace`: the native binaries get the system's (glibc counts
 * `é` a letter, so `é=x cp a ../b` would read as an assignment before `cp`), the WebAssembly build
 * tree-sitter's own, ASCII only, as bash's names and blanks are. So the native engine reads ASCII
 * text only, and the caller reads any other with the WebAssembly engine: the same trees always.
 */
export class BeyondAscii extends Error {
  constructor() {
    super('the native shell parser reads ASCII text only');
  }
}

const BEYOND_ASCII = /[\u0080-\uffff]/;

/** A command every build of the grammar reads the same way: the engine is used only once it reads it so. */
const PROBE = { command: 'echo probe > out.txt', tree: 'program redirected_statement' };

/**
 * The engine from the two binaries (`runtime`: tree-sitter's, `grammar`: tree-sitter-bash's).
 * Throws when either does not load here (another platform or C library, a missing or damaged
 * file) or the pair does not read the probe command as it should: the caller falls back to the
 * WebAssembly engine.
 */
export function loadNativeShellParser(files: { runtime: string; grammar: string }): ShellParse {
  const binding = loadAddon(files.runtime) as RuntimeBinding;
  const grammar = loadAddon(files.grammar);
  if (typeof binding.Parser !== 'function' || typeof binding.NodeMethods !== 'object') throw new Error(`${files.runtime} is not tree-sitter's runtime`);
  const parser = new binding.Parser();
  if (parser.setLanguage(grammar) === undefined) throw new Error(`${files.grammar} is not a grammar the runtime ${files.runtime} reads`);
  const parse = <T>(command: string, use: (root: ShellNode) => T): T => {
    if (BEYOND_ASCII.test(command)) throw new BeyondAscii();
    const tree = parser.parse((index) => command.slice(index));
    if (tree === null) throw new Error('the shell parser returned no tree');
    const view = new TreeView(binding, tree, command);
    const [root] = view.nodes([tree.rootNode()]);
    if (root === undefined) throw new Error('the shell parser returned a tree without a root');
    return use(root);
  };
  const probe = parse(PROBE.command, (root) => [root.type, ...root.children.map((child) => child.type)].join(' '));
  if (probe !== PROBE.tree) throw new Error(`the native shell parser read "${PROBE.command}" as ${probe}`);
  return parse;
}
