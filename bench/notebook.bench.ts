// npm run bench: one cell edit of a 10,000-cell notebook (guarded_notebook_edit's whole core:
// parse, plan, write back, schema check) against one parse-and-serialize of the same notebook
// (JSON.parse, then JSON.stringify in Jupyter's layout), measured interleaved in one run.
import { planNotebookEdit, type NotebookEditPlan } from '../src/core/notebook';
import { figure, measureInterleaved } from './lib/measure';

const CELL_COUNT = 10_000;
/** Target: the edit within this many parse-and-serialize runs. */
const WITHIN_PARSE_AND_SERIALIZE = 3;

/** A notebook as Jupyter writes it: markdown, raw and code cells, stream outputs, a small image every 50th cell. */
function generatedNotebook(count: number): string {
  const image = Buffer.alloc(3000, 7).toString('base64');
  const cells = Array.from({ length: count }, (_, i) => {
    if (i % 10 === 0) return { cell_type: 'markdown', id: `c${i}`, metadata: {}, source: [`## Section ${i}\n`, '\n', `Notes on step ${i}.`] };
    if (i % 97 === 0) return { cell_type: 'raw', id: `c${i}`, metadata: {}, source: [`raw ${i}`] };
    const outputs: unknown[] = [{ name: 'stdout', output_type: 'stream', text: [`step ${i}\n`, `done ${i}\n`] }];
    if (i % 50 === 1) outputs.push({ data: { 'image/png': image, 'text/plain': ['<Figure size 640x480>'] }, metadata: {}, output_type: 'display_data' });
    return {
      cell_type: 'code', execution_count: i, id: `c${i}`, metadata: {}, outputs,
      source: [`x_${i} = compute(${i})\n`, `y_${i} = transform(x_${i}, scale=${i % 7})\n`, `print('step', ${i})`],
    };
  });
  const metadata = { kernelspec: { display_name: 'Python 3', language: 'python', name: 'python3' }, language_info: { name: 'python', version: '3.12.0' } };
  return `${JSON.stringify({ cells, metadata, nbformat: 4, nbformat_minor: 5 }, null, 1)}\n`;
}

function print(name: string, value: string | number): void {
  console.log(`${name}: ${value}`);
}

const text = generatedNotebook(CELL_COUNT);
const parseAndSerialize = (): number => `${JSON.stringify(JSON.parse(text), null, 1)}\n`.length;
const editOneCell = (): NotebookEditPlan => planNotebookEdit({
  text, displayPath: 'bench/generated.ipynb',
  edits: [{ op: 'edit', cell_id: 'c5003', old_string: 'scale=5', new_string: 'scale=6' }],
});

const [baseline, edit] = measureInterleaved<unknown>([parseAndSerialize, editOneCell], { warmups: 5, runs: 11 });
const plan = edit.result as NotebookEditPlan;
const right = plan.ok && plan.text === text.replace('y_5003 = transform(x_5003, scale=5)', 'y_5003 = transform(x_5003, scale=6)');
const ratio = edit.medianMs / baseline.medianMs;
print('notebook_cells', CELL_COUNT);
print('notebook_bytes', Buffer.byteLength(text, 'utf8'));
print('notebook_parse_and_serialize_ms', figure(baseline.medianMs));
print('notebook_cell_edit_ms', figure(edit.medianMs));
print('notebook_cell_edit_vs_parse_and_serialize', figure(ratio));
print('notebook_cell_edit_equals_expected', right ? 'yes' : 'NO');
const met = right && ratio <= WITHIN_PARSE_AND_SERIALIZE;
print(`target_notebook_cell_edit_within_${WITHIN_PARSE_AND_SERIALIZE}x_parse_and_serialize`, met ? 'met' : 'NOT MET');
if (!met) process.exitCode = 1;
