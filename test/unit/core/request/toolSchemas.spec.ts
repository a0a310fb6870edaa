import assert from 'node:assert/strict';
import { describeReadArgumentIssue } from '../../../../src/core/request';
import {
  CreateFileInputSchema,
  createFileInputJsonSchema,
  ReadFileInputSchema,
  readFileInputJsonSchema,
  type CreateFileInput,
  type ReadFileInput,
} from '../../../../src/core/request';

function issuePaths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => issue.path.map(String).join('.'));
}

describe('toolSchemas', () => {
  describe('guarded_read_file input', () => {
    it('accepts a path alone, or with offset and limit', () => {
      const inputs: ReadFileInput[] = [
        { file_path: 'src/app.ts' },
        { file_path: 'src/app.ts', offset: 1, limit: 0 },
        { file_path: '/ws/src/app.ts', offset: 120, limit: 50 },
      ];
      for (const input of inputs) assert.deepStrictEqual(ReadFileInputSchema.parse(input), input);
    });

    it('refuses an empty path, offset below 1, negative or fractional numbers, strings and unknown fields', () => {
      const cases: [unknown, string[]][] = [
        [{ file_path: '' }, ['file_path']],
        [{}, ['file_path']],
        [{ file_path: 'a', offset: 0 }, ['offset']],
        [{ file_path: 'a', offset: -3 }, ['offset']],
        [{ file_path: 'a', offset: 1.5 }, ['offset']],
        [{ file_path: 'a', offset: '10' }, ['offset']],
        [{ file_path: 'a', offset: null }, ['offset']],
        [{ file_path: 'a', limit: -1 }, ['limit']],
        [{ file_path: 'a', limit: 2.5 }, ['limit']],
        [{ file_path: 'a', limit: 1e300 }, ['limit']],
        [{ file_path: 'a', lines: 10 }, ['']],
      ];
      for (const [input, paths] of cases) assert.deepStrictEqual(issuePaths(ReadFileInputSchema.safeParse(input)), paths, JSON.stringify(input));
    });

    it('has a specific wording for every offset and limit issue the schema reports', () => {
      const bad: Record<string, unknown>[] = [
        { file_path: 'a', offset: 0, limit: -1 },
        { file_path: 'a', offset: 2.5, limit: 0.5 },
        { file_path: 'a', offset: '7', limit: '20' },
        { file_path: 'a', offset: null, limit: true },
        { file_path: 'a', offset: 1e300, limit: Number.NaN },
      ];
      for (const input of bad) {
        const result = ReadFileInputSchema.safeParse(input);
        assert.equal(result.success, false);
        for (const issue of result.error?.issues ?? []) {
          const path = issue.path as (string | number)[];
          const wording = describeReadArgumentIssue(path, input[String(path[0])]);
          assert.ok(wording, `no wording for ${JSON.stringify(path)} of ${JSON.stringify(input)}`);
          assert.match(wording.message, new RegExp(`^${String(path[0])} must be a whole number`));
        }
      }
    });

    it('generates the JSON Schema declared for the tool', () => {
      const schema = readFileInputJsonSchema();
      const description = (name: keyof typeof ReadFileInputSchema.shape) => ReadFileInputSchema.shape[name].description;
      assert.deepStrictEqual(schema, {
        type: 'object',
        properties: {
          file_path: { type: 'string', minLength: 1, description: description('file_path') },
          offset: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: description('offset') },
          limit: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: description('limit') },
        },
        required: ['file_path'],
        additionalProperties: false,
      });
    });

    it('describes each field for a language model, with the caps of one read', () => {
      const shape = ReadFileInputSchema.shape;
      assert.match(shape.file_path.description ?? '', /relative to a workspace folder/);
      assert.match(shape.offset.description ?? '', /1-based \(the first line is 1\)/);
      assert.match(shape.limit.description ?? '', /0 or missing reads to the end.*at most 2000 lines and 256 KiB/);
    });
  });

  describe('guarded_create_file input', () => {
    it('accepts a path and content, with or without overwrite; empty content is a file', () => {
      const inputs: CreateFileInput[] = [
        { file_path: 'src/new.ts', content: 'export {};\n' },
        { file_path: 'src/new.ts', content: '', overwrite: true },
        { file_path: 'file:///ws/new.ts', content: 'x', overwrite: false },
      ];
      for (const input of inputs) assert.deepStrictEqual(CreateFileInputSchema.parse(input), input);
    });

    it('refuses a missing or empty path, missing content, a non-boolean overwrite and unknown fields', () => {
      const cases: [unknown, string[]][] = [
        [{ file_path: '', content: 'x' }, ['file_path']],
        [{ content: 'x' }, ['file_path']],
        [{ file_path: 'a' }, ['content']],
        [{ file_path: 'a', content: 3 }, ['content']],
        [{ file_path: 'a', content: 'x', overwrite: 'yes' }, ['overwrite']],
        [{ file_path: 'a', content: 'x', edits: [] }, ['']],
      ];
      for (const [input, paths] of cases) assert.deepStrictEqual(issuePaths(CreateFileInputSchema.safeParse(input)), paths, JSON.stringify(input));
    });

    it('generates the JSON Schema declared for the tool', () => {
      const description = (name: keyof typeof CreateFileInputSchema.shape) => CreateFileInputSchema.shape[name].description;
      assert.deepStrictEqual(createFileInputJsonSchema(), {
        type: 'object',
        properties: {
          file_path: { type: 'string', minLength: 1, description: description('file_path') },
          content: { type: 'string', description: description('content') },
          overwrite: { type: 'boolean', description: description('overwrite') },
        },
        required: ['file_path', 'content'],
        additionalProperties: false,
      });
      assert.match(description('overwrite') ?? '', /Default false: an existing file is refused/);
      assert.match(description('file_path') ?? '', /Missing parent folders are created/);
    });

    it('returns a fresh JSON Schema object each time', () => {
      const first = createFileInputJsonSchema();
      first.type = 'changed';
      assert.equal(createFileInputJsonSchema().type, 'object');
      assert.equal('$schema' in readFileInputJsonSchema(), false);
    });
  });
});
