// FNV-1a 64 of an all-ASCII text in WebAssembly: the same value as the fingerprint's JavaScript
// loop, which in a process that starts for one event (the hook) runs mostly in V8's interpreter,
// a few milliseconds for a file of a few thousand lines. The text is copied to the module's memory
// as UTF-8 (one native call); an ASCII text's bytes are its UTF-16 code units, so hashing the bytes
// as units gives the same value. A text with any other character, or a host without WebAssembly
// (Node's --jitless), is left to the JavaScript loop: this never gives another answer, only
// none.

/** The part of the WebAssembly API used here (ES2022's library does not declare it). */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: Record<string, Record<string, unknown>>) => { exports: Record<string, unknown> };
  Memory: new (descriptor: { initial: number }) => { buffer: ArrayBuffer };
}

/**
 * The module: f(from, to) hashes the bytes memory[from, to) as 16-bit units and stores the 64-bit
 * state at address 0, little-endian. As text:
 *   (module
 *     (import "m" "m" (memory 1))
 *     (func (export "f") (param $from i32) (param $to i32) (local $h i64)
 *       (local.set $h (i64.const 0xcbf29ce484222325))
 *       (block $done (loop $next
 *         (br_if $done (i32.ge_u (local.get $from) (local.get $to)))
 *         (local.set $h (i64.mul (i64.xor (local.get $h) (i64.load8_u (local.get $from))) (i64.const 0x100000001b3)))
 *         (local.set $from (i32.add (local.get $from) (i32.const 1)))
 *         (br $next)))
 *       (i64.store (i32.const 0) (local.get $h))))
 */
const FNV_MODULE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // "\0asm", version 1
  0x01, 0x06, 0x01, 0x60, 0x02, 0x7f, 0x7f, 0x00, // types: (i32, i32) -> ()
  0x02, 0x08, 0x01, 0x01, 0x6d, 0x01, 0x6d, 0x02, 0x00, 0x01, // imports: "m" "m", a memory of at least 1 page
  0x03, 0x02, 0x01, 0x00, // functions: one, of type 0
  0x07, 0x05, 0x01, 0x01, 0x66, 0x00, 0x00, // exports: "f", function 0
  0x0a, 0x41, 0x01, 0x3f, 0x01, 0x01, 0x7e, // code: one body of 63 bytes, one i64 local
  0x42, 0xa5, 0xc6, 0x88, 0xa1, 0xc8, 0x9c, 0xa7, 0xf9, 0x4b, 0x21, 0x02, // h = offset basis
  0x02, 0x40, 0x03, 0x40, // block, loop
  0x20, 0x00, 0x20, 0x01, 0x4f, 0x0d, 0x01, // br_if (from >= to) out of the block
  0x20, 0x02, 0x20, 0x00, 0x31, 0x00, 0x00, 0x85, // h ^ load8_u(from)
  0x42, 0xb3, 0x83, 0x80, 0x80, 0x80, 0x20, 0x7e, 0x21, 0x02, // h = that * FNV prime
  0x20, 0x00, 0x41, 0x01, 0x6a, 0x21, 0x00, // from += 1
  0x0c, 0x00, 0x0b, 0x0b, // br loop; end loop; end block
  0x41, 0x00, 0x20, 0x02, 0x37, 0x03, 0x00, 0x0b, // i64.store at 0; end
]);
/** Where the text starts in memory: the state takes the first 8 bytes. */
const TEXT_AT = 8;
const PAGE = 65536;

let compiled: object | null | undefined;
let encoder: InstanceType<typeof TextEncoder> | undefined;

/** The fingerprint's 16 hex digits, or undefined when the text is not all ASCII or WebAssembly cannot run it. */
export function asciiFnv1a64(text: string): string | undefined {
  const wasm = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
  if (wasm === undefined) return undefined;
  if (compiled === undefined) {
    try {
      compiled = new wasm.Module(FNV_MODULE);
    } catch {
      compiled = null; // WebAssembly present but not allowed to compile: never tried again
    }
  }
  if (compiled === null) return undefined;
  try {
    const memory = new wasm.Memory({ initial: Math.ceil((TEXT_AT + text.length) / PAGE) });
    encoder ??= new TextEncoder();
    const { read, written } = encoder.encodeInto(text, new Uint8Array(memory.buffer, TEXT_AT, text.length));
    if (read !== text.length || written !== text.length) return undefined;
    const hash = new wasm.Instance(compiled, { m: { m: memory } }).exports.f as (from: number, to: number) => void;
    hash(TEXT_AT, TEXT_AT + text.length);
    const state = new DataView(memory.buffer, 0, TEXT_AT);
    return hex8(state.getUint32(4, true)) + hex8(state.getUint32(0, true));
  } catch {
    return undefined; // no memory for this text: the JavaScript loop hashes it
  }
}

function hex8(word: number): string {
  return word.toString(16).padStart(8, '0');
}
