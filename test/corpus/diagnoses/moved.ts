// The third round of the corpus: the file moved on since the model read it (a formatter re-wrapped
// or re-aligned the lines, imports were sorted, another agent changed them), and what models paste
// around code (list bullets, quote prefixes, a heading line, a line cut with "...", a notebook
// cell's code sent plain, line breaks inside a JSON string, blank lines holding spaces, "--" as a
// dash). In languages the earlier rounds lack: Terraform, TSX, Scala, Dart, Elixir, Lua, Jupyter,
// GraphQL, R, Haskell, Protocol Buffers, JSONC, ARB, just, fish, VHDL. Each old_string is written
// here as the model sent it; the lines and the corrected value are cut from the files by their text.
import { block, span, type Cause, type CorpusCase } from './helpers';
import type { RecordedChange } from '../../../src/core/diagnose';

const TF = 'infra/main.tf';
const TSX = 'web/src/components/OrderTable.tsx';
const SCALA = 'analytics/src/Revenue.scala';
const DART = 'app/lib/cart_model.dart';
const EX = 'lib/checkout/pricing.ex';
const LUA = 'scripts/report.lua';
const NB = 'notebooks/revenue.ipynb';
const GQL = 'schema/orders.graphql';
const R = 'stats/summary.R';
const HS = 'src/Checkout/Main.hs';
const PROTO = 'api/orders.proto';
const JSONC = 'config/settings.jsonc';
const ARB = 'web/l10n/app_en.arb';
const JUST = 'justfile';
const FISH = 'tools/release.fish';
const VHD = 'hdl/uart_tx.vhd';

/** A failed call whose old_string is written out: the block it stands for is found by its first line. */
function sent(id: string, cause: Cause, file: string, first: string, count: number, oldString: string, corrected = true, extra: Partial<CorpusCase> = {}): CorpusCase {
  const b = block(file, first, count);
  if (oldString === b.text) throw new Error(`case ${id} sends the file's own text`);
  return {
    id: `${cause}-${id}`, file_path: file,
    edits: [{ old_string: oldString, new_string: 'replacement' }],
    ...extra,
    expect: { code: 'OLD_STRING_NOT_FOUND', cause, lines: span(b), ...(corrected ? { corrected: b.text } : {}), ...(extra.expect ?? {}) },
  };
}

/** Every line of the block with a prefix. */
function prefixed(file: string, first: string, count: number, prefix: string): string {
  return block(file, first, count).text.split('\n').map((line) => `${prefix}${line}`).join('\n');
}

/** The block with its last line cut after `keep` characters and `marker` added. */
function cut(file: string, first: string, count: number, keep: number, marker = '...'): string {
  const lines = block(file, first, count).text.split('\n');
  lines[lines.length - 1] = `${lines[lines.length - 1].slice(0, keep)}${marker}`;
  return lines.join('\n');
}

/** Notebook cell lines as the model saw them in a notebook view: the JSON strings decoded. */
function plainCell(first: string, count: number): string {
  return block(NB, first, count).text.split('\n').map((line) => {
    const value = JSON.parse(line.trim().replace(/,$/, '')) as string;
    return value.replace(/\n$/, '');
  }).join('\n');
}

/** The block with its "\n" escapes inside strings written as real line breaks. */
function realBreaks(file: string, first: string, count: number): string {
  return block(file, first, count).text.replace(/\\n/g, '\n');
}

const withSpacesOnBlank = (file: string, first: string, count: number, spaces: string) =>
  block(file, first, count).text.split('\n').map((line) => (line.length === 0 ? spaces : line)).join('\n');

const dashed = (file: string, first: string, count: number, dash = '\u2013') => block(file, first, count).text.replace(/--/g, dash);

/** A change of the journal: lines of the file, by an agent, at a time. */
function change(entry: string, agent: string, tool: string, file: string, start: number, end: number, time = '2026-05-01T10:15:00.000Z'): RecordedChange {
  return { entry, time, agent, tool, file, lines: [{ start_line: start, end_line: end }] };
}

