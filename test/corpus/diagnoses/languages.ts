// The second round of the corpus: the same kinds of failed call in the other languages and formats
// models edit (Rust, TOML, Java, Kotlin, Swift, C, C++, Ruby, PHP, SQL, shell, JSON, JSX, HTML,
// CSS, Dockerfile, Makefile, TypeScript), and the kinds that first round missed: other line-number
// layouts, Markdown fences, diff markers, elisions in other words, HTML entities, \u escapes,
// letters of other scripts, paths whose case or extension differs.
import {
  changedCase, diffCase, differingCase, elidedCase, encodedCase, escapedCase, fenceCase, pathCase, prefixCase,
  sequentialCase, staleCase, trailingElidedCase, type CorpusCase,
} from './helpers';

const RS = 'services/ledger/src/lib.rs';
const TOML = 'services/ledger/Cargo.toml';
const JAVA = 'jvm/src/main/java/com/acme/checkout/OrderRepository.java';
const KT = 'mobile/src/main/kotlin/com/acme/checkout/PaymentViewModel.kt';
const SWIFT = 'ios/Checkout/PriceFormatter.swift';
const C = 'native/crc32.c';
const CPP = 'native/rate_limiter.cpp';
const RB = 'app/models/order.rb';
const PHP = 'web/src/Controller/CouponController.php';
const SQL = 'db/migrations/004_orders.sql';
const SH = 'scripts/deploy.sh';
const FR = 'web/locales/fr.json';
const JSX = 'web/src/components/CartSummary.jsx';
const HTML = 'web/public/index.html';
const CSS = 'web/src/styles/cart.css';
const DOCKER = 'Dockerfile';
const MAKE = 'Makefile';
const API = 'web/src/api/client.ts';

const entities = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const entitiesApos = (t: string) => entities(t).replace(/'/g, '&#39;');
const uEscapes = (t: string) => t.replace(/[^\x20-\x7e\n\t]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const swap = (from: string, to: string) => (t: string) => t.replace(from, to);
const lf = (t: string) => t.replace(/\n/g, '\\n');
const tabs = (t: string) => t.replace(/\n/g, '\\n').replace(/\t/g, '\\t');
const quotes = (t: string) => t.replace(/"/g, '\\"');
const json = (t: string) => JSON.stringify(t);
const smartDouble = (t: string) => t.replace(/"([^"]*)"/, '\u201c$1\u201d');
const dedent = (t: string) => {
  const lines = t.split('\n');
  const indent = lines[0].length - lines[0].trimStart().length;
  return lines.map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length))).join('\n');
};
const tabsToSpaces = (t: string) => t.replace(/\t/g, '    ');
const spacesTo2 = (t: string) => t.replace(/^((?: {4})+)/gm, (m) => ' '.repeat(m.length / 2));

const CYRILLIC_A = 'CYRILLIC SMALL LETTER A (U+0430)';
const CYRILLIC_IE = 'CYRILLIC SMALL LETTER IE (U+0435)';
const CYRILLIC_ER = 'CYRILLIC SMALL LETTER ER (U+0440)';
const CYRILLIC_O = 'CYRILLIC SMALL LETTER O (U+043E)';
const CYRILLIC_ES = 'CYRILLIC SMALL LETTER ES (U+0441)';
const GREEK_OMICRON = 'GREEK SMALL LETTER OMICRON (U+03BF)';

