// The diagnosis corpus: failed calls as models make them, over the realistic files in files/
// (Python with 4 spaces, Go with tabs, TypeScript, YAML, Markdown, a CRLF C# file, JSON). Each
// case names the code, the cause and the lines of the real text it expects, and the corrected
// value where one exists. Blocks are cut from the files by their text, never by the code under test.
import { LANGUAGE_CASES } from './languages';
import { MOVED_CASES } from './moved';
import { changedCase, differingCase, elidedCase, escapedCase, pathCase, prefixCase, sequentialCase, staleCase, type CorpusCase } from './helpers';

const PY = 'src/cart.py';
const GO = 'cmd/server/main.go';
const TS = 'src/userService.ts';
const YAML = 'config/deploy.yaml';
const MD = 'docs/guide.md';
const CS = 'Billing/Invoice.cs';
const JSON_FILE = 'config/settings.json';

const lf = (text: string) => text.replace(/\n/g, '\\n');
const tabs = (text: string) => text.replace(/\n/g, '\\n').replace(/\t/g, '\\t');
const quotes = (text: string) => text.replace(/"/g, '\\"');
const json = (text: string) => JSON.stringify(text);
const nbsp = (text: string) => text.replace(' = ', ' =\u00a0');
const smartDouble = (text: string) => text.replace(/"([^"]*)"/, '\u201c$1\u201d');
const smartSingle = (text: string) => text.replace(/'([^']*)'/, '\u2018$1\u2019');
const zeroWidth = (text: string) => text.replace('renamed', 're\u200bnamed');
const upperFirstWord = (text: string) => text.replace(/[a-z]+/, (w) => w.toUpperCase());
const dedent = (text: string) => {
  const lines = text.split('\n');
  const indent = lines[0].length - lines[0].trimStart().length;
  return lines.map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length))).join('\n');
};
const tabsToSpaces = (text: string) => text.replace(/\t/g, '    ');
const spacesTo2 = (text: string) => text.replace(/^((?: {4})+)/gm, (m) => ' '.repeat(m.length / 2));
const trailing = (text: string) => text.replace(/\n/, '  \n');
const doubleSpace = (text: string) => text.replace(/(\S) (\S)/, '$1  $2');

export { FILES_DIR, type Cause, type CorpusCase } from './helpers';