export const MOVED_CASES: CorpusCase[] = [
  // Re-formatted since the read: the same tokens, other line breaks and spacing.
  sent('tf-tags', 'reformatted', TF, 'tags = {', 5,
    '  tags = {\n    Service = "checkout"\n    Environment = var.environment\n    CostCenter = "payments"\n  }'),
  sent('tf-queue', 'reformatted', TF, 'resource "aws_sqs_queue" "orders"', 6,
    'resource "aws_sqs_queue" "orders" {\n  name = "${var.prefix}-orders"\n  visibility_timeout_seconds = 60\n  message_retention_seconds = 345600\n  receive_wait_time_seconds = 20\n}'),
  sent('tsx-th', 'reformatted', TSX, '<tr>', 8,
    '        <tr>\n          <th className="sortable" aria-sort={sortBy === "date" ? "descending" : "none"} onClick={() => setSortBy("date")}>\n            Date\n          </th>'),
  sent('tsx-memo', 'reformatted', TSX, 'const sorted = useMemo(', 7,
    '  const sorted = useMemo(() => [...orders].sort((a, b) => sortBy === "date" ? b.createdAt - a.createdAt : b.totalCents - a.totalCents), [orders, sortBy]);'),
  sent('scala-class', 'reformatted', SCALA, 'class RevenueReport(', 5,
    'class RevenueReport(orders: Seq[Order], refunds: Seq[Refund], currency: String = "EUR")(implicit ec: ExecutionContext) {'),
  sent('scala-chain', 'reformatted', SCALA, 'byDay.toSeq', 3,
    '    byDay.toSeq.sortBy(_._1.toEpochDay).map { case (day, (gross, refunded)) => DailyRevenue(day, gross, refunded) }'),
  sent('dart-ctor', 'reformatted', DART, 'CartModel({', 4, '  CartModel({required this.currency, this.maxItems = 50});'),
  sent('dart-total', 'reformatted', DART, 'Money get total', 4,
    "  Money get total => _items.fold(Money.zero(currency), (sum, item) => sum + item.price * item.quantity);"),
  sent('ex-with', 'reformatted', EX, 'with {:ok, rate}', 3,
    '    with {:ok, rate} <- TaxRate.for_region(region), subtotal <- Enum.reduce(items, 0, fn item, acc -> acc + item.price * item.qty end), discounted <- apply_coupon(subtotal, coupon) do'),
  sent('hs-record', 'reformatted', HS, 'data Line = Line', 6, 'data Line = Line { sku :: String, qty :: Int, unitCents :: Int } deriving (Show, Eq)'),
  sent('dart-format-quotes', 'reformatted', DART, "throw StateError('cart is full');", 1, '      throw StateError("cart is full") ;'),

  // Re-ordered since the read: imports sorted.
  sent('tsx-imports', 'reordered', TSX, 'import { useOrders }', 4,
    'import React, { useMemo, useState } from "react";\nimport { formatMoney } from "../lib/money";\nimport { useOrders } from "../hooks/useOrders";\nimport type { Order } from "../types";'),
  sent('scala-imports', 'reordered', SCALA, 'import java.time.LocalDate', 4,
    'import com.acme.analytics.model.{Order, Refund}\nimport scala.concurrent.{ExecutionContext, Future}\nimport java.time.LocalDate\nimport scala.collection.mutable'),
  sent('dart-imports', 'reordered', DART, "import 'package:flutter/foundation.dart';", 5,
    "import 'money.dart';\nimport 'package:intl/intl.dart';\nimport 'line_item.dart';\nimport 'package:flutter/foundation.dart';"),
  sent('ex-aliases', 'reordered', EX, 'alias Checkout.Cart', 4, '  alias Checkout.Repo\n  alias Checkout.Cart\n  alias Checkout.TaxRate\n  alias Checkout.Coupon'),
  sent('hs-imports', 'reordered', HS, 'import Control.Monad', 5,
    'import System.Exit (exitFailure)\nimport Data.List (sortOn)\nimport Control.Monad (forM_, when)\nimport System.Environment (getArgs)\nimport qualified Data.Map.Strict as Map'),
  sent('r-libraries', 'reordered', R, 'library(dplyr)', 2, 'library(readr)\nlibrary(dplyr)'),

  // List bullets before every line.
  sent('lua-count', 'bullets', LUA, 'function M.count_by_status', 3, prefixed(LUA, 'function M.count_by_status', 3, '* ')),
  sent('r-top', 'bullets', R, 'top_customers <- function', 3, prefixed(R, 'top_customers <- function', 3, '* ')),
  sent('gql-enum', 'bullets', GQL, 'enum OrderStatus {', 4, prefixed(GQL, 'enum OrderStatus {', 4, '* ')),
  sent('proto-line', 'bullets', PROTO, 'message OrderLine {', 4, prefixed(PROTO, 'message OrderLine {', 4, '* ')),
  sent('vhd-port', 'bullets', VHD, 'port (', 3, prefixed(VHD, 'port (', 3, '* ')),

  // Quote prefixes before every line.
  sent('scala-daily', 'quote_prefix', SCALA, 'def daily(', 2, prefixed(SCALA, 'def daily(', 2, '> ')),
  sent('ex-coupon', 'quote_prefix', EX, 'defp apply_coupon(subtotal, %Coupon', 3, prefixed(EX, 'defp apply_coupon(subtotal, %Coupon', 3, '> ')),
  sent('gql-mutation', 'quote_prefix', GQL, 'type Mutation {', 3, prefixed(GQL, 'type Mutation {', 3, '> ')),
  sent('just-lint', 'quote_prefix', JUST, 'lint:', 3, prefixed(JUST, 'lint:', 3, '> ')),
  sent('hs-total', 'quote_prefix', HS, 'total :: [Line] -> Int', 2, prefixed(HS, 'total :: [Line] -> Int', 2, '> > ')),

  // A Markdown heading line above the code.
  sent('proto-service', 'markdown_heading', PROTO, 'service OrderService {', 5, `### api/orders.proto\n\n${block(PROTO, 'service OrderService {', 5).text}`),
  sent('tf-provider', 'markdown_heading', TF, 'provider "aws" {', 3, `## infra/main.tf\n${block(TF, 'provider "aws" {', 3).text}`),
  sent('r-weekly', 'markdown_heading', R, 'weekly_summary <- function', 3, `#### Weekly summary\n\n${block(R, 'weekly_summary <- function', 3).text}`),
  sent('lua-fetch', 'markdown_heading', LUA, 'function M.fetch(day)', 3, `# scripts/report.lua\n${block(LUA, 'function M.fetch(day)', 3).text}`),
  sent('dart-add', 'markdown_heading', DART, 'void add(LineItem item) {', 3, `### lib/cart_model.dart\n\n${block(DART, 'void add(LineItem item) {', 3).text}`),

  // The last line cut short with "...".
  sent('scala-for', 'trailing_ellipsis', SCALA, 'for (order <- orders if', 2, cut(SCALA, 'for (order <- orders if', 2, 34)),
  sent('ex-reprice', 'trailing_ellipsis', EX, 'def reprice_all(cart_ids) do', 3, cut(EX, 'def reprice_all(cart_ids) do', 3, 20)),
  sent('tsx-row', 'trailing_ellipsis', TSX, '<tr key={order.id}', 2, cut(TSX, '<tr key={order.id}', 2, 30)),
  sent('proto-request', 'trailing_ellipsis', PROTO, 'message PlaceOrderRequest {', 3, cut(PROTO, 'message PlaceOrderRequest {', 3, 24)),
  sent('r-read', 'trailing_ellipsis', R, 'orders <- read_csv(', 1, cut(R, 'orders <- read_csv(', 1, 40, ' ...')),
  sent('fish-tag', 'trailing_ellipsis', FISH, 'git tag --annotate', 1, cut(FISH, 'git tag --annotate', 1, 30, '…')),

  // A notebook cell's code sent plain where the file holds it as JSON strings.
  sent('nb-imports', 'notebook_source', NB, '"import pandas as pd\\n",', 2, plainCell('"import pandas as pd\\n",', 2)),
  sent('nb-weekly', 'notebook_source', NB, '"weekly = (\\n",', 3, plainCell('"weekly = (\\n",', 3)),
  sent('nb-read', 'notebook_source', NB, '"orders = pd.read_csv(', 2, plainCell('"orders = pd.read_csv(', 2)),
  sent('nb-refunds', 'notebook_source', NB, '"refunds = pd.read_csv(', 3, plainCell('"refunds = pd.read_csv(', 3)),
  sent('nb-plot', 'notebook_source', NB, '"weekly.plot(kind=', 2, plainCell('"weekly.plot(kind=', 2)),
  sent('nb-markdown', 'notebook_source', NB, '"# Revenue by week\\n",', 3, plainCell('"# Revenue by week\\n",', 3)),

  // Line breaks inside a JSON string written for real where the file has "\n".
  sent('jsonc-footer', 'json_line_breaks', JSONC, '"receipt.footer"', 1, realBreaks(JSONC, '"receipt.footer"', 1)),
  sent('jsonc-payment', 'json_line_breaks', JSONC, '"email.paymentFailed"', 1, realBreaks(JSONC, '"email.paymentFailed"', 1)),
  sent('jsonc-header', 'json_line_breaks', JSONC, '"receipt.header"', 2, realBreaks(JSONC, '"receipt.header"', 2)),
  sent('arb-empty', 'json_line_breaks', ARB, '"cartEmpty"', 1, realBreaks(ARB, '"cartEmpty"', 1)),
  sent('arb-confirmed', 'json_line_breaks', ARB, '"orderConfirmed"', 1, realBreaks(ARB, '"orderConfirmed"', 1)),
  sent('arb-description', 'json_line_breaks', ARB, '"@cartEmpty"', 3, realBreaks(ARB, '"@cartEmpty"', 3)),
  sent('jsonc-shipped-twice', 'json_line_breaks', JSONC, '"email.shipped"', 1, block(JSONC, '"email.shipped"', 1).text.replace('\\n', '\\\\n')),

  // Blank lines that hold spaces.
  sent('lua-requires', 'blank_line_spaces', LUA, 'local json = require', 4, withSpacesOnBlank(LUA, 'local json = require', 4, '    ')),
  sent('r-read', 'blank_line_spaces', R, 'library(readr)', 3, withSpacesOnBlank(R, 'library(readr)', 3, '\t')),
  sent('dart-items', 'blank_line_spaces', DART, 'final List<LineItem> _items', 3, withSpacesOnBlank(DART, 'final List<LineItem> _items', 3, '  ')),
  sent('ex-spec', 'blank_line_spaces', EX, 'alias Checkout.TaxRate', 3, withSpacesOnBlank(EX, 'alias Checkout.TaxRate', 3, '  ')),
  sent('proto-syntax', 'blank_line_spaces', PROTO, 'syntax = "proto3";', 3, withSpacesOnBlank(PROTO, 'syntax = "proto3";', 3, ' ')),

  // "--" written as a dash.
  sent('lua-comment', 'en_dash', LUA, '-- Count orders per status', 1, dashed(LUA, '-- Count orders per status', 1)),
  sent('hs-comment', 'en_dash', HS, '-- | Total of an order', 1, dashed(HS, '-- | Total of an order', 1)),
  sent('just-build', 'en_dash', JUST, 'cargo build --release', 1, dashed(JUST, 'cargo build --release', 1)),
  sent('fish-push', 'en_dash', FISH, 'git push --follow-tags', 1, dashed(FISH, 'git push --follow-tags', 1)),
  sent('vhd-generic', 'en_dash', VHD, 'CLKS_PER_BIT : integer := 868', 1, dashed(VHD, 'CLKS_PER_BIT : integer := 868', 1, '\u2014')),
  sent('just-test', 'en_dash', JUST, 'cargo test --workspace', 1, dashed(JUST, 'cargo test --workspace', 1)),

  // Changed since the read: the journal names the change of those lines, or says none of ours made it.
  sent('tf-by-agent', 'stale_text', TF, 'force_destroy = false', 1, '  force_destroy = true', false, {
    readChanged: true, changes: [change('01JTF0000000000000000000AA', 'claude-code', 'Edit', TF, 18, 18)],
    expect: { code: 'OLD_STRING_NOT_FOUND', cause: 'stale_text', mentions: "claude-code's Edit at 2026-05-01T10:15:00.000Z (journal entry 01JTF0000000000000000000AA)" },
  }),
  sent('scala-by-codex', 'stale_text', SCALA, 'def netCents: Long', 1, '  def netCents: Long = grossCents - refundCents', false, {
    readChanged: true, changes: [change('01JSC0000000000000000000AB', 'codex', 'apply_patch', SCALA, 9, 9), change('01JSC0000000000000000000AC', 'mcp', 'guarded_multi_edit', SCALA, 20, 22)],
    expect: { code: 'OLD_STRING_NOT_FOUND', cause: 'stale_text', mentions: "codex's apply_patch" },
  }),
  sent('lua-elsewhere', 'stale_text', LUA, 'local STATUSES = {', 1, 'local STATUSES = { "open", "paid", "shipped" }', false, {
    readChanged: true, changes: [change('01JLU0000000000000000000AD', 'gemini-cli', 'replace', LUA, 30, 31)],
    expect: { code: 'OLD_STRING_NOT_FOUND', cause: 'stale_text', mentions: 'did not come through Guarded Edit' },
  }),
  sent('gql-empty-journal', 'stale_text', GQL, 'orders(customerId: ID!', 1, '  orders(customerId: ID!, first: Int = 50, after: String): OrderConnection!', false, {
    readChanged: true, changes: [],
    expect: { code: 'OLD_STRING_NOT_FOUND', cause: 'stale_text', mentions: 'did not come through Guarded Edit' },
  }),
  sent('dart-by-copilot', 'stale_text', DART, 'this.maxItems = 50,', 1, '    this.maxItems = 100,', false, {
    readChanged: true, changes: [change('01JDA0000000000000000000AE', 'copilot-cli', 'str_replace_editor', DART, 9, 11)],
    expect: { code: 'OLD_STRING_NOT_FOUND', cause: 'stale_text', mentions: "copilot-cli's str_replace_editor" },
  }),
  sent('tsx-reformatted-by-agent', 'reformatted', TSX, 'const sorted = useMemo(', 7,
    '  const sorted = useMemo(() => [...orders].sort((a, b) => sortBy === "date" ? b.createdAt - a.createdAt : b.totalCents - a.totalCents), [orders, sortBy]);', true, {
      readChanged: true, changes: [change('01JTS0000000000000000000AF', 'cursor', 'Edit', TSX, 15, 21)],
      expect: { code: 'OLD_STRING_NOT_FOUND', cause: 'reformatted', mentions: "cursor's Edit" },
    }),
];
