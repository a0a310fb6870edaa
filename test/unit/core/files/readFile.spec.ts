import assert from 'node:assert/strict';
import fc from 'fast-check';
import { formatRead, LINE_FORMAT, splitLines, type FormatReadInput, type ReadResult } from '../../../../src/core/files';
import { describeReadArgumentIssue, READ_MAX_CHARS, READ_MAX_LINES } from '../../../../src/core/request';

function read(input: Partial<FormatReadInput> & { text: string }): ReadResult {
  const outcome = formatRead({ eol: '\n', displayPath: 'src/app.ts', version: 7, ...input });
  if (!outcome.ok) assert.fail(`expected a result, got ${JSON.stringify(outcome.errors)}`);
  return outcome.result;
}

function refuse(input: Partial<FormatReadInput> & { text: string }) {
  const outcome = formatRead({ eol: '\n', displayPath: 'src/app.ts', version: 7, ...input });
  if (outcome.ok) assert.fail(`expected errors, got ${JSON.stringify(outcome.result)}`);
  return outcome.errors;
}

/** The text of each numbered line: everything after the first tab. */
function stripNumbers(content: string): string[] {
  return content === '' ? [] : content.split('\n').map((line) => line.slice(line.indexOf('\t') + 1));
}

function numberedLines(count: number): string {
  return Array.from({ length: count }, (_, i) => `line ${i + 1}`).join('\n') + '\n';
}