const FIRST_ROUND: CorpusCase[] = [
  // Line-number prefixes, every common style, on several languages.
  prefixCase('py-total', PY, 'def total(self)', 3, 'ours'),
  prefixCase('py-add', PY, 'def add(self, item', 6, 'tab'),
  prefixCase('py-remove', PY, 'def remove(self', 4, 'arrow'),
  prefixCase('py-describe', PY, 'def describe(self)', 2, 'arrowBare'),
  prefixCase('go-handler', GO, 'func healthHandler', 5, 'ours'),
  prefixCase('go-main', GO, 'addr := os.Getenv', 4, 'arrow'),
  prefixCase('go-server', GO, 'srv := &http.Server{', 6, 'pipe'),
  prefixCase('ts-create', TS, 'create(email: string', 4, 'ours'),
  prefixCase('ts-get', TS, 'get(id: string): User', 6, 'colon'),
  prefixCase('ts-rename', TS, 'rename(id: string', 3, 'lcolon'),
  prefixCase('yaml-env', YAML, '- name: LOG_LEVEL', 2, 'ours'),
  prefixCase('yaml-resources', YAML, 'resources:', 4, 'pipeBare'),
  prefixCase('md-running', MD, '## Running locally', 5, 'arrow'),
  prefixCase('cs-addline', CS, 'public void AddLine', 4, 'ours'),
  prefixCase('cs-total', CS, 'public decimal Total()', 1, 'arrow'),
  prefixCase('json-features', JSON_FILE, '"features": {', 3, 'pipe'),
  prefixCase('json-payments', JSON_FILE, '"payments": {', 3, 'tab'),

  // Escaped text: literal \n, \t, \", a JSON-encoded string.
  escapedCase('py-lf', PY, 'def total(self)', 3, lf),
  escapedCase('py-json', PY, 'def remove(self', 3, json),
  escapedCase('go-tabs', GO, 'if addr == ""', 3, tabs),
  escapedCase('go-quotes', GO, 'mux.HandleFunc(', 1, quotes),
  escapedCase('ts-lf', TS, 'list(): User[]', 3, lf),
  escapedCase('ts-json', TS, 'export class UserNotFoundError', 4, json),
  escapedCase('yaml-lf', YAML, 'selector:', 3, lf),
  escapedCase('md-lf', MD, '## Troubleshooting', 3, lf),
  escapedCase('cs-lf', CS, 'if (amount <= 0)', 4, lf),
  escapedCase('json-quotes', JSON_FILE, '"provider": "stripe"', 1, quotes),
  escapedCase('json-lf-quotes', JSON_FILE, '"retry":', 1, (t) => lf(quotes(t))),
  escapedCase('go-json', GO, 'type health struct', 4, json),

  // Elided lines: "...", "…", and "existing code" comments in each language's comment style.
  elidedCase('py-hash', PY, 'def total(self)', 7, '        # ... existing code ...'),
  elidedCase('py-dots', PY, 'def add(self, item', 6, '        ...'),
  elidedCase('go-comment', GO, 'func main() {', 16, '\t// ... existing code ...'),
  elidedCase('go-ellipsis', GO, 'func healthHandler', 10, '\t…', 2),
  elidedCase('ts-comment', TS, 'export class UserService', 10, '  // ... rest of the class unchanged'),
  elidedCase('ts-block', TS, 'rename(id: string', 7, '    /* ... */'),
  elidedCase('yaml-hash', YAML, 'spec:', 12, '  # ...', 2),
  elidedCase('md-html', MD, '## Configuration', 6, '<!-- ... -->', 2),
  elidedCase('cs-comment', CS, 'public Invoice(string customerId', 5, '            // ... existing code ...'),
  elidedCase('json-dots', JSON_FILE, '"features": {', 5, '    ...'),

  // Edits written against each other's results.
  sequentialCase('py-rename', 'written_by_other_edit', PY, 's = Decimal("0")', 1,
    { old_string: 's = Decimal("0")', new_string: 'total = Decimal("0")' }, 'total = Decimal("0")'),
  sequentialCase('py-after', 'needs_other_edit', PY, 's = Decimal("0")', 1,
    { old_string: '        s = Decimal("0")', new_string: '        subtotal = Decimal("0")' }, 'subtotal = Decimal("0")\n        for it in self.items:'),
  sequentialCase('go-rename', 'written_by_other_edit', GO, 'addr = ":8080"', 1,
    { old_string: 'addr = ":8080"', new_string: 'addr = ":9090"' }, 'addr = ":9090"'),
  sequentialCase('ts-after', 'needs_other_edit', TS, 'this.emit(\'created\', user);', 1,
    { old_string: "this.emit('created', user);", new_string: "this.emit('user-created', user);" }, "this.emit('user-created', user);\n    return user;"),
  sequentialCase('yaml-written', 'written_by_other_edit', YAML, 'replicas: 3', 1,
    { old_string: 'replicas: 3', new_string: 'replicas: 5' }, 'replicas: 5'),
  sequentialCase('cs-after', 'needs_other_edit', CS, 'public decimal Total()', 1,
    { old_string: 'public decimal Total()', new_string: 'public decimal GrandTotal()' }, 'public decimal GrandTotal() => _lines'),
  sequentialCase('json-after', 'needs_other_edit', JSON_FILE, '"giftCards": false', 1,
    { old_string: '"giftCards": false', new_string: '"giftCards": true' }, '"giftCards": true,'),

  // Stale text: the file changed since the model read it.
  staleCase('py', PY, 'def remove(self', 3, (t) => t.replace('before', 'count_before')),
  staleCase('ts', TS, 'list(): User[]', 2, (t) => t.replace('sort((a, b)', 'sort((x, y)')),
  staleCase('go', GO, 'log.Printf("listening', 1, (t) => t.replace('listening on', 'serving on')),

  // Look-alike characters.
  changedCase('py-nbsp', 'typography', PY, 'before = len(self.items)', 1, nbsp),
  changedCase('py-smart', 'typography', PY, 'if self.discount_code ==', 1, smartDouble),
  changedCase('ts-smart-single', 'typography', TS, "import { EventEmitter }", 1, smartSingle),
  changedCase('ts-zero-width', 'typography', TS, 'const renamed = {', 1, zeroWidth),
  changedCase('go-smart', 'typography', GO, 'http.Error(w,', 1, smartDouble),
  changedCase('md-apostrophe', 'typography', MD, "Don't use the production", 1, (t) => t.replace("Don't", 'Don\u2019t')),
  changedCase('md-dash', 'typography', MD, 'docker compose up -d db', 1, (t) => t.replace(' -d', ' \u2013d')),
  changedCase('cs-smart', 'typography', CS, 'throw new ArgumentOutOfRangeException', 1, smartDouble),
  changedCase('yaml-nbsp', 'typography', YAML, 'image: registry', 1, (t) => t.replace('image: ', 'image:\u00a0')),
  changedCase('json-smart', 'typography', JSON_FILE, '"currency": "EUR"', 1, smartDouble),

  // Letter case.
  changedCase('py-case', 'letter_case', PY, 'def subtotal(self)', 2, upperFirstWord),
  changedCase('go-case', 'letter_case', GO, 'mux := http.NewServeMux()', 1, (t) => t.replace('NewServeMux', 'NewServemux')),
  changedCase('ts-case', 'letter_case', TS, 'throw new UserNotFoundError(id);', 1, (t) => t.replace('UserNotFoundError', 'UsernotFoundError')),
  changedCase('cs-case', 'letter_case', CS, 'public IReadOnlyList<InvoiceLine>', 1, (t) => t.replace('IReadOnlyList', 'IReadonlyList')),
  changedCase('md-case', 'letter_case', MD, '# Checkout service', 1, (t) => t.replace('Checkout service', 'Checkout Service')),

  // Indentation and whitespace.
  changedCase('py-dedent', 'indentation', PY, 'for existing in self.items:', 4, dedent),
  changedCase('py-2spaces', 'indentation', PY, 'def remove(self', 4, spacesTo2),
  changedCase('go-spaces', 'indentation', GO, 'if r.Method != http.MethodGet {', 4, tabsToSpaces),
  changedCase('go-dedent', 'indentation', GO, 'srv := &http.Server{', 6, dedent),
  changedCase('ts-dedent', 'indentation', TS, 'const user = this.users.get(id);', 5, dedent),
  changedCase('yaml-dedent', 'indentation', YAML, 'containers:', 3, dedent),
  changedCase('cs-dedent', 'indentation', CS, 'public void AddLine', 7, dedent),
  changedCase('json-dedent', 'indentation', JSON_FILE, '"paths": {', 3, dedent),
  changedCase('py-trailing', 'whitespace', PY, 'def add(self, item', 2, trailing),
  changedCase('ts-double', 'whitespace', TS, 'private readonly users', 1, doubleSpace),
  changedCase('go-trailing', 'whitespace', GO, 'log.Fatal(srv', 1, (t) => `${t}   `),
  changedCase('cs-double', 'whitespace', CS, 'IssuedAt = issuedAt;', 1, (t) => t.replace(' = ', '  =  ')),

  // The line that differs, when the first lines match.
  differingCase('py-typo', PY, 'def total(self)', 5, 3, 'subtotal', 'sub_total'),
  differingCase('go-typo', GO, 'func main() {', 8, 6, 'HandleFunc', 'Handle'),
  differingCase('ts-typo', TS, 'create(email: string', 6, 4, "'created'", "'create'"),
  differingCase('yaml-typo', YAML, 'env:', 7, 5, 'secretKeyRef', 'secretRef'),
  differingCase('cs-typo', CS, 'public void AddLine', 7, 6, '_lines.Add', '_items.Add'),
  differingCase('md-typo', MD, '1. Copy `.env.example`', 3, 2, 'go run ./cmd/server', 'go run .'),
  differingCase('json-typo', JSON_FILE, '"payments": {', 4, 3, '"attempts": 3', '"attempts": 5'),

  // An empty file.
  { id: 'empty-newline', file_path: 'src/empty.py', edits: [{ old_string: '\n', new_string: 'import os\n' }], expect: { code: 'OLD_STRING_NOT_FOUND', cause: 'empty_file' } },
  { id: 'empty-guess', file_path: 'src/empty.py', edits: [{ old_string: 'import os', new_string: 'import sys' }], expect: { code: 'OLD_STRING_NOT_FOUND', cause: 'empty_file' } },

  // Paths.
  pathCase('single-quotes', 'surrounding_quotes', 'FILE_NOT_FOUND', "'src/cart.py'", 'src/cart.py'),
  pathCase('double-quotes', 'surrounding_quotes', 'FILE_NOT_FOUND', '"config/deploy.yaml"', 'config/deploy.yaml'),
  pathCase('space', 'surrounding_quotes', 'FILE_NOT_FOUND', ' src/userService.ts', 'src/userService.ts'),
  pathCase('backticks', 'surrounding_quotes', 'FILE_NOT_FOUND', '`docs/guide.md`', 'docs/guide.md'),
  pathCase('home', 'same_tail', 'OUTSIDE_WORKSPACE', '/home/user/project/src/cart.py', 'src/cart.py'),
  pathCase('mac', 'same_tail', 'OUTSIDE_WORKSPACE', '/Users/dev/checkout/cmd/server/main.go', 'cmd/server/main.go'),
  pathCase('ci', 'same_tail', 'OUTSIDE_WORKSPACE', '/builds/acme/checkout/Billing/Invoice.cs', 'Billing/Invoice.cs'),
  pathCase('relative-prefix', 'same_tail', 'FILE_NOT_FOUND', 'checkout/config/settings.json', 'config/settings.json'),
  pathCase('name-py', 'same_name', 'FILE_NOT_FOUND', 'cart.py', 'src/cart.py'),
  pathCase('name-go', 'same_name', 'FILE_NOT_FOUND', 'main.go', 'cmd/server/main.go'),
  pathCase('name-cs', 'same_name', 'FILE_NOT_FOUND', 'src/Invoice.cs', 'Billing/Invoice.cs'),
  pathCase('name-yaml', 'same_name', 'FILE_NOT_FOUND', 'deploy/deploy.yaml', 'config/deploy.yaml'),
  pathCase('folder-module', 'file_in_folder', 'NOT_A_FILE', 'src/cart', 'src/cart.py'),
  pathCase('folder-docs', 'file_in_folder', 'NOT_A_FILE', 'docs', 'docs/guide.md'),
];

export const CASES: CorpusCase[] = [...FIRST_ROUND, ...LANGUAGE_CASES, ...MOVED_CASES];

export { MOVED_CASES };