export const LANGUAGE_CASES: CorpusCase[] = [
  // Rust
  prefixCase('rs-post', RS, 'pub fn post(&mut self', 4, 'catSpaces'),
  prefixCase('rs-balance', RS, 'pub fn balance(&self', 3, 'pipePadded'),
  fenceCase('rs-open', RS, 'pub fn open(&mut self', 3, 'rust'),
  fenceCase('rs-display', RS, 'impl fmt::Display for LedgerError', 9, 'rust', true),
  diffCase('rs-difference', RS, 'let difference: i64', 4, 'hunk', 2),
  trailingElidedCase('rs-post-rest', RS, 'pub fn post(&mut self', 19, '        // rest of the function unchanged', 2),
  elidedCase('rs-impl', RS, 'impl Ledger {', 29, '    // ... rest unchanged'),
  encodedCase('rs-signature', 'html_entities', RS, 'pub fn post(&mut self', 1, entities),
  encodedCase('rs-cyrillic-a', 'typography', RS, 'self.balances.entry(id)', 1, swap('balances', 'b\u0430lances'), CYRILLIC_A),
  changedCase('rs-case', 'letter_case', RS, 'LedgerError::UnknownAccount(id) =>', 1, swap('UnknownAccount', 'Unknownaccount')),
  differingCase('rs-typo', RS, 'for p in &postings {', 4, 2, 'UnknownAccount', 'MissingAccount'),
  sequentialCase('rs-written', 'written_by_other_edit', RS, 'self.history.push', 1,
    { old_string: 'self.history.push(postings);', new_string: 'self.history.push(postings.clone());' }, 'self.history.push(postings.clone());'),

  // TOML
  prefixCase('toml-deps', TOML, '[dependencies]', 4, 'colonBare'),
  fenceCase('toml-release', TOML, '[profile.release]', 3, 'toml'),
  elidedCase('toml-package', TOML, '[package]', 6, '# ...'),
  escapedCase('toml-quotes', TOML, 'serde = { version', 1, quotes),
  changedCase('toml-spaces', 'whitespace', TOML, 'edition = "2021"', 1, swap(' = ', '  = ')),
  diffCase('toml-features', TOML, '[features]', 4, 'minus'),

  // Java
  prefixCase('java-find', JAVA, 'public Optional<Order> findById', 4, 'arrow'),
  prefixCase('java-open', JAVA, 'public List<Order> findOpen()', 3, 'catTab'),
  fenceCase('java-map', JAVA, 'private static Order map(ResultSet rs)', 7, 'java'),
  diffCase('java-while', JAVA, 'while (rs.next()) {', 3, 'hunk', 1),
  elidedCase('java-find', JAVA, 'public Optional<Order> findById', 12, '        /* ... */'),
  encodedCase('java-generics', 'html_entities', JAVA, 'public List<Order> findOpen()', 2, entities),
  encodedCase('java-greek-o', 'typography', JAVA, 'return Optional.empty();', 1, swap('Optional', 'Opti\u03bfnal'), GREEK_OMICRON),
  changedCase('java-dedent', 'indentation', JAVA, 'try (ResultSet rs = stmt.executeQuery())', 6, dedent),
  staleCase('java', JAVA, 'stmt.setLong(1, id);', 1, swap('setLong', 'setInt')),
  differingCase('java-typo', JAVA, 'private static Order map', 6, 4, '"total_cents"', '"total"'),

  // Kotlin
  prefixCase('kt-pay', KT, 'fun pay(amountCents: Long', 4, 'pipePadded'),
  fenceCase('kt-reset', KT, 'fun reset()', 3, 'kotlin'),
  fenceCase('kt-state', KT, 'sealed interface PaymentState', 6, 'kt', true),
  diffCase('kt-guard', KT, 'if (_state.value is PaymentState.Processing)', 3, 'hunk', 0),
  elidedCase('kt-pay', KT, 'fun pay(amountCents: Long', 12, '            // …', 2),
  escapedCase('kt-lf', KT, 'private val _state', 2, lf),
  changedCase('kt-smart', 'typography', KT, 'analytics.track("payment_finished"', 1, smartDouble),
  trailingElidedCase('kt-launch', KT, 'viewModelScope.launch {', 8, '            // rest unchanged'),

  // Swift
  prefixCase('swift-format', SWIFT, 'func format(cents: Int', 5, 'catSpaces'),
  fenceCase('swift-discount', SWIFT, 'func formatDiscount(percent: Double)', 4, 'swift'),
  diffCase('swift-lock', SWIFT, 'lock.lock()', 3, 'minus'),
  elidedCase('swift-formatter', SWIFT, 'private func formatter(for currency', 13, '        // ... existing code ...', 2),
  encodedCase('swift-arrow', 'html_entities', SWIFT, 'func format(cents: Int', 1, entities),
  encodedCase('swift-cyrillic-e', 'typography', SWIFT, 'formatter.numberStyle = .currency', 1, swap('numberStyle', 'numb\u0435rStyle'), CYRILLIC_IE),
  escapedCase('swift-quotes', SWIFT, 'return formatter.string(from: amount)', 1, quotes),
  changedCase('swift-case', 'letter_case', SWIFT, 'static let shared = PriceFormatter()', 1, swap('PriceFormatter()', 'priceFormatter()')),

  // C
  prefixCase('c-build', C, 'static void build_table(void)', 3, 'tab'),
  prefixCase('c-update', C, 'uint32_t crc32_update', 5, 'colon'),
  fenceCase('c-crc32', C, 'uint32_t crc32(const unsigned char', 4, 'c'),
  elidedCase('c-build', C, 'static void build_table(void)', 14, '    /* ... */', 2),
  encodedCase('c-shift', 'html_entities', C, 'crc = table[(crc ^ *buf++) & 0xFF]', 1, entities),
  diffCase('c-ready', C, 'if (!table_ready)', 4, 'hunk', 2),
  changedCase('c-2spaces', 'indentation', C, 'for (int k = 0; k < 8; k++)', 6, spacesTo2),
  differingCase('c-typo', C, 'uint32_t crc32_update', 8, 6, '(crc >> 8)', '(crc >> 4)'),

  // C++
  prefixCase('cpp-allow', CPP, 'bool RateLimiter::allow', 4, 'pipe'),
  fenceCase('cpp-size', CPP, 'std::size_t RateLimiter::size() const', 4, 'cpp'),
  fenceCase('cpp-bucket', CPP, 'struct Bucket {', 4, 'c++', true),
  diffCase('cpp-find', CPP, 'if (it == buckets_.end()) {', 4, 'hunk', 1),
  trailingElidedCase('cpp-allow', CPP, 'bool RateLimiter::allow', 18, '    // rest unchanged', 3),
  encodedCase('cpp-duration', 'html_entities', CPP, 'const std::chrono::duration<double> elapsed', 1, entities),
  encodedCase('cpp-cyrillic-er', 'typography', CPP, 'buckets_.emplace', 1, swap('emplace', 'em\u0440lace'), CYRILLIC_ER),
  sequentialCase('cpp-after', 'needs_other_edit', CPP, 'b.tokens -= 1.0;', 1,
    { old_string: 'b.tokens -= 1.0;', new_string: 'b.tokens -= cost;' }, 'b.tokens -= cost;\n    return true;'),

  // Ruby
  prefixCase('rb-paid', RB, 'def mark_paid!(payment_id)', 6, 'catTab'),
  prefixCase('rb-cancel', RB, 'def cancel!(reason:)', 6, 'pipePadded'),
  fenceCase('rb-total', RB, 'def total_cents', 3, 'ruby'),
  elidedCase('rb-paid', RB, 'def mark_paid!(payment_id)', 6, '    # ...'),
  diffCase('rb-scopes', RB, 'scope :open', 2, 'minus'),
  encodedCase('rb-lambda', 'html_entities', RB, 'scope :recent', 1, entities),
  changedCase('rb-case', 'letter_case', RB, 'validates :currency', 1, swap('presence', 'Presence')),
  sequentialCase('rb-written', 'written_by_other_edit', RB, 'STATUSES = %w[', 1,
    { old_string: 'STATUSES = %w[open paid shipped cancelled].freeze', new_string: 'STATUSES = %w[open paid shipped cancelled refunded].freeze' },
    'STATUSES = %w[open paid shipped cancelled refunded].freeze'),

  // PHP
  prefixCase('php-show', PHP, 'public function show(string $code)', 5, 'arrow'),
  fenceCase('php-create', PHP, 'public function create(Request $request)', 11, 'php'),
  fenceCase('php-route', PHP, "#[Route('/api/coupons/{code}'", 2, 'php', true),
  diffCase('php-find', PHP, '$coupon = $this->coupons->findOneByCode', 4, 'hunk', 0),
  elidedCase('php-show', PHP, 'public function show(string $code)', 13, '        // ...', 2),
  encodedCase('php-isset', 'html_entities', PHP, "if (!isset($data['code']", 1, entitiesApos),
  escapedCase('php-json', PHP, "return new JsonResponse(['error' => 'coupon not found'], 404);", 1, json),
  changedCase('php-dedent', 'indentation', PHP, "'code' => $coupon->getCode()", 3, dedent),

  // SQL
  prefixCase('sql-items', SQL, 'CREATE TABLE line_items (', 4, 'colon'),
  prefixCase('sql-view', SQL, 'CREATE VIEW order_totals AS', 4, 'catSpaces'),
  fenceCase('sql-index', SQL, 'CREATE INDEX line_items_order_id_idx', 2, 'sql'),
  elidedCase('sql-orders', SQL, 'CREATE TABLE orders (', 9, '    -- ...', 2),
  encodedCase('sql-partial', 'html_entities', SQL, 'CREATE INDEX orders_open_idx', 1, entitiesApos),
  diffCase('sql-items', SQL, 'CREATE TABLE line_items (', 7, 'hunk', 4),
  changedCase('sql-case', 'letter_case', SQL, 'GROUP BY o.id', 1, (t) => t.replace('GROUP BY', 'group by')),
  changedCase('sql-align', 'whitespace', SQL, 'id            BIGSERIAL PRIMARY KEY', 1, (t) => t.replace(/ {2,}/g, ' ').replace(/^ /, '    ')),

  // Shell
  prefixCase('sh-log', SH, 'log() {', 3, 'catTab'),
  prefixCase('sh-usage', SH, 'if [[ "$ENVIRONMENT" != "staging"', 4, 'colonBare'),
  fenceCase('sh-health', SH, 'for url in /healthz /readyz; do', 3, 'bash'),
  fenceCase('sh-build', SH, 'log "building ${IMAGE}"', 3, 'sh', true),
  trailingElidedCase('sh-rollout', SH, 'if ! kubectl --context', 5, '  # ... rest unchanged'),
  diffCase('sh-docker', SH, 'docker build --pull', 2, 'hunk', 0),
  escapedCase('sh-quotes', SH, 'ENVIRONMENT="${1:-staging}"', 1, quotes),
  encodedCase('sh-usage', 'html_entities', SH, 'echo "usage: $0', 1, entities),
  changedCase('sh-smart', 'typography', SH, 'log "done"', 1, smartDouble),
  staleCase('sh', SH, 'TAG="$(git rev-parse', 1, swap('--short', '--short=8')),

  // JSON with text beyond ASCII
  encodedCase('fr-checkout', 'unicode_escapes', FR, '"checkout": "Passer', 1, uEscapes, '\\u00e0'),
  encodedCase('fr-payment', 'unicode_escapes', FR, '"payment": {', 5, uEscapes, '\\u00e9'),
  encodedCase('fr-remove', 'unicode_escapes', FR, '"remove": "Retirer', 1, uEscapes, 'U+2019'),
  encodedCase('fr-standard', 'unicode_escapes', FR, '"standard": "Livraison', 1, uEscapes, 'U+2013'),
  prefixCase('fr-delivery', FR, '"delivery": {', 4, 'arrow'),
  fenceCase('fr-cart', FR, '"cart": {', 6, 'json'),
  diffCase('fr-payment', FR, '"payment": {', 5, 'minus'),
  elidedCase('fr-cart', FR, '"cart": {', 6, '    ...', 2),

  // JSX
  encodedCase('jsx-empty', 'html_entities', JSX, 'if (items.length === 0) {', 3, entities),
  encodedCase('jsx-total', 'html_entities', JSX, 'Total: <strong>', 1, entities),
  fenceCase('jsx-memo', JSX, 'const total = useMemo(', 4, 'jsx'),
  fenceCase('jsx-proptypes', JSX, 'CartSummary.propTypes = {', 5, 'javascript'),
  elidedCase('jsx-list', JSX, '<ul>', 8, '          {/* ... */}', 2),
  diffCase('jsx-button', JSX, '<button type="button"', 3, 'hunk', 0),
  prefixCase('jsx-signature', JSX, 'export default function CartSummary', 2, 'pipePadded'),
  encodedCase('jsx-cyrillic-o', 'typography', JSX, '<button type="button"', 1, swap('onCheckout', '\u043enCheckout'), CYRILLIC_O),
  differingCase('jsx-typo', JSX, 'return (', 6, 4, 'item.sku', 'item.id'),

  // HTML
  encodedCase('html-nav', 'html_entities', HTML, '<nav>', 4, entities),
  encodedCase('html-label', 'html_entities', HTML, '<label for="email">Email</label>', 2, entities),
  fenceCase('html-header', HTML, '<header class="site-header">', 7, 'html'),
  elidedCase('html-form', HTML, '<form id="checkout-form"', 7, '      <!-- ... -->'),
  trailingElidedCase('html-footer', HTML, '<footer>', 3, '    <!-- rest unchanged -->'),
  prefixCase('html-main', HTML, '<main id="app">', 3, 'catSpaces'),
  diffCase('html-meta', HTML, '<meta charset="utf-8">', 3, 'hunk', 2),
  changedCase('html-case', 'letter_case', HTML, '<title>Checkout</title>', 1, swap('Checkout<', 'checkout<')),

  // CSS
  prefixCase('css-button', CSS, '.cart-summary button {', 8, 'tab'),
  fenceCase('css-li', CSS, '.cart-summary li {', 6, 'css'),
  elidedCase('css-button', CSS, '.cart-summary button {', 8, '  /* ... */', 2),
  trailingElidedCase('css-media', CSS, '@media (max-width: 640px)', 5, '  /* rest unchanged */', 2),
  diffCase('css-root', CSS, ':root {', 5, 'minus'),
  changedCase('css-4spaces', 'indentation', CSS, '.cart-summary .total {', 4, (t) => t.replace(/^ {2}/gm, '    ')),
  changedCase('css-nbsp', 'typography', CSS, 'border-radius: var(--radius);', 1, swap(': ', ':\u00a0')),
  differingCase('css-typo', CSS, '.cart-summary {', 7, 3, 'padding: 1.5rem', 'padding: 2rem'),
  encodedCase('css-cyrillic-c', 'typography', CSS, 'cursor: not-allowed;', 1, swap('cursor', '\u0441ursor'), CYRILLIC_ES),

  // Dockerfile
  prefixCase('docker-build', DOCKER, 'FROM golang:1.22-alpine', 6, 'ours'),
  prefixCase('docker-runtime', DOCKER, 'FROM gcr.io/distroless', 4, 'pipePadded'),
  fenceCase('docker-env', DOCKER, 'ENV PORT=8080', 2, 'dockerfile'),
  fenceCase('docker-copy', DOCKER, 'COPY go.mod go.sum ./', 2, 'Dockerfile', true),
  diffCase('docker-expose', DOCKER, 'EXPOSE 8080', 3, 'hunk', 1),
  elidedCase('docker-build', DOCKER, 'FROM golang:1.22-alpine', 6, '# ...', 2),
  escapedCase('docker-json', DOCKER, 'HEALTHCHECK', 1, json),
  changedCase('docker-indent', 'indentation', DOCKER, 'ENV PORT=8080', 2, swap('    LOG_LEVEL', '  LOG_LEVEL')),

  // Makefile (recipes start with a tab)
  prefixCase('make-lint', MAKE, 'lint:', 3, 'catTab'),
  fenceCase('make-image', MAKE, 'image: build', 3, 'make'),
  fenceCase('make-test', MAKE, 'test:', 2, 'makefile', true),
  changedCase('make-spaces', 'indentation', MAKE, 'build:', 2, tabsToSpaces),
  changedCase('make-migrate-spaces', 'indentation', MAKE, 'migrate:', 5, tabsToSpaces),
  diffCase('make-clean', MAKE, 'clean:', 2, 'minus'),
  elidedCase('make-migrate', MAKE, 'migrate:', 5, '\t# ...'),
  escapedCase('make-tabs', MAKE, 'test:', 2, tabs),
  differingCase('make-typo', MAKE, 'image: build', 3, 2, '$(IMAGE):latest', '$(IMAGE):stable'),

  // TypeScript
  encodedCase('ts-generic', 'html_entities', API, 'export async function request<T>', 1, entities),
  fenceCase('ts-ok', API, 'if (!response.ok) {', 3, 'ts'),

  // Paths whose letter case or extension differs (the file system here is case-sensitive).
  pathCase('py-upper', 'path_case', 'FILE_NOT_FOUND', 'src/Cart.py', 'src/cart.py'),
  pathCase('dot-folder', 'path_case', 'FILE_NOT_FOUND', './Src/userService.ts', 'src/userService.ts'),
  pathCase('jsx-lower', 'path_case', 'FILE_NOT_FOUND', 'web/src/components/cartSummary.jsx', 'web/src/components/CartSummary.jsx'),
  pathCase('dot-cargo', 'path_case', 'FILE_NOT_FOUND', './services/ledger/cargo.toml', 'services/ledger/Cargo.toml'),
  pathCase('makefile', 'path_case', 'FILE_NOT_FOUND', 'makefile', 'Makefile'),
  pathCase('dockerfile', 'path_case', 'FILE_NOT_FOUND', './dockerfile', 'Dockerfile'),
  pathCase('dot-ruby', 'path_case', 'FILE_NOT_FOUND', './App/Models/Order.rb', 'app/models/order.rb'),
  pathCase('js-for-ts', 'other_extension', 'FILE_NOT_FOUND', 'web/src/api/client.js', 'web/src/api/client.ts'),
  pathCase('yml-for-yaml', 'other_extension', 'FILE_NOT_FOUND', 'config/deploy.yml', 'config/deploy.yaml'),
  pathCase('cc-for-cpp', 'other_extension', 'FILE_NOT_FOUND', 'native/rate_limiter.cc', 'native/rate_limiter.cpp'),
  pathCase('scss-for-css', 'other_extension', 'FILE_NOT_FOUND', 'web/src/styles/cart.scss', 'web/src/styles/cart.css'),
  pathCase('tsx-for-jsx', 'other_extension', 'FILE_NOT_FOUND', 'web/src/components/CartSummary.tsx', 'web/src/components/CartSummary.jsx'),
  pathCase('dot-pyi', 'other_extension', 'FILE_NOT_FOUND', './src/cart.pyi', 'src/cart.py'),
  pathCase('name-java', 'same_name', 'FILE_NOT_FOUND', 'src/OrderRepository.java', JAVA),
  pathCase('name-sh', 'same_name', 'FILE_NOT_FOUND', 'deploy.sh', SH),
  pathCase('home-rust', 'same_tail', 'OUTSIDE_WORKSPACE', '/home/dev/checkout/services/ledger/src/lib.rs', RS),
  pathCase('folder-swift', 'file_in_folder', 'NOT_A_FILE', 'ios/Checkout', SWIFT),
];