describe('readFile', () => {
  describe('splitLines', () => {
    it('has no lines for an empty text', () => {
      assert.deepStrictEqual(splitLines('', '\n'), []);
    });
    it('does not start a line after a final line ending', () => {
      assert.deepStrictEqual(splitLines('a\nb\n', '\n'), ['a', 'b']);
      assert.deepStrictEqual(splitLines('a\nb', '\n'), ['a', 'b']);
      assert.deepStrictEqual(splitLines('\n', '\n'), ['']);
      assert.deepStrictEqual(splitLines('a\n\n', '\n'), ['a', '']);
    });
    it("splits at the document's line ending only", () => {
      assert.deepStrictEqual(splitLines('a\r\nb\r\n', '\r\n'), ['a', 'b']);
      assert.deepStrictEqual(splitLines('a\r\nb', '\n'), ['a\r', 'b']);
      assert.deepStrictEqual(splitLines('a\nb\r\nc', '\r\n'), ['a\nb', 'c']);
    });
  });

  describe('formatRead', () => {
    it('numbers every line, right-aligned, with a tab, and reports the range', () => {
      assert.deepStrictEqual(read({ text: 'const x = 1;\nconst y = 2;\n\nexport { x, y };\n' }), {
        success: true,
        file_path: 'src/app.ts',
        version: 7,
        start_line: 1,
        end_line: 4,
        total_lines: 4,
        truncated: false,
        line_format: LINE_FORMAT,
        content: '   1\tconst x = 1;\n   2\tconst y = 2;\n   3\t\n   4\texport { x, y };',
      });
    });

    it('shows the slice from offset for limit lines', () => {
      const result = read({ text: numberedLines(20), offset: 12, limit: 3 });
      assert.equal(result.content, '  12\tline 12\n  13\tline 13\n  14\tline 14');
      assert.deepStrictEqual([result.start_line, result.end_line, result.total_lines, result.truncated], [12, 14, 20, false]);
      assert.equal(result.note, undefined);
    });

    it('reads to the end when limit is 0 or missing, or runs past the end', () => {
      for (const limit of [0, undefined, 5, 1000]) {
        const result = read({ text: numberedLines(5), offset: 3, limit });
        assert.deepStrictEqual([result.start_line, result.end_line, result.truncated], [3, 5, false], `limit ${String(limit)}`);
        assert.deepStrictEqual(stripNumbers(result.content), ['line 3', 'line 4', 'line 5']);
      }
    });

    it("splits a CRLF document at CRLF and returns the lines joined with \\n", () => {
      const result = read({ text: 'a\r\nb\r\nc', eol: '\r\n' });
      assert.equal(result.content, '   1\ta\n   2\tb\n   3\tc');
      assert.equal(result.total_lines, 3);
    });

    it('widens the numbers to the largest line shown', () => {
      const result = read({ text: numberedLines(12_345), offset: 9_999, limit: 2 });
      assert.equal(result.content, ' 9999\tline 9999\n10000\tline 10000');
    });

    it('reads an empty file as zero lines, with a note', () => {
      for (const offset of [undefined, 1]) {
        assert.deepStrictEqual(read({ text: '', offset }), {
          success: true,
          file_path: 'src/app.ts',
          version: 7,
          start_line: 1,
          end_line: 0,
          total_lines: 0,
          truncated: false,
          note: 'The file is empty (0 lines).',
          line_format: LINE_FORMAT,
          content: '',
        });
      }
    });

    it('reads the last line', () => {
      const result = read({ text: 'a\nb\nc\n', offset: 3 });
      assert.deepStrictEqual([result.start_line, result.end_line, result.content], [3, 3, '   3\tc']);
    });

    it('refuses an offset past the end with OFFSET_PAST_END, naming the line count', () => {
      assert.deepStrictEqual(refuse({ text: 'a\nb\nc\n', offset: 4 }), [
        {
          code: 'OFFSET_PAST_END',
          message: 'offset 4 is past the end of "src/app.ts", which has 3 lines.',
          path: ['offset'],
          recovery_hint: 'Use an offset from 1 to 3 (the last line), or leave offset out to read from the first line.',
        },
      ]);
      assert.equal(refuse({ text: 'only\n', offset: 2 })[0].message, 'offset 2 is past the end of "src/app.ts", which has 1 line.');
    });

    it('refuses an offset past the end of an empty file', () => {
      assert.deepStrictEqual(refuse({ text: '', offset: 2 }), [
        {
          code: 'OFFSET_PAST_END',
          message: 'offset 2 is past the end of "src/app.ts", which is empty (0 lines).',
          path: ['offset'],
          recovery_hint:
            'The file has no lines to read. Leave offset out to confirm that it is empty, or give it content with guarded_create_file and overwrite: true.',
        },
      ]);
    });

    it('refuses bad offset and limit even without the schema, both at once', () => {
      assert.deepStrictEqual(refuse({ text: 'a\n', offset: -3, limit: 1.5 }), [
        {
          code: 'INVALID_INPUT',
          message: 'offset must be a whole number of 1 or more (the first line is 1); received -3.',
          path: ['offset'],
          recovery_hint: 'Use offset: 1 to start at the first line, or leave offset out.',
        },
        {
          code: 'INVALID_INPUT',
          message: 'limit must be a whole number of 0 or more (the number of lines to read; 0 or missing means to the end); received 1.5.',
          path: ['limit'],
          recovery_hint: 'Use a whole number of lines, e.g. limit: 1, or leave limit out to read to the end.',
        },
      ]);
    });

    describe('caps', () => {
      it('exports the default caps', () => {
        assert.equal(READ_MAX_LINES, 2000);
        assert.equal(READ_MAX_CHARS, 262_144);
      });

      it(`stops at ${READ_MAX_LINES} lines by default and names the next call`, () => {
        const result = read({ text: numberedLines(2500) });
        assert.deepStrictEqual([result.start_line, result.end_line, result.total_lines, result.truncated], [1, 2000, 2500, true]);
        assert.equal(
          result.note,
          'Showing lines 1-2000 of 2500; one read returns at most 2000 lines. To continue, call guarded_read_file with {"file_path":"src/app.ts","offset":2001}.',
        );
      });

      it('carries the rest of a requested limit into the next call', () => {
        const result = read({ text: numberedLines(10), offset: 2, limit: 6, maxLines: 4 });
        assert.deepStrictEqual([result.start_line, result.end_line, result.truncated], [2, 5, true]);
        assert.equal(
          result.note,
          'Showing lines 2-5 of 10; one read returns at most 4 lines. To continue, call guarded_read_file with {"file_path":"src/app.ts","offset":6,"limit":2}.',
        );
      });

      it('is not truncated when the limit asked for no more than the cap', () => {
        const result = read({ text: numberedLines(10), limit: 4, maxLines: 4 });
        assert.deepStrictEqual([result.end_line, result.truncated, result.note], [4, false, undefined]);
      });

      it(`stops at ${READ_MAX_CHARS} characters of content by default`, () => {
        const line = 'x'.repeat(999);
        const result = read({ text: `${line}\n`.repeat(400) });
        // Each numbered line costs 4 + 1 + 999 characters plus a newline between lines.
        assert.deepStrictEqual([result.end_line, result.total_lines, result.truncated], [260, 400, true]);
        assert.ok(result.content.length <= READ_MAX_CHARS);
        assert.equal(
          result.note,
          'Showing lines 1-260 of 400; one read returns at most 262144 characters. To continue, call guarded_read_file with {"file_path":"src/app.ts","offset":261}.',
        );
      });

      it('shows the start of one line that alone is too long, and how to read on', () => {
        const result = read({ text: `short\n${'y'.repeat(100)}\nafter\n`, offset: 2, maxChars: 30 });
        assert.deepStrictEqual(result, {
          success: true,
          file_path: 'src/app.ts',
          version: 7,
          start_line: 2,
          end_line: 2,
          total_lines: 3,
          truncated: true,
          note: 'Line 2 has 100 characters, more than one read returns (30 characters); only its first 25 are shown. To continue, call guarded_read_file with {"file_path":"src/app.ts","offset":3}.',
          line_format: LINE_FORMAT,
          content: `   2\t${'y'.repeat(25)}`,
        });
      });

      it('does not offer to read on when the cut line is the last one asked for', () => {
        const result = read({ text: `${'y'.repeat(100)}\nafter\n`, limit: 1, maxChars: 30 });
        assert.equal(result.note, 'Line 1 has 100 characters, more than one read returns (30 characters); only its first 25 are shown.');
        assert.equal(result.truncated, true);
      });

      it('never cuts a line inside a surrogate pair', () => {
        const result = read({ text: `${'a'.repeat(24)}😀😀\n`, maxChars: 30 });
        assert.equal(result.content, `   1\t${'a'.repeat(24)}`);
        assert.match(result.note ?? '', /only its first 24 are shown/);
      });
    });

    describe('properties', () => {
      const lineText = fc.string({ unit: 'binary', maxLength: 12 }).map((s) => s.replace(/[\r\n]/g, ''));
      const document = fc.record({
        lines: fc.array(lineText, { maxLength: 30 }),
        eol: fc.constantFrom<'\n' | '\r\n'>('\n', '\r\n'),
        finalEol: fc.boolean(),
      });

      it('the numbered lines, joined back, reproduce the requested slice exactly', () => {
        fc.assert(
          fc.property(document, fc.nat(40), fc.nat(40), ({ lines, eol, finalEol }, rawOffset, limit) => {
            const text = lines.join(eol) + (finalEol && lines.length > 0 ? eol : '');
            // Without a final line ending, a last empty line is no line: the text ends with the line ending before it.
            const expected = !finalEol && lines[lines.length - 1] === '' ? lines.slice(0, -1) : lines;
            const offset = 1 + (rawOffset % Math.max(1, expected.length));
            const result = read({ text, eol, offset, limit });
            const slice = expected.slice(offset - 1, limit === 0 ? undefined : offset - 1 + limit);
            assert.equal(stripNumbers(result.content).join(eol), slice.join(eol));
            assert.equal(result.total_lines, expected.length);
            assert.equal(result.end_line - result.start_line + 1, slice.length);
            const numbers = result.content === '' ? [] : result.content.split('\n').map((l) => l.slice(0, l.indexOf('\t')));
            numbers.forEach((n, i) => assert.equal(n, String(offset + i).padStart(Math.max(4, String(result.end_line).length))));
          }),
        );
      });

      it('capped reads stay within the caps and show a prefix of the slice', () => {
        fc.assert(
          fc.property(document, fc.integer({ min: 1, max: 10 }), fc.integer({ min: 6, max: 80 }), ({ lines, eol }, maxLines, maxChars) => {
            const text = lines.join(eol);
            const result = read({ text, eol, maxLines, maxChars });
            const expected = splitLines(text, eol);
            assert.ok(result.content.length <= maxChars, `${result.content.length} > ${maxChars}`);
            assert.ok(result.end_line - result.start_line + 1 <= maxLines);
            const shown = stripNumbers(result.content);
            if (result.note?.startsWith('Line ')) {
              assert.equal(shown.length, 1);
              assert.ok(expected[0].startsWith(shown[0]));
            } else {
              assert.deepStrictEqual(shown, expected.slice(0, shown.length));
            }
            assert.equal(result.truncated, result.end_line < expected.length || Boolean(result.note?.startsWith('Line ')));
            if (result.end_line < expected.length) assert.ok(result.note?.includes(`"offset":${result.end_line + 1}}`));
          }),
        );
      });
    });
  });

  describe('describeReadArgumentIssue', () => {
    const offsetMessage = (received: string) =>
      `offset must be a whole number of 1 or more (the first line is 1); received ${received}.`;
    const limitMessage = (received: string) =>
      `limit must be a whole number of 0 or more (the number of lines to read; 0 or missing means to the end); received ${received}.`;
    const startHint = 'Use offset: 1 to start at the first line, or leave offset out.';
    const limitHint = 'Use a number of lines such as limit: 100, or leave limit out to read to the end.';

    it('words a negative, zero or non-number offset', () => {
      const cases: [unknown, string][] = [
        [-3, '-3'],
        [0, '0'],
        [0.5, '0.5'],
        [null, 'null'],
        [true, 'true'],
        [[], 'an array'],
        [{}, 'an object'],
        [undefined, 'nothing'],
        [Number.NaN, 'NaN'],
        [1e300, '1e+300'],
        ['-2', 'the string "-2"'],
        ['0', 'the string "0"'],
        [10n, 'a value of type bigint'],
      ];
      for (const [received, shown] of cases) {
        assert.deepStrictEqual(describeReadArgumentIssue(['offset'], received), { message: offsetMessage(shown), recovery_hint: startHint });
      }
    });

    it('suggests the whole line number for a fractional offset', () => {
      assert.deepStrictEqual(describeReadArgumentIssue(['offset'], 12.5), {
        message: offsetMessage('12.5'),
        recovery_hint: 'Line numbers are whole numbers: use offset: 12.',
      });
    });

    it('suggests a JSON number for an offset sent as a string', () => {
      assert.deepStrictEqual(describeReadArgumentIssue(['offset'], ' 40 '), {
        message: offsetMessage('the string " 40 "'),
        recovery_hint: 'Send offset as a JSON number, not a string: offset: 40.',
      });
    });

    it('words a negative or non-number limit', () => {
      for (const [received, shown] of [[-5, '-5'], [Number.POSITIVE_INFINITY, 'Infinity'], ['all', 'the string "all"']] as const) {
        assert.deepStrictEqual(describeReadArgumentIssue(['limit'], received), { message: limitMessage(shown), recovery_hint: limitHint });
      }
    });

    it('suggests a whole number of lines for a fractional limit', () => {
      assert.deepStrictEqual(describeReadArgumentIssue(['limit'], 0.5), {
        message: limitMessage('0.5'),
        recovery_hint: 'Use a whole number of lines, e.g. limit: 1, or leave limit out to read to the end.',
      });
      assert.equal(describeReadArgumentIssue(['limit'], 20.9)?.recovery_hint, 'Use a whole number of lines, e.g. limit: 20, or leave limit out to read to the end.');
    });

    it('suggests a JSON number for a limit sent as a string', () => {
      assert.deepStrictEqual(describeReadArgumentIssue(['limit'], '0'), {
        message: limitMessage('the string "0"'),
        recovery_hint: 'Send limit as a JSON number, not a string: limit: 0.',
      });
    });

    it('leaves other paths and valid values to the generic wording', () => {
      assert.equal(describeReadArgumentIssue(['file_path'], ''), undefined);
      assert.equal(describeReadArgumentIssue(['files', 0, 'offset'], -1), undefined);
      assert.equal(describeReadArgumentIssue([], -1), undefined);
      assert.equal(describeReadArgumentIssue(['offset'], 3), undefined);
      assert.equal(describeReadArgumentIssue(['limit'], 0), undefined);
    });
  });
});
