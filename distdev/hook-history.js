"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res) => function __init() {
  return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
};
var __commonJS = (cb, mod) => function __require() {
  return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// node_modules/jsonc-parser/lib/esm/impl/scanner.js
function createScanner(text, ignoreTrivia = false) {
  const len = text.length;
  let pos = 0, value = "", tokenOffset = 0, token = 16, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count, exact) {
    let digits = 0;
    let value2 = 0;
    while (digits < count || !exact) {
      let ch = text.charCodeAt(pos);
      if (ch >= 48 && ch <= 57) {
        value2 = value2 * 16 + ch - 48;
      } else if (ch >= 65 && ch <= 70) {
        value2 = value2 * 16 + ch - 65 + 10;
      } else if (ch >= 97 && ch <= 102) {
        value2 = value2 * 16 + ch - 97 + 10;
      } else {
        break;
      }
      pos++;
      digits++;
    }
    if (digits < count) {
      value2 = -1;
    }
    return value2;
  }
  function setPosition(newPosition) {
    pos = newPosition;
    value = "";
    tokenOffset = 0;
    token = 16;
    scanError = 0;
  }
  function scanNumber() {
    let start = pos;
    if (text.charCodeAt(pos) === 48) {
      pos++;
    } else {
      pos++;
      while (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
      }
    }
    if (pos < text.length && text.charCodeAt(pos) === 46) {
      pos++;
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
      } else {
        scanError = 3;
        return text.substring(start, pos);
      }
    }
    let end = pos;
    if (pos < text.length && (text.charCodeAt(pos) === 69 || text.charCodeAt(pos) === 101)) {
      pos++;
      if (pos < text.length && text.charCodeAt(pos) === 43 || text.charCodeAt(pos) === 45) {
        pos++;
      }
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
        end = pos;
      } else {
        scanError = 3;
      }
    }
    return text.substring(start, end);
  }
  function scanString() {
    let result = "", start = pos;
    while (true) {
      if (pos >= len) {
        result += text.substring(start, pos);
        scanError = 2;
        break;
      }
      const ch = text.charCodeAt(pos);
      if (ch === 34) {
        result += text.substring(start, pos);
        pos++;
        break;
      }
      if (ch === 92) {
        result += text.substring(start, pos);
        pos++;
        if (pos >= len) {
          scanError = 2;
          break;
        }
        const ch2 = text.charCodeAt(pos++);
        switch (ch2) {
          case 34:
            result += '"';
            break;
          case 92:
            result += "\\";
            break;
          case 47:
            result += "/";
            break;
          case 98:
            result += "\b";
            break;
          case 102:
            result += "\f";
            break;
          case 110:
            result += "\n";
            break;
          case 114:
            result += "\r";
            break;
          case 116:
            result += "	";
            break;
          case 117:
            const ch3 = scanHexDigits(4, true);
            if (ch3 >= 0) {
              result += String.fromCharCode(ch3);
            } else {
              scanError = 4;
            }
            break;
          default:
            scanError = 5;
        }
        start = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31) {
        if (isLineBreak(ch)) {
          result += text.substring(start, pos);
          scanError = 2;
          break;
        } else {
          scanError = 6;
        }
      }
      pos++;
    }
    return result;
  }
  function scanNext() {
    value = "";
    scanError = 0;
    tokenOffset = pos;
    lineStartOffset = lineNumber;
    prevTokenLineStartOffset = tokenLineStartOffset;
    if (pos >= len) {
      tokenOffset = len;
      return token = 17;
    }
    let code = text.charCodeAt(pos);
    if (isWhiteSpace(code)) {
      do {
        pos++;
        value += String.fromCharCode(code);
        code = text.charCodeAt(pos);
      } while (isWhiteSpace(code));
      return token = 15;
    }
    if (isLineBreak(code)) {
      pos++;
      value += String.fromCharCode(code);
      if (code === 13 && text.charCodeAt(pos) === 10) {
        pos++;
        value += "\n";
      }
      lineNumber++;
      tokenLineStartOffset = pos;
      return token = 14;
    }
    switch (code) {
      // tokens: []{}:,
      case 123:
        pos++;
        return token = 1;
      case 125:
        pos++;
        return token = 2;
      case 91:
        pos++;
        return token = 3;
      case 93:
        pos++;
        return token = 4;
      case 58:
        pos++;
        return token = 6;
      case 44:
        pos++;
        return token = 5;
      // strings
      case 34:
        pos++;
        value = scanString();
        return token = 10;
      // comments
      case 47:
        const start = pos - 1;
        if (text.charCodeAt(pos + 1) === 47) {
          pos += 2;
          while (pos < len) {
            if (isLineBreak(text.charCodeAt(pos))) {
              break;
            }
            pos++;
          }
          value = text.substring(start, pos);
          return token = 12;
        }
        if (text.charCodeAt(pos + 1) === 42) {
          pos += 2;
          const safeLength = len - 1;
          let commentClosed = false;
          while (pos < safeLength) {
            const ch = text.charCodeAt(pos);
            if (ch === 42 && text.charCodeAt(pos + 1) === 47) {
              pos += 2;
              commentClosed = true;
              break;
            }
            pos++;
            if (isLineBreak(ch)) {
              if (ch === 13 && text.charCodeAt(pos) === 10) {
                pos++;
              }
              lineNumber++;
              tokenLineStartOffset = pos;
            }
          }
          if (!commentClosed) {
            pos++;
            scanError = 1;
          }
          value = text.substring(start, pos);
          return token = 13;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
      // numbers
      case 45:
        value += String.fromCharCode(code);
        pos++;
        if (pos === len || !isDigit(text.charCodeAt(pos))) {
          return token = 16;
        }
      // found a minus, followed by a number so
      // we fall through to proceed with scanning
      // numbers
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        value += scanNumber();
        return token = 11;
      // literals and unknown symbols
      default:
        while (pos < len && isUnknownContentCharacter(code)) {
          pos++;
          code = text.charCodeAt(pos);
        }
        if (tokenOffset !== pos) {
          value = text.substring(tokenOffset, pos);
          switch (value) {
            case "true":
              return token = 8;
            case "false":
              return token = 9;
            case "null":
              return token = 7;
          }
          return token = 16;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
    }
  }
  function isUnknownContentCharacter(code) {
    if (isWhiteSpace(code) || isLineBreak(code)) {
      return false;
    }
    switch (code) {
      case 125:
      case 93:
      case 123:
      case 91:
      case 34:
      case 58:
      case 44:
      case 47:
        return false;
    }
    return true;
  }
  function scanNextNonTrivia() {
    let result;
    do {
      result = scanNext();
    } while (result >= 12 && result <= 15);
    return result;
  }
  return {
    setPosition,
    getPosition: () => pos,
    scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
    getToken: () => token,
    getTokenValue: () => value,
    getTokenOffset: () => tokenOffset,
    getTokenLength: () => pos - tokenOffset,
    getTokenStartLine: () => lineStartOffset,
    getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
    getTokenError: () => scanError
  };
}
function isWhiteSpace(ch) {
  return ch === 32 || ch === 9;
}
function isLineBreak(ch) {
  return ch === 10 || ch === 13;
}
function isDigit(ch) {
  return ch >= 48 && ch <= 57;
}
var CharacterCodes;
var init_scanner = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/scanner.js"() {
    "use strict";
    (function(CharacterCodes2) {
      CharacterCodes2[CharacterCodes2["lineFeed"] = 10] = "lineFeed";
      CharacterCodes2[CharacterCodes2["carriageReturn"] = 13] = "carriageReturn";
      CharacterCodes2[CharacterCodes2["space"] = 32] = "space";
      CharacterCodes2[CharacterCodes2["_0"] = 48] = "_0";
      CharacterCodes2[CharacterCodes2["_1"] = 49] = "_1";
      CharacterCodes2[CharacterCodes2["_2"] = 50] = "_2";
      CharacterCodes2[CharacterCodes2["_3"] = 51] = "_3";
      CharacterCodes2[CharacterCodes2["_4"] = 52] = "_4";
      CharacterCodes2[CharacterCodes2["_5"] = 53] = "_5";
      CharacterCodes2[CharacterCodes2["_6"] = 54] = "_6";
      CharacterCodes2[CharacterCodes2["_7"] = 55] = "_7";
      CharacterCodes2[CharacterCodes2["_8"] = 56] = "_8";
      CharacterCodes2[CharacterCodes2["_9"] = 57] = "_9";
      CharacterCodes2[CharacterCodes2["a"] = 97] = "a";
      CharacterCodes2[CharacterCodes2["b"] = 98] = "b";
      CharacterCodes2[CharacterCodes2["c"] = 99] = "c";
      CharacterCodes2[CharacterCodes2["d"] = 100] = "d";
      CharacterCodes2[CharacterCodes2["e"] = 101] = "e";
      CharacterCodes2[CharacterCodes2["f"] = 102] = "f";
      CharacterCodes2[CharacterCodes2["g"] = 103] = "g";
      CharacterCodes2[CharacterCodes2["h"] = 104] = "h";
      CharacterCodes2[CharacterCodes2["i"] = 105] = "i";
      CharacterCodes2[CharacterCodes2["j"] = 106] = "j";
      CharacterCodes2[CharacterCodes2["k"] = 107] = "k";
      CharacterCodes2[CharacterCodes2["l"] = 108] = "l";
      CharacterCodes2[CharacterCodes2["m"] = 109] = "m";
      CharacterCodes2[CharacterCodes2["n"] = 110] = "n";
      CharacterCodes2[CharacterCodes2["o"] = 111] = "o";
      CharacterCodes2[CharacterCodes2["p"] = 112] = "p";
      CharacterCodes2[CharacterCodes2["q"] = 113] = "q";
      CharacterCodes2[CharacterCodes2["r"] = 114] = "r";
      CharacterCodes2[CharacterCodes2["s"] = 115] = "s";
      CharacterCodes2[CharacterCodes2["t"] = 116] = "t";
      CharacterCodes2[CharacterCodes2["u"] = 117] = "u";
      CharacterCodes2[CharacterCodes2["v"] = 118] = "v";
      CharacterCodes2[CharacterCodes2["w"] = 119] = "w";
      CharacterCodes2[CharacterCodes2["x"] = 120] = "x";
      CharacterCodes2[CharacterCodes2["y"] = 121] = "y";
      CharacterCodes2[CharacterCodes2["z"] = 122] = "z";
      CharacterCodes2[CharacterCodes2["A"] = 65] = "A";
      CharacterCodes2[CharacterCodes2["B"] = 66] = "B";
      CharacterCodes2[CharacterCodes2["C"] = 67] = "C";
      CharacterCodes2[CharacterCodes2["D"] = 68] = "D";
      CharacterCodes2[CharacterCodes2["E"] = 69] = "E";
      CharacterCodes2[CharacterCodes2["F"] = 70] = "F";
      CharacterCodes2[CharacterCodes2["G"] = 71] = "G";
      CharacterCodes2[CharacterCodes2["H"] = 72] = "H";
      CharacterCodes2[CharacterCodes2["I"] = 73] = "I";
      CharacterCodes2[CharacterCodes2["J"] = 74] = "J";
      CharacterCodes2[CharacterCodes2["K"] = 75] = "K";
      CharacterCodes2[CharacterCodes2["L"] = 76] = "L";
      CharacterCodes2[CharacterCodes2["M"] = 77] = "M";
      CharacterCodes2[CharacterCodes2["N"] = 78] = "N";
      CharacterCodes2[CharacterCodes2["O"] = 79] = "O";
      CharacterCodes2[CharacterCodes2["P"] = 80] = "P";
      CharacterCodes2[CharacterCodes2["Q"] = 81] = "Q";
      CharacterCodes2[CharacterCodes2["R"] = 82] = "R";
      CharacterCodes2[CharacterCodes2["S"] = 83] = "S";
      CharacterCodes2[CharacterCodes2["T"] = 84] = "T";
      CharacterCodes2[CharacterCodes2["U"] = 85] = "U";
      CharacterCodes2[CharacterCodes2["V"] = 86] = "V";
      CharacterCodes2[CharacterCodes2["W"] = 87] = "W";
      CharacterCodes2[CharacterCodes2["X"] = 88] = "X";
      CharacterCodes2[CharacterCodes2["Y"] = 89] = "Y";
      CharacterCodes2[CharacterCodes2["Z"] = 90] = "Z";
      CharacterCodes2[CharacterCodes2["asterisk"] = 42] = "asterisk";
      CharacterCodes2[CharacterCodes2["backslash"] = 92] = "backslash";
      CharacterCodes2[CharacterCodes2["closeBrace"] = 125] = "closeBrace";
      CharacterCodes2[CharacterCodes2["closeBracket"] = 93] = "closeBracket";
      CharacterCodes2[CharacterCodes2["colon"] = 58] = "colon";
      CharacterCodes2[CharacterCodes2["comma"] = 44] = "comma";
      CharacterCodes2[CharacterCodes2["dot"] = 46] = "dot";
      CharacterCodes2[CharacterCodes2["doubleQuote"] = 34] = "doubleQuote";
      CharacterCodes2[CharacterCodes2["minus"] = 45] = "minus";
      CharacterCodes2[CharacterCodes2["openBrace"] = 123] = "openBrace";
      CharacterCodes2[CharacterCodes2["openBracket"] = 91] = "openBracket";
      CharacterCodes2[CharacterCodes2["plus"] = 43] = "plus";
      CharacterCodes2[CharacterCodes2["slash"] = 47] = "slash";
      CharacterCodes2[CharacterCodes2["formFeed"] = 12] = "formFeed";
      CharacterCodes2[CharacterCodes2["tab"] = 9] = "tab";
    })(CharacterCodes || (CharacterCodes = {}));
  }
});

// node_modules/jsonc-parser/lib/esm/impl/string-intern.js
var cachedSpaces, maxCachedValues, cachedBreakLinesWithSpaces, supportedEols;
var init_string_intern = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/string-intern.js"() {
    cachedSpaces = new Array(20).fill(0).map((_, index) => {
      return " ".repeat(index);
    });
    maxCachedValues = 200;
    cachedBreakLinesWithSpaces = {
      " ": {
        "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\n" + " ".repeat(index);
        }),
        "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\r" + " ".repeat(index);
        }),
        "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\r\n" + " ".repeat(index);
        })
      },
      "	": {
        "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\n" + "	".repeat(index);
        }),
        "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\r" + "	".repeat(index);
        }),
        "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\r\n" + "	".repeat(index);
        })
      }
    };
    supportedEols = ["\n", "\r", "\r\n"];
  }
});

// node_modules/jsonc-parser/lib/esm/impl/format.js
function format(documentText, range, options) {
  let initialIndentLevel;
  let formatText;
  let formatTextStart;
  let rangeStart;
  let rangeEnd;
  if (range) {
    rangeStart = range.offset;
    rangeEnd = rangeStart + range.length;
    formatTextStart = rangeStart;
    while (formatTextStart > 0 && !isEOL(documentText, formatTextStart - 1)) {
      formatTextStart--;
    }
    let endOffset = rangeEnd;
    while (endOffset < documentText.length && !isEOL(documentText, endOffset)) {
      endOffset++;
    }
    formatText = documentText.substring(formatTextStart, endOffset);
    initialIndentLevel = computeIndentLevel(formatText, options);
  } else {
    formatText = documentText;
    initialIndentLevel = 0;
    formatTextStart = 0;
    rangeStart = 0;
    rangeEnd = documentText.length;
  }
  const eol = getEOL(options, documentText);
  const eolFastPathSupported = supportedEols.includes(eol);
  let numberLineBreaks = 0;
  let indentLevel = 0;
  let indentValue;
  if (options.insertSpaces) {
    indentValue = cachedSpaces[options.tabSize || 4] ?? repeat(cachedSpaces[1], options.tabSize || 4);
  } else {
    indentValue = "	";
  }
  const indentType = indentValue === "	" ? "	" : " ";
  let scanner = createScanner(formatText, false);
  let hasError = false;
  function newLinesAndIndent() {
    if (numberLineBreaks > 1) {
      return repeat(eol, numberLineBreaks) + repeat(indentValue, initialIndentLevel + indentLevel);
    }
    const amountOfSpaces = indentValue.length * (initialIndentLevel + indentLevel);
    if (!eolFastPathSupported || amountOfSpaces > cachedBreakLinesWithSpaces[indentType][eol].length) {
      return eol + repeat(indentValue, initialIndentLevel + indentLevel);
    }
    if (amountOfSpaces <= 0) {
      return eol;
    }
    return cachedBreakLinesWithSpaces[indentType][eol][amountOfSpaces];
  }
  function scanNext() {
    let token = scanner.scan();
    numberLineBreaks = 0;
    while (token === 15 || token === 14) {
      if (token === 14 && options.keepLines) {
        numberLineBreaks += 1;
      } else if (token === 14) {
        numberLineBreaks = 1;
      }
      token = scanner.scan();
    }
    hasError = token === 16 || scanner.getTokenError() !== 0;
    return token;
  }
  const editOperations = [];
  function addEdit(text, startOffset, endOffset) {
    if (!hasError && (!range || startOffset < rangeEnd && endOffset > rangeStart) && documentText.substring(startOffset, endOffset) !== text) {
      editOperations.push({ offset: startOffset, length: endOffset - startOffset, content: text });
    }
  }
  let firstToken = scanNext();
  if (options.keepLines && numberLineBreaks > 0) {
    addEdit(repeat(eol, numberLineBreaks), 0, 0);
  }
  if (firstToken !== 17) {
    let firstTokenStart = scanner.getTokenOffset() + formatTextStart;
    let initialIndent = indentValue.length * initialIndentLevel < 20 && options.insertSpaces ? cachedSpaces[indentValue.length * initialIndentLevel] : repeat(indentValue, initialIndentLevel);
    addEdit(initialIndent, formatTextStart, firstTokenStart);
  }
  while (firstToken !== 17) {
    let firstTokenEnd = scanner.getTokenOffset() + scanner.getTokenLength() + formatTextStart;
    let secondToken = scanNext();
    let replaceContent = "";
    let needsLineBreak = false;
    while (numberLineBreaks === 0 && (secondToken === 12 || secondToken === 13)) {
      let commentTokenStart = scanner.getTokenOffset() + formatTextStart;
      addEdit(cachedSpaces[1], firstTokenEnd, commentTokenStart);
      firstTokenEnd = scanner.getTokenOffset() + scanner.getTokenLength() + formatTextStart;
      needsLineBreak = secondToken === 12;
      replaceContent = needsLineBreak ? newLinesAndIndent() : "";
      secondToken = scanNext();
    }
    if (secondToken === 2) {
      if (firstToken !== 1) {
        indentLevel--;
      }
      ;
      if (options.keepLines && numberLineBreaks > 0 || !options.keepLines && firstToken !== 1) {
        replaceContent = newLinesAndIndent();
      } else if (options.keepLines) {
        replaceContent = cachedSpaces[1];
      }
    } else if (secondToken === 4) {
      if (firstToken !== 3) {
        indentLevel--;
      }
      ;
      if (options.keepLines && numberLineBreaks > 0 || !options.keepLines && firstToken !== 3) {
        replaceContent = newLinesAndIndent();
      } else if (options.keepLines) {
        replaceContent = cachedSpaces[1];
      }
    } else {
      switch (firstToken) {
        case 3:
        case 1:
          indentLevel++;
          if (options.keepLines && numberLineBreaks > 0 || !options.keepLines) {
            replaceContent = newLinesAndIndent();
          } else {
            replaceContent = cachedSpaces[1];
          }
          break;
        case 5:
          if (options.keepLines && numberLineBreaks > 0 || !options.keepLines) {
            replaceContent = newLinesAndIndent();
          } else {
            replaceContent = cachedSpaces[1];
          }
          break;
        case 12:
          replaceContent = newLinesAndIndent();
          break;
        case 13:
          if (numberLineBreaks > 0) {
            replaceContent = newLinesAndIndent();
          } else if (!needsLineBreak) {
            replaceContent = cachedSpaces[1];
          }
          break;
        case 6:
          if (options.keepLines && numberLineBreaks > 0) {
            replaceContent = newLinesAndIndent();
          } else if (!needsLineBreak) {
            replaceContent = cachedSpaces[1];
          }
          break;
        case 10:
          if (options.keepLines && numberLineBreaks > 0) {
            replaceContent = newLinesAndIndent();
          } else if (secondToken === 6 && !needsLineBreak) {
            replaceContent = "";
          }
          break;
        case 7:
        case 8:
        case 9:
        case 11:
        case 2:
        case 4:
          if (options.keepLines && numberLineBreaks > 0) {
            replaceContent = newLinesAndIndent();
          } else {
            if ((secondToken === 12 || secondToken === 13) && !needsLineBreak) {
              replaceContent = cachedSpaces[1];
            } else if (secondToken !== 5 && secondToken !== 17) {
              hasError = true;
            }
          }
          break;
        case 16:
          hasError = true;
          break;
      }
      if (numberLineBreaks > 0 && (secondToken === 12 || secondToken === 13)) {
        replaceContent = newLinesAndIndent();
      }
    }
    if (secondToken === 17) {
      if (options.keepLines && numberLineBreaks > 0) {
        replaceContent = newLinesAndIndent();
      } else {
        replaceContent = options.insertFinalNewline ? eol : "";
      }
    }
    const secondTokenStart = scanner.getTokenOffset() + formatTextStart;
    addEdit(replaceContent, firstTokenEnd, secondTokenStart);
    firstToken = secondToken;
  }
  return editOperations;
}
function repeat(s, count) {
  let result = "";
  for (let i = 0; i < count; i++) {
    result += s;
  }
  return result;
}
function computeIndentLevel(content, options) {
  let i = 0;
  let nChars = 0;
  const tabSize = options.tabSize || 4;
  while (i < content.length) {
    let ch = content.charAt(i);
    if (ch === cachedSpaces[1]) {
      nChars++;
    } else if (ch === "	") {
      nChars += tabSize;
    } else {
      break;
    }
    i++;
  }
  return Math.floor(nChars / tabSize);
}
function getEOL(options, text) {
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (ch === "\r") {
      if (i + 1 < text.length && text.charAt(i + 1) === "\n") {
        return "\r\n";
      }
      return "\r";
    } else if (ch === "\n") {
      return "\n";
    }
  }
  return options && options.eol || "\n";
}
function isEOL(text, offset) {
  return "\r\n".indexOf(text.charAt(offset)) !== -1;
}
var init_format = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/format.js"() {
    "use strict";
    init_scanner();
    init_string_intern();
  }
});

// node_modules/jsonc-parser/lib/esm/impl/parser.js
function getLocation(text, position) {
  const segments = [];
  const earlyReturnException = new Object();
  let previousNode = void 0;
  const previousNodeInst = {
    value: {},
    offset: 0,
    length: 0,
    type: "object",
    parent: void 0
  };
  let isAtPropertyKey = false;
  function setPreviousNode(value, offset, length, type) {
    previousNodeInst.value = value;
    previousNodeInst.offset = offset;
    previousNodeInst.length = length;
    previousNodeInst.type = type;
    previousNodeInst.colonOffset = void 0;
    previousNode = previousNodeInst;
  }
  try {
    visit(text, {
      onObjectBegin: (offset, length) => {
        if (position <= offset) {
          throw earlyReturnException;
        }
        previousNode = void 0;
        isAtPropertyKey = position > offset;
        segments.push("");
      },
      onObjectProperty: (name, offset, length) => {
        if (position < offset) {
          throw earlyReturnException;
        }
        setPreviousNode(name, offset, length, "property");
        segments[segments.length - 1] = name;
        if (position <= offset + length) {
          throw earlyReturnException;
        }
      },
      onObjectEnd: (offset, length) => {
        if (position <= offset) {
          throw earlyReturnException;
        }
        previousNode = void 0;
        segments.pop();
      },
      onArrayBegin: (offset, length) => {
        if (position <= offset) {
          throw earlyReturnException;
        }
        previousNode = void 0;
        segments.push(0);
      },
      onArrayEnd: (offset, length) => {
        if (position <= offset) {
          throw earlyReturnException;
        }
        previousNode = void 0;
        segments.pop();
      },
      onLiteralValue: (value, offset, length) => {
        if (position < offset) {
          throw earlyReturnException;
        }
        setPreviousNode(value, offset, length, getNodeType(value));
        if (position <= offset + length) {
          throw earlyReturnException;
        }
      },
      onSeparator: (sep2, offset, length) => {
        if (position <= offset) {
          throw earlyReturnException;
        }
        if (sep2 === ":" && previousNode && previousNode.type === "property") {
          previousNode.colonOffset = offset;
          isAtPropertyKey = false;
          previousNode = void 0;
        } else if (sep2 === ",") {
          const last = segments[segments.length - 1];
          if (typeof last === "number") {
            segments[segments.length - 1] = last + 1;
          } else {
            isAtPropertyKey = true;
            segments[segments.length - 1] = "";
          }
          previousNode = void 0;
        }
      }
    });
  } catch (e) {
    if (e !== earlyReturnException) {
      throw e;
    }
  }
  return {
    path: segments,
    previousNode,
    isAtPropertyKey,
    matches: (pattern) => {
      let k = 0;
      for (let i = 0; k < pattern.length && i < segments.length; i++) {
        if (pattern[k] === segments[i] || pattern[k] === "*") {
          k++;
        } else if (pattern[k] !== "**") {
          return false;
        }
      }
      return k === pattern.length;
    }
  };
}
function parse(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentProperty = null;
  let currentParent = [];
  const previousParents = [];
  function onValue(value) {
    if (Array.isArray(currentParent)) {
      currentParent.push(value);
    } else if (currentProperty !== null) {
      currentParent[currentProperty] = value;
    }
  }
  const visitor = {
    onObjectBegin: () => {
      const object = {};
      onValue(object);
      previousParents.push(currentParent);
      currentParent = object;
      currentProperty = null;
    },
    onObjectProperty: (name) => {
      currentProperty = name;
    },
    onObjectEnd: () => {
      currentParent = previousParents.pop();
    },
    onArrayBegin: () => {
      const array = [];
      onValue(array);
      previousParents.push(currentParent);
      currentParent = array;
      currentProperty = null;
    },
    onArrayEnd: () => {
      currentParent = previousParents.pop();
    },
    onLiteralValue: onValue,
    onError: (error, offset, length) => {
      errors.push({ error, offset, length });
    }
  };
  visit(text, visitor, options);
  return currentParent[0];
}
function parseTree(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentParent = { type: "array", offset: -1, length: -1, children: [], parent: void 0 };
  function ensurePropertyComplete(endOffset) {
    if (currentParent.type === "property") {
      currentParent.length = endOffset - currentParent.offset;
      currentParent = currentParent.parent;
    }
  }
  function onValue(valueNode) {
    currentParent.children.push(valueNode);
    return valueNode;
  }
  const visitor = {
    onObjectBegin: (offset) => {
      currentParent = onValue({ type: "object", offset, length: -1, parent: currentParent, children: [] });
    },
    onObjectProperty: (name, offset, length) => {
      currentParent = onValue({ type: "property", offset, length: -1, parent: currentParent, children: [] });
      currentParent.children.push({ type: "string", value: name, offset, length, parent: currentParent });
    },
    onObjectEnd: (offset, length) => {
      ensurePropertyComplete(offset + length);
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onArrayBegin: (offset, length) => {
      currentParent = onValue({ type: "array", offset, length: -1, parent: currentParent, children: [] });
    },
    onArrayEnd: (offset, length) => {
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onLiteralValue: (value, offset, length) => {
      onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
      ensurePropertyComplete(offset + length);
    },
    onSeparator: (sep2, offset, length) => {
      if (currentParent.type === "property") {
        if (sep2 === ":") {
          currentParent.colonOffset = offset;
        } else if (sep2 === ",") {
          ensurePropertyComplete(offset);
        }
      }
    },
    onError: (error, offset, length) => {
      errors.push({ error, offset, length });
    }
  };
  visit(text, visitor, options);
  const result = currentParent.children[0];
  if (result) {
    delete result.parent;
  }
  return result;
}
function findNodeAtLocation(root, path) {
  if (!root) {
    return void 0;
  }
  let node = root;
  for (let segment of path) {
    if (typeof segment === "string") {
      if (node.type !== "object" || !Array.isArray(node.children)) {
        return void 0;
      }
      let found = false;
      for (const propertyNode of node.children) {
        if (Array.isArray(propertyNode.children) && propertyNode.children[0].value === segment && propertyNode.children.length === 2) {
          node = propertyNode.children[1];
          found = true;
          break;
        }
      }
      if (!found) {
        return void 0;
      }
    } else {
      const index = segment;
      if (node.type !== "array" || index < 0 || !Array.isArray(node.children) || index >= node.children.length) {
        return void 0;
      }
      node = node.children[index];
    }
  }
  return node;
}
function getNodePath(node) {
  if (!node.parent || !node.parent.children) {
    return [];
  }
  const path = getNodePath(node.parent);
  if (node.parent.type === "property") {
    const key = node.parent.children[0].value;
    path.push(key);
  } else if (node.parent.type === "array") {
    const index = node.parent.children.indexOf(node);
    if (index !== -1) {
      path.push(index);
    }
  }
  return path;
}
function getNodeValue(node) {
  switch (node.type) {
    case "array":
      return node.children.map(getNodeValue);
    case "object":
      const obj = /* @__PURE__ */ Object.create(null);
      for (let prop of node.children) {
        const valueNode = prop.children[1];
        if (valueNode) {
          obj[prop.children[0].value] = getNodeValue(valueNode);
        }
      }
      return obj;
    case "null":
    case "string":
    case "number":
    case "boolean":
      return node.value;
    default:
      return void 0;
  }
}
function contains(node, offset, includeRightBound = false) {
  return offset >= node.offset && offset < node.offset + node.length || includeRightBound && offset === node.offset + node.length;
}
function findNodeAtOffset(node, offset, includeRightBound = false) {
  if (contains(node, offset, includeRightBound)) {
    const children = node.children;
    if (Array.isArray(children)) {
      for (let i = 0; i < children.length && children[i].offset <= offset; i++) {
        const item = findNodeAtOffset(children[i], offset, includeRightBound);
        if (item) {
          return item;
        }
      }
    }
    return node;
  }
  return void 0;
}
function visit(text, visitor, options = ParseOptions.DEFAULT) {
  const _scanner = createScanner(text, false);
  const _jsonPath = [];
  let suppressedCallbacks = 0;
  function toNoArgVisit(visitFunction) {
    return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisit(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisitWithPath(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
  }
  function toBeginVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks++;
      } else {
        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
        if (cbReturn === false) {
          suppressedCallbacks = 1;
        }
      }
    } : () => true;
  }
  function toEndVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks--;
      }
      if (suppressedCallbacks === 0) {
        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
      }
    } : () => true;
  }
  const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
  const disallowComments = options && options.disallowComments;
  const allowTrailingComma = options && options.allowTrailingComma;
  function scanNext() {
    while (true) {
      const token = _scanner.scan();
      switch (_scanner.getTokenError()) {
        case 4:
          handleError(
            14
            /* ParseErrorCode.InvalidUnicode */
          );
          break;
        case 5:
          handleError(
            15
            /* ParseErrorCode.InvalidEscapeCharacter */
          );
          break;
        case 3:
          handleError(
            13
            /* ParseErrorCode.UnexpectedEndOfNumber */
          );
          break;
        case 1:
          if (!disallowComments) {
            handleError(
              11
              /* ParseErrorCode.UnexpectedEndOfComment */
            );
          }
          break;
        case 2:
          handleError(
            12
            /* ParseErrorCode.UnexpectedEndOfString */
          );
          break;
        case 6:
          handleError(
            16
            /* ParseErrorCode.InvalidCharacter */
          );
          break;
      }
      switch (token) {
        case 12:
        case 13:
          if (disallowComments) {
            handleError(
              10
              /* ParseErrorCode.InvalidCommentToken */
            );
          } else {
            onComment();
          }
          break;
        case 16:
          handleError(
            1
            /* ParseErrorCode.InvalidSymbol */
          );
          break;
        case 15:
        case 14:
          break;
        default:
          return token;
      }
    }
  }
  function handleError(error, skipUntilAfter = [], skipUntil = []) {
    onError(error);
    if (skipUntilAfter.length + skipUntil.length > 0) {
      let token = _scanner.getToken();
      while (token !== 17) {
        if (skipUntilAfter.indexOf(token) !== -1) {
          scanNext();
          break;
        } else if (skipUntil.indexOf(token) !== -1) {
          break;
        }
        token = scanNext();
      }
    }
  }
  function parseString(isValue) {
    const value = _scanner.getTokenValue();
    if (isValue) {
      onLiteralValue(value);
    } else {
      onObjectProperty(value);
      _jsonPath.push(value);
    }
    scanNext();
    return true;
  }
  function parseLiteral() {
    switch (_scanner.getToken()) {
      case 11:
        const tokenValue = _scanner.getTokenValue();
        let value = Number(tokenValue);
        if (isNaN(value)) {
          handleError(
            2
            /* ParseErrorCode.InvalidNumberFormat */
          );
          value = 0;
        }
        onLiteralValue(value);
        break;
      case 7:
        onLiteralValue(null);
        break;
      case 8:
        onLiteralValue(true);
        break;
      case 9:
        onLiteralValue(false);
        break;
      default:
        return false;
    }
    scanNext();
    return true;
  }
  function parseProperty() {
    if (_scanner.getToken() !== 10) {
      handleError(3, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
      return false;
    }
    parseString(false);
    if (_scanner.getToken() === 6) {
      onSeparator(":");
      scanNext();
      if (!parseValue()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
    } else {
      handleError(5, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
    }
    _jsonPath.pop();
    return true;
  }
  function parseObject() {
    onObjectBegin();
    scanNext();
    let needsComma = false;
    while (_scanner.getToken() !== 2 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 2 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (!parseProperty()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onObjectEnd();
    if (_scanner.getToken() !== 2) {
      handleError(7, [
        2
        /* SyntaxKind.CloseBraceToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseArray() {
    onArrayBegin();
    scanNext();
    let isFirstElement = true;
    let needsComma = false;
    while (_scanner.getToken() !== 4 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 4 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (isFirstElement) {
        _jsonPath.push(0);
        isFirstElement = false;
      } else {
        _jsonPath[_jsonPath.length - 1]++;
      }
      if (!parseValue()) {
        handleError(4, [], [
          4,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onArrayEnd();
    if (!isFirstElement) {
      _jsonPath.pop();
    }
    if (_scanner.getToken() !== 4) {
      handleError(8, [
        4
        /* SyntaxKind.CloseBracketToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseValue() {
    switch (_scanner.getToken()) {
      case 3:
        return parseArray();
      case 1:
        return parseObject();
      case 10:
        return parseString(true);
      default:
        return parseLiteral();
    }
  }
  scanNext();
  if (_scanner.getToken() === 17) {
    if (options.allowEmptyContent) {
      return true;
    }
    handleError(4, [], []);
    return false;
  }
  if (!parseValue()) {
    handleError(4, [], []);
    return false;
  }
  if (_scanner.getToken() !== 17) {
    handleError(9, [], []);
  }
  return true;
}
function stripComments(text, replaceCh) {
  let _scanner = createScanner(text), parts = [], kind, offset = 0, pos;
  do {
    pos = _scanner.getPosition();
    kind = _scanner.scan();
    switch (kind) {
      case 12:
      case 13:
      case 17:
        if (offset !== pos) {
          parts.push(text.substring(offset, pos));
        }
        if (replaceCh !== void 0) {
          parts.push(_scanner.getTokenValue().replace(/[^\r\n]/g, replaceCh));
        }
        offset = _scanner.getPosition();
        break;
    }
  } while (kind !== 17);
  return parts.join("");
}
function getNodeType(value) {
  switch (typeof value) {
    case "boolean":
      return "boolean";
    case "number":
      return "number";
    case "string":
      return "string";
    case "object": {
      if (!value) {
        return "null";
      } else if (Array.isArray(value)) {
        return "array";
      }
      return "object";
    }
    default:
      return "null";
  }
}
var ParseOptions;
var init_parser = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/parser.js"() {
    "use strict";
    init_scanner();
    (function(ParseOptions2) {
      ParseOptions2.DEFAULT = {
        allowTrailingComma: false
      };
    })(ParseOptions || (ParseOptions = {}));
  }
});

// node_modules/jsonc-parser/lib/esm/impl/edit.js
function setProperty(text, originalPath, value, options) {
  const path = originalPath.slice();
  const errors = [];
  const root = parseTree(text, errors);
  let parent = void 0;
  let lastSegment = void 0;
  while (path.length > 0) {
    lastSegment = path.pop();
    parent = findNodeAtLocation(root, path);
    if (parent === void 0 && value !== void 0) {
      if (typeof lastSegment === "string") {
        value = { [lastSegment]: value };
      } else {
        value = [value];
      }
    } else {
      break;
    }
  }
  if (!parent) {
    if (value === void 0) {
      throw new Error("Can not delete in empty document");
    }
    return withFormatting(text, { offset: root ? root.offset : 0, length: root ? root.length : 0, content: JSON.stringify(value) }, options);
  } else if (parent.type === "object" && typeof lastSegment === "string" && Array.isArray(parent.children)) {
    const existing = findNodeAtLocation(parent, [lastSegment]);
    if (existing !== void 0) {
      if (value === void 0) {
        if (!existing.parent) {
          throw new Error("Malformed AST");
        }
        const propertyIndex = parent.children.indexOf(existing.parent);
        let removeBegin;
        let removeEnd = existing.parent.offset + existing.parent.length;
        if (propertyIndex > 0) {
          let previous = parent.children[propertyIndex - 1];
          removeBegin = previous.offset + previous.length;
        } else {
          removeBegin = parent.offset + 1;
          if (parent.children.length > 1) {
            let next = parent.children[1];
            removeEnd = next.offset;
          }
        }
        return withFormatting(text, { offset: removeBegin, length: removeEnd - removeBegin, content: "" }, options);
      } else {
        return withFormatting(text, { offset: existing.offset, length: existing.length, content: JSON.stringify(value) }, options);
      }
    } else {
      if (value === void 0) {
        return [];
      }
      const newProperty = `${JSON.stringify(lastSegment)}: ${JSON.stringify(value)}`;
      const index = options.getInsertionIndex ? options.getInsertionIndex(parent.children.map((p) => p.children[0].value)) : parent.children.length;
      let edit;
      if (index > 0) {
        let previous = parent.children[index - 1];
        edit = { offset: previous.offset + previous.length, length: 0, content: "," + newProperty };
      } else if (parent.children.length === 0) {
        edit = { offset: parent.offset + 1, length: 0, content: newProperty };
      } else {
        edit = { offset: parent.offset + 1, length: 0, content: newProperty + "," };
      }
      return withFormatting(text, edit, options);
    }
  } else if (parent.type === "array" && typeof lastSegment === "number" && Array.isArray(parent.children)) {
    const insertIndex = lastSegment;
    if (insertIndex === -1) {
      const newProperty = `${JSON.stringify(value)}`;
      let edit;
      if (parent.children.length === 0) {
        edit = { offset: parent.offset + 1, length: 0, content: newProperty };
      } else {
        const previous = parent.children[parent.children.length - 1];
        edit = { offset: previous.offset + previous.length, length: 0, content: "," + newProperty };
      }
      return withFormatting(text, edit, options);
    } else if (value === void 0 && parent.children.length >= 0) {
      const removalIndex = lastSegment;
      const toRemove = parent.children[removalIndex];
      let edit;
      if (parent.children.length === 1) {
        edit = { offset: parent.offset + 1, length: parent.length - 2, content: "" };
      } else if (parent.children.length - 1 === removalIndex) {
        let previous = parent.children[removalIndex - 1];
        let offset = previous.offset + previous.length;
        let parentEndOffset = parent.offset + parent.length;
        edit = { offset, length: parentEndOffset - 2 - offset, content: "" };
      } else {
        edit = { offset: toRemove.offset, length: parent.children[removalIndex + 1].offset - toRemove.offset, content: "" };
      }
      return withFormatting(text, edit, options);
    } else if (value !== void 0) {
      let edit;
      const newProperty = `${JSON.stringify(value)}`;
      if (!options.isArrayInsertion && parent.children.length > lastSegment) {
        const toModify = parent.children[lastSegment];
        edit = { offset: toModify.offset, length: toModify.length, content: newProperty };
      } else if (parent.children.length === 0 || lastSegment === 0) {
        edit = { offset: parent.offset + 1, length: 0, content: parent.children.length === 0 ? newProperty : newProperty + "," };
      } else {
        const index = lastSegment > parent.children.length ? parent.children.length : lastSegment;
        const previous = parent.children[index - 1];
        edit = { offset: previous.offset + previous.length, length: 0, content: "," + newProperty };
      }
      return withFormatting(text, edit, options);
    } else {
      throw new Error(`Can not ${value === void 0 ? "remove" : options.isArrayInsertion ? "insert" : "modify"} Array index ${insertIndex} as length is not sufficient`);
    }
  } else {
    throw new Error(`Can not add ${typeof lastSegment !== "number" ? "index" : "property"} to parent of type ${parent.type}`);
  }
}
function withFormatting(text, edit, options) {
  if (!options.formattingOptions) {
    return [edit];
  }
  let newText = applyEdit(text, edit);
  let begin = edit.offset;
  let end = edit.offset + edit.content.length;
  if (edit.length === 0 || edit.content.length === 0) {
    while (begin > 0 && !isEOL(newText, begin - 1)) {
      begin--;
    }
    while (end < newText.length && !isEOL(newText, end)) {
      end++;
    }
  }
  const edits = format(newText, { offset: begin, length: end - begin }, { ...options.formattingOptions, keepLines: false });
  for (let i = edits.length - 1; i >= 0; i--) {
    const edit2 = edits[i];
    newText = applyEdit(newText, edit2);
    begin = Math.min(begin, edit2.offset);
    end = Math.max(end, edit2.offset + edit2.length);
    end += edit2.content.length - edit2.length;
  }
  const editLength = text.length - (newText.length - end) - begin;
  return [{ offset: begin, length: editLength, content: newText.substring(begin, end) }];
}
function applyEdit(text, edit) {
  return text.substring(0, edit.offset) + edit.content + text.substring(edit.offset + edit.length);
}
var init_edit = __esm({
  "node_modules/jsonc-parser/lib/esm/impl/edit.js"() {
    "use strict";
    init_format();
    init_parser();
  }
});

// node_modules/jsonc-parser/lib/esm/main.js
var main_exports = {};
__export(main_exports, {
  ParseErrorCode: () => ParseErrorCode,
  ScanError: () => ScanError,
  SyntaxKind: () => SyntaxKind,
  applyEdits: () => applyEdits,
  createScanner: () => createScanner2,
  findNodeAtLocation: () => findNodeAtLocation2,
  findNodeAtOffset: () => findNodeAtOffset2,
  format: () => format2,
  getLocation: () => getLocation2,
  getNodePath: () => getNodePath2,
  getNodeValue: () => getNodeValue2,
  modify: () => modify,
  parse: () => parse2,
  parseTree: () => parseTree2,
  printParseErrorCode: () => printParseErrorCode,
  stripComments: () => stripComments2,
  visit: () => visit2
});
function printParseErrorCode(code) {
  switch (code) {
    case 1:
      return "InvalidSymbol";
    case 2:
      return "InvalidNumberFormat";
    case 3:
      return "PropertyNameExpected";
    case 4:
      return "ValueExpected";
    case 5:
      return "ColonExpected";
    case 6:
      return "CommaExpected";
    case 7:
      return "CloseBraceExpected";
    case 8:
      return "CloseBracketExpected";
    case 9:
      return "EndOfFileExpected";
    case 10:
      return "InvalidCommentToken";
    case 11:
      return "UnexpectedEndOfComment";
    case 12:
      return "UnexpectedEndOfString";
    case 13:
      return "UnexpectedEndOfNumber";
    case 14:
      return "InvalidUnicode";
    case 15:
      return "InvalidEscapeCharacter";
    case 16:
      return "InvalidCharacter";
  }
  return "<unknown ParseErrorCode>";
}
function format2(documentText, range, options) {
  return format(documentText, range, options);
}
function modify(text, path, value, options) {
  return setProperty(text, path, value, options);
}
function applyEdits(text, edits) {
  let sortedEdits = edits.slice(0).sort((a, b) => {
    const diff = a.offset - b.offset;
    if (diff === 0) {
      return a.length - b.length;
    }
    return diff;
  });
  let lastModifiedOffset = text.length;
  for (let i = sortedEdits.length - 1; i >= 0; i--) {
    let e = sortedEdits[i];
    if (e.offset + e.length <= lastModifiedOffset) {
      text = applyEdit(text, e);
    } else {
      throw new Error("Overlapping edit");
    }
    lastModifiedOffset = e.offset;
  }
  return text;
}
var createScanner2, ScanError, SyntaxKind, getLocation2, parse2, parseTree2, findNodeAtLocation2, findNodeAtOffset2, getNodePath2, getNodeValue2, visit2, stripComments2, ParseErrorCode;
var init_main = __esm({
  "node_modules/jsonc-parser/lib/esm/main.js"() {
    "use strict";
    init_format();
    init_edit();
    init_scanner();
    init_parser();
    createScanner2 = createScanner;
    (function(ScanError2) {
      ScanError2[ScanError2["None"] = 0] = "None";
      ScanError2[ScanError2["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
      ScanError2[ScanError2["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
      ScanError2[ScanError2["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
      ScanError2[ScanError2["InvalidUnicode"] = 4] = "InvalidUnicode";
      ScanError2[ScanError2["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
      ScanError2[ScanError2["InvalidCharacter"] = 6] = "InvalidCharacter";
    })(ScanError || (ScanError = {}));
    (function(SyntaxKind2) {
      SyntaxKind2[SyntaxKind2["OpenBraceToken"] = 1] = "OpenBraceToken";
      SyntaxKind2[SyntaxKind2["CloseBraceToken"] = 2] = "CloseBraceToken";
      SyntaxKind2[SyntaxKind2["OpenBracketToken"] = 3] = "OpenBracketToken";
      SyntaxKind2[SyntaxKind2["CloseBracketToken"] = 4] = "CloseBracketToken";
      SyntaxKind2[SyntaxKind2["CommaToken"] = 5] = "CommaToken";
      SyntaxKind2[SyntaxKind2["ColonToken"] = 6] = "ColonToken";
      SyntaxKind2[SyntaxKind2["NullKeyword"] = 7] = "NullKeyword";
      SyntaxKind2[SyntaxKind2["TrueKeyword"] = 8] = "TrueKeyword";
      SyntaxKind2[SyntaxKind2["FalseKeyword"] = 9] = "FalseKeyword";
      SyntaxKind2[SyntaxKind2["StringLiteral"] = 10] = "StringLiteral";
      SyntaxKind2[SyntaxKind2["NumericLiteral"] = 11] = "NumericLiteral";
      SyntaxKind2[SyntaxKind2["LineCommentTrivia"] = 12] = "LineCommentTrivia";
      SyntaxKind2[SyntaxKind2["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
      SyntaxKind2[SyntaxKind2["LineBreakTrivia"] = 14] = "LineBreakTrivia";
      SyntaxKind2[SyntaxKind2["Trivia"] = 15] = "Trivia";
      SyntaxKind2[SyntaxKind2["Unknown"] = 16] = "Unknown";
      SyntaxKind2[SyntaxKind2["EOF"] = 17] = "EOF";
    })(SyntaxKind || (SyntaxKind = {}));
    getLocation2 = getLocation;
    parse2 = parse;
    parseTree2 = parseTree;
    findNodeAtLocation2 = findNodeAtLocation;
    findNodeAtOffset2 = findNodeAtOffset;
    getNodePath2 = getNodePath;
    getNodeValue2 = getNodeValue;
    visit2 = visit;
    stripComments2 = stripComments;
    (function(ParseErrorCode2) {
      ParseErrorCode2[ParseErrorCode2["InvalidSymbol"] = 1] = "InvalidSymbol";
      ParseErrorCode2[ParseErrorCode2["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
      ParseErrorCode2[ParseErrorCode2["PropertyNameExpected"] = 3] = "PropertyNameExpected";
      ParseErrorCode2[ParseErrorCode2["ValueExpected"] = 4] = "ValueExpected";
      ParseErrorCode2[ParseErrorCode2["ColonExpected"] = 5] = "ColonExpected";
      ParseErrorCode2[ParseErrorCode2["CommaExpected"] = 6] = "CommaExpected";
      ParseErrorCode2[ParseErrorCode2["CloseBraceExpected"] = 7] = "CloseBraceExpected";
      ParseErrorCode2[ParseErrorCode2["CloseBracketExpected"] = 8] = "CloseBracketExpected";
      ParseErrorCode2[ParseErrorCode2["EndOfFileExpected"] = 9] = "EndOfFileExpected";
      ParseErrorCode2[ParseErrorCode2["InvalidCommentToken"] = 10] = "InvalidCommentToken";
      ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
      ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
      ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
      ParseErrorCode2[ParseErrorCode2["InvalidUnicode"] = 14] = "InvalidUnicode";
      ParseErrorCode2[ParseErrorCode2["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
      ParseErrorCode2[ParseErrorCode2["InvalidCharacter"] = 16] = "InvalidCharacter";
    })(ParseErrorCode || (ParseErrorCode = {}));
  }
});

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports2, module2) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module2.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports2) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports2.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports2.hasRegexChars = (str2) => REGEX_SPECIAL_CHARS.test(str2);
    exports2.isRegexChar = (str2) => str2.length === 1 && exports2.hasRegexChars(str2);
    exports2.escapeRegex = (str2) => str2.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports2.toPosixSlashes = (str2) => str2.replace(REGEX_BACKSLASH, "/");
    exports2.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports2.removeBackslashes = (str2) => {
      return str2.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports2.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports2.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports2.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports2.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports2.basename = (path, { windows } = {}) => {
      const segs = path.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports2, module2) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    };
    var depth2 = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str2 = input;
      let index = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str2.charCodeAt(index + 1);
      const advance = () => {
        prev = code;
        return str2.charCodeAt(++index);
      };
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str2;
      let prefix = "";
      let glob = "";
      if (start > 0) {
        prefix = str2.slice(0, start);
        str2 = str2.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str2.slice(0, lastIndex);
        glob = str2.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob = str2;
      } else {
        base = str2;
      }
      if (base && base !== "" && base !== "/" && base !== str2) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob) glob = utils.removeBackslashes(glob);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start,
        base,
        glob,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value2 = input.slice(n2, i);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth2(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i >= start) {
            parts.push(value2);
            prevIndex = i;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start;
        const value = input.slice(n);
        parts.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value;
          depth2(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    };
    module2.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports2, module2) {
    "use strict";
    var constants3 = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants3;
    var expandRange = (args, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args, options);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote2 = 0;
      let value = "";
      let escaped2 = false;
      for (const ch of input) {
        if (escaped2 === true) {
          value += ch;
          escaped2 = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped2 = true;
          continue;
        }
        if (ch === '"') {
          quote2 = quote2 === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote2 === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts.push(value);
      return parts;
    };
    var isPlainBranch = (branch) => {
      let escaped2 = false;
      for (const ch of branch) {
        if (escaped2 === true) {
          escaped2 = false;
          continue;
        }
        if (ch === "\\") {
          escaped2 = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    };
    var normalizeSimpleBranch = (branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    };
    var hasRepeatedCharPrefixOverlap = (branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i];
          const b = values[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    };
    var parseRepeatedExtglob = (pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote2 = 0;
      let escaped2 = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped2 === true) {
          escaped2 = false;
          continue;
        }
        if (ch === "\\") {
          escaped2 = true;
          continue;
        }
        if (ch === '"') {
          quote2 = quote2 === 1 ? 0 : 1;
          continue;
        }
        if (quote2 === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    };
    var buildCharClassStar = (chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    };
    var getStarExtglobSequenceChars = (pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    };
    var repeatedExtglobRecursion = (pattern) => {
      let depth2 = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth2++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth2;
    };
    var analyzeRepeatedExtglob = (body, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants3.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    };
    var parse4 = (input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants3.globChars(opts.windows);
      const EXTGLOB_CHARS = constants3.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        const literal = input.slice(token.startIndex, state.index + 1);
        const body = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open = tokens[token.tokensIndex];
          open.type = "text";
          open.value = literal;
          open.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token.output + open.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse4(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix = POSIX_REGEX_SOURCE[rest2];
                if (posix) {
                  prev.value = pre + posix;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped2 = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped2;
            prev.value = escaped2;
            continue;
          }
          prev.value = `(${capture}${escaped2}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open);
          push(open);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range.unshift(arr[i].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse4.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants3.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str2) => {
        switch (str2) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str2);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module2.exports = parse4;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports2, module2) {
    "use strict";
    var scan = require_scan();
    var parse4 = require_parse();
    var utils = require_utils();
    var constants3 = require_constants();
    var isObject2 = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch = (glob, options, returnState = false) => {
      if (Array.isArray(glob)) {
        const fns = glob.map((input) => picomatch(input, options, returnState));
        const arrayMatcher = (str2) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str2);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject2(glob) && glob.tokens && glob.input;
      if (glob === "" || typeof glob !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix = opts.windows;
      const regex = isState ? picomatch.compileRe(glob, options) : picomatch.makeRe(glob, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
        const result = { glob, state, regex, posix, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch.test = (input, regex, options, { glob, posix } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format3 = opts.format || (posix ? utils.toPosixSlashes : null);
      let match = input === glob;
      let output = match && format3 ? format3(input) : input;
      if (match === false) {
        output = format3 ? format3(input) : input;
        match = output === glob;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch.matchBase(input, regex, options, posix);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
      const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
      return regex.test(utils.basename(input, { windows: posix }));
    };
    picomatch.isMatch = (str2, patterns, options) => picomatch(patterns, options)(str2);
    picomatch.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch.parse(p, options));
      return parse4(pattern, { ...options, fastpaths: false });
    };
    picomatch.scan = (input, options) => scan(input, options);
    picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse4.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse4(input, options);
      }
      return picomatch.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch.constants = constants3;
    module2.exports = picomatch;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports2, module2) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch(glob, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob, options, returnState);
    }
    Object.assign(picomatch, pico);
    module2.exports = picomatch;
  }
});

// src/hook/historyPart.ts
var historyPart_exports = {};
__export(historyPart_exports, {
  journalChangesSince: () => journalChangesSince,
  recordCallDone: () => recordCallDone
});
module.exports = __toCommonJS(historyPart_exports);

// src/hook/editRecorder.ts
var import_node_fs7 = require("node:fs");
var import_node_path4 = require("node:path");

// src/core/agentHook/dialect.ts
function shellCommandArgument(input) {
  for (const value of [input.command, input.cmd]) {
    if (typeof value === "string") return value;
    if (Array.isArray(value) && value.every((v) => typeof v === "string")) return value;
  }
  return void 0;
}
function shellTool(name) {
  return { name, command: shellCommandArgument };
}
var HOOK_MARKER = "guarded-edit-hook";
function json(value) {
  return JSON.stringify(value);
}
function blockingDeny(form) {
  return (name, reason) => ({ stdout: json(form(name, reason)), stderr: reason, exitCode: 2 });
}
function toldAfter(form) {
  return (name, reason) => ({ stdout: json(form(name, reason)), exitCode: 0 });
}
function asking(form) {
  return (name, reason) => ({ stdout: json(form(name, reason)), exitCode: 0 });
}
function hookSpecificOutput(decision) {
  return (name, reason) => ({ hookSpecificOutput: { hookEventName: hookEventNameOf(name), permissionDecision: decision, permissionDecisionReason: reason } });
}
var SILENT = { exitCode: 0 };
var silent = () => SILENT;
function hookEventNameOf(name) {
  return name === "" || name === "preToolUse" ? "PreToolUse" : name;
}
function firstLine(reason) {
  const line = reason.split("\n", 1)[0];
  return `Guarded Edit refused this call: ${line.length > 300 ? `${line.slice(0, 297)}...` : line}`;
}
var CLAUDE_EVENTS = {
  before: ["PreToolUse"],
  after: ["PostToolUse"],
  prompt: ["UserPromptSubmit"],
  ignored: [
    "SessionStart",
    "SessionEnd",
    "Stop",
    "StopFailure",
    "SubagentStart",
    "SubagentStop",
    "Notification",
    "PreCompact",
    "PostCompact",
    "PermissionRequest",
    "PostToolUseFailure",
    "TaskStart",
    "TaskResume",
    "TaskCancel",
    "TaskComplete"
  ]
};
var HOOK_TIMEOUT_S = 60;
function claudeEntry(matcher) {
  return (event, command) => {
    const hook = { type: "command", command, timeout: HOOK_TIMEOUT_S };
    return event === "UserPromptSubmit" ? { hooks: [hook] } : { matcher, hooks: [hook] };
  };
}
function probePath(folder) {
  return `${folder}/../guarded-edit-probe`;
}
var PROBE_SESSION = "guarded-edit-probe";
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function str(value) {
  return typeof value === "string" ? value : void 0;
}
function stringList(value) {
  return Array.isArray(value) ? value.slice(0, 100).filter((v) => typeof v === "string" && v !== "") : [];
}
function parseJson(text) {
  try {
    return JSON.parse(text.charCodeAt(0) === 65279 ? text.slice(1) : text);
  } catch {
    return void 0;
  }
}

// src/core/agentHook/dialects/claude.ts
var CLAUDE_MATCHER = "Read|Write|Edit|MultiEdit|NotebookEdit|Bash";
var claude = {
  name: "claude",
  title: "Claude Code",
  recognises: () => false,
  events: CLAUDE_EVENTS,
  projectVariable: "CLAUDE_PROJECT_DIR",
  tools: { Read: "read", Write: "write", Edit: "claude-edit", MultiEdit: "multi-edit", NotebookEdit: "notebook" },
  arguments: { path: ["file_path", "notebook_path"], content: ["content"], old: ["old_string"], new: ["new_string"] },
  shellTools: [shellTool("Bash")],
  writeTools: "the Edit or Write tool",
  readTool: "the Read tool",
  readsSeen: true,
  whenHookFails: { failsOpen: true, line: "Claude Code lets the call through when the hook crashes, exits with another code than 2 or times out (a non-blocking hook error)." },
  answers: { deny: blockingDeny(hookSpecificOutput("deny")), ask: asking(hookSpecificOutput("ask")), allow: SILENT, quiet: silent, after: toldAfter((_name, reason) => ({ decision: "block", reason })) },
  layout: { kind: "settings", events: ["PreToolUse", "PostToolUse", "UserPromptSubmit"], entry: claudeEntry(CLAUDE_MATCHER), matcher: CLAUDE_MATCHER },
  // The project's local, uncommitted file: it runs this machine's copy.
  install: { project: { folder: "project", path: ".claude/settings.local.json", portable: false }, user: { folder: "home", path: ".claude/settings.json" } },
  found: {
    project: [{ folder: "project", path: ".claude/settings.json" }, { folder: "project", path: ".claude/settings.local.json" }],
    user: [{ folder: "home", path: ".claude/settings.json" }]
  },
  guardedFiles: [".claude/settings.json", ".claude/settings.local.json"],
  settingsFiles: [".claude/settings.json", ".claude/settings.local.json"],
  trust: {
    note: () => "Claude Code runs it from its next start (the project's local settings are not committed; each teammate runs this install once).",
    reads: []
  },
  probe: {
    event: (folder) => ({ session_id: PROBE_SESSION, cwd: folder, hook_event_name: "PreToolUse", tool_name: "Read", tool_input: { file_path: probePath(folder) } }),
    refusal: /"permissionDecision":"deny"/,
    exitCode: 2
  }
};

// src/core/agentHook/dialects/cline.ts
var MOMENT_OF = {
  PreToolUse: "before",
  PostToolUse: "after",
  UserPromptSubmit: "prompt",
  tool_call: "before",
  tool_result: "after",
  prompt_submit: "prompt"
};
var CALL_KEY = { tool_call: "tool_call", tool_result: "tool_result" };
var GO_ON = { stdout: json({ cancel: false }), exitCode: 0 };
function readEvent(raw, agent) {
  if (!("hookName" in raw)) return void 0;
  const name = str(raw.hookName) ?? "";
  const base = { agent, name, session: str(raw.taskId) ?? "", roots: stringList(raw.workspaceRoots) };
  const moment = MOMENT_OF[name] ?? "other";
  const call = CALL_KEY[name] === void 0 ? void 0 : raw[CALL_KEY[name]];
  if (isRecord(call)) return { ...base, moment, tool: str(call.name) ?? "", input: call.input };
  const legacy = { PreToolUse: "preToolUse", PostToolUse: "postToolUse", UserPromptSubmit: "userPromptSubmit", prompt_submit: "userPromptSubmit" }[name];
  const body = legacy === void 0 ? void 0 : raw[legacy];
  const part = isRecord(body) ? body : {};
  if (moment === "prompt") return { ...base, moment, tool: "", input: void 0, ...str(part.prompt) !== void 0 ? { prompt: str(part.prompt) } : {} };
  return { ...base, moment, tool: str(part.toolName) ?? "", input: part.parameters };
}
var cline = {
  name: "cline",
  title: "Cline",
  recognises: (event) => "hookName" in event || "clineVersion" in event,
  events: {
    before: ["PreToolUse", "tool_call"],
    after: ["PostToolUse", "tool_result"],
    prompt: ["UserPromptSubmit", "prompt_submit"],
    ignored: ["TaskStart", "TaskResume", "TaskCancel", "TaskComplete", "PreCompact", "Notification"]
  },
  readEvent,
  tools: {
    read_files: "read-files",
    editor: "editor",
    apply_patch: "patch",
    read_file: "read",
    write_to_file: "write",
    replace_in_file: "search-replace",
    new_rule: "write"
  },
  arguments: { path: ["path"], content: ["content"], patch: ["input"] },
  // execute_command: the VS Code extension's shell tool; run_commands: the CLI's.
  shellTools: [shellTool("execute_command"), { name: "run_commands", command: (input) => Array.isArray(input.commands) ? input.commands.slice(0, 100).filter((c) => typeof c === "string").join("\n") : void 0 }],
  writeTools: "the replace_in_file or write_to_file tool (editor in its CLI)",
  readTool: "the read_files tool (read_file in the VS Code extension)",
  readsSeen: true,
  whenHookFails: { failsOpen: true, line: `Cline stops a call only on the hook's {"cancel":true}: a hook that fails or is not run lets the call through.` },
  answers: {
    deny: (_name, reason) => ({ stdout: json({ cancel: true, errorMessage: reason }), exitCode: 0 }),
    allow: GO_ON,
    quiet: () => GO_ON,
    after: (_name, reason) => ({ stdout: json({ cancel: false, contextModification: reason }), exitCode: 0 })
  },
  layout: {
    kind: "scripts",
    names: ["PreToolUse", "PostToolUse", "UserPromptSubmit"],
    script: (command) => `#!/bin/sh
# Guarded Edit's hook (${HOOK_MARKER}): checks Cline's file tools. Written by guarded-edit install --agent cline.
exec ${command}
`
  },
  install: { project: { folder: "project", path: ".clinerules/hooks", portable: true }, user: { folder: "home", path: "Documents/Cline/Hooks" } },
  found: { project: [{ folder: "project", path: ".clinerules/hooks" }], user: [{ folder: "home", path: "Documents/Cline/Hooks" }] },
  guardedFiles: [".clinerules/hooks/*", ".cline/hooks/*"],
  settingsFiles: [],
  trust: {
    note: () => `Cline's CLI runs these hooks with no setting to switch on, except with --yolo, which runs no hooks at all; when the hook refuses a call, the CLI stops the whole task (the reason is in its log). Cline's VS Code extension runs them only when "Enable Hooks" is on in its settings (Features; macOS and Linux).`,
    reads: []
  },
  probe: {
    event: (folder) => ({
      clineVersion: "probe",
      hookName: "tool_call",
      timestamp: "0",
      taskId: PROBE_SESSION,
      workspaceRoots: [folder],
      userId: "probe",
      tool_call: { id: "probe", name: "read_files", input: { files: [{ path: probePath(folder) }] } }
    }),
    refusal: /^\{"cancel":true/,
    exitCode: 0
  }
};

// src/core/agentHook/codexTrust.ts
var NO_MATCHER = /* @__PURE__ */ new Set(["user_prompt_submit", "stop", "stop_failure", "session_end", "interrupt"]);
function codexEventLabel(event) {
  return event.replace(/(?<=[a-z0-9])([A-Z])/g, "_$1").toLowerCase();
}
function codexHookKey(file, event, group, handler) {
  return `${file}:${codexEventLabel(event)}:${group}:${handler}`;
}
function canonical(value) {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== "object" || value === null) return value;
  const record = value;
  return Object.fromEntries(Object.keys(record).filter((k) => record[k] !== void 0).sort().map((k) => [k, canonical(record[k])]));
}
function codexHookIdentity(event, matcher, handler) {
  const label = codexEventLabel(event);
  const trimmed = matcher?.trim();
  const timeout = Math.max(1, Math.floor(handler.timeout ?? 600));
  return JSON.stringify(canonical({
    event_name: label,
    matcher: NO_MATCHER.has(label) || trimmed === "" ? void 0 : trimmed,
    hooks: [{ type: "command", command: handler.command, timeout, async: handler.async ?? false, statusMessage: handler.statusMessage }]
  }));
}
function codexHookHash(event, matcher, handler, sha256Hex2) {
  return `sha256:${sha256Hex2(codexHookIdentity(event, matcher, handler))}`;
}
function codexTrustStatus(currentHash, trustedHash) {
  if (trustedHash === void 0) return "untrusted";
  return trustedHash === currentHash ? "trusted" : "modified";
}

// src/core/agentHook/dialects/codexShell.ts
var SHELL_WRAPPER = /^\s*(?:\S*\/)?(?:bash|sh|zsh|dash)\s+-l?c\s+/;
var APPLY_PATCH_COMMAND = /(?:^|[\n;&|(])(?:(?![\n;&|(])\s)*(?:apply_patch|applypatch)(?=[\s<'"]|$)/;
var LEADING_CD = /^\s*cd\s+/;
var BEGIN = "*** Begin Patch";
var END = "*** End Patch";
function shellPatch(input) {
  const command = input.command ?? input.cmd;
  const workdir = typeof input.workdir === "string" && input.workdir !== "" ? input.workdir : void 0;
  let script;
  if (Array.isArray(command)) {
    const argv = command.slice(0, 16).filter((a) => typeof a === "string");
    if (argv.length >= 2 && /^(?:apply_patch|applypatch)$/.test(argv[0])) return withFolder({ patch: patchText(argv[1]) }, workdir);
    if (argv.length >= 3 && /^(?:\S*\/)?(?:bash|sh|zsh|dash)$/.test(argv[0]) && /^-l?c$/.test(argv[1])) script = argv[2];
  } else if (typeof command === "string") {
    script = SHELL_WRAPPER.test(command) ? shellWord(command.replace(SHELL_WRAPPER, "")).word : command;
  }
  if (script === void 0) return void 0;
  const found = APPLY_PATCH_COMMAND.exec(script);
  if (found === null) return void 0;
  const patch = patchText(script.slice(found.index));
  let folder;
  if (LEADING_CD.test(script)) {
    const cd = shellWord(script.replace(LEADING_CD, ""));
    if (/^\s*&&/.test(cd.rest) && cd.word !== "") folder = cd.word;
  }
  return withFolder(folder === void 0 ? { patch } : { patch, folder }, workdir);
}
function inFolder(folder, path) {
  if (/^(?:\/|~|\$HOME|\$\{HOME\}|[A-Za-z]:[\\/])/.test(path)) return path;
  return `${folder.replace(/(?<!\/)\/+$/, "")}/${path}`;
}
function withFolder(found, workdir) {
  if (workdir === void 0) return found;
  return { ...found, folder: found.folder === void 0 ? workdir : inFolder(workdir, found.folder) };
}
function patchText(text) {
  const start = text.indexOf(BEGIN);
  if (start < 0) return "";
  const end = text.indexOf(END, start);
  return end < 0 ? text.slice(start) : text.slice(start, end + END.length);
}
function shellWord(text) {
  let word = "";
  let i = 0;
  while (i < text.length && /\s/.test(text[i])) i++;
  while (i < text.length && !/\s/.test(text[i])) {
    const c = text[i];
    if (c === "'") {
      const close = text.indexOf("'", i + 1);
      const end = close < 0 ? text.length : close;
      word += text.slice(i + 1, end);
      i = end + 1;
    } else if (c === '"') {
      i++;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === "\\" && i + 1 < text.length && '"\\$`\n'.includes(text[i + 1])) i++;
        word += text[i];
        i++;
      }
      i++;
    } else if (c === "\\" && i + 1 < text.length) {
      word += text[i + 1];
      i += 2;
    } else if (c === ";" || c === "&" || c === "|") {
      break;
    } else {
      word += c;
      i++;
    }
  }
  return { word, rest: text.slice(Math.min(i, text.length)) };
}

// src/core/agentHook/dialects/codex.ts
var CODEX_MATCHER = "apply_patch|Edit|Write|Bash";
var CODEX_HOME = { variable: "CODEX_HOME", inHome: ".codex" };
var codex = {
  name: "codex",
  title: "Codex CLI",
  recognises: (event) => "turn_id" in event,
  events: CLAUDE_EVENTS,
  tools: { apply_patch: "patch" },
  arguments: { patch: ["command"] },
  shellTools: ["Bash", "shell", "local_shell", "exec_command", "container.exec"].map(shellTool),
  writeTools: "apply_patch",
  shellPatch,
  readTool: "a read of the file",
  readsSeen: false,
  whenHookFails: { failsOpen: true, line: "Codex CLI lets the call through, without a word, when the hook crashes, exits with another code than 2, times out, or is not trusted (not reviewed, or modified since the review)." },
  answers: { deny: blockingDeny(hookSpecificOutput("deny")), allow: SILENT, quiet: silent, after: toldAfter((_name, reason) => ({ decision: "block", reason })) },
  layout: { kind: "settings", events: ["PreToolUse", "PostToolUse", "UserPromptSubmit"], entry: claudeEntry(CODEX_MATCHER), matcher: CODEX_MATCHER },
  install: { project: { folder: "project", path: ".codex/hooks.json", portable: true }, user: { folder: CODEX_HOME, path: "hooks.json" } },
  found: { project: [{ folder: "project", path: ".codex/hooks.json" }], user: [{ folder: CODEX_HOME, path: "hooks.json" }] },
  guardedFiles: [".codex/hooks.json", ".codex/config.toml"],
  settingsFiles: [".codex/hooks.json", ".codex/config.toml"],
  trust: {
    note: () => "Codex CLI runs a new or changed hook only after you review it: start codex, type /hooks and approve Guarded Edit's entries (Codex then keeps their trusted_hash). Until then Codex skips the hook without a word. Run guarded-edit doctor afterwards.",
    reads: [{ folder: CODEX_HOME, path: "config.toml" }],
    // Codex's /hooks review writes [hooks.state."<file>:pre_tool_use:<group>:<handler>"] trusted_hash = "...";
    // a project's .codex/ is read only when the project is trusted ([projects."<folder>"] trust_level = "trusted").
    judge: ({ scope, texts, project, file, hooksText, sha256Hex: sha256Hex2 }) => {
      const config = texts[0] ?? "";
      const projectTrusted = scope === "user" || trustsProject(config, project);
      if (!projectTrusted) return { ok: false, line: `Codex CLI reads a project's .codex/ only when the project is trusted ([projects."${project}"] trust_level = "trusted" in its config.toml), so it skips this hook: start codex in ${project} and answer that you trust it, then review the hook in /hooks.` };
      const kept = trustedHashes(config);
      const ours = hooksText === void 0 || sha256Hex2 === void 0 ? [] : ownHandlers(hooksText, file, sha256Hex2);
      const before = ours.filter((h) => h.event === "PreToolUse");
      const status = before.map((h) => codexTrustStatus(h.hash, kept.get(h.key)));
      if (before.length > 0 && status.every((s) => s === "trusted")) {
        return { ok: true, line: `Codex CLI trusts this hook: the trusted_hash it keeps for our entries equals each entry's current hash (after a change of the hook, review it again in /hooks).` };
      }
      if (status.includes("modified")) {
        return { ok: false, line: `Codex CLI marks this hook "modified": its entries changed since you reviewed them (a re-install, or an edit), and Codex skips a modified hook without a word. Start codex in ${project}, type /hooks and approve Guarded Edit's entries again.` };
      }
      return { ok: false, line: `Codex CLI has not reviewed this hook (no trusted_hash for its entries in config.toml), so it skips it: ${codex.trust.note(false, project)}` };
    }
  },
  probe: {
    event: (folder) => ({
      session_id: PROBE_SESSION,
      turn_id: "probe",
      model: "probe",
      cwd: folder,
      hook_event_name: "PreToolUse",
      tool_name: "apply_patch",
      tool_input: { command: `*** Begin Patch
*** Add File: ${probePath(folder)}
+probe
*** End Patch
` }
    }),
    refusal: /^\{"hookSpecificOutput":\{[^}]*"permissionDecision":"deny"/,
    exitCode: 2
  }
};
function trustedHashes(config) {
  const hashes = /* @__PURE__ */ new Map();
  let key;
  for (const line of config.split("\n", CONFIG_LINES)) {
    const header = /^\s*\[\s*hooks\s*\.\s*state\s*\.\s*("(?:[^"\\]|\\.)*")\s*\]\s*$/.exec(line);
    if (header) {
      key = parseQuoted(header[1]);
      continue;
    }
    if (/^\s*\[/.test(line)) key = void 0;
    const hash = /^\s*trusted_hash\s*=\s*"([^"]*)"/.exec(line);
    if (key !== void 0 && hash) hashes.set(key, hash[1]);
  }
  return hashes;
}
function parseQuoted(text) {
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}
function ownHandlers(text, file, sha256Hex2) {
  const settings = parseJson(text);
  const hooks = isRecord(settings) && isRecord(settings.hooks) ? settings.hooks : {};
  const found = [];
  for (const [event, groups] of Object.entries(hooks).slice(0, 100)) {
    if (!Array.isArray(groups)) continue;
    groups.slice(0, 1e3).forEach((group, g) => {
      if (!isRecord(group) || !Array.isArray(group.hooks)) return;
      const matcher = typeof group.matcher === "string" ? group.matcher : void 0;
      group.hooks.slice(0, 1e3).forEach((handler, h) => {
        if (!isRecord(handler) || typeof handler.command !== "string" || !handler.command.includes(HOOK_MARKER)) return;
        const config = {
          command: handler.command,
          ...typeof handler.timeout === "number" ? { timeout: handler.timeout } : typeof handler.timeoutSec === "number" ? { timeout: handler.timeoutSec } : {},
          ...typeof handler.async === "boolean" ? { async: handler.async } : {},
          ...typeof handler.statusMessage === "string" ? { statusMessage: handler.statusMessage } : {}
        };
        found.push({ event, key: codexHookKey(file, event, g, h), hash: codexHookHash(event, matcher, config, sha256Hex2) });
      });
    });
  }
  return found;
}
var CONFIG_LINES = 1e5;
function trustsProject(config, project) {
  const header = `[projects.${JSON.stringify(project)}]`;
  const start = config.indexOf(header);
  if (start < 0) return false;
  for (const line of config.slice(start + header.length).split("\n", CONFIG_LINES).slice(1)) {
    const trimmed = line.trim();
    if (trimmed.startsWith("[")) return false;
    if (/^trust_level\s*=\s*"trusted"/.test(trimmed)) return true;
  }
  return false;
}

// lazy-module:jsonc-parser
var loaded;
var load = () => loaded ??= (init_main(), __toCommonJS(main_exports));
function parse3(...a) {
  const f = load().parse;
  return new.target === void 0 ? f(...a) : Reflect.construct(f, a, new.target === parse3 ? f : new.target);
}
function printParseErrorCode2(...a) {
  const f = load().printParseErrorCode;
  return new.target === void 0 ? f(...a) : Reflect.construct(f, a, new.target === printParseErrorCode2 ? f : new.target);
}
function visit3(...a) {
  const f = load().visit;
  return new.target === void 0 ? f(...a) : Reflect.construct(f, a, new.target === visit3 ? f : new.target);
}

// src/core/jsonc/index.ts
var PARSE_OPTIONS = { disallowComments: false, allowTrailingComma: true, allowEmptyContent: true };
function lineAndColumn(text, offset) {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return `line ${line}, column ${offset - before.lastIndexOf("\n")}`;
}
function readJsonc(text) {
  const body = text.charCodeAt(0) === 65279 ? text.slice(1) : text;
  const errors = [];
  const value = parse3(body, errors, PARSE_OPTIONS);
  if (errors.length > 0) {
    const first = errors[0];
    return { ok: false, problem: `it is not valid JSON (${printParseErrorCode2(first.error)} at ${lineAndColumn(body, first.offset)})` };
  }
  return { ok: true, value, hasComments: hasComment(body) };
}
function hasComment(text) {
  let found = false;
  visit3(text, { onComment: () => {
    found = true;
  } }, PARSE_OPTIONS);
  return found;
}

// src/core/agentHook/dialects/copilot.ts
var COPILOT_ARGUMENTS = ["path", "old_str", "new_str", "file_text"];
var COPILOT_HOME = { variable: "COPILOT_HOME", inHome: ".copilot" };
var copilot = {
  name: "copilot",
  title: "GitHub Copilot CLI",
  recognises: (event) => "toolName" in event || "toolArgs" in event || "sessionId" in event,
  // From Claude's files: Claude's keys and tool names, its own argument names.
  recognisesLate: (event) => {
    const input = event.tool_input;
    return isRecord(input) && !("file_path" in input) && COPILOT_ARGUMENTS.some((k) => k in input);
  },
  events: { before: ["preToolUse"], after: ["postToolUse"], prompt: ["userPromptSubmitted"], ignored: ["sessionStart", "sessionEnd", "errorOccurred", "agentStop", "subagentStop"] },
  projectVariable: "COPILOT_PROJECT_DIR",
  tools: { view: "read-or-list", create: "write", edit: "replace", str_replace: "replace", insert: "change", str_replace_editor: "str-replace-editor", apply_patch: "patch" },
  arguments: { path: ["path"], content: ["file_text"], old: ["old_str"], new: ["new_str"], patch: ["patch"] },
  shellTools: [shellTool("bash")],
  writeTools: "the edit or create tool",
  readTool: "the view tool",
  readsSeen: true,
  whenHookFails: { failsOpen: true, line: "GitHub Copilot CLI refuses every call (normal edits too) when the hook cannot start or crashes, and lets the call through when it times out." },
  answers: { deny: blockingDeny((_name, reason) => ({ permissionDecision: "deny", permissionDecisionReason: reason })), allow: SILENT, quiet: silent, after: toldAfter((_name, reason) => ({ additionalContext: reason })) },
  layout: {
    kind: "settings",
    events: ["preToolUse", "postToolUse", "userPromptSubmitted"],
    entry: (_e, command) => ({ type: "command", bash: command, powershell: command, timeoutSec: HOOK_TIMEOUT_S }),
    top: { version: 1 }
  },
  install: { project: { folder: "project", path: ".github/hooks/guarded-edit-copilot.json", portable: true }, user: { folder: COPILOT_HOME, path: "hooks/guarded-edit.json" } },
  found: { project: [{ folder: "project", path: ".github/hooks/*.json", claims: (hooks) => hooks !== void 0 && "preToolUse" in hooks }], user: [{ folder: COPILOT_HOME, path: "hooks/*.json" }] },
  guardedFiles: [".github/hooks/*.json"],
  settingsFiles: [".github/hooks/*.json"],
  trust: {
    note: (user, project) => user ? "Copilot CLI runs hooks of ~/.copilot/hooks for every folder." : `Copilot CLI runs a repository's hooks only in a folder you trust: start copilot in ${project} and answer yes to trusting the folder (it is then listed under trustedFolders in ~/.copilot/config.json, or $COPILOT_HOME/config.json). Until then Copilot skips the hook without a word. Copilot lets a call through when a hook times out; the first npx run downloads the package, so run "npx -y guarded-edit --version" once beforehand.`,
    reads: [{ folder: COPILOT_HOME, path: "config.json" }],
    judge: ({ scope, texts, project, within }) => {
      if (scope === "user") return void 0;
      const read = readJsonc(texts[0] ?? "");
      if (!read.ok) return { ok: false, line: `Copilot CLI's config.json cannot be read (${read.problem}), so whether it trusts ${project} is unknown: fix the file, or start copilot in ${project} and trust the folder again.` };
      const config = read.value;
      const listed = isRecord(config) ? config.trustedFolders ?? config.trusted_folders : void 0;
      const folders = Array.isArray(listed) ? listed.slice(0, 1e3).filter((f) => typeof f === "string") : [];
      return folders.some((f) => within(project, f)) ? { ok: true, line: "Copilot CLI trusts this folder (trustedFolders in ~/.copilot/config.json)." } : { ok: false, line: `Copilot CLI does not trust ${project} yet, so it skips the repository's hooks: ${copilot.trust.note(false, project)}` };
    }
  },
  probe: {
    event: (folder) => ({ sessionId: PROBE_SESSION, timestamp: 0, cwd: folder, toolName: "view", toolArgs: { path: probePath(folder) } }),
    refusal: /^\{"permissionDecision":"deny"/,
    exitCode: 2
  }
};

// src/core/agentHook/dialects/cursor.ts
var cursor = {
  name: "cursor",
  title: "Cursor",
  recognises: (event) => "conversation_id" in event || "workspace_roots" in event || "cursor_version" in event,
  events: {
    before: ["preToolUse", "beforeReadFile", "beforeShellExecution"],
    after: ["postToolUse", "afterFileEdit", "afterShellExecution"],
    prompt: ["beforeSubmitPrompt"],
    ignored: ["sessionStart", "sessionEnd", "stop", "subagentStart", "subagentStop", "preCompact", "postToolUseFailure", "afterAgentResponse", "afterAgentThought", "beforeMCPExecution", "afterMCPExecution", "afterTabFileEdit", "beforeTabFileRead"]
  },
  readEvent: (raw, agent) => {
    const name = str(raw.hook_event_name) ?? str(raw.hookEventName);
    if (name !== "beforeReadFile" && name !== "afterFileEdit" && name !== "beforeShellExecution" && name !== "afterShellExecution") return void 0;
    const base = { agent, name, session: str(raw.session_id) ?? str(raw.sessionId) ?? str(raw.conversation_id) ?? "", roots: stringList(raw.workspace_roots), ...str(raw.cwd) ? { cwd: str(raw.cwd) } : {} };
    if (name === "beforeShellExecution" || name === "afterShellExecution") {
      return { ...base, moment: name === "beforeShellExecution" ? "before" : "after", tool: "Shell", input: { command: raw.command, ...str(raw.cwd) ? { cwd: raw.cwd } : {} } };
    }
    const event = name === "beforeReadFile" ? { ...base, moment: "before", tool: "Read", input: { file_path: raw.file_path }, recordWhenAllowed: true } : { ...base, moment: "after", tool: "MultiEdit", input: { file_path: raw.file_path, edits: raw.edits } };
    return event;
  },
  callKnownByFiles: true,
  tools: { Read: "read", Write: "write", Edit: "claude-edit", StrReplace: "replace", Delete: "delete" },
  arguments: { path: ["target_file", "file_path"], content: ["contents", "content"], old: ["old_string"], new: ["new_string"] },
  shellTools: [shellTool("Shell")],
  writeTools: "the Edit or Write tool",
  readTool: "the Read tool",
  readsSeen: true,
  whenHookFails: {
    failsOpen: true,
    line: "Cursor lets the call through when the hook crashes or times out, unless the entry says failClosed: true (the entries install writes do)."
  },
  // No `ask`: Cursor's preToolUse enforces only a deny ("hooks can only deny actions"), so a file
  // that needs the person's yes is refused. A call that is fine gets no decision at all (JSON on
  // every path, never "allow").
  answers: {
    deny: blockingDeny((_name, reason) => ({ permission: "deny", user_message: firstLine(reason), agent_message: reason })),
    allow: { stdout: json({}), exitCode: 0 },
    quiet: (moment) => ({ stdout: json(moment === "prompt" ? { continue: true } : {}), exitCode: 0 })
  },
  layout: {
    kind: "settings",
    events: ["preToolUse", "beforeReadFile", "beforeShellExecution", "afterFileEdit", "afterShellExecution", "beforeSubmitPrompt"],
    // failClosed: a hook that crashes or times out blocks the call instead of letting it through.
    entry: (_e, command) => ({ command, timeout: HOOK_TIMEOUT_S, failClosed: true }),
    top: { version: 1 }
  },
  install: { project: { folder: "project", path: ".cursor/hooks.json", portable: true }, user: { folder: "home", path: ".cursor/hooks.json" } },
  found: { project: [{ folder: "project", path: ".cursor/hooks.json" }], user: [{ folder: "home", path: ".cursor/hooks.json" }] },
  guardedFiles: [".cursor/hooks.json"],
  settingsFiles: [".cursor/hooks.json"],
  trust: {
    note: () => "Cursor reads hooks.json when it starts: restart Cursor, then see its Hooks settings tab.",
    reads: []
  },
  probe: {
    event: (folder) => ({ conversation_id: PROBE_SESSION, generation_id: "probe", workspace_roots: [folder], hook_event_name: "beforeReadFile", file_path: probePath(folder) }),
    refusal: /^\{"permission":"deny"/,
    exitCode: 2
  }
};

// src/core/agentHook/dialects/gemini.ts
var GEMINI_EVENTS = /* @__PURE__ */ new Set(["BeforeTool", "AfterTool", "BeforeAgent", "AfterAgent", "BeforeModel", "AfterModel", "BeforeToolSelection", "PreCompress", "Notification"]);
var GEMINI_MATCHER = "read_file|write_file|replace|run_shell_command";
var gemini = {
  name: "gemini",
  title: "Gemini CLI",
  recognises: (event) => GEMINI_EVENTS.has(str(event.hook_event_name) ?? ""),
  events: { before: ["BeforeTool"], after: ["AfterTool"], prompt: ["BeforeAgent"], ignored: ["AfterAgent", "BeforeModel", "AfterModel", "BeforeToolSelection", "PreCompress", "Notification", "SessionStart", "SessionEnd"] },
  projectVariable: "GEMINI_PROJECT_DIR",
  tools: { read_file: "read", write_file: "write", replace: "replace" },
  arguments: { path: ["file_path", "absolute_path"], content: ["content"], old: ["old_string"], new: ["new_string"] },
  shellTools: [shellTool("run_shell_command")],
  writeTools: "the replace or write_file tool",
  readTool: "the read_file tool",
  readsSeen: true,
  settingsAcceptComments: true,
  whenHookFails: { failsOpen: true, line: "Gemini CLI lets the call through when the hook crashes, exits with another code than 2 or times out." },
  answers: { deny: blockingDeny((_name, reason) => ({ decision: "deny", reason })), allow: SILENT, quiet: silent, after: toldAfter((_name, reason) => ({ decision: "deny", reason })) },
  layout: {
    kind: "settings",
    events: ["BeforeTool", "AfterTool", "BeforeAgent"],
    entry: (event, command) => {
      const hook = { type: "command", command, timeout: HOOK_TIMEOUT_S * 1e3 };
      return event === "BeforeAgent" ? { hooks: [hook] } : { matcher: GEMINI_MATCHER, hooks: [hook] };
    },
    minTimeoutMs: 1e3,
    matcher: GEMINI_MATCHER
  },
  install: { project: { folder: "project", path: ".gemini/settings.json", portable: true }, user: { folder: "home", path: ".gemini/settings.json" } },
  found: { project: [{ folder: "project", path: ".gemini/settings.json" }], user: [{ folder: "home", path: ".gemini/settings.json" }] },
  guardedFiles: [".gemini/settings.json"],
  settingsFiles: [".gemini/settings.json"],
  trust: {
    note: (user, project) => user ? "Gemini CLI runs hooks of ~/.gemini/settings.json in every folder, except with --skip-trust." : `Gemini CLI runs a project's hooks only in a trusted folder: start gemini in ${project} and trust the folder (kept in ~/.gemini/trustedFolders.json). Never with --skip-trust, which runs no project hooks.`,
    reads: [{ folder: "home", path: ".gemini/trustedFolders.json" }],
    judge: ({ scope, texts, env, project, within, dirname: dirname3 }) => {
      if (scope === "user") return void 0;
      const folders = parseJson(texts[0] ?? "");
      const rules = isRecord(folders) ? Object.entries(folders) : [];
      const trust = env.GEMINI_CLI_TRUST_WORKSPACE === "true" || rules.some(([f, level]) => level === "TRUST_FOLDER" && within(project, f) || level === "TRUST_PARENT" && within(project, dirname3(f)));
      return trust ? { ok: true, line: "Gemini CLI trusts this folder (~/.gemini/trustedFolders.json)." } : { ok: false, line: `Gemini CLI does not trust ${project} yet, so it runs none of the project's hooks: ${gemini.trust.note(false, project)}` };
    }
  },
  probe: {
    event: (folder) => ({ session_id: PROBE_SESSION, cwd: folder, hook_event_name: "BeforeTool", tool_name: "read_file", tool_input: { file_path: probePath(folder) } }),
    refusal: /^\{"decision":"deny"/,
    exitCode: 2
  }
};

// src/core/agentHook/launcher.ts
function installCommandFor(agent, user = false) {
  return `npx -y guarded-edit install --agent ${agent}${user ? " --user" : ""}`;
}
function missingHookReason(agent, user = false) {
  return `Guarded Edit's hook is not installed on this machine (or cannot be loaded), so this call is refused rather than let through unchecked. Install it once with: ${installCommandFor(agent, user)}`;
}

// src/core/agentHook/dialects/opencodePlugin.ts
var INSTALLED_OPENCODE_GUARD = "opencode-guard.js";
var OPENCODE_PLUGIN_FILE = "guarded-edit.js";
function opencodePluginSource(guarded) {
  return `// Guarded Edit's plugin for OpenCode (${HOOK_MARKER}), written by guarded-edit install --agent opencode.
// It runs Guarded Edit's checks on OpenCode's file and shell tools, with the guard installed in your
// data folder; without it, those tools are refused. Check it with: npx -y guarded-edit doctor
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

const GUARDED = new Set(${JSON.stringify(guarded)});
const MISSING = ${JSON.stringify(missingHookReason("opencode"))};

function dataFolder() {
  const env = process.env;
  const home = homedir();
  if (process.platform === 'win32') return join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'guarded-edit');
  const xdg = env.XDG_DATA_HOME;
  return join(xdg && isAbsolute(xdg) ? xdg : join(home, '.local', 'share'), 'guarded-edit');
}

export const GuardedEdit = async ({ directory, worktree }) => {
  const file = join(dataFolder(), ${JSON.stringify(INSTALLED_OPENCODE_GUARD)});
  let guard;
  let failure = '';
  try {
    guard = createRequire(import.meta.url)(file);
    if (typeof guard.before !== 'function' || typeof guard.after !== 'function') throw new Error('it is not the guard');
  } catch (error) {
    guard = undefined;
    failure = \` (\${file}: \${String(error && error.message).split('\\n')[0]})\`;
  }
  const place = { directory, worktree };
  return {
    'tool.execute.before': async (input, output) => {
      if (guard === undefined) {
        if (GUARDED.has(input.tool)) throw new Error(MISSING + failure);
        return;
      }
      const refusal = await guard.before({ ...place, tool: input.tool, sessionID: input.sessionID, callID: input.callID, args: output.args });
      if (refusal !== undefined) throw new Error(refusal);
    },
    'tool.execute.after': async (input, output) => {
      if (guard === undefined) return;
      const told = await guard.after({ ...place, tool: input.tool, sessionID: input.sessionID, callID: input.callID, args: input.args });
      if (told !== undefined && output && typeof output.output === 'string') output.output += \`\\n\\n\${told}\`;
    },
  };
};
`;
}

// src/core/agentHook/dialects/opencode.ts
var MOMENT_OF2 = { "tool.execute.before": "before", "tool.execute.after": "after" };
var TOOLS = { read: "read", write: "write", edit: "replace", multiedit: "multi-edit", apply_patch: "patch", patch: "patch" };
var SHELL = "bash";
function readEvent2(raw, agent) {
  const name = str(raw.opencode);
  if (name === void 0) return void 0;
  const directory = str(raw.directory) ?? "";
  const worktree = str(raw.worktree) ?? "";
  const root = worktree !== "" && worktree !== "/" ? worktree : directory;
  const input = isRecord(raw.args) ? raw.args : {};
  return {
    agent,
    name,
    moment: MOMENT_OF2[name] ?? "other",
    session: str(raw.sessionID) ?? "",
    roots: root === "" ? [] : [root],
    // The folder OpenCode runs in; the bash tool's own `workdir` is read with its command (shellCallOf), from here.
    ...directory !== "" ? { cwd: directory } : {},
    tool: str(raw.tool) ?? "",
    input,
    ...str(raw.callID) !== void 0 ? { callId: str(raw.callID) } : {}
  };
}
var PLUGIN = `.opencode/plugin/${OPENCODE_PLUGIN_FILE}`;
var opencode = {
  name: "opencode",
  title: "OpenCode",
  recognises: (event) => typeof event.opencode === "string",
  events: { before: ["tool.execute.before"], after: ["tool.execute.after"], prompt: [], ignored: [] },
  readEvent: readEvent2,
  tools: TOOLS,
  arguments: { path: ["filePath"], content: ["content"], old: ["oldString"], new: ["newString"], patch: ["patchText"] },
  shellTools: [shellTool(SHELL)],
  writeTools: "the edit or write tool",
  readTool: "the read tool",
  readsSeen: true,
  whenHookFails: {
    failsOpen: false,
    line: "OpenCode refuses a call when the plugin throws; the plugin itself refuses every file and shell call when the guard it loads is missing or broken. OpenCode runs no plugin at all when it cannot load the file (a syntax error), which doctor checks."
  },
  answers: {
    // Read by the plugin's guard (src/hook/opencodeGuard.ts): exit 2 and the reason, which the plugin throws.
    deny: (_name, reason) => ({ stdout: json({ deny: reason }), stderr: reason, exitCode: 2 }),
    allow: SILENT,
    quiet: silent,
    after: (_name, reason) => ({ stdout: json({ told: reason }), exitCode: 0 })
  },
  layout: { kind: "plugin", source: () => opencodePluginSource([...Object.keys(TOOLS), SHELL]) },
  install: {
    project: { folder: "project", path: PLUGIN, portable: true },
    user: { folder: { variable: "XDG_CONFIG_HOME", inHome: ".config" }, path: `opencode/plugin/${OPENCODE_PLUGIN_FILE}` }
  },
  found: {
    project: [{ folder: "project", path: PLUGIN }],
    user: [{ folder: { variable: "XDG_CONFIG_HOME", inHome: ".config" }, path: `opencode/plugin/${OPENCODE_PLUGIN_FILE}` }]
  },
  // Its whole folder (plugins, agents, commands) and settings (which name plugins of npm) run code.
  guardedFiles: [".opencode/**", "opencode.json", "opencode.jsonc"],
  settingsFiles: [],
  trust: {
    note: (user) => `OpenCode loads the plugin at its next start with nothing to switch on (${user ? "every project" : "in this project"}); on its first start in a folder it installs its plugin package (@opencode-ai/plugin) into .opencode/ from the npm registry. Kilo Code's CLI, built on OpenCode, reads .kilo/ and .kilocode/, not .opencode/: this plugin does not guard it.`,
    reads: []
  },
  probe: {
    event: (folder) => ({ opencode: "tool.execute.before", sessionID: PROBE_SESSION, callID: "probe", tool: "read", args: { filePath: probePath(folder) }, directory: folder, worktree: "/" }),
    refusal: /^\{"deny":/,
    exitCode: 2
  }
};

// src/core/agentHook/dialects/vscode.ts
var vscode = {
  name: "vscode",
  title: "VS Code's agent mode",
  // Its Local agent's events: camelCase hookEventName (with sessionId) and snake_case tool_name and
  // tool_input; Copilot's harness names its tools toolName and toolArgs.
  recognises: (event) => "hookEventName" in event && !("toolName" in event) && !("toolArgs" in event),
  events: CLAUDE_EVENTS,
  projectVariable: "CLAUDE_PROJECT_DIR",
  tools: {
    copilot_readFile: "read",
    read_file: "read",
    copilot_createFile: "write",
    create_file: "write",
    copilot_replaceString: "replace",
    replace_string_in_file: "replace",
    copilot_multiReplaceString: "multi-replace",
    multi_replace_string_in_file: "multi-replace",
    copilot_insertEdit: "change",
    insert_edit_into_file: "change",
    copilot_applyPatch: "patch",
    apply_patch: "patch",
    copilot_editNotebook: "notebook",
    edit_notebook: "notebook"
  },
  arguments: { path: ["filePath"], content: ["content"], old: ["oldString"], new: ["newString"], patch: ["input"] },
  shellTools: [shellTool("run_in_terminal"), shellTool("copilot_runInTerminal")],
  writeTools: "the replace_string_in_file or create_file tool",
  readTool: "the read_file tool",
  readsSeen: true,
  whenHookFails: { failsOpen: true, line: "VS Code's agent mode lets the call through when the hook crashes, exits with another code than 2 or times out (it shows a warning)." },
  answers: { deny: blockingDeny(hookSpecificOutput("deny")), ask: asking(hookSpecificOutput("ask")), allow: SILENT, quiet: silent, after: toldAfter((_name, reason) => ({ decision: "block", reason })) },
  layout: { kind: "settings", events: ["PreToolUse", "PostToolUse", "UserPromptSubmit"], entry: (_e, command) => ({ type: "command", command, timeout: HOOK_TIMEOUT_S }), top: { version: 1 } },
  install: {
    project: { folder: "project", path: ".github/hooks/guarded-edit.json", portable: true },
    user: "--user is not for VS Code, which reads the hooks of the workspace; VS Code also runs the hooks of ~/.claude/settings.json: use --agent claude --user."
  },
  found: { project: [{ folder: "project", path: ".github/hooks/*.json", claims: (hooks) => hooks === void 0 || !("preToolUse" in hooks) }], user: [] },
  guardedFiles: [".github/hooks/*.json"],
  settingsFiles: [".github/hooks/*.json"],
  trust: {
    note: () => "VS Code runs it in agent mode when the workspace is trusted (Workspace Trust); teammates need Node.js for npx.",
    reads: []
  },
  probe: {
    event: (folder) => ({ session_id: PROBE_SESSION, cwd: folder, hookEventName: "PreToolUse", hook_event_name: "PreToolUse", tool_name: "read_file", tool_input: { filePath: probePath(folder) } }),
    refusal: /"permissionDecision":"deny"/,
    exitCode: 2
  }
};

// src/core/agentHook/dialects/index.ts
var DIALECTS = { claude, vscode, copilot, codex, gemini, cursor, cline, opencode };

// src/core/platform/ports.ts
function errnoCode(error) {
  if (typeof error === "object" && error !== null && "code" in error) {
    const code = error.code;
    return typeof code === "string" ? code : void 0;
  }
  return void 0;
}

// src/core/platform/fsAttempt.ts
async function attemptFs(operation) {
  try {
    return { ok: true, value: await operation() };
  } catch (error) {
    return { ok: false, errno: errnoCode(error) ?? "UNKNOWN" };
  }
}
function isAbsent(errno) {
  return errno === "ENOENT" || errno === "ENOTDIR";
}

// src/core/errors/text.ts
var DEFAULT_MAX = 80;
function quote(value, max = DEFAULT_MAX) {
  if (value.length <= max) return JSON.stringify(value);
  const keep = Math.max(8, max - 20);
  let head = Math.ceil(keep * 0.6);
  let tailStart = value.length - (keep - head);
  if (isHighSurrogate(value.charCodeAt(head - 1))) head -= 1;
  if (isLowSurrogate(value.charCodeAt(tailStart))) tailStart += 1;
  const omitted = tailStart - head;
  return `${JSON.stringify(value.slice(0, head))}\u2026(${omitted} more characters)\u2026${JSON.stringify(value.slice(tailStart))}`;
}
function isHighSurrogate(c) {
  return c >= 55296 && c <= 56319;
}
function isLowSurrogate(c) {
  return c >= 56320 && c <= 57343;
}
function editLabel(index, total) {
  return `Edit ${index + 1} of ${total}`;
}
function plural(count, singular, pluralForm = `${singular}s`) {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

// src/core/errors/catalog.ts
function guardedError(code, message, path, recovery_hint, extra = {}) {
  const error = { code, message, path, recovery_hint };
  if (extra.location) error.location = extra.location;
  if (extra.occurrences) error.occurrences = extra.occurrences;
  return error;
}

// src/core/errors/binaryContent.ts
function hasNul(text) {
  return text.includes("\0");
}
function binaryContentError(field, path, text, label = "") {
  return guardedError(
    "BINARY_CONTENT",
    `${label ? `${label}: ` : ""}${field} contains a NUL character (at character ${text.indexOf("\0") + 1}), which would make the file binary; binary files are not edited. Nothing was changed.`,
    path,
    `Remove the NUL character (\\u0000) from ${field}; if the file must hold binary data, it is not a text file to edit with these tools.`
  );
}

// src/core/path/jailErrors.ts
var FILE_PATH = ["file_path"];
var PATH_QUOTE_MAX = 300;
function quotePath(path) {
  return quote(path, PATH_QUOTE_MAX);
}
function describeTarget(label) {
  const base = `file_path ${quote(label.raw)}`;
  if (label.realPath !== void 0 && label.realPath !== label.lexicalPath) {
    return `${base} (${quotePath(label.lexicalPath)}, which resolves to ${quotePath(label.realPath)})`;
  }
  return label.raw === label.lexicalPath ? base : `${base} (${quotePath(label.lexicalPath)})`;
}
function describeFolders(roots) {
  return roots.map((r) => `'${r.root.name}' (${quotePath(r.root.path)})`).join(", ");
}
function folderWord(roots) {
  return roots.length === 1 ? "the workspace folder" : "the workspace folders";
}
function useInsideHint(roots) {
  if (roots.length === 1) {
    const [only] = roots;
    return `Use a path inside the workspace folder '${only.root.name}': relative to it, like "src/app.ts", or absolute, starting with ${quotePath(only.root.path)}.`;
  }
  const names = roots.map((r) => `'${r.root.name}'`).join(", ");
  return `Use a path inside one of the workspace folders ${names}: start a relative path with the folder name, like ${quote(`${roots[0].root.name}/src/app.ts`)}, or give an absolute path inside one of them.`;
}
function purposeVerb(purpose) {
  return purpose === "edit" ? "edited" : purpose === "read" ? "read" : "created";
}
function noWorkspaceError(raw, givenRoots) {
  const why = givenRoots === 0 ? "no workspace folder is open" : "no open workspace folder has an absolute local path";
  return guardedError(
    "NO_WORKSPACE",
    `file_path ${quote(raw)} cannot be resolved: ${why}, and every file must be inside a workspace folder.`,
    FILE_PATH,
    "Ask the user to open the project folder in VS Code (File > Open Folder...), then call again with a path inside it."
  );
}
function outsideWorkspaceError(raw, lexicalPath, roots) {
  const shown = raw === lexicalPath ? "" : ` (${quotePath(lexicalPath)})`;
  return guardedError(
    "OUTSIDE_WORKSPACE",
    `file_path ${quote(raw)}${shown} is outside ${folderWord(roots)} ${describeFolders(roots)}; only files inside the workspace can be used.`,
    FILE_PATH,
    useInsideHint(roots)
  );
}
function listInterpretations(items) {
  return items.map((i) => i.displayPath === i.absolutePath ? quotePath(i.absolutePath) : `${quote(i.displayPath)} (${quotePath(i.absolutePath)})`).join(", ");
}
function existsInSeveralError(raw, items) {
  return guardedError(
    "AMBIGUOUS_PATH",
    `file_path ${quote(raw)} exists in several workspace folders: ${listInterpretations(items)}.`,
    FILE_PATH,
    `Give the absolute path of the one you mean, like ${quotePath(items[0].absolutePath)}; a path starting with a folder name works when only that one exists.`
  );
}
function sharedFolderNameError(raw, name, items) {
  return guardedError(
    "AMBIGUOUS_PATH",
    `file_path ${quote(raw)} starts with ${quote(name)}, the name of several workspace folders; it could be ${listInterpretations(items)}.`,
    FILE_PATH,
    `Give the absolute path of the one you mean, like ${quotePath(items[0].absolutePath)}.`
  );
}
function needsFolderNameError(raw, roots) {
  const [first] = roots;
  return guardedError(
    "AMBIGUOUS_PATH",
    `file_path ${quote(raw)} does not exist in any workspace folder, and with several folders (${describeFolders(roots)}) it is not clear where to create it.`,
    FILE_PATH,
    `Start the path with the folder name, like ${quote(`${first.root.name}/${raw}`)}, or give an absolute path.`
  );
}
function notFoundInFoldersError(raw, searched, roots, purpose) {
  return guardedError(
    "FILE_NOT_FOUND",
    `file_path ${quote(raw)} was not found in any workspace folder; looked for ${listInterpretations(searched)}.`,
    FILE_PATH,
    `Check the spelling and the folder: start the path with one of the folder names (${roots.map((r) => `'${r.root.name}'`).join(", ")}) or give an absolute path.${createHint(purpose)}`
  );
}
function createHint(purpose) {
  return purpose === "edit" ? " To make a new file, use guarded_create_file instead." : "";
}
function fileNotFoundError(label, purpose, nearestFolder, caseSensitive) {
  const near = nearestFolder === void 0 ? "" : ` The nearest folder that exists is ${quote(nearestFolder === "" ? "." : nearestFolder)}.`;
  const caseNote = caseSensitive ? " Names are case-sensitive here." : "";
  return guardedError(
    "FILE_NOT_FOUND",
    `${describeTarget(label)} does not exist, so it cannot be ${purposeVerb(purpose)}.${near}`,
    FILE_PATH,
    `Check the spelling of the path against the files in the workspace.${caseNote}${createHint(purpose)}`
  );
}
function describeLink(link) {
  if (link.text === void 0) return `${quote(link.displayPath)} is a symbolic link whose target does not exist`;
  const resolved = link.pointsTo === void 0 || link.pointsTo === link.text ? "" : ` (${quotePath(link.pointsTo)})`;
  return `${quote(link.displayPath)} is a symbolic link to ${quotePath(link.text)}${resolved}, which does not exist`;
}
function danglingNotFoundError(label, link, purpose) {
  return guardedError(
    "FILE_NOT_FOUND",
    `${describeTarget(label)} cannot be ${purposeVerb(purpose)}: ${describeLink(link)}.`,
    FILE_PATH,
    "Use the path of an existing file; a link whose target is missing has nothing to edit or read."
  );
}
function danglingCreateError(label, link, insideTarget) {
  const direct = insideTarget === void 0 ? "choose a path without the link" : `create ${quote(insideTarget)} directly`;
  return guardedError(
    "INVALID_PATH",
    `${describeTarget(label)} cannot be created: ${describeLink(link)}; creating a file through a dangling link would create it wherever the link points, so it is refused.`,
    FILE_PATH,
    `To create that file, ${direct}; or choose another name.`
  );
}
function symlinkEscapeError(label, destination, link, roots) {
  let via = "";
  if (link !== void 0) {
    const text = link.text ?? link.real;
    const resolved = text === link.real ? "" : ` (${quotePath(link.real)})`;
    via = `: ${quote(link.displayPath)} is a symbolic link to ${quotePath(text)}${resolved}`;
  }
  return guardedError(
    "SYMLINK_ESCAPE",
    `file_path ${quote(label.raw)} (${quotePath(label.lexicalPath)}) leads to ${quotePath(destination)}, outside ${folderWord(roots)} ${describeFolders(roots)}${via}. Links that leave the workspace are never followed.`,
    FILE_PATH,
    "Use a file that really lives inside the workspace, not one reached through a link to outside it; this cannot be confirmed or overridden."
  );
}
function symlinkLoopError(label, loopAt) {
  const where = loopAt === void 0 ? "" : ` at ${quote(loopAt)}`;
  return guardedError(
    "SYMLINK_LOOP",
    `${describeTarget(label)} cannot be resolved: its symbolic links form a loop${where} (ELOOP).`,
    FILE_PATH,
    "Use the path of a regular file; ask the user to fix the looping link if this file is needed."
  );
}
function rootUnavailableError(raw, root) {
  return fsFailureError(
    { raw, lexicalPath: root.root.path },
    root.realError ?? "UNKNOWN",
    `the workspace folder '${root.root.name}' (${quotePath(root.root.path)}) could not be resolved`
  );
}
function fsFailureError(label, errno, context) {
  const subject = context ?? `${describeTarget(label)} could not be resolved`;
  switch (errno) {
    case "EACCES":
    case "EPERM":
      return guardedError(
        "PERMISSION_DENIED",
        `${subject}: permission denied (${errno}); the current user may not access it or a folder on its way.`,
        FILE_PATH,
        "Use a file the user can access, or ask the user to fix the permissions."
      );
    case "ELOOP":
      return symlinkLoopError(label, void 0);
    case "ENAMETOOLONG":
      return guardedError(
        "INVALID_PATH",
        `${subject}: the path is too long for the filesystem (ENAMETOOLONG); a name or the whole path exceeds its limit.`,
        FILE_PATH,
        "Use a shorter path: names of at most 255 bytes and a path of at most a few thousand characters."
      );
    case "EINVAL":
      return guardedError(
        "INVALID_PATH",
        `${subject}: the filesystem does not accept this path (EINVAL).`,
        FILE_PATH,
        "Use the exact path of an existing file, without unusual characters."
      );
    default:
      return guardedError(
        "FILE_NOT_FOUND",
        `${subject}: the filesystem reported ${errno}.`,
        FILE_PATH,
        "Check that the file exists and is accessible, then call again; if the error persists, use another file."
      );
  }
}
function protectedPathError(label, pattern, matchedPath, purpose) {
  return guardedError(
    "PROTECTED_PATH",
    `${describeTarget(label)} is protected: ${quote(matchedPath)} matches the pattern ${quote(pattern)} of the setting guardedEdit.protectedFiles, so it cannot be ${purposeVerb(purpose)}.`,
    FILE_PATH,
    "Choose a file that is not protected. Only the user can change guardedEdit.protectedFiles."
  );
}

// src/core/path/fileChecks.ts
var DEFAULT_MAX_FILE_BYTES = 16 * 1024 * 1024;
var BINARY_SNIFF_BYTES = 8e3;
var FILE_PATH2 = ["file_path"];
async function checkExistingTarget(realPath, context, fs, known) {
  const { label, purpose } = context;
  const info = known ?? await attemptFs(() => fs.stat(realPath));
  if (!info.ok) return { size: 0, errors: [fsFailureError(label, info.errno)] };
  const { kind, size, readonly } = info.value;
  if (kind !== "file") return { size: 0, errors: [notAFileError(label, kind, context.workspaceFolder)] };
  if (purpose === "create") return { size, errors: [] };
  const errors = [];
  if (purpose === "edit" && readonly) errors.push(readOnlyError(label));
  if (size > context.maxFileBytes) errors.push(fileTooLargeError(label, size, context.maxFileBytes, purpose));
  const { textHeads } = context;
  if (context.mayReadContent && !textHeads?.known(realPath, info.value.stamp)) {
    const head = await attemptFs(() => fs.readHead(realPath, BINARY_SNIFF_BYTES));
    let text = false;
    if (!head.ok) errors.push(fsFailureError(label, head.errno, `${describeTarget(label)} could not be read`));
    else {
      const nul = head.value.subarray(0, BINARY_SNIFF_BYTES).indexOf(0);
      if (nul >= 0 && !startsWithUtf16Bom(head.value)) errors.push(binaryFileError(label, nul, purpose));
      else text = true;
    }
    textHeads?.record(realPath, info.value.stamp, text);
  }
  return { size, errors };
}
async function checkCreateLocation(ancestorRealPath, ancestorDisplay, label, fs) {
  const info = await attemptFs(() => fs.stat(ancestorRealPath));
  if (!info.ok) return [fsFailureError(label, info.errno)];
  const shown = quote(ancestorDisplay === "" ? "." : ancestorDisplay);
  if (info.value.kind !== "directory") {
    return [
      guardedError(
        "NOT_A_FILE",
        `${describeTarget(label)} cannot be created: ${shown} is ${kindPhrase(info.value.kind)}, not a folder, so nothing can be created inside it.`,
        FILE_PATH2,
        `Choose a path whose folders are folders; ${shown} itself may be the file you mean.`
      )
    ];
  }
  if (info.value.readonly) {
    return [
      guardedError(
        "READ_ONLY",
        `${describeTarget(label)} cannot be created: the folder ${shown} is read-only for the current user.`,
        FILE_PATH2,
        "Create the file in a writable folder, or ask the user to make this folder writable."
      )
    ];
  }
  return [];
}
function startsWithUtf16Bom(head) {
  const le = head[0] === 255 && head[1] === 254 && !(head[2] === 0 && head[3] === 0);
  const be = head[0] === 254 && head[1] === 255;
  return le || be;
}
function kindPhrase(kind) {
  switch (kind) {
    case "directory":
      return "a folder";
    case "file":
      return "a file";
    case "symlink":
      return "a symbolic link";
    case "other":
      return "a special file (a pipe, socket or device)";
  }
}
function notAFileError(label, kind, workspaceFolder) {
  if (workspaceFolder !== void 0) {
    return guardedError(
      "NOT_A_FILE",
      `${describeTarget(label)} is the workspace folder '${workspaceFolder}' itself, not a file.`,
      FILE_PATH2,
      'Give the path of a file inside the folder, like "src/app.ts".'
    );
  }
  const hint = kind === "directory" ? `Give the path of a file inside it, like ${quote(`${label.raw.replace(/(?<![\\/])[\\/]+$/, "")}/<file name>`)}.` : "Give the path of a regular text file.";
  return guardedError("NOT_A_FILE", `${describeTarget(label)} is ${kindPhrase(kind)}, not a regular file.`, FILE_PATH2, hint);
}
function readOnlyError(label) {
  return guardedError(
    "READ_ONLY",
    `${describeTarget(label)} is read-only: the current user may not write it (file permissions or a read-only filesystem).`,
    FILE_PATH2,
    "Edit another file, or ask the user to make this one writable."
  );
}
function fileTooLargeError(label, size, limit, purpose) {
  return guardedError(
    "FILE_TOO_LARGE",
    `${describeTarget(label)} is ${formatBytes(size)}, more than the limit of ${formatBytes(limit)}, so it cannot be ${purposeVerb(purpose)}.`,
    FILE_PATH2,
    "Choose a smaller file, or ask the user to raise the size limit."
  );
}
function binaryFileError(label, offset, purpose) {
  return guardedError(
    "BINARY_FILE",
    `${describeTarget(label)} looks binary: byte ${offset} of its first ${groupThousands(BINARY_SNIFF_BYTES)} bytes is NUL; only text files can be ${purposeVerb(purpose)}.`,
    FILE_PATH2,
    "Choose a text file; binary files are never changed by text edits."
  );
}
function formatBytes(bytes) {
  const exact = `${groupThousands(bytes)} ${bytes === 1 ? "byte" : "bytes"}`;
  const units = ["KiB", "MiB", "GiB", "TiB"];
  let value = bytes;
  let unit = "";
  for (const next of units) {
    if (value < 1024) break;
    value /= 1024;
    unit = next;
  }
  return unit === "" ? exact : `${value.toFixed(1)} ${unit} (${exact})`;
}
function groupThousands(n) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

// src/core/path/windows.ts
function isWindowsSeparator(c) {
  return c === "\\" || c === "/";
}
function windowsStart(path) {
  const [c0, c1, c2, c3] = path;
  if (isWindowsSeparator(c0) && isWindowsSeparator(c1)) {
    if ((c2 === "?" || c2 === ".") && (isWindowsSeparator(c3) || c3 === void 0)) {
      return { kind: "namespace", marker: `\\\\${c2}\\`, restStart: 4 };
    }
    const afterSlashes = path.slice(2);
    const parts = afterSlashes.split(/[\\/]/);
    const server = parts[0];
    const share = parts[1] ?? "";
    if (server === "" || share === "") return { kind: "incompleteUnc" };
    const restStart = Math.min(path.length, 2 + server.length + 1 + share.length + 1);
    return { kind: "unc", prefix: `\\\\${server}\\${share}\\`, server, share, restStart };
  }
  if (/^[A-Za-z]:/.test(path)) {
    const drive = `${path[0].toUpperCase()}:`;
    if (isWindowsSeparator(c2)) return { kind: "drive", prefix: `${drive}\\`, restStart: 3 };
    return { kind: "driveRelative", drive };
  }
  if (isWindowsSeparator(c0)) return { kind: "rooted" };
  return { kind: "relative", restStart: 0 };
}
var DEVICE_NAME = /^(?:CON|PRN|AUX|NUL|CONIN\$|CONOUT\$|COM[1-9\u00b9\u00b2\u00b3]|LPT[1-9\u00b9\u00b2\u00b3])$/i;
var RESERVED_CHARACTERS = /[<>"|?*]/g;
function windowsNameProblems(segment) {
  const problems = [];
  const stem = segment.split(".")[0].replace(/(?<! ) +$/, "");
  if (DEVICE_NAME.test(stem)) problems.push("device");
  if (segment.includes(":")) problems.push("stream");
  if (reservedCharacters(segment).length > 0) problems.push("reserved");
  if (segment.endsWith(" ") || segment.endsWith(".")) problems.push("trailing");
  return problems;
}
function reservedCharacters(segment) {
  return [...new Set(segment.match(RESERVED_CHARACTERS) ?? [])];
}

// src/core/path/segments.ts
function sameName(a, b, platform) {
  return platform.caseSensitive ? a === b : a.toLowerCase() === b.toLowerCase();
}
function pathKey(path, platform) {
  const text = [path.prefix, ...path.segments].join("\0");
  return platform.caseSensitive ? text : text.toLowerCase();
}
function segmentsBelow(base, target, platform) {
  if (!sameName(base.prefix, target.prefix, platform)) return void 0;
  if (target.segments.length < base.segments.length) return void 0;
  for (let i = 0; i < base.segments.length; i += 1) {
    if (!sameName(base.segments[i], target.segments[i], platform)) return void 0;
  }
  return target.segments.slice(base.segments.length);
}
function joinSegments(base, more) {
  return { prefix: base.prefix, segments: [...base.segments, ...more] };
}
function formatAbsolute(path, platform) {
  return path.prefix + path.segments.join(platform.windows ? "\\" : "/");
}
function splitTrustedAbsolute(path, platform) {
  let prefix;
  let rest;
  if (platform.windows) {
    const plain = path.replace(/^[\\/]{2}\?[\\/](?=[A-Za-z]:[\\/])/, "");
    const start = windowsStart(plain);
    if (start.kind !== "drive" && start.kind !== "unc") return void 0;
    prefix = start.prefix;
    rest = plain.slice(start.restStart);
  } else {
    if (!path.startsWith("/")) return void 0;
    prefix = "/";
    rest = path;
  }
  const segments = rest.split(platform.windows ? /[\\/]/ : "/").filter((s) => s !== "" && s !== ".");
  if (segments.includes("..")) return void 0;
  return { prefix, segments };
}
function resolveLinkText(linkFolder, text, platform) {
  let base = linkFolder;
  let body = text;
  if (platform.windows) {
    const start = windowsStart(text);
    if (start.kind === "drive" || start.kind === "unc") {
      base = { prefix: start.prefix, segments: [] };
      body = text.slice(start.restStart);
    } else if (start.kind === "rooted") {
      base = { prefix: linkFolder.prefix, segments: [] };
    } else if (start.kind !== "relative") {
      return void 0;
    }
  } else if (text.startsWith("/")) {
    base = { prefix: "/", segments: [] };
  }
  const segments = [...base.segments];
  for (const segment of body.split(platform.windows ? /[\\/]/ : "/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return { prefix: base.prefix, segments };
}

// src/core/path/earlyLookup.ts
function lexicalLanding(parsed, roots, platform) {
  if (parsed.kind === "relative") {
    const only = roots.length === 1 ? splitTrustedAbsolute(roots[0].path, platform) : void 0;
    return only && formatAbsolute(joinSegments(only, parsed.segments), platform);
  }
  const path = { prefix: parsed.prefix, segments: parsed.segments };
  const inside = roots.some((root) => {
    const base = splitTrustedAbsolute(root.path, platform);
    return base !== void 0 && segmentsBelow(base, path, platform) !== void 0;
  });
  return inside ? formatAbsolute(path, platform) : void 0;
}
async function lookUpEarly(path, fs, withInfo) {
  if (path === void 0) return void 0;
  const [real, info] = await Promise.all([attemptFs(() => fs.realpath(path)), withInfo ? attemptFs(() => fs.stat(path)) : void 0]);
  return info ? { path, real, info } : { path, real };
}

// lazy-module:picomatch
var loaded2;
var load2 = () => loaded2 ??= require_picomatch2();
function lazyDefault(...a) {
  const f = load2();
  return new.target === void 0 ? f(...a) : Reflect.construct(f, a, new.target === lazyDefault ? f : new.target);
}
var picomatch_default = lazyDefault;

// src/core/path/precompiledGlobs.ts
var PRECOMPILED_GLOBS = /* @__PURE__ */ new Map([
  ["**/.git/**", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.git(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ["**/.env*", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.env[^/]*?\/?)$`],
  ["**/.vscode/**", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.vscode(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ["**/*.code-workspace", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)(?!\.{1,2}(?:\/|$))(?=.)[^/]*?\.code-workspace)$`],
  ["**/.claude/**", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.claude(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ["**/.mcp.json", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.mcp\.json)$`],
  ["**/.cursor/**", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.cursor(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ["**/.codex/**", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.codex(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ["**/.github/workflows/**", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.github\/workflows(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ["**/.github/hooks/**", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.github\/hooks(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ["**/.husky/**", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.husky(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ["**/.devcontainer/**", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.devcontainer(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ["**/.claude/settings.json", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.claude\/settings\.json)$`],
  ["**/.claude/settings.local.json", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.claude\/settings\.local\.json)$`],
  ["**/.github/hooks/*.json", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.github\/hooks\/(?!\.{1,2}(?:\/|$))(?=.)[^/]*?\.json)$`],
  ["**/.cursor/hooks.json", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.cursor\/hooks\.json)$`],
  ["**/.gemini/**", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.gemini(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ["**/.copilot/**", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.copilot(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ["**/.github/copilot/**", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.github\/copilot(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ["**/.clinerules/hooks/**", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.clinerules\/hooks(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ["**/.cline/hooks/**", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.cline\/hooks(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ["**/.opencode/**", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.opencode(?:\/(?!\.{1,2}(?:\/|$))(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)|$))$`],
  ["**/opencode.json", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)opencode\.json)$`],
  ["**/opencode.jsonc", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)opencode\.jsonc)$`],
  ["**/.codex/hooks.json", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.codex\/hooks\.json)$`],
  ["**/.codex/config.toml", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.codex\/config\.toml)$`],
  ["**/.gemini/settings.json", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.gemini\/settings\.json)$`],
  ["**/.clinerules/hooks/*", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.clinerules\/hooks\/(?!\.{1,2}(?:\/|$))(?=.)[^/]*?\/?)$`],
  ["**/.cline/hooks/*", String.raw`^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)\.cline\/hooks\/(?!\.{1,2}(?:\/|$))(?=.)[^/]*?\/?)$`]
]);

// src/core/path/glob.ts
var MAX_CACHED = 512;
var cache = /* @__PURE__ */ new Map();
function globMatches(pattern, path, options = {}) {
  return compileGlob(pattern, options)(path);
}
function compileGlob(pattern, options = {}) {
  const key = `${options.caseInsensitive ? "i" : "s"}\0${pattern}`;
  let matcher = cache.get(key);
  if (!matcher) {
    if (cache.size >= MAX_CACHED) cache.clear();
    let compiled2;
    const full = (path) => (compiled2 ??= compileWhole(pattern, options))(path);
    const fold = options.caseInsensitive === true ? (text) => text.toLowerCase() : (text) => text;
    const needed = literalParts(pattern).map(fold);
    matcher = needed.length === 0 ? full : (path) => {
      const folded = fold(path);
      return needed.every((part) => folded.includes(part)) && full(path);
    };
    cache.set(key, matcher);
  }
  return matcher;
}
function compileWhole(pattern, options) {
  const precompiled = PRECOMPILED_GLOBS.get(pattern);
  return precompiled !== void 0 ? regexMatcher(pattern, new RegExp(precompiled, options.caseInsensitive ? "i" : "")) : picomatch_default(pattern, { dot: true, posix: true, nocase: options.caseInsensitive === true, windows: false });
}
function literalParts(pattern) {
  if (/[[\]{}()!+@\\]/.test(pattern) || /[^\x20-\x7e]/.test(pattern)) return [];
  if (/(?:^|\/)\.{1,2}(?:\/|$)|\/\/|[^/]\*\*|\*\*[^/]/.test(pattern)) return [];
  const parts = [];
  const tokens = pattern.split(/(\*\*|\*|\?)/);
  for (let i = 0; i < tokens.length; i += 2) {
    let run = tokens[i];
    if (tokens[i - 1] === "**" && run.startsWith("/")) run = run.slice(1);
    if (tokens[i + 1] === "**" && run.endsWith("/")) run = run.slice(0, -1);
    if (run !== "") parts.push(run);
  }
  return parts;
}
function regexMatcher(pattern, regex) {
  return (path) => path !== "" && (path === pattern || regex.test(path));
}

// src/core/path/lexicalErrors.ts
var FILE_PATH3 = ["file_path"];
var FORMS_HINT = 'Give the file as a path relative to the workspace folder (like "src/app.ts"), an absolute path inside it, or a file:// URI.';
function describeReceived(received) {
  const base = `file_path ${quote(received.raw)}`;
  return received.decoded === void 0 ? base : `${base} (a file:// URI for the path ${quote(received.decoded)})`;
}
function emptyPathError(raw) {
  const what = raw === "" ? "is empty" : `holds only whitespace (${quote(raw)})`;
  return guardedError("EMPTY_PATH", `file_path ${what}; expected the path of a file.`, FILE_PATH3, FORMS_HINT);
}
function unsupportedSchemeError(raw, scheme, platform) {
  const literal = platform.windows ? "" : ` If ${quote(`${scheme}:`)} is really the start of a file name, write it as ${quote(`./${raw}`)}.`;
  return guardedError(
    "UNSUPPORTED_SCHEME",
    `file_path ${quote(raw)} is a URI with the scheme ${quote(`${scheme}:`)}; only files on disk can be used: plain paths and file:// URIs.`,
    FILE_PATH3,
    `${FORMS_HINT} Unsaved (untitled) and remote or virtual documents cannot be used.${literal}`
  );
}
function fileUriError(raw, problem) {
  switch (problem.kind) {
    case "host":
      return guardedError(
        "INVALID_PATH",
        `file_path ${quote(raw)} is a file:// URI for the host ${quote(problem.host)}; only local files can be used (a URI with an empty host, "file:///...", or "localhost").`,
        FILE_PATH3,
        `Use the local form ${quote(`file://${problem.path}`)} or the plain path ${quote(problem.path)}, if that is the file you mean.`
      );
    case "queryOrFragment":
      return guardedError(
        "INVALID_PATH",
        `file_path ${quote(raw)} is a file:// URI with a "?" or "#", which a URI reads as a query or fragment, not as part of a file name.`,
        FILE_PATH3,
        'Give the plain path instead, or write "?" as %3F and "#" as %23 in the URI.'
      );
    case "notAbsolute":
      return guardedError(
        "INVALID_PATH",
        `file_path ${quote(raw)} is a file: URI without an absolute path; expected a URI like "file:///home/me/project/src/app.ts".`,
        FILE_PATH3,
        `${FORMS_HINT} A relative path needs no "file:" scheme.`
      );
  }
}
function trailingSeparatorError(received, ending, withoutEnding) {
  return guardedError(
    "NOT_A_FILE",
    `${describeReceived(received)} ends with ${quote(ending)}, so it names a folder; expected the path of a file.`,
    FILE_PATH3,
    withoutEnding === "" ? `Name a file inside the folder. ${FORMS_HINT}` : `If you mean the file, write it without ${quote(ending)}: ${quote(withoutEnding)}. A folder cannot be read, edited or created as a file.`
  );
}
function controlCharacterError(received, path) {
  const found = [];
  for (let i = 0; i < path.length && found.length < 5; i += 1) {
    const code = path.charCodeAt(i);
    if (isControlCharacter(code)) found.push(`U+${code.toString(16).toUpperCase().padStart(4, "0")} at index ${i}`);
  }
  return guardedError(
    "INVALID_PATH",
    `${describeReceived(received)} contains control characters (${found.join(", ")}); file names cannot contain NUL or other control characters (U+0000-U+001F, U+007F).`,
    FILE_PATH3,
    "Remove the control characters: check that the path was not joined with a newline, a tab or a NUL byte, or cut from a longer text."
  );
}
function isControlCharacter(code) {
  return code <= 31 || code === 127;
}
function traversalError(received, positions, total) {
  const where = positions.map((p) => p + 1).join(", ");
  return guardedError(
    "PATH_TRAVERSAL",
    `${describeReceived(received)} contains ".." as a path segment (segment ${where} of ${total}); parent-folder steps are not allowed, the path must name the file directly. (Names that merely contain dots, like "a..b.ts", are fine.)`,
    FILE_PATH3,
    'Give the path without "..": relative to the workspace folder (like "src/app.ts") or absolute inside it.'
  );
}
function backslashError(received, path) {
  return guardedError(
    "BACKSLASH_PATH",
    `${describeReceived(received)} contains "\\"; on this system "/" separates folders, and "\\" would be read as part of a file name.`,
    FILE_PATH3,
    `Use "/" as the separator: ${quote(path.replaceAll("\\", "/"))}.`
  );
}
function deviceNameError(received, segments) {
  return guardedError(
    "INVALID_PATH",
    `${describeReceived(received)} uses ${listNames(segments)}, ${segments.length === 1 ? "a reserved Windows device name" : "reserved Windows device names"} (CON, PRN, AUX, NUL, COM1-COM9, LPT1-LPT9; also with an extension, like "nul.txt"); it would address a device, not a file.`,
    FILE_PATH3,
    "Choose another file or folder name."
  );
}
function streamError(received, segments) {
  const plain = segments.map((s) => s.slice(0, s.indexOf(":")));
  return guardedError(
    "INVALID_PATH",
    `${describeReceived(received)} has ":" in ${listNames(segments)}; on Windows "name:stream" addresses an NTFS alternate data stream, not the file.`,
    FILE_PATH3,
    `Remove the ":..." part to address the file itself (${listNames(plain)}).`
  );
}
function reservedCharacterError(received, segments, characters) {
  return guardedError(
    "INVALID_PATH",
    `${describeReceived(received)} has characters that Windows does not allow in names (${characters.map((c) => quote(c)).join(", ")} in ${listNames(segments)}); forbidden are < > : " | ? *.`,
    FILE_PATH3,
    'Use the exact name of an existing file, or a name without those characters; "*" and "?" are not wildcards here.'
  );
}
function trailingDotOrSpaceError(received, segments) {
  return guardedError(
    "INVALID_PATH",
    `${describeReceived(received)} has ${listNames(segments)} ending in a dot or space, which Windows silently drops, so it would address a different file.`,
    FILE_PATH3,
    "Remove the trailing dots and spaces from the name."
  );
}
function namespacePrefixError(received, marker, rest) {
  return guardedError(
    "INVALID_PATH",
    `${describeReceived(received)} starts with ${quote(marker)}, a Windows device or verbatim namespace prefix that bypasses normal path rules.`,
    FILE_PATH3,
    `Use the ordinary form of the path${rest === "" ? "" : `, like ${quote(rest)}`}.`
  );
}
function driveRelativeError(received, drive, rest) {
  return guardedError(
    "INVALID_PATH",
    `${describeReceived(received)} is relative to the current folder of drive ${drive}, which is not defined here.`,
    FILE_PATH3,
    `Write ${quote(`${drive}\\${rest}`)} for an absolute path, or give a path relative to the workspace folder without a drive letter.`
  );
}
function rootedWithoutDriveError(received) {
  return guardedError(
    "INVALID_PATH",
    `${describeReceived(received)} starts at the root of the current drive but names no drive.`,
    FILE_PATH3,
    'Give a full path with a drive letter ("C:\\...") or a path relative to the workspace folder (without a leading "\\").'
  );
}
function incompleteUncError(received) {
  return guardedError(
    "INVALID_PATH",
    `${describeReceived(received)} starts like a UNC path but lacks the server or the share name.`,
    FILE_PATH3,
    'Write a UNC path as "\\\\server\\share\\folder\\file", or give a path relative to the workspace folder.'
  );
}
function listNames(names) {
  return names.map((n) => quote(n)).join(", ");
}

// src/core/path/uri.ts
var SCHEME = /^([A-Za-z][A-Za-z0-9+-]+):/;
function uriScheme(raw) {
  return SCHEME.exec(raw)?.[1];
}
function decodeFileUri(raw, platform) {
  const problems = [];
  let rest = raw.slice("file:".length);
  const cut = rest.search(/[?#]/);
  if (cut >= 0) {
    problems.push({ kind: "queryOrFragment" });
    rest = rest.slice(0, cut);
  }
  let host = "";
  if (rest.startsWith("//")) {
    const end = rest.indexOf("/", 2);
    host = end < 0 ? rest.slice(2) : rest.slice(2, end);
    rest = end < 0 ? "" : rest.slice(end);
  }
  let path = percentDecode(rest);
  const decodedHost = percentDecode(host);
  if (decodedHost !== "" && decodedHost.toLowerCase() !== "localhost") {
    problems.push({ kind: "host", host: decodedHost, path });
  }
  if (!path.startsWith("/")) {
    problems.push({ kind: "notAbsolute" });
    return { path: void 0, problems };
  }
  if (platform.windows && /^\/[A-Za-z]:(?:[\\/]|$)/.test(path)) path = path.slice(1);
  return { path, problems };
}
function percentDecode(text) {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, decodeRun);
}
function decodeRun(run) {
  try {
    return decodeURIComponent(run);
  } catch {
    return run.slice(0, 3) + (run.length > 3 ? decodeRun(run.slice(3)) : "");
  }
}

// src/core/path/lexical.ts
function parsePathInput(raw, platform) {
  if (raw.trim() === "") return { ok: false, errors: [emptyPathError(raw)] };
  const errors = [];
  const received = { raw };
  let path = raw;
  const scheme = uriScheme(raw);
  if (scheme !== void 0) {
    if (scheme.toLowerCase() !== "file") return { ok: false, errors: [unsupportedSchemeError(raw, scheme, platform)] };
    const uri = decodeFileUri(raw, platform);
    for (const item of uri.problems.map((problem) => fileUriError(raw, problem))) errors.push(item);
    if (uri.path === void 0) return { ok: false, errors };
    path = uri.path;
    received.decoded = uri.path;
  }
  if ([...path].some((c) => isControlCharacter(c.charCodeAt(0)))) errors.push(controlCharacterError(received, path));
  const folderEnding = trailingFolderEnding(path, platform.windows);
  if (folderEnding) errors.push(trailingSeparatorError(received, folderEnding.ending, folderEnding.withoutEnding));
  const parsed = platform.windows ? parseWindowsPath(path, received, errors) : parsePosixPath(path, received, errors);
  if (errors.length > 0 || parsed === void 0) return { ok: false, errors };
  return { ok: true, parsed };
}
function parsePosixPath(path, received, errors) {
  if (path.includes("\\")) errors.push(backslashError(received, path));
  const segments = splitSegments(path, "/");
  const traversal = positionsWhere(segments, (s) => s === ".." || s.split("\\").includes(".."));
  if (traversal.length > 0) errors.push(traversalError(received, traversal, segments.length));
  return path.startsWith("/") ? { kind: "absolute", prefix: "/", segments } : { kind: "relative", segments };
}
function parseWindowsPath(path, received, errors) {
  const start = windowsStart(path);
  let parsed;
  let body;
  switch (start.kind) {
    case "drive":
    case "unc":
      body = path.slice(start.restStart);
      parsed = { kind: "absolute", prefix: start.prefix, segments: [] };
      break;
    case "relative":
      body = path;
      parsed = { kind: "relative", segments: [] };
      break;
    case "namespace": {
      const rest = path.slice(start.restStart);
      const inner = windowsStart(rest);
      errors.push(namespacePrefixError(received, start.marker, inner.kind === "drive" ? rest.replaceAll("/", "\\") : ""));
      body = inner.kind === "drive" ? rest.slice(inner.restStart) : rest;
      break;
    }
    case "driveRelative":
      body = path.slice(2);
      errors.push(driveRelativeError(received, start.drive, body.replaceAll("/", "\\")));
      break;
    case "rooted":
      body = path;
      errors.push(rootedWithoutDriveError(received));
      break;
    case "incompleteUnc":
      body = "";
      errors.push(incompleteUncError(received));
      break;
  }
  const segments = splitSegments(body, /[\\/]/);
  checkWindowsSegments(segments, received, errors);
  if (parsed) parsed.segments = segments;
  return parsed;
}
function checkWindowsSegments(segments, received, errors) {
  const traversal = positionsWhere(segments, (s) => s === "..");
  if (traversal.length > 0) errors.push(traversalError(received, traversal, segments.length));
  const byProblem = /* @__PURE__ */ new Map();
  for (const segment of segments) {
    if (segment === "..") continue;
    for (const problem of windowsNameProblems(segment)) {
      byProblem.set(problem, [...byProblem.get(problem) ?? [], segment]);
    }
  }
  const devices = byProblem.get("device");
  if (devices) errors.push(deviceNameError(received, devices));
  const streams = byProblem.get("stream");
  if (streams) errors.push(streamError(received, streams));
  const reserved = byProblem.get("reserved");
  if (reserved) errors.push(reservedCharacterError(received, reserved, [...new Set(reserved.flatMap(reservedCharacters))]));
  const trailing = byProblem.get("trailing");
  if (trailing) errors.push(trailingDotOrSpaceError(received, trailing));
}
function trailingFolderEnding(path, windows) {
  const isSeparator = (c) => c === "/" || windows && c === "\\";
  let end = path.length;
  while (end > 0) {
    if (isSeparator(path[end - 1])) end -= 1;
    else if (path[end - 1] === "." && end >= 2 && isSeparator(path[end - 2])) end -= 2;
    else break;
  }
  if (end === path.length) return void 0;
  const withoutEnding = path.slice(0, end);
  if (withoutEnding === ".") return { ending: path, withoutEnding: "" };
  return { ending: path.slice(end), withoutEnding };
}
function splitSegments(path, separator) {
  return path.split(separator).filter((s) => s !== "" && s !== ".");
}
function positionsWhere(segments, test) {
  const positions = [];
  segments.forEach((segment, index) => {
    if (test(segment)) positions.push(index);
  });
  return positions;
}

// src/core/path/patterns.ts
function folderMatch(forms, list, platform) {
  for (const form of forms) {
    const patterns = form.root.rules?.[list];
    if (!patterns?.length) continue;
    const match = firstMatch(patterns, [form.path], platform);
    if (match) return match;
  }
  return void 0;
}
function firstMatch(patterns, relativePaths, platform, absolutePaths = []) {
  const options = { caseInsensitive: !platform.caseSensitive };
  const absolute = absolutePaths.map((p) => toGlobPath(p, platform));
  for (const pattern of patterns) {
    const trimmed = pattern.trim();
    const isAbsolute = isAbsolutePattern(trimmed, platform);
    const glob = isAbsolute ? toGlobPath(trimmed, platform) : trimmed.replace(/^(?:\.\/)+/, "");
    if (glob === "") continue;
    const path = (isAbsolute ? absolute : relativePaths).find((p) => globMatches(glob, p, options));
    if (path !== void 0) return { pattern, path };
  }
  return void 0;
}
function isAbsolutePattern(pattern, platform) {
  if (pattern.startsWith("/")) return true;
  return platform.windows && (/^[A-Za-z]:[\\/]/.test(pattern) || pattern.startsWith("\\\\"));
}
function toGlobPath(path, platform) {
  return platform.windows ? path.replaceAll("\\", "/") : path;
}

// src/core/path/roots.ts
async function prepareRoots(roots, fs, platform) {
  const prepared = await Promise.all(roots.map((root) => prepareRoot(root, fs, platform)));
  return prepared.filter((p) => p !== void 0);
}
async function prepareRoot(root, fs, platform) {
  const lexical = splitTrustedAbsolute(root.path, platform);
  if (!lexical) return void 0;
  const real = await attemptFs(() => fs.realpath(root.path));
  if (!real.ok) return { root, lexical, real: void 0, realError: real.errno };
  const realPath = splitTrustedAbsolute(real.value, platform);
  return realPath ? { root, lexical, real: realPath } : { root, lexical, real: void 0, realError: "EINVAL" };
}
function placeAbsolute(path, roots, platform) {
  let best;
  for (const root of roots) {
    for (const base of root.real ? [root.lexical, root.real] : [root.lexical]) {
      const relative = segmentsBelow(base, path, platform);
      if (relative && (!best || relative.length < best.relative.length)) best = { root, base, relative };
    }
  }
  return best;
}
function realPlacements(real, roots, platform) {
  const placements = [];
  for (const root of roots) {
    if (!root.real) continue;
    const relative = segmentsBelow(root.real, real, platform);
    if (relative) placements.push({ root, base: root.real, relative });
  }
  return placements.sort((a, b) => a.relative.length - b.relative.length);
}
async function placeRelative(segments, roots, fs, platform, purpose) {
  const [only] = roots;
  if (roots.length === 1) return { kind: "placed", placement: { root: only, base: only.lexical, relative: [...segments] } };
  const plain = roots.map((root) => ({ root, base: root.lexical, relative: [...segments] }));
  const named = roots.filter((root) => segments.length > 0 && sameName(root.root.name, segments[0], platform)).map((root) => ({ root, base: root.lexical, relative: segments.slice(1) }));
  const candidates = distinct([...named, ...plain], platform);
  const present = await Promise.all(candidates.map((candidate) => mayExist(candidate, fs, platform)));
  const existing = candidates.filter((_, i) => present[i]);
  if (existing.length === 1) return { kind: "placed", placement: existing[0] };
  if (existing.length > 1) return { kind: "existsInSeveral", placements: existing };
  if (named.length === 1) return { kind: "placed", placement: named[0] };
  if (named.length > 1) return { kind: "sharedFolderName", placements: named };
  return purpose === "create" ? { kind: "needsFolderName" } : { kind: "notFound", placements: plain };
}
async function mayExist(placement, fs, platform) {
  const info = await attemptFs(() => fs.lstat(formatPlacement(placement, platform)));
  return info.ok || !isAbsent(info.errno);
}
function distinct(placements, platform) {
  const seen = /* @__PURE__ */ new Set();
  return placements.filter((p) => {
    const key = pathKey(joinSegments(p.base, p.relative), platform);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
function placementPath(placement) {
  return joinSegments(placement.base, placement.relative);
}
function formatPlacement(placement, platform) {
  return formatAbsolute(placementPath(placement), platform);
}
function displayPathOf(placement, rootCount, roots = [], platform) {
  if (rootCount <= 1) return placement.relative.join("/");
  if (platform && sharesName(placement.root, roots, platform)) return formatPlacement(placement, platform);
  return [placement.root.root.name, ...placement.relative].join("/");
}
function folderLabelOf(root, rootCount, roots, platform) {
  if (rootCount <= 1) return void 0;
  return sharesName(root, roots, platform) ? root.root.path : root.root.name;
}
function sharesName(root, roots, platform) {
  return roots.some((other) => other !== root && sameName(other.root.name, root.root.name, platform));
}

// src/core/path/real.ts
function canReadLinks(fs) {
  return typeof fs.readlink === "function";
}
var MAX_LINK_HOPS = 40;
async function resolveReal(placement, fs, platform, early) {
  const path = placementPath(placement);
  const whole = early && early.path === formatAbsolute(path, platform) ? splitReal(early.real, platform) : await realpathOf(path, fs, platform);
  if (whole.ok) return { kind: "exists", real: whole.value };
  if (!isAbsent(whole.errno)) return { kind: "failed", errno: whole.errno };
  const { base, relative } = placement;
  for (let depth2 = relative.length - 1; depth2 >= 0; depth2 -= 1) {
    const ancestor = await realpathOf(joinSegments(base, relative.slice(0, depth2)), fs, platform);
    if (!ancestor.ok) {
      if (isAbsent(ancestor.errno)) continue;
      return { kind: "failed", errno: ancestor.errno };
    }
    const firstMissing = joinSegments(base, relative.slice(0, depth2 + 1));
    if (await isSymlink(firstMissing, fs, platform)) {
      const link = await readLink(firstMissing, fs, platform);
      const pointsTo = link === void 0 ? void 0 : await whereLinkLeads(link, ancestor.value, fs, platform, MAX_LINK_HOPS);
      return { kind: "dangling", linkDepth: depth2 + 1, linkText: link, pointsTo };
    }
    return { kind: "missing", real: joinSegments(ancestor.value, relative.slice(depth2)), ancestor: ancestor.value, existingDepth: depth2 };
  }
  return { kind: "failed", errno: whole.errno };
}
async function locateEscape(placement, isInside, fs, platform) {
  for (let depth2 = 1; depth2 <= placement.relative.length; depth2 += 1) {
    const prefix = joinSegments(placement.base, placement.relative.slice(0, depth2));
    if (!await isSymlink(prefix, fs, platform)) continue;
    const real = await realpathOf(prefix, fs, platform);
    if (real.ok && !isInside(real.value)) return { depth: depth2, linkText: await readLink(prefix, fs, platform), real: real.value };
  }
  return void 0;
}
async function locateLoop(placement, fs, platform) {
  for (let depth2 = 1; depth2 <= placement.relative.length; depth2 += 1) {
    const real = await realpathOf(joinSegments(placement.base, placement.relative.slice(0, depth2)), fs, platform);
    if (!real.ok && real.errno === "ELOOP") return depth2;
  }
  return void 0;
}
async function realpathOf(path, fs, platform) {
  return splitReal(await attemptFs(() => fs.realpath(formatAbsolute(path, platform))), platform);
}
function splitReal(real, platform) {
  if (!real.ok) return real;
  const split = splitTrustedAbsolute(real.value, platform);
  return split ? { ok: true, value: split } : { ok: false, errno: "EINVAL" };
}
async function isSymlink(path, fs, platform) {
  const info = await attemptFs(() => fs.lstat(formatAbsolute(path, platform)));
  return info.ok && info.value.kind === "symlink";
}
async function readLink(path, fs, platform) {
  if (!canReadLinks(fs)) return void 0;
  const text = await attemptFs(() => fs.readlink(formatAbsolute(path, platform)));
  return text.ok ? text.value : void 0;
}
async function whereLinkLeads(text, linkFolder, fs, platform, hops) {
  const target = resolveLinkText(linkFolder, text, platform);
  if (!target) return void 0;
  for (let depth2 = target.segments.length; depth2 >= 0; depth2 -= 1) {
    const prefix = { prefix: target.prefix, segments: target.segments.slice(0, depth2) };
    const ancestor = await realpathOf(prefix, fs, platform);
    if (!ancestor.ok) {
      if (isAbsent(ancestor.errno)) continue;
      return target;
    }
    if (depth2 === target.segments.length) return ancestor.value;
    const next = joinSegments(prefix, [target.segments[depth2]]);
    const rest = target.segments.slice(depth2 + 1);
    const nextText = hops > 0 && await isSymlink(next, fs, platform) ? await readLink(next, fs, platform) : void 0;
    if (nextText !== void 0) {
      const further = await whereLinkLeads(nextText, ancestor.value, fs, platform, hops - 1);
      return further ? joinSegments(further, rest) : void 0;
    }
    return joinSegments(ancestor.value, target.segments.slice(depth2));
  }
  return target;
}

// src/core/path/jail.ts
async function resolveTarget(raw, roots, fs, platform, options) {
  const lexical = parsePathInput(raw, platform);
  if (!lexical.ok) return lexical;
  if (roots.length === 0) return failure(noWorkspaceError(raw, 0));
  const [prepared, early] = await Promise.all([
    prepareRoots(roots, fs, platform),
    lookUpEarly(lexicalLanding(lexical.parsed, roots, platform), fs, !options.placeOnly)
  ]);
  if (prepared.length === 0) return failure(noWorkspaceError(raw, roots.length));
  const jail = new Jail(raw, prepared, roots.length, fs, platform, options);
  const placed = await jail.place(lexical.parsed);
  if (!placed.ok) return placed;
  return jail.resolve(placed.placement, early);
}
function failure(...errors) {
  return { ok: false, errors };
}
var Jail = class {
  constructor(raw, roots, rootCount, fs, platform, options) {
    this.raw = raw;
    this.roots = roots;
    this.rootCount = rootCount;
    this.fs = fs;
    this.platform = platform;
    this.options = options;
  }
  get purpose() {
    return this.options.purpose;
  }
  /** Which folder the path belongs to, lexically (the innermost one for nested folders). */
  async place(parsed) {
    const { raw, roots, platform } = this;
    if (parsed.kind === "absolute") {
      const path = { prefix: parsed.prefix, segments: parsed.segments };
      const placement = placeAbsolute(path, roots, platform);
      return placement ? { ok: true, placement } : failure(outsideWorkspaceError(raw, formatAbsolute(path, platform), roots));
    }
    const placed = await placeRelative(parsed.segments, roots, this.fs, platform, this.purpose);
    switch (placed.kind) {
      case "placed":
        return { ok: true, placement: placeAbsolute(placementPath(placed.placement), roots, platform) ?? placed.placement };
      case "existsInSeveral":
        return failure(existsInSeveralError(raw, this.interpretations(placed.placements)));
      case "sharedFolderName":
        return failure(sharedFolderNameError(raw, parsed.segments[0], this.interpretations(placed.placements)));
      case "needsFolderName":
        return failure(needsFolderNameError(raw, roots));
      case "notFound":
        return failure(notFoundInFoldersError(raw, this.interpretations(placed.placements), roots, this.purpose));
    }
  }
  /** Realpath, containment in a real folder, protection, then the file checks. */
  async resolve(placement, early) {
    if (!placement.root.real) return failure(rootUnavailableError(this.raw, placement.root));
    const label = { raw: this.raw, lexicalPath: formatPlacement(placement, this.platform) };
    const resolution = await resolveReal(placement, this.fs, this.platform, early);
    switch (resolution.kind) {
      case "failed":
        return failure(await this.failedError(placement, label, resolution.errno));
      case "dangling":
        return failure(this.danglingError(placement, label, resolution));
      case "exists":
      case "missing":
        return this.checkResolved(placement, label, resolution, early?.path === label.lexicalPath ? early.info : void 0);
    }
  }
  async checkResolved(placement, label, resolution, info) {
    const { platform, purpose } = this;
    const realPath = formatAbsolute(resolution.real, platform);
    label.realPath = realPath;
    const realPlaces = realPlacements(resolution.real, this.roots, platform);
    if (realPlaces.length === 0) return failure(await this.escapeError(placement, label, realPath));
    const forms = this.relativeForms(placementPath(placement), realPlaces);
    const relativePaths = [...new Set(forms.map((f) => f.path))];
    const errors = [];
    const absolutePaths = [realPath, label.lexicalPath, ...realPlaces.map((p) => formatAbsolute(joinSegments(p.root.lexical, p.relative), platform))];
    const protectedBy = firstMatch(this.options.protectedPatterns, relativePaths, platform, absolutePaths) ?? folderMatch(forms, "protectedPatterns", platform);
    if (protectedBy) errors.push(protectedPathError(label, protectedBy.pattern, protectedBy.path, purpose));
    const maxFileBytes = placement.root.root.rules?.maxFileBytes ?? this.options.maxFileBytes;
    let size = 0;
    if (resolution.kind === "exists") {
      if (!this.options.placeOnly) {
        const folder2 = realPlaces[0].relative.length === 0 ? realPlaces[0].root.root.name : void 0;
        const checked = await checkExistingTarget(
          realPath,
          { label, purpose, maxFileBytes, workspaceFolder: folder2, mayReadContent: !protectedBy, textHeads: this.options.textHeads },
          this.fs,
          info
        );
        for (const item of checked.errors) errors.push(item);
        size = checked.size;
      }
    } else {
      const nearest = this.display({ ...placement, relative: placement.relative.slice(0, resolution.existingDepth) });
      if (purpose === "create") for (const item of await checkCreateLocation(formatAbsolute(resolution.ancestor, platform), nearest, label, this.fs)) errors.push(item);
      else errors.push(fileNotFoundError(label, purpose, nearest, platform.caseSensitive));
    }
    if (errors.length > 0) return { ok: false, errors };
    const exists2 = resolution.kind === "exists";
    const target = {
      realPath,
      lexicalPath: label.lexicalPath,
      displayPath: await this.displayToPassBack(placement, exists2),
      root: placement.root.root,
      exists: exists2,
      size,
      relativePaths
    };
    if (forms.some((f) => f.root.rules)) target.folderForms = forms;
    const folder = folderLabelOf(placement.root, this.rootCount, this.roots, platform);
    if (folder !== void 0) target.workspaceFolder = folder;
    return { ok: true, target };
  }
  /**
   * The display path of the target itself, proven to lead back to it: the folder-name form is
   * placed again as if the model had passed it back, and the absolute path is used instead when
   * that form reaches another file or is ambiguous (another folder holds the same relative path).
   */
  async displayToPassBack(placement, exists2) {
    const shown = this.display(placement);
    if (this.rootCount <= 1 || shown === formatPlacement(placement, this.platform)) return shown;
    const named = [placement.root.root.name, ...placement.relative];
    const back = await placeRelative(named, this.roots, this.fs, this.platform, exists2 ? "edit" : "create");
    if (back.kind === "placed") {
      const again = placeAbsolute(placementPath(back.placement), this.roots, this.platform) ?? back.placement;
      if (pathKey(placementPath(again), this.platform) === pathKey(placementPath(placement), this.platform)) return shown;
    }
    return formatPlacement(placement, this.platform);
  }
  async failedError(placement, label, errno) {
    if (errno !== "ELOOP") return fsFailureError(label, errno);
    const depth2 = await locateLoop(placement, this.fs, this.platform);
    return symlinkLoopError(label, depth2 === void 0 ? void 0 : this.display({ ...placement, relative: placement.relative.slice(0, depth2) }));
  }
  async escapeError(placement, label, realPath) {
    const isInside = (real) => realPlacements(real, this.roots, this.platform).length > 0;
    const link = await locateEscape(placement, isInside, this.fs, this.platform);
    const escaping = link && {
      displayPath: this.display({ ...placement, relative: placement.relative.slice(0, link.depth) }),
      text: link.linkText,
      real: formatAbsolute(link.real, this.platform)
    };
    return symlinkEscapeError(label, realPath, escaping, this.roots);
  }
  danglingError(placement, label, dangling) {
    const { platform } = this;
    const pointsTo = dangling.pointsTo && formatAbsolute(dangling.pointsTo, platform);
    const link = {
      displayPath: this.display({ ...placement, relative: placement.relative.slice(0, dangling.linkDepth) }),
      text: dangling.linkText,
      pointsTo
    };
    const inside = dangling.pointsTo && realPlacements(dangling.pointsTo, this.roots, platform)[0];
    if (pointsTo !== void 0 && !inside) {
      return symlinkEscapeError(label, pointsTo, { displayPath: link.displayPath, text: link.text, real: pointsTo }, this.roots);
    }
    if (this.purpose !== "create") return danglingNotFoundError(label, link, this.purpose);
    return danglingCreateError(label, link, inside ? this.display(inside) : void 0);
  }
  /** Workspace-relative forms of the lexical path (under every folder form containing it) and of the real one, with their folders. */
  relativeForms(lexical, realPlaces) {
    const forms = [];
    const seen = /* @__PURE__ */ new Set();
    const add = (root, relative) => {
      const form = { root: root.root, path: relative.join("/") };
      const key = `${root.root.path}\0${form.path}`;
      if (!seen.has(key)) {
        seen.add(key);
        forms.push(form);
      }
    };
    for (const root of this.roots) {
      for (const base of root.real ? [root.lexical, root.real] : [root.lexical]) {
        const below = segmentsBelow(base, lexical, this.platform);
        if (below) add(root, below);
      }
    }
    for (const place of realPlaces) add(place.root, place.relative);
    return forms;
  }
  display(placement) {
    return displayPathOf(placement, this.rootCount, this.roots, this.platform);
  }
  interpretations(placements) {
    return placements.map((p) => ({ displayPath: this.display(p), absolutePath: formatPlacement(p, this.platform) }));
  }
};

// src/core/text/applyReplacements.ts
function applyReplacements(text, replacements) {
  const parts = [];
  let copied = 0;
  for (const r of replacements) {
    if (!(r.start >= copied && r.end >= r.start && r.end <= text.length)) {
      throw new RangeError(`Replacement [${r.start}, ${r.end}) is out of order, overlaps the previous one or is outside the text (length ${text.length}).`);
    }
    parts.push(text.slice(copied, r.start), r.text);
    copied = r.end;
  }
  parts.push(text.slice(copied));
  return parts.join("");
}

// src/core/text/changedRanges.ts
function changedRanges(text, replacements) {
  const lines = new ForwardLineCounter(text);
  const ranges = [];
  let lineShift = 0;
  for (const r of replacements) {
    const oldStartLine = lines.lineAt(r.start);
    const removedBreaks = lines.lineAt(r.end) - oldStartLine;
    const insertedBreaks = countLineBreaks(r.text, r.text.length);
    const startLine = oldStartLine + lineShift;
    const endLine = r.text.length === 0 ? startLine : startLine + countLineBreaks(r.text, r.text.length - 1);
    const previous = ranges.at(-1);
    if (previous && startLine <= previous.end_line + 1) previous.end_line = Math.max(previous.end_line, endLine);
    else ranges.push({ start_line: startLine, end_line: endLine });
    lineShift += insertedBreaks - removedBreaks;
  }
  return ranges;
}
function countLineBreaks(value, before) {
  let count = 0;
  for (let i = value.indexOf("\n"); i !== -1 && i < before; i = value.indexOf("\n", i + 1)) count++;
  return count;
}
var ForwardLineCounter = class {
  constructor(text) {
    this.text = text;
    this.nextBreak = text.indexOf("\n");
  }
  line = 1;
  /** The first line break at or after the offsets counted so far (-1: none). */
  nextBreak;
  /** The line holding `offset` (never less than an offset asked for before); an offset just after "\n" is on the next line. */
  lineAt(offset) {
    while (this.nextBreak !== -1 && this.nextBreak < offset) {
      this.line++;
      this.nextBreak = this.text.indexOf("\n", this.nextBreak + 1);
    }
    return this.line;
  }
};

// src/core/text/charCodes.ts
var SLICE = 8192;
function stringFromCharCodes(codes, from = 0, to = codes.length) {
  const parts = [];
  for (let start = from; start < to; start += SLICE) {
    const end = Math.min(to, start + SLICE);
    const slice = Array.prototype.slice.call(codes, start, end);
    parts.push(String.fromCharCode(...slice));
  }
  return parts.join("");
}

// src/core/text/lineEndings.ts
function toLf(value) {
  return value.includes("\r\n") ? value.replace(/\r\n/g, "\n") : value;
}
function toDocumentEol(value, eol) {
  const lf2 = toLf(value);
  return eol === "\n" || !lf2.includes("\n") ? lf2 : lf2.replace(/\n/g, "\r\n");
}

// src/core/text/lineIndex.ts
var LineIndex = class {
  /** One pass over the text (indexOf runs natively, much faster than a character loop). */
  constructor(text) {
    this.text = text;
    const starts = [0];
    for (let nl = text.indexOf("\n"); nl !== -1; nl = text.indexOf("\n", nl + 1)) starts.push(nl + 1);
    this.lineStarts = starts;
  }
  /** Offset of the first character of each line; lineStarts[0] is 0. */
  lineStarts;
  get lineCount() {
    return this.lineStarts.length;
  }
  /** The 1-based line holding `offset` (clamped to the text); an offset just after "\n" is on the next line. */
  lineAt(offset) {
    const target = Math.min(Math.max(offset, 0), this.text.length);
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = low + high + 1 >>> 1;
      if (this.lineStarts[mid] <= target) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  }
  positionAt(offset) {
    const clamped = Math.min(Math.max(offset, 0), this.text.length);
    const line = this.lineAt(clamped);
    return { line, column: clamped - this.lineStarts[line - 1] + 1 };
  }
  /** The offset of a 1-based line and column, clamped to the line's text (like VS Code's validatePosition). */
  offsetAt(position) {
    const line = Math.min(Math.max(position.line, 1), this.lineCount);
    return Math.min(this.lineStarts[line - 1] + Math.max(position.column, 1) - 1, this.lineEnd(line));
  }
  /** Offset of the first character of a 1-based line. */
  lineStart(line) {
    return this.lineStarts[line - 1];
  }
  /** Offset just after a line's last character, without its line ending unless `withEol`. */
  lineEnd(line, withEol = false) {
    const next = line < this.lineCount ? this.lineStarts[line] : this.text.length;
    if (withEol || line === this.lineCount) return next;
    const beforeLf = next - 1;
    return beforeLf > this.lineStarts[line - 1] && this.text.charCodeAt(beforeLf - 1) === 13 ? beforeLf - 1 : beforeLf;
  }
};

// src/core/text/minimalReplacement.ts
function commonAffixes(before, after) {
  const shorter = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < shorter && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  while (prefix > 0 && (cutsPair(before, prefix) || cutsPair(after, prefix))) prefix--;
  const maxSuffix = shorter - prefix;
  let suffix = 0;
  while (suffix < maxSuffix && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) suffix++;
  while (suffix > 0 && (cutsPair(before, before.length - suffix) || cutsPair(after, after.length - suffix))) suffix--;
  return { prefix, suffix };
}
function cutsPair(value, cut) {
  if (cut <= 0 || cut >= value.length) return false;
  const left = value.charCodeAt(cut - 1);
  const right = value.charCodeAt(cut);
  if (left === 13 && right === 10) return true;
  return left >= 55296 && left <= 56319 && right >= 56320 && right <= 57343;
}

// src/core/text/typography.ts
var LOOKALIKES = /* @__PURE__ */ new Map([
  ["\xA0", { plain: " ", name: "NO-BREAK SPACE (U+00A0)" }],
  ["\u202F", { plain: " ", name: "NARROW NO-BREAK SPACE (U+202F)" }],
  ["\u2007", { plain: " ", name: "FIGURE SPACE (U+2007)" }],
  ["\u2009", { plain: " ", name: "THIN SPACE (U+2009)" }],
  ["\u3000", { plain: " ", name: "IDEOGRAPHIC SPACE (U+3000)" }],
  ["\u200B", { plain: "", name: "ZERO WIDTH SPACE (U+200B)" }],
  ["\u200C", { plain: "", name: "ZERO WIDTH NON-JOINER (U+200C)" }],
  ["\u200D", { plain: "", name: "ZERO WIDTH JOINER (U+200D)" }],
  ["\u2060", { plain: "", name: "WORD JOINER (U+2060)" }],
  ["\uFEFF", { plain: "", name: "ZERO WIDTH NO-BREAK SPACE (U+FEFF)" }],
  ["\u2018", { plain: "'", name: "LEFT SINGLE QUOTATION MARK (U+2018)" }],
  ["\u2019", { plain: "'", name: "RIGHT SINGLE QUOTATION MARK (U+2019)" }],
  ["\u201A", { plain: "'", name: "SINGLE LOW-9 QUOTATION MARK (U+201A)" }],
  ["\u2032", { plain: "'", name: "PRIME (U+2032)" }],
  ["\u201C", { plain: '"', name: "LEFT DOUBLE QUOTATION MARK (U+201C)" }],
  ["\u201D", { plain: '"', name: "RIGHT DOUBLE QUOTATION MARK (U+201D)" }],
  ["\u201E", { plain: '"', name: "DOUBLE LOW-9 QUOTATION MARK (U+201E)" }],
  ["\u2033", { plain: '"', name: "DOUBLE PRIME (U+2033)" }],
  ["\u2010", { plain: "-", name: "HYPHEN (U+2010)" }],
  ["\u2011", { plain: "-", name: "NON-BREAKING HYPHEN (U+2011)" }],
  ["\u2012", { plain: "-", name: "FIGURE DASH (U+2012)" }],
  ["\u2013", { plain: "-", name: "EN DASH (U+2013)" }],
  ["\u2014", { plain: "-", name: "EM DASH (U+2014)" }],
  ["\u2212", { plain: "-", name: "MINUS SIGN (U+2212)" }]
]);
var CLASS = [...LOOKALIKES.keys()].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).join("");
var ANY_LOOKALIKE = new RegExp(`[${CLASS}]`, "u");
var EVERY_LOOKALIKE = new RegExp(ANY_LOOKALIKE.source, "gu");
function hasTypography(value) {
  return ANY_LOOKALIKE.test(value);
}
function foldTypography(value) {
  return hasTypography(value) ? value.replace(EVERY_LOOKALIKE, (c) => LOOKALIKES.get(c)?.plain ?? c) : value;
}
function firstLookalike(value) {
  const match = ANY_LOOKALIKE.exec(value);
  if (!match) return void 0;
  const entry = LOOKALIKES.get(match[0]);
  return entry && { char: match[0], ...entry };
}

// src/core/text/workBudget.ts
var HINT_WORK_PER_CHAR = 3;
var HINT_WORK_FLOOR = 2e6;
var WorkBudget = class _WorkBudget {
  constructor(limit) {
    this.limit = limit;
  }
  used = 0;
  /** The budget of the hint searches of one plan over `textLength` characters. */
  static forText(textLength) {
    return new _WorkBudget(HINT_WORK_PER_CHAR * textLength + HINT_WORK_FLOOR);
  }
  /** Counts `units` of work; false once the budget is spent (the caller stops there). */
  charge(units) {
    this.used += units;
    return this.used <= this.limit;
  }
  get spent() {
    return this.used;
  }
};

// src/core/gate/asciiFnv.ts
var FNV_MODULE = new Uint8Array([
  0,
  97,
  115,
  109,
  1,
  0,
  0,
  0,
  // "\0asm", version 1
  1,
  6,
  1,
  96,
  2,
  127,
  127,
  0,
  // types: (i32, i32) -> ()
  2,
  8,
  1,
  1,
  109,
  1,
  109,
  2,
  0,
  1,
  // imports: "m" "m", a memory of at least 1 page
  3,
  2,
  1,
  0,
  // functions: one, of type 0
  7,
  5,
  1,
  1,
  102,
  0,
  0,
  // exports: "f", function 0
  10,
  65,
  1,
  63,
  1,
  1,
  126,
  // code: one body of 63 bytes, one i64 local
  66,
  165,
  198,
  136,
  161,
  200,
  156,
  167,
  249,
  75,
  33,
  2,
  // h = offset basis
  2,
  64,
  3,
  64,
  // block, loop
  32,
  0,
  32,
  1,
  79,
  13,
  1,
  // br_if (from >= to) out of the block
  32,
  2,
  32,
  0,
  49,
  0,
  0,
  133,
  // h ^ load8_u(from)
  66,
  179,
  131,
  128,
  128,
  128,
  32,
  126,
  33,
  2,
  // h = that * FNV prime
  32,
  0,
  65,
  1,
  106,
  33,
  0,
  // from += 1
  12,
  0,
  11,
  11,
  // br loop; end loop; end block
  65,
  0,
  32,
  2,
  55,
  3,
  0,
  11
  // i64.store at 0; end
]);
var TEXT_AT = 8;
var PAGE = 65536;
var compiled;
var encoder;
function asciiFnv1a64(text) {
  const wasm = globalThis.WebAssembly;
  if (wasm === void 0) return void 0;
  if (compiled === void 0) {
    try {
      compiled = new wasm.Module(FNV_MODULE);
    } catch {
      compiled = null;
    }
  }
  if (compiled === null) return void 0;
  try {
    const memory = new wasm.Memory({ initial: Math.ceil((TEXT_AT + text.length) / PAGE) });
    encoder ??= new TextEncoder();
    const { read, written } = encoder.encodeInto(text, new Uint8Array(memory.buffer, TEXT_AT, text.length));
    if (read !== text.length || written !== text.length) return void 0;
    const hash = new wasm.Instance(compiled, { m: { m: memory } }).exports.f;
    hash(TEXT_AT, TEXT_AT + text.length);
    const state = new DataView(memory.buffer, 0, TEXT_AT);
    return hex8(state.getUint32(4, true)) + hex8(state.getUint32(0, true));
  } catch {
    return void 0;
  }
}
function hex8(word) {
  return word.toString(16).padStart(8, "0");
}

// src/core/gate/readGate.ts
var WASM_FROM_LENGTH = 16 * 1024;
function fingerprint(text) {
  return (text.length >= WASM_FROM_LENGTH ? asciiFnv1a64(text) : void 0) ?? fnv1a64(text);
}
function fnv1a64(text) {
  let h0 = 8997;
  let h1 = 33826;
  let h2 = 40164;
  let h3 = 52210;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    h0 ^= text.charCodeAt(i);
    const t0 = h0 * 435;
    const t1 = h1 * 435 + (t0 >>> 16);
    const t2 = h2 * 435 + (h0 << 8) + (t1 >>> 16);
    h3 = h3 * 435 + (h1 << 8) + (t2 >>> 16) & 65535;
    h0 = t0 & 65535;
    h1 = t1 & 65535;
    h2 = t2 & 65535;
  }
  return hex4(h3) + hex4(h2) + hex4(h1) + hex4(h0);
}
function hex4(limb) {
  return limb.toString(16).padStart(4, "0");
}

// src/core/diagnose/wording.ts
var EDIT_WORDING = {
  itemLabel: editLabel,
  item: "edit",
  items: "edits",
  itemNumber: (index) => index + 1,
  oldText: "old_string",
  oldTextFirst: "old_string",
  oldContext: "old_string",
  oldContextFirst: "old_string",
  oldPart: "old_string",
  eachOldContext: "each old_string",
  newText: "new_string",
  newPart: "new_string",
  uniqueRule: "without replace_all it must occur exactly once",
  request: "call"
};
function hunkWording(itemLabel, itemNumber = (index) => index + 1) {
  return {
    itemLabel,
    item: "hunk",
    items: "hunks",
    itemNumber,
    oldText: "the hunk's text",
    oldTextFirst: "The hunk's text",
    oldContext: "the hunk's context",
    oldContextFirst: "The hunk's context",
    oldPart: "context",
    eachOldContext: "each hunk's context",
    newText: "the hunk's added lines",
    newPart: "added lines",
    uniqueRule: "a hunk must match exactly one place",
    request: "patch"
  };
}
function itemName(w, index) {
  return `${w.item} ${w.itemNumber(index)}`;
}
function itemPair(w, first, second) {
  return `${w.items} ${w.itemNumber(first)} and ${w.itemNumber(second)}`;
}

// src/core/diagnose/recordedChanges.ts
var MAX_CHANGES = 200;
function changeOfLines(changes, start, end) {
  if (!changes || changes.length === 0) return void 0;
  let best;
  for (const change of changes.slice(-MAX_CHANGES)) {
    const meets = change.lines.some((range) => range.start_line <= end + 1 && range.end_line >= start - 1);
    if (meets && (!best || change.time >= best.time)) best = change;
  }
  return best;
}
function describeChange(change) {
  return `${change.agent}'s ${change.tool} at ${change.time} (journal entry ${change.entry})`;
}

// src/core/diagnose/encodedText.ts
var NAMED_ENTITIES = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'", nbsp: "\xA0" };
var ENTITY = /&(?:(lt|gt|amp|quot|apos|nbsp)|#(\d{1,7})|#x([0-9a-f]{1,6}));/gi;
function findHtmlEntities(oldString) {
  const found = oldString.match(ENTITY);
  if (!found) return void 0;
  const decoded = oldString.replace(ENTITY, (whole, name, dec, hex) => {
    if (name !== void 0) return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = dec !== void 0 ? Number(dec) : parseInt(hex ?? "", 16);
    return code > 0 && code <= 1114111 && (code < 55296 || code > 57343) ? String.fromCodePoint(code) : whole;
  });
  const twice = decoded.replace(ENTITY, (whole, name) => name !== void 0 ? NAMED_ENTITIES[name.toLowerCase()] ?? whole : whole);
  const variants = [.../* @__PURE__ */ new Set([decoded, twice])].filter((v) => v !== oldString);
  return variants.length === 0 ? void 0 : { entities: [...new Set(found)].slice(0, 4), variants };
}
var U_ESCAPE = /\\u([0-9a-fA-F]{4})|\\u\{([0-9a-fA-F]{1,6})\}/g;
function findUnicodeEscapes(oldString) {
  const first = /\\u([0-9a-fA-F]{4})|\\u\{([0-9a-fA-F]{1,6})\}/.exec(oldString);
  if (first) {
    const decoded = oldString.replace(U_ESCAPE, (whole, four, braced) => {
      const code2 = parseInt(four ?? braced ?? "", 16);
      return code2 <= 1114111 ? stringFromCharCodes(codeUnits(code2)) : whole;
    });
    const code = parseInt(first[1] ?? first[2], 16);
    return { direction: "decoded", example: { escape: first[0], char: String.fromCodePoint(pairedCode(decoded, code)) }, variants: [decoded] };
  }
  const wide = /[^\0-\x7f]/.exec(oldString);
  if (!wide) return void 0;
  const lower = oldString.replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  const upper = lower.replace(/\\u([0-9a-f]{4})/g, (_, hex) => `\\u${hex.toUpperCase()}`);
  const escape = `\\u${wide[0].charCodeAt(0).toString(16).padStart(4, "0")}`;
  return { direction: "encoded", example: { escape, char: wide[0] }, variants: [.../* @__PURE__ */ new Set([lower, upper])] };
}
function codeUnits(code) {
  if (code < 65536) return [code];
  const offset = code - 65536;
  return [55296 + (offset >> 10), 56320 + (offset & 1023)];
}
function pairedCode(decoded, code) {
  if (code < 55296 || code > 56319) return code;
  const at = decoded.indexOf(String.fromCharCode(code));
  return at === -1 ? code : decoded.codePointAt(at) ?? code;
}
function codePointOf(char) {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

// src/core/closest/otherScripts.ts
var LETTERS = [
  ["\u0430", "a", "CYRILLIC SMALL LETTER A"],
  ["\u0435", "e", "CYRILLIC SMALL LETTER IE"],
  ["\u043E", "o", "CYRILLIC SMALL LETTER O"],
  ["\u0440", "p", "CYRILLIC SMALL LETTER ER"],
  ["\u0441", "c", "CYRILLIC SMALL LETTER ES"],
  ["\u0443", "y", "CYRILLIC SMALL LETTER U"],
  ["\u0445", "x", "CYRILLIC SMALL LETTER HA"],
  ["\u0455", "s", "CYRILLIC SMALL LETTER DZE"],
  ["\u0456", "i", "CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I"],
  ["\u0458", "j", "CYRILLIC SMALL LETTER JE"],
  ["\u0410", "A", "CYRILLIC CAPITAL LETTER A"],
  ["\u0412", "B", "CYRILLIC CAPITAL LETTER VE"],
  ["\u0415", "E", "CYRILLIC CAPITAL LETTER IE"],
  ["\u041A", "K", "CYRILLIC CAPITAL LETTER KA"],
  ["\u041C", "M", "CYRILLIC CAPITAL LETTER EM"],
  ["\u041D", "H", "CYRILLIC CAPITAL LETTER EN"],
  ["\u041E", "O", "CYRILLIC CAPITAL LETTER O"],
  ["\u0420", "P", "CYRILLIC CAPITAL LETTER ER"],
  ["\u0421", "C", "CYRILLIC CAPITAL LETTER ES"],
  ["\u0422", "T", "CYRILLIC CAPITAL LETTER TE"],
  ["\u0425", "X", "CYRILLIC CAPITAL LETTER HA"],
  ["\u03BF", "o", "GREEK SMALL LETTER OMICRON"],
  ["\u03B1", "a", "GREEK SMALL LETTER ALPHA"],
  ["\u03BD", "v", "GREEK SMALL LETTER NU"],
  ["\u03C1", "p", "GREEK SMALL LETTER RHO"],
  ["\u0391", "A", "GREEK CAPITAL LETTER ALPHA"],
  ["\u0392", "B", "GREEK CAPITAL LETTER BETA"],
  ["\u0395", "E", "GREEK CAPITAL LETTER EPSILON"],
  ["\u0397", "H", "GREEK CAPITAL LETTER ETA"],
  ["\u0399", "I", "GREEK CAPITAL LETTER IOTA"],
  ["\u039A", "K", "GREEK CAPITAL LETTER KAPPA"],
  ["\u039C", "M", "GREEK CAPITAL LETTER MU"],
  ["\u039D", "N", "GREEK CAPITAL LETTER NU"],
  ["\u039F", "O", "GREEK CAPITAL LETTER OMICRON"],
  ["\u03A1", "P", "GREEK CAPITAL LETTER RHO"],
  ["\u03A4", "T", "GREEK CAPITAL LETTER TAU"],
  ["\u03A7", "X", "GREEK CAPITAL LETTER CHI"]
];
var BY_CHAR = new Map(
  LETTERS.map(([char, plain, name]) => [char, { plain, name: `${name} (U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")})` }])
);
var escaped = (chars) => chars.map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).join("");
var ANY_LETTER = new RegExp(`[${escaped(LETTERS.map(([c]) => c))}]`);
var EVERY_LETTER = new RegExp(ANY_LETTER.source, "g");
var ANY_LOOKALIKE2 = new RegExp(`[${escaped([...LOOKALIKES.keys()])}${escaped(LETTERS.map(([c]) => c))}]`);
function hasLookalike(value) {
  return ANY_LOOKALIKE2.test(value);
}
function foldLookalikes(value) {
  const folded = foldTypography(value);
  return ANY_LETTER.test(folded) ? folded.replace(EVERY_LETTER, (c) => BY_CHAR.get(c)?.plain ?? c) : folded;
}
function firstLookalikeOfAny(value) {
  const typographic = firstLookalike(value);
  const letter = ANY_LETTER.exec(value);
  const entry = letter ? BY_CHAR.get(letter[0]) : void 0;
  if (!letter || !entry) return typographic;
  if (typographic && value.indexOf(typographic.char) < letter.index) return typographic;
  return { char: letter[0], ...entry };
}

// src/core/closest/tokenStream.ts
var GAP = 32;
function isWordCode(code) {
  return code >= 48 && code <= 57 || code >= 65 && code <= 90 || code >= 97 && code <= 122 || code === 95 || code === 36 || code >= 128;
}
function isSpaceCode(code) {
  return code === 32 || code === 9 || code === 13 || code === 12 || code === 11 || code === 160 || code === 65279;
}
function isCloser(code) {
  return code === 41 || code === 93 || code === 125;
}
var COMMA = 44;
var SINGLE_QUOTE = 39;
var DOUBLE_QUOTE = 34;
function tokenSymbols(value, limit = Infinity) {
  const out = new Uint16Array(Math.min(value.length, limit + 2));
  let length = 0;
  let gap = false;
  for (let i = 0; i < value.length && length <= limit; i++) {
    const code = value.charCodeAt(i);
    if (code === 10 || isSpaceCode(code)) {
      gap = true;
      continue;
    }
    if (isCloser(code) && length > 0 && out[length - 1] === COMMA) length--;
    if (gap && length > 0 && isWordCode(code) && isWordCode(out[length - 1])) out[length++] = GAP;
    gap = false;
    out[length++] = code === SINGLE_QUOTE ? DOUBLE_QUOTE : code;
  }
  return out.subarray(0, length);
}
var SymbolCursor = class {
  /** `beside`: the symbol next to the place on the side already read (the anchor's edge), for the gap rule. */
  constructor(lines, at, forward, limit, beside) {
    this.lines = lines;
    this.forward = forward;
    this.limit = limit;
    this.line = at.line;
    this.column = at.column;
    if (beside !== void 0) {
      this.started = true;
      this.lastWord = isWordCode(beside);
    }
  }
  line;
  column;
  steps = 0;
  /** The last symbol read was a word character (for the gap rule), in reading order. */
  lastWord = false;
  started = false;
  /** The next symbol in reading order, or -1. */
  next() {
    let gap = false;
    for (; ; ) {
      const code = this.step();
      if (code === -1) return -1;
      if (code === 10 || isSpaceCode(code)) {
        gap = true;
        continue;
      }
      if (code === COMMA && this.closerFollows()) continue;
      const word = isWordCode(code);
      if (gap && this.started && word && this.lastWord) {
        this.unstep();
        this.lastWord = false;
        return GAP;
      }
      this.started = true;
      this.lastWord = word;
      return code === SINGLE_QUOTE ? DOUBLE_QUOTE : code;
    }
  }
  /** The place after the last character read (forward) or at it (backward). */
  place() {
    return { line: this.line, column: this.column };
  }
  /** One character in reading direction (0x0a between lines), or -1. */
  step() {
    if (++this.steps > this.limit) return -1;
    if (this.forward) {
      const text = this.lines[this.line];
      if (text === void 0) return -1;
      if (this.column < text.length) return text.charCodeAt(this.column++);
      if (this.line + 1 >= this.lines.length) return -1;
      this.line++;
      this.column = 0;
      return 10;
    }
    if (this.column > 0) return this.lines[this.line].charCodeAt(--this.column);
    if (this.line === 0) return -1;
    this.line--;
    this.column = this.lines[this.line].length;
    return 10;
  }
  unstep() {
    if (this.forward) {
      if (this.column > 0) this.column--;
      else if (this.line > 0) {
        this.line--;
        this.column = this.lines[this.line].length;
      }
    } else if (this.column < this.lines[this.line].length) this.column++;
    else {
      this.line++;
      this.column = 0;
    }
  }
  /** Whether the comma just read (at column - 1 forward, at column backward) has a closing bracket after it, whitespace between. */
  closerFollows() {
    let line = this.line;
    let column = this.forward ? this.column : this.column + 1;
    for (let seen = 0; seen < 4096; seen++) {
      const text = this.lines[line];
      if (text === void 0) return false;
      if (column >= text.length) {
        line++;
        column = 0;
        continue;
      }
      const code = text.charCodeAt(column++);
      if (!isSpaceCode(code)) {
        this.steps += seen;
        return isCloser(code);
      }
    }
    return false;
  }
};

// src/core/closest/reanchor.ts
var VISIT_COST = 8;
var LONG_LINE = 2e4;
var MAX_PLACES = 1e3;
var MAX_PER_LINE = 64;
var MAX_REORDERED_LINES = 2e3;
var MAX_REFORMATTED_LENGTH = 64 * 1024;
function longestName(symbols) {
  let best = { at: 0, length: 0 };
  let start = -1;
  for (let i = 0; i <= symbols.length; i++) {
    const word = i < symbols.length && isWordCode(symbols[i]);
    if (word && start === -1) start = i;
    if (!word && start !== -1) {
      if (i - start > best.length) best = { at: start, length: i - start };
      start = -1;
    }
  }
  return best;
}
function findReformatted(lines, oldString, budget, runEnds, text) {
  if (oldString.length > MAX_REFORMATTED_LENGTH) return void 0;
  const pattern = tokenSymbols(oldString, text?.length ?? Infinity);
  if (pattern.length < 6 || text !== void 0 && pattern.length > text.length) return void 0;
  const name = longestName(pattern);
  if (name.length < 2) return void 0;
  const token = stringFromCharCodes(pattern, name.at, name.at + name.length);
  const charge = (units) => budget ? budget.charge(units) : true;
  let namesChecked = text === void 0;
  let compared = 0;
  const stepLimit = 4 * oldString.length + 4096;
  let found;
  let count = 0;
  let runStart = 0;
  search: for (let i = 0; i < lines.length; i++) {
    if (runEnds && (i === 0 || runEnds[i - 1] !== runEnds[i])) runStart = i;
    const raw = lines[i];
    if (raw.length < token.length || raw.length > LONG_LINE) {
      if (!charge(VISIT_COST)) break;
      continue;
    }
    if (!charge(VISIT_COST + (raw.length >> 2))) break;
    let at = raw.indexOf(token);
    let reachBack = 0;
    let reachAhead = 0;
    let matchedHere = false;
    for (let tries = 0; at !== -1 && tries < MAX_PER_LINE; tries++, at = raw.indexOf(token, at + 1)) {
      if (at > 0 && isWordCode(raw.charCodeAt(at - 1))) continue;
      const end = at + token.length;
      if (end < raw.length && isWordCode(raw.charCodeAt(end))) continue;
      if (!namesChecked && ++compared >= COMPARED_BEFORE_NAMES) {
        namesChecked = true;
        if (text !== void 0 && !namesOccur(pattern, text, charge)) return void 0;
      }
      const back = new SymbolCursor(lines, { line: i, column: at }, false, stepLimit, pattern[name.at]);
      let ok = true;
      for (let j = name.at - 1; j >= 0 && ok; j--) ok = back.next() === pattern[j];
      reachBack = Math.max(reachBack, i - back.line);
      if (!charge(2 * back.steps)) break search;
      if (!ok) continue;
      const ahead = new SymbolCursor(lines, { line: i, column: end }, true, stepLimit, pattern[name.at + name.length - 1]);
      for (let j = name.at + name.length; j < pattern.length && ok; j++) ok = ahead.next() === pattern[j];
      reachAhead = Math.max(reachAhead, ahead.line - i);
      if (!charge(2 * ahead.steps)) break search;
      if (!ok) continue;
      matchedHere = true;
      count++;
      if (!found) {
        const from = name.at === 0 ? { line: i, column: at } : back.place();
        const to = ahead.place();
        found = { kind: "reformatted", first: from.line, last: to.line, exact: exactText(lines, from, to), count: 0 };
      }
      if (count >= MAX_PLACES) return { ...found, count, atLeast: true };
    }
    if (runEnds && !matchedHere && i - reachBack >= runStart) i = Math.max(i, runEnds[i] - 1 - reachAhead - 1);
  }
  return found ? { ...found, count } : void 0;
}
var COMPARED_BEFORE_NAMES = 64;
var CHECKED_NAMES = 6;
function namesOccur(pattern, text, charge) {
  const names = /* @__PURE__ */ new Set();
  let start = -1;
  for (let i = 0; i <= pattern.length; i++) {
    const word = i < pattern.length && isWordCode(pattern[i]);
    if (word && start === -1) start = i;
    if (!word && start !== -1) {
      if (i - start >= 3) names.add(stringFromCharCodes(pattern, start, i));
      start = -1;
    }
  }
  const longest = [...names].sort((a, b) => b.length - a.length).slice(0, CHECKED_NAMES);
  for (const name of longest) {
    if (!charge(text.length >> 3)) return false;
    if (!text.includes(name)) return false;
  }
  return true;
}
function exactText(lines, from, to) {
  const firstLine2 = lines[from.line];
  const lastLine = lines[to.line];
  const start = firstLine2.slice(0, from.column).trim().length === 0 ? 0 : from.column;
  const end = lastLine.slice(to.column).trim().length === 0 ? lastLine.length : to.column;
  if (from.line === to.line) return firstLine2.slice(start, end);
  return [firstLine2.slice(start), ...lines.slice(from.line + 1, to.line), lastLine.slice(0, end)].join("\n");
}
function findReordered(lines, oldString, budget, text) {
  const patternLines = oldString.split("\n").map((line) => line.trim()).filter((line) => line.length > 0);
  const k = patternLines.length;
  if (k < 2 || k > MAX_REORDERED_LINES) return void 0;
  const longestLine = patternLines.reduce((a, b) => b.length > a.length ? b : a);
  if (text !== void 0 && (!(budget?.charge(text.length >> 3) ?? true) || !text.includes(longestLine))) return void 0;
  const keys = /* @__PURE__ */ new Map();
  const wanted = [];
  let shortest = Infinity;
  let longest = 0;
  for (const line of patternLines) {
    let key = keys.get(line);
    if (key === void 0) {
      key = wanted.length;
      keys.set(line, key);
      wanted.push(0);
    }
    wanted[key]++;
    shortest = Math.min(shortest, line.length);
    longest = Math.max(longest, line.length);
  }
  const order = patternLines.map((line) => keys.get(line) ?? -1);
  const counts = new Int32Array(wanted.length);
  const windowLines = [];
  const windowKeys = [];
  let head = 0;
  let satisfied = 0;
  const reset = () => {
    for (let j = head; j < windowKeys.length; j++) counts[windowKeys[j]] = 0;
    windowLines.length = 0;
    windowKeys.length = 0;
    head = 0;
    satisfied = 0;
  };
  const add = (key, delta) => {
    if (counts[key] === wanted[key]) satisfied--;
    counts[key] += delta;
    if (counts[key] === wanted[key]) satisfied++;
  };
  let found;
  let count = 0;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    const read = raw.length >= shortest && raw.length <= LONG_LINE;
    if (budget && !budget.charge(read ? VISIT_COST + (raw.length >> 1) : VISIT_COST)) break;
    if (!read) {
      if (windowLines.length > head && !isBlank(raw)) reset();
      continue;
    }
    const trimmed = raw.trim();
    if (trimmed.length === 0) continue;
    const key = trimmed.length <= longest ? keys.get(trimmed) : void 0;
    if (key === void 0) {
      reset();
      continue;
    }
    windowLines.push(i);
    windowKeys.push(key);
    add(key, 1);
    if (windowLines.length - head > k) add(windowKeys[head++], -1);
    if (windowLines.length - head === k && satisfied === wanted.length) {
      let sameOrder = true;
      for (let j = 0; j < k && sameOrder; j++) sameOrder = windowKeys[head + j] === order[j];
      count++;
      if (!found) {
        const first = windowLines[head];
        found = { kind: sameOrder ? "reformatted" : "reordered", first, last: i, exact: lines.slice(first, i + 1).join("\n"), count: 0 };
      }
      if (count >= MAX_PLACES) return { ...found, count, atLeast: true };
    }
  }
  return found ? { ...found, count } : void 0;
}
function isBlank(line) {
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    if (code !== 32 && code !== 9 && code !== 13) return false;
  }
  return true;
}

// src/core/closest/closestCandidate.ts
var MIN_SIMILARITY = 0.5;
var WEAK_SIMILARITY = 0.25;
var SHORT_FILE_LINES = 40;
var FILE_START_LINES = 8;
var WEAK_CONTEXT_LINES = 2;
var LINE_COST = 8;
var BIGRAM_COST = 2;
var LONG_LINE2 = 2e4;
function meet(line, pattern, how) {
  return how === "includes" ? line.includes(pattern) : how === "endsWith" ? line.endsWith(pattern) : line === pattern;
}
var EXACT = { kind: "line_endings", normalise: (line) => line, meets: (pattern, how) => (raw) => meet(raw, pattern, how) };
var WHOLE = { kind: "line_endings", normalise: (line) => line, meets: (pattern) => (raw) => raw === pattern };
var collapse = (line) => line.replace(/[ \t]+/g, " ").trim();
var LEVELS = [
  EXACT,
  { kind: "typography", normalise: foldLookalikes, meets: (pattern, how) => (raw) => meet(foldLookalikes(raw), pattern, how) },
  {
    kind: "letter_case",
    normalise: (line) => line.toLowerCase(),
    meets: (pattern, how) => {
      const token = longestCaselessRun(pattern);
      const tail = how === "includes" ? () => true : (raw) => asciiTailMayMatch(raw, pattern);
      return (raw) => tail(raw) && raw.includes(token) && meet(raw.toLowerCase(), pattern, how);
    }
  },
  {
    kind: "indentation",
    normalise: (line) => line.trimStart(),
    // The pattern line is trimmed at its start, so only "equals" needs the raw line's start.
    meets: (pattern, how) => (raw) => how === "equals" ? raw.endsWith(pattern) && raw.trimStart().length === pattern.length : meet(raw, pattern, how)
  },
  {
    kind: "whitespace",
    normalise: collapse,
    meets: (pattern, how) => {
      const token = longestToken(pattern);
      const last = pattern.slice(pattern.lastIndexOf(" ") + 1);
      const tail = how === "includes" ? () => true : (raw) => endsWithBeforeSpace(raw, last);
      return (raw) => tail(raw) && raw.includes(token) && meet(collapse(raw), pattern, how);
    }
  }
];
function longestCaselessRun(pattern) {
  let best = "";
  let start = 0;
  for (let i = 0; i <= pattern.length; i++) {
    if (i === pattern.length || hasCase(pattern.charCodeAt(i))) {
      if (i - start > best.length) best = pattern.slice(start, i);
      start = i + 1;
    }
  }
  return best;
}
function hasCase(code) {
  if (code < 128) return (code | 32) >= 97 && (code | 32) <= 122;
  const c = String.fromCharCode(code);
  return c.toLowerCase() !== c.toUpperCase();
}
function asciiTailMayMatch(raw, lowered) {
  for (let i = raw.length - 1, j = lowered.length - 1; j >= 0; i--, j--) {
    if (i < 0) return false;
    const a = raw.charCodeAt(i);
    const b = lowered.charCodeAt(j);
    if (a >= 128 || b >= 128) return true;
    if (a !== b && !(a >= 65 && a <= 90 && a + 32 === b)) return false;
  }
  return true;
}
function endsWithBeforeSpace(raw, token) {
  let end = raw.length;
  while (end > 0 && isTrimmed(raw.charCodeAt(end - 1))) end--;
  return end >= token.length && raw.startsWith(token, end - token.length);
}
function longestToken(pattern) {
  let best = "";
  for (const token of pattern.split(" ")) if (token.length > best.length) best = token;
  return best;
}
var MAX_COUNTED_RUNS = 1e3;
var CandidateFinder = class {
  constructor(text, budget) {
    this.text = text;
    this.budget = budget;
    budget?.charge(text.length);
    const lines = text.split("\n");
    this.lines = text.includes("\r") ? lines.map(withoutCr) : lines;
    budget?.charge(this.lines.length * LINE_COST);
    const { runEnds, longestRead } = runEndsOf(this.lines);
    this.runEnds = runEnds;
    this.longestRead = longestRead;
  }
  /** The text's lines without "\n" and without a "\r" before it. */
  lines;
  /** Whether the text holds a look-alike: read once, and only when a pattern without one asks. */
  typographyInText;
  /** Lines searched when the budget ran out (the furthest any search got), else undefined. */
  stoppedAt;
  /** For each line, the first line after it that differs from it: a run of equal lines is tested once. */
  runEnds;
  /** The length of the longest line the searches read (at most LONG_LINE): a longer pattern line meets none. */
  longestRead;
  /** The closest candidate for an old_string (already in the document's line ending), if any. */
  find(oldString) {
    return this.search(oldString).candidate;
  }
  /** Like find, and says whether the budget stopped the search. */
  search(oldString) {
    this.stoppedAt = void 0;
    const patternLines = oldString.split("\n").map(withoutCr);
    const candidate = this.closest(patternLines);
    return this.stoppedAt === void 0 ? { candidate } : { candidate, stoppedAfterLines: this.stoppedAt };
  }
  /**
   * Where `value` occurs with lines compared exactly (line endings ignored): for the diagnoses
   * that test a corrected old_string. Undefined when absent or when the budget ran out.
   */
  findExact(value, fromLine = 0, wholeLines = false) {
    const patternLines = value.split("\n").map(withoutCr);
    if (patternLines.every((line) => line.length === 0)) return void 0;
    return this.findRun(wholeLines ? WHOLE : EXACT, patternLines, fromLine);
  }
  /** A candidate for a run found by findExact (or any level), described as that level's kind. */
  describeRun(run, lineCount2, kind = "line_endings") {
    return this.candidateAt(kind, run.first, lineCount2, run.count - 1);
  }
  /** Whether the last search was stopped by the budget. */
  get stopped() {
    return this.stoppedAt !== void 0;
  }
  closest(patternLines) {
    const patternHasTypography = patternLines.some((line) => hasLookalike(line));
    for (const level of LEVELS) {
      if (level === EXACT && patternLines.length < 2) continue;
      if (level.kind === "typography" && !patternHasTypography && !(this.typographyInText ??= hasLookalike(this.text))) continue;
      const normalisedPattern = patternLines.map(level.normalise);
      if (normalisedPattern.every((line) => line.length === 0)) continue;
      const found = this.findRun(level, normalisedPattern);
      if (found) return this.describe(level.kind, found, patternLines);
      if (this.stoppedAt !== void 0) return void 0;
    }
    return this.reanchored(patternLines) ?? this.mostSimilar(patternLines);
  }
  /** The region a formatter made of old_string, or its lines in another order (see reanchor). */
  reanchored(patternLines) {
    const oldString = patternLines.join("\n");
    const found = findReformatted(this.lines, oldString, this.budget, this.runEnds, this.text) ?? findReordered(this.lines, oldString, this.budget, this.text);
    if (!found) return void 0;
    const candidate = this.candidateAt(found.kind, found.first, found.last - found.first + 1, found.count - 1);
    if (found.atLeast) candidate.otherPlacesAtLeast = true;
    const endsWithLineBreak = patternLines.length > 1 && patternLines[patternLines.length - 1] === "";
    if (endsWithLineBreak) candidate.endsWithLineBreak = true;
    candidate.exactText = found.exact;
    return candidate;
  }
  /**
   * The runs of lines that match the normalised pattern: the first ends with its first line, the
   * last starts with its last line, the lines between are equal. One pattern line is the anchor
   * (the longest full line, else the first line): only lines that pass it are compared further.
   */
  /** From 0-based line `fromLine` on (runs that start there or later). */
  findRun(level, pattern, fromLine = 0) {
    const k = pattern.length;
    const lines = this.lines;
    const anchor = anchorOf(pattern);
    const anchorLine = pattern[anchor];
    if (anchorLine.length > this.longestRead || k > lines.length) return void 0;
    const meets = level.meets(anchorLine, k === 1 ? "includes" : anchor === 0 ? "endsWith" : "equals");
    let first = -1;
    let count = 0;
    const last = lines.length - (k - anchor);
    for (let i = anchor + fromLine; i <= last; i++) {
      const raw = lines[i];
      const tested = raw.length >= anchorLine.length && raw.length <= LONG_LINE2;
      if (this.budget && !this.budget.charge(tested ? (raw.length >> 2) + LINE_COST : LINE_COST)) {
        this.stoppedAt = i;
        break;
      }
      if (!tested || !meets(raw)) {
        i = this.runEnds[i] - 1;
        continue;
      }
      if (k > 1 && !this.runMatches(level, pattern, i - anchor, level === WHOLE)) continue;
      if (first === -1) first = i - anchor;
      if (++count >= MAX_COUNTED_RUNS) return { first, count, atLeast: true };
    }
    return first === -1 ? void 0 : { first, count };
  }
  runMatches(level, pattern, start, whole) {
    const k = pattern.length;
    for (let j = 0; j < k; j++) {
      const raw = this.lines[start + j];
      this.budget?.charge(raw.length + 1);
      const line = level.normalise(raw);
      const ok = whole ? line === pattern[j] : j === 0 ? line.endsWith(pattern[0]) : j === k - 1 ? line.startsWith(pattern[j]) : line === pattern[j];
      if (!ok) return false;
    }
    return true;
  }
  describe(kind, found, patternLines) {
    const endsWithLineBreak = patternLines.length > 1 && patternLines[patternLines.length - 1] === "";
    const lines = endsWithLineBreak ? patternLines.slice(0, -1) : patternLines;
    const candidate = this.candidateAt(kind, found.first, lines.length, found.count - 1);
    if (found.atLeast) candidate.otherPlacesAtLeast = true;
    if (endsWithLineBreak) candidate.endsWithLineBreak = true;
    if (kind === "indentation") {
      const differing = findIndentationDifference(this.lines, found.first, lines);
      if (differing) candidate.indentation = differing;
    }
    const level = LEVELS.find((l) => l.kind === kind) ?? EXACT;
    candidate.wholeLines = lines.every((line, j) => level.normalise(line) === level.normalise(this.lines[found.first + j] ?? ""));
    return candidate;
  }
  candidateAt(kind, first, lineCount2, otherPlaces) {
    const start = Math.max(0, Math.min(first, this.lines.length - 1));
    const end = Math.min(start + Math.max(lineCount2, 1), this.lines.length);
    return {
      kind,
      startLine: start + 1,
      endLine: end,
      text: this.lines.slice(start, end).join("\n"),
      otherPlaces
    };
  }
  /**
   * The line most similar to old_string's anchor line (its longest non-empty line; both trimmed),
   * by the Dice coefficient of their character bigrams; the run of old_string's lines around it,
   * and the first line of that run that differs. Below MIN_SIMILARITY, a weak lead with its
   * neighbours, or the start of a short file.
   */
  mostSimilar(patternLines) {
    const trimmedPattern = patternLines.map((line) => line.trim());
    let anchor = -1;
    trimmedPattern.forEach((line, j) => {
      if (line.length > 0 && (anchor === -1 || line.length > trimmedPattern[anchor].length)) anchor = j;
    });
    if (anchor === -1) return void 0;
    const anchorLength = trimmedPattern[anchor].length;
    if (2 * (this.longestRead + 1) < WEAK_SIMILARITY * (this.longestRead + anchorLength + 2)) return this.fileStart();
    const target = new BigramProfile(trimmedPattern[anchor]);
    let best = -1;
    let bestScore = WEAK_SIMILARITY;
    let ties = 0;
    for (let index = 0; index < this.lines.length; index++) {
      const raw = this.lines[index];
      if (this.budget && !this.budget.charge(raw.length > LONG_LINE2 ? LINE_COST : BIGRAM_COST * raw.length + LINE_COST)) {
        this.stoppedAt = index;
        break;
      }
      const repeats = this.runEnds[index] - index - 1;
      if (raw.length > LONG_LINE2) {
        index += repeats;
        continue;
      }
      let from = 0;
      let to = raw.length;
      while (from < to && isTrimmed(raw.charCodeAt(from))) from++;
      while (to > from && isTrimmed(raw.charCodeAt(to - 1))) to--;
      const score = target.similarity(raw, from, to, bestScore);
      if (score > bestScore || best === -1 && score === bestScore) {
        best = index;
        bestScore = score;
        ties = 0;
      } else if (score === bestScore) ties++;
      if (best !== -1 && score === bestScore) ties += repeats;
      index += repeats;
    }
    if (best === -1) return this.fileStart();
    if (bestScore < MIN_SIMILARITY) {
      const from = Math.max(0, best - WEAK_CONTEXT_LINES);
      const candidate2 = this.candidateAt("weak", from, best - from + WEAK_CONTEXT_LINES + 1, ties);
      candidate2.similarity = bestScore;
      candidate2.similarAt = { line: best + 1, patternLine: anchor + 1, patternLines: patternLines.length };
      return candidate2;
    }
    const firstNonEmpty = trimmedPattern.findIndex((line) => line.length > 0);
    const lastNonEmpty = trimmedPattern.length - 1 - [...trimmedPattern].reverse().findIndex((line) => line.length > 0);
    const runStart = best - (anchor - firstNonEmpty);
    const start = Math.max(0, runStart);
    const candidate = this.candidateAt("similar_lines", start, lastNonEmpty - firstNonEmpty + 1 - (start - runStart), ties);
    candidate.similarity = bestScore;
    candidate.similarAt = { line: best + 1, patternLine: anchor + 1, patternLines: patternLines.length };
    const differing = lastNonEmpty > firstNonEmpty ? this.firstDifference(patternLines, best - anchor) : void 0;
    if (differing) candidate.differing = differing;
    return candidate;
  }
  /** The first line of the run starting at `start` (0-based, may be negative) that differs from old_string. */
  firstDifference(patternLines, start) {
    const k = patternLines.length;
    for (let j = 0; j < k; j++) {
      const at = start + j;
      if (at < 0) continue;
      const inFile = this.lines[at];
      if (inFile === void 0) return { line: this.lines.length, inFile: "", inOldString: patternLines[j] };
      const same = j === 0 ? inFile.endsWith(patternLines[j]) : j === k - 1 ? inFile.startsWith(patternLines[j]) : inFile === patternLines[j];
      if (!same) return { line: at + 1, inFile, inOldString: patternLines[j] };
    }
    return void 0;
  }
  /** The first lines of a short text, so that a reply with no lead still shows what is there. */
  fileStart() {
    if (this.lines.length > SHORT_FILE_LINES || this.stoppedAt !== void 0) return void 0;
    if (this.lines.every((line) => line.trim().length === 0)) return void 0;
    return this.candidateAt("file_start", 0, FILE_START_LINES, 0);
  }
};
function runEndsOf(lines) {
  const ends = new Int32Array(lines.length);
  let end = lines.length;
  let longestRead = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    const length = lines[i].length;
    if (length > longestRead && length <= LONG_LINE2) longestRead = length;
    if (i + 1 < lines.length && lines[i] !== lines[i + 1]) end = i + 1;
    ends[i] = end;
  }
  return { runEnds: ends, longestRead };
}
function anchorOf(pattern) {
  if (pattern.length <= 2) return 0;
  let anchor = 1;
  for (let j = 2; j < pattern.length - 1; j++) if (pattern[j].length > pattern[anchor].length) anchor = j;
  return pattern[anchor].length > 0 ? anchor : 0;
}
function withoutCr(line) {
  return line.endsWith("\r") ? line.slice(0, -1) : line;
}
function leadingWhitespace(line) {
  return line.slice(0, line.length - line.trimStart().length);
}
function findIndentationDifference(lines, first, patternLines) {
  for (let j = 0; j < patternLines.length; j++) {
    if (j === 0 && lines[first].trimStart() !== patternLines[0].trimStart()) continue;
    const inFile = leadingWhitespace(lines[first + j]);
    const inOldString = leadingWhitespace(patternLines[j]);
    if (inFile !== inOldString) return { line: first + j + 1, inFile, inOldString };
  }
  return void 0;
}
var BigramProfile = class {
  asciiCounts = new Int32Array(ASCII_PAIRS);
  asciiUsedCount = new Int32Array(ASCII_PAIRS);
  asciiUsedStamp = new Int32Array(ASCII_PAIRS);
  /** Slot -> bigram key, and how often it occurs in the profiled string (0: an empty slot). */
  keys;
  counts;
  shift;
  size;
  // Per compared string, how many of each slot's bigrams are used up; reset lazily by stamp.
  usedCount;
  usedStamp;
  stamp = 0;
  constructor(value) {
    this.size = value.length + 1;
    let hashed = 0;
    let before = BOUNDARY;
    for (let i = 0; i <= value.length; i++) {
      const current = i < value.length ? value.charCodeAt(i) : BOUNDARY;
      if ((before | current) >= 128) hashed++;
      before = current;
    }
    let bits = 4;
    while (1 << bits < hashed * 4) bits++;
    this.shift = 32 - bits;
    this.keys = new Int32Array(1 << bits);
    this.counts = new Int32Array(1 << bits);
    this.usedCount = new Int32Array(1 << bits);
    this.usedStamp = new Int32Array(1 << bits);
    let previous = BOUNDARY;
    for (let i = 0; i <= value.length; i++) {
      const current = i < value.length ? value.charCodeAt(i) : BOUNDARY;
      if ((previous | current) < 128) {
        this.asciiCounts[previous << 7 | current]++;
      } else {
        const key = bigramKey(previous, current);
        let slot = this.home(key);
        while (this.counts[slot] !== 0 && this.keys[slot] !== key) slot = slot + 1 & this.keys.length - 1;
        this.keys[slot] = key;
        this.counts[slot]++;
      }
      previous = current;
    }
  }
  /**
   * 2 * shared bigrams / (bigrams of both), counting repeated bigrams as often as both have them;
   * 0 as soon as the bigrams left could no longer reach `atLeast` (most lines of a file are far).
   */
  similarity(value, from, to, atLeast) {
    const otherSize = to - from + 1;
    const total = this.size + otherSize;
    if (2 * Math.min(this.size, otherSize) / total < atLeast) return 0;
    const needed = atLeast * total / 2;
    const stamp = ++this.stamp;
    const mask = this.keys.length - 1;
    let shared = 0;
    let previous = BOUNDARY;
    for (let i = from; i <= to; i++) {
      if (shared + otherSize - (i - from) < needed) return 0;
      const current = i < to ? value.charCodeAt(i) : BOUNDARY;
      if ((previous | current) < 128) {
        const pair = previous << 7 | current;
        previous = current;
        const count = this.asciiCounts[pair];
        if (count === 0) continue;
        if (this.asciiUsedStamp[pair] !== stamp) {
          this.asciiUsedStamp[pair] = stamp;
          this.asciiUsedCount[pair] = 0;
        }
        if (this.asciiUsedCount[pair] < count) {
          this.asciiUsedCount[pair]++;
          shared++;
        }
        continue;
      }
      const key = bigramKey(previous, current);
      previous = current;
      let slot = this.home(key);
      while (this.counts[slot] !== 0 && this.keys[slot] !== key) slot = slot + 1 & mask;
      if (this.counts[slot] === 0) continue;
      if (this.usedStamp[slot] !== stamp) {
        this.usedStamp[slot] = stamp;
        this.usedCount[slot] = 0;
      }
      if (this.usedCount[slot] < this.counts[slot]) {
        this.usedCount[slot]++;
        shared++;
      }
    }
    return 2 * shared / total;
  }
  home(key) {
    return Math.imul(key, 2654435761) >>> this.shift;
  }
};
function isTrimmed(code) {
  if (code <= 32) return code === 32 || code >= 9 && code <= 13;
  if (code < 160) return false;
  return code === 160 || code === 5760 || code >= 8192 && code <= 8202 || code === 8232 || code === 8233 || code === 8239 || code === 8287 || code === 12288 || code === 65279;
}
var ASCII_PAIRS = 128 * 128;
var BOUNDARY = 10;
function bigramKey(previous, current) {
  return previous << 16 | current;
}

// src/core/diagnose/contentErrors.ts
var MAX_LISTED_OCCURRENCES = 50;
var MAX_LINES_IN_MESSAGE = 10;
var CANDIDATE_QUOTE_MAX = 240;
function rangeLocation(context, range) {
  const from = context.lines.positionAt(range.start);
  const to = context.lines.positionAt(range.end);
  return { file_path: context.displayPath, line: from.line, column: from.column, end_line: to.line, end_column: to.column };
}
function lineSpan(startLine, endLine) {
  return startLine === endLine ? `line ${startLine}` : `lines ${startLine}-${endLine}`;
}
var MAX_CORRECTED = 4e3;
function notFoundError(context, index, oldString, diagnosis) {
  const w = context.wording;
  const head = `${w.itemLabel(index, context.editCount)}: ${w.oldText} ${quote(oldString)} was not found in ${context.displayPath}.`;
  const path = ["edits", index, "old_string"];
  if (diagnosis === "skipped") {
    return guardedError(
      "OLD_STRING_NOT_FOUND",
      `${head} Too many ${w.items} were not found to search for close text for each of them.`,
      path,
      `Read ${context.displayPath} again and copy ${w.oldContext} exactly from its current text, including whitespace, indentation and letter case.`
    );
  }
  const view = linesView(context, diagnosis);
  const worded = explain(context, view, diagnosis.corrected === void 0 ? diagnosis : { ...diagnosis, corrected: toLf(diagnosis.corrected) }, oldString);
  const stopped = diagnosis.stoppedAfterLines !== void 0 && diagnosis.cause !== "search_stopped" ? ` (The search for close text stopped after ${plural(diagnosis.stoppedAfterLines, "line")}: its work is bounded.)` : "";
  const location = worded.location ?? (diagnosis.lines ? linesLocation(view, diagnosis.lines.start, diagnosis.lines.end) : void 0);
  const error = guardedError("OLD_STRING_NOT_FOUND", `${head} ${worded.message}${whoChanged(context.displayPath, diagnosis)}${stopped}`, path, worded.hint, location ? { location } : {});
  const current = currentTextOf(diagnosis);
  if (current) error.current_text = current;
  if (diagnosis.changedBy) {
    const c = diagnosis.changedBy;
    error.changed_by = { entry: c.entry, agent: c.agent, tool: c.tool, time: c.time };
  }
  return error;
}
var CARRIES_CURRENT_TEXT = /* @__PURE__ */ new Set([
  "reformatted",
  "reordered",
  "stale_text",
  "whitespace",
  "indentation",
  "blank_line_spaces",
  "differing_line"
]);
var MAX_CURRENT_TEXT = 4e3;
function currentTextOf(d) {
  if (!d.lines || !d.fileLines || !CARRIES_CURRENT_TEXT.has(d.cause) && !d.readChanged) return void 0;
  const start = Math.max(1, d.lines.start);
  const end = Math.min(d.fileLines.length, Math.max(start, d.lines.end));
  let text = "";
  let last = start - 1;
  for (let line = start; line <= end; line++) {
    const next = (line === start ? "" : "\n") + d.fileLines[line - 1];
    if (text.length + next.length > MAX_CURRENT_TEXT) break;
    text += next;
    last = line;
  }
  if (last < start) return { start_line: start, end_line: start, text: d.fileLines[start - 1].slice(0, MAX_CURRENT_TEXT), truncated: true };
  return last < end ? { start_line: start, end_line: last, text, truncated: true } : { start_line: start, end_line: end, text };
}
function whoChanged(file, d) {
  if (!d.readChanged || !d.lines) return "";
  if (d.changedBy) return ` ${lineSpan(d.lines.start, d.lines.end)} changed since your read: ${describeChange(d.changedBy)} changed them.`;
  if (!d.journalKnown) return "";
  return ` The change since your read of ${file} did not come through Guarded Edit (an editor, a formatter or a script made it).`;
}
function useCorrected(w, corrected, span, fallback) {
  if (corrected === void 0) return fallback;
  if (corrected.length > MAX_CORRECTED) return `Copy ${span} exactly into ${w.oldContext}.`;
  return `Use ${w.oldContext} ${JSON.stringify(corrected)}.`;
}
function explain(context, view, d, oldString) {
  const w = context.wording;
  const file = context.displayPath;
  const span = d.lines ? lineSpan(d.lines.start, d.lines.end) : void 0;
  const readAgain = `Read ${file} again and copy ${w.oldContext} exactly from its current text, including whitespace, indentation and letter case.`;
  const closest = d.candidate ? ` ${describeCandidate(d.candidate, w)}` : "";
  switch (d.cause) {
    case "empty_file":
      return {
        message: `${file} is empty, so there is no text for ${w.oldText} to match.`,
        hint: `To give an empty file its content, call guarded_create_file with ${JSON.stringify({ file_path: file, content: "...", overwrite: true })} (content: the whole new text).`
      };
    case "line_number_prefixes": {
      const detail = d.detail.kind === "prefix" ? d.detail : void 0;
      const where = detail?.exact && span ? ` Without them it matches ${span} exactly.` : closest;
      return {
        message: `${w.oldTextFirst} starts its lines with line-number prefixes like ${detail?.example ?? '"12	"'}, as guarded_read_file shows them; the prefix is not part of the line.${where}`,
        hint: useCorrected(w, d.corrected, span ?? "the file", `Remove the line-number prefixes from every line of ${w.oldContext} (and ${w.newText}), keeping only the text after them. ${readAgain}`)
      };
    }
    case "escaped_text": {
      const detail = d.detail.kind === "escape" ? d.detail : void 0;
      const sequences = (detail?.sequences ?? ["\\n"]).map((q) => JSON.stringify(q)).join(", ");
      const where = detail?.exact && span ? ` With them decoded it matches ${span} exactly.` : closest;
      const what = sequences.length === 0 ? `${w.oldTextFirst} is a JSON-encoded string: the quotes around it, and any escape sequences written out as characters, are not in the file.` : `${w.oldTextFirst} contains escape sequences written out as characters (${sequences}: a backslash and a letter) where a line break, tab or quote was meant.`;
      return {
        message: `${what}${where}`,
        hint: useCorrected(w, d.corrected, span ?? "the file", `Write real line breaks, tabs and quotes in ${w.oldContext} and ${w.newText} (in the JSON of the call, "\\n" is a line break; "\\\\n" is a backslash and an n).`)
      };
    }
    case "markdown_fence": {
      const detail = d.detail.kind === "fence" ? d.detail : void 0;
      const where = detail?.exact && span ? ` Without the fence it matches ${span} exactly.` : closest;
      return {
        message: `${w.oldTextFirst} is wrapped in a Markdown code fence (${quote(detail?.opening ?? "```", 40)} \u2026 "\`\`\`"), as a chat shows code; the fence lines are not part of ${file}.${where}`,
        hint: useCorrected(w, d.corrected, span ?? "the file", `Remove the fence lines from ${w.oldContext} (and ${w.newText}), keeping only the code between them. ${readAgain}`)
      };
    }
    case "diff_markers": {
      const detail = d.detail.kind === "diff" ? d.detail : void 0;
      const side = detail?.side === "new" ? 'its new side (the context and "+" lines)' : 'its old side (the context and "-" lines)';
      const already = detail?.side === "new" ? " The change may already be made." : "";
      const where = detail?.exact && span ? ` Without the markers, ${side} matches ${span} exactly.${already}` : closest;
      const examples = (detail?.examples ?? ["-"]).map((line) => quote(line, 60)).join(" and ");
      return {
        message: `${w.oldTextFirst} starts its lines with diff markers ("-", "+" or a space, as in ${examples}), as a patch shows them; the markers are not part of ${file}.${where}`,
        hint: useCorrected(w, d.corrected, span ?? "the file", `Write ${w.oldContext} as the file's lines without the markers, and ${w.newText} as what they become (a whole patch goes to guarded_apply_patch). ${readAgain}`)
      };
    }
    case "html_entities": {
      const detail = d.detail.kind === "entities" ? d.detail : void 0;
      const entities = (detail?.entities ?? ["&lt;"]).map((e) => JSON.stringify(e)).join(", ");
      const where = detail?.exact && span ? ` With them decoded it matches ${span} exactly.` : closest;
      return {
        message: `${w.oldTextFirst} holds HTML entities (${entities}) where ${file} has the characters themselves ("<", ">", "&", a quote), as a web page encodes them.${where}`,
        hint: useCorrected(w, d.corrected, span ?? "the file", `Write the characters themselves in ${w.oldContext} and ${w.newText}, not their HTML entities. ${readAgain}`)
      };
    }
    case "unicode_escapes": {
      const detail = d.detail.kind === "unicode" ? d.detail : void 0;
      const escape = JSON.stringify(detail?.escape ?? "\\u0000");
      const char = detail ? `${JSON.stringify(detail.char)} (${codePointOf(detail.char)})` : "a character";
      const where = detail?.exact && span ? ` Written the file's way it matches ${span} exactly.` : closest;
      const what = detail?.direction === "encoded" ? `${w.oldTextFirst} has ${char} where ${file} writes it with \\u escapes (${escape}).` : `${w.oldTextFirst} writes characters with \\u escapes (${escape} for ${char}) where ${file} has the characters themselves.`;
      return {
        message: `${what}${where}`,
        hint: useCorrected(w, d.corrected, span ?? "the file", `Write each character in ${w.oldContext} as ${file} writes it. ${readAgain}`)
      };
    }
    case "elided_lines": {
      const detail = d.detail.kind === "elision" ? d.detail : void 0;
      const markers = (detail?.markers ?? ["..."]).map((m) => quote(m, 60)).join(", ");
      const where = span ? detail?.found ? ` Its parts match ${span}.` : ` Its first part is near ${span}.` : "";
      return {
        message: `${w.oldTextFirst} leaves lines out with ${markers}; ${w.oldText} must hold every line it replaces, copied completely, and nothing is filled in.${where}`,
        hint: d.corrected !== void 0 && span ? `Copy ${span} completely into ${w.oldContext} (and write ${w.newText} in full). ${useCorrected(w, d.corrected, span, "")}` : `Copy the lines completely into ${w.oldContext}, or use one smaller ${w.item} per place that changes. ${readAgain}`
      };
    }
    case "written_by_other_edit":
    case "needs_other_edit": {
      const other = itemName(w, d.detail.kind === "other_edit" ? d.detail.other : -1);
      const what = d.cause === "written_by_other_edit" ? `${w.oldTextFirst} is text that ${other} writes (it is part of ${other}'s ${w.newPart})` : `${w.oldTextFirst} matches only after ${other} is applied`;
      const at = span ? ` ${capitalise(other)} matches ${span} of the current text.` : "";
      return {
        message: `${what}; every ${w.item} matches the text as it is now, not the result of the other ${w.items} in the same ${w.request}.${at}`,
        hint: `Write ${w.oldContext} against the current text (as ${other}'s ${w.oldPart} is), or merge this ${w.item} into ${other} so that one ${w.item} makes both changes.`
      };
    }
    case "reformatted":
    case "reordered": {
      const c = d.candidate;
      if (!c || !span) break;
      const what = d.cause === "reformatted" ? `has the same code with other line breaks and spacing: ${file} was re-formatted since it was read (a formatter such as black, prettier, gofmt, rustfmt or terraform fmt re-wraps and re-aligns lines)` : `holds the same lines in another order: ${file} was re-ordered since it was read (imports sorted by a formatter or an editor)`;
      return {
        message: `The text ${w.oldText} stands for is at ${span}${others(c)}, which ${what}. ${capitalise(span)} now read: ${quote(c.text, CANDIDATE_QUOTE_MAX)}.`,
        hint: d.corrected !== void 0 && d.corrected.length <= MAX_CORRECTED && c.otherPlaces === 0 ? `Write the ${w.item} against the text there now (it is in current_text): use ${w.oldContext} ${JSON.stringify(d.corrected)} and write ${w.newText} in the same layout.` : `Copy ${span} as they are now (current_text) into ${w.oldContext}, and write ${w.newText} in the same layout.`
      };
    }
    case "bullets":
    case "quote_prefix":
    case "markdown_heading":
    case "trailing_ellipsis":
    case "notebook_source":
    case "json_line_breaks":
    case "blank_line_spaces":
    case "en_dash":
      return explainPasted(w, file, span, d, closest, readAgain);
    case "stale_text":
      return {
        message: `${file} has changed since you last read it with guarded_read_file, so ${w.oldText} may be text that is no longer there.${closest}`,
        hint: `Read ${file} again with guarded_read_file and copy ${w.oldContext} from its current text.`
      };
    case "differing_line": {
      const c = d.candidate;
      const diff = c?.differing;
      if (!c || !diff) break;
      const percent = percentOf(runSimilarity(c.text, oldString, c.similarity ?? 0));
      return {
        message: `The most similar text is at ${lineSpan(c.startLine, c.endLine)}${others(c)} (${percent}% similar); the first line there that differs from ${w.oldText} is line ${diff.line}: the file has ${quote(diff.inFile, CANDIDATE_QUOTE_MAX)} where ${w.oldText} has ${quote(diff.inOldString, CANDIDATE_QUOTE_MAX)}.`,
        hint: `Read ${lineSpan(c.startLine, c.endLine)} of ${file} again (line ${diff.line} differs) and copy the text exactly into ${w.oldContext}; if the text you meant is not there, the file has changed since you read it.`,
        location: linesLocation(view, diff.line, diff.line)
      };
    }
    case "similar_lines": {
      const c = d.candidate;
      if (!c || !span) break;
      return {
        message: `The most similar text is at ${span}${others(c)}; ${similarPhrase(c, w)}: ${quote(c.text, CANDIDATE_QUOTE_MAX)}.`,
        hint: `Read ${span} of ${file} again and copy the text exactly into ${w.oldContext}; if the text you meant is not there, the file has changed since you read it.`
      };
    }
    case "weak_lead": {
      const c = d.candidate;
      if (!c || !span) break;
      const percent = percentOf(c.similarity ?? 0);
      return {
        message: `No similar text was found; the nearest line, line ${c.similarAt?.line ?? c.startLine}, is only ${percent}% similar. ${capitalise(span)} read: ${quote(c.text, CANDIDATE_QUOTE_MAX)}.`,
        hint: `${readAgain} If the text you meant is not in the file, it has changed since you read it or the ${w.item} belongs in another file.`
      };
    }
    case "file_start": {
      const c = d.candidate;
      if (!c || !span) break;
      return {
        message: `No similar text was found. ${file} has ${plural(view.lineCount, "line")}; ${span} read: ${quote(c.text, CANDIDATE_QUOTE_MAX)}.`,
        hint: `${readAgain} If the text you meant is not in the file, the ${w.item} may belong in another file.`
      };
    }
    case "search_stopped":
      return {
        message: `No similar text was found before the search stopped after ${plural(d.stoppedAfterLines ?? 0, "line")} (its work is bounded).`,
        hint: readAgain
      };
    case "none":
      break;
    default: {
      const c = d.candidate;
      if (!c || !span) break;
      return {
        message: c.kind === "typography" ? describeCandidate(c, w).replace(/:(?= "| ")/, `: ${describeLookalike(w, oldString, c.text)}; the text there is`) : describeCandidate(c, w),
        hint: c.kind === "line_endings" || d.corrected === void 0 || d.corrected.length > MAX_CORRECTED ? hintFor(c, span, w) : `Use ${w.oldContext} ${JSON.stringify(d.corrected)} (${span} as in the file) and keep ${w.newText} consistent with it.`
      };
    }
  }
  return { message: "No similar text was found.", hint: readAgain };
}
function percentOf(share) {
  if (share >= 1) return 100;
  return Math.min(99, Math.max(share > 0 ? 1 : 0, Math.round(share * 100)));
}
var MAX_COMPARED = 4e3;
function runSimilarity(runText, oldString, fallback) {
  if (runText.length > 16 * MAX_COMPARED || oldString.length > 16 * MAX_COMPARED) return Math.min(fallback, 0.99);
  const a = runText.replace(/\s+/g, " ").trim();
  const b = oldString.replace(/\s+/g, " ").trim();
  if (a.length > MAX_COMPARED || b.length > MAX_COMPARED) return Math.min(fallback, 0.99);
  if (a === b) return runText === oldString ? 1 : 0.99;
  const pairs = /* @__PURE__ */ new Map();
  for (let i = 0; i < a.length - 1; i++) pairs.set(a.slice(i, i + 2), (pairs.get(a.slice(i, i + 2)) ?? 0) + 1);
  let shared = 0;
  for (let i = 0; i < b.length - 1; i++) {
    const pair = b.slice(i, i + 2);
    const left = pairs.get(pair) ?? 0;
    if (left > 0) {
      pairs.set(pair, left - 1);
      shared++;
    }
  }
  const total = Math.max(1, a.length - 1 + b.length - 1);
  return Math.min(0.99, 2 * shared / total);
}
function similarPhrase(c, w) {
  const percent = percentOf(Math.min(c.similarity ?? 0, 0.99));
  const at = c.similarAt;
  if (!at) return `line ${c.startLine} is ${percent}% similar to ${w.oldText}`;
  const of = at.patternLines > 1 ? `line ${at.patternLine} of ${w.oldText}` : w.oldText;
  return `line ${at.line} is ${percent}% similar to ${of}`;
}
function describeLookalike(w, oldString, fileText) {
  const inOld = firstLookalikeOfAny(oldString);
  if (inOld) return `${w.oldText} has ${inOld.name} where the file has ${JSON.stringify(inOld.plain)}`;
  const inFile = firstLookalikeOfAny(fileText);
  if (inFile) return `the file has ${inFile.name} where ${w.oldText} has ${JSON.stringify(inFile.plain)}`;
  return "they differ in such a character";
}
function capitalise(value) {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
function others(candidate) {
  if (candidate.otherPlacesAtLeast) return ` (at least ${plural(candidate.otherPlaces, "other place")} are as close)`;
  return candidate.otherPlaces > 0 ? ` (${plural(candidate.otherPlaces, "other place")} ${candidate.otherPlaces === 1 ? "is" : "are"} as close)` : "";
}
function describeCandidate(candidate, w) {
  const span = lineSpan(candidate.startLine, candidate.endLine);
  const shown = quote(candidate.text, CANDIDATE_QUOTE_MAX);
  if (candidate.kind === "similar_lines" || candidate.kind === "weak" || candidate.kind === "file_start") {
    return `The most similar text is at ${span}${others(candidate)}: ${shown}.`;
  }
  return `The closest text is at ${span}${others(candidate)} and differs only in ${differenceOf(candidate, w)}: ${shown}.`;
}
function differenceOf(candidate, w) {
  switch (candidate.kind) {
    case "line_endings":
      return 'line endings (the file mixes "\\n" and "\\r\\n" there)';
    case "letter_case":
      return "letter case";
    case "typography":
      return "look-alike characters (letters of another script, no-break or zero-width spaces, typographic quotes or dashes)";
    case "indentation": {
      const at = candidate.indentation;
      return at ? `indentation (line ${at.line} starts with ${quote(at.inFile)} in the file but with ${quote(at.inOldString)} in ${w.oldText})` : "indentation";
    }
    default:
      return candidate.endLine > candidate.startLine ? "whitespace (spaces, tabs, or whitespace at the start or end of lines: the lines were likely re-formatted since they were read, as a formatter re-aligns them)" : "whitespace (spaces, tabs, or whitespace at the start or end of lines)";
  }
}
function hintFor(candidate, span, w) {
  if (candidate.kind === "line_endings") {
    return `${w.oldContextFirst} is read in the file's main line ending, so it cannot match across the other line endings in ${span}; edit those lines with one ${w.item} per line (${w.eachOldContext} within a single line).`;
  }
  const what = candidate.kind === "letter_case" ? "letter case" : candidate.kind === "indentation" ? "indentation" : candidate.kind === "typography" ? "characters" : "whitespace";
  return `Copy the text exactly from ${span} into ${w.oldContext}, with the file's ${what}, and keep ${w.newText} consistent with it.`;
}
function linesView(context, diagnosis) {
  const split = diagnosis.fileLines;
  if (split) return { displayPath: context.displayPath, lineCount: split.length, endColumn: (line) => split[line - 1].length + 1 };
  return {
    displayPath: context.displayPath,
    get lineCount() {
      return context.lines.lineCount;
    },
    endColumn: (line) => context.lines.positionAt(context.lines.lineEnd(line)).column
  };
}
function linesLocation(view, startLine, endLine) {
  const last = Math.min(Math.max(endLine, startLine), view.lineCount);
  return { file_path: view.displayPath, line: Math.min(startLine, last), column: 1, end_line: last, end_column: view.endColumn(last) };
}
function ambiguousMatchError(context, index, oldString, count, listedStarts) {
  const occurrences = listedStarts.map((start) => rangeLocation(context, { start, end: start + oldString.length }));
  const w = context.wording;
  return guardedError(
    "AMBIGUOUS_MATCH",
    `${w.itemLabel(index, context.editCount)}: ${w.oldText} ${quote(oldString)} occurs ${plural(count, "time")} in ${context.displayPath} (${describeLines(occurrences, count)}); ${w.uniqueRule}.${listedNote(count)}`,
    ["edits", index, "old_string"],
    `Include more surrounding lines in ${w.oldContext} so that it matches only the place you mean, or set replace_all to true to replace every occurrence.`,
    { location: occurrences[0], occurrences }
  );
}
function countMismatchError(context, index, oldString, expected, starts) {
  const count = starts.length;
  const occurrences = starts.slice(0, MAX_LISTED_OCCURRENCES).map((start) => rangeLocation(context, { start, end: start + oldString.length }));
  const w = context.wording;
  return guardedError(
    "REPLACEMENT_COUNT_MISMATCH",
    `${w.itemLabel(index, context.editCount)}: expected_replacements is ${expected}, but ${w.oldText} ${quote(oldString)} occurs ${plural(count, "time")} in ${context.displayPath} (${describeLines(occurrences, count)}).${listedNote(count)}`,
    ["edits", index, "expected_replacements"],
    `If all ${count} places should change, set expected_replacements to ${count}; otherwise include more surrounding text in ${w.oldContext} so that it matches exactly the ${expected} ${expected === 1 ? "place" : "places"} you mean.`,
    { location: occurrences[0], occurrences }
  );
}
function overlappingEditsError(context, earlier, later) {
  const laterLocation = rangeLocation(context, later);
  const earlierLocation = rangeLocation(context, earlier);
  const where = (at) => lineSpan(at.line, matchEndLine(at));
  const w = context.wording;
  return guardedError(
    "OVERLAPPING_EDITS",
    `${w.itemLabel(later.index, context.editCount)} (${where(laterLocation)}) and ${itemName(w, earlier.index)} (${where(earlierLocation)}) match overlapping text in ${context.displayPath}. All ${w.items} match the text as it is now, so their matched text must not overlap.`,
    ["edits", later.index, "old_string"],
    `Combine ${itemPair(w, earlier.index, later.index)} into one ${w.item} whose ${w.oldPart} covers both places, or shorten one of them so that they no longer overlap.`,
    { location: laterLocation }
  );
}
function matchEndLine(at) {
  return at.end_column === 1 && at.end_line > at.line ? at.end_line - 1 : at.end_line;
}
function describeLines(occurrences, count) {
  const lines = [...new Set(occurrences.map((o) => o.line))];
  const complete = occurrences.length === count && lines.length <= MAX_LINES_IN_MESSAGE;
  const shown = lines.slice(0, MAX_LINES_IN_MESSAGE);
  if (!complete) return `first on lines ${shown.join(", ")}, \u2026`;
  if (shown.length === 1) return `line ${shown[0]}`;
  return `lines ${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}`;
}
function listedNote(count) {
  return count > MAX_LISTED_OCCURRENCES ? ` The first ${MAX_LISTED_OCCURRENCES} are listed in occurrences.` : "";
}
var PASTED_WORDS = {
  bullets: (sample, _file, w) => `${w.oldTextFirst} starts its lines with list bullets (${JSON.stringify(sample)}), as a chat renders a list; the bullets are not part of the file.`,
  quote_prefix: (_sample, _file, w) => `${w.oldTextFirst} starts its lines with quote prefixes ("> "), as a quoted reply or a Markdown block quote shows them; the prefixes are not part of the file.`,
  markdown_heading: (sample, file, w) => `${w.oldTextFirst} starts with a Markdown heading line (${quote(sample, 80)}), as a chat titles a block of code; that line is not in ${file}.`,
  trailing_ellipsis: (sample, _file, w) => `${w.oldTextFirst}'s last line is cut short with a trailing ${JSON.stringify(sample)}; ${w.oldText} holds no "..." that stands for the rest of a line.`,
  notebook_source: (_sample, file, w) => `${w.oldTextFirst} is a notebook cell's code written plainly, but ${file} holds each line of a cell as a JSON string (with "\\n" and a comma at its end).`,
  json_line_breaks: (_sample, _file, w) => `${w.oldTextFirst} breaks a line inside a JSON string where the file has the escape "\\n" (or escapes it once too often).`,
  blank_line_spaces: (_sample, _file, w) => `${w.oldTextFirst} differs from the file only in blank lines: some hold spaces or tabs on one side and nothing on the other.`,
  en_dash: (sample, _file, w) => `${w.oldTextFirst} has ${sample === "\u2014" ? "an EM DASH (U+2014)" : "an EN DASH (U+2013)"} where the file has "--" (a chat or word processor joins two hyphens into a dash).`
};
function explainPasted(w, file, span, d, closest, readAgain) {
  const detail = d.detail.kind === "pasted" ? d.detail : void 0;
  const what = (PASTED_WORDS[d.cause] ?? (() => ""))(detail?.sample ?? "", file, w);
  const where = span ? detail?.exact === false ? closest || ` It is at ${span}.` : ` Corrected, it matches ${span} exactly.` : closest;
  return {
    message: `${what}${where}`,
    hint: useCorrected(w, d.corrected, span ?? "the file", `Send ${w.oldContext} as the file's own text, without what was added around it. ${readAgain}`)
  };
}

// src/core/diagnose/blockEnd.ts
var MAX_BLOCK_LINES = 5e3;
var CLOSER = /^(?:[}\])]|end\b|fi\b|done\b|esac\b|<\/|\*\/|-->|endif\b|endfunction\b|endwhile\b|endforeach\b)/;
function blockEnd(lines, start, end, budget) {
  const base = depth(lines[start - 1] ?? "");
  const limit = Math.min(lines.length, end + MAX_BLOCK_LINES);
  let last = end;
  let i = end;
  let marginList = false;
  for (; i < limit; i++) {
    const line = lines[i];
    if (budget && !budget.charge(LINE_COST + (line.length >> 2))) return last;
    if (line.trim().length === 0) {
      if (marginList) return last;
      continue;
    }
    const d = depth(line);
    if (d > base) {
      last = i + 1;
      continue;
    }
    if (base === 0 && d === 0 && i === end && !CLOSER.test(line.trimStart())) {
      marginList = true;
    }
    if (marginList && d === 0 && !CLOSER.test(line.trimStart())) {
      last = i + 1;
      continue;
    }
    return d === base && CLOSER.test(line.trimStart()) ? i + 1 : last;
  }
  return last;
}
function depth(line) {
  let width = 0;
  for (const c of line) {
    if (c === " ") width++;
    else if (c === "	") width += 4;
    else break;
  }
  return width;
}

// src/core/diagnose/missCauses.ts
var PREFIX_STYLES = [
  { name: "tab", example: '"  12\\t"', detect: /^ *\d+\t/, patterns: [/^ *\d+\t/], distinctive: true },
  { name: "arrow", example: '"12\u2192"', detect: /^ *\d+ ?\u2192/, patterns: [/^ *\d+ ?\u2192 ?/, /^ *\d+ ?\u2192/], distinctive: true },
  { name: "pipe", example: '"12 | "', detect: /^ *\d+ ?\|/, patterns: [/^ *\d+ ?\| /, /^ *\d+ ?\|/], distinctive: false },
  { name: "colon", example: '"12: " or "L12:"', detect: /^ *L?\d+:/, patterns: [/^ *L?\d+: /, /^ *L?\d+:/], distinctive: false },
  // cat -n's tab shown as spaces: the number right-aligned in six columns, then spaces up to column 8.
  { name: "spaces", example: '"     12  "', detect: /^ *\d+ {2}/, patterns: [/^ *\d+ {2}/, /^ *\d+ /], distinctive: false, needsConsecutive: true }
];
function findLineNumberPrefixes(oldString) {
  const lines = oldString.split("\n");
  const nonEmpty2 = lines.filter((line) => line.trim().length > 0);
  if (nonEmpty2.length === 0) return void 0;
  for (const style of PREFIX_STYLES) {
    if (!style.detect.test(nonEmpty2[0])) continue;
    const prefixedLines = nonEmpty2.filter((line) => style.detect.test(line));
    const prefixed = prefixedLines.length;
    if (prefixed * 2 < nonEmpty2.length) continue;
    if (prefixed < 2 && nonEmpty2.length > 1 && !style.distinctive) continue;
    if (style.needsConsecutive && (prefixed < 2 || !consecutive(prefixedLines))) continue;
    const variants = style.patterns.map((pattern) => lines.map((line) => line.replace(pattern, "")).join("\n"));
    return { example: style.example, prefixedLines: prefixed, distinctive: style.distinctive || prefixed >= 2, variants: [...new Set(variants)] };
  }
  return void 0;
}
function consecutive(lines) {
  const numbers = lines.map((line) => Number(/\d+/.exec(line)?.[0]));
  return numbers.every((n, i) => i === 0 || n === numbers[i - 1] + 1);
}
var ESCAPES = { n: "\n", t: "	", r: "", '"': '"', "'": "'", "\\": "\\" };
function findEscapedText(oldString) {
  const json2 = decodeJsonString(oldString);
  const found = oldString.match(/\\[nt"'\\r]/g) ?? (json2 === void 0 ? null : []);
  if (!found) return void 0;
  const variants = [];
  if (json2 !== void 0) variants.push(json2);
  variants.push(oldString.replace(/\\([nt"'\\r])/g, (_, c) => ESCAPES[c]));
  variants.push(oldString.replace(/\\r\\n|\\n/g, "\n").replace(/\\t/g, "	"));
  variants.push(oldString.replace(/\\\\/g, "\\").replace(/\\"/g, '"'));
  const sequences = [...new Set(found)];
  return {
    sequences,
    lineBreaksEscaped: !oldString.includes("\n") && sequences.includes("\\n"),
    variants: [...new Set(variants)].filter((v) => v !== oldString && v.length > 0)
  };
}
function decodeJsonString(value) {
  const trimmed = value.trim();
  if (trimmed.length < 2 || !trimmed.startsWith('"') || !trimmed.endsWith('"')) return void 0;
  try {
    const decoded = JSON.parse(trimmed);
    return typeof decoded === "string" ? decoded : void 0;
  } catch {
    return void 0;
  }
}
var ELISION_LINES = [
  /^\s*(?:\.{3,}|\u2026|\[\.\.\.\])\s*$/,
  /^\s*(?:\/\/+|#+|--|;+|%+|\/\*+|<!--|\*|\{\/\*|REM\b|')\s*(?:\.{3,}|\u2026)/i,
  /^\s*(?:\/\/+|#+|--|;+|\/\*+|<!--|\{\/\*)\s*(?:(?:\.{2,}|\u2026)\s*)?\(?(?:rest\s+(?:of|unchanged|is|remains|stays|as|the same)\b|rest\s*(?:\.{2,}|\u2026|-->|\*\/|\*?\}|\)|$)|(?:existing|unchanged|remaining|other|same as before|more|previous|omitted|snip)\b).*$/i
];
function isElisionLine(line) {
  return ELISION_LINES.some((pattern) => pattern.test(line));
}
function findElidedLines(oldString) {
  const lines = oldString.split("\n");
  const markers = [];
  const segments = [];
  let current = [];
  for (const line of lines) {
    if (isElisionLine(line.replace(/\r$/, ""))) {
      markers.push(line.trim());
      if (current.some((l) => l.trim().length > 0)) segments.push(current.join("\n"));
      current = [];
    } else current.push(line);
  }
  if (markers.length === 0) return void 0;
  const trailing = !current.some((l) => l.trim().length > 0);
  if (!trailing) segments.push(current.join("\n"));
  return { markers: markers.slice(0, 3), commented: markers.some((m) => !/^(?:\.{3,}|\u2026|\[\.\.\.\])$/.test(m)), segments, trailing };
}

// src/core/diagnose/pastedWrappers.ts
var OPENING_FENCE = /^[ \t]*(`{3,}|~{3,})[ \t]*(?:[\w+#.-]+[ \t]*)?$/;
function findMarkdownFence(oldString) {
  const lines = oldString.split("\n").map((line) => line.replace(/\r$/, ""));
  const first = lines.findIndex((line) => line.trim().length > 0);
  if (first === -1) return void 0;
  const opening = OPENING_FENCE.exec(lines[first]);
  if (!opening) return void 0;
  const fence = opening[1];
  let last = lines.length - 1;
  while (last > first && lines[last].trim().length === 0) last--;
  const closes = last > first && lines[last].trim().startsWith(fence[0].repeat(3)) && lines[last].trim().replace(/[`~]/g, "").length === 0;
  const inner = oldString.split("\n").slice(first + 1, closes ? last : last + 1);
  if (!inner.some((line) => line.trim().length > 0)) return void 0;
  const asWritten = inner.join("\n");
  const trimmed = trimBlankLines(inner).join("\n");
  return { opening: lines[first].trim(), variants: [.../* @__PURE__ */ new Set([trimmed, asWritten])] };
}
function trimBlankLines(lines) {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start].trim().length === 0) start++;
  while (end > start && lines[end - 1].trim().length === 0) end--;
  return lines.slice(start, end);
}
var HUNK_HEADER = /^@@ .*@@/;
var CHANGE_MARKER = /^[-+](?![-+])/;
function findDiffMarkers(oldString) {
  const lines = oldString.split("\n");
  const body = lines.filter((line) => !HUNK_HEADER.test(line));
  const nonEmpty2 = body.filter((line) => line.replace(/\r$/, "").length > 0);
  if (nonEmpty2.length === 0 || !nonEmpty2.every((line) => /^[ +-]/.test(line))) return void 0;
  const removed = nonEmpty2.filter((line) => line.startsWith("-") && CHANGE_MARKER.test(line));
  const added = nonEmpty2.filter((line) => line.startsWith("+") && CHANGE_MARKER.test(line));
  if (removed.length + added.length === 0) return void 0;
  const side = (drop) => body.filter((line) => !line.startsWith(drop)).map((line) => line.slice(1)).join("\n");
  const variants = [];
  const sides = [];
  if (removed.length > 0 || added.length < nonEmpty2.length) {
    variants.push(side("+"));
    sides.push("old");
  }
  if (added.length > 0) {
    variants.push(side("-"));
    sides.push("new");
  }
  return {
    examples: [...removed, ...added].slice(0, 2),
    distinctive: lines.some((line) => HUNK_HEADER.test(line)) || removed.length > 0 && added.length > 0,
    variants,
    sides
  };
}

// src/core/diagnose/pastedAround.ts
var nonEmpty = (lines) => lines.filter((line) => line.trim().length > 0);
var lf = (value) => value.split("\n").map((line) => line.replace(/\r$/, ""));
function strippedPrefix(oldString, prefix) {
  const lines = lf(oldString);
  const filled = nonEmpty(lines);
  if (filled.length === 0 || !filled.every((line) => prefix.test(line))) return void 0;
  return lines.map((line) => line.replace(prefix, "")).join("\n");
}
function findBullets(oldString) {
  const stripped = strippedPrefix(oldString, /^[*\u2022] /);
  if (stripped === void 0) return void 0;
  const loose = strippedPrefix(oldString, /^[*\u2022] ?/) ?? stripped;
  return { kind: "bullets", sample: lf(oldString)[0].startsWith("\u2022") ? "\u2022 " : "* ", variants: unique([stripped, loose]), strong: nonEmpty(lf(oldString)).length >= 2 };
}
function findQuotePrefix(oldString) {
  const stripped = strippedPrefix(oldString, /^(?:> ?)+/);
  if (stripped === void 0) return void 0;
  const once = strippedPrefix(oldString, /^> ?/) ?? stripped;
  return { kind: "quote_prefix", sample: "> ", variants: unique([stripped, once]), strong: nonEmpty(lf(oldString)).length >= 2 };
}
var HEADING = /^#{1,6} \S.*$/;
function findHeadingLine(oldString) {
  const lines = lf(oldString);
  const first = lines.findIndex((line) => line.trim().length > 0);
  if (first === -1 || !HEADING.test(lines[first])) return void 0;
  let rest = first + 1;
  while (rest < lines.length && lines[rest].trim().length === 0) rest++;
  if (rest >= lines.length) return void 0;
  const body = lines.slice(rest).join("\n");
  return { kind: "markdown_heading", sample: lines[first], variants: [body], strong: false };
}
function trailingDots(line) {
  let end = line.length;
  while (end > 0 && isSpaceOrTab(line.charCodeAt(end - 1))) end--;
  const dots = line.endsWith("...", end) ? 3 : line.endsWith("\u2026", end) ? 1 : 0;
  if (dots === 0) return void 0;
  let index = end - dots;
  while (index > 0 && isSpaceOrTab(line.charCodeAt(index - 1))) index--;
  return { index, text: line.slice(index) };
}
function isSpaceOrTab(code) {
  return code === 32 || code === 9;
}
function findTrailingEllipsis(oldString) {
  const lines = lf(oldString);
  let last = lines.length - 1;
  while (last > 0 && lines[last].trim().length === 0) last--;
  const match = trailingDots(lines[last]);
  if (!match) return void 0;
  const cut = lines[last].slice(0, match.index);
  if (cut.trim().length === 0) return void 0;
  const variant = [...lines.slice(0, last), cut].join("\n");
  return { kind: "trailing_ellipsis", sample: match.text.trim(), variants: [variant], strong: false, completeLastLine: true };
}
function findNotebookSource(oldString) {
  const lines = lf(oldString);
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  if (lines.length < 1 || lines.some((line) => /^\s*"(?:[^"\\]|\\.)*\\n",?\s*$/.test(line))) return void 0;
  const asJson = lines.map((line, j) => j < lines.length - 1 ? `${JSON.stringify(`${line}
`)},` : JSON.stringify(line).slice(0, -1));
  return { kind: "notebook_source", sample: asJson[0], variants: [asJson.join("\n")], strong: false };
}
function findJsonLineBreaks(oldString) {
  const lines = lf(oldString);
  if (lines.length >= 2) {
    const joined = joinBrokenStrings(lines);
    if (joined !== void 0) return { kind: "json_line_breaks", sample: "\\n", variants: [joined], strong: false, direction: "real" };
  }
  if (!oldString.includes("\\\\n")) return void 0;
  const once = oldString.replace(/\\\\n/g, "\\n");
  return { kind: "json_line_breaks", sample: "\\\\n", variants: [once], strong: false, direction: "escaped" };
}
function joinBrokenStrings(lines) {
  const out = [];
  let open = false;
  let joinedAny = false;
  for (const line of lines) {
    if (open) {
      out[out.length - 1] += `\\n${line}`;
      joinedAny = true;
    } else out.push(line);
    if (quotesIn(line) % 2 === 1) open = !open;
  }
  return joinedAny && !open ? out.join("\n") : void 0;
}
function quotesIn(line) {
  let count = 0;
  for (let i = 0; i < line.length; i++) {
    if (line.charCodeAt(i) === 92) i++;
    else if (line.charCodeAt(i) === 34) count++;
  }
  return count;
}
function findEnDash(oldString) {
  const dash = /[\u2013\u2014]/.exec(oldString);
  if (!dash) return void 0;
  return { kind: "en_dash", sample: dash[0], variants: [oldString.replace(/[\u2013\u2014]/g, "--")], strong: false };
}
function unique(values) {
  return [...new Set(values)];
}

// src/core/diagnose/diagnoseMiss.ts
var MAX_OTHER_EDITS = 50;
function diagnoseMiss(scene, index) {
  const found = diagnose(scene, index);
  const changedBy = found.lines && scene.readChanged ? changeOfLines(scene.changesSinceRead, found.lines.start, found.lines.end) : void 0;
  return {
    ...found,
    fileLines: scene.finder.lines,
    ...scene.readChanged ? { readChanged: true } : {},
    ...changedBy ? { changedBy } : {},
    ...scene.changesSinceRead ? { journalKnown: true } : {}
  };
}
var PASTED_FIRST = [findBullets, findQuotePrefix, findHeadingLine, findJsonLineBreaks];
function pastedHit(finder, finding, oldString) {
  const hit = tryVariants(finder, finding.variants, finding.strong);
  if (!hit || !hit.exact && !hit.lines) return void 0;
  let corrected = hit.corrected;
  if (finding.completeLastLine && hit.lines && corrected !== void 0) {
    corrected = finder.lines.slice(hit.lines.start - 1, hit.lines.end).join("\n");
    const firstLine2 = finder.lines[hit.lines.start - 1];
    const head = corrected.split("\n")[0];
    const sentHead = (hit.corrected ?? "").split("\n")[0];
    if (firstLine2.trimStart() !== sentHead.trimStart() && head.endsWith(sentHead)) corrected = corrected.slice(head.length - sentHead.length);
  }
  if (corrected !== void 0 && /\r?\n$/.test(oldString) && !corrected.endsWith("\n")) corrected += "\n";
  const detail = { kind: "pasted", sample: finding.sample, exact: hit.exact, ...finding.direction ? { direction: finding.direction } : {} };
  return { cause: finding.kind, ...hit.lines ? { lines: hit.lines } : {}, ...hit.candidate ? { candidate: hit.candidate } : {}, ...corrected !== void 0 ? { corrected } : {}, detail };
}
function diagnose(scene, index) {
  const oldString = scene.oldStrings[index];
  const finder = scene.finder;
  if (scene.text.trim().length === 0) return { cause: "empty_file", detail: { kind: "none" } };
  const fence = findMarkdownFence(oldString);
  if (fence) {
    const hit = tryVariants(finder, fence.variants, !finder.findExact(fence.opening));
    if (hit) return { cause: "markdown_fence", ...hit, detail: { kind: "fence", opening: fence.opening, exact: hit.exact } };
  }
  const diff = findDiffMarkers(oldString);
  if (diff) {
    const hit = tryVariants(finder, diff.variants, diff.distinctive);
    if (hit) {
      const side = diff.sides[hit.variant ?? 0] ?? "old";
      return { cause: "diff_markers", ...hit, detail: { kind: "diff", examples: diff.examples, side, exact: hit.exact } };
    }
  }
  const prefixes = findLineNumberPrefixes(oldString);
  if (prefixes) {
    const hit = tryVariants(finder, prefixes.variants, prefixes.distinctive);
    if (hit) return { cause: "line_number_prefixes", ...hit, detail: { kind: "prefix", example: prefixes.example, exact: hit.exact } };
  }
  if (scene.text.trimStart().startsWith("{") && scene.budget.charge(scene.text.length >> 3) && scene.text.includes('"cell_type"')) {
    const finding = findNotebookSource(oldString);
    const named = finding ? pastedHit(finder, { ...finding, strong: true }, oldString) : void 0;
    if (named && named.candidate) {
      const c = named.candidate;
      return { ...named, corrected: /\r?\n$/.test(oldString) ? `${c.text}
` : c.text };
    }
    if (named) return named;
  }
  for (const find of PASTED_FIRST) {
    const finding = find(oldString);
    const named = finding ? pastedHit(finder, finding, oldString) : void 0;
    if (named) return named;
  }
  const escaped2 = findEscapedText(oldString);
  if (escaped2) {
    const hit = tryVariants(finder, escaped2.variants, escaped2.lineBreaksEscaped);
    if (hit) return { cause: "escaped_text", ...hit, detail: { kind: "escape", sequences: escaped2.sequences, exact: hit.exact } };
  }
  const entities = findHtmlEntities(oldString);
  if (entities) {
    const hit = tryVariants(finder, entities.variants, false);
    if (hit) return { cause: "html_entities", ...hit, detail: { kind: "entities", entities: entities.entities, exact: hit.exact } };
  }
  const unicode = findUnicodeEscapes(oldString);
  if (unicode) {
    const hit = tryVariants(finder, unicode.variants, false);
    if (hit) return { cause: "unicode_escapes", ...hit, detail: { kind: "unicode", direction: unicode.direction, ...unicode.example, exact: hit.exact } };
  }
  const cut = findTrailingEllipsis(oldString);
  const cutHit = cut ? pastedHit(finder, cut, oldString) : void 0;
  if (cutHit) return cutHit;
  const elided = findElidedLines(oldString);
  if (elided) {
    const located = locateSegments(finder, elided.segments);
    const found = located && located.complete && elided.trailing ? { ...located, end: blockEnd(finder.lines, located.start, located.end, scene.budget) } : located;
    if (found || elided.commented) {
      const lines = found ?? locateLoosely(finder, elided.segments);
      const corrected = found && found.complete ? finder.lines.slice(found.start - 1, found.end).join("\n") : void 0;
      return {
        cause: "elided_lines",
        ...lines ? { lines: { start: lines.start, end: lines.end } } : {},
        ...corrected !== void 0 ? { corrected } : {},
        detail: { kind: "elision", markers: elided.markers, found: found?.complete ?? false }
      };
    }
  }
  const other = findOtherEdit(scene, index);
  if (other) return other;
  const dash = findEnDash(oldString);
  const dashHit = dash ? pastedHit(finder, dash, oldString) : void 0;
  if (dashHit) return dashHit;
  const search = finder.search(oldString);
  const base = fromCandidate(search, oldString);
  if (scene.readChanged && base.cause !== "line_endings" && base.cause !== "reformatted" && base.cause !== "reordered" && base.cause !== "blank_line_spaces") return { ...base, cause: "stale_text" };
  return base;
}
function onlyBlankLinesDiffer(candidate, oldString) {
  const sent = oldString.split("\n").map((line) => line.replace(/\r$/, ""));
  if (sent.length > 1 && sent[sent.length - 1] === "" && candidate.endsWithLineBreak) sent.pop();
  const there = candidate.text.split("\n");
  if (sent.length !== there.length) return false;
  let blankDiffers = false;
  for (let j = 0; j < sent.length; j++) {
    if (sent[j] === there[j]) continue;
    if (sent[j].trim().length > 0 || there[j].trim().length > 0) {
      if (j === 0 && there[j].endsWith(sent[j]) || j === sent.length - 1 && there[j].startsWith(sent[j])) continue;
      return false;
    }
    blankDiffers = true;
  }
  return blankDiffers;
}
function tryVariants(finder, variants, strong) {
  let inside;
  for (const [n, variant] of variants.entries()) {
    const lineCount2 = Math.max(1, variant.split("\n").length - (variant.endsWith("\n") ? 1 : 0));
    const whole = finder.findExact(variant, 0, true);
    if (whole) return { lines: { start: whole.first + 1, end: whole.first + lineCount2 }, corrected: variant, exact: true, variant: n };
    const run = inside ? void 0 : finder.findExact(variant);
    if (run) inside = { lines: { start: run.first + 1, end: run.first + lineCount2 }, corrected: variant, exact: true, variant: n };
  }
  if (inside) return inside;
  if (!strong) return void 0;
  let lead;
  for (const [n, variant] of variants.entries()) {
    const found = finder.search(variant).candidate;
    if (found && found.kind !== "weak" && found.kind !== "file_start" && found.kind !== "similar_lines") {
      const hit = { lines: { start: found.startLine, end: found.endLine }, candidate: found, exact: false, variant: n };
      if (found.wholeLines) hit.corrected = correctedText(found);
      return hit;
    }
    if (finder.stopped) break;
    lead ??= found;
  }
  return lead && lead.kind === "similar_lines" ? { lines: { start: lead.startLine, end: lead.endLine }, candidate: lead, exact: false } : { exact: false };
}
function locateSegments(finder, segments) {
  let start = -1;
  let end = -1;
  for (const [n, segment] of segments.entries()) {
    const part = trimEmptyLines(segment);
    const run = finder.findExact(part, Math.max(end, 0), true) ?? (n === 0 ? finder.findExact(part) : void 0);
    if (!run) return start === -1 ? void 0 : { start, end, complete: false };
    const first = run.first + 1;
    if (first <= end) return { start, end, complete: false };
    if (start === -1) start = first;
    end = first + part.split("\n").length - 1;
  }
  return start === -1 ? void 0 : { start, end, complete: true };
}
function locateLoosely(finder, segments) {
  const [first] = segments;
  if (first === void 0) return void 0;
  const found = finder.find(trimEmptyLines(first));
  return found && found.kind !== "file_start" && found.kind !== "weak" ? { start: found.startLine, end: found.endLine } : void 0;
}
function trimEmptyLines(value) {
  return withoutTrailingEmptyLines(value.replace(/^(?:[ \t]*\r?\n)+/, ""));
}
function withoutTrailingEmptyLines(value) {
  let cut = value.length;
  for (; ; ) {
    let at = cut;
    while (at > 0 && (value.charCodeAt(at - 1) === 32 || value.charCodeAt(at - 1) === 9)) at--;
    if (at === 0 || value.charCodeAt(at - 1) !== 10) break;
    at--;
    if (at > 0 && value.charCodeAt(at - 1) === 13) at--;
    cut = at;
  }
  return value.slice(0, cut);
}
function findOtherEdit(scene, index) {
  const oldString = scene.oldStrings[index];
  const { edits, text } = scene;
  const order = edits.map((_, j) => j).filter((j) => j !== index).sort((a, b) => a < index === b < index ? Math.abs(a - index) - Math.abs(b - index) : a < index ? -1 : 1);
  for (const j of order.slice(0, MAX_OTHER_EDITS)) {
    const newString = toEol(edits[j].new_string, oldString, scene.oldStrings[j]);
    const starts = scene.matchedStarts[j];
    const direction = j < index ? "earlier" : "later";
    const at = starts.length > 0 ? lineSpanOf(scene, starts[0], scene.oldStrings[j].length) : void 0;
    if (!scene.budget.charge(newString.length + oldString.length)) return void 0;
    if (newString.includes(oldString)) {
      return { cause: "written_by_other_edit", ...at ? { lines: at } : {}, detail: { kind: "other_edit", other: j, direction } };
    }
    if (starts.length !== 1) continue;
    const from = Math.max(0, starts[0] - oldString.length);
    const to = Math.min(text.length, starts[0] + scene.oldStrings[j].length + oldString.length);
    const local = text.slice(from, starts[0]) + newString + text.slice(starts[0] + scene.oldStrings[j].length, to);
    if (!scene.budget.charge(local.length * 2)) return void 0;
    if (local.includes(oldString)) {
      return { cause: "needs_other_edit", ...at ? { lines: at } : {}, detail: { kind: "other_edit", other: j, direction } };
    }
  }
  return void 0;
}
function toEol(newString, oldString, otherOld) {
  const crlf = oldString.includes("\r\n") || otherOld.includes("\r\n");
  const lf2 = newString.replace(/\r\n/g, "\n");
  return crlf ? lf2.replace(/\n/g, "\r\n") : lf2;
}
function lineSpanOf(scene, start, length) {
  return { start: scene.lines.lineAt(start), end: scene.lines.lineAt(start + Math.max(length - 1, 0)) };
}
function correctedText(candidate) {
  return candidate.endsWithLineBreak ? `${candidate.text}
` : candidate.text;
}
function fromCandidate(search, oldString) {
  const { candidate } = search;
  const stopped = search.stoppedAfterLines === void 0 ? {} : { stoppedAfterLines: search.stoppedAfterLines };
  if (!candidate) return { cause: search.stoppedAfterLines === void 0 ? "none" : "search_stopped", detail: { kind: "none" }, ...stopped };
  const lines = { start: candidate.startLine, end: candidate.endLine };
  const corrected = candidate.exactText !== void 0 ? { corrected: candidate.endsWithLineBreak ? `${candidate.exactText}
` : candidate.exactText } : candidate.wholeLines ? { corrected: correctedText(candidate) } : {};
  const blank = (candidate.kind === "indentation" || candidate.kind === "whitespace") && onlyBlankLinesDiffer(candidate, oldString);
  const cause = blank ? "blank_line_spaces" : candidate.kind === "similar_lines" ? candidate.differing ? "differing_line" : "similar_lines" : candidate.kind === "weak" ? "weak_lead" : candidate.kind;
  return { cause, lines, candidate, ...corrected, detail: { kind: "none" }, ...stopped };
}

// src/core/edit/editSemantics.ts
function checkEditSemantics(edits, wording = EDIT_WORDING) {
  const w = wording;
  if (edits.length === 0) {
    return [guardedError(
      "EMPTY_EDITS",
      "edits is empty; at least one edit is needed.",
      ["edits"],
      'Add at least one edit of the form { "old_string": "exact current text", "new_string": "replacement" }.'
    )];
  }
  const errors = [];
  const firstWithOldString = /* @__PURE__ */ new Map();
  const label = (index) => w.itemLabel(index, edits.length);
  edits.forEach((edit, index) => {
    if (edit.old_string.length === 0) {
      errors.push(emptyOldString(label(index), index, w));
      return;
    }
    if (hasNul(edit.new_string)) errors.push(binaryContentError(w.newText, ["edits", index, "new_string"], edit.new_string, label(index)));
    const oldLf = toLf(edit.old_string);
    if (oldLf === toLf(edit.new_string)) errors.push(noOpEdit(label(index), index, edit, w));
    const first = firstWithOldString.get(oldLf);
    if (first === void 0) firstWithOldString.set(oldLf, index);
    else errors.push(duplicateOldString(label(index), index, w.itemLabel(first, edits.length), first, edit.old_string, edits[first].old_string !== edit.old_string, w));
  });
  return errors;
}
function emptyOldString(label, index, w) {
  return guardedError(
    "EMPTY_OLD_STRING",
    `${label}: ${w.oldText} is empty; it must be the exact, non-empty text to replace.`,
    ["edits", index, "old_string"],
    `To insert text, set ${w.oldContext} to the existing text next to the insertion point (for example the whole line before it) and repeat that text in ${w.newText} together with the addition. To fill an empty file (it has no text to match), use guarded_create_file with overwrite: true.`
  );
}
function noOpEdit(label, index, edit, w) {
  const sameRaw = edit.old_string === edit.new_string;
  const how = sameRaw ? `is identical to ${w.oldText}` : `differs from ${w.oldText} only in line endings, which are converted to the file's own`;
  return guardedError(
    "NO_OP_EDIT",
    `${label}: ${w.newText} ${how} (${quote(edit.new_string)}), so the ${w.item} would change nothing.`,
    ["edits", index, "new_string"],
    `Put the changed text in ${w.newText}, or remove this ${w.item}.`
  );
}
function duplicateOldString(label, index, firstLabel, first, oldString, differsInLineEndings, w) {
  const same = differsInLineEndings ? `the same ${w.oldText}, apart from line endings,` : `the same ${w.oldText}`;
  const firstNamed = firstLabel.charAt(0).toLowerCase() + firstLabel.slice(1);
  return guardedError(
    "DUPLICATE_OLD_STRING",
    `${label} has ${same} as ${firstNamed} (${quote(oldString)}). All ${w.items} match the text as it is now, so both would replace the same text.`,
    ["edits", index, "old_string"],
    `Merge ${itemPair(w, first, index)} into one ${w.item}, or include different surrounding lines in ${w.eachOldContext} so that each matches its own place.`
  );
}

// src/core/edit/tolerantMatch.ts
function findTolerantMatch(finder, lines, oldString, newString, eol, budget) {
  const patternLines = oldString.split("\n").map(stripCr);
  const endsWithBreak = patternLines.length > 1 && patternLines[patternLines.length - 1] === "";
  if (endsWithBreak) patternLines.pop();
  const trimmed = patternLines.map((line) => line.trim());
  if (trimmed.every((line) => line.length === 0)) return { kind: "none" };
  const anchor = trimmed.reduce((best, line, j) => line.length > trimmed[best].length ? j : best, 0);
  const k = patternLines.length;
  const starts = [];
  for (let i = anchor; i <= finder.lines.length - (k - anchor) && starts.length < 2; i++) {
    const raw = finder.lines[i];
    if (!budget.charge(raw.length < trimmed[anchor].length ? LINE_COST : raw.length + LINE_COST)) return { kind: "none" };
    if (raw.length < trimmed[anchor].length) continue;
    if (raw.trim() !== trimmed[anchor]) continue;
    const start2 = i - anchor;
    let all = true;
    for (let j = 0; j < k && all; j++) all = finder.lines[start2 + j].trim() === trimmed[j];
    if (all) starts.push(start2);
  }
  if (starts.length === 0) return { kind: "none" };
  if (starts.length > 1) return { kind: "ambiguous", lines: starts.map((s) => s + 1) };
  const first = starts[0];
  const fileLines = finder.lines.slice(first, first + k);
  const indents = indentMap(patternLines, fileLines);
  if (!indents) return { kind: "inconsistent", startLine: first + 1, endLine: first + k };
  const start = lines.lineStart(first + 1);
  const end = lines.lineEnd(first + k, endsWithBreak);
  const newText = keepUnchangedLines(newString.split("\n").map(stripCr), patternLines, fileLines, indents).join(eol);
  return { kind: "unique", start, end, oldText: lines.text.slice(start, end), newText, startLine: first + 1, endLine: first + k };
}
function keepUnchangedLines(newLines, patternLines, fileLines, indents) {
  const out = newLines.map((line) => reindent(line, indents));
  let head = 0;
  while (head < newLines.length && head < patternLines.length && newLines[head] === patternLines[head]) {
    out[head] = fileLines[head];
    head++;
  }
  for (let tail = 1; tail <= newLines.length - head && tail <= patternLines.length - head; tail++) {
    if (newLines[newLines.length - tail] !== patternLines[patternLines.length - tail]) break;
    out[newLines.length - tail] = fileLines[patternLines.length - tail];
  }
  return out;
}
function indentMap(patternLines, fileLines) {
  const map = /* @__PURE__ */ new Map();
  for (let j = 0; j < patternLines.length; j++) {
    if (patternLines[j].trim().length === 0) continue;
    const from = leading(patternLines[j]);
    const to = leading(fileLines[j]);
    const known = map.get(from);
    if (known !== void 0 && known !== to) return void 0;
    map.set(from, to);
  }
  return map;
}
function reindent(line, indents) {
  if (line.trim().length === 0) return line;
  const indent = leading(line);
  const exact = indents.get(indent);
  if (exact !== void 0) return exact + line.slice(indent.length);
  let best;
  for (const key of indents.keys()) if (indent.startsWith(key) && (best === void 0 || key.length > best.length)) best = key;
  return best === void 0 ? line : (indents.get(best) ?? "") + line.slice(best.length);
}
function leading(line) {
  return line.slice(0, line.length - line.trimStart().length);
}
function stripCr(line) {
  return line.endsWith("\r") ? line.slice(0, -1) : line;
}

// src/core/edit/missResolution.ts
var MAX_DIAGNOSED_MISSES = 20;
function resolveMisses(inputs, missed) {
  const edits = [...inputs.edits];
  const oldStrings = [...inputs.oldStrings];
  const matched = [];
  if (missed.length === 0) return { effective: { edits, oldStrings }, matched };
  const budget = inputs.budget ?? WorkBudget.forText(inputs.text.length);
  const finder = new CandidateFinder(inputs.text, budget);
  const notes = /* @__PURE__ */ new Map();
  const stillMissed = [];
  for (const index of missed) {
    const edit = inputs.edits[index];
    const single = edit.replace_all !== true && (edit.expected_replacements === void 0 || edit.expected_replacements === 1);
    if (inputs.matching !== "whitespace" || !single) {
      stillMissed.push(index);
      continue;
    }
    const newString = toDocumentEol(edit.new_string, inputs.eol);
    const outcome = findTolerantMatch(finder, inputs.context.lines, oldStrings[index], newString, inputs.eol, budget);
    if (outcome.kind === "unique") {
      const clash = inputs.matches.find((m) => m.index !== index && m.start < outcome.end && outcome.start < m.end);
      if (clash) {
        notes.set(index, ` (guardedEdit.matching is "whitespace" and lines ${outcome.startLine}-${outcome.endLine} match after normalising whitespace, but ${itemName(inputs.context.wording, clash.index)} changes text there, so it is not applied.)`);
        stillMissed.push(index);
        continue;
      }
      inputs.matches.push({ index, start: outcome.start, end: outcome.end });
      oldStrings[index] = outcome.oldText;
      edits[index] = { ...edit, new_string: outcome.newText };
      matched.push({ edit: index + 1, how: "whitespace", start_line: outcome.startLine, end_line: outcome.endLine });
      continue;
    }
    if (outcome.kind === "ambiguous") {
      notes.set(index, ` (guardedEdit.matching is "whitespace", but lines ${outcome.lines.join(" and ")} both match after normalising whitespace, so neither is applied.)`);
    } else if (outcome.kind === "inconsistent") {
      notes.set(index, ` (guardedEdit.matching is "whitespace" and lines ${outcome.startLine}-${outcome.endLine} match after normalising whitespace, but their indentation differs from ${inputs.context.wording.oldText}'s unevenly, so ${inputs.context.wording.newText} could not be re-indented and nothing is applied.)`);
    }
    stillMissed.push(index);
  }
  const scene = {
    text: inputs.text,
    edits: inputs.edits,
    oldStrings: inputs.oldStrings,
    matchedStarts: inputs.found,
    readChanged: inputs.readChanged === true,
    finder,
    budget,
    ...inputs.changesSinceRead ? { changesSinceRead: inputs.changesSinceRead } : {},
    // The index of every line is built only if a diagnosis names another edit's lines.
    get lines() {
      return inputs.context.lines;
    }
  };
  stillMissed.forEach((index, n) => {
    const diagnosis = n < MAX_DIAGNOSED_MISSES ? diagnoseMiss(scene, index) : "skipped";
    const error = notFoundError(inputs.context, index, inputs.edits[index].old_string, diagnosis);
    const note = notes.get(index);
    inputs.errors.push(note ? { ...error, message: error.message + note } : error);
  });
  inputs.errors.sort((a, b) => Number(a.path[1]) - Number(b.path[1]));
  return { effective: { edits, oldStrings }, matched };
}

// src/core/search/alignedBlocks.ts
var BLOCK = 16;
var RESIDUES = 4;
var CANDIDATES_PER_RESIDUE = 6;
var TEXT_SAMPLE = 16384;
var PATTERN_SAMPLE = 1024;
var SKETCH_BITS = 17;
var MIX_0 = 2654435761 | 0;
var MIX_1 = 2246822507 | 0;
var MIX_2 = 3266489909 | 0;
var MIX_3 = 668265263 | 0;
var FILTER_MIX = 374761393 | 0;
var LITTLE_ENDIAN = new Uint8Array(new Int32Array([1]).buffer)[0] === 1;
function blockKey(w0, w1, w2, w3) {
  return (Math.imul(w0, MIX_0) ^ Math.imul(w1, MIX_1)) + (Math.imul(w2, MIX_2) ^ Math.imul(w3 ^ w3 >>> 15, MIX_3)) | 0;
}
function chooseAnchors(patterns, words, textLength) {
  const { count } = patterns;
  const sketch = new Uint8Array(1 << SKETCH_BITS);
  const seen = (key) => Math.imul(key, FILTER_MIX) >>> 32 - SKETCH_BITS;
  const blocks = Math.max(0, (textLength >>> 2) - 3);
  const textStep = Math.max(1, Math.floor(blocks / TEXT_SAMPLE));
  for (let j = 0; j < blocks; j += textStep) {
    const at = seen(blockKey(words[j], words[j + 1], words[j + 2], words[j + 3]));
    if (sketch[at] < 255) sketch[at]++;
  }
  const candidates = new Candidates(patterns);
  const patternStep = Math.ceil(count / PATTERN_SAMPLE);
  for (let p = 0; p < count; p += patternStep) {
    if (!patterns.isActive(p)) continue;
    for (let r = 0; r < RESIDUES; r++) {
      const n = candidates.inResidue(p, r);
      for (let k = 0; k < n; k++) {
        const at = seen(candidates.key(k));
        if (sketch[at] < 255) sketch[at]++;
      }
    }
  }
  const anchors = { offsets: new Int32Array(count * RESIDUES), keys: new Int32Array(count * RESIDUES) };
  for (let p = 0; p < count; p++) {
    if (!patterns.isActive(p)) continue;
    for (let r = 0; r < RESIDUES; r++) {
      const n = candidates.inResidue(p, r);
      let best = 0;
      let bestKey = candidates.key(0);
      let bestCount = sketch[seen(bestKey)];
      for (let k = 1; k < n && bestCount > 0; k++) {
        const key = candidates.key(k);
        const candidateCount = sketch[seen(key)];
        if (candidateCount < bestCount) {
          best = k;
          bestKey = key;
          bestCount = candidateCount;
        }
      }
      anchors.offsets[p * RESIDUES + r] = candidates.offsets[best];
      anchors.keys[p * RESIDUES + r] = bestKey;
    }
  }
  return anchors;
}
var Candidates = class {
  constructor(patterns) {
    this.patterns = patterns;
    const { bytes } = patterns;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  offsets = new Int32Array(CANDIDATES_PER_RESIDUE);
  /** Reads a word as the text's Int32Array view reads it: in the platform's byte order. */
  view;
  base = 0;
  /** Fills offsets with the candidates of pattern p's class r (offsets r, r + 4, ..., evenly spread); returns how many. */
  inResidue(p, r) {
    this.base = this.patterns.byteOffset(p);
    const available = Math.floor((this.patterns.length(p) - BLOCK - r) / RESIDUES) + 1;
    const taken = Math.min(available, CANDIDATES_PER_RESIDUE);
    for (let k = 0; k < taken; k++) {
      const step = taken === available ? k : Math.round(k * (available - 1) / (taken - 1));
      this.offsets[k] = r + RESIDUES * step;
    }
    return taken;
  }
  /** The key of candidate k of the last inResidue. */
  key(k) {
    const at = this.base + this.offsets[k];
    const { view } = this;
    return blockKey(view.getInt32(at, LITTLE_ENDIAN), view.getInt32(at + 4, LITTLE_ENDIAN), view.getInt32(at + 8, LITTLE_ENDIAN), view.getInt32(at + 12, LITTLE_ENDIAN));
  }
};

// src/core/search/scanBudget.ts
var WASTE_TEXT_SHARE = 0.25;
var HIT_COST = 8;
var WASTE_PER_PATTERN_LENGTH = 4;
var WASTE_SLACK = 256;
function allowanceFor(patternLength) {
  return WASTE_PER_PATTERN_LENGTH * patternLength + WASTE_SLACK;
}
var PREFIX_COMPARE = 32;
function mismatchAt(text, pattern, start) {
  const head = Math.min(pattern.length, PREFIX_COMPARE);
  for (let i = 0; i < head; i++) if (text.charCodeAt(start + i) !== pattern.charCodeAt(i)) return i + 1;
  if (head === pattern.length || text.startsWith(pattern, start)) return -1;
  return pattern.length;
}

// src/core/search/alignedPatterns.ts
var BYTES = 0;
var LENGTH = 1;
var MAX_OFFSET = 2;
var FIRST = 3;
var LIMIT = 4;
var OVERLAPPING = 5;
var BUDGET = 6;
var ACTIVE = 7;
var STRIDE = 8;
var NO_START = -1;
var NO_LIMIT = 2147483647;
var PatternBook = class {
  /**
   * Copies the patterns' characters. A pattern with a character beyond ASCII is not searched here
   * (see scanAligned): it starts inactive, with no bytes.
   */
  constructor(states, queryIndex) {
    this.states = states;
    this.queryIndex = queryIndex;
    const count = states.length;
    this.count = count;
    this.info = new Int32Array(count * STRIDE);
    this.lists = new Array(count);
    const patterns = states.map((state) => state.query.pattern);
    const joined = patterns.join("");
    this.bytes = new Uint8Array(joined.length);
    const allAscii = new TextEncoder().encodeInto(joined, this.bytes).read === joined.length;
    let offset = 0;
    for (let p = 0; p < count; p++) {
      const { limit, overlapping } = states[p].query;
      const pattern = patterns[p];
      const at = p * STRIDE;
      this.info[at + FIRST] = NO_START;
      if (!allAscii && !copyAscii(pattern, this.bytes, offset)) continue;
      this.info[at + BYTES] = offset;
      this.info[at + LENGTH] = pattern.length;
      this.info[at + LIMIT] = Math.min(limit, NO_LIMIT);
      this.info[at + OVERLAPPING] = overlapping ? 1 : 0;
      this.info[at + BUDGET] = allowanceFor(pattern.length);
      this.info[at + ACTIVE] = 1;
      this.activeCount++;
      offset += pattern.length;
    }
  }
  info;
  /** Every ASCII pattern's characters, one byte each, at its BYTES offset. */
  bytes;
  /** Per pattern from its second start on: all its starts, ascending. */
  lists;
  count;
  activeCount = 0;
  /** Query indexes of the patterns left to the linear fallback. */
  overBudget = [];
  /** The largest offset of the pattern's anchors: a start s is found at s plus one of them. */
  setMaxOffset(p, value) {
    this.info[p * STRIDE + MAX_OFFSET] = value;
  }
  isActive(p) {
    return this.info[p * STRIDE + ACTIVE] === 1;
  }
  byteOffset(p) {
    return this.info[p * STRIDE + BYTES];
  }
  length(p) {
    return this.info[p * STRIDE + LENGTH];
  }
  /**
   * Records a verified start (they come almost in order). Returns the starts moved to keep the
   * list sorted, or -1 when the new occurrence overlaps a neighbour: the pattern repeats itself.
   */
  record(p, start) {
    const at = p * STRIDE;
    const length = this.info[at + LENGTH];
    const first = this.info[at + FIRST];
    if (first === NO_START) {
      this.info[at + FIRST] = start;
      return 0;
    }
    let list = this.lists[p];
    if (!list) {
      list = [first];
      this.lists[p] = list;
    }
    let i = list.length;
    list.push(start);
    while (i > 0 && list[i - 1] > start) {
      list[i] = list[i - 1];
      i--;
    }
    list[i] = start;
    this.info[at + FIRST] = list[0];
    if (i > 0 && list[i - 1] + length > start || i + 1 < list.length && start + length > list[i + 1]) return -1;
    return list.length - 1 - i;
  }
  /**
   * Whether an overlapping query with a limit has its first `limit` starts for certain: no start
   * before the last of them can still be found once the scan is past it by the pattern's largest
   * anchor offset (a start s is found at s + its anchor's offset).
   */
  isSettled(p, blockStart) {
    const at = p * STRIDE;
    const limit = this.info[at + LIMIT];
    const list = this.lists[p];
    const found = list ? list.length : this.info[at + FIRST] === NO_START ? 0 : 1;
    if (this.info[at + OVERLAPPING] !== 1 || found < limit) return false;
    const lastNeeded = list ? list[limit - 1] : this.info[at + FIRST];
    return lastNeeded < blockStart - this.info[at + MAX_OFFSET];
  }
  /** Spends verification work; true when the pattern's allowance and then the shared pool are used up. */
  charge(p, cost, pool) {
    const at = p * STRIDE + BUDGET;
    this.info[at] -= cost;
    if (this.info[at] >= 0) return false;
    pool.left += this.info[at];
    this.info[at] = 0;
    return pool.left < 0;
  }
  /** The pattern leaves the table (satisfied, or `fallback`: its starts are dropped and the linear search takes it). */
  leave(p, fallback) {
    const at = p * STRIDE;
    if (this.info[at + ACTIVE] === 0) return;
    this.info[at + ACTIVE] = 0;
    this.activeCount--;
    if (!fallback) return;
    this.info[at + FIRST] = NO_START;
    this.lists[p] = void 0;
    this.overBudget.push(this.queryIndex[p]);
  }
  /** The queries' rules applied to each pattern's sorted starts (those left to the fallback have none). */
  finish() {
    this.states.forEach((state, p) => {
      const first = this.info[p * STRIDE + FIRST];
      if (first === NO_START) return;
      const list = this.lists[p] ?? [first];
      for (const start of list) if (state.wants(start) && state.accept(start)) break;
    });
  }
};
function copyAscii(pattern, into, at) {
  let seen = 0;
  for (let i = 0; i < pattern.length; i++) {
    const unit = pattern.charCodeAt(i);
    seen |= unit;
    into[at + i] = unit;
  }
  return seen <= 127;
}

// src/core/search/alignedScan.ts
var MIN_ALIGNED_LENGTH = BLOCK + RESIDUES - 1;
var SLOTS_PER_ENTRY = 64;
var MIN_TABLE_BITS = 10;
var MAX_TABLE_BITS = 19;
var MAX_HEAD_BITS = 17;
var KEY = 0;
var OFFSET = 1;
var PATTERN = 2;
var NEXT = 3;
var FIELDS = 4;
var M0 = MIX_0;
var M1 = MIX_1;
var M2 = MIX_2;
var M3 = MIX_3;
var FILTER = FILTER_MIX;
var HIT = HIT_COST;
function scanAligned(text, states, indices, pool) {
  const { words, bytes } = text;
  const book = new PatternBook(indices.map((index) => states[index]), indices);
  if (book.activeCount === 0) return [];
  const anchors = chooseAnchors(book, words, bytes.length);
  for (let p = 0; p < book.count; p++) {
    let largest = 0;
    for (let r = 0; r < RESIDUES; r++) largest = Math.max(largest, anchors.offsets[p * RESIDUES + r]);
    book.setMaxOffset(p, largest);
  }
  const table = buildTable(anchors, book);
  const scan = { table, book, text: bytes, pool };
  const { occupied, mixed, heads, shift, headShift } = table;
  const last = Math.min(words.length, (bytes.length >>> 2) + 1);
  let w0 = words[0];
  let w1 = words[1];
  let w2 = words[2];
  for (let j = 3; j < last; j++) {
    const w3 = words[j];
    const key = (Math.imul(w0, M0) ^ Math.imul(w1, M1)) + (Math.imul(w2, M2) ^ Math.imul(w3 ^ w3 >>> 15, M3)) | 0;
    w0 = w1;
    w1 = w2;
    w2 = w3;
    const slot = key >>> shift;
    if ((occupied[slot >>> 5] & 1 << (slot & 31)) === 0) continue;
    const filter = Math.imul(key, FILTER) >>> shift;
    if ((mixed[filter >>> 5] & 1 << (filter & 31)) === 0) continue;
    if (verifyChain(scan, heads[key >>> headShift], key, j - 3 << 2) === 0) break;
  }
  book.finish();
  return book.overBudget;
}
function buildTable({ offsets, keys }, book) {
  const entryCount = offsets.length;
  let bits = MIN_TABLE_BITS;
  while (bits < MAX_TABLE_BITS && 1 << bits < entryCount * SLOTS_PER_ENTRY) bits++;
  const table = {
    entries: new Int32Array(entryCount * FIELDS),
    entryPrevious: new Int32Array(entryCount),
    heads: new Int32Array(1 << Math.min(bits, MAX_HEAD_BITS)),
    occupied: new Int32Array(Math.max(1, 1 << bits >>> 5)),
    mixed: new Int32Array(Math.max(1, 1 << bits >>> 5)),
    shift: 32 - bits,
    headShift: 32 - Math.min(bits, MAX_HEAD_BITS)
  };
  const { entries, heads, entryPrevious } = table;
  for (let entry = 0; entry < entryCount; entry++) {
    const p = entry / RESIDUES | 0;
    if (!book.isActive(p)) continue;
    const at = entry * FIELDS;
    entries[at + KEY] = keys[entry];
    entries[at + OFFSET] = offsets[entry];
    entries[at + PATTERN] = p;
    const head = keys[entry] >>> table.headShift;
    entries[at + NEXT] = heads[head];
    if (heads[head] !== 0) entryPrevious[heads[head] - 1] = entry + 1;
    heads[head] = entry + 1;
    const slot = keys[entry] >>> table.shift;
    table.occupied[slot >>> 5] |= 1 << (slot & 31);
    const filter = Math.imul(keys[entry], FILTER_MIX) >>> table.shift;
    table.mixed[filter >>> 5] |= 1 << (filter & 31);
  }
  return table;
}
function verifyChain(scan, head, key, blockStart) {
  const { table, book, text } = scan;
  const { entries } = table;
  for (let link = head; link !== 0; ) {
    const at = (link - 1) * FIELDS;
    link = entries[at + NEXT];
    if (entries[at + KEY] !== key) continue;
    const start = blockStart - entries[at + OFFSET];
    const p = entries[at + PATTERN];
    if (start < 0 || !book.isActive(p)) continue;
    let cost = HIT;
    const compared = bytesDifferAt(text, start, book.bytes, book.byteOffset(p), book.length(p));
    if (compared < 0) {
      const moved = book.record(p, start);
      if (moved < 0) {
        leave(table, book, p, true);
        continue;
      }
      if (book.isSettled(p, blockStart)) {
        leave(table, book, p, false);
        continue;
      }
      cost += moved;
    } else {
      cost += compared;
    }
    if (book.charge(p, cost, scan.pool)) leave(table, book, p, true);
  }
  return book.activeCount;
}
function bytesDifferAt(text, start, patterns, from, length) {
  if (start + length > text.length) return 1;
  for (let i = 0; i < length; i++) if (text[start + i] !== patterns[from + i]) return i + 1;
  return -1;
}
function leave(table, book, p, fallback) {
  if (!book.isActive(p)) return;
  book.leave(p, fallback);
  const { entries, entryPrevious } = table;
  for (let entry = p * RESIDUES; entry < (p + 1) * RESIDUES; entry++) {
    const previous = entryPrevious[entry];
    const next = entries[entry * FIELDS + NEXT];
    if (previous !== 0) entries[(previous - 1) * FIELDS + NEXT] = next;
    else table.heads[entries[entry * FIELDS + KEY] >>> table.headShift] = next;
    if (next !== 0) entryPrevious[next - 1] = previous;
  }
}

// src/core/search/asciiCodes.ts
var ENCODER = new TextEncoder();
var NON_ASCII = /[^\0-\x7f]+/g;
var UNITS_PER_RUN = 256;
function asciiCodes(text) {
  const buffer = new ArrayBuffer((text.length >>> 2) + 2 << 2);
  const bytes = new Uint8Array(buffer, 0, text.length);
  if (ENCODER.encodeInto(text, bytes).read === text.length) return { bytes, words: new Int32Array(buffer), pure: true };
  const maxRuns = Math.floor(text.length / UNITS_PER_RUN);
  let runs = 0;
  let from = 0;
  NON_ASCII.lastIndex = 0;
  for (let run = NON_ASCII.exec(text); run !== null; run = NON_ASCII.exec(text)) {
    if (++runs > maxRuns) return void 0;
    ENCODER.encodeInto(text.slice(from, run.index), bytes.subarray(from, run.index));
    const end = run.index + run[0].length;
    for (let i = run.index; i < end; i++) bytes[i] = 128 | text.charCodeAt(i) & 127;
    from = end;
  }
  ENCODER.encodeInto(text.slice(from), bytes.subarray(from));
  return { bytes, words: new Int32Array(buffer), pure: false };
}
function isAscii(value) {
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) > 127) return false;
  return true;
}

// src/core/search/hashCounter.ts
var HashCounter = class {
  keys;
  counts;
  mask;
  shift;
  constructor(capacity) {
    let bits = 4;
    while (1 << bits < capacity * 2) bits++;
    this.keys = new Int32Array(1 << bits);
    this.counts = new Int32Array(1 << bits);
    this.mask = (1 << bits) - 1;
    this.shift = 32 - bits;
  }
  add(key) {
    const slot = this.find(key);
    this.keys[slot] = key;
    this.counts[slot]++;
  }
  get(key) {
    return this.counts[this.find(key)];
  }
  /** The slot holding key, or the empty slot where it would go (count 0 marks empty). */
  find(key) {
    let slot = Math.imul(key, 2654435761) >>> this.shift;
    while (this.counts[slot] !== 0 && this.keys[slot] !== key) slot = slot + 1 & this.mask;
    return slot;
  }
};

// src/core/search/gearScan.ts
var MAX_WINDOW = 32;
var MIX = 2654435761 | 0;
var SLOTS_PER_PATTERN = 64;
var MIN_TABLE_BITS2 = 10;
var MAX_TABLE_BITS2 = 18;
var CANDIDATES = 5;
var ROLL_LIMIT = CANDIDATES;
var GEAR = new Int32Array(0);
var GEAR_SEED = 2654435769;
function windowFor(length) {
  let window = 1;
  while (window * 2 <= Math.min(length, MAX_WINDOW)) window *= 2;
  return window;
}
function scanWithWindow(text, codes, states, indices, window, pool) {
  if (GEAR.length === 0) GEAR = buildGearTable(GEAR_SEED);
  const patterns = states.map((s) => s.query.pattern);
  const multiplier = 2 ** (MAX_WINDOW / window) | 0;
  const anchors = chooseAnchors2(patterns, indices, window, multiplier);
  let bits = MIN_TABLE_BITS2;
  while (bits < MAX_TABLE_BITS2 && 1 << bits < indices.length * SLOTS_PER_PATTERN) bits++;
  const shift = 32 - bits;
  const occupied = new Int32Array(Math.max(1, 1 << bits >>> 5));
  const mixed = new Int32Array(occupied.length);
  const heads = new Int32Array(1 << bits);
  const entryNext = new Int32Array(indices.length);
  const entryPrevious = new Int32Array(indices.length);
  const budget = new Float64Array(indices.length);
  for (let entry = 0; entry < indices.length; entry++) {
    const slot = anchors.hash[entry] >>> shift;
    entryNext[entry] = heads[slot];
    if (heads[slot] !== 0) entryPrevious[heads[slot] - 1] = entry + 1;
    heads[slot] = entry + 1;
    occupied[slot >>> 5] |= 1 << (slot & 31);
    const mix = Math.imul(anchors.hash[entry], MIX) >>> shift;
    mixed[mix >>> 5] |= 1 << (mix & 31);
    budget[entry] = allowanceFor(patterns[indices[entry]].length);
  }
  const table = {
    anchors,
    entryNext,
    entryPrevious,
    heads,
    occupied,
    mixed,
    shift,
    indices,
    patterns,
    states,
    budget,
    pool,
    active: indices.length,
    overBudget: []
  };
  if (codes) scanCodes(text, codes, table, multiplier, window - 1);
  else scanText(text, table, multiplier, window - 1);
  return table.overBudget;
}
function scanText(text, table, multiplier, last) {
  const { occupied, mixed, heads, shift } = table;
  const gear = GEAR;
  const length = text.length;
  let hash = 0;
  for (let end = 0; end < length; end++) {
    hash = Math.imul(hash, multiplier) + gear[text.charCodeAt(end)] | 0;
    const slot = hash >>> shift;
    if ((occupied[slot >>> 5] & 1 << (slot & 31)) !== 0 && end >= last) {
      const mix = Math.imul(hash, MIX) >>> shift;
      if ((mixed[mix >>> 5] & 1 << (mix & 31)) !== 0 && verifyChain2(text, table, heads[slot], hash, end - last) === 0) return;
    }
  }
}
function scanCodes(text, codes, table, multiplier, last) {
  const { occupied, mixed, heads, shift } = table;
  const gear = GEAR;
  const length = codes.length;
  let hash = 0;
  for (let end = 0; end < length; end++) {
    hash = Math.imul(hash, multiplier) + gear[codes[end]] | 0;
    const slot = hash >>> shift;
    if ((occupied[slot >>> 5] & 1 << (slot & 31)) !== 0 && end >= last) {
      const mix = Math.imul(hash, MIX) >>> shift;
      if ((mixed[mix >>> 5] & 1 << (mix & 31)) !== 0 && verifyChain2(text, table, heads[slot], hash, end - last) === 0) return;
    }
  }
}
function verifyChain2(text, table, head, hash, windowStart) {
  for (let link = head; link !== 0; ) {
    const entry = link - 1;
    link = table.entryNext[entry];
    const start = windowStart - table.anchors.offset[entry];
    if (table.anchors.hash[entry] !== hash || start < 0) continue;
    const patternIndex = table.indices[entry];
    const state = table.states[patternIndex];
    table.budget[entry] -= HIT_COST;
    if (state.wants(start)) {
      const pattern = table.patterns[patternIndex];
      const compared = mismatchAt(text, pattern, start);
      if (compared < 0) {
        if (state.accept(start)) removeEntry(table, entry);
        continue;
      }
      table.budget[entry] -= compared;
    }
    if (table.budget[entry] < 0) {
      table.pool.left += table.budget[entry];
      table.budget[entry] = 0;
      if (table.pool.left < 0) {
        state.reset();
        table.overBudget.push(patternIndex);
        removeEntry(table, entry);
      }
    }
  }
  return table.active;
}
function removeEntry(table, entry) {
  const previous = table.entryPrevious[entry];
  const next = table.entryNext[entry];
  if (previous !== 0) table.entryNext[previous - 1] = next;
  else {
    const slot = table.anchors.hash[entry] >>> table.shift;
    table.heads[slot] = next;
    if (next === 0) table.occupied[slot >>> 5] &= ~(1 << (slot & 31));
  }
  if (next !== 0) table.entryPrevious[next - 1] = previous;
  table.active--;
}
function chooseAnchors2(patterns, indices, window, multiplier) {
  const count = indices.length;
  const offsets = new Int32Array(count * CANDIDATES);
  const hashes = new Int32Array(count * CANDIDATES);
  const sharing = new HashCounter(count * CANDIDATES);
  const rolled = new Int32Array(ROLL_LIMIT * window);
  for (let entry = 0; entry < count; entry++) {
    const pattern = patterns[indices[entry]];
    const span = pattern.length - window;
    const roll = pattern.length <= rolled.length;
    if (roll) rollingHashes(pattern, window, multiplier, rolled);
    for (let k = 0; k < CANDIDATES; k++) {
      const offset = spreadOffset(span, k);
      const hash = roll ? rolled[offset] : windowHash(pattern, offset, window, multiplier);
      offsets[entry * CANDIDATES + k] = offset;
      hashes[entry * CANDIDATES + k] = hash;
      let seen = false;
      for (let j = 0; j < k && !seen; j++) seen = hashes[entry * CANDIDATES + j] === hash;
      if (!seen) sharing.add(hash);
    }
  }
  const anchors = { offset: new Int32Array(count), hash: new Int32Array(count) };
  for (let entry = 0; entry < count; entry++) {
    let best = entry * CANDIDATES;
    let bestSharing = sharing.get(hashes[best]);
    for (let k = 1; k < CANDIDATES; k++) {
      const candidate = entry * CANDIDATES + k;
      const candidateSharing = sharing.get(hashes[candidate]);
      if (candidateSharing < bestSharing) {
        best = candidate;
        bestSharing = candidateSharing;
      }
    }
    anchors.offset[entry] = offsets[best];
    anchors.hash[entry] = hashes[best];
  }
  return anchors;
}
function spreadOffset(span, k) {
  switch (k) {
    case 0:
      return 0;
    case 1:
      return span;
    case 2:
      return span >> 1;
    case 3:
      return span >> 2;
    default:
      return span - (span >> 2);
  }
}
function rollingHashes(value, window, multiplier, into) {
  let hash = 0;
  for (let i = 0; i < value.length; i++) {
    hash = Math.imul(hash, multiplier) + GEAR[value.charCodeAt(i)] | 0;
    if (i >= window - 1) into[i - window + 1] = hash;
  }
}
function windowHash(value, offset, window, multiplier) {
  let hash = 0;
  for (let i = offset; i < offset + window; i++) hash = Math.imul(hash, multiplier) + GEAR[value.charCodeAt(i)] | 0;
  return hash;
}
function buildGearTable(seed) {
  const table = new Int32Array(65536);
  let state = seed | 0;
  for (let i = 0; i < table.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    table[i] = state;
  }
  return table;
}

// src/core/search/linearSearch.ts
function kmpSearch(text, state) {
  const pattern = state.query.pattern;
  const m = pattern.length;
  if (m === 0 || m > text.length || state.stopped) return;
  const units = new Uint16Array(m);
  for (let i = 0; i < m; i++) units[i] = pattern.charCodeAt(i);
  const border = new Int32Array(m);
  for (let i = 1, k2 = 0; i < m; i++) {
    while (k2 > 0 && units[i] !== units[k2]) k2 = border[k2 - 1];
    if (units[i] === units[k2]) k2++;
    border[i] = k2;
  }
  const overlapping = state.query.overlapping;
  const length = text.length;
  let k = 0;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    while (k > 0 && units[k] !== c) k = border[k - 1];
    if (units[k] === c) k++;
    if (k === m) {
      const start = i - m + 1;
      if (state.wants(start) && state.accept(start)) return;
      k = overlapping ? border[m - 1] : 0;
    }
  }
}
function ahoCorasickSearch(text, states) {
  const automaton = buildAutomaton(states);
  let remaining = states.filter((s) => !s.stopped).length;
  if (remaining === 0) return;
  const { fail, output, dictionary, nextSameNode } = automaton;
  const length = text.length;
  let node = 0;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    let next = childOf(automaton, node, c);
    while (next === 0 && node !== 0) {
      node = fail[node];
      next = childOf(automaton, node, c);
    }
    node = next;
    for (let at = output[node] !== 0 ? node : dictionary[node]; at !== 0; at = dictionary[at]) {
      for (let link = output[at]; link !== 0; link = nextSameNode[link - 1]) {
        const state = states[link - 1];
        const start = i - state.query.pattern.length + 1;
        if (state.wants(start) && state.accept(start) && --remaining === 0) return;
      }
    }
  }
}
function childOf(automaton, node, c) {
  if (automaton.firstChar[node] === c) return automaton.firstChild[node];
  if (automaton.hasMore[node] === 0) return 0;
  return automaton.edges.get(node * 65536 + c) ?? 0;
}
function buildAutomaton(states) {
  let capacity = 1;
  for (const s of states) capacity += s.query.pattern.length;
  const edges = /* @__PURE__ */ new Map();
  const firstChar = new Int32Array(capacity).fill(-1);
  const firstChild = new Int32Array(capacity);
  const hasMore = new Uint8Array(capacity);
  const output = new Int32Array(capacity);
  const nextSameNode = new Int32Array(states.length);
  let nodes = 1;
  states.forEach((state, index) => {
    const pattern = state.query.pattern;
    if (pattern.length === 0 || state.stopped) return;
    let node = 0;
    for (let i = 0; i < pattern.length; i++) {
      const c = pattern.charCodeAt(i);
      let child = firstChar[node] === c ? firstChild[node] : edges.get(node * 65536 + c);
      if (child === void 0) {
        child = nodes++;
        if (firstChar[node] === -1) {
          firstChar[node] = c;
          firstChild[node] = child;
        } else {
          edges.set(node * 65536 + c, child);
          hasMore[node] = 1;
        }
      }
      node = child;
    }
    nextSameNode[index] = output[node];
    output[node] = index + 1;
  });
  const children = Array.from({ length: nodes }, () => []);
  for (let n = 0; n < nodes; n++) if (firstChar[n] !== -1) children[n].push(firstChar[n], firstChild[n]);
  for (const [key, child] of edges) children[Math.floor(key / 65536)].push(key % 65536, child);
  const fail = new Int32Array(nodes);
  const dictionary = new Int32Array(nodes);
  const automaton = { firstChar, firstChild, hasMore, edges, fail, output, dictionary, nextSameNode };
  const queue = new Int32Array(nodes);
  let head = 0;
  let tail = 0;
  queue[tail++] = 0;
  while (head < tail) {
    const parent = queue[head++];
    const list = children[parent];
    for (let j = 0; j < list.length; j += 2) {
      const c = list[j];
      const child = list[j + 1];
      let link = 0;
      if (parent !== 0) {
        let f = fail[parent];
        let to = childOf(automaton, f, c);
        while (to === 0 && f !== 0) {
          f = fail[f];
          to = childOf(automaton, f, c);
        }
        link = to;
      }
      fail[child] = link;
      dictionary[child] = output[link] !== 0 ? link : dictionary[link];
      queue[tail++] = child;
    }
  }
  return automaton;
}

// src/core/search/nativeSearch.ts
var NATIVE_JOB_CHARS = 1 << 21;
function isSmallJob(patterns, textLength, jobChars = NATIVE_JOB_CHARS) {
  return patterns * textLength <= jobChars;
}
function nativeSearch(text, state) {
  const { pattern, overlapping } = state.query;
  const step = overlapping ? 1 : pattern.length;
  let from = 0;
  while (from <= text.length - pattern.length) {
    const at = text.indexOf(pattern, from);
    if (at < 0 || state.accept(at)) return;
    from = at + step;
  }
}

// src/core/search/searchQuery.ts
var QueryState = class {
  constructor(query) {
    this.query = query;
  }
  starts = [];
  stopped = false;
  /** Non-overlapping: where the next occurrence may start at the earliest. */
  nextFree = 0;
  /** Whether a start at `start` would be counted (false: it overlaps the previous counted one). */
  wants(start) {
    return !this.stopped && (this.query.overlapping || start >= this.nextFree);
  }
  /** Count a verified occurrence (the caller checked `wants`); true when the query is satisfied. */
  accept(start) {
    this.starts.push(start);
    this.nextFree = start + this.query.pattern.length;
    if (this.starts.length >= this.query.limit) this.stopped = true;
    return this.stopped;
  }
  reset() {
    this.starts = [];
    this.stopped = false;
    this.nextFree = 0;
  }
  result() {
    return { starts: this.starts, stopped: this.stopped };
  }
};

// src/core/search/steps.ts
function runToEnd(steps) {
  for (; ; ) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

// src/core/search/multiSearch.ts
var MAX_ONE_BY_ONE = 4;
function searchOccurrences(text, queries, options) {
  return runToEnd(searchSteps(text, queries, options));
}
function* searchSteps(text, queries, options) {
  const states = queries.map((query) => new QueryState(query));
  const searched = [];
  states.forEach((state, index) => {
    const length = state.query.pattern.length;
    if (length > 0 && length <= text.length && state.query.limit >= 1) searched.push(index);
  });
  if (isSmallJob(searched.length, text.length, options?.nativeJobChars)) {
    for (const index of searched) nativeSearch(text, states[index]);
    return states.map((state) => state.result());
  }
  const given = options?.asciiView;
  const ascii = searched.length === 0 ? void 0 : given && given.bytes.length === text.length ? given : asciiCodes(text);
  const aligned = [];
  const groups = /* @__PURE__ */ new Map();
  for (const index of searched) {
    const pattern = states[index].query.pattern;
    const long = ascii !== void 0 && pattern.length >= MIN_ALIGNED_LENGTH;
    if (long && (ascii.pure || isAscii(pattern))) {
      aligned.push(index);
      continue;
    }
    if (ascii?.pure && !isAscii(pattern)) continue;
    const window = windowFor(pattern.length);
    const group = groups.get(window);
    if (group) group.push(index);
    else groups.set(window, [index]);
  }
  const overBudget = [];
  const pool = { left: WASTE_TEXT_SHARE * text.length };
  if (ascii && aligned.length > 0) {
    yield;
    for (const index of scanAligned(ascii, states, aligned, pool)) overBudget.push(states[index]);
  }
  for (const [window, indices] of groups) {
    yield;
    for (const index of scanWithWindow(text, ascii?.pure ? ascii.bytes : void 0, states, indices, window, pool)) overBudget.push(states[index]);
  }
  if (overBudget.length <= MAX_ONE_BY_ONE) {
    for (const state of overBudget) {
      yield;
      kmpSearch(text, state);
    }
  } else if (overBudget.length > 0) {
    yield;
    ahoCorasickSearch(text, overBudget);
  }
  return states.map((state) => state.result());
}

// src/core/edit/matchOrder.ts
var MatchOrder = class {
  /** The runs with at least one match, by first start (then edit index). */
  sorted;
  /** Whether every run's matches all come before the next run's first: then `sorted` is the order. */
  sequential;
  constructor(runs) {
    this.sorted = sortByFirstStart(runs.filter((run) => run.starts.length > 0));
    let sequential = true;
    for (let r = 1; r < this.sorted.length && sequential; r++) {
      sequential = (this.sorted[r - 1].starts.at(-1) ?? 0) < this.sorted[r].starts[0];
    }
    this.sequential = sequential;
  }
  /** Calls `visit` for every match in order of start, then of edit index. */
  forEach(visit4) {
    if (this.sequential) {
      for (const run of this.sorted) for (const start of run.starts) visit4(run.index, start, start + run.length);
    } else {
      mergeByHeap(this.sorted, visit4);
    }
  }
};
function sortByFirstStart(runs) {
  if (runs.length < 2) return runs;
  let inIndexOrder = true;
  for (let r = 1; r < runs.length && inIndexOrder; r++) inIndexOrder = runs[r - 1].index < runs[r].index;
  const byIndex = inIndexOrder ? runs : [...runs].sort((a, b) => a.index - b.index);
  let maxStart = 0;
  for (const run of byIndex) maxStart = Math.max(maxStart, run.starts[0]);
  const scale = 2 ** Math.ceil(Math.log2(byIndex.length));
  if ((maxStart + 1) * scale >= Number.MAX_SAFE_INTEGER) {
    return [...byIndex].sort((a, b) => a.starts[0] - b.starts[0] || a.index - b.index);
  }
  const keys = new Float64Array(byIndex.length);
  for (let r = 0; r < byIndex.length; r++) keys[r] = byIndex[r].starts[0] * scale + r;
  keys.sort();
  const sorted = new Array(byIndex.length);
  for (let r = 0; r < keys.length; r++) sorted[r] = byIndex[keys[r] % scale];
  return sorted;
}
function mergeByHeap(live, visit4) {
  const position = new Int32Array(live.length);
  const heap = new Int32Array(live.length);
  let size = 0;
  const less = (a, b) => {
    const sa = live[a].starts[position[a]];
    const sb = live[b].starts[position[b]];
    return sa < sb || sa === sb && live[a].index < live[b].index;
  };
  const siftUp = (at) => {
    while (at > 0) {
      const parent = at - 1 >> 1;
      if (!less(heap[at], heap[parent])) return;
      [heap[at], heap[parent]] = [heap[parent], heap[at]];
      at = parent;
    }
  };
  const siftDown = (at) => {
    for (; ; ) {
      const left = 2 * at + 1;
      if (left >= size) return;
      const child = left + 1 < size && less(heap[left + 1], heap[left]) ? left + 1 : left;
      if (!less(heap[child], heap[at])) return;
      [heap[at], heap[child]] = [heap[child], heap[at]];
      at = child;
    }
  };
  for (let r = 0; r < live.length; r++) {
    heap[size++] = r;
    siftUp(size - 1);
  }
  while (size > 0) {
    const r = heap[0];
    const run = live[r];
    const start = run.starts[position[r]];
    visit4(run.index, start, start + run.length);
    position[r]++;
    if (position[r] === run.starts.length) heap[0] = heap[--size];
    siftDown(0);
  }
}

// src/core/edit/planner.ts
var ONCE_LIMIT = MAX_LISTED_OCCURRENCES + 1;
function planEdits(input) {
  return runToEnd(planSteps(input));
}
function* planSteps(input) {
  const semanticErrors = checkEditSemantics(input.edits, input.wording);
  if (semanticErrors.length > 0) return { ok: false, errors: semanticErrors };
  const { text, eol, edits } = input;
  const oldStrings = edits.map((edit) => toDocumentEol(edit.old_string, eol));
  const found = yield* scanOccurrences(text, edits, oldStrings, input.asciiView);
  yield;
  let lines;
  const context = {
    displayPath: input.displayPath,
    editCount: edits.length,
    wording: input.wording ?? EDIT_WORDING,
    get lines() {
      lines ??= new LineIndex(text);
      return lines;
    }
  };
  const errors = [];
  const runs = [];
  const missed = [];
  edits.forEach((edit, index) => {
    const oldString = oldStrings[index];
    const { starts, atLeast } = found[index];
    const count = starts.length;
    if (count === 0) {
      missed.push(index);
    } else if (edit.expected_replacements !== void 0 && count !== edit.expected_replacements) {
      errors.push(countMismatchError(context, index, oldString, edit.expected_replacements, starts));
    } else if (found[index].mode === "once" && count > 1) {
      const error = ambiguousMatchError(context, index, oldString, count, starts.slice(0, MAX_LISTED_OCCURRENCES));
      errors.push(atLeast ? atLeastError(error, count) : error);
    } else {
      runs.push({ index, starts, length: oldString.length });
    }
  });
  const tolerant = input.matching === "whitespace" && missed.length > 0;
  const matches = tolerant ? runs.flatMap((run) => run.starts.map((start) => ({ index: run.index, start, end: start + run.length }))) : [];
  const exactCount = matches.length;
  const resolved = resolveMisses({ ...input, oldStrings, context, found: found.map((f) => f.starts), matches, errors, budget: input.hintBudget }, missed);
  for (const added of matches.slice(exactCount)) runs.push({ index: added.index, starts: [added.start], length: added.end - added.start });
  const effective = resolved.effective;
  const order = new MatchOrder(runs);
  for (const overlap of findOverlaps(context, order, edits.length)) errors.push(overlap);
  if (errors.length > 0) return { ok: false, errors };
  const replacements = buildReplacements(order, effective.edits, effective.oldStrings, eol);
  return {
    ok: true,
    replacements,
    changes: changedRanges(text, replacements),
    replacementCount: runs.reduce((n, run) => n + run.starts.length, 0),
    editsApplied: edits.length,
    ...resolved.matched.length > 0 ? { matched: resolved.matched } : {}
  };
}
function* scanOccurrences(text, edits, oldStrings, asciiView) {
  const modes = edits.map((edit) => edit.replace_all === true || edit.expected_replacements !== void 0 ? "all" : "once");
  const results = yield* searchSteps(text, oldStrings.map((pattern, index) => modes[index] === "once" ? { pattern, overlapping: true, limit: ONCE_LIMIT } : { pattern, overlapping: false, limit: Infinity }), asciiView ? { asciiView } : void 0);
  return results.map((result, index) => ({ mode: modes[index], starts: result.starts, atLeast: result.stopped }));
}
function atLeastError(error, count) {
  const exact = `occurs ${count} times`;
  const message = error.message.includes(exact) ? error.message.replace(exact, `occurs at least ${count} times`) : `${error.message} (Counting stopped after ${count} occurrences.)`;
  return { ...error, message };
}
function findOverlaps(context, order, editCount) {
  const errors = [];
  const reported = /* @__PURE__ */ new Set();
  let reachIndex = -1;
  let reachStart = 0;
  let reachEnd = -1;
  order.forEach((index, start, end) => {
    if (start < reachEnd && index !== reachIndex) {
      const reach = { index: reachIndex, start: reachStart, end: reachEnd };
      const current = { index, start, end };
      const [earlier, later] = reachIndex < index ? [reach, current] : [current, reach];
      const key = earlier.index * editCount + later.index;
      if (!reported.has(key)) {
        reported.add(key);
        errors.push(overlappingEditsError(context, earlier, later));
      }
    }
    if (end > reachEnd) {
      reachIndex = index;
      reachStart = start;
      reachEnd = end;
    }
  });
  return errors.sort((a, b) => compareIndexPaths(a.path, b.path));
}
function compareIndexPaths(a, b) {
  return Number(a[1]) - Number(b[1]);
}
function buildReplacements(order, edits, oldStrings, eol) {
  const trimmed = edits.map((edit, index) => {
    const oldString = oldStrings[index];
    const newString = toDocumentEol(edit.new_string, eol);
    const { prefix, suffix } = commonAffixes(oldString, newString);
    return { prefix, endTrim: suffix, text: newString.slice(prefix, newString.length - suffix) };
  });
  const replacements = [];
  order.forEach((index, matchStart, matchEnd) => {
    const t = trimmed[index];
    const start = matchStart + t.prefix;
    const end = matchEnd - t.endTrim;
    const previous = replacements.at(-1);
    if (previous && previous.end === start) {
      previous.end = end;
      previous.text += t.text;
    } else {
      replacements.push({ start, end, text: t.text });
    }
  });
  return replacements;
}

// src/core/patch/patchErrors.ts
function hunkLabel(index, total, displayPath, line) {
  return `Hunk ${index + 1} of ${total} in ${displayPath} (patch line ${line})`;
}

// src/core/patch/unifiedDiff.ts
function joinLines(lines, noFinalNewline) {
  if (lines.length === 0) return "";
  const joined = lines.join("\n");
  return noFinalNewline ? joined : `${joined}
`;
}

// src/core/patch/hunkPlan.ts
var PLACE_LIMIT = 200;
function planHunks(input) {
  const { text, eol, hunks, displayPath } = input;
  const padded = text.length > 0 && !text.endsWith("\n") ? text + eol : text;
  const olds = hunks.map((h) => toDocumentEol(joinLines(h.oldLines, h.oldNoFinalNewline === true), eol));
  const news = hunks.map((h) => toDocumentEol(joinLines(h.newLines, h.newNoFinalNewline === true), eol));
  const label = (i) => hunkLabel(i, hunks.length, displayPath, hunks[i].line);
  let lines;
  const context = {
    displayPath,
    editCount: hunks.length,
    wording: hunkWording((i) => label(i)),
    get lines() {
      lines ??= new LineIndex(padded);
      return lines;
    }
  };
  const searched = searchOccurrences(padded, olds.map((pattern) => ({ pattern, overlapping: true, limit: PLACE_LIMIT })));
  const errors = [];
  const placed = [];
  const missed = [];
  const notes = [];
  let cursor2 = 0;
  for (let i = 0; i < hunks.length; i++) {
    const hunk = hunks[i];
    const old = olds[i];
    let regionStart = cursor2;
    if (hunk.header !== void 0) {
      const after = lineAfterHeader(padded, hunk.header, cursor2);
      if (after === void 0) {
        errors.push(headerNotFoundError(label(i), hunk.header, displayPath, cursor2 > 0));
        continue;
      }
      regionStart = after;
    }
    if (old === "") {
      const at = hunk.oldStartHint !== void 0 && hunk.oldStartHint > 0 ? lineEndOffset(context.lines, hunk.oldStartHint) : padded.length;
      placed.push({ hunk: i, start: at, end: at, replacements: [{ start: at, end: at, text: news[i] }] });
      cursor2 = at;
      continue;
    }
    const { stopped } = searched[i];
    const starts = searched[i].starts.filter((s) => s === 0 || padded.charCodeAt(s - 1) === 10);
    if (searched[i].starts.length === 0) {
      missed.push(i);
      continue;
    }
    if (starts.length === 0) {
      errors.push(insideLinesError(label(i), old, searched[i].starts, context));
      continue;
    }
    const allowed = starts.filter((s) => s >= regionStart && (!hunk.endOfFile || endsAtEnd(padded, s + old.length, eol)));
    const anchored = hunk.header !== void 0 && hunk.header.trim() !== "" && allowed.length > 0;
    if (allowed.length === 1 && !stopped || anchored) {
      const start = allowed[0];
      const end = start + old.length;
      placed.push({ hunk: i, start, end, replacements: planPlace(old, news[i], start, eol, displayPath) });
      cursor2 = end;
      const hint = hunk.oldStartHint;
      if (hint !== void 0 && hint > 0) {
        const line = context.lines.positionAt(start).line;
        if (line !== hint) notes.push(`${label(i)} matched at line ${line}, not at line ${hint} as its header says.`);
      }
      continue;
    }
    if (allowed.length === 0 && !stopped) {
      errors.push(outsideRegionError(label(i), old, starts, context, {
        afterHeader: hunk.header,
        afterPrevious: cursor2 > 0,
        endOfFile: hunk.endOfFile
      }));
      continue;
    }
    const listed = allowed.length > 1 ? allowed : starts;
    errors.push(asHunkError(ambiguousMatchError(context, i, old, listed.length, listed.slice(0, 50))));
  }
  let matched;
  if (missed.length > 0) {
    const plan = planEdits({
      text: padded,
      eol,
      displayPath,
      edits: missed.map((i) => ({ old_string: olds[i], new_string: news[i] })),
      matching: input.matching ?? "exact",
      // The planner sees only these hunks: its j-th is hunk missed[j] of the file's patch, in labels and in sentences.
      wording: hunkWording((j) => label(missed[j]), (j) => missed[j] + 1),
      ...input.readChanged !== void 0 ? { readChanged: input.readChanged } : {},
      ...input.changesSinceRead ? { changesSinceRead: input.changesSinceRead } : {},
      ...input.hintBudget ? { hintBudget: input.hintBudget } : {}
    });
    if (!plan.ok) {
      for (const error of plan.errors) {
        const index = typeof error.path[1] === "number" ? missed[error.path[1]] : void 0;
        errors.push(index === void 0 ? { ...error, path: ["patch"] } : asHunkError(error));
      }
    } else {
      for (const r of plan.replacements) placed.push({ hunk: missed[0], start: r.start, end: r.end, replacements: [r] });
      if (plan.matched) matched = plan.matched.map((m) => ({ ...m, edit: missed[m.edit - 1] + 1 }));
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  placed.sort((a, b) => a.start - b.start || a.end - b.end);
  for (let k = 1; k < placed.length; k++) {
    if (placed[k].start < placed[k - 1].end) {
      errors.push(overlapError(label(placed[k - 1].hunk), label(placed[k].hunk), displayPath));
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  const merged = mergeTouching(placed.flatMap((p) => p.replacements));
  const replacements = padded === text ? merged : unpad(merged, text, eol);
  return {
    ok: true,
    replacements,
    changes: changedRanges(text, replacements),
    newText: applyReplacements(text, replacements),
    notes,
    ...matched ? { matched } : {}
  };
}
function planPlace(old, replacement, start, eol, displayPath) {
  if (old === replacement) return [];
  const plan = planEdits({ text: old, eol, displayPath, edits: [{ old_string: old, new_string: replacement }], matching: "exact" });
  if (!plan.ok) return [{ start, end: start + old.length, text: replacement }];
  return plan.replacements.map((r) => ({ start: r.start + start, end: r.end + start, text: r.text }));
}
function lineAfterHeader(text, header, from) {
  const wanted = header.trim();
  if (wanted === "") return from;
  for (let at = text.indexOf(wanted, from); at !== -1; at = text.indexOf(wanted, at + 1)) {
    const lineStart = text.lastIndexOf("\n", at - 1) + 1;
    const breakAt = text.indexOf("\n", at);
    const lineEnd = breakAt === -1 ? text.length : breakAt;
    const line = text.slice(lineStart, lineEnd).replace(/\r$/, "");
    if (line.trim() === wanted && lineStart >= from) return breakAt === -1 ? text.length : breakAt + 1;
  }
  return void 0;
}
function endsAtEnd(text, end, eol) {
  return end === text.length || text.endsWith(eol) && end === text.length - eol.length;
}
function lineEndOffset(lines, line) {
  return lines.lineEnd(Math.min(line, lines.lineCount), true);
}
function mergeTouching(replacements) {
  const out = [];
  for (const r of replacements) {
    const last = out.at(-1);
    if (last && r.start === last.end) out[out.length - 1] = { start: last.start, end: r.end, text: last.text + r.text };
    else out.push({ ...r });
  }
  return out;
}
function unpad(replacements, text, eol) {
  const end = text.length;
  const last = replacements.at(-1);
  if (!last || last.end <= end && last.start < end) return replacements;
  if (last.start === end && last.end === end && last.text === "") return replacements.slice(0, -1);
  const start = Math.min(last.start, end);
  const padded = text + eol;
  let tail = padded.slice(start, last.start) + last.text + padded.slice(last.end);
  if (tail.endsWith(eol)) tail = tail.slice(0, -eol.length);
  return [...replacements.slice(0, -1), { start, end, text: tail }];
}
function asHunkError(error) {
  return { ...error, path: ["patch"], recovery_hint: HUNK_HINTS[error.code] ?? error.recovery_hint };
}
var HUNK_HINTS = {
  AMBIGUOUS_MATCH: 'Give the hunk more context lines (or an "@@ line" header naming a line it follows) so that its lines match only the place you mean.'
};
function headerNotFoundError(label, header, displayPath, afterPrevious) {
  return guardedError(
    "OLD_STRING_NOT_FOUND",
    `${label}: its header names the line ${quote(header)}, which ${displayPath} does not have${afterPrevious ? " after the place of the hunk before it" : ""}. A header's text must be a whole line of the file (spaces around it aside); the hunk is searched for after it.`,
    ["patch"],
    'Write the header as a line the file has above the hunk (for example the line declaring the function or class), or leave the header text out ("@@" alone).'
  );
}
function outsideRegionError(label, old, starts, context, why) {
  const lines = [...new Set(starts.slice(0, 10).map((s) => context.lines.positionAt(s).line))];
  const where = lines.length === 1 ? `line ${lines[0]}` : `lines ${lines.join(", ")}`;
  const rules = [
    why.afterHeader !== void 0 ? `after the line ${quote(why.afterHeader)} its header names` : void 0,
    why.afterPrevious ? "after the place of the hunk before it (hunks of a file are applied in file order)" : void 0,
    why.endOfFile ? 'at the end of the file ("*** End of File")' : void 0
  ].filter((r) => r !== void 0);
  return guardedError(
    "OLD_STRING_NOT_FOUND",
    `${label}: its lines ${quote(old)} occur in ${context.displayPath} only at ${where} (${plural(starts.length, "place")}), not ${rules.join(" and ")}.`,
    ["patch"],
    'Order the hunks of a file from top to bottom, and check the header line and the "*** End of File" marker of this hunk against the file.',
    { location: { file_path: context.displayPath, line: lines[0], column: 1, end_line: lines[0], end_column: 1 } }
  );
}
function insideLinesError(label, old, starts, context) {
  const line = context.lines.positionAt(starts[0]).line;
  return guardedError(
    "OLD_STRING_NOT_FOUND",
    `${label}: its lines ${quote(old)} occur in ${context.displayPath} only inside longer lines (first on line ${line}), never as whole lines.`,
    ["patch"],
    "Write every context and removed line of the hunk in full, exactly as the file has it (read the file again).",
    { location: { file_path: context.displayPath, line, column: 1, end_line: line, end_column: 1 } }
  );
}
function overlapError(first, second, displayPath) {
  return guardedError(
    "OVERLAPPING_EDITS",
    `${second} and ${first} match overlapping lines of ${displayPath}. Every hunk matches the file as it is now, so their lines must not overlap.`,
    ["patch"],
    "Combine the two hunks into one, or shorten their context so that they no longer overlap."
  );
}

// src/core/agentHook/evaluate.ts
function eolOf(text) {
  return text.includes("\r\n") ? "\r\n" : "\n";
}

// src/core/agentHook/replay.ts
var MAX_REPLACEMENTS = 1e5;
function rebuildBefore(op, after) {
  if (op.kind !== "edit") return void 0;
  let text = after;
  for (const edit of [...op.edits].reverse()) {
    if (edit.replace_all === true || edit.new_string === "" || edit.old_string === "") return void 0;
    const at = text.indexOf(edit.new_string);
    if (at < 0 || text.indexOf(edit.new_string, at + 1) >= 0) return void 0;
    text = text.slice(0, at) + edit.old_string + text.slice(at + edit.new_string.length);
  }
  return replayOperation(op, text) === after ? text : void 0;
}
function replayOperation(op, before) {
  if (op.kind === "write") return op.content;
  if (op.kind === "hunks") {
    if (before === null || op.movedTo !== void 0) return void 0;
    const plan = planHunks({ text: before, eol: eolOf(before), hunks: op.hunks, displayPath: op.path });
    return plan.ok ? plan.newText : void 0;
  }
  if (op.kind !== "edit" || before === null) return void 0;
  let text = before;
  for (const edit of op.edits) {
    if (edit.old_string === "") return void 0;
    const at = text.indexOf(edit.old_string);
    if (at < 0) return void 0;
    if (edit.replace_all !== true) {
      text = text.slice(0, at) + edit.new_string + text.slice(at + edit.old_string.length);
      continue;
    }
    const parts = text.split(edit.old_string);
    if (parts.length > MAX_REPLACEMENTS + 1) return void 0;
    text = parts.join(edit.new_string);
  }
  return text;
}

// src/core/bytes/codec.ts
var STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
var STRICT_UTF8_WITHOUT_BOM = new TextDecoder("utf-8", { fatal: true });
function strictUtf8(bytes, options = {}) {
  try {
    return (options.dropBom === true ? STRICT_UTF8_WITHOUT_BOM : STRICT_UTF8).decode(bytes);
  } catch {
    return void 0;
  }
}

// lazy-module:node:crypto
var loaded3;
var load3 = () => loaded3 ??= require("node:crypto");
function createHash(...a) {
  const f = load3().createHash;
  return new.target === void 0 ? f(...a) : Reflect.construct(f, a, new.target === createHash ? f : new.target);
}
function randomBytes(...a) {
  const f = load3().randomBytes;
  return new.target === void 0 ? f(...a) : Reflect.construct(f, a, new.target === randomBytes ? f : new.target);
}

// src/core/journal/records.ts
var HASH = /^[0-9a-f]{64}$/;
var MAX_PATH_CHARS = 32767;
var MAX_NAME_CHARS = 1e3;
function isName(value) {
  return typeof value === "string" && value.length <= MAX_NAME_CHARS;
}
function isPath(value) {
  return typeof value === "string" && value.length <= MAX_PATH_CHARS;
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function isHashOrNull(value) {
  return value === null || typeof value === "string" && HASH.test(value);
}
function parseIntent(value) {
  if (!isObject(value) || value.version !== 1 || !isName(value.id) || typeof value.pid !== "number" || !isName(value.host)) return void 0;
  if (!Array.isArray(value.files) || value.files.length > 1e5) return void 0;
  const files = [];
  for (const f of value.files) {
    if (!isObject(f) || !isPath(f.realPath) || !isPath(f.displayPath)) return void 0;
    if (!(f.temp === null || typeof f.temp === "string") || !isHashOrNull(f.before) || !isHashOrNull(f.after) || typeof f.inPlace !== "boolean") return void 0;
    files.push({ realPath: f.realPath, displayPath: f.displayPath, temp: f.temp, before: f.before, after: f.after, inPlace: f.inPlace });
  }
  return { version: 1, id: value.id, pid: value.pid, host: value.host, files };
}
function parseEntry(value) {
  if (!isObject(value) || value.version !== 1 || !isName(value.id) || !isName(value.time)) return void 0;
  if (!isName(value.client) || !isName(value.session) || !isName(value.tool)) return void 0;
  if (value.undoes !== void 0 && !isName(value.undoes)) return void 0;
  if (!Array.isArray(value.files) || value.files.length > 1e5) return void 0;
  const files = [];
  for (const f of value.files) {
    if (!isObject(f) || !isPath(f.path) || !isPath(f.realPath) || !isHashOrNull(f.before) || !isHashOrNull(f.after) || !Array.isArray(f.changes)) return void 0;
    const changes = [];
    for (const c of f.changes.slice(0, 1e4)) {
      if (!isObject(c) || typeof c.start_line !== "number" || typeof c.end_line !== "number") return void 0;
      changes.push({ start_line: c.start_line, end_line: c.end_line });
    }
    if (f.mode !== void 0 && typeof f.mode !== "number") return void 0;
    const file = { path: f.path, realPath: f.realPath, before: f.before, after: f.after, changes };
    if (typeof f.mode === "number") file.mode = f.mode;
    if (f.foreign === true) file.foreign = true;
    if (f.notKept === "add" || f.notKept === "update" || f.notKept === "delete") file.notKept = f.notKept;
    if (f.rebuilt === true) file.rebuilt = true;
    files.push(file);
  }
  if (value.agent !== void 0 && !isName(value.agent)) return void 0;
  const entry = { version: 1, id: value.id, time: value.time, client: value.client, session: value.session, tool: value.tool, files };
  if (isName(value.agent)) entry.agent = value.agent;
  if (typeof value.undoes === "string") entry.undoes = value.undoes;
  if (typeof value.command === "string") entry.command = value.command.slice(0, 1e4);
  if (isName(value.putBackOf) || value.putBackOf === null) entry.putBackOf = value.putBackOf;
  return entry;
}
function entryId(now, sequence2, random) {
  return `${now.toString(36).padStart(9, "0")}-${(sequence2 % 1296).toString(36).padStart(2, "0")}${random}`;
}

// node_modules/node-diff3/dist/diff3.mjs
function LCS(buffer1, buffer2) {
  let equivalenceClasses = /* @__PURE__ */ Object.create(null);
  for (let j = 0; j < buffer2.length; j++) {
    const item = buffer2[j];
    if (equivalenceClasses[item]) {
      equivalenceClasses[item].push(j);
    } else {
      equivalenceClasses[item] = [j];
    }
  }
  const NULLRESULT = { buffer1index: -1, buffer2index: -1, chain: null };
  let candidates = [NULLRESULT];
  for (let i = 0; i < buffer1.length; i++) {
    const item = buffer1[i];
    const buffer2indices = equivalenceClasses[item] || [];
    let r = 0;
    let c = candidates[0];
    for (const j of buffer2indices) {
      let s;
      for (s = r; s < candidates.length; s++) {
        if (candidates[s].buffer2index < j && (s === candidates.length - 1 || candidates[s + 1].buffer2index > j)) {
          break;
        }
      }
      if (s < candidates.length) {
        const newCandidate = { buffer1index: i, buffer2index: j, chain: candidates[s] };
        if (r === candidates.length) {
          candidates.push(c);
        } else {
          candidates[r] = c;
        }
        r = s + 1;
        c = newCandidate;
        if (r === candidates.length) {
          break;
        }
      }
    }
    candidates[r] = c;
  }
  return candidates[candidates.length - 1];
}
function diffIndices(buffer1, buffer2) {
  const lcs = LCS(buffer1, buffer2);
  let result = [];
  let tail1 = buffer1.length;
  let tail2 = buffer2.length;
  for (let candidate = lcs; candidate !== null; candidate = candidate.chain) {
    const mismatchLength1 = tail1 - candidate.buffer1index - 1;
    const mismatchLength2 = tail2 - candidate.buffer2index - 1;
    tail1 = candidate.buffer1index;
    tail2 = candidate.buffer2index;
    if (mismatchLength1 || mismatchLength2) {
      result.push({
        buffer1: [tail1 + 1, mismatchLength1],
        buffer1Content: buffer1.slice(tail1 + 1, tail1 + 1 + mismatchLength1),
        buffer2: [tail2 + 1, mismatchLength2],
        buffer2Content: buffer2.slice(tail2 + 1, tail2 + 1 + mismatchLength2)
      });
    }
  }
  result.reverse();
  return result;
}

// src/core/journal/lineChanges.ts
var MAX_DIFF_LINES = 4e3;
var MAX_RANGES = 200;
var LF = 10;
function changedLines(before, after) {
  if (after === null || after.length === 0) return [];
  if (before === null) return [{ start_line: 1, end_line: lineCount(after) }];
  let head = 0;
  const shorter = Math.min(before.length, after.length);
  while (head < shorter && before[head] === after[head]) head++;
  if (head === before.length && head === after.length) return [];
  let tail = 0;
  while (tail < shorter - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  const startByte = lastLineStart(after, head);
  const firstLine2 = countLf(after, 0, startByte) + 1;
  const afterMiddle = lineSlice(after, startByte, after.length - tail);
  const beforeMiddle = lineSlice(before, startByte, before.length - tail);
  if (afterMiddle.length > MAX_DIFF_LINES || beforeMiddle.length > MAX_DIFF_LINES) {
    return [{ start_line: firstLine2, end_line: firstLine2 + Math.max(1, afterMiddle.length) - 1 }];
  }
  const ranges = [];
  for (const d of diffIndices(beforeMiddle, afterMiddle)) {
    const [start, length] = d.buffer2;
    const range = { start_line: firstLine2 + start, end_line: firstLine2 + start + Math.max(1, length) - 1 };
    const last = ranges[ranges.length - 1];
    if (last && range.start_line <= last.end_line + 1) last.end_line = Math.max(last.end_line, range.end_line);
    else if (ranges.length < MAX_RANGES) ranges.push(range);
    else last.end_line = Math.max(last.end_line, range.end_line);
  }
  return ranges.length > 0 ? ranges : [{ start_line: firstLine2, end_line: firstLine2 }];
}
function lastLineStart(bytes, at) {
  let i = Math.min(at, bytes.length);
  while (i > 0 && bytes[i - 1] !== LF) i--;
  return i;
}
function lineSlice(bytes, from, to) {
  let end = Math.max(from, to);
  while (end < bytes.length && end > from && bytes[end - 1] !== LF) end++;
  const lines = [];
  let start = from;
  for (let i = from; i < end; i++) {
    if (bytes[i] === LF) {
      lines.push(latin1(bytes, start, i + 1));
      start = i + 1;
      if (lines.length > MAX_DIFF_LINES) return lines;
    }
  }
  if (start < end) lines.push(latin1(bytes, start, end));
  return lines;
}
function latin1(bytes, from, to) {
  return stringFromCharCodes(bytes, from, to);
}
function countLf(bytes, from, to) {
  let n = 0;
  for (let i = from; i < to; i++) if (bytes[i] === LF) n++;
  return n;
}
function lineCount(bytes) {
  if (bytes.length === 0) return 0;
  return countLf(bytes, 0, bytes.length) + (bytes[bytes.length - 1] === LF ? 0 : 1);
}

// src/core/journal/recordChecks.ts
var ENTRY_ID = /^([0-9a-z]{9})-[0-9a-z]{2}[0-9a-f]{8}$/;
var ENTRY_NAME = /^([0-9a-z]{9}-[0-9a-z]{2}[0-9a-f]{8})\.(\d{1,15})\.json$/;
var MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1e3;
var EARLIEST_MS = Date.UTC(2020, 0, 1);
function entryIdTime(id) {
  const m = ENTRY_ID.exec(id);
  if (!m) return void 0;
  const ms = parseInt(m[1], 36);
  return Number.isSafeInteger(ms) ? ms : void 0;
}
function parseEntryName(name) {
  const m = ENTRY_NAME.exec(name);
  return m ? { id: m[1], bytes: Number(m[2]) } : void 0;
}
function impossibleId(id, now) {
  const ms = entryIdTime(id);
  if (ms === void 0) return `its id ${JSON.stringify(id.slice(0, 60))} is not one this product makes`;
  if (ms < EARLIEST_MS) return `its id ${id} names a time before 2020`;
  if (ms > now + MAX_CLOCK_SKEW_MS) return `its id ${id} names a time in the future (${new Date(ms).toISOString()})`;
  return void 0;
}
function impossibleEntry(entry, scope) {
  const badId = impossibleId(entry.id, scope.now);
  if (badId) return badId;
  const idMs = entryIdTime(entry.id);
  const timeMs = Date.parse(entry.time);
  if (!Number.isFinite(timeMs) || Math.abs(timeMs - idMs) > MAX_CLOCK_SKEW_MS) return `its time ${JSON.stringify(entry.time.slice(0, 40))} does not agree with its id`;
  if (entry.undoes !== void 0 && entryIdTime(entry.undoes) === void 0) return "it says it undoes an entry that is not an id of ours";
  const seen = /* @__PURE__ */ new Set();
  for (const f of entry.files) {
    const why = outsideFolder(f.realPath, scope);
    if (why) return why;
    const key = scope.caseSensitive ? f.realPath : f.realPath.toLowerCase();
    if (seen.has(key)) return `it names ${relativeTo(f.realPath, scope)} twice`;
    seen.add(key);
    if (f.mode !== void 0 && !(Number.isInteger(f.mode) && f.mode >= 0 && f.mode <= 4095)) return `its mode for ${relativeTo(f.realPath, scope)} is not a permission mode`;
    if (f.before === null && f.after === null && f.notKept === void 0) return `it names ${relativeTo(f.realPath, scope)} with neither a version before nor after`;
  }
  return void 0;
}
function damagedIntent(intent, scope) {
  const badId = impossibleId(intent.id, scope.now);
  if (badId) return badId;
  for (const f of intent.files) {
    const why = outsideFolder(f.realPath, scope);
    if (why) return why;
    if (f.temp !== null && !isOurTempName(f.temp, f.realPath, scope.separator)) return `its temporary name for ${relativeTo(f.realPath, scope)} is not one of ours beside the file`;
    if (f.before === null && f.after === null) return `it names ${relativeTo(f.realPath, scope)} with neither a version before nor after`;
  }
  return void 0;
}
function isOurTempName(temp, realPath, separator) {
  const cut = realPath.lastIndexOf(separator);
  const tempCut = temp.lastIndexOf(separator);
  if (cut < 0 || tempCut < 0) return false;
  if (temp.slice(0, tempCut) !== realPath.slice(0, cut)) return false;
  const name = realPath.slice(cut + 1);
  const tempName = temp.slice(tempCut + 1);
  const prefix = `.${name}.`;
  const suffix = ".guarded-edit.tmp";
  if (!tempName.startsWith(prefix) || !tempName.endsWith(suffix)) return false;
  return /^[0-9a-f]{12}$/.test(tempName.slice(prefix.length, tempName.length - suffix.length));
}
function relativeTo(realPath, scope) {
  const base = scope.folder.endsWith(scope.separator) ? scope.folder : `${scope.folder}${scope.separator}`;
  return realPath.startsWith(base) ? realPath.slice(base.length).split(scope.separator).join("/") : JSON.stringify(realPath.slice(0, 200));
}
function outsideFolder(realPath, scope) {
  const { separator } = scope;
  const fold = (s) => scope.caseSensitive ? s : s.toLowerCase();
  const base = scope.folder.endsWith(separator) ? scope.folder : `${scope.folder}${separator}`;
  const outside = "it names a file outside the folder this history belongs to";
  if (realPath.length > 4096 || realPath.includes("\0")) return outside;
  if (!fold(realPath).startsWith(fold(base))) return outside;
  const rest = realPath.slice(base.length);
  if (rest === "") return outside;
  const segments = rest.split(separator);
  if (segments.some((s) => s === "" || s === "." || s === ".." || separator === "\\" && s.includes("/"))) return outside;
  return void 0;
}

// src/node/fileBytes.ts
var WHOLE_READ_LIMIT = 256 * 1024 * 1024;

// src/node/lock/fileLock.ts
var import_node_fs = require("node:fs");

// lazy-module:node:module
var loaded4;
var load4 = () => loaded4 ??= require("node:module");
function createRequire(...a) {
  const f = load4().createRequire;
  return new.target === void 0 ? f(...a) : Reflect.construct(f, a, new.target === createRequire ? f : new.target);
}

// src/node/lock/fileLock.ts
var import_node_os = require("node:os");
var import_node_path = require("node:path");
var crypto;
function randomHex(bytes) {
  crypto ??= createRequire(__filename)("node:crypto");
  return crypto.randomBytes(bytes).toString("hex");
}
var MAX_HOLD_MS = 12e4;
var FOREIGN_STALE_MS = 3e4;
var LockBusyError = class extends Error {
  constructor(lockPath, owner, waitedMs) {
    super(`the lock ${lockPath} is held by ${owner ? `process ${owner.pid} on ${owner.host}` : "another process"} (waited ${waitedMs} ms)`);
    this.lockPath = lockPath;
    this.owner = owner;
  }
};
function processAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
function readOwner(lockPath) {
  let text;
  try {
    text = (0, import_node_fs.readFileSync)(lockPath, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return "gone";
    throw error;
  }
  try {
    const owner = JSON.parse(text);
    if (typeof owner.pid === "number" && typeof owner.host === "string" && typeof owner.token === "string" && typeof owner.since === "number") return owner;
  } catch {
  }
  return void 0;
}
function isStale(lockPath, owner, now) {
  if (owner === void 0) {
    try {
      return now - (0, import_node_fs.statSync)(lockPath).mtimeMs > FOREIGN_STALE_MS;
    } catch {
      return false;
    }
  }
  if (owner.host !== (0, import_node_os.hostname)()) return now - owner.since > FOREIGN_STALE_MS;
  if (!processAlive(owner.pid)) return true;
  return now - owner.since > MAX_HOLD_MS;
}
function tryLock(lockPath) {
  (0, import_node_fs.mkdirSync)((0, import_node_path.dirname)(lockPath), { recursive: true, mode: 448 });
  for (let round = 0; round < 8; round++) {
    const owner = { pid: process.pid, host: (0, import_node_os.hostname)(), token: randomHex(12), since: Date.now() };
    const draft = `${lockPath}.${owner.token}.new`;
    const fd = (0, import_node_fs.openSync)(draft, "wx", 384);
    try {
      (0, import_node_fs.writeSync)(fd, JSON.stringify(owner));
      (0, import_node_fs.fsyncSync)(fd);
    } finally {
      (0, import_node_fs.closeSync)(fd);
    }
    try {
      (0, import_node_fs.linkSync)(draft, lockPath);
      return { token: owner.token };
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    } finally {
      (0, import_node_fs.unlinkSync)(draft);
    }
    const held = readOwner(lockPath);
    if (held === "gone") continue;
    if (!isStale(lockPath, held, Date.now())) return { owner: held };
    breakStale(lockPath, held);
  }
  return { owner: void 0 };
}
function breakStale(lockPath, stale) {
  const aside = `${lockPath}.${randomHex(6)}.stale`;
  try {
    (0, import_node_fs.renameSync)(lockPath, aside);
  } catch {
    return;
  }
  const moved = readOwner(aside);
  const same = moved !== "gone" && (stale === void 0 ? moved === void 0 : moved?.token === stale.token);
  if (!same) {
    try {
      (0, import_node_fs.linkSync)(aside, lockPath);
    } catch {
    }
  }
  try {
    (0, import_node_fs.unlinkSync)(aside);
  } catch {
  }
}
function unlock(lockPath, token) {
  const owner = readOwner(lockPath);
  if (owner === "gone" || owner?.token !== token) return;
  try {
    (0, import_node_fs.unlinkSync)(lockPath);
  } catch {
  }
}
async function lock(lockPath, waitMs, signal) {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    const tried = tryLock(lockPath);
    if ("token" in tried) return () => unlock(lockPath, tried.token);
    if (Date.now() - started >= waitMs || signal?.aborted) throw new LockBusyError(lockPath, tried.owner, Date.now() - started);
    await new Promise((r) => setTimeout(r, Math.min(25, 1 + attempt)));
  }
}
var sleeper = new Int32Array(new SharedArrayBuffer(4));

// src/node/journal/journalStore.ts
var import_node_fs4 = require("node:fs");
var import_node_path2 = require("node:path");

// src/node/journal/journalFs.ts
var import_node_fs2 = require("node:fs");
var MAX_WRITES = 64;
var nodeJournalFs = {
  async writeNew(path, bytes, mode) {
    const handle = await import_node_fs2.promises.open(path, "wx", 384);
    try {
      await writeAll(handle, bytes);
      await handle.chmod(mode);
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
  async writeInPlace(path, bytes) {
    const handle = await import_node_fs2.promises.open(path, import_node_fs2.constants.O_WRONLY | import_node_fs2.constants.O_TRUNC | import_node_fs2.constants.O_NOFOLLOW);
    try {
      await writeAll(handle, bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
  rename: (from, to) => import_node_fs2.promises.rename(from, to),
  link: (from, to) => import_node_fs2.promises.link(from, to),
  unlink: (path) => import_node_fs2.promises.unlink(path),
  async syncFolder(path) {
    const handle = await import_node_fs2.promises.open(path, "r");
    try {
      await handle.sync();
    } catch {
    } finally {
      await handle.close();
    }
  }
};
async function writeAll(handle, bytes) {
  let written = 0;
  for (let writes = 0; written < bytes.length; writes++) {
    if (writes >= MAX_WRITES) throw Object.assign(new Error(`the write stopped after ${written} of ${bytes.length} bytes`), { code: "EIO" });
    const { bytesWritten } = await handle.write(bytes, written, bytes.length - written, written);
    written += bytesWritten;
  }
}

// src/node/journal/safeRead.ts
var import_node_fs3 = require("node:fs");
var FLAGS = import_node_fs3.constants.O_RDONLY | import_node_fs3.constants.O_NONBLOCK | import_node_fs3.constants.O_NOFOLLOW;
async function readRegularFile(path, maxBytes) {
  let handle;
  try {
    handle = await import_node_fs3.promises.open(path, FLAGS);
  } catch (error) {
    return openRefusal(error);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) return { kind: "refused", why: `it is not a regular file (${kindOf(info)})` };
    if (info.size > maxBytes) return { kind: "refused", why: `it has ${info.size} bytes, more than the limit of ${maxBytes}` };
    const bytes = Buffer.allocUnsafe(info.size);
    let filled = 0;
    for (let reads = 0; reads < 1024 && filled < bytes.length; reads++) {
      const { bytesRead } = await handle.read(bytes, filled, bytes.length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    if (filled !== bytes.length) return { kind: "refused", why: "it changed while it was read" };
    return { kind: "file", bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, filled), mode: info.mode & 4095 };
  } finally {
    await handle.close().catch(() => void 0);
  }
}
function openRefusal(error) {
  const code = errnoCode(error);
  if (code === "ENOENT" || code === "ENOTDIR") return { kind: "missing" };
  if (code === "ELOOP" || code === "EMLINK") return { kind: "refused", why: "a symbolic link has its name" };
  if (code === "ENXIO") return { kind: "refused", why: "it is not a regular file (a socket or a FIFO)" };
  return { kind: "refused", why: `it cannot be opened (${code ?? "error"})` };
}
function kindOf(info) {
  if (info.isDirectory()) return "a folder";
  if (info.isFIFO()) return "a FIFO";
  if (info.isCharacterDevice() || info.isBlockDevice()) return "a device";
  if (info.isSocket()) return "a socket";
  return "not a file";
}

// lazy-module:node:worker_threads
var loaded5;
var load5 = () => loaded5 ??= require("node:worker_threads");
function Worker(...a) {
  const f = load5().Worker;
  return new.target === void 0 ? f(...a) : Reflect.construct(f, a, new.target === Worker ? f : new.target);
}

// src/node/journal/versionHashes.ts
var HASH_ON_WORKER_FROM_BYTES = 1 << 20;
var MAX_PENDING = 16;
var WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
parentPort.on('message', (m) => {
  parentPort.postMessage({ id: m.id, hash: createHash('sha256').update(m.bytes).digest('hex') });
});
`;
function sha256Hex(bytes) {
  return createHash("sha256").update(bytes).digest("hex");
}
var begun = /* @__PURE__ */ new WeakMap();
async function hashOfVersion(bytes) {
  const pending = begun.get(bytes);
  if (pending) {
    const hash = await pending.catch(() => void 0);
    if (hash !== void 0) return hash;
  }
  return sha256Hex(bytes);
}
var WorkerHasher = class {
  constructor(source = WORKER_SOURCE) {
    this.source = source;
  }
  worker;
  failed = false;
  nextId = 1;
  waiting = /* @__PURE__ */ new Map();
  /** A hash under way, or undefined when it must be computed inline. */
  hash(bytes) {
    if (this.waiting.size >= MAX_PENDING) return void 0;
    const worker = this.start();
    if (!worker) return void 0;
    const id = this.nextId++;
    const copy = new Uint8Array(bytes);
    const result = new Promise((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    try {
      worker.postMessage({ id, bytes: copy }, [copy.buffer]);
    } catch (error) {
      this.waiting.delete(id);
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    worker.ref();
    return result;
  }
  start() {
    if (this.worker || this.failed) return this.worker;
    try {
      const worker = new Worker(this.source, { eval: true });
      worker.unref();
      worker.on("message", (message) => this.settle(message));
      worker.on("error", (error) => this.fail(error));
      worker.on("exit", () => this.fail(new Error("the hashing thread stopped")));
      this.worker = worker;
    } catch {
      this.failed = true;
    }
    return this.worker;
  }
  settle(message) {
    const waiting = typeof message.id === "number" ? this.waiting.get(message.id) : void 0;
    if (!waiting || typeof message.id !== "number") return;
    this.waiting.delete(message.id);
    if (typeof message.hash === "string" && /^[0-9a-f]{64}$/.test(message.hash)) waiting.resolve(message.hash);
    else waiting.reject(new Error("the hashing thread answered without a hash"));
    if (this.waiting.size === 0) this.worker?.unref();
  }
  fail(error) {
    this.failed = true;
    this.worker = void 0;
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }
};
var hasher = new WorkerHasher();

// src/node/journal/journalStore.ts
var MAX_ENTRIES = 500;
var MAX_HISTORY_BYTES = 512 * 1024 * 1024;
var MAX_LISTED = 5e3;
var MAX_RECORD_BYTES = 64 * 1024 * 1024;
var PRUNE_LOCK_WAIT_MS = 2e3;
var sequence = 0;
function newEntryId() {
  return entryId(Date.now(), sequence++, randomBytes(4).toString("hex"));
}
var DEFAULT_BOUNDS = { maxEntries: MAX_ENTRIES, maxBytes: MAX_HISTORY_BYTES };
var Journal = class _Journal {
  constructor(dir, folder, fs = nodeJournalFs, bounds = DEFAULT_BOUNDS) {
    this.dir = dir;
    this.folder = folder;
    this.fs = fs;
    this.bounds = bounds;
    this.blobs = (0, import_node_path2.join)(dir, "blobs");
    this.intents = (0, import_node_path2.join)(dir, "intents");
    this.entries = (0, import_node_path2.join)(dir, "entries");
  }
  blobs;
  intents;
  entries;
  /** The journal of a workspace folder (its real path), made on first use. */
  static of(stateRoot, folder, fs = nodeJournalFs, bounds = DEFAULT_BOUNDS) {
    return new _Journal((0, import_node_path2.join)(stateRoot, "journal", journalName(folder)), folder, fs, bounds);
  }
  /** What a record of this journal may name: files inside its folder, ids not from the future. */
  scope(now = Date.now()) {
    return { folder: this.folder, now, separator: import_node_path2.sep, caseSensitive: process.platform !== "win32" && process.platform !== "darwin" };
  }
  /** The folders (0700: which folders were edited is nobody else's business), and the record of which workspace folder this is (0600, written whole, once). */
  ensure() {
    const stateRoot = (0, import_node_path2.dirname)((0, import_node_path2.dirname)(this.dir));
    (0, import_node_fs4.mkdirSync)(this.dir, { recursive: true, mode: 448 });
    for (const dir of [stateRoot, (0, import_node_path2.dirname)(this.dir), this.dir]) tighten(dir);
    for (const dir of [this.blobs, this.intents, this.entries]) (0, import_node_fs4.mkdirSync)(dir, { recursive: true, mode: 448 });
    const marker = (0, import_node_path2.join)(this.dir, "folder.json");
    if ((0, import_node_fs4.existsSync)(marker)) {
      try {
        (0, import_node_fs4.chmodSync)(marker, 384);
      } catch {
      }
      return;
    }
    const temp = `${marker}.${randomBytes(6).toString("hex")}.tmp`;
    (0, import_node_fs4.writeFileSync)(temp, JSON.stringify({ folder: this.folder }), { mode: 384 });
    (0, import_node_fs4.renameSync)(temp, marker);
  }
  /** The journal-wide lock: held while an intent is written and while a prune decides what to delete. */
  async lockJournal(waitMs) {
    (0, import_node_fs4.mkdirSync)(this.dir, { recursive: true, mode: 448 });
    return lock((0, import_node_path2.join)(this.dir, "journal.lock"), waitMs);
  }
  blobPath(hash) {
    return (0, import_node_path2.join)(this.blobs, hash);
  }
  /** Store bytes by hash (once), synced; whether they were written now (false: stored already). */
  async putBlob(bytes, hash = sha256Hex(bytes)) {
    const path = this.blobPath(hash);
    if (await exists(path)) return false;
    const temp = `${path}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await this.fs.writeNew(temp, bytes, 384);
      await this.fs.rename(temp, path);
    } catch (error) {
      await import_node_fs4.promises.rm(temp, { force: true });
      throw error;
    }
    return true;
  }
  /**
   * A stored version, checked against its hash before use (a record is input, not authority):
   * undefined when it is missing, not a regular file, larger than `maxBytes`, or not those bytes.
   */
  async getBlob(hash, maxBytes) {
    if (!/^[0-9a-f]{64}$/.test(hash)) return void 0;
    const read = await readRegularFile(this.blobPath(hash), maxBytes);
    if (read.kind !== "file" || sha256Hex(read.bytes) !== hash) return void 0;
    return read.bytes;
  }
  /** The intent is synced with its folder before any file of the workspace changes: it must survive a power loss. */
  async writeIntent(intent) {
    await this.writeRecord(this.intents, `${intent.id}.json`, intent, true);
  }
  async removeIntent(id) {
    await import_node_fs4.promises.unlink((0, import_node_path2.join)(this.intents, `${id}.json`)).catch((error) => {
      if (error.code !== "ENOENT") throw error;
    });
  }
  /**
   * Intents on disk (requests under way, or left by a process that died). One that cannot be read,
   * or that names a file outside the folder or a temporary name not ours, is damaged: `intent`
   * undefined and `why` set; it is reported, never acted on.
   */
  async listIntents() {
    const names = await import_node_fs4.promises.readdir(this.intents).catch(() => []);
    const out = [];
    const scope = this.scope();
    for (const name of names.filter((n) => n.endsWith(".json") && !n.startsWith(".")).slice(0, MAX_LISTED)) {
      const read = await readRegularFile((0, import_node_path2.join)(this.intents, name), MAX_RECORD_BYTES);
      if (read.kind === "missing") continue;
      if (read.kind === "refused") {
        out.push({ name, intent: void 0, why: read.why });
        continue;
      }
      const intent = parseJson2(Buffer.from(read.bytes).toString("utf8"), parseIntent);
      const why = intent === void 0 ? "it is not an intent record" : damagedIntent(intent, scope) ?? (`${intent.id}.json` === name ? void 0 : "its name is not its id");
      out.push(why === void 0 ? { name, intent } : { name, intent: void 0, why });
    }
    return out;
  }
  /**
   * The commit record: the entry, named "<id>.<bytes>.json" so the bounds need no reading. Not
   * synced: after a power loss a commit record that did not reach the disk leaves its intent, and
   * the request is rolled back (all old), which keeps the promise at the cost of that request.
   */
  async commit(entry, bytes) {
    await this.writeRecord(this.entries, `${entry.id}.${bytes}.json`, entry, false);
  }
  async isCommitted(id) {
    const names = await import_node_fs4.promises.readdir(this.entries).catch(() => []);
    return names.some((n) => n.startsWith(`${id}.`) && n.endsWith(".json"));
  }
  /** Committed entries that are possible, oldest first (the others: `checkEntries`). */
  async listEntries() {
    return (await this.checkEntries()).entries;
  }
  /**
   * Committed entries, oldest first, each read from a regular file and checked (core/journal's
   * impossibleEntry: an id of ours not from the future, a time agreeing with it, files inside the
   * folder); the impossible ones are reported in `ignored` and take no part in anything.
   */
  async checkEntries() {
    const scope = this.scope();
    const all = (await import_node_fs4.promises.readdir(this.entries).catch(() => [])).filter((n) => n.endsWith(".json") && !n.startsWith("."));
    const ignored = [];
    const named = [];
    for (const name of all.slice(0, MAX_LISTED * 4)) {
      const parsed = parseEntryName(name);
      const why = parsed === void 0 ? 'its name is not "<id>.<bytes>.json"' : void 0;
      if (why) ignored.push({ name, why });
      else named.push(name);
    }
    named.sort();
    const entries = [];
    const names = [];
    for (const name of named.slice(-MAX_LISTED)) {
      const read = await readRegularFile((0, import_node_path2.join)(this.entries, name), MAX_RECORD_BYTES);
      if (read.kind === "missing") continue;
      if (read.kind === "refused") {
        ignored.push({ name, why: read.why });
        continue;
      }
      const entry = parseJson2(Buffer.from(read.bytes).toString("utf8"), parseEntry);
      const why = entry === void 0 ? "it is not an entry record" : impossibleEntry(entry, scope) ?? (parseEntryName(name)?.id === entry.id ? void 0 : "its name is not its id");
      if (why !== void 0 || entry === void 0) ignored.push({ name, why: why ?? "unreadable" });
      else {
        entries.push(entry);
        names.push(name);
      }
    }
    return { entries, names, ignored };
  }
  /**
   * Drop the oldest entries beyond the bounds, then the stored versions no entry or intent names.
   * Only possible entries count and are dropped (an impossible one, e.g. dated in the future,
   * evicts nothing); their sizes are the stored versions' sizes on disk, never the names' word.
   * The decision and the deletes run under the journal-wide lock, which a writer holds while it
   * writes its intent: a version a request under way needs is never deleted.
   */
  async prune() {
    const all = (await import_node_fs4.promises.readdir(this.entries).catch(() => [])).filter((n) => n.endsWith(".json") && !n.startsWith("."));
    const { maxEntries, maxBytes } = this.bounds;
    const hinted = all.reduce((sum, n) => sum + (parseEntryName(n)?.bytes ?? 0), 0);
    if (all.length <= maxEntries + Math.floor(maxEntries / 10) && hinted <= maxBytes) return;
    let release;
    try {
      release = await this.lockJournal(PRUNE_LOCK_WAIT_MS);
    } catch {
      return;
    }
    try {
      await this.pruneLocked();
    } finally {
      release();
    }
  }
  async pruneLocked() {
    const { maxEntries, maxBytes } = this.bounds;
    const keptBytes = maxBytes - Math.floor(maxBytes / 10);
    const { entries, names } = await this.checkEntries();
    const sizes = /* @__PURE__ */ new Map();
    const sizeOf = async (hash) => {
      if (hash === null) return 0;
      let size = sizes.get(hash);
      if (size === void 0) {
        size = (await import_node_fs4.promises.lstat(this.blobPath(hash)).catch(() => void 0))?.size ?? 0;
        sizes.set(hash, size);
      }
      return size;
    };
    const entryBytes = [];
    for (const e of entries) {
      let bytes = 0;
      for (const f of e.files) bytes += await sizeOf(f.before) + await sizeOf(f.after);
      entryBytes.push(bytes);
    }
    let total = entryBytes.reduce((a, b) => a + b, 0);
    let drop = 0;
    while (drop < entries.length - 1 && (entries.length - drop > maxEntries || total > keptBytes)) {
      total -= entryBytes[drop];
      drop++;
    }
    for (const name of names.slice(0, drop)) await import_node_fs4.promises.rm((0, import_node_path2.join)(this.entries, name), { force: true });
    const kept = /* @__PURE__ */ new Set();
    for (const { intent } of await this.listIntents()) for (const f of intent?.files ?? []) for (const h of [f.before, f.after]) if (h) kept.add(h);
    for (const name of await import_node_fs4.promises.readdir(this.intents).catch(() => [])) if (name.endsWith(".json")) {
      const text = await readRegularFile((0, import_node_path2.join)(this.intents, name), MAX_RECORD_BYTES);
      if (text.kind === "file") for (const h of Buffer.from(text.bytes).toString("utf8").match(/[0-9a-f]{64}/g) ?? []) kept.add(h);
    }
    for (const e of entries.slice(drop)) for (const f of e.files) for (const h of [f.before, f.after]) if (h) kept.add(h);
    for (const name of await import_node_fs4.promises.readdir(this.entries).catch(() => [])) if (!names.includes(name)) {
      const text = await readRegularFile((0, import_node_path2.join)(this.entries, name), MAX_RECORD_BYTES);
      if (text.kind === "file") for (const h of Buffer.from(text.bytes).toString("utf8").match(/[0-9a-f]{64}/g) ?? []) kept.add(h);
    }
    const blobs = await import_node_fs4.promises.readdir(this.blobs).catch(() => []);
    for (const name of blobs.slice(0, 1e5)) if (!kept.has(name) && !name.endsWith(".tmp")) await import_node_fs4.promises.rm((0, import_node_path2.join)(this.blobs, name), { force: true });
  }
  async writeRecord(dir, name, value, durable) {
    const temp = (0, import_node_path2.join)(dir, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
    try {
      if (durable) await this.fs.writeNew(temp, Buffer.from(JSON.stringify(value)), 384);
      else await import_node_fs4.promises.writeFile(temp, JSON.stringify(value), { flag: "wx", mode: 384 });
      await this.fs.rename(temp, (0, import_node_path2.join)(dir, name));
    } catch (error) {
      await import_node_fs4.promises.rm(temp, { force: true });
      throw error;
    }
    if (durable) await this.fs.syncFolder(dir);
  }
};
function journalName(folder) {
  return `${((0, import_node_path2.basename)(folder) || "root").replace(/[^A-Za-z0-9_.-]/g, "_").slice(0, 40)}-${createHash("sha256").update(folder).digest("hex").slice(0, 16)}`;
}
function tighten(dir) {
  try {
    (0, import_node_fs4.chmodSync)(dir, 448);
  } catch {
  }
}
function parseJson2(text, parse4) {
  try {
    return parse4(JSON.parse(text));
  } catch {
    return void 0;
  }
}
async function exists(path) {
  try {
    await import_node_fs4.promises.access(path);
    return true;
  } catch {
    return false;
  }
}

// src/node/journal/realFolder.ts
var import_node_fs5 = require("node:fs");
function realFolder(path) {
  try {
    return (0, import_node_fs5.realpathSync)(path);
  } catch {
    return path;
  }
}

// src/node/journal/recordEntry.ts
var import_node_fs6 = require("node:fs");
async function recordEntry(journal, meta, files) {
  journal.ensure();
  let stored = 0;
  const entry = { version: 1, id: newEntryId(), time: (/* @__PURE__ */ new Date()).toISOString(), client: meta.client, session: meta.session, tool: meta.tool, files: [] };
  if (meta.undoes !== void 0) entry.undoes = meta.undoes;
  if (meta.agent !== void 0) entry.agent = meta.agent;
  if (meta.command !== void 0) entry.command = meta.command;
  if (meta.putBackOf !== void 0) entry.putBackOf = meta.putBackOf;
  for (const f of files) {
    const before = f.before === null ? null : await hashOfVersion(f.before);
    const after = f.after === null ? null : await hashOfVersion(f.after);
    if (f.before && before) {
      stored += f.before.length;
      await storeVersion(journal, f.before, before);
    }
    if (f.after && after) {
      stored += f.after.length;
      await storeVersion(journal, f.after, after);
    }
    entry.files.push({
      path: f.displayPath,
      realPath: f.realPath,
      before,
      after,
      changes: f.changes ? [...f.changes] : changedLines(f.before, f.after),
      ...f.foreign === true ? { foreign: true } : {},
      ...f.rebuilt === true ? { rebuilt: true } : {},
      ...f.mode !== void 0 ? { mode: f.mode } : {},
      ...f.notKept !== void 0 ? { notKept: f.notKept } : {}
    });
  }
  await journal.commit(entry, stored);
  await journal.prune().catch(() => void 0);
  return entry.id;
}
async function storeVersion(journal, bytes, hash) {
  const path = journal.blobPath(hash);
  if (await import_node_fs6.promises.access(path).then(() => true, () => false)) return;
  const temp = `${path}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    await import_node_fs6.promises.writeFile(temp, bytes, { flag: "wx", mode: 384 });
    await import_node_fs6.promises.rename(temp, path);
  } catch (error) {
    await import_node_fs6.promises.rm(temp, { force: true });
    throw error;
  }
}

// src/node/journal/changesSince.ts
var MAX_ENTRIES2 = 200;
async function journalChangesSince(stateRoot, target, since, sameFile, ownSession) {
  let entries;
  try {
    entries = await Journal.of(stateRoot, realFolder(target.root.path)).listEntries();
  } catch {
    return void 0;
  }
  const out = [];
  for (const entry of entries.slice(-MAX_ENTRIES2)) {
    const time = Date.parse(entry.time);
    if (!(time >= since) || ownSession !== void 0 && entry.session === ownSession) continue;
    const who = entry.agent !== void 0 && entry.agent.length > 0 ? entry.agent : entry.client;
    for (const file of entry.files) {
      if (!sameFile(file.realPath, target.realPath)) continue;
      out.push({ entry: entry.id, time: entry.time, agent: who, tool: entry.tool, file: file.path, lines: file.changes });
    }
  }
  return out;
}

// src/hook/pendingRecord.ts
var import_node_path3 = require("node:path");

// src/hook/sessionFiles.ts
function sessionFileName(sessionId) {
  const readable = sessionId.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 64);
  return `${readable}-${fingerprint(sessionId)}.json`;
}

// src/hook/pendingRecord.ts
var MAX_FILES_PER_CALL = 100;
var PENDING_MAX_AGE_MS = 3600 * 1e3;
var PENDING_PRUNE_MAX = 200;
var PENDING_MAX_BYTES = 4 * 1024 * 1024;
function decodePending(bytes) {
  if (bytes.length < 4) return void 0;
  const whole = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = whole.readUInt32LE(whole.length - 4);
  if (length > whole.length - 4 || length > PENDING_MAX_BYTES) return void 0;
  const start = whole.length - 4 - length;
  let pending;
  try {
    pending = JSON.parse(whole.toString("utf8", start, whole.length - 4));
  } catch {
    return void 0;
  }
  if (typeof pending !== "object" || pending === null || pending.version !== 3 || !Array.isArray(pending.files)) return void 0;
  return { pending, kept: whole.subarray(0, start) };
}
function pendingPath(stateRoot, event, call) {
  const what = DIALECTS[event.agent].callKnownByFiles === true ? [event.agent, call.operations.map((op) => op.path)] : [event.agent, call.tool, call.operations];
  const key = fingerprint(JSON.stringify(what));
  return (0, import_node_path3.join)(stateRoot, "hook", "pending", `${sessionFileName(event.session).replace(/\.json$/, "")}-${key}.json`);
}
async function changedFile(op, env) {
  const resolved = await resolveTarget(op.path, env.roots, env.fs, env.platform, { purpose: "create", protectedPatterns: env.protectedPatterns, maxFileBytes: env.maxFileBytes });
  if (!resolved.ok) return void 0;
  const { target } = resolved;
  return { realPath: target.realPath, displayPath: target.displayPath, folder: realFolder(target.root.path) };
}

// src/hook/editRecorder.ts
async function recordCallDone(call, event, env, stateRoot) {
  const path = pendingPath(stateRoot, event, call);
  let pending;
  let kept;
  try {
    const read = await readRegularFile(path, PENDING_MAX_BYTES + MAX_FILES_PER_CALL * env.maxFileBytes);
    if (read.kind === "missing") return REBUILDS_BEFORE.has(event.name) ? recordRebuilt(call, event, env, stateRoot) : void 0;
    (0, import_node_fs7.unlinkSync)(path);
    if (read.kind === "refused") return void 0;
    const decoded = decodePending(read.bytes);
    if (decoded === void 0) return void 0;
    ({ pending, kept } = decoded);
  } catch {
    return void 0;
  } finally {
    prunePending(stateRoot);
  }
  const byFolder = /* @__PURE__ */ new Map();
  for (const f of pending.files.slice(0, MAX_FILES_PER_CALL)) {
    const again = await changedFile(call.operations[f.operation] ?? { kind: "change", path: f.realPath, inputPath: [] }, env);
    if (!again || again.realPath !== f.realPath) continue;
    const after = await bytesOf(f.realPath, env.maxFileBytes);
    if (after === "unreadable") continue;
    const before = keptBefore(f.before, kept);
    if (before === void 0) continue;
    if (sameBytes(before, after)) continue;
    const expected = replayOperation(call.operations[f.operation], before === null ? null : textOf(before) ?? null);
    const foreign = expected !== void 0 && (after === null || textOf(after) !== expected);
    const list = byFolder.get(f.folder) ?? [];
    list.push({ realPath: f.realPath, displayPath: f.displayPath, before, after, ...foreign ? { foreign: true } : {} });
    byFolder.set(f.folder, list);
  }
  let id;
  for (const [folder, files] of byFolder) {
    id = await recordEntry(Journal.of(stateRoot, folder), { client: event.agent, session: event.session, tool: event.tool }, files);
  }
  return id;
}
function keptBefore(place, kept) {
  if (place === null) return null;
  const { offset, length } = place;
  if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || offset < 0 || length < 0 || offset + length > kept.length) return void 0;
  return kept.subarray(offset, offset + length);
}
var REBUILDS_BEFORE = /* @__PURE__ */ new Set(["afterFileEdit"]);
async function recordRebuilt(call, event, env, stateRoot) {
  const byFolder = /* @__PURE__ */ new Map();
  for (const op of call.operations.slice(0, MAX_FILES_PER_CALL)) {
    const file = await changedFile(op, env);
    if (!file) continue;
    const after = await bytesOf(file.realPath, env.maxFileBytes);
    const afterText = after === null || after === "unreadable" ? void 0 : textOf(after);
    const before = afterText === void 0 ? void 0 : rebuildBefore(op, afterText);
    if (after === null || after === "unreadable" || before === void 0) continue;
    const list = byFolder.get(file.folder) ?? [];
    list.push({ realPath: file.realPath, displayPath: file.displayPath, before: Buffer.from(before, "utf8"), after, rebuilt: true });
    byFolder.set(file.folder, list);
  }
  let id;
  for (const [folder, files] of byFolder) {
    id = await recordEntry(Journal.of(stateRoot, folder), { client: event.agent, session: event.session, tool: event.tool }, files);
  }
  return id;
}
async function bytesOf(realPath, maxBytes) {
  const read = await readRegularFile(realPath, maxBytes);
  if (read.kind === "missing") return null;
  return read.kind === "file" ? read.bytes : "unreadable";
}
function prunePending(stateRoot) {
  const folder = (0, import_node_path4.join)(stateRoot, "hook", "pending");
  const now = Date.now();
  let looked = 0;
  try {
    for (const name of (0, import_node_fs7.readdirSync)(folder)) {
      if (++looked > PENDING_PRUNE_MAX) break;
      const path = (0, import_node_path4.join)(folder, name);
      try {
        if (now - (0, import_node_fs7.lstatSync)(path).mtimeMs > PENDING_MAX_AGE_MS) (0, import_node_fs7.unlinkSync)(path);
      } catch {
      }
    }
  } catch {
  }
}
function textOf(bytes) {
  return strictUtf8(bytes, { dropBom: true });
}
function sameBytes(a, b) {
  if (a === null || b === null) return a === b;
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  journalChangesSince,
  recordCallDone
});
//# guarded-edit-build bc61a4b607c510c0
