// The read gate fingerprints every edited document (before and after), so its hash must cost
// about one pass over the text. Prints `name: value` lines, ratios measured in one run.
import { fingerprint } from '../src/core/gate';

const line = 'const value_12345 = computeSomething(alpha, beta, gamma); // ünïcødé\n';
const text = line.repeat(Math.ceil(6_000_000 / line.length));
let sink = 0;

function fastest(run: () => void, times = 7): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < times; i++) {
    const start = process.hrtime.bigint();
    run();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6);
  }
  return best;
}

const onePass = () => { for (let i = 0; i < text.length; i++) sink = (sink + text.charCodeAt(i)) | 0; };
const hashing = () => { sink ^= fingerprint(text).length; };
fastest(onePass, 3);
fastest(hashing, 3);
const passMs = fastest(onePass);
const hashMs = fastest(hashing);
console.log(`fingerprint_text_chars: ${text.length}`);
console.log(`fingerprint_one_pass_ms: ${passMs.toFixed(2)}`);
console.log(`fingerprint_ms: ${hashMs.toFixed(2)}`);
console.log(`fingerprint_vs_one_pass: ${(hashMs / passMs).toFixed(2)}`);
console.log(`fingerprint_sink: ${sink}`);
