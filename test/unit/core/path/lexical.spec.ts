import assert from 'node:assert/strict';
import type { GuardedError } from '../../../../src/core/errors';
import { parsePathInput, type ParsedPath } from '../../../../src/core/path';
import { percentDecode } from '../../../../src/core/path';
import { MACOS, POSIX, WINDOWS, type Platform } from '../../../../src/core/platform';

function parsed(raw: string, platform: Platform = POSIX): ParsedPath {
  const result = parsePathInput(raw, platform);
  assert.ok(result.ok, `expected ${JSON.stringify(raw)} to parse, got ${JSON.stringify(result)}`);
  return result.parsed;
}

function errorsOf(raw: string, platform: Platform = POSIX): GuardedError[] {
  const result = parsePathInput(raw, platform);
  assert.ok(!result.ok, `expected ${JSON.stringify(raw)} to be refused, got ${JSON.stringify(result)}`);
  return result.errors;
}

function codesOf(raw: string, platform: Platform = POSIX): string[] {
  return errorsOf(raw, platform).map((e) => e.code);
}

const FORMS_HINT = 'Give the file as a path relative to the workspace folder (like "src/app.ts"), an absolute path inside it, or a file:// URI.';
const TRAVERSAL_HINT = 'Give the path without "..": relative to the workspace folder (like "src/app.ts") or absolute inside it.';
const CONTROL_HINT = 'Remove the control characters: check that the path was not joined with a newline, a tab or a NUL byte, or cut from a longer text.';

