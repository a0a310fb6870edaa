import assert from 'node:assert/strict';
import { CandidateFinder } from '../../../../src/core/closest';

const SOURCE = [
  'function total(items) {',       // 1
  '\tlet sum = 0;',                // 2
  '\tfor (const item of items) {', // 3
  '\t\tsum += item.price;',        // 4
  '\t}',                           // 5
  '\treturn   sum;',               // 6
  '}',                             // 7
  '',                              // 8
].join('\n');

describe('CandidateFinder (closest text for a missing old_string)', () => {
  const finder = new CandidateFinder(SOURCE);

  it('indentation: the same lines with other leading whitespace, naming the first differing line', () => {
    assert.deepStrictEqual(finder.find('    for (const item of items) {\n        sum += item.price;'), {
      kind: 'indentation',
      startLine: 3,
      endLine: 4,
      text: '\tfor (const item of items) {\n\t\tsum += item.price;',
      otherPlaces: 0,
      indentation: { line: 3, inFile: '\t', inOldString: '    ' },
      wholeLines: true,
    });
  });

  it('indentation: an old_string starting in the middle of a line is judged by its later lines', () => {
    assert.deepStrictEqual(finder.find('item of items) {\n    sum += item.price;'), {
      kind: 'indentation',
      startLine: 3,
      endLine: 4,
      text: '\tfor (const item of items) {\n\t\tsum += item.price;',
      otherPlaces: 0,
      indentation: { line: 4, inFile: '\t\t', inOldString: '    ' },
      wholeLines: false,
    });
  });

  it('whitespace: runs of spaces and tabs inside lines', () => {
    assert.deepStrictEqual(finder.find('\treturn sum;'), {
      kind: 'whitespace', startLine: 6, endLine: 6, text: '\treturn   sum;', otherPlaces: 0, wholeLines: true,
    });
  });

  it('runs of equal lines: each place in them is counted, whether the run matches or fails the test', () => {
    const text = ['x = 1', 'Total = 0', 'Total = 0', 'Total = 0', 'y = 2', 'y = 2', 'total = 0;'].join('\n');
    const finder = new CandidateFinder(text);
    const byCase = finder.find('TOTAL = 0');
    assert.deepEqual(byCase && [byCase.kind, byCase.startLine, byCase.otherPlaces], ['letter_case', 2, 3]);
    const similar = finder.find('y = 3');
    assert.deepEqual(similar && [similar.kind, similar.startLine, similar.otherPlaces], ['similar_lines', 5, 1]);
  });

  it('letter case', () => {
    assert.deepStrictEqual(finder.find('Function Total(items)'), {
      kind: 'letter_case', startLine: 1, endLine: 1, text: 'function total(items) {', otherPlaces: 0, wholeLines: false,
    });
  });

  it('line endings: a CRLF line in an LF text', () => {
    const mixed = new CandidateFinder('one\ntwo\r\nthree\nfour\n');
    assert.deepStrictEqual(mixed.find('two\nthree'), {
      kind: 'line_endings', startLine: 2, endLine: 3, text: 'two\nthree', otherPlaces: 0, wholeLines: true,
    });
  });

  it('line endings: an LF line in a CRLF text (old_string already in CRLF)', () => {
    const mixed = new CandidateFinder('one\r\ntwo\nthree\r\n');
    assert.equal(mixed.find('one\r\ntwo\r\nthree')?.kind, 'line_endings');
  });

  it('counts the other places that match equally well', () => {
    const repeated = new CandidateFinder('  x = 1;\n\tx = 1;\n x = 1;\n');
    assert.deepStrictEqual(repeated.find('    x = 1;'), {
      kind: 'indentation', startLine: 1, endLine: 1, text: '  x = 1;', otherPlaces: 2,
      indentation: { line: 1, inFile: '  ', inOldString: '    ' },
      wholeLines: true,
    });
  });

  it('similar lines: the line most like old_string\'s longest line, the run of old_string\'s non-empty lines around it, and the first line that differs', () => {
    const found = finder.find('\n\tfor (const entry of items) {\n\t\tsum += entry.cost;\n\t}');
    assert.deepStrictEqual(found, {
      kind: 'similar_lines', startLine: 3, endLine: 5, text: '\tfor (const item of items) {\n\t\tsum += item.price;\n\t}', otherPlaces: 0,
      similarity: found?.similarity,
      similarAt: { line: 3, patternLine: 2, patternLines: 4 },
      differing: { line: 3, inFile: '\tfor (const item of items) {', inOldString: '\tfor (const entry of items) {' },
    });
    assert.ok(found.similarity !== undefined && found.similarity >= 0.5 && found.similarity < 1);
  });

  it('similar lines are clipped at the end of the text', () => {
    const found = new CandidateFinder('alpha beta\ngamma').find('gamma delta\nmore\nlines');
    assert.equal(found?.startLine, 2);
    assert.equal(found?.endLine, 2);
  });

  it('nothing similar: a short text shows its first lines, a long one nothing', () => {
    assert.deepStrictEqual(finder.find('completely unrelated words here'), {
      kind: 'file_start', startLine: 1, endLine: 8, text: SOURCE, otherPlaces: 0,
    });
    const long = new CandidateFinder(Array.from({ length: 60 }, (_, i) => `line ${i}`).join('\n'));
    assert.equal(long.find('completely unrelated words here'), undefined);
  });

  it('no candidate for old_string made of whitespace only', () => {
    assert.equal(finder.find('   \n  '), undefined);
  });

  it('old_string with more lines than the text can still have a similar first line', () => {
    assert.equal(new CandidateFinder('a\nb').find('a\nb\nc\nd')?.kind, 'similar_lines');
  });

  it('a one-character line is compared too (boundary bigrams)', () => {
    assert.deepStrictEqual(new CandidateFinder('a\n}\n').find('}}'), {
      kind: 'similar_lines', startLine: 2, endLine: 2, text: '}', otherPlaces: 0, similarity: 0.8,
      similarAt: { line: 2, patternLine: 1, patternLines: 1 },
    });
  });

  it('a multi-line old_string may start and end in the middle of lines', () => {
    assert.deepStrictEqual(finder.find('ITEMS) {\n\tLET SUM'), {
      kind: 'letter_case', startLine: 1, endLine: 2, text: 'function total(items) {\n\tlet sum = 0;', otherPlaces: 0, wholeLines: false,
    });
  });
});