describe('parsePathInput (layer 2, path form)', () => {
  describe('a trailing separator names a folder (NOT_A_FILE, before any disk access)', () => {
    it('refuses "a.txt/", "dir/ok.txt/" and "dir/ok.txt/." with a message that says so', () => {
      assert.deepEqual(errorsOf('a.txt/'), [{
        code: 'NOT_A_FILE',
        message: 'file_path "a.txt/" ends with "/", so it names a folder; expected the path of a file.',
        path: ['file_path'],
        recovery_hint: 'If you mean the file, write it without "/": "a.txt". A folder cannot be read, edited or created as a file.',
      }]);
      assert.match(errorsOf('dir/ok.txt/')[0].recovery_hint, /write it without "\/": "dir\/ok.txt"/);
      assert.equal(errorsOf('dir/ok.txt/.')[0].message, 'file_path "dir/ok.txt/." ends with "/.", so it names a folder; expected the path of a file.');
      assert.match(errorsOf('dir/ok.txt/.')[0].recovery_hint, /"dir\/ok.txt"/);
    });

    it('refuses every spelling of a trailing separator, absolute, relative and as a file:// URI', () => {
      for (const raw of ['/ws/a.txt/', 'a.txt//', 'a.txt/./', 'a.txt/./.', '/', './', 'dir/./', 'file:///ws/a.txt/']) assert.deepEqual(codesOf(raw), ['NOT_A_FILE'], raw);
      assert.match(errorsOf('file:///ws/a.txt/')[0].message, /a file:\/\/ URI for the path "\/ws\/a.txt\/"\) ends with "\/"/);
      assert.match(errorsOf('./')[0].recovery_hint, /Name a file inside the folder/);
    });

    it('on Windows a trailing backslash too', () => {
      for (const raw of ['C:\\ws\\a.txt\\', 'a.txt\\.', 'a.txt/', 'src\\app.ts\\\\']) assert.deepEqual(codesOf(raw, WINDOWS), ['NOT_A_FILE'], raw);
    });

    it('accepts names that end with a dot, and "." segments inside the path', () => {
      assert.deepEqual(parsed('a.').segments, ['a.']);
      assert.deepEqual(parsed('x/./y.txt').segments, ['x', 'y.txt']);
      assert.deepEqual(parsed('.env').segments, ['.env']);
      assert.deepEqual(parsed('dir/...').segments, ['dir', '...']);
    });

    it('is reported with the other problems of the same path', () => {
      assert.deepEqual(codesOf('../a.txt/').sort(), ['NOT_A_FILE', 'PATH_TRAVERSAL']);
    });
  });

  describe('accepted forms', () => {
    it('splits a relative path, dropping "." segments and repeated separators', () => {
      assert.deepEqual(parsed('src/app.ts'), { kind: 'relative', segments: ['src', 'app.ts'] });
      assert.deepEqual(parsed('./src//./app.ts'), { kind: 'relative', segments: ['src', 'app.ts'] });
      assert.deepEqual(parsed('.'), { kind: 'relative', segments: [] });
    });

    it('reads an absolute POSIX path with the prefix "/"', () => {
      assert.deepEqual(parsed('/ws/src/app.ts'), { kind: 'absolute', prefix: '/', segments: ['ws', 'src', 'app.ts'] });
      assert.deepEqual(parsed('//ws//a'), { kind: 'absolute', prefix: '/', segments: ['ws', 'a'] });
    });

    it('accepts names that merely contain dots: "a..b.ts", "...", ".env"', () => {
      assert.deepEqual(parsed('a..b.ts').segments, ['a..b.ts']);
      assert.deepEqual(parsed('x/.../y').segments, ['x', '...', 'y']);
      assert.deepEqual(parsed('.env').segments, ['.env']);
    });

    it('never expands "~" or "~user": they are ordinary folder names of a relative path', () => {
      assert.deepEqual(parsed('~/x.ts'), { kind: 'relative', segments: ['~', 'x.ts'] });
      assert.deepEqual(parsed('~root/.bashrc'), { kind: 'relative', segments: ['~root', '.bashrc'] });
    });

    it('never percent-decodes a plain path: "%2e%2e" and "%2f" are literal characters of a name', () => {
      assert.deepEqual(parsed('%2e%2e/x'), { kind: 'relative', segments: ['%2e%2e', 'x'] });
      assert.deepEqual(parsed('a%2f..%2fb'), { kind: 'relative', segments: ['a%2f..%2fb'] });
    });

    it('keeps Unicode names exactly as given (no NFC/NFD normalisation)', () => {
      const nfc = 'caf\u00e9.txt';
      const nfd = 'cafe\u0301.txt';
      assert.deepEqual(parsed(nfc).segments, [nfc]);
      assert.deepEqual(parsed(nfd).segments, [nfd]);
    });

    it('keeps leading and trailing spaces of names on POSIX (they are legal there)', () => {
      assert.deepEqual(parsed(' a.ts ').segments, [' a.ts ']);
    });

    it('does not read a name with a colon after a dot as a URI ("a.txt:x" is a file name on POSIX)', () => {
      assert.deepEqual(parsed('a.txt:x').segments, ['a.txt:x']);
      assert.deepEqual(parsed('./notes:draft.md').segments, ['notes:draft.md']);
    });
  });

  describe('file:// URIs', () => {
    it('decodes a file URI with an empty host, with localhost, and without authority', () => {
      const expected = { kind: 'absolute', prefix: '/', segments: ['ws', 'a b.ts'] };
      assert.deepEqual(parsed('file:///ws/a%20b.ts'), expected);
      assert.deepEqual(parsed('file://localhost/ws/a%20b.ts'), expected);
      assert.deepEqual(parsed('FILE://LocalHost/ws/a%20b.ts'), expected);
      assert.deepEqual(parsed('file:/ws/a%20b.ts'), expected);
    });

    it('decodes once: "%252e" becomes the literal name "%2e", never ".."', () => {
      assert.deepEqual(parsed('file:///ws/%252e%252e/x').segments, ['ws', '%2e%2e', 'x']);
    });

    it('decodes UTF-8 escapes and leaves malformed escapes as they are (like VS Code)', () => {
      assert.deepEqual(parsed('file:///ws/caf%C3%A9%zz%E2%82').segments, ['ws', 'caf\u00e9%zz%E2%82']);
      assert.equal(percentDecode('%E2%82%AC'), '\u20ac');
      // A run that is not valid UTF-8 as a whole is taken apart escape by escape, as VS Code does.
      assert.equal(percentDecode('%E2%82%AC%E2'), '%E2%82%AC%E2');
      assert.equal(percentDecode('%FF%41'), '%FFA');
    });

    it('reads "%2F" in a URI as a separator, as a URI means it', () => {
      assert.deepEqual(parsed('file:///ws%2Fsrc%2Fa.ts').segments, ['ws', 'src', 'a.ts']);
    });

    it('refuses a URI whose decoded path has a ".." segment', () => {
      assert.deepEqual(errorsOf('file:///ws/%2e%2e/etc/passwd'), [
        {
          code: 'PATH_TRAVERSAL',
          message:
            'file_path "file:///ws/%2e%2e/etc/passwd" (a file:// URI for the path "/ws/../etc/passwd") contains ".." as a path segment (segment 2 of 4); parent-folder steps are not allowed, the path must name the file directly. (Names that merely contain dots, like "a..b.ts", are fine.)',
          path: ['file_path'],
          recovery_hint: TRAVERSAL_HINT,
        },
      ]);
      assert.deepEqual(codesOf('file:///ws/../x'), ['PATH_TRAVERSAL']);
    });

    it('refuses a URI whose decoded path has NUL', () => {
      assert.deepEqual(errorsOf('file:///ws/a%00.ts'), [
        {
          code: 'INVALID_PATH',
          message:
            'file_path "file:///ws/a%00.ts" (a file:// URI for the path "/ws/a\\u0000.ts") contains control characters (U+0000 at index 5); file names cannot contain NUL or other control characters (U+0000-U+001F, U+007F).',
          path: ['file_path'],
          recovery_hint: CONTROL_HINT,
        },
      ]);
    });

    it('refuses a URI that names another host (INVALID_PATH, not a scheme error)', () => {
      assert.deepEqual(errorsOf('file://evil/ws/a.ts'), [
        {
          code: 'INVALID_PATH',
          message: 'file_path "file://evil/ws/a.ts" is a file:// URI for the host "evil"; only local files can be used (a URI with an empty host, "file:///...", or "localhost").',
          path: ['file_path'],
          recovery_hint: 'Use the local form "file:///ws/a.ts" or the plain path "/ws/a.ts", if that is the file you mean.',
        },
      ]);
      assert.deepEqual(codesOf('file://evil/ws/a.ts', WINDOWS), ['INVALID_PATH', 'INVALID_PATH']); // the host, and no drive
      assert.deepEqual(codesOf('file://evil'), ['INVALID_PATH', 'INVALID_PATH']);
    });

    it('refuses a query or fragment, which would silently drop part of the name', () => {
      assert.deepEqual(errorsOf('file:///ws/a#1.ts'), [
        {
          code: 'INVALID_PATH',
          message: 'file_path "file:///ws/a#1.ts" is a file:// URI with a "?" or "#", which a URI reads as a query or fragment, not as part of a file name.',
          path: ['file_path'],
          recovery_hint: 'Give the plain path instead, or write "?" as %3F and "#" as %23 in the URI.',
        },
      ]);
      assert.deepEqual(parsed('file:///ws/a%231.ts').segments, ['ws', 'a#1.ts']);
    });

    it('refuses a file: URI without an absolute path', () => {
      assert.deepEqual(errorsOf('file:src/a.ts'), [
        {
          code: 'INVALID_PATH',
          message: 'file_path "file:src/a.ts" is a file: URI without an absolute path; expected a URI like "file:///home/me/project/src/app.ts".',
          path: ['file_path'],
          recovery_hint: `${FORMS_HINT} A relative path needs no "file:" scheme.`,
        },
      ]);
    });

    it('reads file:///C:/x as C:\\x on Windows, the drive colon possibly encoded', () => {
      const expected = { kind: 'absolute', prefix: 'C:\\', segments: ['ws', 'a b.ts'] };
      assert.deepEqual(parsed('file:///c:/ws/a%20b.ts', WINDOWS), expected);
      assert.deepEqual(parsed('file:///C%3A/ws/a%20b.ts', WINDOWS), expected);
      assert.deepEqual(codesOf('file:///ws/a.ts', WINDOWS), ['INVALID_PATH']); // no drive
    });
  });

  describe('other schemes', () => {
    it('refuses untitled:, http(s):, vscode-remote: and the like with UNSUPPORTED_SCHEME', () => {
      assert.deepEqual(errorsOf('untitled:Untitled-1'), [
        {
          code: 'UNSUPPORTED_SCHEME',
          message: 'file_path "untitled:Untitled-1" is a URI with the scheme "untitled:"; only files on disk can be used: plain paths and file:// URIs.',
          path: ['file_path'],
          recovery_hint: `${FORMS_HINT} Unsaved (untitled) and remote or virtual documents cannot be used. If "untitled:" is really the start of a file name, write it as "./untitled:Untitled-1".`,
        },
      ]);
      for (const raw of ['https://example.com/a.ts', 'http://x/y', 'vscode-remote://ssh-remote+box/home/a.ts', 'vscode-vfs://github/x/y', 'git:/ws/a.ts?{}', 'vscode-notebook-cell:/ws/a.ipynb#W0']) {
        assert.deepEqual(codesOf(raw), ['UNSUPPORTED_SCHEME'], raw);
      }
    });

    it('on Windows the hint does not suggest a name with ":" (not allowed there)', () => {
      const [error] = errorsOf('untitled:x', WINDOWS);
      assert.equal(error.recovery_hint, `${FORMS_HINT} Unsaved (untitled) and remote or virtual documents cannot be used.`);
    });

    it('never reads a drive letter as a scheme', () => {
      assert.deepEqual(parsed('C:\\ws\\a.ts', WINDOWS), { kind: 'absolute', prefix: 'C:\\', segments: ['ws', 'a.ts'] });
    });
  });

  describe('EMPTY_PATH', () => {
    it('for an empty string', () => {
      assert.deepEqual(errorsOf(''), [
        { code: 'EMPTY_PATH', message: 'file_path is empty; expected the path of a file.', path: ['file_path'], recovery_hint: FORMS_HINT },
      ]);
    });

    it('for whitespace only, shown escaped', () => {
      assert.deepEqual(errorsOf(' \t\n'), [
        {
          code: 'EMPTY_PATH',
          message: 'file_path holds only whitespace (" \\t\\n"); expected the path of a file.',
          path: ['file_path'],
          recovery_hint: FORMS_HINT,
        },
      ]);
    });
  });

  describe('INVALID_PATH for control characters', () => {
    it('names each control character and its index', () => {
      assert.deepEqual(errorsOf('src/a\nb\u007f.ts'), [
        {
          code: 'INVALID_PATH',
          message:
            'file_path "src/a\\nb\u007f.ts" contains control characters (U+000A at index 5, U+007F at index 7); file names cannot contain NUL or other control characters (U+0000-U+001F, U+007F).',
          path: ['file_path'],
          recovery_hint: CONTROL_HINT,
        },
      ]);
    });

    it('covers U+0000 to U+001F and U+007F, and nothing above', () => {
      for (let code = 0; code <= 0x1f; code += 1) assert.deepEqual(codesOf(`a${String.fromCharCode(code)}b`), ['INVALID_PATH']);
      assert.deepEqual(codesOf('a\u007fb'), ['INVALID_PATH']);
      assert.deepEqual(parsed('a\u0080b\u00a0c').segments, ['a\u0080b\u00a0c']);
    });

    it('reports NUL and ".." of one path together', () => {
      assert.deepEqual(codesOf('a\u0000/../b'), ['INVALID_PATH', 'PATH_TRAVERSAL']);
      assert.deepEqual(codesOf('a\u0000/../b', WINDOWS), ['INVALID_PATH', 'PATH_TRAVERSAL']);
    });
  });

  describe('PATH_TRAVERSAL', () => {
    it('refuses ".." in every position, naming the segments', () => {
      assert.deepEqual(errorsOf('a/../b/..'), [
        {
          code: 'PATH_TRAVERSAL',
          message:
            'file_path "a/../b/.." contains ".." as a path segment (segment 2, 4 of 4); parent-folder steps are not allowed, the path must name the file directly. (Names that merely contain dots, like "a..b.ts", are fine.)',
          path: ['file_path'],
          recovery_hint: TRAVERSAL_HINT,
        },
      ]);
      for (const raw of ['..', '../x', './../x', 'x/..', 'a/../b', '/ws/../etc/passwd', '/..', 'a/./../b']) {
        assert.deepEqual(codesOf(raw), ['PATH_TRAVERSAL'], raw);
        assert.ok(codesOf(raw.replaceAll('/', '\\'), WINDOWS).includes('PATH_TRAVERSAL'), raw);
      }
    });

    it('sees ".." behind a backslash on POSIX too, besides the backslash itself', () => {
      assert.deepEqual(codesOf('..\\..\\etc\\passwd'), ['BACKSLASH_PATH', 'PATH_TRAVERSAL']);
    });
  });

  describe('BACKSLASH_PATH (POSIX)', () => {
    it('refuses "\\" and shows the path with "/"', () => {
      assert.deepEqual(errorsOf('src\\app.ts'), [
        {
          code: 'BACKSLASH_PATH',
          message: 'file_path "src\\\\app.ts" contains "\\"; on this system "/" separates folders, and "\\" would be read as part of a file name.',
          path: ['file_path'],
          recovery_hint: 'Use "/" as the separator: "src/app.ts".',
        },
      ]);
      assert.deepEqual(codesOf('C:\\ws\\a.ts', MACOS), ['BACKSLASH_PATH']);
    });

    it('accepts "\\" as a separator on Windows', () => {
      assert.deepEqual(parsed('src\\lib/app.ts', WINDOWS), { kind: 'relative', segments: ['src', 'lib', 'app.ts'] });
    });
  });

  describe('Windows rules', () => {
    it('reads drive and UNC prefixes, either separator, drive letter upper-cased', () => {
      assert.deepEqual(parsed('c:/ws//./a.ts', WINDOWS), { kind: 'absolute', prefix: 'C:\\', segments: ['ws', 'a.ts'] });
      assert.deepEqual(parsed('\\\\server\\share\\x\\y.ts', WINDOWS), { kind: 'absolute', prefix: '\\\\server\\share\\', segments: ['x', 'y.ts'] });
      assert.deepEqual(parsed('//server/share', WINDOWS), { kind: 'absolute', prefix: '\\\\server\\share\\', segments: [] });
    });

    it('refuses a drive-relative path like C:x', () => {
      assert.deepEqual(errorsOf('C:x\\a.ts', WINDOWS), [
        {
          code: 'INVALID_PATH',
          message: 'file_path "C:x\\\\a.ts" is relative to the current folder of drive C:, which is not defined here.',
          path: ['file_path'],
          recovery_hint: 'Write "C:\\\\x\\\\a.ts" for an absolute path, or give a path relative to the workspace folder without a drive letter.',
        },
      ]);
      assert.deepEqual(codesOf('c:', WINDOWS), ['INVALID_PATH']);
    });

    it('refuses the \\\\?\\ and \\\\.\\ namespace prefixes, suggesting the ordinary form', () => {
      assert.deepEqual(errorsOf('\\\\?\\C:\\ws\\a.ts', WINDOWS), [
        {
          code: 'INVALID_PATH',
          message: 'file_path "\\\\\\\\?\\\\C:\\\\ws\\\\a.ts" starts with "\\\\\\\\?\\\\", a Windows device or verbatim namespace prefix that bypasses normal path rules.',
          path: ['file_path'],
          recovery_hint: 'Use the ordinary form of the path, like "C:\\\\ws\\\\a.ts".',
        },
      ]);
      assert.deepEqual(codesOf('\\\\.\\COM1', WINDOWS), ['INVALID_PATH', 'INVALID_PATH']); // the prefix and the device
      assert.deepEqual(codesOf('//?/UNC/server/share/x', WINDOWS), ['INVALID_PATH']);
      assert.equal(errorsOf('\\\\?\\UNC\\server\\share\\x', WINDOWS)[0].recovery_hint, 'Use the ordinary form of the path.');
    });

    it('refuses a rooted path without a drive and an incomplete UNC path', () => {
      assert.deepEqual(errorsOf('\\ws\\a.ts', WINDOWS), [
        {
          code: 'INVALID_PATH',
          message: 'file_path "\\\\ws\\\\a.ts" starts at the root of the current drive but names no drive.',
          path: ['file_path'],
          recovery_hint: 'Give a full path with a drive letter ("C:\\...") or a path relative to the workspace folder (without a leading "\\").',
        },
      ]);
      assert.deepEqual(errorsOf('\\\\server', WINDOWS), [
        {
          code: 'INVALID_PATH',
          message: 'file_path "\\\\\\\\server" starts like a UNC path but lacks the server or the share name.',
          path: ['file_path'],
          recovery_hint: 'Write a UNC path as "\\\\server\\share\\folder\\file", or give a path relative to the workspace folder.',
        },
      ]);
      assert.deepEqual(codesOf('\\\\\\x', WINDOWS), ['INVALID_PATH']);
    });

    it('refuses device names, with or without extension, in any case and position', () => {
      assert.deepEqual(errorsOf('src\\nul.txt', WINDOWS), [
        {
          code: 'INVALID_PATH',
          message:
            'file_path "src\\\\nul.txt" uses "nul.txt", a reserved Windows device name (CON, PRN, AUX, NUL, COM1-COM9, LPT1-LPT9; also with an extension, like "nul.txt"); it would address a device, not a file.',
          path: ['file_path'],
          recovery_hint: 'Choose another file or folder name.',
        },
      ]);
      for (const raw of ['CON', 'con', 'PRN.log', 'aux', 'NUL', 'COM1', 'com9.txt', 'LPT1', 'lpt9.tar.gz', 'CON .txt', 'CONIN$', 'COM\u00b9', 'con\\x.ts']) {
        assert.deepEqual(codesOf(raw, WINDOWS), ['INVALID_PATH'], raw);
      }
      for (const raw of ['CONSOLE', 'COM10', 'COM0', 'LPT', 'icon.png', 'nullable.ts', 'auxiliary']) {
        assert.equal(parsePathInput(raw, WINDOWS).ok, true, raw);
      }
      assert.match(errorsOf('CON\\nul', WINDOWS)[0].message, /uses "CON", "nul", reserved Windows device names/);
      // On POSIX these are ordinary names.
      assert.deepEqual(parsed('CON/nul.txt').segments, ['CON', 'nul.txt']);
    });

    it('refuses alternate data streams', () => {
      assert.deepEqual(errorsOf('a.txt:evil', WINDOWS), [
        {
          code: 'INVALID_PATH',
          message: 'file_path "a.txt:evil" has ":" in "a.txt:evil"; on Windows "name:stream" addresses an NTFS alternate data stream, not the file.',
          path: ['file_path'],
          recovery_hint: 'Remove the ":..." part to address the file itself ("a.txt").',
        },
      ]);
      assert.deepEqual(codesOf('C:\\ws\\a.txt::$DATA', WINDOWS), ['INVALID_PATH']);
    });

    it('refuses the reserved characters < > " | ? *', () => {
      assert.deepEqual(errorsOf('src\\a<b>?.ts', WINDOWS), [
        {
          code: 'INVALID_PATH',
          message: 'file_path "src\\\\a<b>?.ts" has characters that Windows does not allow in names ("<", ">", "?" in "a<b>?.ts"); forbidden are < > : " | ? *.',
          path: ['file_path'],
          recovery_hint: 'Use the exact name of an existing file, or a name without those characters; "*" and "?" are not wildcards here.',
        },
      ]);
      for (const raw of ['a|b', 'a"b', '*.ts', 'a?']) assert.deepEqual(codesOf(raw, WINDOWS), ['INVALID_PATH'], raw);
    });

    it('refuses names ending in a dot or a space', () => {
      assert.deepEqual(errorsOf('src.\\a.ts ', WINDOWS), [
        {
          code: 'INVALID_PATH',
          message: 'file_path "src.\\\\a.ts " has "src.", "a.ts " ending in a dot or space, which Windows silently drops, so it would address a different file.',
          path: ['file_path'],
          recovery_hint: 'Remove the trailing dots and spaces from the name.',
        },
      ]);
      assert.deepEqual(codesOf('...', WINDOWS), ['INVALID_PATH']);
    });

    it('collects every problem of one path', () => {
      assert.deepEqual(codesOf('C:x\u0001\\..\\CON\\a:b\\c*.', WINDOWS), [
        'INVALID_PATH', // control character
        'INVALID_PATH', // drive-relative
        'PATH_TRAVERSAL',
        'INVALID_PATH', // device
        'INVALID_PATH', // stream
        'INVALID_PATH', // reserved character
        'INVALID_PATH', // trailing dot
      ]);
    });
  });
});
