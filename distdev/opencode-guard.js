"use strict";
var __create2 = Object.create;
var __defProp2 = Object.defineProperty;
var __getOwnPropDesc2 = Object.getOwnPropertyDescriptor;
var __getOwnPropNames2 = Object.getOwnPropertyNames;
var __getProtoOf2 = Object.getPrototypeOf;
var __hasOwnProp2 = Object.prototype.hasOwnProperty;
var __esm = (fn, res) => function __init() {
  return fn && (res = (0, fn[__getOwnPropNames2(fn)[0]])(fn = 0)), res;
};
var __commonJS2 = (cb, mod) => function __require() {
  return mod || (0, cb[__getOwnPropNames2(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
};
var __export2 = (target, all) => {
  for (var name2 in all)
    __defProp2(target, name2, { get: all[name2], enumerable: true });
};
var __copyProps2 = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames2(from))
      if (!__hasOwnProp2.call(to, key) && key !== except)
        __defProp2(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc2(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM2 = (mod, isNodeMode, target) => (target = mod != null ? __create2(__getProtoOf2(mod)) : {}, __copyProps2(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp2(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS2 = (mod) => __copyProps2(__defProp2({}, "__esModule", { value: true }), mod);

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
    let start2 = pos;
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
        return text.substring(start2, pos);
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
    return text.substring(start2, end);
  }
  function scanString() {
    let result = "", start2 = pos;
    while (true) {
      if (pos >= len) {
        result += text.substring(start2, pos);
        scanError = 2;
        break;
      }
      const ch = text.charCodeAt(pos);
      if (ch === 34) {
        result += text.substring(start2, pos);
        pos++;
        break;
      }
      if (ch === 92) {
        result += text.substring(start2, pos);
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
        start2 = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31) {
        if (isLineBreak(ch)) {
          result += text.substring(start2, pos);
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
        const start2 = pos - 1;
        if (text.charCodeAt(pos + 1) === 47) {
          pos += 2;
          while (pos < len) {
            if (isLineBreak(text.charCodeAt(pos))) {
              break;
            }
            pos++;
          }
          value = text.substring(start2, pos);
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
          value = text.substring(start2, pos);
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
  for (let i2 = 0; i2 < count; i2++) {
    result += s;
  }
  return result;
}
function computeIndentLevel(content, options) {
  let i2 = 0;
  let nChars = 0;
  const tabSize = options.tabSize || 4;
  while (i2 < content.length) {
    let ch = content.charAt(i2);
    if (ch === cachedSpaces[1]) {
      nChars++;
    } else if (ch === "	") {
      nChars += tabSize;
    } else {
      break;
    }
    i2++;
  }
  return Math.floor(nChars / tabSize);
}
function getEOL(options, text) {
  for (let i2 = 0; i2 < text.length; i2++) {
    const ch = text.charAt(i2);
    if (ch === "\r") {
      if (i2 + 1 < text.length && text.charAt(i2 + 1) === "\n") {
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
      onObjectProperty: (name2, offset, length) => {
        if (position < offset) {
          throw earlyReturnException;
        }
        setPreviousNode(name2, offset, length, "property");
        segments[segments.length - 1] = name2;
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
      onSeparator: (sep4, offset, length) => {
        if (position <= offset) {
          throw earlyReturnException;
        }
        if (sep4 === ":" && previousNode && previousNode.type === "property") {
          previousNode.colonOffset = offset;
          isAtPropertyKey = false;
          previousNode = void 0;
        } else if (sep4 === ",") {
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
      for (let i2 = 0; k < pattern.length && i2 < segments.length; i2++) {
        if (pattern[k] === segments[i2] || pattern[k] === "*") {
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
    onObjectProperty: (name2) => {
      currentProperty = name2;
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
    onObjectProperty: (name2, offset, length) => {
      currentParent = onValue({ type: "property", offset, length: -1, parent: currentParent, children: [] });
      currentParent.children.push({ type: "string", value: name2, offset, length, parent: currentParent });
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
    onSeparator: (sep4, offset, length) => {
      if (currentParent.type === "property") {
        if (sep4 === ":") {
          currentParent.colonOffset = offset;
        } else if (sep4 === ",") {
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
      for (let i2 = 0; i2 < children.length && children[i2].offset <= offset; i2++) {
        const item = findNodeAtOffset(children[i2], offset, includeRightBound);
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
  let _scanner = createScanner(text), parts2 = [], kind, offset = 0, pos;
  do {
    pos = _scanner.getPosition();
    kind = _scanner.scan();
    switch (kind) {
      case 12:
      case 13:
      case 17:
        if (offset !== pos) {
          parts2.push(text.substring(offset, pos));
        }
        if (replaceCh !== void 0) {
          parts2.push(_scanner.getTokenValue().replace(/[^\r\n]/g, replaceCh));
        }
        offset = _scanner.getPosition();
        break;
    }
  } while (kind !== 17);
  return parts2.join("");
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
    const existing2 = findNodeAtLocation(parent, [lastSegment]);
    if (existing2 !== void 0) {
      if (value === void 0) {
        if (!existing2.parent) {
          throw new Error("Malformed AST");
        }
        const propertyIndex = parent.children.indexOf(existing2.parent);
        let removeBegin;
        let removeEnd = existing2.parent.offset + existing2.parent.length;
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
        return withFormatting(text, { offset: existing2.offset, length: existing2.length, content: JSON.stringify(value) }, options);
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
  for (let i2 = edits.length - 1; i2 >= 0; i2--) {
    const edit2 = edits[i2];
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
__export2(main_exports, {
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
  for (let i2 = sortedEdits.length - 1; i2 >= 0; i2--) {
    let e = sortedEdits[i2];
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
var require_constants = __commonJS2({
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
var require_utils = __commonJS2({
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
var require_scan = __commonJS2({
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
      const parts2 = [];
      let str2 = input;
      let index = -1;
      let start2 = 0;
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
          if (prev === CHAR_DOT && index === start2 + 1) {
            start2 += 2;
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
            if (code === CHAR_EXCLAMATION_MARK && index === start2) {
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
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start2) {
          negated = token.negated = true;
          start2++;
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
      if (start2 > 0) {
        prefix = str2.slice(0, start2);
        str2 = str2.slice(start2);
        lastIndex -= start2;
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
        start: start2,
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
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start2;
          const i2 = slashes[idx];
          const value2 = input.slice(n2, i2);
          if (opts.tokens) {
            if (idx === 0 && start2 !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth2(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i2 >= start2) {
            parts2.push(value2);
            prevIndex = i2;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start2;
        const value = input.slice(n);
        parts2.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value;
          depth2(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts2;
      }
      return state;
    };
    module2.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS2({
  "node_modules/picomatch/lib/parse.js"(exports2, module2) {
    "use strict";
    var constants4 = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants4;
    var expandRange = (args2, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args2, options);
      }
      args2.sort();
      const value = `[${args2.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args2.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input) => {
      const parts2 = [];
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
              parts2.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts2.push(value);
      return parts2;
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
      for (let i2 = 0; i2 < values.length; i2++) {
        for (let j = i2 + 1; j < values.length; j++) {
          const a = values[i2];
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
      for (let i2 = 1; i2 < pattern.length; i2++) {
        const ch = pattern[i2];
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
            if (requireEnd === true && i2 !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i2),
              end: i2
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
    var analyzeRepeatedExtglob = (body2, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants4.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body2).map((branch) => branch.trim());
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
      const PLATFORM_CHARS = constants4.globChars(opts.windows);
      const EXTGLOB_CHARS = constants4.extglobChars(PLATFORM_CHARS);
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
        const body2 = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body2, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open = tokens[token.tokensIndex];
          open.type = "text";
          open.value = literal;
          open.output = safeOutput || utils.escapeRegex(literal);
          for (let i2 = token.tokensIndex + 1; i2 < tokens.length; i2++) {
            tokens[i2].value = "";
            tokens[i2].output = "";
            delete tokens[i2].suffix;
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
            for (let i2 = arr.length - 1; i2 >= 0; i2--) {
              tokens.pop();
              if (arr[i2].type === "brace") {
                break;
              }
              if (arr[i2].type !== "dots") {
                range.unshift(arr[i2].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out2 = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out2;
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
          const before2 = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before2 && (before2.type === "star" || before2.type === "globstar");
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
            const after2 = input[state.index + 4];
            if (after2 && after2 !== "/") {
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
      } = constants4.globChars(opts.windows);
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
var require_picomatch = __commonJS2({
  "node_modules/picomatch/lib/picomatch.js"(exports2, module2) {
    "use strict";
    var scan = require_scan();
    var parse4 = require_parse();
    var utils = require_utils();
    var constants4 = require_constants();
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
      } catch (err2) {
        if (options && options.debug === true) throw err2;
        return /$^/;
      }
    };
    picomatch.constants = constants4;
    module2.exports = picomatch;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS2({
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

// src/core/notebook/schema/validators.js
var require_validators = __commonJS2({
  "src/core/notebook/schema/validators.js"(exports2) {
    "use strict";
    exports2.validateNbformat4 = validate21;
    var schema8 = { "type": "object", "additionalProperties": false, "required": ["id", "cell_type", "metadata", "source"], "properties": { "id": { "$ref": "#/definitions/cell_id" }, "cell_type": { "enum": ["raw"] }, "metadata": { "type": "object", "additionalProperties": true, "properties": { "format": { "type": "string" }, "jupyter": { "type": "object", "additionalProperties": true, "source_hidden": { "type": "boolean" } }, "name": { "$ref": "#/definitions/misc/metadata_name" }, "tags": { "$ref": "#/definitions/misc/metadata_tags" } } }, "attachments": { "$ref": "#/definitions/misc/attachments" }, "source": { "$ref": "#/definitions/misc/source" } } };
    var pattern0 = new RegExp("^[a-zA-Z0-9-_]+$", "u");
    function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      if (errors === 0) {
        if (typeof data === "string") {
          if (data.length > 64) {
            validate24.errors = [{ instancePath, schemaPath: "#/maxLength", keyword: "maxLength", params: { limit: 64 } }];
            return false;
          } else {
            if (data.length < 1) {
              validate24.errors = [{ instancePath, schemaPath: "#/minLength", keyword: "minLength", params: { limit: 1 } }];
              return false;
            } else {
              if (!pattern0.test(data)) {
                validate24.errors = [{ instancePath, schemaPath: "#/pattern", keyword: "pattern", params: { pattern: "^[a-zA-Z0-9-_]+$" } }];
                return false;
              }
            }
          }
        } else {
          validate24.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } }];
          return false;
        }
      }
      validate24.errors = vErrors;
      return errors === 0;
    }
    var pattern1 = new RegExp("^.+$", "u");
    function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      if (errors === 0) {
        if (typeof data === "string") {
          if (!pattern1.test(data)) {
            validate26.errors = [{ instancePath, schemaPath: "#/pattern", keyword: "pattern", params: { pattern: "^.+$" } }];
            return false;
          }
        } else {
          validate26.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } }];
          return false;
        }
      }
      validate26.errors = vErrors;
      return errors === 0;
    }
    var pattern2 = new RegExp("^[^,]+$", "u");
    function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      if (errors === 0) {
        if (Array.isArray(data)) {
          var valid0 = true;
          const len0 = data.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data0 = data[i0];
            const _errs1 = errors;
            if (errors === _errs1) {
              if (typeof data0 === "string") {
                if (!pattern2.test(data0)) {
                  validate28.errors = [{ instancePath: instancePath + "/" + i0, schemaPath: "#/items/pattern", keyword: "pattern", params: { pattern: "^[^,]+$" } }];
                  return false;
                }
              } else {
                validate28.errors = [{ instancePath: instancePath + "/" + i0, schemaPath: "#/items/type", keyword: "type", params: { type: "string" } }];
                return false;
              }
            }
            var valid0 = _errs1 === errors;
            if (!valid0) {
              break;
            }
          }
          if (valid0) {
            let i1 = data.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  validate28.errors = [{ instancePath, schemaPath: "#/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 } }];
                  return false;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          }
        } else {
          validate28.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } }];
          return false;
        }
      }
      validate28.errors = vErrors;
      return errors === 0;
    }
    var pattern3 = new RegExp(".*", "u");
    var pattern4 = new RegExp("^application/(.*\\+)?json$", "u");
    function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      const _errs0 = errors;
      let valid0 = false;
      let passing0 = null;
      const _errs1 = errors;
      if (typeof data !== "string") {
        const err0 = { instancePath, schemaPath: "#/oneOf/0/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      var _valid0 = _errs1 === errors;
      if (_valid0) {
        valid0 = true;
        passing0 = 0;
      }
      const _errs3 = errors;
      if (errors === _errs3) {
        if (Array.isArray(data)) {
          var valid1 = true;
          const len0 = data.length;
          for (let i0 = 0; i0 < len0; i0++) {
            const _errs5 = errors;
            if (typeof data[i0] !== "string") {
              const err1 = { instancePath: instancePath + "/" + i0, schemaPath: "#/oneOf/1/items/type", keyword: "type", params: { type: "string" } };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            var valid1 = _errs5 === errors;
            if (!valid1) {
              break;
            }
          }
        } else {
          const err2 = { instancePath, schemaPath: "#/oneOf/1/type", keyword: "type", params: { type: "array" } };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
      var _valid0 = _errs3 === errors;
      if (_valid0 && valid0) {
        valid0 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid0 = true;
          passing0 = 1;
        }
      }
      if (!valid0) {
        const err3 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 } };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
        validate32.errors = vErrors;
        return false;
      } else {
        errors = _errs0;
        if (vErrors !== null) {
          if (_errs0) {
            vErrors.length = _errs0;
          } else {
            vErrors = null;
          }
        }
      }
      validate32.errors = vErrors;
      return errors === 0;
    }
    function validate31(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      if (errors === 0) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
          for (const key0 in data) {
            if (!pattern4.test(key0)) {
              const _errs2 = errors;
              if (!validate32(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData })) {
                vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
                errors = vErrors.length;
              }
              var valid0 = _errs2 === errors;
              if (!valid0) {
                break;
              }
            }
          }
        } else {
          validate31.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } }];
          return false;
        }
      }
      validate31.errors = vErrors;
      return errors === 0;
    }
    function validate30(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      if (errors === 0) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
          var valid0 = true;
          for (const key0 in data) {
            if (pattern3.test(key0)) {
              const _errs1 = errors;
              if (!validate31(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData })) {
                vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
                errors = vErrors.length;
              }
              var valid0 = _errs1 === errors;
              if (!valid0) {
                break;
              }
            }
          }
        } else {
          validate30.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } }];
          return false;
        }
      }
      validate30.errors = vErrors;
      return errors === 0;
    }
    function validate36(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      const _errs0 = errors;
      let valid0 = false;
      let passing0 = null;
      const _errs1 = errors;
      if (typeof data !== "string") {
        const err0 = { instancePath, schemaPath: "#/oneOf/0/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      var _valid0 = _errs1 === errors;
      if (_valid0) {
        valid0 = true;
        passing0 = 0;
      }
      const _errs3 = errors;
      if (errors === _errs3) {
        if (Array.isArray(data)) {
          var valid1 = true;
          const len0 = data.length;
          for (let i0 = 0; i0 < len0; i0++) {
            const _errs5 = errors;
            if (typeof data[i0] !== "string") {
              const err1 = { instancePath: instancePath + "/" + i0, schemaPath: "#/oneOf/1/items/type", keyword: "type", params: { type: "string" } };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            var valid1 = _errs5 === errors;
            if (!valid1) {
              break;
            }
          }
        } else {
          const err2 = { instancePath, schemaPath: "#/oneOf/1/type", keyword: "type", params: { type: "array" } };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
      var _valid0 = _errs3 === errors;
      if (_valid0 && valid0) {
        valid0 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid0 = true;
          passing0 = 1;
        }
      }
      if (!valid0) {
        const err3 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 } };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
        validate36.errors = vErrors;
        return false;
      } else {
        errors = _errs0;
        if (vErrors !== null) {
          if (_errs0) {
            vErrors.length = _errs0;
          } else {
            vErrors = null;
          }
        }
      }
      validate36.errors = vErrors;
      return errors === 0;
    }
    function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      if (errors === 0) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
          let missing0;
          if (data.id === void 0 && (missing0 = "id") || data.cell_type === void 0 && (missing0 = "cell_type") || data.metadata === void 0 && (missing0 = "metadata") || data.source === void 0 && (missing0 = "source")) {
            validate23.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 } }];
            return false;
          } else {
            const _errs1 = errors;
            for (const key0 in data) {
              if (!(key0 === "id" || key0 === "cell_type" || key0 === "metadata" || key0 === "attachments" || key0 === "source")) {
                validate23.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 } }];
                return false;
                break;
              }
            }
            if (_errs1 === errors) {
              if (data.id !== void 0) {
                const _errs2 = errors;
                if (!validate24(data.id, { instancePath: instancePath + "/id", parentData: data, parentDataProperty: "id", rootData })) {
                  vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
                  errors = vErrors.length;
                }
                var valid0 = _errs2 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.cell_type !== void 0) {
                  const _errs3 = errors;
                  if (!(data.cell_type === "raw")) {
                    validate23.errors = [{ instancePath: instancePath + "/cell_type", schemaPath: "#/properties/cell_type/enum", keyword: "enum", params: { allowedValues: schema8.properties.cell_type.enum } }];
                    return false;
                  }
                  var valid0 = _errs3 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.metadata !== void 0) {
                    let data2 = data.metadata;
                    const _errs4 = errors;
                    if (errors === _errs4) {
                      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                        if (data2.format !== void 0) {
                          const _errs7 = errors;
                          if (typeof data2.format !== "string") {
                            validate23.errors = [{ instancePath: instancePath + "/metadata/format", schemaPath: "#/properties/metadata/properties/format/type", keyword: "type", params: { type: "string" } }];
                            return false;
                          }
                          var valid1 = _errs7 === errors;
                        } else {
                          var valid1 = true;
                        }
                        if (valid1) {
                          if (data2.jupyter !== void 0) {
                            let data4 = data2.jupyter;
                            const _errs9 = errors;
                            if (errors === _errs9) {
                              if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                              } else {
                                validate23.errors = [{ instancePath: instancePath + "/metadata/jupyter", schemaPath: "#/properties/metadata/properties/jupyter/type", keyword: "type", params: { type: "object" } }];
                                return false;
                              }
                            }
                            var valid1 = _errs9 === errors;
                          } else {
                            var valid1 = true;
                          }
                          if (valid1) {
                            if (data2.name !== void 0) {
                              const _errs12 = errors;
                              if (!validate26(data2.name, { instancePath: instancePath + "/metadata/name", parentData: data2, parentDataProperty: "name", rootData })) {
                                vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
                                errors = vErrors.length;
                              }
                              var valid1 = _errs12 === errors;
                            } else {
                              var valid1 = true;
                            }
                            if (valid1) {
                              if (data2.tags !== void 0) {
                                const _errs13 = errors;
                                if (!validate28(data2.tags, { instancePath: instancePath + "/metadata/tags", parentData: data2, parentDataProperty: "tags", rootData })) {
                                  vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
                                  errors = vErrors.length;
                                }
                                var valid1 = _errs13 === errors;
                              } else {
                                var valid1 = true;
                              }
                            }
                          }
                        }
                      } else {
                        validate23.errors = [{ instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/type", keyword: "type", params: { type: "object" } }];
                        return false;
                      }
                    }
                    var valid0 = _errs4 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.attachments !== void 0) {
                      const _errs14 = errors;
                      if (!validate30(data.attachments, { instancePath: instancePath + "/attachments", parentData: data, parentDataProperty: "attachments", rootData })) {
                        vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
                        errors = vErrors.length;
                      }
                      var valid0 = _errs14 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.source !== void 0) {
                        const _errs15 = errors;
                        if (!validate36(data.source, { instancePath: instancePath + "/source", parentData: data, parentDataProperty: "source", rootData })) {
                          vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
                          errors = vErrors.length;
                        }
                        var valid0 = _errs15 === errors;
                      } else {
                        var valid0 = true;
                      }
                    }
                  }
                }
              }
            }
          }
        } else {
          validate23.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } }];
          return false;
        }
      }
      validate23.errors = vErrors;
      return errors === 0;
    }
    var schema16 = { "type": "object", "additionalProperties": false, "required": ["id", "cell_type", "metadata", "source"], "properties": { "id": { "$ref": "#/definitions/cell_id" }, "cell_type": { "enum": ["markdown"] }, "metadata": { "type": "object", "properties": { "name": { "$ref": "#/definitions/misc/metadata_name" }, "tags": { "$ref": "#/definitions/misc/metadata_tags" }, "jupyter": { "type": "object", "additionalProperties": true, "source_hidden": { "type": "boolean" } } }, "additionalProperties": true }, "attachments": { "$ref": "#/definitions/misc/attachments" }, "source": { "$ref": "#/definitions/misc/source" } } };
    function validate39(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      if (errors === 0) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
          let missing0;
          if (data.id === void 0 && (missing0 = "id") || data.cell_type === void 0 && (missing0 = "cell_type") || data.metadata === void 0 && (missing0 = "metadata") || data.source === void 0 && (missing0 = "source")) {
            validate39.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 } }];
            return false;
          } else {
            const _errs1 = errors;
            for (const key0 in data) {
              if (!(key0 === "id" || key0 === "cell_type" || key0 === "metadata" || key0 === "attachments" || key0 === "source")) {
                validate39.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 } }];
                return false;
                break;
              }
            }
            if (_errs1 === errors) {
              if (data.id !== void 0) {
                const _errs2 = errors;
                if (!validate24(data.id, { instancePath: instancePath + "/id", parentData: data, parentDataProperty: "id", rootData })) {
                  vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
                  errors = vErrors.length;
                }
                var valid0 = _errs2 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.cell_type !== void 0) {
                  const _errs3 = errors;
                  if (!(data.cell_type === "markdown")) {
                    validate39.errors = [{ instancePath: instancePath + "/cell_type", schemaPath: "#/properties/cell_type/enum", keyword: "enum", params: { allowedValues: schema16.properties.cell_type.enum } }];
                    return false;
                  }
                  var valid0 = _errs3 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.metadata !== void 0) {
                    let data2 = data.metadata;
                    const _errs4 = errors;
                    if (errors === _errs4) {
                      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                        if (data2.name !== void 0) {
                          const _errs7 = errors;
                          if (!validate26(data2.name, { instancePath: instancePath + "/metadata/name", parentData: data2, parentDataProperty: "name", rootData })) {
                            vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
                            errors = vErrors.length;
                          }
                          var valid1 = _errs7 === errors;
                        } else {
                          var valid1 = true;
                        }
                        if (valid1) {
                          if (data2.tags !== void 0) {
                            const _errs8 = errors;
                            if (!validate28(data2.tags, { instancePath: instancePath + "/metadata/tags", parentData: data2, parentDataProperty: "tags", rootData })) {
                              vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
                              errors = vErrors.length;
                            }
                            var valid1 = _errs8 === errors;
                          } else {
                            var valid1 = true;
                          }
                          if (valid1) {
                            if (data2.jupyter !== void 0) {
                              let data5 = data2.jupyter;
                              const _errs9 = errors;
                              if (errors === _errs9) {
                                if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                                } else {
                                  validate39.errors = [{ instancePath: instancePath + "/metadata/jupyter", schemaPath: "#/properties/metadata/properties/jupyter/type", keyword: "type", params: { type: "object" } }];
                                  return false;
                                }
                              }
                              var valid1 = _errs9 === errors;
                            } else {
                              var valid1 = true;
                            }
                          }
                        }
                      } else {
                        validate39.errors = [{ instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/type", keyword: "type", params: { type: "object" } }];
                        return false;
                      }
                    }
                    var valid0 = _errs4 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.attachments !== void 0) {
                      const _errs12 = errors;
                      if (!validate30(data.attachments, { instancePath: instancePath + "/attachments", parentData: data, parentDataProperty: "attachments", rootData })) {
                        vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
                        errors = vErrors.length;
                      }
                      var valid0 = _errs12 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.source !== void 0) {
                        const _errs13 = errors;
                        if (!validate36(data.source, { instancePath: instancePath + "/source", parentData: data, parentDataProperty: "source", rootData })) {
                          vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
                          errors = vErrors.length;
                        }
                        var valid0 = _errs13 === errors;
                      } else {
                        var valid0 = true;
                      }
                    }
                  }
                }
              }
            }
          }
        } else {
          validate39.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } }];
          return false;
        }
      }
      validate39.errors = vErrors;
      return errors === 0;
    }
    var schema17 = { "type": "object", "additionalProperties": false, "required": ["id", "cell_type", "metadata", "source", "outputs", "execution_count"], "properties": { "id": { "$ref": "#/definitions/cell_id" }, "cell_type": { "enum": ["code"] }, "metadata": { "type": "object", "additionalProperties": true, "properties": { "jupyter": { "type": "object", "additionalProperties": true, "source_hidden": { "type": "boolean" }, "outputs_hidden": { "type": "boolean" } }, "execution": { "type": "object", "properties": { "iopub.execute_input": { "type": "string" }, "iopub.status.busy": { "type": "string" }, "shell.execute_reply": { "type": "string" }, "iopub.status.idle": { "type": "string" } }, "additionalProperties": true, "patternProperties": { "^.*$": { "type": "string" } } }, "collapsed": { "type": "boolean" }, "scrolled": { "enum": [true, false, "auto"] }, "name": { "$ref": "#/definitions/misc/metadata_name" }, "tags": { "$ref": "#/definitions/misc/metadata_tags" } } }, "source": { "$ref": "#/definitions/misc/source" }, "outputs": { "type": "array", "items": { "$ref": "#/definitions/output" } }, "execution_count": { "type": ["integer", "null"], "minimum": 0 } } };
    var schema19 = { "type": "object", "additionalProperties": false, "required": ["output_type", "data", "metadata", "execution_count"], "properties": { "output_type": { "enum": ["execute_result"] }, "execution_count": { "type": ["integer", "null"], "minimum": 0 }, "data": { "$ref": "#/definitions/misc/mimebundle" }, "metadata": { "$ref": "#/definitions/misc/output_metadata" } } };
    function validate54(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      if (errors === 0) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
        } else {
          validate54.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } }];
          return false;
        }
      }
      validate54.errors = vErrors;
      return errors === 0;
    }
    function validate52(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      if (errors === 0) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
          let missing0;
          if (data.output_type === void 0 && (missing0 = "output_type") || data.data === void 0 && (missing0 = "data") || data.metadata === void 0 && (missing0 = "metadata") || data.execution_count === void 0 && (missing0 = "execution_count")) {
            validate52.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 } }];
            return false;
          } else {
            const _errs1 = errors;
            for (const key0 in data) {
              if (!(key0 === "output_type" || key0 === "execution_count" || key0 === "data" || key0 === "metadata")) {
                validate52.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 } }];
                return false;
                break;
              }
            }
            if (_errs1 === errors) {
              if (data.output_type !== void 0) {
                const _errs2 = errors;
                if (!(data.output_type === "execute_result")) {
                  validate52.errors = [{ instancePath: instancePath + "/output_type", schemaPath: "#/properties/output_type/enum", keyword: "enum", params: { allowedValues: schema19.properties.output_type.enum } }];
                  return false;
                }
                var valid0 = _errs2 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.execution_count !== void 0) {
                  let data1 = data.execution_count;
                  const _errs3 = errors;
                  if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1))) && data1 !== null) {
                    validate52.errors = [{ instancePath: instancePath + "/execution_count", schemaPath: "#/properties/execution_count/type", keyword: "type", params: { type: schema19.properties.execution_count.type } }];
                    return false;
                  }
                  if (errors === _errs3) {
                    if (typeof data1 == "number") {
                      if (data1 < 0 || isNaN(data1)) {
                        validate52.errors = [{ instancePath: instancePath + "/execution_count", schemaPath: "#/properties/execution_count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } }];
                        return false;
                      }
                    }
                  }
                  var valid0 = _errs3 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.data !== void 0) {
                    const _errs5 = errors;
                    if (!validate31(data.data, { instancePath: instancePath + "/data", parentData: data, parentDataProperty: "data", rootData })) {
                      vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
                      errors = vErrors.length;
                    }
                    var valid0 = _errs5 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.metadata !== void 0) {
                      const _errs6 = errors;
                      if (!validate54(data.metadata, { instancePath: instancePath + "/metadata", parentData: data, parentDataProperty: "metadata", rootData })) {
                        vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
                        errors = vErrors.length;
                      }
                      var valid0 = _errs6 === errors;
                    } else {
                      var valid0 = true;
                    }
                  }
                }
              }
            }
          }
        } else {
          validate52.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } }];
          return false;
        }
      }
      validate52.errors = vErrors;
      return errors === 0;
    }
    var schema21 = { "type": "object", "additionalProperties": false, "required": ["output_type", "data", "metadata"], "properties": { "output_type": { "enum": ["display_data"] }, "data": { "$ref": "#/definitions/misc/mimebundle" }, "metadata": { "$ref": "#/definitions/misc/output_metadata" } } };
    function validate57(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      if (errors === 0) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
          let missing0;
          if (data.output_type === void 0 && (missing0 = "output_type") || data.data === void 0 && (missing0 = "data") || data.metadata === void 0 && (missing0 = "metadata")) {
            validate57.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 } }];
            return false;
          } else {
            const _errs1 = errors;
            for (const key0 in data) {
              if (!(key0 === "output_type" || key0 === "data" || key0 === "metadata")) {
                validate57.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 } }];
                return false;
                break;
              }
            }
            if (_errs1 === errors) {
              if (data.output_type !== void 0) {
                const _errs2 = errors;
                if (!(data.output_type === "display_data")) {
                  validate57.errors = [{ instancePath: instancePath + "/output_type", schemaPath: "#/properties/output_type/enum", keyword: "enum", params: { allowedValues: schema21.properties.output_type.enum } }];
                  return false;
                }
                var valid0 = _errs2 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.data !== void 0) {
                  const _errs3 = errors;
                  if (!validate31(data.data, { instancePath: instancePath + "/data", parentData: data, parentDataProperty: "data", rootData })) {
                    vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
                    errors = vErrors.length;
                  }
                  var valid0 = _errs3 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.metadata !== void 0) {
                    const _errs4 = errors;
                    if (!validate54(data.metadata, { instancePath: instancePath + "/metadata", parentData: data, parentDataProperty: "metadata", rootData })) {
                      vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
                      errors = vErrors.length;
                    }
                    var valid0 = _errs4 === errors;
                  } else {
                    var valid0 = true;
                  }
                }
              }
            }
          }
        } else {
          validate57.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } }];
          return false;
        }
      }
      validate57.errors = vErrors;
      return errors === 0;
    }
    var schema22 = { "type": "object", "additionalProperties": false, "required": ["output_type", "name", "text"], "properties": { "output_type": { "enum": ["stream"] }, "name": { "type": "string" }, "text": { "$ref": "#/definitions/misc/multiline_string" } } };
    function validate61(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      if (errors === 0) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
          let missing0;
          if (data.output_type === void 0 && (missing0 = "output_type") || data.name === void 0 && (missing0 = "name") || data.text === void 0 && (missing0 = "text")) {
            validate61.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 } }];
            return false;
          } else {
            const _errs1 = errors;
            for (const key0 in data) {
              if (!(key0 === "output_type" || key0 === "name" || key0 === "text")) {
                validate61.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 } }];
                return false;
                break;
              }
            }
            if (_errs1 === errors) {
              if (data.output_type !== void 0) {
                const _errs2 = errors;
                if (!(data.output_type === "stream")) {
                  validate61.errors = [{ instancePath: instancePath + "/output_type", schemaPath: "#/properties/output_type/enum", keyword: "enum", params: { allowedValues: schema22.properties.output_type.enum } }];
                  return false;
                }
                var valid0 = _errs2 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.name !== void 0) {
                  const _errs3 = errors;
                  if (typeof data.name !== "string") {
                    validate61.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" } }];
                    return false;
                  }
                  var valid0 = _errs3 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.text !== void 0) {
                    const _errs5 = errors;
                    if (!validate32(data.text, { instancePath: instancePath + "/text", parentData: data, parentDataProperty: "text", rootData })) {
                      vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
                      errors = vErrors.length;
                    }
                    var valid0 = _errs5 === errors;
                  } else {
                    var valid0 = true;
                  }
                }
              }
            }
          }
        } else {
          validate61.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } }];
          return false;
        }
      }
      validate61.errors = vErrors;
      return errors === 0;
    }
    var schema23 = { "type": "object", "additionalProperties": false, "required": ["output_type", "ename", "evalue", "traceback"], "properties": { "output_type": { "enum": ["error"] }, "ename": { "type": "string" }, "evalue": { "type": "string" }, "traceback": { "type": "array", "items": { "type": "string" } } } };
    function validate64(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      if (errors === 0) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
          let missing0;
          if (data.output_type === void 0 && (missing0 = "output_type") || data.ename === void 0 && (missing0 = "ename") || data.evalue === void 0 && (missing0 = "evalue") || data.traceback === void 0 && (missing0 = "traceback")) {
            validate64.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 } }];
            return false;
          } else {
            const _errs1 = errors;
            for (const key0 in data) {
              if (!(key0 === "output_type" || key0 === "ename" || key0 === "evalue" || key0 === "traceback")) {
                validate64.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 } }];
                return false;
                break;
              }
            }
            if (_errs1 === errors) {
              if (data.output_type !== void 0) {
                const _errs2 = errors;
                if (!(data.output_type === "error")) {
                  validate64.errors = [{ instancePath: instancePath + "/output_type", schemaPath: "#/properties/output_type/enum", keyword: "enum", params: { allowedValues: schema23.properties.output_type.enum } }];
                  return false;
                }
                var valid0 = _errs2 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.ename !== void 0) {
                  const _errs3 = errors;
                  if (typeof data.ename !== "string") {
                    validate64.errors = [{ instancePath: instancePath + "/ename", schemaPath: "#/properties/ename/type", keyword: "type", params: { type: "string" } }];
                    return false;
                  }
                  var valid0 = _errs3 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.evalue !== void 0) {
                    const _errs5 = errors;
                    if (typeof data.evalue !== "string") {
                      validate64.errors = [{ instancePath: instancePath + "/evalue", schemaPath: "#/properties/evalue/type", keyword: "type", params: { type: "string" } }];
                      return false;
                    }
                    var valid0 = _errs5 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.traceback !== void 0) {
                      let data3 = data.traceback;
                      const _errs7 = errors;
                      if (errors === _errs7) {
                        if (Array.isArray(data3)) {
                          var valid1 = true;
                          const len0 = data3.length;
                          for (let i0 = 0; i0 < len0; i0++) {
                            const _errs9 = errors;
                            if (typeof data3[i0] !== "string") {
                              validate64.errors = [{ instancePath: instancePath + "/traceback/" + i0, schemaPath: "#/properties/traceback/items/type", keyword: "type", params: { type: "string" } }];
                              return false;
                            }
                            var valid1 = _errs9 === errors;
                            if (!valid1) {
                              break;
                            }
                          }
                        } else {
                          validate64.errors = [{ instancePath: instancePath + "/traceback", schemaPath: "#/properties/traceback/type", keyword: "type", params: { type: "array" } }];
                          return false;
                        }
                      }
                      var valid0 = _errs7 === errors;
                    } else {
                      var valid0 = true;
                    }
                  }
                }
              }
            }
          }
        } else {
          validate64.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } }];
          return false;
        }
      }
      validate64.errors = vErrors;
      return errors === 0;
    }
    function validate51(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      if (!(data && typeof data == "object" && !Array.isArray(data))) {
        validate51.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } }];
        return false;
      }
      const _errs1 = errors;
      let valid0 = false;
      let passing0 = null;
      const _errs2 = errors;
      if (!validate52(data, { instancePath, parentData, parentDataProperty, rootData })) {
        vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
        errors = vErrors.length;
      }
      var _valid0 = _errs2 === errors;
      if (_valid0) {
        valid0 = true;
        passing0 = 0;
      }
      const _errs3 = errors;
      if (!validate57(data, { instancePath, parentData, parentDataProperty, rootData })) {
        vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
        errors = vErrors.length;
      }
      var _valid0 = _errs3 === errors;
      if (_valid0 && valid0) {
        valid0 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid0 = true;
          passing0 = 1;
        }
        const _errs4 = errors;
        if (!validate61(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
          errors = vErrors.length;
        }
        var _valid0 = _errs4 === errors;
        if (_valid0 && valid0) {
          valid0 = false;
          passing0 = [passing0, 2];
        } else {
          if (_valid0) {
            valid0 = true;
            passing0 = 2;
          }
          const _errs5 = errors;
          if (!validate64(data, { instancePath, parentData, parentDataProperty, rootData })) {
            vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
            errors = vErrors.length;
          }
          var _valid0 = _errs5 === errors;
          if (_valid0 && valid0) {
            valid0 = false;
            passing0 = [passing0, 3];
          } else {
            if (_valid0) {
              valid0 = true;
              passing0 = 3;
            }
          }
        }
      }
      if (!valid0) {
        const err0 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 } };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
        validate51.errors = vErrors;
        return false;
      } else {
        errors = _errs1;
        if (vErrors !== null) {
          if (_errs1) {
            vErrors.length = _errs1;
          } else {
            vErrors = null;
          }
        }
      }
      validate51.errors = vErrors;
      return errors === 0;
    }
    var pattern5 = new RegExp("^.*$", "u");
    function validate46(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      if (errors === 0) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
          let missing0;
          if (data.id === void 0 && (missing0 = "id") || data.cell_type === void 0 && (missing0 = "cell_type") || data.metadata === void 0 && (missing0 = "metadata") || data.source === void 0 && (missing0 = "source") || data.outputs === void 0 && (missing0 = "outputs") || data.execution_count === void 0 && (missing0 = "execution_count")) {
            validate46.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 } }];
            return false;
          } else {
            const _errs1 = errors;
            for (const key0 in data) {
              if (!(key0 === "id" || key0 === "cell_type" || key0 === "metadata" || key0 === "source" || key0 === "outputs" || key0 === "execution_count")) {
                validate46.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 } }];
                return false;
                break;
              }
            }
            if (_errs1 === errors) {
              if (data.id !== void 0) {
                const _errs2 = errors;
                if (!validate24(data.id, { instancePath: instancePath + "/id", parentData: data, parentDataProperty: "id", rootData })) {
                  vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
                  errors = vErrors.length;
                }
                var valid0 = _errs2 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.cell_type !== void 0) {
                  const _errs3 = errors;
                  if (!(data.cell_type === "code")) {
                    validate46.errors = [{ instancePath: instancePath + "/cell_type", schemaPath: "#/properties/cell_type/enum", keyword: "enum", params: { allowedValues: schema17.properties.cell_type.enum } }];
                    return false;
                  }
                  var valid0 = _errs3 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.metadata !== void 0) {
                    let data2 = data.metadata;
                    const _errs4 = errors;
                    if (errors === _errs4) {
                      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                        if (data2.jupyter !== void 0) {
                          let data3 = data2.jupyter;
                          const _errs7 = errors;
                          if (errors === _errs7) {
                            if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                            } else {
                              validate46.errors = [{ instancePath: instancePath + "/metadata/jupyter", schemaPath: "#/properties/metadata/properties/jupyter/type", keyword: "type", params: { type: "object" } }];
                              return false;
                            }
                          }
                          var valid1 = _errs7 === errors;
                        } else {
                          var valid1 = true;
                        }
                        if (valid1) {
                          if (data2.execution !== void 0) {
                            let data4 = data2.execution;
                            const _errs10 = errors;
                            if (errors === _errs10) {
                              if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                                if (data4["iopub.execute_input"] !== void 0) {
                                  const _errs13 = errors;
                                  if (typeof data4["iopub.execute_input"] !== "string") {
                                    validate46.errors = [{ instancePath: instancePath + "/metadata/execution/iopub.execute_input", schemaPath: "#/properties/metadata/properties/execution/properties/iopub.execute_input/type", keyword: "type", params: { type: "string" } }];
                                    return false;
                                  }
                                  var valid2 = _errs13 === errors;
                                } else {
                                  var valid2 = true;
                                }
                                if (valid2) {
                                  if (data4["iopub.status.busy"] !== void 0) {
                                    const _errs15 = errors;
                                    if (typeof data4["iopub.status.busy"] !== "string") {
                                      validate46.errors = [{ instancePath: instancePath + "/metadata/execution/iopub.status.busy", schemaPath: "#/properties/metadata/properties/execution/properties/iopub.status.busy/type", keyword: "type", params: { type: "string" } }];
                                      return false;
                                    }
                                    var valid2 = _errs15 === errors;
                                  } else {
                                    var valid2 = true;
                                  }
                                  if (valid2) {
                                    if (data4["shell.execute_reply"] !== void 0) {
                                      const _errs17 = errors;
                                      if (typeof data4["shell.execute_reply"] !== "string") {
                                        validate46.errors = [{ instancePath: instancePath + "/metadata/execution/shell.execute_reply", schemaPath: "#/properties/metadata/properties/execution/properties/shell.execute_reply/type", keyword: "type", params: { type: "string" } }];
                                        return false;
                                      }
                                      var valid2 = _errs17 === errors;
                                    } else {
                                      var valid2 = true;
                                    }
                                    if (valid2) {
                                      if (data4["iopub.status.idle"] !== void 0) {
                                        const _errs19 = errors;
                                        if (typeof data4["iopub.status.idle"] !== "string") {
                                          validate46.errors = [{ instancePath: instancePath + "/metadata/execution/iopub.status.idle", schemaPath: "#/properties/metadata/properties/execution/properties/iopub.status.idle/type", keyword: "type", params: { type: "string" } }];
                                          return false;
                                        }
                                        var valid2 = _errs19 === errors;
                                      } else {
                                        var valid2 = true;
                                      }
                                      if (valid2) {
                                        var valid3 = true;
                                        for (const key1 in data4) {
                                          if (pattern5.test(key1)) {
                                            const _errs21 = errors;
                                            if (typeof data4[key1] !== "string") {
                                              validate46.errors = [{ instancePath: instancePath + "/metadata/execution/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/metadata/properties/execution/patternProperties/%5E.*%24/type", keyword: "type", params: { type: "string" } }];
                                              return false;
                                            }
                                            var valid3 = _errs21 === errors;
                                            if (!valid3) {
                                              break;
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              } else {
                                validate46.errors = [{ instancePath: instancePath + "/metadata/execution", schemaPath: "#/properties/metadata/properties/execution/type", keyword: "type", params: { type: "object" } }];
                                return false;
                              }
                            }
                            var valid1 = _errs10 === errors;
                          } else {
                            var valid1 = true;
                          }
                          if (valid1) {
                            if (data2.collapsed !== void 0) {
                              const _errs23 = errors;
                              if (typeof data2.collapsed !== "boolean") {
                                validate46.errors = [{ instancePath: instancePath + "/metadata/collapsed", schemaPath: "#/properties/metadata/properties/collapsed/type", keyword: "type", params: { type: "boolean" } }];
                                return false;
                              }
                              var valid1 = _errs23 === errors;
                            } else {
                              var valid1 = true;
                            }
                            if (valid1) {
                              if (data2.scrolled !== void 0) {
                                let data11 = data2.scrolled;
                                const _errs25 = errors;
                                if (!(data11 === true || data11 === false || data11 === "auto")) {
                                  validate46.errors = [{ instancePath: instancePath + "/metadata/scrolled", schemaPath: "#/properties/metadata/properties/scrolled/enum", keyword: "enum", params: { allowedValues: schema17.properties.metadata.properties.scrolled.enum } }];
                                  return false;
                                }
                                var valid1 = _errs25 === errors;
                              } else {
                                var valid1 = true;
                              }
                              if (valid1) {
                                if (data2.name !== void 0) {
                                  const _errs26 = errors;
                                  if (!validate26(data2.name, { instancePath: instancePath + "/metadata/name", parentData: data2, parentDataProperty: "name", rootData })) {
                                    vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
                                    errors = vErrors.length;
                                  }
                                  var valid1 = _errs26 === errors;
                                } else {
                                  var valid1 = true;
                                }
                                if (valid1) {
                                  if (data2.tags !== void 0) {
                                    const _errs27 = errors;
                                    if (!validate28(data2.tags, { instancePath: instancePath + "/metadata/tags", parentData: data2, parentDataProperty: "tags", rootData })) {
                                      vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
                                      errors = vErrors.length;
                                    }
                                    var valid1 = _errs27 === errors;
                                  } else {
                                    var valid1 = true;
                                  }
                                }
                              }
                            }
                          }
                        }
                      } else {
                        validate46.errors = [{ instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/type", keyword: "type", params: { type: "object" } }];
                        return false;
                      }
                    }
                    var valid0 = _errs4 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.source !== void 0) {
                      const _errs28 = errors;
                      if (!validate36(data.source, { instancePath: instancePath + "/source", parentData: data, parentDataProperty: "source", rootData })) {
                        vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
                        errors = vErrors.length;
                      }
                      var valid0 = _errs28 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.outputs !== void 0) {
                        let data15 = data.outputs;
                        const _errs29 = errors;
                        if (errors === _errs29) {
                          if (Array.isArray(data15)) {
                            var valid4 = true;
                            const len0 = data15.length;
                            for (let i0 = 0; i0 < len0; i0++) {
                              const _errs31 = errors;
                              if (!validate51(data15[i0], { instancePath: instancePath + "/outputs/" + i0, parentData: data15, parentDataProperty: i0, rootData })) {
                                vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
                                errors = vErrors.length;
                              }
                              var valid4 = _errs31 === errors;
                              if (!valid4) {
                                break;
                              }
                            }
                          } else {
                            validate46.errors = [{ instancePath: instancePath + "/outputs", schemaPath: "#/properties/outputs/type", keyword: "type", params: { type: "array" } }];
                            return false;
                          }
                        }
                        var valid0 = _errs29 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.execution_count !== void 0) {
                          let data17 = data.execution_count;
                          const _errs32 = errors;
                          if (!(typeof data17 == "number" && (!(data17 % 1) && !isNaN(data17))) && data17 !== null) {
                            validate46.errors = [{ instancePath: instancePath + "/execution_count", schemaPath: "#/properties/execution_count/type", keyword: "type", params: { type: schema17.properties.execution_count.type } }];
                            return false;
                          }
                          if (errors === _errs32) {
                            if (typeof data17 == "number") {
                              if (data17 < 0 || isNaN(data17)) {
                                validate46.errors = [{ instancePath: instancePath + "/execution_count", schemaPath: "#/properties/execution_count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } }];
                                return false;
                              }
                            }
                          }
                          var valid0 = _errs32 === errors;
                        } else {
                          var valid0 = true;
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        } else {
          validate46.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } }];
          return false;
        }
      }
      validate46.errors = vErrors;
      return errors === 0;
    }
    function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      if (!(data && typeof data == "object" && !Array.isArray(data))) {
        validate22.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } }];
        return false;
      }
      const _errs1 = errors;
      let valid0 = false;
      let passing0 = null;
      const _errs2 = errors;
      if (!validate23(data, { instancePath, parentData, parentDataProperty, rootData })) {
        vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
        errors = vErrors.length;
      }
      var _valid0 = _errs2 === errors;
      if (_valid0) {
        valid0 = true;
        passing0 = 0;
      }
      const _errs3 = errors;
      if (!validate39(data, { instancePath, parentData, parentDataProperty, rootData })) {
        vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
        errors = vErrors.length;
      }
      var _valid0 = _errs3 === errors;
      if (_valid0 && valid0) {
        valid0 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid0 = true;
          passing0 = 1;
        }
        const _errs4 = errors;
        if (!validate46(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
          errors = vErrors.length;
        }
        var _valid0 = _errs4 === errors;
        if (_valid0 && valid0) {
          valid0 = false;
          passing0 = [passing0, 2];
        } else {
          if (_valid0) {
            valid0 = true;
            passing0 = 2;
          }
        }
      }
      if (!valid0) {
        const err0 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 } };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
        validate22.errors = vErrors;
        return false;
      } else {
        errors = _errs1;
        if (vErrors !== null) {
          if (_errs1) {
            vErrors.length = _errs1;
          } else {
            vErrors = null;
          }
        }
      }
      validate22.errors = vErrors;
      return errors === 0;
    }
    function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      if (errors === 0) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
          let missing0;
          if (data.metadata === void 0 && (missing0 = "metadata") || data.nbformat_minor === void 0 && (missing0 = "nbformat_minor") || data.nbformat === void 0 && (missing0 = "nbformat") || data.cells === void 0 && (missing0 = "cells")) {
            validate21.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 } }];
            return false;
          } else {
            const _errs1 = errors;
            for (const key0 in data) {
              if (!(key0 === "metadata" || key0 === "nbformat_minor" || key0 === "nbformat" || key0 === "cells")) {
                validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 } }];
                return false;
                break;
              }
            }
            if (_errs1 === errors) {
              if (data.metadata !== void 0) {
                let data0 = data.metadata;
                const _errs2 = errors;
                if (errors === _errs2) {
                  if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                    if (data0.kernelspec !== void 0) {
                      let data1 = data0.kernelspec;
                      const _errs5 = errors;
                      if (errors === _errs5) {
                        if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                          let missing1;
                          if (data1.name === void 0 && (missing1 = "name") || data1.display_name === void 0 && (missing1 = "display_name")) {
                            validate21.errors = [{ instancePath: instancePath + "/metadata/kernelspec", schemaPath: "#/properties/metadata/properties/kernelspec/required", keyword: "required", params: { missingProperty: missing1 } }];
                            return false;
                          } else {
                            if (data1.name !== void 0) {
                              const _errs7 = errors;
                              if (typeof data1.name !== "string") {
                                validate21.errors = [{ instancePath: instancePath + "/metadata/kernelspec/name", schemaPath: "#/properties/metadata/properties/kernelspec/properties/name/type", keyword: "type", params: { type: "string" } }];
                                return false;
                              }
                              var valid2 = _errs7 === errors;
                            } else {
                              var valid2 = true;
                            }
                            if (valid2) {
                              if (data1.display_name !== void 0) {
                                const _errs9 = errors;
                                if (typeof data1.display_name !== "string") {
                                  validate21.errors = [{ instancePath: instancePath + "/metadata/kernelspec/display_name", schemaPath: "#/properties/metadata/properties/kernelspec/properties/display_name/type", keyword: "type", params: { type: "string" } }];
                                  return false;
                                }
                                var valid2 = _errs9 === errors;
                              } else {
                                var valid2 = true;
                              }
                            }
                          }
                        } else {
                          validate21.errors = [{ instancePath: instancePath + "/metadata/kernelspec", schemaPath: "#/properties/metadata/properties/kernelspec/type", keyword: "type", params: { type: "object" } }];
                          return false;
                        }
                      }
                      var valid1 = _errs5 === errors;
                    } else {
                      var valid1 = true;
                    }
                    if (valid1) {
                      if (data0.language_info !== void 0) {
                        let data4 = data0.language_info;
                        const _errs11 = errors;
                        if (errors === _errs11) {
                          if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                            let missing2;
                            if (data4.name === void 0 && (missing2 = "name")) {
                              validate21.errors = [{ instancePath: instancePath + "/metadata/language_info", schemaPath: "#/properties/metadata/properties/language_info/required", keyword: "required", params: { missingProperty: missing2 } }];
                              return false;
                            } else {
                              if (data4.name !== void 0) {
                                const _errs13 = errors;
                                if (typeof data4.name !== "string") {
                                  validate21.errors = [{ instancePath: instancePath + "/metadata/language_info/name", schemaPath: "#/properties/metadata/properties/language_info/properties/name/type", keyword: "type", params: { type: "string" } }];
                                  return false;
                                }
                                var valid3 = _errs13 === errors;
                              } else {
                                var valid3 = true;
                              }
                              if (valid3) {
                                if (data4.codemirror_mode !== void 0) {
                                  let data6 = data4.codemirror_mode;
                                  const _errs15 = errors;
                                  const _errs16 = errors;
                                  let valid4 = false;
                                  let passing0 = null;
                                  const _errs17 = errors;
                                  if (typeof data6 !== "string") {
                                    const err0 = { instancePath: instancePath + "/metadata/language_info/codemirror_mode", schemaPath: "#/properties/metadata/properties/language_info/properties/codemirror_mode/oneOf/0/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                      vErrors = [err0];
                                    } else {
                                      vErrors.push(err0);
                                    }
                                    errors++;
                                  }
                                  var _valid0 = _errs17 === errors;
                                  if (_valid0) {
                                    valid4 = true;
                                    passing0 = 0;
                                  }
                                  const _errs19 = errors;
                                  if (!(data6 && typeof data6 == "object" && !Array.isArray(data6))) {
                                    const err1 = { instancePath: instancePath + "/metadata/language_info/codemirror_mode", schemaPath: "#/properties/metadata/properties/language_info/properties/codemirror_mode/oneOf/1/type", keyword: "type", params: { type: "object" } };
                                    if (vErrors === null) {
                                      vErrors = [err1];
                                    } else {
                                      vErrors.push(err1);
                                    }
                                    errors++;
                                  }
                                  var _valid0 = _errs19 === errors;
                                  if (_valid0 && valid4) {
                                    valid4 = false;
                                    passing0 = [passing0, 1];
                                  } else {
                                    if (_valid0) {
                                      valid4 = true;
                                      passing0 = 1;
                                    }
                                  }
                                  if (!valid4) {
                                    const err2 = { instancePath: instancePath + "/metadata/language_info/codemirror_mode", schemaPath: "#/properties/metadata/properties/language_info/properties/codemirror_mode/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 } };
                                    if (vErrors === null) {
                                      vErrors = [err2];
                                    } else {
                                      vErrors.push(err2);
                                    }
                                    errors++;
                                    validate21.errors = vErrors;
                                    return false;
                                  } else {
                                    errors = _errs16;
                                    if (vErrors !== null) {
                                      if (_errs16) {
                                        vErrors.length = _errs16;
                                      } else {
                                        vErrors = null;
                                      }
                                    }
                                  }
                                  var valid3 = _errs15 === errors;
                                } else {
                                  var valid3 = true;
                                }
                                if (valid3) {
                                  if (data4.file_extension !== void 0) {
                                    const _errs21 = errors;
                                    if (typeof data4.file_extension !== "string") {
                                      validate21.errors = [{ instancePath: instancePath + "/metadata/language_info/file_extension", schemaPath: "#/properties/metadata/properties/language_info/properties/file_extension/type", keyword: "type", params: { type: "string" } }];
                                      return false;
                                    }
                                    var valid3 = _errs21 === errors;
                                  } else {
                                    var valid3 = true;
                                  }
                                  if (valid3) {
                                    if (data4.mimetype !== void 0) {
                                      const _errs23 = errors;
                                      if (typeof data4.mimetype !== "string") {
                                        validate21.errors = [{ instancePath: instancePath + "/metadata/language_info/mimetype", schemaPath: "#/properties/metadata/properties/language_info/properties/mimetype/type", keyword: "type", params: { type: "string" } }];
                                        return false;
                                      }
                                      var valid3 = _errs23 === errors;
                                    } else {
                                      var valid3 = true;
                                    }
                                    if (valid3) {
                                      if (data4.pygments_lexer !== void 0) {
                                        const _errs25 = errors;
                                        if (typeof data4.pygments_lexer !== "string") {
                                          validate21.errors = [{ instancePath: instancePath + "/metadata/language_info/pygments_lexer", schemaPath: "#/properties/metadata/properties/language_info/properties/pygments_lexer/type", keyword: "type", params: { type: "string" } }];
                                          return false;
                                        }
                                        var valid3 = _errs25 === errors;
                                      } else {
                                        var valid3 = true;
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          } else {
                            validate21.errors = [{ instancePath: instancePath + "/metadata/language_info", schemaPath: "#/properties/metadata/properties/language_info/type", keyword: "type", params: { type: "object" } }];
                            return false;
                          }
                        }
                        var valid1 = _errs11 === errors;
                      } else {
                        var valid1 = true;
                      }
                      if (valid1) {
                        if (data0.orig_nbformat !== void 0) {
                          let data10 = data0.orig_nbformat;
                          const _errs27 = errors;
                          if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)))) {
                            validate21.errors = [{ instancePath: instancePath + "/metadata/orig_nbformat", schemaPath: "#/properties/metadata/properties/orig_nbformat/type", keyword: "type", params: { type: "integer" } }];
                            return false;
                          }
                          if (errors === _errs27) {
                            if (typeof data10 == "number") {
                              if (data10 < 1 || isNaN(data10)) {
                                validate21.errors = [{ instancePath: instancePath + "/metadata/orig_nbformat", schemaPath: "#/properties/metadata/properties/orig_nbformat/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } }];
                                return false;
                              }
                            }
                          }
                          var valid1 = _errs27 === errors;
                        } else {
                          var valid1 = true;
                        }
                        if (valid1) {
                          if (data0.title !== void 0) {
                            const _errs29 = errors;
                            if (typeof data0.title !== "string") {
                              validate21.errors = [{ instancePath: instancePath + "/metadata/title", schemaPath: "#/properties/metadata/properties/title/type", keyword: "type", params: { type: "string" } }];
                              return false;
                            }
                            var valid1 = _errs29 === errors;
                          } else {
                            var valid1 = true;
                          }
                          if (valid1) {
                            if (data0.authors !== void 0) {
                              const _errs31 = errors;
                              if (!Array.isArray(data0.authors)) {
                                validate21.errors = [{ instancePath: instancePath + "/metadata/authors", schemaPath: "#/properties/metadata/properties/authors/type", keyword: "type", params: { type: "array" } }];
                                return false;
                              }
                              var valid1 = _errs31 === errors;
                            } else {
                              var valid1 = true;
                            }
                          }
                        }
                      }
                    }
                  } else {
                    validate21.errors = [{ instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/type", keyword: "type", params: { type: "object" } }];
                    return false;
                  }
                }
                var valid0 = _errs2 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.nbformat_minor !== void 0) {
                  let data13 = data.nbformat_minor;
                  const _errs33 = errors;
                  if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)))) {
                    validate21.errors = [{ instancePath: instancePath + "/nbformat_minor", schemaPath: "#/properties/nbformat_minor/type", keyword: "type", params: { type: "integer" } }];
                    return false;
                  }
                  if (errors === _errs33) {
                    if (typeof data13 == "number") {
                      if (data13 < 5 || isNaN(data13)) {
                        validate21.errors = [{ instancePath: instancePath + "/nbformat_minor", schemaPath: "#/properties/nbformat_minor/minimum", keyword: "minimum", params: { comparison: ">=", limit: 5 } }];
                        return false;
                      }
                    }
                  }
                  var valid0 = _errs33 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.nbformat !== void 0) {
                    let data14 = data.nbformat;
                    const _errs35 = errors;
                    if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)))) {
                      validate21.errors = [{ instancePath: instancePath + "/nbformat", schemaPath: "#/properties/nbformat/type", keyword: "type", params: { type: "integer" } }];
                      return false;
                    }
                    if (errors === _errs35) {
                      if (typeof data14 == "number") {
                        if (data14 > 4 || isNaN(data14)) {
                          validate21.errors = [{ instancePath: instancePath + "/nbformat", schemaPath: "#/properties/nbformat/maximum", keyword: "maximum", params: { comparison: "<=", limit: 4 } }];
                          return false;
                        } else {
                          if (data14 < 4 || isNaN(data14)) {
                            validate21.errors = [{ instancePath: instancePath + "/nbformat", schemaPath: "#/properties/nbformat/minimum", keyword: "minimum", params: { comparison: ">=", limit: 4 } }];
                            return false;
                          }
                        }
                      }
                    }
                    var valid0 = _errs35 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.cells !== void 0) {
                      let data15 = data.cells;
                      const _errs37 = errors;
                      if (errors === _errs37) {
                        if (Array.isArray(data15)) {
                          var valid5 = true;
                          const len0 = data15.length;
                          for (let i0 = 0; i0 < len0; i0++) {
                            const _errs39 = errors;
                            if (!validate22(data15[i0], { instancePath: instancePath + "/cells/" + i0, parentData: data15, parentDataProperty: i0, rootData })) {
                              vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
                              errors = vErrors.length;
                            }
                            var valid5 = _errs39 === errors;
                            if (!valid5) {
                              break;
                            }
                          }
                        } else {
                          validate21.errors = [{ instancePath: instancePath + "/cells", schemaPath: "#/properties/cells/type", keyword: "type", params: { type: "array" } }];
                          return false;
                        }
                      }
                      var valid0 = _errs37 === errors;
                    } else {
                      var valid0 = true;
                    }
                  }
                }
              }
            }
          }
        } else {
          validate21.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } }];
          return false;
        }
      }
      validate21.errors = vErrors;
      return errors === 0;
    }
    exports2.validateCodeCell = validate69;
    function validate69(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      if (errors === 0) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
          let missing0;
          if (data.id === void 0 && (missing0 = "id") || data.cell_type === void 0 && (missing0 = "cell_type") || data.metadata === void 0 && (missing0 = "metadata") || data.source === void 0 && (missing0 = "source") || data.outputs === void 0 && (missing0 = "outputs") || data.execution_count === void 0 && (missing0 = "execution_count")) {
            validate69.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 } }];
            return false;
          } else {
            const _errs1 = errors;
            for (const key0 in data) {
              if (!(key0 === "id" || key0 === "cell_type" || key0 === "metadata" || key0 === "source" || key0 === "outputs" || key0 === "execution_count")) {
                validate69.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 } }];
                return false;
                break;
              }
            }
            if (_errs1 === errors) {
              if (data.id !== void 0) {
                const _errs2 = errors;
                if (!validate24(data.id, { instancePath: instancePath + "/id", parentData: data, parentDataProperty: "id", rootData })) {
                  vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
                  errors = vErrors.length;
                }
                var valid0 = _errs2 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.cell_type !== void 0) {
                  const _errs3 = errors;
                  if (!(data.cell_type === "code")) {
                    validate69.errors = [{ instancePath: instancePath + "/cell_type", schemaPath: "#/properties/cell_type/enum", keyword: "enum", params: { allowedValues: schema17.properties.cell_type.enum } }];
                    return false;
                  }
                  var valid0 = _errs3 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.metadata !== void 0) {
                    let data2 = data.metadata;
                    const _errs4 = errors;
                    if (errors === _errs4) {
                      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                        if (data2.jupyter !== void 0) {
                          let data3 = data2.jupyter;
                          const _errs7 = errors;
                          if (errors === _errs7) {
                            if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                            } else {
                              validate69.errors = [{ instancePath: instancePath + "/metadata/jupyter", schemaPath: "#/properties/metadata/properties/jupyter/type", keyword: "type", params: { type: "object" } }];
                              return false;
                            }
                          }
                          var valid1 = _errs7 === errors;
                        } else {
                          var valid1 = true;
                        }
                        if (valid1) {
                          if (data2.execution !== void 0) {
                            let data4 = data2.execution;
                            const _errs10 = errors;
                            if (errors === _errs10) {
                              if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                                if (data4["iopub.execute_input"] !== void 0) {
                                  const _errs13 = errors;
                                  if (typeof data4["iopub.execute_input"] !== "string") {
                                    validate69.errors = [{ instancePath: instancePath + "/metadata/execution/iopub.execute_input", schemaPath: "#/properties/metadata/properties/execution/properties/iopub.execute_input/type", keyword: "type", params: { type: "string" } }];
                                    return false;
                                  }
                                  var valid2 = _errs13 === errors;
                                } else {
                                  var valid2 = true;
                                }
                                if (valid2) {
                                  if (data4["iopub.status.busy"] !== void 0) {
                                    const _errs15 = errors;
                                    if (typeof data4["iopub.status.busy"] !== "string") {
                                      validate69.errors = [{ instancePath: instancePath + "/metadata/execution/iopub.status.busy", schemaPath: "#/properties/metadata/properties/execution/properties/iopub.status.busy/type", keyword: "type", params: { type: "string" } }];
                                      return false;
                                    }
                                    var valid2 = _errs15 === errors;
                                  } else {
                                    var valid2 = true;
                                  }
                                  if (valid2) {
                                    if (data4["shell.execute_reply"] !== void 0) {
                                      const _errs17 = errors;
                                      if (typeof data4["shell.execute_reply"] !== "string") {
                                        validate69.errors = [{ instancePath: instancePath + "/metadata/execution/shell.execute_reply", schemaPath: "#/properties/metadata/properties/execution/properties/shell.execute_reply/type", keyword: "type", params: { type: "string" } }];
                                        return false;
                                      }
                                      var valid2 = _errs17 === errors;
                                    } else {
                                      var valid2 = true;
                                    }
                                    if (valid2) {
                                      if (data4["iopub.status.idle"] !== void 0) {
                                        const _errs19 = errors;
                                        if (typeof data4["iopub.status.idle"] !== "string") {
                                          validate69.errors = [{ instancePath: instancePath + "/metadata/execution/iopub.status.idle", schemaPath: "#/properties/metadata/properties/execution/properties/iopub.status.idle/type", keyword: "type", params: { type: "string" } }];
                                          return false;
                                        }
                                        var valid2 = _errs19 === errors;
                                      } else {
                                        var valid2 = true;
                                      }
                                      if (valid2) {
                                        var valid3 = true;
                                        for (const key1 in data4) {
                                          if (pattern5.test(key1)) {
                                            const _errs21 = errors;
                                            if (typeof data4[key1] !== "string") {
                                              validate69.errors = [{ instancePath: instancePath + "/metadata/execution/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/metadata/properties/execution/patternProperties/%5E.*%24/type", keyword: "type", params: { type: "string" } }];
                                              return false;
                                            }
                                            var valid3 = _errs21 === errors;
                                            if (!valid3) {
                                              break;
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              } else {
                                validate69.errors = [{ instancePath: instancePath + "/metadata/execution", schemaPath: "#/properties/metadata/properties/execution/type", keyword: "type", params: { type: "object" } }];
                                return false;
                              }
                            }
                            var valid1 = _errs10 === errors;
                          } else {
                            var valid1 = true;
                          }
                          if (valid1) {
                            if (data2.collapsed !== void 0) {
                              const _errs23 = errors;
                              if (typeof data2.collapsed !== "boolean") {
                                validate69.errors = [{ instancePath: instancePath + "/metadata/collapsed", schemaPath: "#/properties/metadata/properties/collapsed/type", keyword: "type", params: { type: "boolean" } }];
                                return false;
                              }
                              var valid1 = _errs23 === errors;
                            } else {
                              var valid1 = true;
                            }
                            if (valid1) {
                              if (data2.scrolled !== void 0) {
                                let data11 = data2.scrolled;
                                const _errs25 = errors;
                                if (!(data11 === true || data11 === false || data11 === "auto")) {
                                  validate69.errors = [{ instancePath: instancePath + "/metadata/scrolled", schemaPath: "#/properties/metadata/properties/scrolled/enum", keyword: "enum", params: { allowedValues: schema17.properties.metadata.properties.scrolled.enum } }];
                                  return false;
                                }
                                var valid1 = _errs25 === errors;
                              } else {
                                var valid1 = true;
                              }
                              if (valid1) {
                                if (data2.name !== void 0) {
                                  const _errs26 = errors;
                                  if (!validate26(data2.name, { instancePath: instancePath + "/metadata/name", parentData: data2, parentDataProperty: "name", rootData })) {
                                    vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
                                    errors = vErrors.length;
                                  }
                                  var valid1 = _errs26 === errors;
                                } else {
                                  var valid1 = true;
                                }
                                if (valid1) {
                                  if (data2.tags !== void 0) {
                                    const _errs27 = errors;
                                    if (!validate28(data2.tags, { instancePath: instancePath + "/metadata/tags", parentData: data2, parentDataProperty: "tags", rootData })) {
                                      vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
                                      errors = vErrors.length;
                                    }
                                    var valid1 = _errs27 === errors;
                                  } else {
                                    var valid1 = true;
                                  }
                                }
                              }
                            }
                          }
                        }
                      } else {
                        validate69.errors = [{ instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/type", keyword: "type", params: { type: "object" } }];
                        return false;
                      }
                    }
                    var valid0 = _errs4 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.source !== void 0) {
                      const _errs28 = errors;
                      if (!validate36(data.source, { instancePath: instancePath + "/source", parentData: data, parentDataProperty: "source", rootData })) {
                        vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
                        errors = vErrors.length;
                      }
                      var valid0 = _errs28 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.outputs !== void 0) {
                        let data15 = data.outputs;
                        const _errs29 = errors;
                        if (errors === _errs29) {
                          if (Array.isArray(data15)) {
                            var valid4 = true;
                            const len0 = data15.length;
                            for (let i0 = 0; i0 < len0; i0++) {
                              const _errs31 = errors;
                              if (!validate51(data15[i0], { instancePath: instancePath + "/outputs/" + i0, parentData: data15, parentDataProperty: i0, rootData })) {
                                vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
                                errors = vErrors.length;
                              }
                              var valid4 = _errs31 === errors;
                              if (!valid4) {
                                break;
                              }
                            }
                          } else {
                            validate69.errors = [{ instancePath: instancePath + "/outputs", schemaPath: "#/properties/outputs/type", keyword: "type", params: { type: "array" } }];
                            return false;
                          }
                        }
                        var valid0 = _errs29 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.execution_count !== void 0) {
                          let data17 = data.execution_count;
                          const _errs32 = errors;
                          if (!(typeof data17 == "number" && (!(data17 % 1) && !isNaN(data17))) && data17 !== null) {
                            validate69.errors = [{ instancePath: instancePath + "/execution_count", schemaPath: "#/properties/execution_count/type", keyword: "type", params: { type: schema17.properties.execution_count.type } }];
                            return false;
                          }
                          if (errors === _errs32) {
                            if (typeof data17 == "number") {
                              if (data17 < 0 || isNaN(data17)) {
                                validate69.errors = [{ instancePath: instancePath + "/execution_count", schemaPath: "#/properties/execution_count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } }];
                                return false;
                              }
                            }
                          }
                          var valid0 = _errs32 === errors;
                        } else {
                          var valid0 = true;
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        } else {
          validate69.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } }];
          return false;
        }
      }
      validate69.errors = vErrors;
      return errors === 0;
    }
    exports2.validateMarkdownCell = validate75;
    function validate75(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      if (errors === 0) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
          let missing0;
          if (data.id === void 0 && (missing0 = "id") || data.cell_type === void 0 && (missing0 = "cell_type") || data.metadata === void 0 && (missing0 = "metadata") || data.source === void 0 && (missing0 = "source")) {
            validate75.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 } }];
            return false;
          } else {
            const _errs1 = errors;
            for (const key0 in data) {
              if (!(key0 === "id" || key0 === "cell_type" || key0 === "metadata" || key0 === "attachments" || key0 === "source")) {
                validate75.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 } }];
                return false;
                break;
              }
            }
            if (_errs1 === errors) {
              if (data.id !== void 0) {
                const _errs2 = errors;
                if (!validate24(data.id, { instancePath: instancePath + "/id", parentData: data, parentDataProperty: "id", rootData })) {
                  vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
                  errors = vErrors.length;
                }
                var valid0 = _errs2 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.cell_type !== void 0) {
                  const _errs3 = errors;
                  if (!(data.cell_type === "markdown")) {
                    validate75.errors = [{ instancePath: instancePath + "/cell_type", schemaPath: "#/properties/cell_type/enum", keyword: "enum", params: { allowedValues: schema16.properties.cell_type.enum } }];
                    return false;
                  }
                  var valid0 = _errs3 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.metadata !== void 0) {
                    let data2 = data.metadata;
                    const _errs4 = errors;
                    if (errors === _errs4) {
                      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                        if (data2.name !== void 0) {
                          const _errs7 = errors;
                          if (!validate26(data2.name, { instancePath: instancePath + "/metadata/name", parentData: data2, parentDataProperty: "name", rootData })) {
                            vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
                            errors = vErrors.length;
                          }
                          var valid1 = _errs7 === errors;
                        } else {
                          var valid1 = true;
                        }
                        if (valid1) {
                          if (data2.tags !== void 0) {
                            const _errs8 = errors;
                            if (!validate28(data2.tags, { instancePath: instancePath + "/metadata/tags", parentData: data2, parentDataProperty: "tags", rootData })) {
                              vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
                              errors = vErrors.length;
                            }
                            var valid1 = _errs8 === errors;
                          } else {
                            var valid1 = true;
                          }
                          if (valid1) {
                            if (data2.jupyter !== void 0) {
                              let data5 = data2.jupyter;
                              const _errs9 = errors;
                              if (errors === _errs9) {
                                if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                                } else {
                                  validate75.errors = [{ instancePath: instancePath + "/metadata/jupyter", schemaPath: "#/properties/metadata/properties/jupyter/type", keyword: "type", params: { type: "object" } }];
                                  return false;
                                }
                              }
                              var valid1 = _errs9 === errors;
                            } else {
                              var valid1 = true;
                            }
                          }
                        }
                      } else {
                        validate75.errors = [{ instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/type", keyword: "type", params: { type: "object" } }];
                        return false;
                      }
                    }
                    var valid0 = _errs4 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.attachments !== void 0) {
                      const _errs12 = errors;
                      if (!validate30(data.attachments, { instancePath: instancePath + "/attachments", parentData: data, parentDataProperty: "attachments", rootData })) {
                        vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
                        errors = vErrors.length;
                      }
                      var valid0 = _errs12 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.source !== void 0) {
                        const _errs13 = errors;
                        if (!validate36(data.source, { instancePath: instancePath + "/source", parentData: data, parentDataProperty: "source", rootData })) {
                          vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
                          errors = vErrors.length;
                        }
                        var valid0 = _errs13 === errors;
                      } else {
                        var valid0 = true;
                      }
                    }
                  }
                }
              }
            }
          }
        } else {
          validate75.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } }];
          return false;
        }
      }
      validate75.errors = vErrors;
      return errors === 0;
    }
    exports2.validateRawCell = validate81;
    function validate81(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      if (errors === 0) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
          let missing0;
          if (data.id === void 0 && (missing0 = "id") || data.cell_type === void 0 && (missing0 = "cell_type") || data.metadata === void 0 && (missing0 = "metadata") || data.source === void 0 && (missing0 = "source")) {
            validate81.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 } }];
            return false;
          } else {
            const _errs1 = errors;
            for (const key0 in data) {
              if (!(key0 === "id" || key0 === "cell_type" || key0 === "metadata" || key0 === "attachments" || key0 === "source")) {
                validate81.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 } }];
                return false;
                break;
              }
            }
            if (_errs1 === errors) {
              if (data.id !== void 0) {
                const _errs2 = errors;
                if (!validate24(data.id, { instancePath: instancePath + "/id", parentData: data, parentDataProperty: "id", rootData })) {
                  vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
                  errors = vErrors.length;
                }
                var valid0 = _errs2 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.cell_type !== void 0) {
                  const _errs3 = errors;
                  if (!(data.cell_type === "raw")) {
                    validate81.errors = [{ instancePath: instancePath + "/cell_type", schemaPath: "#/properties/cell_type/enum", keyword: "enum", params: { allowedValues: schema8.properties.cell_type.enum } }];
                    return false;
                  }
                  var valid0 = _errs3 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.metadata !== void 0) {
                    let data2 = data.metadata;
                    const _errs4 = errors;
                    if (errors === _errs4) {
                      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                        if (data2.format !== void 0) {
                          const _errs7 = errors;
                          if (typeof data2.format !== "string") {
                            validate81.errors = [{ instancePath: instancePath + "/metadata/format", schemaPath: "#/properties/metadata/properties/format/type", keyword: "type", params: { type: "string" } }];
                            return false;
                          }
                          var valid1 = _errs7 === errors;
                        } else {
                          var valid1 = true;
                        }
                        if (valid1) {
                          if (data2.jupyter !== void 0) {
                            let data4 = data2.jupyter;
                            const _errs9 = errors;
                            if (errors === _errs9) {
                              if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                              } else {
                                validate81.errors = [{ instancePath: instancePath + "/metadata/jupyter", schemaPath: "#/properties/metadata/properties/jupyter/type", keyword: "type", params: { type: "object" } }];
                                return false;
                              }
                            }
                            var valid1 = _errs9 === errors;
                          } else {
                            var valid1 = true;
                          }
                          if (valid1) {
                            if (data2.name !== void 0) {
                              const _errs12 = errors;
                              if (!validate26(data2.name, { instancePath: instancePath + "/metadata/name", parentData: data2, parentDataProperty: "name", rootData })) {
                                vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
                                errors = vErrors.length;
                              }
                              var valid1 = _errs12 === errors;
                            } else {
                              var valid1 = true;
                            }
                            if (valid1) {
                              if (data2.tags !== void 0) {
                                const _errs13 = errors;
                                if (!validate28(data2.tags, { instancePath: instancePath + "/metadata/tags", parentData: data2, parentDataProperty: "tags", rootData })) {
                                  vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
                                  errors = vErrors.length;
                                }
                                var valid1 = _errs13 === errors;
                              } else {
                                var valid1 = true;
                              }
                            }
                          }
                        }
                      } else {
                        validate81.errors = [{ instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/type", keyword: "type", params: { type: "object" } }];
                        return false;
                      }
                    }
                    var valid0 = _errs4 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.attachments !== void 0) {
                      const _errs14 = errors;
                      if (!validate30(data.attachments, { instancePath: instancePath + "/attachments", parentData: data, parentDataProperty: "attachments", rootData })) {
                        vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
                        errors = vErrors.length;
                      }
                      var valid0 = _errs14 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.source !== void 0) {
                        const _errs15 = errors;
                        if (!validate36(data.source, { instancePath: instancePath + "/source", parentData: data, parentDataProperty: "source", rootData })) {
                          vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
                          errors = vErrors.length;
                        }
                        var valid0 = _errs15 === errors;
                      } else {
                        var valid0 = true;
                      }
                    }
                  }
                }
              }
            }
          }
        } else {
          validate81.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } }];
          return false;
        }
      }
      validate81.errors = vErrors;
      return errors === 0;
    }
  }
});

// src/node/hookFiles.ts
var HOOK_PROGRAM, HOOK_PARTS, SHELL_PARSER_FILES, HOOK_FILES_BESIDE, HOOK_INCOMPLETE;
var init_hookFiles = __esm({
  "src/node/hookFiles.ts"() {
    "use strict";
    HOOK_PROGRAM = "hook-main.js";
    HOOK_PARTS = { shell: "hook-shell.js", notebook: "hook-notebook.js", history: "hook-history.js" };
    SHELL_PARSER_FILES = { runtime: "web-tree-sitter.wasm", grammar: "tree-sitter-bash.wasm" };
    HOOK_FILES_BESIDE = [HOOK_PROGRAM, ...Object.values(HOOK_PARTS), ...Object.values(SHELL_PARSER_FILES)];
    HOOK_INCOMPLETE = "GUARDED_EDIT_HOOK_INCOMPLETE";
  }
});

// node_modules/web-tree-sitter/web-tree-sitter.cjs
var require_web_tree_sitter2 = __commonJS2({
  "node_modules/web-tree-sitter/web-tree-sitter.cjs"(exports, module) {
    "use strict";
    var __create = Object.create;
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __getProtoOf = Object.getPrototypeOf;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __commonJS = (cb, mod) => function __require() {
      try {
        return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
      } catch (e) {
        throw mod = 0, e;
      }
    };
    var __export = (target, all) => {
      for (var name2 in all)
        __defProp(target, name2, { get: all[name2], enumerable: true });
    };
    var __copyProps = (to, from, except, desc) => {
      if (from && typeof from === "object" || typeof from === "function") {
        for (let key of __getOwnPropNames(from))
          if (!__hasOwnProp.call(to, key) && key !== except)
            __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
      }
      return to;
    };
    var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
      // If the importer is in node compatibility mode or this is not an ESM
      // file that has been converted to a CommonJS file using a Babel-
      // compatible transform (i.e. "__esModule" has not been set), then set
      // "default" to the CommonJS "module.exports" for node compatibility.
      isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
      mod
    ));
    var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var require_web_tree_sitter = __commonJS({
      "lib/web-tree-sitter.cjs"(exports, module) {
        "use strict";
        var Module = (() => {
          var _scriptName = typeof document != "undefined" ? document.currentScript?.src : void 0;
          return async function(moduleArg = {}) {
            var moduleRtn;
            var Module = moduleArg;
            var ENVIRONMENT_IS_WEB = typeof window == "object";
            var ENVIRONMENT_IS_WORKER = typeof WorkerGlobalScope != "undefined";
            var ENVIRONMENT_IS_NODE = typeof process == "object" && process.versions?.node && process.type != "renderer";
            Module.currentQueryProgressCallback = null;
            Module.currentProgressCallback = null;
            Module.currentLogCallback = null;
            Module.currentParseCallback = null;
            var arguments_ = [];
            var thisProgram = "./this.program";
            var quit_ = /* @__PURE__ */ __name((status, toThrow) => {
              throw toThrow;
            }, "quit_");
            if (typeof __filename != "undefined") {
              _scriptName = __filename;
            } else if (ENVIRONMENT_IS_WORKER) {
              _scriptName = self.location.href;
            }
            var scriptDirectory = "";
            function locateFile(path) {
              if (Module["locateFile"]) {
                return Module["locateFile"](path, scriptDirectory);
              }
              return scriptDirectory + path;
            }
            __name(locateFile, "locateFile");
            var readAsync, readBinary;
            if (ENVIRONMENT_IS_NODE) {
              var fs = require("node:fs");
              scriptDirectory = __dirname + "/";
              readBinary = /* @__PURE__ */ __name((filename) => {
                filename = isFileURI(filename) ? new URL(filename) : filename;
                var ret = fs.readFileSync(filename);
                return ret;
              }, "readBinary");
              readAsync = /* @__PURE__ */ __name(async (filename, binary2 = true) => {
                filename = isFileURI(filename) ? new URL(filename) : filename;
                var ret = fs.readFileSync(filename, binary2 ? void 0 : "utf8");
                return ret;
              }, "readAsync");
              if (process.argv.length > 1) {
                thisProgram = process.argv[1].replace(/\\/g, "/");
              }
              arguments_ = process.argv.slice(2);
              quit_ = /* @__PURE__ */ __name((status, toThrow) => {
                process.exitCode = status;
                throw toThrow;
              }, "quit_");
            } else if (ENVIRONMENT_IS_WEB || ENVIRONMENT_IS_WORKER) {
              try {
                scriptDirectory = new URL(".", _scriptName).href;
              } catch {
              }
              {
                if (ENVIRONMENT_IS_WORKER) {
                  readBinary = /* @__PURE__ */ __name((url) => {
                    var xhr = new XMLHttpRequest();
                    xhr.open("GET", url, false);
                    xhr.responseType = "arraybuffer";
                    xhr.send(null);
                    return new Uint8Array(
                      /** @type{!ArrayBuffer} */
                      xhr.response
                    );
                  }, "readBinary");
                }
                readAsync = /* @__PURE__ */ __name(async (url) => {
                  if (isFileURI(url)) {
                    return new Promise((resolve4, reject) => {
                      var xhr = new XMLHttpRequest();
                      xhr.open("GET", url, true);
                      xhr.responseType = "arraybuffer";
                      xhr.onload = () => {
                        if (xhr.status == 200 || xhr.status == 0 && xhr.response) {
                          resolve4(xhr.response);
                          return;
                        }
                        reject(xhr.status);
                      };
                      xhr.onerror = reject;
                      xhr.send(null);
                    });
                  }
                  var response = await fetch(url, {
                    credentials: "same-origin"
                  });
                  if (response.ok) {
                    return response.arrayBuffer();
                  }
                  throw new Error(response.status + " : " + response.url);
                }, "readAsync");
              }
            } else {
            }
            var out = console.log.bind(console);
            var err = console.error.bind(console);
            var dynamicLibraries = [];
            var wasmBinary;
            var ABORT = false;
            var EXITSTATUS;
            var isFileURI = /* @__PURE__ */ __name((filename) => filename.startsWith("file://"), "isFileURI");
            var readyPromiseResolve, readyPromiseReject;
            var wasmMemory;
            var HEAP8, HEAPU8, HEAP16, HEAPU16, HEAP32, HEAPU32, HEAPF32, HEAPF64;
            var HEAP64, HEAPU64;
            var HEAP_DATA_VIEW;
            var runtimeInitialized = false;
            function updateMemoryViews() {
              var b = wasmMemory.buffer;
              Module["HEAP8"] = HEAP8 = new Int8Array(b);
              Module["HEAP16"] = HEAP16 = new Int16Array(b);
              Module["HEAPU8"] = HEAPU8 = new Uint8Array(b);
              Module["HEAPU16"] = HEAPU16 = new Uint16Array(b);
              Module["HEAP32"] = HEAP32 = new Int32Array(b);
              Module["HEAPU32"] = HEAPU32 = new Uint32Array(b);
              Module["HEAPF32"] = HEAPF32 = new Float32Array(b);
              Module["HEAPF64"] = HEAPF64 = new Float64Array(b);
              Module["HEAP64"] = HEAP64 = new BigInt64Array(b);
              Module["HEAPU64"] = HEAPU64 = new BigUint64Array(b);
              Module["HEAP_DATA_VIEW"] = HEAP_DATA_VIEW = new DataView(b);
              LE_HEAP_UPDATE();
            }
            __name(updateMemoryViews, "updateMemoryViews");
            function initMemory() {
              if (Module["wasmMemory"]) {
                wasmMemory = Module["wasmMemory"];
              } else {
                var INITIAL_MEMORY = Module["INITIAL_MEMORY"] || 33554432;
                wasmMemory = new WebAssembly.Memory({
                  "initial": INITIAL_MEMORY / 65536,
                  // In theory we should not need to emit the maximum if we want "unlimited"
                  // or 4GB of memory, but VMs error on that atm, see
                  // https://github.com/emscripten-core/emscripten/issues/14130
                  // And in the pthreads case we definitely need to emit a maximum. So
                  // always emit one.
                  "maximum": 32768
                });
              }
              updateMemoryViews();
            }
            __name(initMemory, "initMemory");
            var __RELOC_FUNCS__ = [];
            function preRun() {
              if (Module["preRun"]) {
                if (typeof Module["preRun"] == "function") Module["preRun"] = [Module["preRun"]];
                while (Module["preRun"].length) {
                  addOnPreRun(Module["preRun"].shift());
                }
              }
              callRuntimeCallbacks(onPreRuns);
            }
            __name(preRun, "preRun");
            function initRuntime() {
              runtimeInitialized = true;
              callRuntimeCallbacks(__RELOC_FUNCS__);
              wasmExports["__wasm_call_ctors"]();
              callRuntimeCallbacks(onPostCtors);
            }
            __name(initRuntime, "initRuntime");
            function preMain() {
            }
            __name(preMain, "preMain");
            function postRun() {
              if (Module["postRun"]) {
                if (typeof Module["postRun"] == "function") Module["postRun"] = [Module["postRun"]];
                while (Module["postRun"].length) {
                  addOnPostRun(Module["postRun"].shift());
                }
              }
              callRuntimeCallbacks(onPostRuns);
            }
            __name(postRun, "postRun");
            function abort(what) {
              Module["onAbort"]?.(what);
              what = "Aborted(" + what + ")";
              err(what);
              ABORT = true;
              what += ". Build with -sASSERTIONS for more info.";
              var e = new WebAssembly.RuntimeError(what);
              readyPromiseReject?.(e);
              throw e;
            }
            __name(abort, "abort");
            var wasmBinaryFile;
            function findWasmBinary() {
              return locateFile("web-tree-sitter.wasm");
            }
            __name(findWasmBinary, "findWasmBinary");
            function getBinarySync(file) {
              if (file == wasmBinaryFile && wasmBinary) {
                return new Uint8Array(wasmBinary);
              }
              if (readBinary) {
                return readBinary(file);
              }
              throw "both async and sync fetching of the wasm failed";
            }
            __name(getBinarySync, "getBinarySync");
            async function getWasmBinary(binaryFile) {
              if (!wasmBinary) {
                try {
                  var response = await readAsync(binaryFile);
                  return new Uint8Array(response);
                } catch {
                }
              }
              return getBinarySync(binaryFile);
            }
            __name(getWasmBinary, "getWasmBinary");
            async function instantiateArrayBuffer(binaryFile, imports) {
              try {
                var binary2 = await getWasmBinary(binaryFile);
                var instance2 = await WebAssembly.instantiate(binary2, imports);
                return instance2;
              } catch (reason) {
                err(`failed to asynchronously prepare wasm: ${reason}`);
                abort(reason);
              }
            }
            __name(instantiateArrayBuffer, "instantiateArrayBuffer");
            async function instantiateAsync(binary2, binaryFile, imports) {
              if (!binary2 && !isFileURI(binaryFile) && !ENVIRONMENT_IS_NODE) {
                try {
                  var response = fetch(binaryFile, {
                    credentials: "same-origin"
                  });
                  var instantiationResult = await WebAssembly.instantiateStreaming(response, imports);
                  return instantiationResult;
                } catch (reason) {
                  err(`wasm streaming compile failed: ${reason}`);
                  err("falling back to ArrayBuffer instantiation");
                }
              }
              return instantiateArrayBuffer(binaryFile, imports);
            }
            __name(instantiateAsync, "instantiateAsync");
            function getWasmImports() {
              return {
                "env": wasmImports,
                "wasi_snapshot_preview1": wasmImports,
                "GOT.mem": new Proxy(wasmImports, GOTHandler),
                "GOT.func": new Proxy(wasmImports, GOTHandler)
              };
            }
            __name(getWasmImports, "getWasmImports");
            async function createWasm() {
              function receiveInstance(instance2, module2) {
                wasmExports = instance2.exports;
                wasmExports = relocateExports(wasmExports, 1024);
                var metadata2 = getDylinkMetadata(module2);
                if (metadata2.neededDynlibs) {
                  dynamicLibraries = metadata2.neededDynlibs.concat(dynamicLibraries);
                }
                mergeLibSymbols(wasmExports, "main");
                LDSO.init();
                loadDylibs();
                __RELOC_FUNCS__.push(wasmExports["__wasm_apply_data_relocs"]);
                assignWasmExports(wasmExports);
                return wasmExports;
              }
              __name(receiveInstance, "receiveInstance");
              function receiveInstantiationResult(result2) {
                return receiveInstance(result2["instance"], result2["module"]);
              }
              __name(receiveInstantiationResult, "receiveInstantiationResult");
              var info2 = getWasmImports();
              if (Module["instantiateWasm"]) {
                return new Promise((resolve4, reject) => {
                  Module["instantiateWasm"](info2, (mod, inst) => {
                    resolve4(receiveInstance(mod, inst));
                  });
                });
              }
              wasmBinaryFile ??= findWasmBinary();
              var result = await instantiateAsync(wasmBinary, wasmBinaryFile, info2);
              var exports2 = receiveInstantiationResult(result);
              return exports2;
            }
            __name(createWasm, "createWasm");
            class ExitStatus {
              static {
                __name(this, "ExitStatus");
              }
              name = "ExitStatus";
              constructor(status) {
                this.message = `Program terminated with exit(${status})`;
                this.status = status;
              }
            }
            var GOT = {};
            var currentModuleWeakSymbols = /* @__PURE__ */ new Set([]);
            var GOTHandler = {
              get(obj, symName) {
                var rtn = GOT[symName];
                if (!rtn) {
                  rtn = GOT[symName] = new WebAssembly.Global({
                    "value": "i32",
                    "mutable": true
                  });
                }
                if (!currentModuleWeakSymbols.has(symName)) {
                  rtn.required = true;
                }
                return rtn;
              }
            };
            var LE_ATOMICS_NATIVE_BYTE_ORDER = [];
            var LE_HEAP_LOAD_F32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat32(byteOffset, true), "LE_HEAP_LOAD_F32");
            var LE_HEAP_LOAD_F64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat64(byteOffset, true), "LE_HEAP_LOAD_F64");
            var LE_HEAP_LOAD_I16 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt16(byteOffset, true), "LE_HEAP_LOAD_I16");
            var LE_HEAP_LOAD_I32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt32(byteOffset, true), "LE_HEAP_LOAD_I32");
            var LE_HEAP_LOAD_I64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getBigInt64(byteOffset, true), "LE_HEAP_LOAD_I64");
            var LE_HEAP_LOAD_U32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getUint32(byteOffset, true), "LE_HEAP_LOAD_U32");
            var LE_HEAP_STORE_F32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat32(byteOffset, value, true), "LE_HEAP_STORE_F32");
            var LE_HEAP_STORE_F64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat64(byteOffset, value, true), "LE_HEAP_STORE_F64");
            var LE_HEAP_STORE_I16 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt16(byteOffset, value, true), "LE_HEAP_STORE_I16");
            var LE_HEAP_STORE_I32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt32(byteOffset, value, true), "LE_HEAP_STORE_I32");
            var LE_HEAP_STORE_I64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setBigInt64(byteOffset, value, true), "LE_HEAP_STORE_I64");
            var LE_HEAP_STORE_U32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setUint32(byteOffset, value, true), "LE_HEAP_STORE_U32");
            var callRuntimeCallbacks = /* @__PURE__ */ __name((callbacks) => {
              while (callbacks.length > 0) {
                callbacks.shift()(Module);
              }
            }, "callRuntimeCallbacks");
            var onPostRuns = [];
            var addOnPostRun = /* @__PURE__ */ __name((cb) => onPostRuns.push(cb), "addOnPostRun");
            var onPreRuns = [];
            var addOnPreRun = /* @__PURE__ */ __name((cb) => onPreRuns.push(cb), "addOnPreRun");
            var UTF8Decoder = typeof TextDecoder != "undefined" ? new TextDecoder() : void 0;
            var findStringEnd = /* @__PURE__ */ __name((heapOrArray, idx, maxBytesToRead, ignoreNul) => {
              var maxIdx = idx + maxBytesToRead;
              if (ignoreNul) return maxIdx;
              while (heapOrArray[idx] && !(idx >= maxIdx)) ++idx;
              return idx;
            }, "findStringEnd");
            var UTF8ArrayToString = /* @__PURE__ */ __name((heapOrArray, idx = 0, maxBytesToRead, ignoreNul) => {
              var endPtr = findStringEnd(heapOrArray, idx, maxBytesToRead, ignoreNul);
              if (endPtr - idx > 16 && heapOrArray.buffer && UTF8Decoder) {
                return UTF8Decoder.decode(heapOrArray.subarray(idx, endPtr));
              }
              var str2 = "";
              while (idx < endPtr) {
                var u0 = heapOrArray[idx++];
                if (!(u0 & 128)) {
                  str2 += String.fromCharCode(u0);
                  continue;
                }
                var u1 = heapOrArray[idx++] & 63;
                if ((u0 & 224) == 192) {
                  str2 += String.fromCharCode((u0 & 31) << 6 | u1);
                  continue;
                }
                var u2 = heapOrArray[idx++] & 63;
                if ((u0 & 240) == 224) {
                  u0 = (u0 & 15) << 12 | u1 << 6 | u2;
                } else {
                  u0 = (u0 & 7) << 18 | u1 << 12 | u2 << 6 | heapOrArray[idx++] & 63;
                }
                if (u0 < 65536) {
                  str2 += String.fromCharCode(u0);
                } else {
                  var ch = u0 - 65536;
                  str2 += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
                }
              }
              return str2;
            }, "UTF8ArrayToString");
            var getDylinkMetadata = /* @__PURE__ */ __name((binary2) => {
              var offset = 0;
              var end = 0;
              function getU8() {
                return binary2[offset++];
              }
              __name(getU8, "getU8");
              function getLEB() {
                var ret = 0;
                var mul = 1;
                while (1) {
                  var byte = binary2[offset++];
                  ret += (byte & 127) * mul;
                  mul *= 128;
                  if (!(byte & 128)) break;
                }
                return ret;
              }
              __name(getLEB, "getLEB");
              function getString() {
                var len = getLEB();
                offset += len;
                return UTF8ArrayToString(binary2, offset - len, len);
              }
              __name(getString, "getString");
              function getStringList() {
                var count2 = getLEB();
                var rtn = [];
                while (count2--) rtn.push(getString());
                return rtn;
              }
              __name(getStringList, "getStringList");
              function failIf(condition, message) {
                if (condition) throw new Error(message);
              }
              __name(failIf, "failIf");
              if (binary2 instanceof WebAssembly.Module) {
                var dylinkSection = WebAssembly.Module.customSections(binary2, "dylink.0");
                failIf(dylinkSection.length === 0, "need dylink section");
                binary2 = new Uint8Array(dylinkSection[0]);
                end = binary2.length;
              } else {
                var int32View = new Uint32Array(new Uint8Array(binary2.subarray(0, 24)).buffer);
                var magicNumberFound = int32View[0] == 1836278016 || int32View[0] == 6386541;
                failIf(!magicNumberFound, "need to see wasm magic number");
                failIf(binary2[8] !== 0, "need the dylink section to be first");
                offset = 9;
                var section_size = getLEB();
                end = offset + section_size;
                var name2 = getString();
                failIf(name2 !== "dylink.0");
              }
              var customSection = {
                neededDynlibs: [],
                tlsExports: /* @__PURE__ */ new Set(),
                weakImports: /* @__PURE__ */ new Set(),
                runtimePaths: []
              };
              var WASM_DYLINK_MEM_INFO = 1;
              var WASM_DYLINK_NEEDED = 2;
              var WASM_DYLINK_EXPORT_INFO = 3;
              var WASM_DYLINK_IMPORT_INFO = 4;
              var WASM_DYLINK_RUNTIME_PATH = 5;
              var WASM_SYMBOL_TLS = 256;
              var WASM_SYMBOL_BINDING_MASK = 3;
              var WASM_SYMBOL_BINDING_WEAK = 1;
              while (offset < end) {
                var subsectionType = getU8();
                var subsectionSize = getLEB();
                if (subsectionType === WASM_DYLINK_MEM_INFO) {
                  customSection.memorySize = getLEB();
                  customSection.memoryAlign = getLEB();
                  customSection.tableSize = getLEB();
                  customSection.tableAlign = getLEB();
                } else if (subsectionType === WASM_DYLINK_NEEDED) {
                  customSection.neededDynlibs = getStringList();
                } else if (subsectionType === WASM_DYLINK_EXPORT_INFO) {
                  var count = getLEB();
                  while (count--) {
                    var symname = getString();
                    var flags2 = getLEB();
                    if (flags2 & WASM_SYMBOL_TLS) {
                      customSection.tlsExports.add(symname);
                    }
                  }
                } else if (subsectionType === WASM_DYLINK_IMPORT_INFO) {
                  var count = getLEB();
                  while (count--) {
                    var modname = getString();
                    var symname = getString();
                    var flags2 = getLEB();
                    if ((flags2 & WASM_SYMBOL_BINDING_MASK) == WASM_SYMBOL_BINDING_WEAK) {
                      customSection.weakImports.add(symname);
                    }
                  }
                } else if (subsectionType === WASM_DYLINK_RUNTIME_PATH) {
                  customSection.runtimePaths = getStringList();
                } else {
                  offset += subsectionSize;
                }
              }
              return customSection;
            }, "getDylinkMetadata");
            function getValue(ptr, type = "i8") {
              if (type.endsWith("*")) type = "*";
              switch (type) {
                case "i1":
                  return HEAP8[ptr];
                case "i8":
                  return HEAP8[ptr];
                case "i16":
                  return LE_HEAP_LOAD_I16((ptr >> 1) * 2);
                case "i32":
                  return LE_HEAP_LOAD_I32((ptr >> 2) * 4);
                case "i64":
                  return LE_HEAP_LOAD_I64((ptr >> 3) * 8);
                case "float":
                  return LE_HEAP_LOAD_F32((ptr >> 2) * 4);
                case "double":
                  return LE_HEAP_LOAD_F64((ptr >> 3) * 8);
                case "*":
                  return LE_HEAP_LOAD_U32((ptr >> 2) * 4);
                default:
                  abort(`invalid type for getValue: ${type}`);
              }
            }
            __name(getValue, "getValue");
            var newDSO = /* @__PURE__ */ __name((name2, handle2, syms) => {
              var dso = {
                refcount: Infinity,
                name: name2,
                exports: syms,
                global: true
              };
              LDSO.loadedLibsByName[name2] = dso;
              if (handle2 != void 0) {
                LDSO.loadedLibsByHandle[handle2] = dso;
              }
              return dso;
            }, "newDSO");
            var LDSO = {
              loadedLibsByName: {},
              loadedLibsByHandle: {},
              init() {
                newDSO("__main__", 0, wasmImports);
              }
            };
            var ___heap_base = 82240;
            var alignMemory = /* @__PURE__ */ __name((size, alignment) => Math.ceil(size / alignment) * alignment, "alignMemory");
            var getMemory = /* @__PURE__ */ __name((size) => {
              if (runtimeInitialized) {
                return _calloc(size, 1);
              }
              var ret = ___heap_base;
              var end = ret + alignMemory(size, 16);
              ___heap_base = end;
              GOT["__heap_base"].value = end;
              return ret;
            }, "getMemory");
            var isInternalSym = /* @__PURE__ */ __name((symName) => ["__cpp_exception", "__c_longjmp", "__wasm_apply_data_relocs", "__dso_handle", "__tls_size", "__tls_align", "__set_stack_limits", "_emscripten_tls_init", "__wasm_init_tls", "__wasm_call_ctors", "__start_em_asm", "__stop_em_asm", "__start_em_js", "__stop_em_js"].includes(symName) || symName.startsWith("__em_js__"), "isInternalSym");
            var uleb128EncodeWithLen = /* @__PURE__ */ __name((arr) => {
              const n = arr.length;
              return [n % 128 | 128, n >> 7, ...arr];
            }, "uleb128EncodeWithLen");
            var wasmTypeCodes = {
              "i": 127,
              // i32
              "p": 127,
              // i32
              "j": 126,
              // i64
              "f": 125,
              // f32
              "d": 124,
              // f64
              "e": 111
            };
            var generateTypePack = /* @__PURE__ */ __name((types) => uleb128EncodeWithLen(Array.from(types, (type) => {
              var code = wasmTypeCodes[type];
              return code;
            })), "generateTypePack");
            var convertJsFunctionToWasm = /* @__PURE__ */ __name((func2, sig) => {
              var bytes = Uint8Array.of(
                0,
                97,
                115,
                109,
                // magic ("\0asm")
                1,
                0,
                0,
                0,
                // version: 1
                1,
                ...uleb128EncodeWithLen([
                  1,
                  // count: 1
                  96,
                  // param types
                  ...generateTypePack(sig.slice(1)),
                  // return types (for now only supporting [] if `void` and single [T] otherwise)
                  ...generateTypePack(sig[0] === "v" ? "" : sig[0])
                ]),
                // The rest of the module is static
                2,
                7,
                // import section
                // (import "e" "f" (func 0 (type 0)))
                1,
                1,
                101,
                1,
                102,
                0,
                0,
                7,
                5,
                // export section
                // (export "f" (func 0 (type 0)))
                1,
                1,
                102,
                0,
                0
              );
              var module2 = new WebAssembly.Module(bytes);
              var instance2 = new WebAssembly.Instance(module2, {
                "e": {
                  "f": func2
                }
              });
              var wrappedFunc = instance2.exports["f"];
              return wrappedFunc;
            }, "convertJsFunctionToWasm");
            var wasmTableMirror = [];
            var wasmTable = new WebAssembly.Table({
              "initial": 31,
              "element": "anyfunc"
            });
            var getWasmTableEntry = /* @__PURE__ */ __name((funcPtr) => {
              var func2 = wasmTableMirror[funcPtr];
              if (!func2) {
                wasmTableMirror[funcPtr] = func2 = wasmTable.get(funcPtr);
              }
              return func2;
            }, "getWasmTableEntry");
            var updateTableMap = /* @__PURE__ */ __name((offset, count) => {
              if (functionsInTableMap) {
                for (var i2 = offset; i2 < offset + count; i2++) {
                  var item = getWasmTableEntry(i2);
                  if (item) {
                    functionsInTableMap.set(item, i2);
                  }
                }
              }
            }, "updateTableMap");
            var functionsInTableMap;
            var getFunctionAddress = /* @__PURE__ */ __name((func2) => {
              if (!functionsInTableMap) {
                functionsInTableMap = /* @__PURE__ */ new WeakMap();
                updateTableMap(0, wasmTable.length);
              }
              return functionsInTableMap.get(func2) || 0;
            }, "getFunctionAddress");
            var freeTableIndexes = [];
            var getEmptyTableSlot = /* @__PURE__ */ __name(() => {
              if (freeTableIndexes.length) {
                return freeTableIndexes.pop();
              }
              return wasmTable["grow"](1);
            }, "getEmptyTableSlot");
            var setWasmTableEntry = /* @__PURE__ */ __name((idx, func2) => {
              wasmTable.set(idx, func2);
              wasmTableMirror[idx] = wasmTable.get(idx);
            }, "setWasmTableEntry");
            var addFunction = /* @__PURE__ */ __name((func2, sig) => {
              var rtn = getFunctionAddress(func2);
              if (rtn) {
                return rtn;
              }
              var ret = getEmptyTableSlot();
              try {
                setWasmTableEntry(ret, func2);
              } catch (err2) {
                if (!(err2 instanceof TypeError)) {
                  throw err2;
                }
                var wrapped2 = convertJsFunctionToWasm(func2, sig);
                setWasmTableEntry(ret, wrapped2);
              }
              functionsInTableMap.set(func2, ret);
              return ret;
            }, "addFunction");
            var updateGOT = /* @__PURE__ */ __name((exports2, replace2) => {
              for (var symName in exports2) {
                if (isInternalSym(symName)) {
                  continue;
                }
                var value = exports2[symName];
                GOT[symName] ||= new WebAssembly.Global({
                  "value": "i32",
                  "mutable": true
                });
                if (replace2 || GOT[symName].value == 0) {
                  if (typeof value == "function") {
                    GOT[symName].value = addFunction(value);
                  } else if (typeof value == "number") {
                    GOT[symName].value = value;
                  } else {
                    err(`unhandled export type for '${symName}': ${typeof value}`);
                  }
                }
              }
            }, "updateGOT");
            var relocateExports = /* @__PURE__ */ __name((exports2, memoryBase2, replace2) => {
              var relocated = {};
              for (var e in exports2) {
                var value = exports2[e];
                if (typeof value == "object") {
                  value = value.value;
                }
                if (typeof value == "number") {
                  value += memoryBase2;
                }
                relocated[e] = value;
              }
              updateGOT(relocated, replace2);
              return relocated;
            }, "relocateExports");
            var isSymbolDefined = /* @__PURE__ */ __name((symName) => {
              var existing2 = wasmImports[symName];
              if (!existing2 || existing2.stub) {
                return false;
              }
              return true;
            }, "isSymbolDefined");
            var dynCall = /* @__PURE__ */ __name((sig, ptr, args2 = [], promising = false) => {
              var func2 = getWasmTableEntry(ptr);
              var rtn = func2(...args2);
              function convert(rtn2) {
                return rtn2;
              }
              __name(convert, "convert");
              return convert(rtn);
            }, "dynCall");
            var stackSave = /* @__PURE__ */ __name(() => _emscripten_stack_get_current(), "stackSave");
            var stackRestore = /* @__PURE__ */ __name((val) => __emscripten_stack_restore(val), "stackRestore");
            var createInvokeFunction = /* @__PURE__ */ __name((sig) => (ptr, ...args2) => {
              var sp = stackSave();
              try {
                return dynCall(sig, ptr, args2);
              } catch (e) {
                stackRestore(sp);
                if (e !== e + 0) throw e;
                _setThrew(1, 0);
                if (sig[0] == "j") return 0n;
              }
            }, "createInvokeFunction");
            var resolveGlobalSymbol = /* @__PURE__ */ __name((symName, direct = false) => {
              var sym;
              if (isSymbolDefined(symName)) {
                sym = wasmImports[symName];
              } else if (symName.startsWith("invoke_")) {
                sym = wasmImports[symName] = createInvokeFunction(symName.split("_")[1]);
              }
              return {
                sym,
                name: symName
              };
            }, "resolveGlobalSymbol");
            var onPostCtors = [];
            var addOnPostCtor = /* @__PURE__ */ __name((cb) => onPostCtors.push(cb), "addOnPostCtor");
            var UTF8ToString = /* @__PURE__ */ __name((ptr, maxBytesToRead, ignoreNul) => ptr ? UTF8ArrayToString(HEAPU8, ptr, maxBytesToRead, ignoreNul) : "", "UTF8ToString");
            var loadWebAssemblyModule = /* @__PURE__ */ __name((binary, flags, libName, localScope, handle) => {
              var metadata = getDylinkMetadata(binary);
              function loadModule() {
                var memAlign = Math.pow(2, metadata.memoryAlign);
                var memoryBase = metadata.memorySize ? alignMemory(getMemory(metadata.memorySize + memAlign), memAlign) : 0;
                var tableBase = metadata.tableSize ? wasmTable.length : 0;
                if (handle) {
                  HEAP8[handle + 8] = 1;
                  LE_HEAP_STORE_U32((handle + 12 >> 2) * 4, memoryBase);
                  LE_HEAP_STORE_I32((handle + 16 >> 2) * 4, metadata.memorySize);
                  LE_HEAP_STORE_U32((handle + 20 >> 2) * 4, tableBase);
                  LE_HEAP_STORE_I32((handle + 24 >> 2) * 4, metadata.tableSize);
                }
                if (metadata.tableSize) {
                  wasmTable.grow(metadata.tableSize);
                }
                var moduleExports;
                function resolveSymbol(sym) {
                  var resolved = resolveGlobalSymbol(sym).sym;
                  if (!resolved && localScope) {
                    resolved = localScope[sym];
                  }
                  if (!resolved) {
                    resolved = moduleExports[sym];
                  }
                  return resolved;
                }
                __name(resolveSymbol, "resolveSymbol");
                var proxyHandler = {
                  get(stubs, prop) {
                    switch (prop) {
                      case "__memory_base":
                        return memoryBase;
                      case "__table_base":
                        return tableBase;
                    }
                    if (prop in wasmImports && !wasmImports[prop].stub) {
                      var res = wasmImports[prop];
                      return res;
                    }
                    if (!(prop in stubs)) {
                      var resolved;
                      stubs[prop] = (...args2) => {
                        resolved ||= resolveSymbol(prop);
                        return resolved(...args2);
                      };
                    }
                    return stubs[prop];
                  }
                };
                var proxy = new Proxy({}, proxyHandler);
                currentModuleWeakSymbols = metadata.weakImports;
                var info = {
                  "GOT.mem": new Proxy({}, GOTHandler),
                  "GOT.func": new Proxy({}, GOTHandler),
                  "env": proxy,
                  "wasi_snapshot_preview1": proxy
                };
                function postInstantiation(module, instance) {
                  updateTableMap(tableBase, metadata.tableSize);
                  moduleExports = relocateExports(instance.exports, memoryBase);
                  if (!flags.allowUndefined) {
                    reportUndefinedSymbols();
                  }
                  function addEmAsm(addr, body) {
                    var args = [];
                    var arity = 0;
                    for (; arity < 16; arity++) {
                      if (body.indexOf("$" + arity) != -1) {
                        args.push("$" + arity);
                      } else {
                        break;
                      }
                    }
                    args = args.join(",");
                    var func = `(${args}) => { ${body} };`;
                    ASM_CONSTS[start] = eval(func);
                  }
                  __name(addEmAsm, "addEmAsm");
                  if ("__start_em_asm" in moduleExports) {
                    var start = moduleExports["__start_em_asm"];
                    var stop = moduleExports["__stop_em_asm"];
                    while (start < stop) {
                      var jsString = UTF8ToString(start);
                      addEmAsm(start, jsString);
                      start = HEAPU8.indexOf(0, start) + 1;
                    }
                  }
                  function addEmJs(name, cSig, body) {
                    var jsArgs = [];
                    cSig = cSig.slice(1, -1);
                    if (cSig != "void") {
                      cSig = cSig.split(",");
                      for (var i in cSig) {
                        var jsArg = cSig[i].split(" ").pop();
                        jsArgs.push(jsArg.replace("*", ""));
                      }
                    }
                    var func = `(${jsArgs}) => ${body};`;
                    moduleExports[name] = eval(func);
                  }
                  __name(addEmJs, "addEmJs");
                  for (var name in moduleExports) {
                    if (name.startsWith("__em_js__")) {
                      var start = moduleExports[name];
                      var jsString = UTF8ToString(start);
                      var parts = jsString.split("<::>");
                      addEmJs(name.replace("__em_js__", ""), parts[0], parts[1]);
                      delete moduleExports[name];
                    }
                  }
                  var applyRelocs = moduleExports["__wasm_apply_data_relocs"];
                  if (applyRelocs) {
                    if (runtimeInitialized) {
                      applyRelocs();
                    } else {
                      __RELOC_FUNCS__.push(applyRelocs);
                    }
                  }
                  var init = moduleExports["__wasm_call_ctors"];
                  if (init) {
                    if (runtimeInitialized) {
                      init();
                    } else {
                      addOnPostCtor(init);
                    }
                  }
                  return moduleExports;
                }
                __name(postInstantiation, "postInstantiation");
                if (flags.loadAsync) {
                  return (async () => {
                    var instance2;
                    if (binary instanceof WebAssembly.Module) {
                      instance2 = new WebAssembly.Instance(binary, info);
                    } else {
                      ({ module: binary, instance: instance2 } = await WebAssembly.instantiate(binary, info));
                    }
                    return postInstantiation(binary, instance2);
                  })();
                }
                var module = binary instanceof WebAssembly.Module ? binary : new WebAssembly.Module(binary);
                var instance = new WebAssembly.Instance(module, info);
                return postInstantiation(module, instance);
              }
              __name(loadModule, "loadModule");
              flags = {
                ...flags,
                rpath: {
                  parentLibPath: libName,
                  paths: metadata.runtimePaths
                }
              };
              if (flags.loadAsync) {
                return metadata.neededDynlibs.reduce((chain, dynNeeded) => chain.then(() => loadDynamicLibrary(dynNeeded, flags, localScope)), Promise.resolve()).then(loadModule);
              }
              metadata.neededDynlibs.forEach((needed) => loadDynamicLibrary(needed, flags, localScope));
              return loadModule();
            }, "loadWebAssemblyModule");
            var mergeLibSymbols = /* @__PURE__ */ __name((exports2, libName2) => {
              for (var [sym, exp] of Object.entries(exports2)) {
                const setImport = /* @__PURE__ */ __name((target) => {
                  if (!isSymbolDefined(target)) {
                    wasmImports[target] = exp;
                  }
                }, "setImport");
                setImport(sym);
                const main_alias = "__main_argc_argv";
                if (sym == "main") {
                  setImport(main_alias);
                }
                if (sym == main_alias) {
                  setImport("main");
                }
              }
            }, "mergeLibSymbols");
            var asyncLoad = /* @__PURE__ */ __name(async (url) => {
              var arrayBuffer = await readAsync(url);
              return new Uint8Array(arrayBuffer);
            }, "asyncLoad");
            function loadDynamicLibrary(libName2, flags2 = {
              global: true,
              nodelete: true
            }, localScope2, handle2) {
              var dso = LDSO.loadedLibsByName[libName2];
              if (dso) {
                if (!flags2.global) {
                  if (localScope2) {
                    Object.assign(localScope2, dso.exports);
                  }
                } else if (!dso.global) {
                  dso.global = true;
                  mergeLibSymbols(dso.exports, libName2);
                }
                if (flags2.nodelete && dso.refcount !== Infinity) {
                  dso.refcount = Infinity;
                }
                dso.refcount++;
                if (handle2) {
                  LDSO.loadedLibsByHandle[handle2] = dso;
                }
                return flags2.loadAsync ? Promise.resolve(true) : true;
              }
              dso = newDSO(libName2, handle2, "loading");
              dso.refcount = flags2.nodelete ? Infinity : 1;
              dso.global = flags2.global;
              function loadLibData() {
                if (handle2) {
                  var data = LE_HEAP_LOAD_U32((handle2 + 28 >> 2) * 4);
                  var dataSize = LE_HEAP_LOAD_U32((handle2 + 32 >> 2) * 4);
                  if (data && dataSize) {
                    var libData = HEAP8.slice(data, data + dataSize);
                    return flags2.loadAsync ? Promise.resolve(libData) : libData;
                  }
                }
                var libFile = locateFile(libName2);
                if (flags2.loadAsync) {
                  return asyncLoad(libFile);
                }
                if (!readBinary) {
                  throw new Error(`${libFile}: file not found, and synchronous loading of external files is not available`);
                }
                return readBinary(libFile);
              }
              __name(loadLibData, "loadLibData");
              function getExports() {
                if (flags2.loadAsync) {
                  return loadLibData().then((libData) => loadWebAssemblyModule(libData, flags2, libName2, localScope2, handle2));
                }
                return loadWebAssemblyModule(loadLibData(), flags2, libName2, localScope2, handle2);
              }
              __name(getExports, "getExports");
              function moduleLoaded(exports2) {
                if (dso.global) {
                  mergeLibSymbols(exports2, libName2);
                } else if (localScope2) {
                  Object.assign(localScope2, exports2);
                }
                dso.exports = exports2;
              }
              __name(moduleLoaded, "moduleLoaded");
              if (flags2.loadAsync) {
                return getExports().then((exports2) => {
                  moduleLoaded(exports2);
                  return true;
                });
              }
              moduleLoaded(getExports());
              return true;
            }
            __name(loadDynamicLibrary, "loadDynamicLibrary");
            var reportUndefinedSymbols = /* @__PURE__ */ __name(() => {
              for (var [symName, entry] of Object.entries(GOT)) {
                if (entry.value == 0) {
                  var value = resolveGlobalSymbol(symName, true).sym;
                  if (!value && !entry.required) {
                    continue;
                  }
                  if (typeof value == "function") {
                    entry.value = addFunction(value, value.sig);
                  } else if (typeof value == "number") {
                    entry.value = value;
                  } else {
                    throw new Error(`bad export type for '${symName}': ${typeof value}`);
                  }
                }
              }
            }, "reportUndefinedSymbols");
            var runDependencies = 0;
            var dependenciesFulfilled = null;
            var removeRunDependency = /* @__PURE__ */ __name((id) => {
              runDependencies--;
              Module["monitorRunDependencies"]?.(runDependencies);
              if (runDependencies == 0) {
                if (dependenciesFulfilled) {
                  var callback = dependenciesFulfilled;
                  dependenciesFulfilled = null;
                  callback();
                }
              }
            }, "removeRunDependency");
            var addRunDependency = /* @__PURE__ */ __name((id) => {
              runDependencies++;
              Module["monitorRunDependencies"]?.(runDependencies);
            }, "addRunDependency");
            var loadDylibs = /* @__PURE__ */ __name(async () => {
              if (!dynamicLibraries.length) {
                reportUndefinedSymbols();
                return;
              }
              addRunDependency("loadDylibs");
              for (var lib of dynamicLibraries) {
                await loadDynamicLibrary(lib, {
                  loadAsync: true,
                  global: true,
                  nodelete: true,
                  allowUndefined: true
                });
              }
              reportUndefinedSymbols();
              removeRunDependency("loadDylibs");
            }, "loadDylibs");
            var noExitRuntime = true;
            function setValue(ptr, value, type = "i8") {
              if (type.endsWith("*")) type = "*";
              switch (type) {
                case "i1":
                  HEAP8[ptr] = value;
                  break;
                case "i8":
                  HEAP8[ptr] = value;
                  break;
                case "i16":
                  LE_HEAP_STORE_I16((ptr >> 1) * 2, value);
                  break;
                case "i32":
                  LE_HEAP_STORE_I32((ptr >> 2) * 4, value);
                  break;
                case "i64":
                  LE_HEAP_STORE_I64((ptr >> 3) * 8, BigInt(value));
                  break;
                case "float":
                  LE_HEAP_STORE_F32((ptr >> 2) * 4, value);
                  break;
                case "double":
                  LE_HEAP_STORE_F64((ptr >> 3) * 8, value);
                  break;
                case "*":
                  LE_HEAP_STORE_U32((ptr >> 2) * 4, value);
                  break;
                default:
                  abort(`invalid type for setValue: ${type}`);
              }
            }
            __name(setValue, "setValue");
            var ___memory_base = new WebAssembly.Global({
              "value": "i32",
              "mutable": false
            }, 1024);
            var ___stack_high = 82240;
            var ___stack_low = 16704;
            var ___stack_pointer = new WebAssembly.Global({
              "value": "i32",
              "mutable": true
            }, 82240);
            var ___table_base = new WebAssembly.Global({
              "value": "i32",
              "mutable": false
            }, 1);
            var __abort_js = /* @__PURE__ */ __name(() => abort(""), "__abort_js");
            __abort_js.sig = "v";
            var getHeapMax = /* @__PURE__ */ __name(() => (
              // Stay one Wasm page short of 4GB: while e.g. Chrome is able to allocate
              // full 4GB Wasm memories, the size will wrap back to 0 bytes in Wasm side
              // for any code that deals with heap sizes, which would require special
              // casing all heap size related code to treat 0 specially.
              2147483648
            ), "getHeapMax");
            var growMemory = /* @__PURE__ */ __name((size) => {
              var oldHeapSize = wasmMemory.buffer.byteLength;
              var pages = (size - oldHeapSize + 65535) / 65536 | 0;
              try {
                wasmMemory.grow(pages);
                updateMemoryViews();
                return 1;
              } catch (e) {
              }
            }, "growMemory");
            var _emscripten_resize_heap = /* @__PURE__ */ __name((requestedSize) => {
              var oldSize = HEAPU8.length;
              requestedSize >>>= 0;
              var maxHeapSize = getHeapMax();
              if (requestedSize > maxHeapSize) {
                return false;
              }
              for (var cutDown = 1; cutDown <= 4; cutDown *= 2) {
                var overGrownHeapSize = oldSize * (1 + 0.2 / cutDown);
                overGrownHeapSize = Math.min(overGrownHeapSize, requestedSize + 100663296);
                var newSize = Math.min(maxHeapSize, alignMemory(Math.max(requestedSize, overGrownHeapSize), 65536));
                var replacement = growMemory(newSize);
                if (replacement) {
                  return true;
                }
              }
              return false;
            }, "_emscripten_resize_heap");
            _emscripten_resize_heap.sig = "ip";
            var _fd_close = /* @__PURE__ */ __name((fd) => 52, "_fd_close");
            _fd_close.sig = "ii";
            var INT53_MAX = 9007199254740992;
            var INT53_MIN = -9007199254740992;
            var bigintToI53Checked = /* @__PURE__ */ __name((num) => num < INT53_MIN || num > INT53_MAX ? NaN : Number(num), "bigintToI53Checked");
            function _fd_seek(fd, offset, whence, newOffset) {
              offset = bigintToI53Checked(offset);
              return 70;
            }
            __name(_fd_seek, "_fd_seek");
            _fd_seek.sig = "iijip";
            var printCharBuffers = [null, [], []];
            var printChar = /* @__PURE__ */ __name((stream, curr) => {
              var buffer = printCharBuffers[stream];
              if (curr === 0 || curr === 10) {
                (stream === 1 ? out : err)(UTF8ArrayToString(buffer));
                buffer.length = 0;
              } else {
                buffer.push(curr);
              }
            }, "printChar");
            var _fd_write = /* @__PURE__ */ __name((fd, iov, iovcnt, pnum) => {
              var num = 0;
              for (var i2 = 0; i2 < iovcnt; i2++) {
                var ptr = LE_HEAP_LOAD_U32((iov >> 2) * 4);
                var len = LE_HEAP_LOAD_U32((iov + 4 >> 2) * 4);
                iov += 8;
                for (var j = 0; j < len; j++) {
                  printChar(fd, HEAPU8[ptr + j]);
                }
                num += len;
              }
              LE_HEAP_STORE_U32((pnum >> 2) * 4, num);
              return 0;
            }, "_fd_write");
            _fd_write.sig = "iippp";
            function _tree_sitter_log_callback(isLexMessage, messageAddress) {
              if (Module.currentLogCallback) {
                const message = UTF8ToString(messageAddress);
                Module.currentLogCallback(message, isLexMessage !== 0);
              }
            }
            __name(_tree_sitter_log_callback, "_tree_sitter_log_callback");
            function _tree_sitter_parse_callback(inputBufferAddress, index, row, column, lengthAddress) {
              const INPUT_BUFFER_SIZE = 10 * 1024;
              const string = Module.currentParseCallback(index, {
                row,
                column
              });
              if (typeof string === "string") {
                setValue(lengthAddress, string.length, "i32");
                stringToUTF16(string, inputBufferAddress, INPUT_BUFFER_SIZE);
              } else {
                setValue(lengthAddress, 0, "i32");
              }
            }
            __name(_tree_sitter_parse_callback, "_tree_sitter_parse_callback");
            function _tree_sitter_progress_callback(currentOffset, hasError) {
              if (Module.currentProgressCallback) {
                return Module.currentProgressCallback({
                  currentOffset,
                  hasError
                });
              }
              return false;
            }
            __name(_tree_sitter_progress_callback, "_tree_sitter_progress_callback");
            function _tree_sitter_query_progress_callback(currentOffset) {
              if (Module.currentQueryProgressCallback) {
                return Module.currentQueryProgressCallback({
                  currentOffset
                });
              }
              return false;
            }
            __name(_tree_sitter_query_progress_callback, "_tree_sitter_query_progress_callback");
            var runtimeKeepaliveCounter = 0;
            var keepRuntimeAlive = /* @__PURE__ */ __name(() => noExitRuntime || runtimeKeepaliveCounter > 0, "keepRuntimeAlive");
            var _proc_exit = /* @__PURE__ */ __name((code) => {
              EXITSTATUS = code;
              if (!keepRuntimeAlive()) {
                Module["onExit"]?.(code);
                ABORT = true;
              }
              quit_(code, new ExitStatus(code));
            }, "_proc_exit");
            _proc_exit.sig = "vi";
            var exitJS = /* @__PURE__ */ __name((status, implicit) => {
              EXITSTATUS = status;
              _proc_exit(status);
            }, "exitJS");
            var handleException = /* @__PURE__ */ __name((e) => {
              if (e instanceof ExitStatus || e == "unwind") {
                return EXITSTATUS;
              }
              quit_(1, e);
            }, "handleException");
            var lengthBytesUTF8 = /* @__PURE__ */ __name((str2) => {
              var len = 0;
              for (var i2 = 0; i2 < str2.length; ++i2) {
                var c = str2.charCodeAt(i2);
                if (c <= 127) {
                  len++;
                } else if (c <= 2047) {
                  len += 2;
                } else if (c >= 55296 && c <= 57343) {
                  len += 4;
                  ++i2;
                } else {
                  len += 3;
                }
              }
              return len;
            }, "lengthBytesUTF8");
            var stringToUTF8Array = /* @__PURE__ */ __name((str2, heap, outIdx, maxBytesToWrite) => {
              if (!(maxBytesToWrite > 0)) return 0;
              var startIdx = outIdx;
              var endIdx = outIdx + maxBytesToWrite - 1;
              for (var i2 = 0; i2 < str2.length; ++i2) {
                var u = str2.codePointAt(i2);
                if (u <= 127) {
                  if (outIdx >= endIdx) break;
                  heap[outIdx++] = u;
                } else if (u <= 2047) {
                  if (outIdx + 1 >= endIdx) break;
                  heap[outIdx++] = 192 | u >> 6;
                  heap[outIdx++] = 128 | u & 63;
                } else if (u <= 65535) {
                  if (outIdx + 2 >= endIdx) break;
                  heap[outIdx++] = 224 | u >> 12;
                  heap[outIdx++] = 128 | u >> 6 & 63;
                  heap[outIdx++] = 128 | u & 63;
                } else {
                  if (outIdx + 3 >= endIdx) break;
                  heap[outIdx++] = 240 | u >> 18;
                  heap[outIdx++] = 128 | u >> 12 & 63;
                  heap[outIdx++] = 128 | u >> 6 & 63;
                  heap[outIdx++] = 128 | u & 63;
                  i2++;
                }
              }
              heap[outIdx] = 0;
              return outIdx - startIdx;
            }, "stringToUTF8Array");
            var stringToUTF8 = /* @__PURE__ */ __name((str2, outPtr, maxBytesToWrite) => stringToUTF8Array(str2, HEAPU8, outPtr, maxBytesToWrite), "stringToUTF8");
            var stackAlloc = /* @__PURE__ */ __name((sz) => __emscripten_stack_alloc(sz), "stackAlloc");
            var stringToUTF8OnStack = /* @__PURE__ */ __name((str2) => {
              var size = lengthBytesUTF8(str2) + 1;
              var ret = stackAlloc(size);
              stringToUTF8(str2, ret, size);
              return ret;
            }, "stringToUTF8OnStack");
            var AsciiToString = /* @__PURE__ */ __name((ptr) => {
              var str2 = "";
              while (1) {
                var ch = HEAPU8[ptr++];
                if (!ch) return str2;
                str2 += String.fromCharCode(ch);
              }
            }, "AsciiToString");
            var stringToUTF16 = /* @__PURE__ */ __name((str2, outPtr, maxBytesToWrite) => {
              maxBytesToWrite ??= 2147483647;
              if (maxBytesToWrite < 2) return 0;
              maxBytesToWrite -= 2;
              var startPtr = outPtr;
              var numCharsToWrite = maxBytesToWrite < str2.length * 2 ? maxBytesToWrite / 2 : str2.length;
              for (var i2 = 0; i2 < numCharsToWrite; ++i2) {
                var codeUnit = str2.charCodeAt(i2);
                LE_HEAP_STORE_I16((outPtr >> 1) * 2, codeUnit);
                outPtr += 2;
              }
              LE_HEAP_STORE_I16((outPtr >> 1) * 2, 0);
              return outPtr - startPtr;
            }, "stringToUTF16");
            LE_ATOMICS_NATIVE_BYTE_ORDER = new Int8Array(new Int16Array([1]).buffer)[0] === 1 ? [
              /* little endian */
              ((x) => x),
              ((x) => x),
              void 0,
              ((x) => x)
            ] : [
              /* big endian */
              ((x) => x),
              ((x) => ((x & 65280) << 8 | (x & 255) << 24) >> 16),
              void 0,
              ((x) => x >> 24 & 255 | x >> 8 & 65280 | (x & 65280) << 8 | (x & 255) << 24)
            ];
            function LE_HEAP_UPDATE() {
              HEAPU16.unsigned = ((x) => x & 65535);
              HEAPU32.unsigned = ((x) => x >>> 0);
            }
            __name(LE_HEAP_UPDATE, "LE_HEAP_UPDATE");
            {
              initMemory();
              if (Module["noExitRuntime"]) noExitRuntime = Module["noExitRuntime"];
              if (Module["print"]) out = Module["print"];
              if (Module["printErr"]) err = Module["printErr"];
              if (Module["dynamicLibraries"]) dynamicLibraries = Module["dynamicLibraries"];
              if (Module["wasmBinary"]) wasmBinary = Module["wasmBinary"];
              if (Module["arguments"]) arguments_ = Module["arguments"];
              if (Module["thisProgram"]) thisProgram = Module["thisProgram"];
              if (Module["preInit"]) {
                if (typeof Module["preInit"] == "function") Module["preInit"] = [Module["preInit"]];
                while (Module["preInit"].length > 0) {
                  Module["preInit"].shift()();
                }
              }
            }
            Module["setValue"] = setValue;
            Module["getValue"] = getValue;
            Module["UTF8ToString"] = UTF8ToString;
            Module["stringToUTF8"] = stringToUTF8;
            Module["lengthBytesUTF8"] = lengthBytesUTF8;
            Module["AsciiToString"] = AsciiToString;
            Module["stringToUTF16"] = stringToUTF16;
            Module["loadWebAssemblyModule"] = loadWebAssemblyModule;
            Module["LE_HEAP_STORE_I64"] = LE_HEAP_STORE_I64;
            var ASM_CONSTS = {};
            var _malloc, _calloc, _realloc, _free, _ts_range_edit, _memcmp, _ts_language_symbol_count, _ts_language_state_count, _ts_language_abi_version, _ts_language_name, _ts_language_field_count, _ts_language_next_state, _ts_language_symbol_name, _ts_language_symbol_for_name, _strncmp, _ts_language_symbol_type, _ts_language_field_name_for_id, _ts_lookahead_iterator_new, _ts_lookahead_iterator_delete, _ts_lookahead_iterator_reset_state, _ts_lookahead_iterator_reset, _ts_lookahead_iterator_next, _ts_lookahead_iterator_current_symbol, _ts_point_edit, _ts_parser_delete, _ts_parser_reset, _ts_parser_set_language, _ts_parser_set_included_ranges, _ts_query_new, _ts_query_delete, _iswspace, _iswalnum, _ts_query_copy, _ts_query_pattern_count, _ts_query_capture_count, _ts_query_string_count, _ts_query_capture_name_for_id, _ts_query_capture_quantifier_for_id, _ts_query_string_value_for_id, _ts_query_predicates_for_pattern, _ts_query_start_byte_for_pattern, _ts_query_end_byte_for_pattern, _ts_query_is_pattern_rooted, _ts_query_is_pattern_non_local, _ts_query_is_pattern_guaranteed_at_step, _ts_query_disable_capture, _ts_query_disable_pattern, _ts_tree_copy, _ts_tree_delete, _ts_init, _ts_parser_new_wasm, _ts_parser_enable_logger_wasm, _ts_parser_parse_wasm, _ts_parser_included_ranges_wasm, _ts_language_type_is_named_wasm, _ts_language_type_is_visible_wasm, _ts_language_metadata_wasm, _ts_language_supertypes_wasm, _ts_language_subtypes_wasm, _ts_tree_root_node_wasm, _ts_tree_root_node_with_offset_wasm, _ts_tree_edit_wasm, _ts_tree_included_ranges_wasm, _ts_tree_get_changed_ranges_wasm, _ts_tree_cursor_new_wasm, _ts_tree_cursor_copy_wasm, _ts_tree_cursor_delete_wasm, _ts_tree_cursor_reset_wasm, _ts_tree_cursor_reset_to_wasm, _ts_tree_cursor_goto_first_child_wasm, _ts_tree_cursor_goto_last_child_wasm, _ts_tree_cursor_goto_first_child_for_index_wasm, _ts_tree_cursor_goto_first_child_for_position_wasm, _ts_tree_cursor_goto_next_sibling_wasm, _ts_tree_cursor_goto_previous_sibling_wasm, _ts_tree_cursor_goto_descendant_wasm, _ts_tree_cursor_goto_parent_wasm, _ts_tree_cursor_current_node_type_id_wasm, _ts_tree_cursor_current_node_state_id_wasm, _ts_tree_cursor_current_node_is_named_wasm, _ts_tree_cursor_current_node_is_missing_wasm, _ts_tree_cursor_current_node_id_wasm, _ts_tree_cursor_start_position_wasm, _ts_tree_cursor_end_position_wasm, _ts_tree_cursor_start_index_wasm, _ts_tree_cursor_end_index_wasm, _ts_tree_cursor_current_field_id_wasm, _ts_tree_cursor_current_depth_wasm, _ts_tree_cursor_current_descendant_index_wasm, _ts_tree_cursor_current_node_wasm, _ts_node_symbol_wasm, _ts_node_field_name_for_child_wasm, _ts_node_field_name_for_named_child_wasm, _ts_node_children_by_field_id_wasm, _ts_node_first_child_for_byte_wasm, _ts_node_first_named_child_for_byte_wasm, _ts_node_grammar_symbol_wasm, _ts_node_child_count_wasm, _ts_node_named_child_count_wasm, _ts_node_child_wasm, _ts_node_named_child_wasm, _ts_node_child_by_field_id_wasm, _ts_node_next_sibling_wasm, _ts_node_prev_sibling_wasm, _ts_node_next_named_sibling_wasm, _ts_node_prev_named_sibling_wasm, _ts_node_descendant_count_wasm, _ts_node_parent_wasm, _ts_node_child_with_descendant_wasm, _ts_node_descendant_for_index_wasm, _ts_node_named_descendant_for_index_wasm, _ts_node_descendant_for_position_wasm, _ts_node_named_descendant_for_position_wasm, _ts_node_start_point_wasm, _ts_node_end_point_wasm, _ts_node_start_index_wasm, _ts_node_end_index_wasm, _ts_node_to_string_wasm, _ts_node_children_wasm, _ts_node_named_children_wasm, _ts_node_descendants_of_type_wasm, _ts_node_is_named_wasm, _ts_node_has_changes_wasm, _ts_node_has_error_wasm, _ts_node_is_error_wasm, _ts_node_is_missing_wasm, _ts_node_is_extra_wasm, _ts_node_parse_state_wasm, _ts_node_next_parse_state_wasm, _ts_query_matches_wasm, _ts_query_captures_wasm, _memset, _memcpy, _memmove, _iswalpha, _iswblank, _iswdigit, _iswlower, _iswpunct, _iswupper, _iswxdigit, _memchr, _strlen, _strcmp, _strncat, _strncpy, _towlower, _towupper, _setThrew, __emscripten_stack_restore, __emscripten_stack_alloc, _emscripten_stack_get_current, ___wasm_apply_data_relocs;
            function assignWasmExports(wasmExports2) {
              Module["_malloc"] = _malloc = wasmExports2["malloc"];
              Module["_calloc"] = _calloc = wasmExports2["calloc"];
              Module["_realloc"] = _realloc = wasmExports2["realloc"];
              Module["_free"] = _free = wasmExports2["free"];
              Module["_ts_range_edit"] = _ts_range_edit = wasmExports2["ts_range_edit"];
              Module["_memcmp"] = _memcmp = wasmExports2["memcmp"];
              Module["_ts_language_symbol_count"] = _ts_language_symbol_count = wasmExports2["ts_language_symbol_count"];
              Module["_ts_language_state_count"] = _ts_language_state_count = wasmExports2["ts_language_state_count"];
              Module["_ts_language_abi_version"] = _ts_language_abi_version = wasmExports2["ts_language_abi_version"];
              Module["_ts_language_name"] = _ts_language_name = wasmExports2["ts_language_name"];
              Module["_ts_language_field_count"] = _ts_language_field_count = wasmExports2["ts_language_field_count"];
              Module["_ts_language_next_state"] = _ts_language_next_state = wasmExports2["ts_language_next_state"];
              Module["_ts_language_symbol_name"] = _ts_language_symbol_name = wasmExports2["ts_language_symbol_name"];
              Module["_ts_language_symbol_for_name"] = _ts_language_symbol_for_name = wasmExports2["ts_language_symbol_for_name"];
              Module["_strncmp"] = _strncmp = wasmExports2["strncmp"];
              Module["_ts_language_symbol_type"] = _ts_language_symbol_type = wasmExports2["ts_language_symbol_type"];
              Module["_ts_language_field_name_for_id"] = _ts_language_field_name_for_id = wasmExports2["ts_language_field_name_for_id"];
              Module["_ts_lookahead_iterator_new"] = _ts_lookahead_iterator_new = wasmExports2["ts_lookahead_iterator_new"];
              Module["_ts_lookahead_iterator_delete"] = _ts_lookahead_iterator_delete = wasmExports2["ts_lookahead_iterator_delete"];
              Module["_ts_lookahead_iterator_reset_state"] = _ts_lookahead_iterator_reset_state = wasmExports2["ts_lookahead_iterator_reset_state"];
              Module["_ts_lookahead_iterator_reset"] = _ts_lookahead_iterator_reset = wasmExports2["ts_lookahead_iterator_reset"];
              Module["_ts_lookahead_iterator_next"] = _ts_lookahead_iterator_next = wasmExports2["ts_lookahead_iterator_next"];
              Module["_ts_lookahead_iterator_current_symbol"] = _ts_lookahead_iterator_current_symbol = wasmExports2["ts_lookahead_iterator_current_symbol"];
              Module["_ts_point_edit"] = _ts_point_edit = wasmExports2["ts_point_edit"];
              Module["_ts_parser_delete"] = _ts_parser_delete = wasmExports2["ts_parser_delete"];
              Module["_ts_parser_reset"] = _ts_parser_reset = wasmExports2["ts_parser_reset"];
              Module["_ts_parser_set_language"] = _ts_parser_set_language = wasmExports2["ts_parser_set_language"];
              Module["_ts_parser_set_included_ranges"] = _ts_parser_set_included_ranges = wasmExports2["ts_parser_set_included_ranges"];
              Module["_ts_query_new"] = _ts_query_new = wasmExports2["ts_query_new"];
              Module["_ts_query_delete"] = _ts_query_delete = wasmExports2["ts_query_delete"];
              Module["_iswspace"] = _iswspace = wasmExports2["iswspace"];
              Module["_iswalnum"] = _iswalnum = wasmExports2["iswalnum"];
              Module["_ts_query_copy"] = _ts_query_copy = wasmExports2["ts_query_copy"];
              Module["_ts_query_pattern_count"] = _ts_query_pattern_count = wasmExports2["ts_query_pattern_count"];
              Module["_ts_query_capture_count"] = _ts_query_capture_count = wasmExports2["ts_query_capture_count"];
              Module["_ts_query_string_count"] = _ts_query_string_count = wasmExports2["ts_query_string_count"];
              Module["_ts_query_capture_name_for_id"] = _ts_query_capture_name_for_id = wasmExports2["ts_query_capture_name_for_id"];
              Module["_ts_query_capture_quantifier_for_id"] = _ts_query_capture_quantifier_for_id = wasmExports2["ts_query_capture_quantifier_for_id"];
              Module["_ts_query_string_value_for_id"] = _ts_query_string_value_for_id = wasmExports2["ts_query_string_value_for_id"];
              Module["_ts_query_predicates_for_pattern"] = _ts_query_predicates_for_pattern = wasmExports2["ts_query_predicates_for_pattern"];
              Module["_ts_query_start_byte_for_pattern"] = _ts_query_start_byte_for_pattern = wasmExports2["ts_query_start_byte_for_pattern"];
              Module["_ts_query_end_byte_for_pattern"] = _ts_query_end_byte_for_pattern = wasmExports2["ts_query_end_byte_for_pattern"];
              Module["_ts_query_is_pattern_rooted"] = _ts_query_is_pattern_rooted = wasmExports2["ts_query_is_pattern_rooted"];
              Module["_ts_query_is_pattern_non_local"] = _ts_query_is_pattern_non_local = wasmExports2["ts_query_is_pattern_non_local"];
              Module["_ts_query_is_pattern_guaranteed_at_step"] = _ts_query_is_pattern_guaranteed_at_step = wasmExports2["ts_query_is_pattern_guaranteed_at_step"];
              Module["_ts_query_disable_capture"] = _ts_query_disable_capture = wasmExports2["ts_query_disable_capture"];
              Module["_ts_query_disable_pattern"] = _ts_query_disable_pattern = wasmExports2["ts_query_disable_pattern"];
              Module["_ts_tree_copy"] = _ts_tree_copy = wasmExports2["ts_tree_copy"];
              Module["_ts_tree_delete"] = _ts_tree_delete = wasmExports2["ts_tree_delete"];
              Module["_ts_init"] = _ts_init = wasmExports2["ts_init"];
              Module["_ts_parser_new_wasm"] = _ts_parser_new_wasm = wasmExports2["ts_parser_new_wasm"];
              Module["_ts_parser_enable_logger_wasm"] = _ts_parser_enable_logger_wasm = wasmExports2["ts_parser_enable_logger_wasm"];
              Module["_ts_parser_parse_wasm"] = _ts_parser_parse_wasm = wasmExports2["ts_parser_parse_wasm"];
              Module["_ts_parser_included_ranges_wasm"] = _ts_parser_included_ranges_wasm = wasmExports2["ts_parser_included_ranges_wasm"];
              Module["_ts_language_type_is_named_wasm"] = _ts_language_type_is_named_wasm = wasmExports2["ts_language_type_is_named_wasm"];
              Module["_ts_language_type_is_visible_wasm"] = _ts_language_type_is_visible_wasm = wasmExports2["ts_language_type_is_visible_wasm"];
              Module["_ts_language_metadata_wasm"] = _ts_language_metadata_wasm = wasmExports2["ts_language_metadata_wasm"];
              Module["_ts_language_supertypes_wasm"] = _ts_language_supertypes_wasm = wasmExports2["ts_language_supertypes_wasm"];
              Module["_ts_language_subtypes_wasm"] = _ts_language_subtypes_wasm = wasmExports2["ts_language_subtypes_wasm"];
              Module["_ts_tree_root_node_wasm"] = _ts_tree_root_node_wasm = wasmExports2["ts_tree_root_node_wasm"];
              Module["_ts_tree_root_node_with_offset_wasm"] = _ts_tree_root_node_with_offset_wasm = wasmExports2["ts_tree_root_node_with_offset_wasm"];
              Module["_ts_tree_edit_wasm"] = _ts_tree_edit_wasm = wasmExports2["ts_tree_edit_wasm"];
              Module["_ts_tree_included_ranges_wasm"] = _ts_tree_included_ranges_wasm = wasmExports2["ts_tree_included_ranges_wasm"];
              Module["_ts_tree_get_changed_ranges_wasm"] = _ts_tree_get_changed_ranges_wasm = wasmExports2["ts_tree_get_changed_ranges_wasm"];
              Module["_ts_tree_cursor_new_wasm"] = _ts_tree_cursor_new_wasm = wasmExports2["ts_tree_cursor_new_wasm"];
              Module["_ts_tree_cursor_copy_wasm"] = _ts_tree_cursor_copy_wasm = wasmExports2["ts_tree_cursor_copy_wasm"];
              Module["_ts_tree_cursor_delete_wasm"] = _ts_tree_cursor_delete_wasm = wasmExports2["ts_tree_cursor_delete_wasm"];
              Module["_ts_tree_cursor_reset_wasm"] = _ts_tree_cursor_reset_wasm = wasmExports2["ts_tree_cursor_reset_wasm"];
              Module["_ts_tree_cursor_reset_to_wasm"] = _ts_tree_cursor_reset_to_wasm = wasmExports2["ts_tree_cursor_reset_to_wasm"];
              Module["_ts_tree_cursor_goto_first_child_wasm"] = _ts_tree_cursor_goto_first_child_wasm = wasmExports2["ts_tree_cursor_goto_first_child_wasm"];
              Module["_ts_tree_cursor_goto_last_child_wasm"] = _ts_tree_cursor_goto_last_child_wasm = wasmExports2["ts_tree_cursor_goto_last_child_wasm"];
              Module["_ts_tree_cursor_goto_first_child_for_index_wasm"] = _ts_tree_cursor_goto_first_child_for_index_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_index_wasm"];
              Module["_ts_tree_cursor_goto_first_child_for_position_wasm"] = _ts_tree_cursor_goto_first_child_for_position_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_position_wasm"];
              Module["_ts_tree_cursor_goto_next_sibling_wasm"] = _ts_tree_cursor_goto_next_sibling_wasm = wasmExports2["ts_tree_cursor_goto_next_sibling_wasm"];
              Module["_ts_tree_cursor_goto_previous_sibling_wasm"] = _ts_tree_cursor_goto_previous_sibling_wasm = wasmExports2["ts_tree_cursor_goto_previous_sibling_wasm"];
              Module["_ts_tree_cursor_goto_descendant_wasm"] = _ts_tree_cursor_goto_descendant_wasm = wasmExports2["ts_tree_cursor_goto_descendant_wasm"];
              Module["_ts_tree_cursor_goto_parent_wasm"] = _ts_tree_cursor_goto_parent_wasm = wasmExports2["ts_tree_cursor_goto_parent_wasm"];
              Module["_ts_tree_cursor_current_node_type_id_wasm"] = _ts_tree_cursor_current_node_type_id_wasm = wasmExports2["ts_tree_cursor_current_node_type_id_wasm"];
              Module["_ts_tree_cursor_current_node_state_id_wasm"] = _ts_tree_cursor_current_node_state_id_wasm = wasmExports2["ts_tree_cursor_current_node_state_id_wasm"];
              Module["_ts_tree_cursor_current_node_is_named_wasm"] = _ts_tree_cursor_current_node_is_named_wasm = wasmExports2["ts_tree_cursor_current_node_is_named_wasm"];
              Module["_ts_tree_cursor_current_node_is_missing_wasm"] = _ts_tree_cursor_current_node_is_missing_wasm = wasmExports2["ts_tree_cursor_current_node_is_missing_wasm"];
              Module["_ts_tree_cursor_current_node_id_wasm"] = _ts_tree_cursor_current_node_id_wasm = wasmExports2["ts_tree_cursor_current_node_id_wasm"];
              Module["_ts_tree_cursor_start_position_wasm"] = _ts_tree_cursor_start_position_wasm = wasmExports2["ts_tree_cursor_start_position_wasm"];
              Module["_ts_tree_cursor_end_position_wasm"] = _ts_tree_cursor_end_position_wasm = wasmExports2["ts_tree_cursor_end_position_wasm"];
              Module["_ts_tree_cursor_start_index_wasm"] = _ts_tree_cursor_start_index_wasm = wasmExports2["ts_tree_cursor_start_index_wasm"];
              Module["_ts_tree_cursor_end_index_wasm"] = _ts_tree_cursor_end_index_wasm = wasmExports2["ts_tree_cursor_end_index_wasm"];
              Module["_ts_tree_cursor_current_field_id_wasm"] = _ts_tree_cursor_current_field_id_wasm = wasmExports2["ts_tree_cursor_current_field_id_wasm"];
              Module["_ts_tree_cursor_current_depth_wasm"] = _ts_tree_cursor_current_depth_wasm = wasmExports2["ts_tree_cursor_current_depth_wasm"];
              Module["_ts_tree_cursor_current_descendant_index_wasm"] = _ts_tree_cursor_current_descendant_index_wasm = wasmExports2["ts_tree_cursor_current_descendant_index_wasm"];
              Module["_ts_tree_cursor_current_node_wasm"] = _ts_tree_cursor_current_node_wasm = wasmExports2["ts_tree_cursor_current_node_wasm"];
              Module["_ts_node_symbol_wasm"] = _ts_node_symbol_wasm = wasmExports2["ts_node_symbol_wasm"];
              Module["_ts_node_field_name_for_child_wasm"] = _ts_node_field_name_for_child_wasm = wasmExports2["ts_node_field_name_for_child_wasm"];
              Module["_ts_node_field_name_for_named_child_wasm"] = _ts_node_field_name_for_named_child_wasm = wasmExports2["ts_node_field_name_for_named_child_wasm"];
              Module["_ts_node_children_by_field_id_wasm"] = _ts_node_children_by_field_id_wasm = wasmExports2["ts_node_children_by_field_id_wasm"];
              Module["_ts_node_first_child_for_byte_wasm"] = _ts_node_first_child_for_byte_wasm = wasmExports2["ts_node_first_child_for_byte_wasm"];
              Module["_ts_node_first_named_child_for_byte_wasm"] = _ts_node_first_named_child_for_byte_wasm = wasmExports2["ts_node_first_named_child_for_byte_wasm"];
              Module["_ts_node_grammar_symbol_wasm"] = _ts_node_grammar_symbol_wasm = wasmExports2["ts_node_grammar_symbol_wasm"];
              Module["_ts_node_child_count_wasm"] = _ts_node_child_count_wasm = wasmExports2["ts_node_child_count_wasm"];
              Module["_ts_node_named_child_count_wasm"] = _ts_node_named_child_count_wasm = wasmExports2["ts_node_named_child_count_wasm"];
              Module["_ts_node_child_wasm"] = _ts_node_child_wasm = wasmExports2["ts_node_child_wasm"];
              Module["_ts_node_named_child_wasm"] = _ts_node_named_child_wasm = wasmExports2["ts_node_named_child_wasm"];
              Module["_ts_node_child_by_field_id_wasm"] = _ts_node_child_by_field_id_wasm = wasmExports2["ts_node_child_by_field_id_wasm"];
              Module["_ts_node_next_sibling_wasm"] = _ts_node_next_sibling_wasm = wasmExports2["ts_node_next_sibling_wasm"];
              Module["_ts_node_prev_sibling_wasm"] = _ts_node_prev_sibling_wasm = wasmExports2["ts_node_prev_sibling_wasm"];
              Module["_ts_node_next_named_sibling_wasm"] = _ts_node_next_named_sibling_wasm = wasmExports2["ts_node_next_named_sibling_wasm"];
              Module["_ts_node_prev_named_sibling_wasm"] = _ts_node_prev_named_sibling_wasm = wasmExports2["ts_node_prev_named_sibling_wasm"];
              Module["_ts_node_descendant_count_wasm"] = _ts_node_descendant_count_wasm = wasmExports2["ts_node_descendant_count_wasm"];
              Module["_ts_node_parent_wasm"] = _ts_node_parent_wasm = wasmExports2["ts_node_parent_wasm"];
              Module["_ts_node_child_with_descendant_wasm"] = _ts_node_child_with_descendant_wasm = wasmExports2["ts_node_child_with_descendant_wasm"];
              Module["_ts_node_descendant_for_index_wasm"] = _ts_node_descendant_for_index_wasm = wasmExports2["ts_node_descendant_for_index_wasm"];
              Module["_ts_node_named_descendant_for_index_wasm"] = _ts_node_named_descendant_for_index_wasm = wasmExports2["ts_node_named_descendant_for_index_wasm"];
              Module["_ts_node_descendant_for_position_wasm"] = _ts_node_descendant_for_position_wasm = wasmExports2["ts_node_descendant_for_position_wasm"];
              Module["_ts_node_named_descendant_for_position_wasm"] = _ts_node_named_descendant_for_position_wasm = wasmExports2["ts_node_named_descendant_for_position_wasm"];
              Module["_ts_node_start_point_wasm"] = _ts_node_start_point_wasm = wasmExports2["ts_node_start_point_wasm"];
              Module["_ts_node_end_point_wasm"] = _ts_node_end_point_wasm = wasmExports2["ts_node_end_point_wasm"];
              Module["_ts_node_start_index_wasm"] = _ts_node_start_index_wasm = wasmExports2["ts_node_start_index_wasm"];
              Module["_ts_node_end_index_wasm"] = _ts_node_end_index_wasm = wasmExports2["ts_node_end_index_wasm"];
              Module["_ts_node_to_string_wasm"] = _ts_node_to_string_wasm = wasmExports2["ts_node_to_string_wasm"];
              Module["_ts_node_children_wasm"] = _ts_node_children_wasm = wasmExports2["ts_node_children_wasm"];
              Module["_ts_node_named_children_wasm"] = _ts_node_named_children_wasm = wasmExports2["ts_node_named_children_wasm"];
              Module["_ts_node_descendants_of_type_wasm"] = _ts_node_descendants_of_type_wasm = wasmExports2["ts_node_descendants_of_type_wasm"];
              Module["_ts_node_is_named_wasm"] = _ts_node_is_named_wasm = wasmExports2["ts_node_is_named_wasm"];
              Module["_ts_node_has_changes_wasm"] = _ts_node_has_changes_wasm = wasmExports2["ts_node_has_changes_wasm"];
              Module["_ts_node_has_error_wasm"] = _ts_node_has_error_wasm = wasmExports2["ts_node_has_error_wasm"];
              Module["_ts_node_is_error_wasm"] = _ts_node_is_error_wasm = wasmExports2["ts_node_is_error_wasm"];
              Module["_ts_node_is_missing_wasm"] = _ts_node_is_missing_wasm = wasmExports2["ts_node_is_missing_wasm"];
              Module["_ts_node_is_extra_wasm"] = _ts_node_is_extra_wasm = wasmExports2["ts_node_is_extra_wasm"];
              Module["_ts_node_parse_state_wasm"] = _ts_node_parse_state_wasm = wasmExports2["ts_node_parse_state_wasm"];
              Module["_ts_node_next_parse_state_wasm"] = _ts_node_next_parse_state_wasm = wasmExports2["ts_node_next_parse_state_wasm"];
              Module["_ts_query_matches_wasm"] = _ts_query_matches_wasm = wasmExports2["ts_query_matches_wasm"];
              Module["_ts_query_captures_wasm"] = _ts_query_captures_wasm = wasmExports2["ts_query_captures_wasm"];
              Module["_memset"] = _memset = wasmExports2["memset"];
              Module["_memcpy"] = _memcpy = wasmExports2["memcpy"];
              Module["_memmove"] = _memmove = wasmExports2["memmove"];
              Module["_iswalpha"] = _iswalpha = wasmExports2["iswalpha"];
              Module["_iswblank"] = _iswblank = wasmExports2["iswblank"];
              Module["_iswdigit"] = _iswdigit = wasmExports2["iswdigit"];
              Module["_iswlower"] = _iswlower = wasmExports2["iswlower"];
              Module["_iswpunct"] = _iswpunct = wasmExports2["iswpunct"];
              Module["_iswupper"] = _iswupper = wasmExports2["iswupper"];
              Module["_iswxdigit"] = _iswxdigit = wasmExports2["iswxdigit"];
              Module["_memchr"] = _memchr = wasmExports2["memchr"];
              Module["_strlen"] = _strlen = wasmExports2["strlen"];
              Module["_strcmp"] = _strcmp = wasmExports2["strcmp"];
              Module["_strncat"] = _strncat = wasmExports2["strncat"];
              Module["_strncpy"] = _strncpy = wasmExports2["strncpy"];
              Module["_towlower"] = _towlower = wasmExports2["towlower"];
              Module["_towupper"] = _towupper = wasmExports2["towupper"];
              _setThrew = wasmExports2["setThrew"];
              __emscripten_stack_restore = wasmExports2["_emscripten_stack_restore"];
              __emscripten_stack_alloc = wasmExports2["_emscripten_stack_alloc"];
              _emscripten_stack_get_current = wasmExports2["emscripten_stack_get_current"];
              ___wasm_apply_data_relocs = wasmExports2["__wasm_apply_data_relocs"];
            }
            __name(assignWasmExports, "assignWasmExports");
            var wasmImports = {
              /** @export */
              __heap_base: ___heap_base,
              /** @export */
              __indirect_function_table: wasmTable,
              /** @export */
              __memory_base: ___memory_base,
              /** @export */
              __stack_high: ___stack_high,
              /** @export */
              __stack_low: ___stack_low,
              /** @export */
              __stack_pointer: ___stack_pointer,
              /** @export */
              __table_base: ___table_base,
              /** @export */
              _abort_js: __abort_js,
              /** @export */
              emscripten_resize_heap: _emscripten_resize_heap,
              /** @export */
              fd_close: _fd_close,
              /** @export */
              fd_seek: _fd_seek,
              /** @export */
              fd_write: _fd_write,
              /** @export */
              memory: wasmMemory,
              /** @export */
              tree_sitter_log_callback: _tree_sitter_log_callback,
              /** @export */
              tree_sitter_parse_callback: _tree_sitter_parse_callback,
              /** @export */
              tree_sitter_progress_callback: _tree_sitter_progress_callback,
              /** @export */
              tree_sitter_query_progress_callback: _tree_sitter_query_progress_callback
            };
            function callMain(args2 = []) {
              var entryFunction = resolveGlobalSymbol("main").sym;
              if (!entryFunction) return;
              args2.unshift(thisProgram);
              var argc = args2.length;
              var argv = stackAlloc((argc + 1) * 4);
              var argv_ptr = argv;
              args2.forEach((arg) => {
                LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, stringToUTF8OnStack(arg));
                argv_ptr += 4;
              });
              LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, 0);
              try {
                var ret = entryFunction(argc, argv);
                exitJS(
                  ret,
                  /* implicit = */
                  true
                );
                return ret;
              } catch (e) {
                return handleException(e);
              }
            }
            __name(callMain, "callMain");
            function run(args2 = arguments_) {
              if (runDependencies > 0) {
                dependenciesFulfilled = run;
                return;
              }
              preRun();
              if (runDependencies > 0) {
                dependenciesFulfilled = run;
                return;
              }
              function doRun() {
                Module["calledRun"] = true;
                if (ABORT) return;
                initRuntime();
                preMain();
                readyPromiseResolve?.(Module);
                Module["onRuntimeInitialized"]?.();
                var noInitialRun = Module["noInitialRun"] || false;
                if (!noInitialRun) callMain(args2);
                postRun();
              }
              __name(doRun, "doRun");
              if (Module["setStatus"]) {
                Module["setStatus"]("Running...");
                setTimeout(() => {
                  setTimeout(() => Module["setStatus"](""), 1);
                  doRun();
                }, 1);
              } else {
                doRun();
              }
            }
            __name(run, "run");
            var wasmExports;
            wasmExports = await createWasm();
            run();
            if (runtimeInitialized) {
              moduleRtn = Module;
            } else {
              moduleRtn = new Promise((resolve4, reject) => {
                readyPromiseResolve = resolve4;
                readyPromiseReject = reject;
              });
            }
            return moduleRtn;
          };
        })();
        if (typeof exports === "object" && typeof module === "object") {
          module.exports = Module;
          module.exports.default = Module;
        } else if (typeof define === "function" && define["amd"])
          define([], () => Module);
      }
    });
    var index_exports = {};
    __export(index_exports, {
      CaptureQuantifier: () => CaptureQuantifier,
      Edit: () => Edit,
      LANGUAGE_VERSION: () => LANGUAGE_VERSION,
      Language: () => Language,
      LookaheadIterator: () => LookaheadIterator,
      MIN_COMPATIBLE_VERSION: () => MIN_COMPATIBLE_VERSION,
      Node: () => Node,
      Parser: () => Parser,
      Query: () => Query,
      Tree: () => Tree,
      TreeCursor: () => TreeCursor
    });
    module.exports = __toCommonJS(index_exports);
    var Edit = class {
      static {
        __name(this, "Edit");
      }
      /** The start position of the change. */
      startPosition;
      /** The end position of the change before the edit. */
      oldEndPosition;
      /** The end position of the change after the edit. */
      newEndPosition;
      /** The start index of the change. */
      startIndex;
      /** The end index of the change before the edit. */
      oldEndIndex;
      /** The end index of the change after the edit. */
      newEndIndex;
      constructor({
        startIndex,
        oldEndIndex,
        newEndIndex,
        startPosition,
        oldEndPosition,
        newEndPosition
      }) {
        this.startIndex = startIndex >>> 0;
        this.oldEndIndex = oldEndIndex >>> 0;
        this.newEndIndex = newEndIndex >>> 0;
        this.startPosition = startPosition;
        this.oldEndPosition = oldEndPosition;
        this.newEndPosition = newEndPosition;
      }
      /**
       * Edit a point and index to keep it in-sync with source code that has been edited.
       *
       * This function updates a single point's byte offset and row/column position
       * based on an edit operation. This is useful for editing points without
       * requiring a tree or node instance.
       */
      editPoint(point, index) {
        let newIndex = index;
        const newPoint = { ...point };
        if (index >= this.oldEndIndex) {
          newIndex = this.newEndIndex + (index - this.oldEndIndex);
          const originalRow = point.row;
          newPoint.row = this.newEndPosition.row + (point.row - this.oldEndPosition.row);
          newPoint.column = originalRow === this.oldEndPosition.row ? this.newEndPosition.column + (point.column - this.oldEndPosition.column) : point.column;
        } else if (index > this.startIndex) {
          newIndex = this.newEndIndex;
          newPoint.row = this.newEndPosition.row;
          newPoint.column = this.newEndPosition.column;
        }
        return { point: newPoint, index: newIndex };
      }
      /**
       * Edit a range to keep it in-sync with source code that has been edited.
       *
       * This function updates a range's start and end positions based on an edit
       * operation. This is useful for editing ranges without requiring a tree
       * or node instance.
       */
      editRange(range) {
        const newRange = {
          startIndex: range.startIndex,
          startPosition: { ...range.startPosition },
          endIndex: range.endIndex,
          endPosition: { ...range.endPosition }
        };
        if (range.endIndex >= this.oldEndIndex) {
          if (range.endIndex !== Number.MAX_SAFE_INTEGER) {
            newRange.endIndex = this.newEndIndex + (range.endIndex - this.oldEndIndex);
            newRange.endPosition = {
              row: this.newEndPosition.row + (range.endPosition.row - this.oldEndPosition.row),
              column: range.endPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range.endPosition.column - this.oldEndPosition.column) : range.endPosition.column
            };
            if (newRange.endIndex < this.newEndIndex) {
              newRange.endIndex = Number.MAX_SAFE_INTEGER;
              newRange.endPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
            }
          }
        } else if (range.endIndex > this.startIndex) {
          newRange.endIndex = this.startIndex;
          newRange.endPosition = { ...this.startPosition };
        }
        if (range.startIndex >= this.oldEndIndex) {
          newRange.startIndex = this.newEndIndex + (range.startIndex - this.oldEndIndex);
          newRange.startPosition = {
            row: this.newEndPosition.row + (range.startPosition.row - this.oldEndPosition.row),
            column: range.startPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range.startPosition.column - this.oldEndPosition.column) : range.startPosition.column
          };
          if (newRange.startIndex < this.newEndIndex) {
            newRange.startIndex = Number.MAX_SAFE_INTEGER;
            newRange.startPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
          }
        } else if (range.startIndex > this.startIndex) {
          newRange.startIndex = this.startIndex;
          newRange.startPosition = { ...this.startPosition };
        }
        return newRange;
      }
    };
    var SIZE_OF_SHORT = 2;
    var SIZE_OF_INT = 4;
    var SIZE_OF_CURSOR = 4 * SIZE_OF_INT;
    var SIZE_OF_NODE = 5 * SIZE_OF_INT;
    var SIZE_OF_POINT = 2 * SIZE_OF_INT;
    var SIZE_OF_RANGE = 2 * SIZE_OF_INT + 2 * SIZE_OF_POINT;
    var ZERO_POINT = { row: 0, column: 0 };
    var INTERNAL = /* @__PURE__ */ Symbol("INTERNAL");
    function assertInternal(x) {
      if (x !== INTERNAL) throw new Error("Illegal constructor");
    }
    __name(assertInternal, "assertInternal");
    function isPoint(point) {
      return !!point && typeof point.row === "number" && typeof point.column === "number";
    }
    __name(isPoint, "isPoint");
    function setModule(module2) {
      C = module2;
    }
    __name(setModule, "setModule");
    var C;
    function newFinalizer(handler) {
      try {
        return new FinalizationRegistry(handler);
      } catch (e) {
        console.error("Unsupported FinalizationRegistry:", e);
        return;
      }
    }
    __name(newFinalizer, "newFinalizer");
    var finalizer = newFinalizer((address) => {
      C._ts_lookahead_iterator_delete(address);
    });
    var LookaheadIterator = class {
      static {
        __name(this, "LookaheadIterator");
      }
      /** @internal */
      [0] = 0;
      // Internal handle for Wasm
      /** @internal */
      language;
      /** @internal */
      positioned = false;
      /** @internal */
      constructor(internal, address, language) {
        assertInternal(internal);
        this[0] = address;
        this.language = language;
        finalizer?.register(this, address, this);
      }
      /**
       * Get the current symbol of the lookahead iterator.
       *
       * Returns `null` if the iterator is not positioned on a symbol:
       *
       * - Before the first iteration step
       * - After the iterator is exhausted
       * - After a {@link reset} or {@link resetState} call
       */
      get currentTypeId() {
        return this.positioned ? C._ts_lookahead_iterator_current_symbol(this[0]) : null;
      }
      /**
       * Get the current symbol name of the lookahead iterator.
       *
       * Returns `null` if the iterator is not positioned on a symbol.
       */
      get currentType() {
        const id = this.currentTypeId;
        if (id === null) return null;
        return this.language.types[id] ?? C.UTF8ToString(C._ts_language_symbol_name(this.language[0], id));
      }
      /** Delete the lookahead iterator, freeing its resources. */
      delete() {
        finalizer?.unregister(this);
        C._ts_lookahead_iterator_delete(this[0]);
        this[0] = 0;
      }
      /**
       * Reset the lookahead iterator.
       *
       * This returns `true` if the language was set successfully and `false`
       * otherwise.
       */
      reset(language, stateId) {
        if (C._ts_lookahead_iterator_reset(this[0], language[0], stateId)) {
          this.language = language;
          this.positioned = false;
          return true;
        }
        return false;
      }
      /**
       * Reset the lookahead iterator to another state.
       *
       * This returns `true` if the iterator was reset to the given state and
       * `false` otherwise.
       */
      resetState(stateId) {
        if (!C._ts_lookahead_iterator_reset_state(this[0], stateId)) return false;
        this.positioned = false;
        return true;
      }
      /**
       * Returns an iterator that iterates over the symbols of the lookahead iterator.
       *
       * The iterator will yield the current symbol name as a string for each step
       * until there are no more symbols to iterate over.
       */
      [Symbol.iterator]() {
        return {
          next: /* @__PURE__ */ __name(() => {
            this.positioned = Boolean(C._ts_lookahead_iterator_next(this[0]));
            const value = this.currentType;
            return value === null ? { done: true, value: "" } : { done: false, value };
          }, "next")
        };
      }
    };
    function getText(tree, startIndex, endIndex, startPosition) {
      const length = endIndex - startIndex;
      let result = tree.textCallback(startIndex, startPosition);
      if (result) {
        startIndex += result.length;
        while (startIndex < endIndex) {
          const string = tree.textCallback(startIndex, startPosition);
          if (string && string.length > 0) {
            startIndex += string.length;
            result += string;
          } else {
            break;
          }
        }
        if (startIndex > endIndex) {
          result = result.slice(0, length);
        }
      }
      return result ?? "";
    }
    __name(getText, "getText");
    var finalizer2 = newFinalizer((address) => {
      C._ts_tree_delete(address);
    });
    var Tree = class _Tree {
      static {
        __name(this, "Tree");
      }
      /** @internal */
      [0] = 0;
      // Internal handle for Wasm
      /** @internal */
      textCallback;
      /** The language that was used to parse the syntax tree. */
      language;
      /** @internal */
      constructor(internal, address, language, textCallback) {
        assertInternal(internal);
        this[0] = address;
        this.language = language;
        this.textCallback = textCallback;
        finalizer2?.register(this, address, this);
      }
      /** Create a shallow copy of the syntax tree. This is very fast. */
      copy() {
        const address = C._ts_tree_copy(this[0]);
        return new _Tree(INTERNAL, address, this.language, this.textCallback);
      }
      /** Delete the syntax tree, freeing its resources. */
      delete() {
        finalizer2?.unregister(this);
        C._ts_tree_delete(this[0]);
        this[0] = 0;
      }
      /** Get the root node of the syntax tree. */
      get rootNode() {
        C._ts_tree_root_node_wasm(this[0]);
        return unmarshalNode(this);
      }
      /**
       * Get the root node of the syntax tree, but with its position shifted
       * forward by the given offset.
       */
      rootNodeWithOffset(offsetBytes, offsetExtent) {
        const address = TRANSFER_BUFFER + SIZE_OF_NODE;
        C.setValue(address, offsetBytes, "i32");
        marshalPoint(address + SIZE_OF_INT, offsetExtent);
        C._ts_tree_root_node_with_offset_wasm(this[0]);
        return unmarshalNode(this);
      }
      /**
       * Edit the syntax tree to keep it in sync with source code that has been
       * edited.
       *
       * You must describe the edit both in terms of byte offsets and in terms of
       * row/column coordinates.
       */
      edit(edit) {
        marshalEdit(edit);
        C._ts_tree_edit_wasm(this[0]);
      }
      /** Create a new {@link TreeCursor} starting from the root of the tree. */
      walk() {
        return this.rootNode.walk();
      }
      /**
       * Compare this old edited syntax tree to a new syntax tree representing
       * the same document, returning a sequence of ranges whose syntactic
       * structure has changed.
       *
       * For this to work correctly, this syntax tree must have been edited such
       * that its ranges match up to the new tree. Generally, you'll want to
       * call this method right after calling one of the [`Parser::parse`]
       * functions. Call it on the old tree that was passed to parse, and
       * pass the new tree that was returned from `parse`.
       */
      getChangedRanges(other) {
        if (!(other instanceof _Tree)) {
          throw new TypeError("Argument must be a Tree");
        }
        C._ts_tree_get_changed_ranges_wasm(this[0], other[0]);
        const count = C.getValue(TRANSFER_BUFFER, "i32");
        const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(count);
        if (count > 0) {
          let address = buffer;
          for (let i2 = 0; i2 < count; i2++) {
            result[i2] = unmarshalRange(address);
            address += SIZE_OF_RANGE;
          }
          C._free(buffer);
        }
        return result;
      }
      /** Get the included ranges that were used to parse the syntax tree. */
      getIncludedRanges() {
        C._ts_tree_included_ranges_wasm(this[0]);
        const count = C.getValue(TRANSFER_BUFFER, "i32");
        const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(count);
        if (count > 0) {
          let address = buffer;
          for (let i2 = 0; i2 < count; i2++) {
            result[i2] = unmarshalRange(address);
            address += SIZE_OF_RANGE;
          }
          C._free(buffer);
        }
        return result;
      }
    };
    var finalizer3 = newFinalizer((address) => {
      C._ts_tree_cursor_delete_wasm(address);
    });
    var TreeCursor = class _TreeCursor {
      static {
        __name(this, "TreeCursor");
      }
      /** @internal */
      // @ts-expect-error: never read
      [0] = 0;
      // Internal handle for Wasm
      /** @internal */
      // @ts-expect-error: never read
      [1] = 0;
      // Internal handle for Wasm
      /** @internal */
      // @ts-expect-error: never read
      [2] = 0;
      // Internal handle for Wasm
      /** @internal */
      // @ts-expect-error: never read
      [3] = 0;
      // Internal handle for Wasm
      /** @internal */
      tree;
      /** @internal */
      constructor(internal, tree) {
        assertInternal(internal);
        this.tree = tree;
        unmarshalTreeCursor(this);
        finalizer3?.register(this, this.tree[0], this);
      }
      /** Creates a deep copy of the tree cursor. This allocates new memory. */
      copy() {
        const copy = new _TreeCursor(INTERNAL, this.tree);
        C._ts_tree_cursor_copy_wasm(this.tree[0]);
        unmarshalTreeCursor(copy);
        return copy;
      }
      /** Delete the tree cursor, freeing its resources. */
      delete() {
        finalizer3?.unregister(this);
        marshalTreeCursor(this);
        C._ts_tree_cursor_delete_wasm(this.tree[0]);
        this[0] = this[1] = this[2] = 0;
      }
      /** Get the tree cursor's current {@link Node}. */
      get currentNode() {
        marshalTreeCursor(this);
        C._ts_tree_cursor_current_node_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /**
       * Get the numerical field id of this tree cursor's current node.
       *
       * See also {@link TreeCursor#currentFieldName}.
       */
      get currentFieldId() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_current_field_id_wasm(this.tree[0]);
      }
      /** Get the field name of this tree cursor's current node. */
      get currentFieldName() {
        return this.tree.language.fields[this.currentFieldId];
      }
      /**
       * Get the depth of the cursor's current node relative to the original
       * node that the cursor was constructed with.
       */
      get currentDepth() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_current_depth_wasm(this.tree[0]);
      }
      /**
       * Get the index of the cursor's current node out of all of the
       * descendants of the original node that the cursor was constructed with.
       */
      get currentDescendantIndex() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_current_descendant_index_wasm(this.tree[0]);
      }
      /** Get the type of the cursor's current node. */
      get nodeType() {
        return this.tree.language.types[this.nodeTypeId] || "ERROR";
      }
      /** Get the type id of the cursor's current node. */
      get nodeTypeId() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_current_node_type_id_wasm(this.tree[0]);
      }
      /** Get the state id of the cursor's current node. */
      get nodeStateId() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_current_node_state_id_wasm(this.tree[0]);
      }
      /** Get the id of the cursor's current node. */
      get nodeId() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_current_node_id_wasm(this.tree[0]);
      }
      /**
       * Check if the cursor's current node is *named*.
       *
       * Named nodes correspond to named rules in the grammar, whereas
       * *anonymous* nodes correspond to string literals in the grammar.
       */
      get nodeIsNamed() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_current_node_is_named_wasm(this.tree[0]) === 1;
      }
      /**
       * Check if the cursor's current node is *missing*.
       *
       * Missing nodes are inserted by the parser in order to recover from
       * certain kinds of syntax errors.
       */
      get nodeIsMissing() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_current_node_is_missing_wasm(this.tree[0]) === 1;
      }
      /** Get the string content of the cursor's current node. */
      get nodeText() {
        marshalTreeCursor(this);
        const startIndex = C._ts_tree_cursor_start_index_wasm(this.tree[0]);
        const endIndex = C._ts_tree_cursor_end_index_wasm(this.tree[0]);
        C._ts_tree_cursor_start_position_wasm(this.tree[0]);
        const startPosition = unmarshalPoint(TRANSFER_BUFFER);
        return getText(this.tree, startIndex, endIndex, startPosition);
      }
      /** Get the start position of the cursor's current node. */
      get startPosition() {
        marshalTreeCursor(this);
        C._ts_tree_cursor_start_position_wasm(this.tree[0]);
        return unmarshalPoint(TRANSFER_BUFFER);
      }
      /** Get the end position of the cursor's current node. */
      get endPosition() {
        marshalTreeCursor(this);
        C._ts_tree_cursor_end_position_wasm(this.tree[0]);
        return unmarshalPoint(TRANSFER_BUFFER);
      }
      /** Get the start index of the cursor's current node. */
      get startIndex() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_start_index_wasm(this.tree[0]);
      }
      /** Get the end index of the cursor's current node. */
      get endIndex() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_end_index_wasm(this.tree[0]);
      }
      /**
       * Move this cursor to the first child of its current node.
       *
       * This returns `true` if the cursor successfully moved, and returns
       * `false` if there were no children.
       */
      gotoFirstChild() {
        marshalTreeCursor(this);
        const result = C._ts_tree_cursor_goto_first_child_wasm(this.tree[0]);
        unmarshalTreeCursor(this);
        return result === 1;
      }
      /**
       * Move this cursor to the last child of its current node.
       *
       * This returns `true` if the cursor successfully moved, and returns
       * `false` if there were no children.
       *
       * Note that this function may be slower than
       * {@link TreeCursor#gotoFirstChild} because it needs to
       * iterate through all the children to compute the child's position.
       */
      gotoLastChild() {
        marshalTreeCursor(this);
        const result = C._ts_tree_cursor_goto_last_child_wasm(this.tree[0]);
        unmarshalTreeCursor(this);
        return result === 1;
      }
      /**
       * Move this cursor to the parent of its current node.
       *
       * This returns `true` if the cursor successfully moved, and returns
       * `false` if there was no parent node (the cursor was already on the
       * root node).
       *
       * Note that the node the cursor was constructed with is considered the root
       * of the cursor, and the cursor cannot walk outside this node.
       */
      gotoParent() {
        marshalTreeCursor(this);
        const result = C._ts_tree_cursor_goto_parent_wasm(this.tree[0]);
        unmarshalTreeCursor(this);
        return result === 1;
      }
      /**
       * Move this cursor to the next sibling of its current node.
       *
       * This returns `true` if the cursor successfully moved, and returns
       * `false` if there was no next sibling node.
       *
       * Note that the node the cursor was constructed with is considered the root
       * of the cursor, and the cursor cannot walk outside this node.
       */
      gotoNextSibling() {
        marshalTreeCursor(this);
        const result = C._ts_tree_cursor_goto_next_sibling_wasm(this.tree[0]);
        unmarshalTreeCursor(this);
        return result === 1;
      }
      /**
       * Move this cursor to the previous sibling of its current node.
       *
       * This returns `true` if the cursor successfully moved, and returns
       * `false` if there was no previous sibling node.
       *
       * Note that this function may be slower than
       * {@link TreeCursor#gotoNextSibling} due to how node
       * positions are stored. In the worst case, this will need to iterate
       * through all the children up to the previous sibling node to recalculate
       * its position. Also note that the node the cursor was constructed with is
       * considered the root of the cursor, and the cursor cannot walk outside this node.
       */
      gotoPreviousSibling() {
        marshalTreeCursor(this);
        const result = C._ts_tree_cursor_goto_previous_sibling_wasm(this.tree[0]);
        unmarshalTreeCursor(this);
        return result === 1;
      }
      /**
       * Move the cursor to the node that is the nth descendant of
       * the original node that the cursor was constructed with, where
       * zero represents the original node itself.
       */
      gotoDescendant(goalDescendantIndex) {
        marshalTreeCursor(this);
        C._ts_tree_cursor_goto_descendant_wasm(this.tree[0], goalDescendantIndex);
        unmarshalTreeCursor(this);
      }
      /**
       * Move this cursor to the first child of its current node that contains or
       * starts after the given byte offset.
       *
       * This returns `true` if the cursor successfully moved to a child node, and returns
       * `false` if no such child was found.
       */
      gotoFirstChildForIndex(goalIndex) {
        marshalTreeCursor(this);
        C.setValue(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalIndex, "i32");
        const result = C._ts_tree_cursor_goto_first_child_for_index_wasm(this.tree[0]);
        unmarshalTreeCursor(this);
        return result === 1;
      }
      /**
       * Move this cursor to the first child of its current node that contains or
       * starts after the given byte offset.
       *
       * This returns the index of the child node if one was found, and returns
       * `null` if no such child was found.
       */
      gotoFirstChildForPosition(goalPosition) {
        marshalTreeCursor(this);
        marshalPoint(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalPosition);
        const result = C._ts_tree_cursor_goto_first_child_for_position_wasm(this.tree[0]);
        unmarshalTreeCursor(this);
        return result === 1;
      }
      /**
       * Re-initialize this tree cursor to start at the original node that the
       * cursor was constructed with.
       */
      reset(node) {
        marshalNode(node);
        marshalTreeCursor(this, TRANSFER_BUFFER + SIZE_OF_NODE);
        C._ts_tree_cursor_reset_wasm(this.tree[0]);
        unmarshalTreeCursor(this);
      }
      /**
       * Re-initialize a tree cursor to the same position as another cursor.
       *
       * Unlike {@link TreeCursor#reset}, this will not lose parent
       * information and allows reusing already created cursors.
       */
      resetTo(cursor2) {
        marshalTreeCursor(this, TRANSFER_BUFFER);
        marshalTreeCursor(cursor2, TRANSFER_BUFFER + SIZE_OF_CURSOR);
        C._ts_tree_cursor_reset_to_wasm(this.tree[0], cursor2.tree[0]);
        unmarshalTreeCursor(this);
      }
    };
    var Node = class {
      static {
        __name(this, "Node");
      }
      /** @internal */
      // @ts-expect-error: never read
      [0] = 0;
      // Internal handle for Wasm
      /** @internal */
      _children;
      /** @internal */
      _namedChildren;
      /** @internal */
      constructor(internal, {
        id,
        tree,
        startIndex,
        startPosition,
        other
      }) {
        assertInternal(internal);
        this[0] = other;
        this.id = id;
        this.tree = tree;
        this.startIndex = startIndex;
        this.startPosition = startPosition;
      }
      /**
       * The numeric id for this node that is unique.
       *
       * Within a given syntax tree, no two nodes have the same id. However:
       *
       * * If a new tree is created based on an older tree, and a node from the old tree is reused in
       *   the process, then that node will have the same id in both trees.
       *
       * * A node not marked as having changes does not guarantee it was reused.
       *
       * * If a node is marked as having changed in the old tree, it will not be reused.
       */
      id;
      /** The byte index where this node starts. */
      startIndex;
      /** The position where this node starts. */
      startPosition;
      /** The tree that this node belongs to. */
      tree;
      /** Get this node's type as a numerical id. */
      get typeId() {
        marshalNode(this);
        return C._ts_node_symbol_wasm(this.tree[0]);
      }
      /**
       * Get the node's type as a numerical id as it appears in the grammar,
       * ignoring aliases.
       */
      get grammarId() {
        marshalNode(this);
        return C._ts_node_grammar_symbol_wasm(this.tree[0]);
      }
      /** Get this node's type as a string. */
      get type() {
        return this.tree.language.types[this.typeId] || "ERROR";
      }
      /**
       * Get this node's symbol name as it appears in the grammar, ignoring
       * aliases as a string.
       */
      get grammarType() {
        return this.tree.language.types[this.grammarId] || "ERROR";
      }
      /**
       * Check if this node is *named*.
       *
       * Named nodes correspond to named rules in the grammar, whereas
       * *anonymous* nodes correspond to string literals in the grammar.
       */
      get isNamed() {
        marshalNode(this);
        return C._ts_node_is_named_wasm(this.tree[0]) === 1;
      }
      /**
       * Check if this node is *extra*.
       *
       * Extra nodes represent things like comments, which are not required
       * by the grammar, but can appear anywhere.
       */
      get isExtra() {
        marshalNode(this);
        return C._ts_node_is_extra_wasm(this.tree[0]) === 1;
      }
      /**
       * Check if this node represents a syntax error.
       *
       * Syntax errors represent parts of the code that could not be incorporated
       * into a valid syntax tree.
       */
      get isError() {
        marshalNode(this);
        return C._ts_node_is_error_wasm(this.tree[0]) === 1;
      }
      /**
       * Check if this node is *missing*.
       *
       * Missing nodes are inserted by the parser in order to recover from
       * certain kinds of syntax errors.
       */
      get isMissing() {
        marshalNode(this);
        return C._ts_node_is_missing_wasm(this.tree[0]) === 1;
      }
      /** Check if this node has been edited. */
      get hasChanges() {
        marshalNode(this);
        return C._ts_node_has_changes_wasm(this.tree[0]) === 1;
      }
      /**
       * Check if this node represents a syntax error or contains any syntax
       * errors anywhere within it.
       */
      get hasError() {
        marshalNode(this);
        return C._ts_node_has_error_wasm(this.tree[0]) === 1;
      }
      /** Get the byte index where this node ends. */
      get endIndex() {
        marshalNode(this);
        return C._ts_node_end_index_wasm(this.tree[0]);
      }
      /** Get the position where this node ends. */
      get endPosition() {
        marshalNode(this);
        C._ts_node_end_point_wasm(this.tree[0]);
        return unmarshalPoint(TRANSFER_BUFFER);
      }
      /** Get the string content of this node. */
      get text() {
        return getText(this.tree, this.startIndex, this.endIndex, this.startPosition);
      }
      /** Get this node's parse state. */
      get parseState() {
        marshalNode(this);
        return C._ts_node_parse_state_wasm(this.tree[0]);
      }
      /** Get the parse state after this node. */
      get nextParseState() {
        marshalNode(this);
        return C._ts_node_next_parse_state_wasm(this.tree[0]);
      }
      /** Check if this node is equal to another node. */
      equals(other) {
        return this.tree === other.tree && this.id === other.id;
      }
      /**
       * Get the node's child at the given index, where zero represents the first child.
       *
       * This method is fairly fast, but its cost is technically log(n), so if
       * you might be iterating over a long list of children, you should use
       * {@link Node#children} instead.
       */
      child(index) {
        marshalNode(this);
        C._ts_node_child_wasm(this.tree[0], index);
        return unmarshalNode(this.tree);
      }
      /**
       * Get this node's *named* child at the given index.
       *
       * See also {@link Node#isNamed}.
       * This method is fairly fast, but its cost is technically log(n), so if
       * you might be iterating over a long list of children, you should use
       * {@link Node#namedChildren} instead.
       */
      namedChild(index) {
        marshalNode(this);
        C._ts_node_named_child_wasm(this.tree[0], index);
        return unmarshalNode(this.tree);
      }
      /**
       * Get this node's child with the given numerical field id.
       *
       * See also {@link Node#childForFieldName}. You can
       * convert a field name to an id using {@link Language#fieldIdForName}.
       */
      childForFieldId(fieldId) {
        marshalNode(this);
        C._ts_node_child_by_field_id_wasm(this.tree[0], fieldId);
        return unmarshalNode(this.tree);
      }
      /**
       * Get the first child with the given field name.
       *
       * If multiple children may have the same field name, access them using
       * {@link Node#childrenForFieldName}.
       */
      childForFieldName(fieldName) {
        const fieldId = this.tree.language.fields.indexOf(fieldName);
        if (fieldId !== -1) return this.childForFieldId(fieldId);
        return null;
      }
      /** Get the field name of this node's child at the given index. */
      fieldNameForChild(index) {
        marshalNode(this);
        const address = C._ts_node_field_name_for_child_wasm(this.tree[0], index);
        if (!address) return null;
        return C.AsciiToString(address);
      }
      /** Get the field name of this node's named child at the given index. */
      fieldNameForNamedChild(index) {
        marshalNode(this);
        const address = C._ts_node_field_name_for_named_child_wasm(this.tree[0], index);
        if (!address) return null;
        return C.AsciiToString(address);
      }
      /**
       * Get an array of this node's children with a given field name.
       *
       * See also {@link Node#children}.
       */
      childrenForFieldName(fieldName) {
        const fieldId = this.tree.language.fields.indexOf(fieldName);
        if (fieldId !== -1 && fieldId !== 0) return this.childrenForFieldId(fieldId);
        return [];
      }
      /**
        * Get an array of this node's children with a given field id.
        *
        * See also {@link Node#childrenForFieldName}.
        */
      childrenForFieldId(fieldId) {
        marshalNode(this);
        C._ts_node_children_by_field_id_wasm(this.tree[0], fieldId);
        const count = C.getValue(TRANSFER_BUFFER, "i32");
        const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(count);
        if (count > 0) {
          let address = buffer;
          for (let i2 = 0; i2 < count; i2++) {
            result[i2] = unmarshalNode(this.tree, address);
            address += SIZE_OF_NODE;
          }
          C._free(buffer);
        }
        return result;
      }
      /** Get the node's first child that contains or starts after the given byte offset. */
      firstChildForIndex(index) {
        marshalNode(this);
        const address = TRANSFER_BUFFER + SIZE_OF_NODE;
        C.setValue(address, index, "i32");
        C._ts_node_first_child_for_byte_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /** Get the node's first named child that contains or starts after the given byte offset. */
      firstNamedChildForIndex(index) {
        marshalNode(this);
        const address = TRANSFER_BUFFER + SIZE_OF_NODE;
        C.setValue(address, index, "i32");
        C._ts_node_first_named_child_for_byte_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /** Get this node's number of children. */
      get childCount() {
        marshalNode(this);
        return C._ts_node_child_count_wasm(this.tree[0]);
      }
      /**
       * Get this node's number of *named* children.
       *
       * See also {@link Node#isNamed}.
       */
      get namedChildCount() {
        marshalNode(this);
        return C._ts_node_named_child_count_wasm(this.tree[0]);
      }
      /** Get this node's first child. */
      get firstChild() {
        return this.child(0);
      }
      /**
       * Get this node's first named child.
       *
       * See also {@link Node#isNamed}.
       */
      get firstNamedChild() {
        return this.namedChild(0);
      }
      /** Get this node's last child. */
      get lastChild() {
        return this.child(this.childCount - 1);
      }
      /**
       * Get this node's last named child.
       *
       * See also {@link Node#isNamed}.
       */
      get lastNamedChild() {
        return this.namedChild(this.namedChildCount - 1);
      }
      /**
       * Iterate over this node's children.
       *
       * If you're walking the tree recursively, you may want to use the
       * {@link TreeCursor} APIs directly instead.
       */
      get children() {
        if (!this._children) {
          marshalNode(this);
          C._ts_node_children_wasm(this.tree[0]);
          const count = C.getValue(TRANSFER_BUFFER, "i32");
          const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
          this._children = new Array(count);
          if (count > 0) {
            let address = buffer;
            for (let i2 = 0; i2 < count; i2++) {
              this._children[i2] = unmarshalNode(this.tree, address);
              address += SIZE_OF_NODE;
            }
            C._free(buffer);
          }
        }
        return this._children;
      }
      /**
       * Iterate over this node's named children.
       *
       * See also {@link Node#children}.
       */
      get namedChildren() {
        if (!this._namedChildren) {
          marshalNode(this);
          C._ts_node_named_children_wasm(this.tree[0]);
          const count = C.getValue(TRANSFER_BUFFER, "i32");
          const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
          this._namedChildren = new Array(count);
          if (count > 0) {
            let address = buffer;
            for (let i2 = 0; i2 < count; i2++) {
              this._namedChildren[i2] = unmarshalNode(this.tree, address);
              address += SIZE_OF_NODE;
            }
            C._free(buffer);
          }
        }
        return this._namedChildren;
      }
      /**
       * Get the descendants of this node that are the given type, or in the given types array.
       *
       * The types array should contain node type strings, which can be retrieved from {@link Language#types}.
       *
       * Additionally, a `startPosition` and `endPosition` can be passed in to restrict the search to a byte range.
       */
      descendantsOfType(types, startPosition = ZERO_POINT, endPosition = ZERO_POINT) {
        if (!Array.isArray(types)) types = [types];
        const symbols = [];
        const typesBySymbol = this.tree.language.types;
        for (const node_type of types) {
          if (node_type == "ERROR") {
            symbols.push(65535);
          }
        }
        for (let i2 = 0, n = typesBySymbol.length; i2 < n; i2++) {
          if (types.includes(typesBySymbol[i2])) {
            symbols.push(i2);
          }
        }
        const symbolsAddress = C._malloc(SIZE_OF_INT * symbols.length);
        for (let i2 = 0, n = symbols.length; i2 < n; i2++) {
          C.setValue(symbolsAddress + i2 * SIZE_OF_INT, symbols[i2], "i32");
        }
        marshalNode(this);
        C._ts_node_descendants_of_type_wasm(
          this.tree[0],
          symbolsAddress,
          symbols.length,
          startPosition.row,
          startPosition.column,
          endPosition.row,
          endPosition.column
        );
        const descendantCount = C.getValue(TRANSFER_BUFFER, "i32");
        const descendantAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(descendantCount);
        if (descendantCount > 0) {
          let address = descendantAddress;
          for (let i2 = 0; i2 < descendantCount; i2++) {
            result[i2] = unmarshalNode(this.tree, address);
            address += SIZE_OF_NODE;
          }
        }
        C._free(descendantAddress);
        C._free(symbolsAddress);
        return result;
      }
      /** Get this node's next sibling. */
      get nextSibling() {
        marshalNode(this);
        C._ts_node_next_sibling_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /** Get this node's previous sibling. */
      get previousSibling() {
        marshalNode(this);
        C._ts_node_prev_sibling_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /**
       * Get this node's next *named* sibling.
       *
       * See also {@link Node#isNamed}.
       */
      get nextNamedSibling() {
        marshalNode(this);
        C._ts_node_next_named_sibling_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /**
       * Get this node's previous *named* sibling.
       *
       * See also {@link Node#isNamed}.
       */
      get previousNamedSibling() {
        marshalNode(this);
        C._ts_node_prev_named_sibling_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /** Get the node's number of descendants, including one for the node itself. */
      get descendantCount() {
        marshalNode(this);
        return C._ts_node_descendant_count_wasm(this.tree[0]);
      }
      /**
       * Get this node's immediate parent.
       * Prefer {@link Node#childWithDescendant} for iterating over this node's ancestors.
       */
      get parent() {
        marshalNode(this);
        C._ts_node_parent_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /**
       * Get the node that contains `descendant`.
       *
       * Note that this can return `descendant` itself.
       */
      childWithDescendant(descendant) {
        marshalNode(this);
        marshalNode(descendant, 1);
        C._ts_node_child_with_descendant_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /** Get the smallest node within this node that spans the given byte range. */
      descendantForIndex(start2, end = start2) {
        if (typeof start2 !== "number" || typeof end !== "number") {
          throw new Error("Arguments must be numbers");
        }
        marshalNode(this);
        const address = TRANSFER_BUFFER + SIZE_OF_NODE;
        C.setValue(address, start2, "i32");
        C.setValue(address + SIZE_OF_INT, end, "i32");
        C._ts_node_descendant_for_index_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /** Get the smallest named node within this node that spans the given byte range. */
      namedDescendantForIndex(start2, end = start2) {
        if (typeof start2 !== "number" || typeof end !== "number") {
          throw new Error("Arguments must be numbers");
        }
        marshalNode(this);
        const address = TRANSFER_BUFFER + SIZE_OF_NODE;
        C.setValue(address, start2, "i32");
        C.setValue(address + SIZE_OF_INT, end, "i32");
        C._ts_node_named_descendant_for_index_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /** Get the smallest node within this node that spans the given point range. */
      descendantForPosition(start2, end = start2) {
        if (!isPoint(start2) || !isPoint(end)) {
          throw new Error("Arguments must be {row, column} objects");
        }
        marshalNode(this);
        const address = TRANSFER_BUFFER + SIZE_OF_NODE;
        marshalPoint(address, start2);
        marshalPoint(address + SIZE_OF_POINT, end);
        C._ts_node_descendant_for_position_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /** Get the smallest named node within this node that spans the given point range. */
      namedDescendantForPosition(start2, end = start2) {
        if (!isPoint(start2) || !isPoint(end)) {
          throw new Error("Arguments must be {row, column} objects");
        }
        marshalNode(this);
        const address = TRANSFER_BUFFER + SIZE_OF_NODE;
        marshalPoint(address, start2);
        marshalPoint(address + SIZE_OF_POINT, end);
        C._ts_node_named_descendant_for_position_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /**
       * Create a new {@link TreeCursor} starting from this node.
       *
       * Note that the given node is considered the root of the cursor,
       * and the cursor cannot walk outside this node.
       */
      walk() {
        marshalNode(this);
        C._ts_tree_cursor_new_wasm(this.tree[0]);
        return new TreeCursor(INTERNAL, this.tree);
      }
      /**
       * Edit this node to keep it in-sync with source code that has been edited.
       *
       * This function is only rarely needed. When you edit a syntax tree with
       * the {@link Tree#edit} method, all of the nodes that you retrieve from
       * the tree afterward will already reflect the edit. You only need to
       * use {@link Node#edit} when you have a specific {@link Node} instance that
       * you want to keep and continue to use after an edit.
       */
      edit(edit) {
        if (this.startIndex >= edit.oldEndIndex) {
          this.startIndex = edit.newEndIndex + (this.startIndex - edit.oldEndIndex);
          let subbedPointRow;
          let subbedPointColumn;
          if (this.startPosition.row > edit.oldEndPosition.row) {
            subbedPointRow = this.startPosition.row - edit.oldEndPosition.row;
            subbedPointColumn = this.startPosition.column;
          } else {
            subbedPointRow = 0;
            subbedPointColumn = this.startPosition.column;
            if (this.startPosition.column >= edit.oldEndPosition.column) {
              subbedPointColumn = this.startPosition.column - edit.oldEndPosition.column;
            }
          }
          if (subbedPointRow > 0) {
            this.startPosition.row += subbedPointRow;
            this.startPosition.column = subbedPointColumn;
          } else {
            this.startPosition.column += subbedPointColumn;
          }
        } else if (this.startIndex > edit.startIndex) {
          this.startIndex = edit.newEndIndex;
          this.startPosition.row = edit.newEndPosition.row;
          this.startPosition.column = edit.newEndPosition.column;
        }
      }
      /** Get the S-expression representation of this node. */
      toString() {
        marshalNode(this);
        const address = C._ts_node_to_string_wasm(this.tree[0]);
        const result = C.AsciiToString(address);
        C._free(address);
        return result;
      }
    };
    function unmarshalCaptures(query, tree, address, patternIndex, result) {
      for (let i2 = 0, n = result.length; i2 < n; i2++) {
        const captureIndex = C.getValue(address, "i32");
        address += SIZE_OF_INT;
        const node = unmarshalNode(tree, address);
        address += SIZE_OF_NODE;
        result[i2] = { patternIndex, name: query.captureNames[captureIndex], node };
      }
      return address;
    }
    __name(unmarshalCaptures, "unmarshalCaptures");
    function marshalNode(node, index = 0) {
      let address = TRANSFER_BUFFER + index * SIZE_OF_NODE;
      C.setValue(address, node.id, "i32");
      address += SIZE_OF_INT;
      C.setValue(address, node.startIndex, "i32");
      address += SIZE_OF_INT;
      C.setValue(address, node.startPosition.row, "i32");
      address += SIZE_OF_INT;
      C.setValue(address, node.startPosition.column, "i32");
      address += SIZE_OF_INT;
      C.setValue(address, node[0], "i32");
    }
    __name(marshalNode, "marshalNode");
    function unmarshalNode(tree, address = TRANSFER_BUFFER) {
      const id = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      if (id === 0) return null;
      const index = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const row = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const column = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const other = C.getValue(address, "i32");
      const result = new Node(INTERNAL, {
        id,
        tree,
        startIndex: index,
        startPosition: { row, column },
        other
      });
      return result;
    }
    __name(unmarshalNode, "unmarshalNode");
    function marshalTreeCursor(cursor2, address = TRANSFER_BUFFER) {
      C.setValue(address + 0 * SIZE_OF_INT, cursor2[0], "i32");
      C.setValue(address + 1 * SIZE_OF_INT, cursor2[1], "i32");
      C.setValue(address + 2 * SIZE_OF_INT, cursor2[2], "i32");
      C.setValue(address + 3 * SIZE_OF_INT, cursor2[3], "i32");
    }
    __name(marshalTreeCursor, "marshalTreeCursor");
    function unmarshalTreeCursor(cursor2) {
      cursor2[0] = C.getValue(TRANSFER_BUFFER + 0 * SIZE_OF_INT, "i32");
      cursor2[1] = C.getValue(TRANSFER_BUFFER + 1 * SIZE_OF_INT, "i32");
      cursor2[2] = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
      cursor2[3] = C.getValue(TRANSFER_BUFFER + 3 * SIZE_OF_INT, "i32");
    }
    __name(unmarshalTreeCursor, "unmarshalTreeCursor");
    function marshalPoint(address, point) {
      C.setValue(address, point.row, "i32");
      C.setValue(address + SIZE_OF_INT, point.column, "i32");
    }
    __name(marshalPoint, "marshalPoint");
    function unmarshalPoint(address) {
      const result = {
        row: C.getValue(address, "i32") >>> 0,
        column: C.getValue(address + SIZE_OF_INT, "i32") >>> 0
      };
      return result;
    }
    __name(unmarshalPoint, "unmarshalPoint");
    function marshalRange(address, range) {
      marshalPoint(address, range.startPosition);
      address += SIZE_OF_POINT;
      marshalPoint(address, range.endPosition);
      address += SIZE_OF_POINT;
      C.setValue(address, range.startIndex, "i32");
      address += SIZE_OF_INT;
      C.setValue(address, range.endIndex, "i32");
      address += SIZE_OF_INT;
    }
    __name(marshalRange, "marshalRange");
    function unmarshalRange(address) {
      const result = {};
      result.startPosition = unmarshalPoint(address);
      address += SIZE_OF_POINT;
      result.endPosition = unmarshalPoint(address);
      address += SIZE_OF_POINT;
      result.startIndex = C.getValue(address, "i32") >>> 0;
      address += SIZE_OF_INT;
      result.endIndex = C.getValue(address, "i32") >>> 0;
      return result;
    }
    __name(unmarshalRange, "unmarshalRange");
    function marshalEdit(edit, address = TRANSFER_BUFFER) {
      marshalPoint(address, edit.startPosition);
      address += SIZE_OF_POINT;
      marshalPoint(address, edit.oldEndPosition);
      address += SIZE_OF_POINT;
      marshalPoint(address, edit.newEndPosition);
      address += SIZE_OF_POINT;
      C.setValue(address, edit.startIndex, "i32");
      address += SIZE_OF_INT;
      C.setValue(address, edit.oldEndIndex, "i32");
      address += SIZE_OF_INT;
      C.setValue(address, edit.newEndIndex, "i32");
      address += SIZE_OF_INT;
    }
    __name(marshalEdit, "marshalEdit");
    function unmarshalLanguageMetadata(address) {
      const major_version = C.getValue(address, "i32");
      const minor_version = C.getValue(address += SIZE_OF_INT, "i32");
      const patch_version = C.getValue(address += SIZE_OF_INT, "i32");
      return { major_version, minor_version, patch_version };
    }
    __name(unmarshalLanguageMetadata, "unmarshalLanguageMetadata");
    var LANGUAGE_FUNCTION_REGEX = /^tree_sitter_\w+$/;
    var Language = class _Language {
      static {
        __name(this, "Language");
      }
      /** @internal */
      [0] = 0;
      // Internal handle for Wasm
      /**
       * A list of all node types in the language. The index of each type in this
       * array is its node type id.
       */
      types;
      /**
       * A list of all field names in the language. The index of each field name in
       * this array is its field id.
       */
      fields;
      /** @internal */
      constructor(internal, address) {
        assertInternal(internal);
        this[0] = address;
        this.types = new Array(C._ts_language_symbol_count(this[0]));
        for (let i2 = 0, n = this.types.length; i2 < n; i2++) {
          if (C._ts_language_symbol_type(this[0], i2) < 2) {
            this.types[i2] = C.UTF8ToString(C._ts_language_symbol_name(this[0], i2));
          }
        }
        this.fields = new Array(C._ts_language_field_count(this[0]) + 1);
        for (let i2 = 0, n = this.fields.length; i2 < n; i2++) {
          const fieldName = C._ts_language_field_name_for_id(this[0], i2);
          if (fieldName !== 0) {
            this.fields[i2] = C.UTF8ToString(fieldName);
          } else {
            this.fields[i2] = null;
          }
        }
      }
      /**
       * Gets the name of the language.
       */
      get name() {
        const ptr = C._ts_language_name(this[0]);
        if (ptr === 0) return null;
        return C.UTF8ToString(ptr);
      }
      /**
       * Gets the ABI version of the language.
       */
      get abiVersion() {
        return C._ts_language_abi_version(this[0]);
      }
      /**
      * Get the metadata for this language. This information is generated by the
      * CLI, and relies on the language author providing the correct metadata in
      * the language's `tree-sitter.json` file.
      */
      get metadata() {
        C._ts_language_metadata_wasm(this[0]);
        const length = C.getValue(TRANSFER_BUFFER, "i32");
        if (length === 0) return null;
        return unmarshalLanguageMetadata(TRANSFER_BUFFER + SIZE_OF_INT);
      }
      /**
       * Gets the number of fields in the language.
       */
      get fieldCount() {
        return this.fields.length - 1;
      }
      /**
       * Gets the number of states in the language.
       */
      get stateCount() {
        return C._ts_language_state_count(this[0]);
      }
      /**
       * Get the field id for a field name.
       */
      fieldIdForName(fieldName) {
        const result = this.fields.indexOf(fieldName);
        return result !== -1 ? result : null;
      }
      /**
       * Get the field name for a field id.
       */
      fieldNameForId(fieldId) {
        return this.fields[fieldId] ?? null;
      }
      /**
       * Get the node type id for a node type name.
       */
      idForNodeType(type, named) {
        const typeLength = C.lengthBytesUTF8(type);
        const typeAddress = C._malloc(typeLength + 1);
        C.stringToUTF8(type, typeAddress, typeLength + 1);
        const result = C._ts_language_symbol_for_name(this[0], typeAddress, typeLength, named ? 1 : 0);
        C._free(typeAddress);
        return result || null;
      }
      /**
       * Gets the number of node types in the language.
       */
      get nodeTypeCount() {
        return C._ts_language_symbol_count(this[0]);
      }
      /**
       * Get the node type name for a node type id.
       */
      nodeTypeForId(typeId) {
        const name2 = C._ts_language_symbol_name(this[0], typeId);
        return name2 ? C.UTF8ToString(name2) : null;
      }
      /**
       * Check if a node type is named.
       *
       * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/2-basic-parsing.html#named-vs-anonymous-nodes}
       */
      nodeTypeIsNamed(typeId) {
        return C._ts_language_type_is_named_wasm(this[0], typeId) ? true : false;
      }
      /**
       * Check if a node type is visible.
       */
      nodeTypeIsVisible(typeId) {
        return C._ts_language_type_is_visible_wasm(this[0], typeId) ? true : false;
      }
      /**
       * Get the supertypes ids of this language.
       *
       * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/6-static-node-types.html?highlight=supertype#supertype-nodes}
       */
      get supertypes() {
        C._ts_language_supertypes_wasm(this[0]);
        const count = C.getValue(TRANSFER_BUFFER, "i32");
        const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(count);
        if (count > 0) {
          let address = buffer;
          for (let i2 = 0; i2 < count; i2++) {
            result[i2] = C.getValue(address, "i16");
            address += SIZE_OF_SHORT;
          }
        }
        return result;
      }
      /**
       * Get the subtype ids for a given supertype node id.
       */
      subtypes(supertype) {
        C._ts_language_subtypes_wasm(this[0], supertype);
        const count = C.getValue(TRANSFER_BUFFER, "i32");
        const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(count);
        if (count > 0) {
          let address = buffer;
          for (let i2 = 0; i2 < count; i2++) {
            result[i2] = C.getValue(address, "i16");
            address += SIZE_OF_SHORT;
          }
        }
        return result;
      }
      /**
       * Get the next state id for a given state id and node type id.
       */
      nextState(stateId, typeId) {
        return C._ts_language_next_state(this[0], stateId, typeId);
      }
      /**
       * Create a new lookahead iterator for this language and parse state.
       *
       * This returns `null` if state is invalid for this language.
       *
       * Iterating {@link LookaheadIterator} will yield valid symbols in the given
       * parse state. A newly created iterator is not positioned on a symbol, so
       * {@link LookaheadIterator#currentType} returns `null` until the first
       * iteration step.
       *
       * Lookahead iterators can be useful for generating suggestions and improving
       * syntax error diagnostics. To get symbols valid in an `ERROR` node, use the
       * lookahead iterator on its first leaf node state. For `MISSING` nodes, a
       * lookahead iterator created on the previous non-extra leaf node may be
       * appropriate.
       */
      lookaheadIterator(stateId) {
        const address = C._ts_lookahead_iterator_new(this[0], stateId);
        if (address) return new LookaheadIterator(INTERNAL, address, this);
        return null;
      }
      /**
       * Load a language from a WebAssembly module.
       * The module can be provided as a path to a file, a `URL` to a file, or as a
       * buffer.
       */
      static async load(input) {
        let binary2;
        if (input instanceof Uint8Array) {
          binary2 = input;
        } else if (globalThis.process?.versions.node) {
          const fs2 = await import("node:fs/promises");
          binary2 = await fs2.readFile(input);
        } else {
          const response = await fetch(input);
          if (!response.ok) {
            const body2 = await response.text();
            throw new Error(`Language.load failed with status ${response.status}.

${body2}`);
          }
          const retryResp = response.clone();
          try {
            binary2 = await WebAssembly.compileStreaming(response);
          } catch (reason) {
            console.error("wasm streaming compile failed:", reason);
            console.error("falling back to ArrayBuffer instantiation");
            binary2 = new Uint8Array(await retryResp.arrayBuffer());
          }
        }
        const mod = await C.loadWebAssemblyModule(binary2, { loadAsync: true });
        return _Language.loadFromWasmExports(mod, { sync: false });
      }
      static loadFromWasmExports(mod, { sync }) {
        const symbolNames = Object.keys(mod);
        const functionName = symbolNames.find((key) => LANGUAGE_FUNCTION_REGEX.test(key) && !key.includes("external_scanner_"));
        if (!functionName) {
          console.log(`Couldn't find language function in Wasm file. Symbols:
${JSON.stringify(symbolNames, null, 2)}`);
          throw new Error(`Language.${sync ? "loadSync" : "load"} failed: no language function found in Wasm file`);
        }
        const languageAddress = mod[functionName]();
        return new _Language(INTERNAL, languageAddress);
      }
      /**
       * Load a language synchronously from a pre-compiled WebAssembly module.
       * Use this when the host environment provides a `WebAssembly.Module` directly.
       */
      static loadSync(wasmModule) {
        const mod = C.loadWebAssemblyModule(wasmModule, { loadAsync: false });
        return _Language.loadFromWasmExports(mod, { sync: true });
      }
    };
    var import_web_tree_sitter = __toESM(require_web_tree_sitter(), 1);
    var Module2 = null;
    async function initializeBinding(moduleOptions) {
      return Module2 ??= await (0, import_web_tree_sitter.default)(moduleOptions);
    }
    __name(initializeBinding, "initializeBinding");
    function checkModule() {
      return !!Module2;
    }
    __name(checkModule, "checkModule");
    var TRANSFER_BUFFER;
    var LANGUAGE_VERSION;
    var MIN_COMPATIBLE_VERSION;
    var finalizer4 = newFinalizer((addresses) => {
      C._ts_parser_delete(addresses[0]);
      C._free(addresses[1]);
    });
    var Parser = class {
      static {
        __name(this, "Parser");
      }
      /** @internal */
      [0] = 0;
      // Internal handle for Wasm
      /** @internal */
      [1] = 0;
      // Internal handle for Wasm
      /** @internal */
      logCallback = null;
      /** The parser's current language. */
      language = null;
      /**
       * This must always be called before creating a Parser.
       *
       * You can optionally pass in options to configure the Wasm module, the most common
       * one being `locateFile` to help the module find the `.wasm` file.
       */
      static async init(moduleOptions) {
        setModule(await initializeBinding(moduleOptions));
        TRANSFER_BUFFER = C._ts_init();
        LANGUAGE_VERSION = C.getValue(TRANSFER_BUFFER, "i32");
        MIN_COMPATIBLE_VERSION = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      }
      /**
       * Create a new parser.
       */
      constructor() {
        this.initialize();
        finalizer4?.register(this, [this[0], this[1]], this);
      }
      /** @internal */
      initialize() {
        if (!checkModule()) {
          throw new Error("cannot construct a Parser before calling `init()`");
        }
        C._ts_parser_new_wasm();
        this[0] = C.getValue(TRANSFER_BUFFER, "i32");
        this[1] = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      }
      /** Delete the parser, freeing its resources. */
      delete() {
        finalizer4?.unregister(this);
        C._ts_parser_delete(this[0]);
        C._free(this[1]);
        this[0] = 0;
        this[1] = 0;
      }
      /**
       * Set the language that the parser should use for parsing.
       *
       * If the language was not successfully assigned, an error will be thrown.
       * This happens if the language was generated with an incompatible
       * version of the Tree-sitter CLI. Check the language's version using
       * {@link Language#version} and compare it to this library's
       * {@link LANGUAGE_VERSION} and {@link MIN_COMPATIBLE_VERSION} constants.
       */
      setLanguage(language) {
        let address;
        if (!language) {
          address = 0;
          this.language = null;
        } else if (language.constructor === Language) {
          address = language[0];
          const version = C._ts_language_abi_version(address);
          if (version < MIN_COMPATIBLE_VERSION || LANGUAGE_VERSION < version) {
            throw new Error(
              `Incompatible language version ${version}. Compatibility range ${MIN_COMPATIBLE_VERSION} through ${LANGUAGE_VERSION}.`
            );
          }
          this.language = language;
        } else {
          throw new Error("Argument must be a Language");
        }
        C._ts_parser_set_language(this[0], address);
        return this;
      }
      /**
       * Parse a slice of UTF8 text.
       *
       * @param {string | ParseCallback} callback - The UTF8-encoded text to parse or a callback function.
       *
       * @param {Tree | null} [oldTree] - A previous syntax tree parsed from the same document. If the text of the
       *   document has changed since `oldTree` was created, then you must edit `oldTree` to match
       *   the new text using {@link Tree#edit}.
       *
       * @param {ParseOptions} [options] - Options for parsing the text.
       *  This can be used to set the included ranges, or a progress callback.
       *
       * @returns {Tree | null} A {@link Tree} if parsing succeeded, or `null` if:
       *  - The parser has not yet had a language assigned with {@link Parser#setLanguage}.
       *  - The progress callback returned true.
       */
      parse(callback, oldTree, options) {
        if (typeof callback === "string") {
          C.currentParseCallback = (index) => callback.slice(index);
        } else if (typeof callback === "function") {
          C.currentParseCallback = callback;
        } else {
          throw new Error("Argument must be a string or a function");
        }
        if (options?.progressCallback) {
          C.currentProgressCallback = options.progressCallback;
        } else {
          C.currentProgressCallback = null;
        }
        if (this.logCallback) {
          C.currentLogCallback = this.logCallback;
          C._ts_parser_enable_logger_wasm(this[0], 1);
        } else {
          C.currentLogCallback = null;
          C._ts_parser_enable_logger_wasm(this[0], 0);
        }
        let rangeCount = 0;
        let rangeAddress = 0;
        if (options?.includedRanges) {
          rangeCount = options.includedRanges.length;
          rangeAddress = C._calloc(rangeCount, SIZE_OF_RANGE);
          let address = rangeAddress;
          for (let i2 = 0; i2 < rangeCount; i2++) {
            marshalRange(address, options.includedRanges[i2]);
            address += SIZE_OF_RANGE;
          }
        }
        const treeAddress = C._ts_parser_parse_wasm(
          this[0],
          this[1],
          oldTree ? oldTree[0] : 0,
          rangeAddress,
          rangeCount
        );
        if (!treeAddress) {
          C.currentParseCallback = null;
          C.currentLogCallback = null;
          C.currentProgressCallback = null;
          return null;
        }
        if (!this.language) {
          throw new Error("Parser must have a language to parse");
        }
        const result = new Tree(INTERNAL, treeAddress, this.language, C.currentParseCallback);
        C.currentParseCallback = null;
        C.currentLogCallback = null;
        C.currentProgressCallback = null;
        return result;
      }
      /**
       * Instruct the parser to start the next parse from the beginning.
       *
       * If the parser previously failed because of a callback, 
       * then by default, it will resume where it left off on the
       * next call to {@link Parser#parse} or other parsing functions.
       * If you don't want to resume, and instead intend to use this parser to
       * parse some other document, you must call `reset` first.
       */
      reset() {
        C._ts_parser_reset(this[0]);
      }
      /** Get the ranges of text that the parser will include when parsing. */
      getIncludedRanges() {
        C._ts_parser_included_ranges_wasm(this[0]);
        const count = C.getValue(TRANSFER_BUFFER, "i32");
        const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(count);
        if (count > 0) {
          let address = buffer;
          for (let i2 = 0; i2 < count; i2++) {
            result[i2] = unmarshalRange(address);
            address += SIZE_OF_RANGE;
          }
          C._free(buffer);
        }
        return result;
      }
      /** Set the logging callback that a parser should use during parsing. */
      setLogger(callback) {
        if (!callback) {
          this.logCallback = null;
        } else if (typeof callback !== "function") {
          throw new Error("Logger callback must be a function");
        } else {
          this.logCallback = callback;
        }
        return this;
      }
      /** Get the parser's current logger. */
      getLogger() {
        return this.logCallback;
      }
    };
    var PREDICATE_STEP_TYPE_CAPTURE = 1;
    var PREDICATE_STEP_TYPE_STRING = 2;
    var QUERY_WORD_REGEX = /[\w-]+/g;
    var CaptureQuantifier = {
      Zero: 0,
      ZeroOrOne: 1,
      ZeroOrMore: 2,
      One: 3,
      OneOrMore: 4
    };
    var isCaptureStep = /* @__PURE__ */ __name((step) => step.type === "capture", "isCaptureStep");
    var isStringStep = /* @__PURE__ */ __name((step) => step.type === "string", "isStringStep");
    var QueryErrorKind = {
      Syntax: 1,
      NodeName: 2,
      FieldName: 3,
      CaptureName: 4,
      PatternStructure: 5
    };
    var QueryError = class _QueryError extends Error {
      constructor(kind, info2, index, length) {
        super(_QueryError.formatMessage(kind, info2));
        this.kind = kind;
        this.info = info2;
        this.index = index;
        this.length = length;
        this.name = "QueryError";
      }
      kind;
      info;
      index;
      length;
      static {
        __name(this, "QueryError");
      }
      /** Formats an error message based on the error kind and info */
      static formatMessage(kind, info2) {
        switch (kind) {
          case QueryErrorKind.NodeName:
            return `Bad node name '${info2.word}'`;
          case QueryErrorKind.FieldName:
            return `Bad field name '${info2.word}'`;
          case QueryErrorKind.CaptureName:
            return `Bad capture name @${info2.word}`;
          case QueryErrorKind.PatternStructure:
            return `Bad pattern structure at offset ${info2.suffix}`;
          case QueryErrorKind.Syntax:
            return `Bad syntax at offset ${info2.suffix}`;
        }
      }
    };
    function parseAnyPredicate(steps, index, operator, textPredicates) {
      if (steps.length !== 3) {
        throw new Error(
          `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}`
        );
      }
      if (!isCaptureStep(steps[1])) {
        throw new Error(
          `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}"`
        );
      }
      const isPositive = operator === "eq?" || operator === "any-eq?";
      const matchAll = !operator.startsWith("any-");
      if (isCaptureStep(steps[2])) {
        const captureName1 = steps[1].name;
        const captureName2 = steps[2].name;
        textPredicates[index].push((captures) => {
          const nodes1 = [];
          const nodes2 = [];
          for (const c of captures) {
            if (c.name === captureName1) nodes1.push(c.node);
            if (c.name === captureName2) nodes2.push(c.node);
          }
          const compare = /* @__PURE__ */ __name((n1, n2, positive) => {
            return positive ? n1.text === n2.text : n1.text !== n2.text;
          }, "compare");
          return matchAll ? nodes1.every((n1) => nodes2.some((n2) => compare(n1, n2, isPositive))) : nodes1.some((n1) => nodes2.some((n2) => compare(n1, n2, isPositive)));
        });
      } else {
        const captureName = steps[1].name;
        const stringValue = steps[2].value;
        const matches = /* @__PURE__ */ __name((n) => n.text === stringValue, "matches");
        const doesNotMatch = /* @__PURE__ */ __name((n) => n.text !== stringValue, "doesNotMatch");
        textPredicates[index].push((captures) => {
          const nodes = [];
          for (const c of captures) {
            if (c.name === captureName) nodes.push(c.node);
          }
          const test = isPositive ? matches : doesNotMatch;
          return matchAll ? nodes.every(test) : nodes.some(test);
        });
      }
    }
    __name(parseAnyPredicate, "parseAnyPredicate");
    function parseMatchPredicate(steps, index, operator, textPredicates) {
      if (steps.length !== 3) {
        throw new Error(
          `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}.`
        );
      }
      if (steps[1].type !== "capture") {
        throw new Error(
          `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
        );
      }
      if (steps[2].type !== "string") {
        throw new Error(
          `Second argument of \`#${operator}\` predicate must be a string. Got @${steps[2].name}.`
        );
      }
      const isPositive = operator === "match?" || operator === "any-match?";
      const matchAll = !operator.startsWith("any-");
      const captureName = steps[1].name;
      const regex = new RegExp(steps[2].value);
      textPredicates[index].push((captures) => {
        const nodes = [];
        for (const c of captures) {
          if (c.name === captureName) nodes.push(c.node.text);
        }
        const test = /* @__PURE__ */ __name((text, positive) => {
          return positive ? regex.test(text) : !regex.test(text);
        }, "test");
        if (nodes.length === 0) return !isPositive;
        return matchAll ? nodes.every((text) => test(text, isPositive)) : nodes.some((text) => test(text, isPositive));
      });
    }
    __name(parseMatchPredicate, "parseMatchPredicate");
    function parseAnyOfPredicate(steps, index, operator, textPredicates) {
      if (steps.length < 2) {
        throw new Error(
          `Wrong number of arguments to \`#${operator}\` predicate. Expected at least 1. Got ${steps.length - 1}.`
        );
      }
      if (steps[1].type !== "capture") {
        throw new Error(
          `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
        );
      }
      const isPositive = operator === "any-of?";
      const captureName = steps[1].name;
      const stringSteps = steps.slice(2);
      if (!stringSteps.every(isStringStep)) {
        throw new Error(
          `Arguments to \`#${operator}\` predicate must be strings.".`
        );
      }
      const values = stringSteps.map((s) => s.value);
      textPredicates[index].push((captures) => {
        const nodes = [];
        for (const c of captures) {
          if (c.name === captureName) nodes.push(c.node.text);
        }
        if (nodes.length === 0) return !isPositive;
        return nodes.every((text) => values.includes(text)) === isPositive;
      });
    }
    __name(parseAnyOfPredicate, "parseAnyOfPredicate");
    function parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties) {
      if (steps.length < 2 || steps.length > 3) {
        throw new Error(
          `Wrong number of arguments to \`#${operator}\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`
        );
      }
      if (!steps.every(isStringStep)) {
        throw new Error(
          `Arguments to \`#${operator}\` predicate must be strings.".`
        );
      }
      const properties = operator === "is?" ? assertedProperties : refutedProperties;
      if (!properties[index]) properties[index] = {};
      properties[index][steps[1].value] = steps[2]?.value ?? null;
    }
    __name(parseIsPredicate, "parseIsPredicate");
    function parseSetDirective(steps, index, setProperties) {
      if (steps.length < 2 || steps.length > 3) {
        throw new Error(`Wrong number of arguments to \`#set!\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`);
      }
      if (!steps.every(isStringStep)) {
        throw new Error(`Arguments to \`#set!\` predicate must be strings.".`);
      }
      if (!setProperties[index]) setProperties[index] = {};
      setProperties[index][steps[1].value] = steps[2]?.value ?? null;
    }
    __name(parseSetDirective, "parseSetDirective");
    function parsePattern(index, stepType, stepValueId, captureNames, stringValues, steps, textPredicates, predicates, setProperties, assertedProperties, refutedProperties) {
      if (stepType === PREDICATE_STEP_TYPE_CAPTURE) {
        const name2 = captureNames[stepValueId];
        steps.push({ type: "capture", name: name2 });
      } else if (stepType === PREDICATE_STEP_TYPE_STRING) {
        steps.push({ type: "string", value: stringValues[stepValueId] });
      } else if (steps.length > 0) {
        if (steps[0].type !== "string") {
          throw new Error("Predicates must begin with a literal value");
        }
        const operator = steps[0].value;
        switch (operator) {
          case "any-not-eq?":
          case "not-eq?":
          case "any-eq?":
          case "eq?":
            parseAnyPredicate(steps, index, operator, textPredicates);
            break;
          case "any-not-match?":
          case "not-match?":
          case "any-match?":
          case "match?":
            parseMatchPredicate(steps, index, operator, textPredicates);
            break;
          case "not-any-of?":
          case "any-of?":
            parseAnyOfPredicate(steps, index, operator, textPredicates);
            break;
          case "is?":
          case "is-not?":
            parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties);
            break;
          case "set!":
            parseSetDirective(steps, index, setProperties);
            break;
          default:
            predicates[index].push({ operator, operands: steps.slice(1) });
        }
        steps.length = 0;
      }
    }
    __name(parsePattern, "parsePattern");
    var finalizer5 = newFinalizer((address) => {
      C._ts_query_delete(address);
    });
    var Query = class {
      static {
        __name(this, "Query");
      }
      /** @internal */
      [0] = 0;
      // Internal handle for Wasm
      /** @internal */
      exceededMatchLimit;
      /** @internal */
      textPredicates;
      /** The names of the captures used in the query. */
      captureNames;
      /** The quantifiers of the captures used in the query. */
      captureQuantifiers;
      /**
       * The other user-defined predicates associated with the given index.
       *
       * This includes predicates with operators other than:
       * - `match?`
       * - `eq?` and `not-eq?`
       * - `any-of?` and `not-any-of?`
       * - `is?` and `is-not?`
       * - `set!`
       */
      predicates;
      /** The properties for predicates with the operator `set!`. */
      setProperties;
      /** The properties for predicates with the operator `is?`. */
      assertedProperties;
      /** The properties for predicates with the operator `is-not?`. */
      refutedProperties;
      /** The maximum number of in-progress matches for this cursor. */
      matchLimit;
      /**
       * Create a new query from a string containing one or more S-expression
       * patterns.
       *
       * The query is associated with a particular language, and can only be run
       * on syntax nodes parsed with that language. References to Queries can be
       * shared between multiple threads.
       *
       * @link {@see https://tree-sitter.github.io/tree-sitter/using-parsers/queries}
       */
      constructor(language, source) {
        const sourceLength = C.lengthBytesUTF8(source);
        const sourceAddress = C._malloc(sourceLength + 1);
        C.stringToUTF8(source, sourceAddress, sourceLength + 1);
        const address = C._ts_query_new(
          language[0],
          sourceAddress,
          sourceLength,
          TRANSFER_BUFFER,
          TRANSFER_BUFFER + SIZE_OF_INT
        );
        if (!address) {
          const errorId = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
          const errorByte = C.getValue(TRANSFER_BUFFER, "i32");
          const errorIndex = C.UTF8ToString(sourceAddress, errorByte).length;
          const suffix = source.slice(errorIndex, errorIndex + 100).split("\n")[0];
          const word = suffix.match(QUERY_WORD_REGEX)?.[0] ?? "";
          C._free(sourceAddress);
          switch (errorId) {
            case QueryErrorKind.Syntax:
              throw new QueryError(QueryErrorKind.Syntax, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
            case QueryErrorKind.NodeName:
              throw new QueryError(errorId, { word }, errorIndex, word.length);
            case QueryErrorKind.FieldName:
              throw new QueryError(errorId, { word }, errorIndex, word.length);
            case QueryErrorKind.CaptureName:
              throw new QueryError(errorId, { word }, errorIndex, word.length);
            case QueryErrorKind.PatternStructure:
              throw new QueryError(errorId, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
          }
        }
        const stringCount = C._ts_query_string_count(address);
        const captureCount = C._ts_query_capture_count(address);
        const patternCount = C._ts_query_pattern_count(address);
        const captureNames = new Array(captureCount);
        const captureQuantifiers = new Array(patternCount);
        const stringValues = new Array(stringCount);
        for (let i2 = 0; i2 < captureCount; i2++) {
          const nameAddress = C._ts_query_capture_name_for_id(
            address,
            i2,
            TRANSFER_BUFFER
          );
          const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
          captureNames[i2] = C.UTF8ToString(nameAddress, nameLength);
        }
        for (let i2 = 0; i2 < patternCount; i2++) {
          const captureQuantifiersArray = new Array(captureCount);
          for (let j = 0; j < captureCount; j++) {
            const quantifier = C._ts_query_capture_quantifier_for_id(address, i2, j);
            captureQuantifiersArray[j] = quantifier;
          }
          captureQuantifiers[i2] = captureQuantifiersArray;
        }
        for (let i2 = 0; i2 < stringCount; i2++) {
          const valueAddress = C._ts_query_string_value_for_id(
            address,
            i2,
            TRANSFER_BUFFER
          );
          const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
          stringValues[i2] = C.UTF8ToString(valueAddress, nameLength);
        }
        const setProperties = new Array(patternCount);
        const assertedProperties = new Array(patternCount);
        const refutedProperties = new Array(patternCount);
        const predicates = new Array(patternCount);
        const textPredicates = new Array(patternCount);
        for (let i2 = 0; i2 < patternCount; i2++) {
          const predicatesAddress = C._ts_query_predicates_for_pattern(address, i2, TRANSFER_BUFFER);
          const stepCount = C.getValue(TRANSFER_BUFFER, "i32");
          predicates[i2] = [];
          textPredicates[i2] = [];
          const steps = new Array();
          let stepAddress = predicatesAddress;
          for (let j = 0; j < stepCount; j++) {
            const stepType = C.getValue(stepAddress, "i32");
            stepAddress += SIZE_OF_INT;
            const stepValueId = C.getValue(stepAddress, "i32");
            stepAddress += SIZE_OF_INT;
            parsePattern(
              i2,
              stepType,
              stepValueId,
              captureNames,
              stringValues,
              steps,
              textPredicates,
              predicates,
              setProperties,
              assertedProperties,
              refutedProperties
            );
          }
          Object.freeze(textPredicates[i2]);
          Object.freeze(predicates[i2]);
          Object.freeze(setProperties[i2]);
          Object.freeze(assertedProperties[i2]);
          Object.freeze(refutedProperties[i2]);
        }
        C._free(sourceAddress);
        this[0] = address;
        this.captureNames = captureNames;
        this.captureQuantifiers = captureQuantifiers;
        this.textPredicates = textPredicates;
        this.predicates = predicates;
        this.setProperties = setProperties;
        this.assertedProperties = assertedProperties;
        this.refutedProperties = refutedProperties;
        this.exceededMatchLimit = false;
        finalizer5?.register(this, address, this);
      }
      /** Delete the query, freeing its resources. */
      delete() {
        finalizer5?.unregister(this);
        C._ts_query_delete(this[0]);
        this[0] = 0;
      }
      /**
       * Iterate over all of the matches in the order that they were found.
       *
       * Each match contains the index of the pattern that matched, and a list of
       * captures. Because multiple patterns can match the same set of nodes,
       * one match may contain captures that appear *before* some of the
       * captures from a previous match.
       *
       * @param {Node} node - The node to execute the query on.
       *
       * @param {QueryOptions} options - Options for query execution.
       */
      matches(node, options = {}) {
        const startPosition = options.startPosition ?? ZERO_POINT;
        const endPosition = options.endPosition ?? ZERO_POINT;
        const startIndex = options.startIndex ?? 0;
        const endIndex = options.endIndex ?? 0;
        const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
        const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
        const startContainingIndex = options.startContainingIndex ?? 0;
        const endContainingIndex = options.endContainingIndex ?? 0;
        const matchLimit = options.matchLimit ?? 4294967295;
        const maxStartDepth = options.maxStartDepth ?? 4294967295;
        const progressCallback = options.progressCallback;
        if (typeof matchLimit !== "number") {
          throw new Error("Arguments must be numbers");
        }
        this.matchLimit = matchLimit;
        if (endIndex !== 0 && startIndex > endIndex) {
          throw new Error("`startIndex` cannot be greater than `endIndex`");
        }
        if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
          throw new Error("`startPosition` cannot be greater than `endPosition`");
        }
        if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
          throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
        }
        if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
          throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
        }
        if (progressCallback) {
          C.currentQueryProgressCallback = progressCallback;
        }
        marshalNode(node);
        C._ts_query_matches_wasm(
          this[0],
          node.tree[0],
          startPosition.row,
          startPosition.column,
          endPosition.row,
          endPosition.column,
          startIndex,
          endIndex,
          startContainingPosition.row,
          startContainingPosition.column,
          endContainingPosition.row,
          endContainingPosition.column,
          startContainingIndex,
          endContainingIndex,
          matchLimit,
          maxStartDepth
        );
        const rawCount = C.getValue(TRANSFER_BUFFER, "i32");
        const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
        const result = new Array(rawCount);
        this.exceededMatchLimit = Boolean(didExceedMatchLimit);
        let filteredCount = 0;
        let address = startAddress;
        for (let i2 = 0; i2 < rawCount; i2++) {
          const patternIndex = C.getValue(address, "i32");
          address += SIZE_OF_INT;
          const captureCount = C.getValue(address, "i32");
          address += SIZE_OF_INT;
          const captures = new Array(captureCount);
          address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
          if (this.textPredicates[patternIndex].every((p) => p(captures))) {
            result[filteredCount] = { patternIndex, captures };
            const setProperties = this.setProperties[patternIndex];
            result[filteredCount].setProperties = setProperties;
            const assertedProperties = this.assertedProperties[patternIndex];
            result[filteredCount].assertedProperties = assertedProperties;
            const refutedProperties = this.refutedProperties[patternIndex];
            result[filteredCount].refutedProperties = refutedProperties;
            filteredCount++;
          }
        }
        result.length = filteredCount;
        C._free(startAddress);
        C.currentQueryProgressCallback = null;
        return result;
      }
      /**
       * Iterate over all of the individual captures in the order that they
       * appear.
       *
       * This is useful if you don't care about which pattern matched, and just
       * want a single, ordered sequence of captures.
       *
       * @param {Node} node - The node to execute the query on.
       *
       * @param {QueryOptions} options - Options for query execution.
       */
      captures(node, options = {}) {
        const startPosition = options.startPosition ?? ZERO_POINT;
        const endPosition = options.endPosition ?? ZERO_POINT;
        const startIndex = options.startIndex ?? 0;
        const endIndex = options.endIndex ?? 0;
        const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
        const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
        const startContainingIndex = options.startContainingIndex ?? 0;
        const endContainingIndex = options.endContainingIndex ?? 0;
        const matchLimit = options.matchLimit ?? 4294967295;
        const maxStartDepth = options.maxStartDepth ?? 4294967295;
        const progressCallback = options.progressCallback;
        if (typeof matchLimit !== "number") {
          throw new Error("Arguments must be numbers");
        }
        this.matchLimit = matchLimit;
        if (endIndex !== 0 && startIndex > endIndex) {
          throw new Error("`startIndex` cannot be greater than `endIndex`");
        }
        if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
          throw new Error("`startPosition` cannot be greater than `endPosition`");
        }
        if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
          throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
        }
        if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
          throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
        }
        if (progressCallback) {
          C.currentQueryProgressCallback = progressCallback;
        }
        marshalNode(node);
        C._ts_query_captures_wasm(
          this[0],
          node.tree[0],
          startPosition.row,
          startPosition.column,
          endPosition.row,
          endPosition.column,
          startIndex,
          endIndex,
          startContainingPosition.row,
          startContainingPosition.column,
          endContainingPosition.row,
          endContainingPosition.column,
          startContainingIndex,
          endContainingIndex,
          matchLimit,
          maxStartDepth
        );
        const count = C.getValue(TRANSFER_BUFFER, "i32");
        const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
        const result = new Array();
        this.exceededMatchLimit = Boolean(didExceedMatchLimit);
        const captures = new Array();
        let address = startAddress;
        for (let i2 = 0; i2 < count; i2++) {
          const patternIndex = C.getValue(address, "i32");
          address += SIZE_OF_INT;
          const captureCount = C.getValue(address, "i32");
          address += SIZE_OF_INT;
          const captureIndex = C.getValue(address, "i32");
          address += SIZE_OF_INT;
          captures.length = captureCount;
          address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
          if (this.textPredicates[patternIndex].every((p) => p(captures))) {
            const capture = captures[captureIndex];
            const setProperties = this.setProperties[patternIndex];
            capture.setProperties = setProperties;
            const assertedProperties = this.assertedProperties[patternIndex];
            capture.assertedProperties = assertedProperties;
            const refutedProperties = this.refutedProperties[patternIndex];
            capture.refutedProperties = refutedProperties;
            result.push(capture);
          }
        }
        C._free(startAddress);
        C.currentQueryProgressCallback = null;
        return result;
      }
      /** Get the predicates for a given pattern. */
      predicatesForPattern(patternIndex) {
        return this.predicates[patternIndex];
      }
      /**
       * Disable a certain capture within a query.
       *
       * This prevents the capture from being returned in matches, and also
       * avoids any resource usage associated with recording the capture.
       */
      disableCapture(captureName) {
        const captureNameLength = C.lengthBytesUTF8(captureName);
        const captureNameAddress = C._malloc(captureNameLength + 1);
        C.stringToUTF8(captureName, captureNameAddress, captureNameLength + 1);
        C._ts_query_disable_capture(this[0], captureNameAddress, captureNameLength);
        C._free(captureNameAddress);
      }
      /**
       * Disable a certain pattern within a query.
       *
       * This prevents the pattern from matching, and also avoids any resource
       * usage associated with the pattern. This throws an error if the pattern
       * index is out of bounds.
       */
      disablePattern(patternIndex) {
        if (patternIndex >= this.predicates.length) {
          throw new Error(
            `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
          );
        }
        C._ts_query_disable_pattern(this[0], patternIndex);
      }
      /**
       * Check if, on its last execution, this cursor exceeded its maximum number
       * of in-progress matches.
       */
      didExceedMatchLimit() {
        return this.exceededMatchLimit;
      }
      /** Get the byte offset where the given pattern starts in the query's source. */
      startIndexForPattern(patternIndex) {
        if (patternIndex >= this.predicates.length) {
          throw new Error(
            `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
          );
        }
        return C._ts_query_start_byte_for_pattern(this[0], patternIndex);
      }
      /** Get the byte offset where the given pattern ends in the query's source. */
      endIndexForPattern(patternIndex) {
        if (patternIndex >= this.predicates.length) {
          throw new Error(
            `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
          );
        }
        return C._ts_query_end_byte_for_pattern(this[0], patternIndex);
      }
      /** Get the number of patterns in the query. */
      patternCount() {
        return C._ts_query_pattern_count(this[0]);
      }
      /** Get the index for a given capture name. */
      captureIndexForName(captureName) {
        return this.captureNames.indexOf(captureName);
      }
      /** Check if a given pattern within a query has a single root node. */
      isPatternRooted(patternIndex) {
        return C._ts_query_is_pattern_rooted(this[0], patternIndex) === 1;
      }
      /** Check if a given pattern within a query has a single root node. */
      isPatternNonLocal(patternIndex) {
        return C._ts_query_is_pattern_non_local(this[0], patternIndex) === 1;
      }
      /**
       * Check if a given step in a query is 'definite'.
       *
       * A query step is 'definite' if its parent pattern will be guaranteed to
       * match successfully once it reaches the step.
       */
      isPatternGuaranteedAtStep(byteIndex) {
        return C._ts_query_is_pattern_guaranteed_at_step(this[0], byteIndex) === 1;
      }
    };
    module.exports.default = module.exports;
  }
});

// src/node/shellParser.ts
var shellParser_exports = {};
__export2(shellParser_exports, {
  loadShellParser: () => loadShellParser,
  shellParserFiles: () => shellParserFiles
});
function shellParserFiles(folder) {
  const beside = { runtime: (0, import_node_path9.join)(folder, SHELL_PARSER_FILES.runtime), grammar: (0, import_node_path9.join)(folder, SHELL_PARSER_FILES.grammar) };
  if ((0, import_node_fs12.existsSync)(beside.runtime) && (0, import_node_fs12.existsSync)(beside.grammar)) return beside;
  const packages = (0, import_node_path9.join)(__dirname, "..", "..", "node_modules");
  return { runtime: (0, import_node_path9.join)(packages, "web-tree-sitter", SHELL_PARSER_FILES.runtime), grammar: (0, import_node_path9.join)(packages, "tree-sitter-bash", SHELL_PARSER_FILES.grammar) };
}
function loadShellParser(folder) {
  loading ??= load6(shellParserFiles(folder));
  return loading;
}
function setWasmFlags() {
  for (const flag of WASM_FLAGS) (0, import_node_v8.setFlagsFromString)(flag);
}
function resetWasmFlags() {
  for (const flag of DEFAULT_FLAGS) (0, import_node_v8.setFlagsFromString)(flag);
}
async function load6(files) {
  setWasmFlags();
  let parser;
  try {
    const runtime = new wasm.Module((0, import_node_fs12.readFileSync)(files.runtime));
    await import_web_tree_sitter2.Parser.init({
      instantiateWasm(imports, done) {
        done(new wasm.Instance(runtime, imports), runtime);
        return {};
      }
    });
    const language = import_web_tree_sitter2.Language.loadSync(new wasm.Module((0, import_node_fs12.readFileSync)(files.grammar)));
    parser = new import_web_tree_sitter2.Parser();
    parser.setLanguage(language);
  } finally {
    resetWasmFlags();
  }
  return (command, use) => {
    setWasmFlags();
    try {
      const tree = parser.parse(command);
      if (tree === null) throw new Error("the shell parser returned no tree");
      try {
        return use(tree.rootNode);
      } finally {
        tree.delete();
      }
    } finally {
      resetWasmFlags();
    }
  };
}
var import_node_fs12, import_node_path9, import_node_v8, import_web_tree_sitter2, loading, WASM_FLAGS, DEFAULT_FLAGS, wasm;
var init_shellParser = __esm({
  "src/node/shellParser.ts"() {
    "use strict";
    import_node_fs12 = require("node:fs");
    import_node_path9 = require("node:path");
    import_node_v8 = require("node:v8");
    import_web_tree_sitter2 = __toESM2(require_web_tree_sitter2());
    init_hookFiles();
    WASM_FLAGS = ["--liftoff-only", "--wasm-lazy-validation"];
    DEFAULT_FLAGS = ["--no-liftoff-only", "--no-wasm-lazy-validation", "--wasm-tier-up", "--wasm-dynamic-tiering"];
    wasm = globalThis.WebAssembly;
  }
});

// src/hook/opencodeGuard.ts
var opencodeGuard_exports = {};
__export2(opencodeGuard_exports, {
  after: () => after,
  before: () => before
});
module.exports = __toCommonJS2(opencodeGuard_exports);

// src/core/agentHook/agents.ts
var AGENTS = ["claude", "vscode", "copilot", "codex", "gemini", "cursor", "cline", "opencode"];
function isAgentName(value) {
  return AGENTS.includes(value ?? "");
}

// src/core/agentHook/dialect.ts
function shellCommandArgument(input) {
  for (const value of [input.command, input.cmd]) {
    if (typeof value === "string") return value;
    if (Array.isArray(value) && value.every((v) => typeof v === "string")) return value;
  }
  return void 0;
}
function shellTool(name2) {
  return { name: name2, command: shellCommandArgument };
}
var HOOK_MARKER = "guarded-edit-hook";
function json(value) {
  return JSON.stringify(value);
}
function blockingDeny(form) {
  return (name2, reason) => ({ stdout: json(form(name2, reason)), stderr: reason, exitCode: 2 });
}
function toldAfter(form) {
  return (name2, reason) => ({ stdout: json(form(name2, reason)), exitCode: 0 });
}
function asking(form) {
  return (name2, reason) => ({ stdout: json(form(name2, reason)), exitCode: 0 });
}
function hookSpecificOutput(decision) {
  return (name2, reason) => ({ hookSpecificOutput: { hookEventName: hookEventNameOf(name2), permissionDecision: decision, permissionDecisionReason: reason } });
}
var SILENT = { exitCode: 0 };
var silent = () => SILENT;
function hookEventNameOf(name2) {
  return name2 === "" || name2 === "preToolUse" ? "PreToolUse" : name2;
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
  return (event2, command) => {
    const hook = { type: "command", command, timeout: HOOK_TIMEOUT_S };
    return event2 === "UserPromptSubmit" ? { hooks: [hook] } : { matcher, hooks: [hook] };
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
  const name2 = str(raw.hookName) ?? "";
  const base = { agent, name: name2, session: str(raw.taskId) ?? "", roots: stringList(raw.workspaceRoots) };
  const moment = MOMENT_OF[name2] ?? "other";
  const call = CALL_KEY[name2] === void 0 ? void 0 : raw[CALL_KEY[name2]];
  if (isRecord(call)) return { ...base, moment, tool: str(call.name) ?? "", input: call.input };
  const legacy = { PreToolUse: "preToolUse", PostToolUse: "postToolUse", UserPromptSubmit: "userPromptSubmit", prompt_submit: "userPromptSubmit" }[name2];
  const body2 = legacy === void 0 ? void 0 : raw[legacy];
  const part = isRecord(body2) ? body2 : {};
  if (moment === "prompt") return { ...base, moment, tool: "", input: void 0, ...str(part.prompt) !== void 0 ? { prompt: str(part.prompt) } : {} };
  return { ...base, moment, tool: str(part.toolName) ?? "", input: part.parameters };
}
var cline = {
  name: "cline",
  title: "Cline",
  recognises: (event2) => "hookName" in event2 || "clineVersion" in event2,
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
function codexEventLabel(event2) {
  return event2.replace(/(?<=[a-z0-9])([A-Z])/g, "_$1").toLowerCase();
}
function codexHookKey(file, event2, group, handler) {
  return `${file}:${codexEventLabel(event2)}:${group}:${handler}`;
}
function canonical(value) {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== "object" || value === null) return value;
  const record2 = value;
  return Object.fromEntries(Object.keys(record2).filter((k) => record2[k] !== void 0).sort().map((k) => [k, canonical(record2[k])]));
}
function codexHookIdentity(event2, matcher, handler) {
  const label = codexEventLabel(event2);
  const trimmed = matcher?.trim();
  const timeout = Math.max(1, Math.floor(handler.timeout ?? 600));
  return JSON.stringify(canonical({
    event_name: label,
    matcher: NO_MATCHER.has(label) || trimmed === "" ? void 0 : trimmed,
    hooks: [{ type: "command", command: handler.command, timeout, async: handler.async ?? false, statusMessage: handler.statusMessage }]
  }));
}
function codexHookHash(event2, matcher, handler, sha256Hex2) {
  return `sha256:${sha256Hex2(codexHookIdentity(event2, matcher, handler))}`;
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
  let script2;
  if (Array.isArray(command)) {
    const argv = command.slice(0, 16).filter((a) => typeof a === "string");
    if (argv.length >= 2 && /^(?:apply_patch|applypatch)$/.test(argv[0])) return withFolder({ patch: patchText(argv[1]) }, workdir);
    if (argv.length >= 3 && /^(?:\S*\/)?(?:bash|sh|zsh|dash)$/.test(argv[0]) && /^-l?c$/.test(argv[1])) script2 = argv[2];
  } else if (typeof command === "string") {
    script2 = SHELL_WRAPPER.test(command) ? shellWord(command.replace(SHELL_WRAPPER, "")).word : command;
  }
  if (script2 === void 0) return void 0;
  const found = APPLY_PATCH_COMMAND.exec(script2);
  if (found === null) return void 0;
  const patch = patchText(script2.slice(found.index));
  let folder;
  if (LEADING_CD.test(script2)) {
    const cd = shellWord(script2.replace(LEADING_CD, ""));
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
  const start2 = text.indexOf(BEGIN);
  if (start2 < 0) return "";
  const end = text.indexOf(END, start2);
  return end < 0 ? text.slice(start2) : text.slice(start2, end + END.length);
}
function shellWord(text) {
  let word = "";
  let i2 = 0;
  while (i2 < text.length && /\s/.test(text[i2])) i2++;
  while (i2 < text.length && !/\s/.test(text[i2])) {
    const c = text[i2];
    if (c === "'") {
      const close = text.indexOf("'", i2 + 1);
      const end = close < 0 ? text.length : close;
      word += text.slice(i2 + 1, end);
      i2 = end + 1;
    } else if (c === '"') {
      i2++;
      while (i2 < text.length && text[i2] !== '"') {
        if (text[i2] === "\\" && i2 + 1 < text.length && '"\\$`\n'.includes(text[i2 + 1])) i2++;
        word += text[i2];
        i2++;
      }
      i2++;
    } else if (c === "\\" && i2 + 1 < text.length) {
      word += text[i2 + 1];
      i2 += 2;
    } else if (c === ";" || c === "&" || c === "|") {
      break;
    } else {
      word += c;
      i2++;
    }
  }
  return { word, rest: text.slice(Math.min(i2, text.length)) };
}

// src/core/agentHook/dialects/codex.ts
var CODEX_MATCHER = "apply_patch|Edit|Write|Bash";
var CODEX_HOME = { variable: "CODEX_HOME", inHome: ".codex" };
var codex = {
  name: "codex",
  title: "Codex CLI",
  recognises: (event2) => "turn_id" in event2,
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
      const before2 = ours.filter((h) => h.event === "PreToolUse");
      const status = before2.map((h) => codexTrustStatus(h.hash, kept.get(h.key)));
      if (before2.length > 0 && status.every((s) => s === "trusted")) {
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
  for (const [event2, groups] of Object.entries(hooks).slice(0, 100)) {
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
        found.push({ event: event2, key: codexHookKey(file, event2, g, h), hash: codexHookHash(event2, matcher, config, sha256Hex2) });
      });
    });
  }
  return found;
}
var CONFIG_LINES = 1e5;
function trustsProject(config, project) {
  const header = `[projects.${JSON.stringify(project)}]`;
  const start2 = config.indexOf(header);
  if (start2 < 0) return false;
  for (const line of config.slice(start2 + header.length).split("\n", CONFIG_LINES).slice(1)) {
    const trimmed = line.trim();
    if (trimmed.startsWith("[")) return false;
    if (/^trust_level\s*=\s*"trusted"/.test(trimmed)) return true;
  }
  return false;
}

// lazy-module:jsonc-parser
var loaded;
var load = () => loaded ??= (init_main(), __toCommonJS2(main_exports));
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
  const before2 = text.slice(0, offset);
  const line = before2.split("\n").length;
  return `line ${line}, column ${offset - before2.lastIndexOf("\n")}`;
}
function readJsonc(text) {
  const body2 = text.charCodeAt(0) === 65279 ? text.slice(1) : text;
  const errors = [];
  const value = parse3(body2, errors, PARSE_OPTIONS);
  if (errors.length > 0) {
    const first = errors[0];
    return { ok: false, problem: `it is not valid JSON (${printParseErrorCode2(first.error)} at ${lineAndColumn(body2, first.offset)})` };
  }
  return { ok: true, value, hasComments: hasComment(body2) };
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
  recognises: (event2) => "toolName" in event2 || "toolArgs" in event2 || "sessionId" in event2,
  // From Claude's files: Claude's keys and tool names, its own argument names.
  recognisesLate: (event2) => {
    const input = event2.tool_input;
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
      const read2 = readJsonc(texts[0] ?? "");
      if (!read2.ok) return { ok: false, line: `Copilot CLI's config.json cannot be read (${read2.problem}), so whether it trusts ${project} is unknown: fix the file, or start copilot in ${project} and trust the folder again.` };
      const config = read2.value;
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
  recognises: (event2) => "conversation_id" in event2 || "workspace_roots" in event2 || "cursor_version" in event2,
  events: {
    before: ["preToolUse", "beforeReadFile", "beforeShellExecution"],
    after: ["postToolUse", "afterFileEdit", "afterShellExecution"],
    prompt: ["beforeSubmitPrompt"],
    ignored: ["sessionStart", "sessionEnd", "stop", "subagentStart", "subagentStop", "preCompact", "postToolUseFailure", "afterAgentResponse", "afterAgentThought", "beforeMCPExecution", "afterMCPExecution", "afterTabFileEdit", "beforeTabFileRead"]
  },
  readEvent: (raw, agent) => {
    const name2 = str(raw.hook_event_name) ?? str(raw.hookEventName);
    if (name2 !== "beforeReadFile" && name2 !== "afterFileEdit" && name2 !== "beforeShellExecution" && name2 !== "afterShellExecution") return void 0;
    const base = { agent, name: name2, session: str(raw.session_id) ?? str(raw.sessionId) ?? str(raw.conversation_id) ?? "", roots: stringList(raw.workspace_roots), ...str(raw.cwd) ? { cwd: str(raw.cwd) } : {} };
    if (name2 === "beforeShellExecution" || name2 === "afterShellExecution") {
      return { ...base, moment: name2 === "beforeShellExecution" ? "before" : "after", tool: "Shell", input: { command: raw.command, ...str(raw.cwd) ? { cwd: raw.cwd } : {} } };
    }
    const event2 = name2 === "beforeReadFile" ? { ...base, moment: "before", tool: "Read", input: { file_path: raw.file_path }, recordWhenAllowed: true } : { ...base, moment: "after", tool: "MultiEdit", input: { file_path: raw.file_path, edits: raw.edits } };
    return event2;
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
  recognises: (event2) => GEMINI_EVENTS.has(str(event2.hook_event_name) ?? ""),
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
    entry: (event2, command) => {
      const hook = { type: "command", command, timeout: HOOK_TIMEOUT_S * 1e3 };
      return event2 === "BeforeAgent" ? { hooks: [hook] } : { matcher: GEMINI_MATCHER, hooks: [hook] };
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
    judge: ({ scope, texts, env, project, within, dirname: dirname5 }) => {
      if (scope === "user") return void 0;
      const folders = parseJson(texts[0] ?? "");
      const rules = isRecord(folders) ? Object.entries(folders) : [];
      const trust = env.GEMINI_CLI_TRUST_WORKSPACE === "true" || rules.some(([f, level]) => level === "TRUST_FOLDER" && within(project, f) || level === "TRUST_PARENT" && within(project, dirname5(f)));
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
  const name2 = str(raw.opencode);
  if (name2 === void 0) return void 0;
  const directory = str(raw.directory) ?? "";
  const worktree = str(raw.worktree) ?? "";
  const root = worktree !== "" && worktree !== "/" ? worktree : directory;
  const input = isRecord(raw.args) ? raw.args : {};
  return {
    agent,
    name: name2,
    moment: MOMENT_OF2[name2] ?? "other",
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
  recognises: (event2) => typeof event2.opencode === "string",
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
  recognises: (event2) => "hookEventName" in event2 && !("toolName" in event2) && !("toolArgs" in event2),
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
var DETECTION_ORDER = [opencode, cline, cursor, codex, gemini, vscode, copilot, claude];
var DEFAULT_DIALECT = claude;

// src/core/agentHook/answers.ts
function unenforcedAskReason(agent, reason) {
  return `${reason}

${DIALECTS[agent].title} does not ask the person when a hook answers "ask" (or no one is there to ask), so Guarded Edit refuses this call: a person must make this change themselves or allow it.`;
}
function answerFor(agent, moment, name2, verdict) {
  const { answers } = DIALECTS[agent];
  if (moment !== "before") return answers.quiet(moment);
  if (verdict.kind === "allow") return answers.allow;
  if (verdict.kind === "ask" && answers.ask) return answers.ask(name2, verdict.reason);
  return answers.deny(name2, verdict.kind === "ask" ? unenforcedAskReason(agent, verdict.reason) : verdict.reason);
}
function quietAnswer(agent, moment) {
  return DIALECTS[agent].answers.quiet(moment);
}
function failureAfterAnswer(agent, moment, reason) {
  return { ...quietAnswer(agent, moment), stderr: reason, exitCode: 1 };
}

// src/core/platform/ports.ts
var POSIX = { sep: "/", caseSensitive: true, windows: false };
var MACOS = { sep: "/", caseSensitive: false, windows: false };
var WINDOWS = { sep: "\\", caseSensitive: false, windows: true };
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

// src/core/platform/keyedQueue.ts
function fileKey(realPath, caseSensitive) {
  return caseSensitive ? realPath : realPath.toLowerCase();
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

// src/core/errors/bounded.ts
var MAX_ERRORS_PER_RESULT = 20;

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
  return items.map((i2) => i2.displayPath === i2.absolutePath ? quotePath(i2.absolutePath) : `${quote(i2.displayPath)} (${quotePath(i2.absolutePath)})`).join(", ");
}
function existsInSeveralError(raw, items) {
  return guardedError(
    "AMBIGUOUS_PATH",
    `file_path ${quote(raw)} exists in several workspace folders: ${listInterpretations(items)}.`,
    FILE_PATH,
    `Give the absolute path of the one you mean, like ${quotePath(items[0].absolutePath)}; a path starting with a folder name works when only that one exists.`
  );
}
function sharedFolderNameError(raw, name2, items) {
  return guardedError(
    "AMBIGUOUS_PATH",
    `file_path ${quote(raw)} starts with ${quote(name2)}, the name of several workspace folders; it could be ${listInterpretations(items)}.`,
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
async function checkExistingTarget(realPath, context, fs2, known) {
  const { label, purpose } = context;
  const info2 = known ?? await attemptFs(() => fs2.stat(realPath));
  if (!info2.ok) return { size: 0, errors: [fsFailureError(label, info2.errno)] };
  const { kind, size, readonly } = info2.value;
  if (kind !== "file") return { size: 0, errors: [notAFileError(label, kind, context.workspaceFolder)] };
  if (purpose === "create") return { size, errors: [] };
  const errors = [];
  if (purpose === "edit" && readonly) errors.push(readOnlyError(label));
  if (size > context.maxFileBytes) errors.push(fileTooLargeError(label, size, context.maxFileBytes, purpose));
  const { textHeads } = context;
  if (context.mayReadContent && !textHeads?.known(realPath, info2.value.stamp)) {
    const head = await attemptFs(() => fs2.readHead(realPath, BINARY_SNIFF_BYTES));
    let text = false;
    if (!head.ok) errors.push(fsFailureError(label, head.errno, `${describeTarget(label)} could not be read`));
    else {
      const nul = head.value.subarray(0, BINARY_SNIFF_BYTES).indexOf(0);
      if (nul >= 0 && !startsWithUtf16Bom(head.value)) errors.push(binaryFileError(label, nul, purpose));
      else text = true;
    }
    textHeads?.record(realPath, info2.value.stamp, text);
  }
  return { size, errors };
}
async function checkCreateLocation(ancestorRealPath, ancestorDisplay, label, fs2) {
  const info2 = await attemptFs(() => fs2.stat(ancestorRealPath));
  if (!info2.ok) return [fsFailureError(label, info2.errno)];
  const shown = quote(ancestorDisplay === "" ? "." : ancestorDisplay);
  if (info2.value.kind !== "directory") {
    return [
      guardedError(
        "NOT_A_FILE",
        `${describeTarget(label)} cannot be created: ${shown} is ${kindPhrase(info2.value.kind)}, not a folder, so nothing can be created inside it.`,
        FILE_PATH2,
        `Choose a path whose folders are folders; ${shown} itself may be the file you mean.`
      )
    ];
  }
  if (info2.value.readonly) {
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
    const parts2 = afterSlashes.split(/[\\/]/);
    const server = parts2[0];
    const share = parts2[1] ?? "";
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
  for (let i2 = 0; i2 < base.segments.length; i2 += 1) {
    if (!sameName(base.segments[i2], target.segments[i2], platform)) return void 0;
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
    const start2 = windowsStart(plain);
    if (start2.kind !== "drive" && start2.kind !== "unc") return void 0;
    prefix = start2.prefix;
    rest = plain.slice(start2.restStart);
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
  let body2 = text;
  if (platform.windows) {
    const start2 = windowsStart(text);
    if (start2.kind === "drive" || start2.kind === "unc") {
      base = { prefix: start2.prefix, segments: [] };
      body2 = text.slice(start2.restStart);
    } else if (start2.kind === "rooted") {
      base = { prefix: linkFolder.prefix, segments: [] };
    } else if (start2.kind !== "relative") {
      return void 0;
    }
  } else if (text.startsWith("/")) {
    base = { prefix: "/", segments: [] };
  }
  const segments = [...base.segments];
  for (const segment of body2.split(platform.windows ? /[\\/]/ : "/")) {
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
async function lookUpEarly(path, fs2, withInfo) {
  if (path === void 0) return void 0;
  const [real, info2] = await Promise.all([attemptFs(() => fs2.realpath(path)), withInfo ? attemptFs(() => fs2.stat(path)) : void 0]);
  return info2 ? { path, real, info: info2 } : { path, real };
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
  const parts2 = [];
  const tokens = pattern.split(/(\*\*|\*|\?)/);
  for (let i2 = 0; i2 < tokens.length; i2 += 2) {
    let run2 = tokens[i2];
    if (tokens[i2 - 1] === "**" && run2.startsWith("/")) run2 = run2.slice(1);
    if (tokens[i2 + 1] === "**" && run2.endsWith("/")) run2 = run2.slice(0, -1);
    if (run2 !== "") parts2.push(run2);
  }
  return parts2;
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
  for (let i2 = 0; i2 < path.length && found.length < 5; i2 += 1) {
    const code = path.charCodeAt(i2);
    if (isControlCharacter(code)) found.push(`U+${code.toString(16).toUpperCase().padStart(4, "0")} at index ${i2}`);
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
function decodeRun(run2) {
  try {
    return decodeURIComponent(run2);
  } catch {
    return run2.slice(0, 3) + (run2.length > 3 ? decodeRun(run2.slice(3)) : "");
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
  const start2 = windowsStart(path);
  let parsed;
  let body2;
  switch (start2.kind) {
    case "drive":
    case "unc":
      body2 = path.slice(start2.restStart);
      parsed = { kind: "absolute", prefix: start2.prefix, segments: [] };
      break;
    case "relative":
      body2 = path;
      parsed = { kind: "relative", segments: [] };
      break;
    case "namespace": {
      const rest = path.slice(start2.restStart);
      const inner = windowsStart(rest);
      errors.push(namespacePrefixError(received, start2.marker, inner.kind === "drive" ? rest.replaceAll("/", "\\") : ""));
      body2 = inner.kind === "drive" ? rest.slice(inner.restStart) : rest;
      break;
    }
    case "driveRelative":
      body2 = path.slice(2);
      errors.push(driveRelativeError(received, start2.drive, body2.replaceAll("/", "\\")));
      break;
    case "rooted":
      body2 = path;
      errors.push(rootedWithoutDriveError(received));
      break;
    case "incompleteUnc":
      body2 = "";
      errors.push(incompleteUncError(received));
      break;
  }
  const segments = splitSegments(body2, /[\\/]/);
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
var DEFAULT_PROTECTED_PATTERNS = ["**/.git/**"];
var DEFAULT_CONFIRM_PATTERNS = [
  "**/.env*",
  "**/.vscode/**",
  "**/*.code-workspace",
  "**/.claude/**",
  "**/.mcp.json",
  "**/.cursor/**",
  "**/.cursor/hooks.json",
  "**/.codex/**",
  "**/.gemini/**",
  "**/.copilot/**",
  "**/.github/copilot/**",
  "**/.github/workflows/**",
  "**/.github/hooks/**",
  "**/.clinerules/hooks/**",
  "**/.cline/hooks/**",
  "**/.opencode/**",
  "**/opencode.json",
  "**/opencode.jsonc",
  "**/.husky/**",
  "**/.devcontainer/**"
];
function matchesAnyGlob(patterns, target, platform) {
  const absolutePaths = [target.realPath, target.lexicalPath].filter((p) => p !== void 0);
  return firstMatch(patterns, target.relativePaths ?? [target.displayPath], platform, absolutePaths)?.pattern;
}
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
async function prepareRoots(roots, fs2, platform) {
  const prepared = await Promise.all(roots.map((root) => prepareRoot(root, fs2, platform)));
  return prepared.filter((p) => p !== void 0);
}
async function prepareRoot(root, fs2, platform) {
  const lexical = splitTrustedAbsolute(root.path, platform);
  if (!lexical) return void 0;
  const real = await attemptFs(() => fs2.realpath(root.path));
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
async function placeRelative(segments, roots, fs2, platform, purpose) {
  const [only] = roots;
  if (roots.length === 1) return { kind: "placed", placement: { root: only, base: only.lexical, relative: [...segments] } };
  const plain = roots.map((root) => ({ root, base: root.lexical, relative: [...segments] }));
  const named = roots.filter((root) => segments.length > 0 && sameName(root.root.name, segments[0], platform)).map((root) => ({ root, base: root.lexical, relative: segments.slice(1) }));
  const candidates = distinct([...named, ...plain], platform);
  const present = await Promise.all(candidates.map((candidate) => mayExist(candidate, fs2, platform)));
  const existing2 = candidates.filter((_, i2) => present[i2]);
  if (existing2.length === 1) return { kind: "placed", placement: existing2[0] };
  if (existing2.length > 1) return { kind: "existsInSeveral", placements: existing2 };
  if (named.length === 1) return { kind: "placed", placement: named[0] };
  if (named.length > 1) return { kind: "sharedFolderName", placements: named };
  return purpose === "create" ? { kind: "needsFolderName" } : { kind: "notFound", placements: plain };
}
async function mayExist(placement, fs2, platform) {
  const info2 = await attemptFs(() => fs2.lstat(formatPlacement(placement, platform)));
  return info2.ok || !isAbsent(info2.errno);
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
function canReadLinks(fs2) {
  return typeof fs2.readlink === "function";
}
var MAX_LINK_HOPS = 40;
async function resolveReal(placement, fs2, platform, early) {
  const path = placementPath(placement);
  const whole = early && early.path === formatAbsolute(path, platform) ? splitReal(early.real, platform) : await realpathOf(path, fs2, platform);
  if (whole.ok) return { kind: "exists", real: whole.value };
  if (!isAbsent(whole.errno)) return { kind: "failed", errno: whole.errno };
  const { base, relative } = placement;
  for (let depth2 = relative.length - 1; depth2 >= 0; depth2 -= 1) {
    const ancestor = await realpathOf(joinSegments(base, relative.slice(0, depth2)), fs2, platform);
    if (!ancestor.ok) {
      if (isAbsent(ancestor.errno)) continue;
      return { kind: "failed", errno: ancestor.errno };
    }
    const firstMissing = joinSegments(base, relative.slice(0, depth2 + 1));
    if (await isSymlink(firstMissing, fs2, platform)) {
      const link = await readLink(firstMissing, fs2, platform);
      const pointsTo = link === void 0 ? void 0 : await whereLinkLeads(link, ancestor.value, fs2, platform, MAX_LINK_HOPS);
      return { kind: "dangling", linkDepth: depth2 + 1, linkText: link, pointsTo };
    }
    return { kind: "missing", real: joinSegments(ancestor.value, relative.slice(depth2)), ancestor: ancestor.value, existingDepth: depth2 };
  }
  return { kind: "failed", errno: whole.errno };
}
async function locateEscape(placement, isInside, fs2, platform) {
  for (let depth2 = 1; depth2 <= placement.relative.length; depth2 += 1) {
    const prefix = joinSegments(placement.base, placement.relative.slice(0, depth2));
    if (!await isSymlink(prefix, fs2, platform)) continue;
    const real = await realpathOf(prefix, fs2, platform);
    if (real.ok && !isInside(real.value)) return { depth: depth2, linkText: await readLink(prefix, fs2, platform), real: real.value };
  }
  return void 0;
}
async function locateLoop(placement, fs2, platform) {
  for (let depth2 = 1; depth2 <= placement.relative.length; depth2 += 1) {
    const real = await realpathOf(joinSegments(placement.base, placement.relative.slice(0, depth2)), fs2, platform);
    if (!real.ok && real.errno === "ELOOP") return depth2;
  }
  return void 0;
}
async function realpathOf(path, fs2, platform) {
  return splitReal(await attemptFs(() => fs2.realpath(formatAbsolute(path, platform))), platform);
}
function splitReal(real, platform) {
  if (!real.ok) return real;
  const split = splitTrustedAbsolute(real.value, platform);
  return split ? { ok: true, value: split } : { ok: false, errno: "EINVAL" };
}
async function isSymlink(path, fs2, platform) {
  const info2 = await attemptFs(() => fs2.lstat(formatAbsolute(path, platform)));
  return info2.ok && info2.value.kind === "symlink";
}
async function readLink(path, fs2, platform) {
  if (!canReadLinks(fs2)) return void 0;
  const text = await attemptFs(() => fs2.readlink(formatAbsolute(path, platform)));
  return text.ok ? text.value : void 0;
}
async function whereLinkLeads(text, linkFolder, fs2, platform, hops) {
  const target = resolveLinkText(linkFolder, text, platform);
  if (!target) return void 0;
  for (let depth2 = target.segments.length; depth2 >= 0; depth2 -= 1) {
    const prefix = { prefix: target.prefix, segments: target.segments.slice(0, depth2) };
    const ancestor = await realpathOf(prefix, fs2, platform);
    if (!ancestor.ok) {
      if (isAbsent(ancestor.errno)) continue;
      return target;
    }
    if (depth2 === target.segments.length) return ancestor.value;
    const next = joinSegments(prefix, [target.segments[depth2]]);
    const rest = target.segments.slice(depth2 + 1);
    const nextText = hops > 0 && await isSymlink(next, fs2, platform) ? await readLink(next, fs2, platform) : void 0;
    if (nextText !== void 0) {
      const further = await whereLinkLeads(nextText, ancestor.value, fs2, platform, hops - 1);
      return further ? joinSegments(further, rest) : void 0;
    }
    return joinSegments(ancestor.value, target.segments.slice(depth2));
  }
  return target;
}

// src/core/path/jail.ts
async function resolveTarget(raw, roots, fs2, platform, options) {
  const lexical = parsePathInput(raw, platform);
  if (!lexical.ok) return lexical;
  if (roots.length === 0) return failure(noWorkspaceError(raw, 0));
  const [prepared, early] = await Promise.all([
    prepareRoots(roots, fs2, platform),
    lookUpEarly(lexicalLanding(lexical.parsed, roots, platform), fs2, !options.placeOnly)
  ]);
  if (prepared.length === 0) return failure(noWorkspaceError(raw, roots.length));
  const jail = new Jail(raw, prepared, roots.length, fs2, platform, options);
  const placed = await jail.place(lexical.parsed);
  if (!placed.ok) return placed;
  return jail.resolve(placed.placement, early);
}
function failure(...errors) {
  return { ok: false, errors };
}
var Jail = class {
  constructor(raw, roots, rootCount, fs2, platform, options) {
    this.raw = raw;
    this.roots = roots;
    this.rootCount = rootCount;
    this.fs = fs2;
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
  async checkResolved(placement, label, resolution, info2) {
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
          info2
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
  const parts2 = [];
  let copied = 0;
  for (const r of replacements) {
    if (!(r.start >= copied && r.end >= r.start && r.end <= text.length)) {
      throw new RangeError(`Replacement [${r.start}, ${r.end}) is out of order, overlaps the previous one or is outside the text (length ${text.length}).`);
    }
    parts2.push(text.slice(copied, r.start), r.text);
    copied = r.end;
  }
  parts2.push(text.slice(copied));
  return parts2.join("");
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
function countLineBreaks(value, before2) {
  let count = 0;
  for (let i2 = value.indexOf("\n"); i2 !== -1 && i2 < before2; i2 = value.indexOf("\n", i2 + 1)) count++;
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
  const parts2 = [];
  for (let start2 = from; start2 < to; start2 += SLICE) {
    const end = Math.min(to, start2 + SLICE);
    const slice = Array.prototype.slice.call(codes, start2, end);
    parts2.push(String.fromCharCode(...slice));
  }
  return parts2.join("");
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
function commonAffixes(before2, after2) {
  const shorter = Math.min(before2.length, after2.length);
  let prefix = 0;
  while (prefix < shorter && before2.charCodeAt(prefix) === after2.charCodeAt(prefix)) prefix++;
  while (prefix > 0 && (cutsPair(before2, prefix) || cutsPair(after2, prefix))) prefix--;
  const maxSuffix = shorter - prefix;
  let suffix = 0;
  while (suffix < maxSuffix && before2.charCodeAt(before2.length - 1 - suffix) === after2.charCodeAt(after2.length - 1 - suffix)) suffix++;
  while (suffix > 0 && (cutsPair(before2, before2.length - suffix) || cutsPair(after2, after2.length - suffix))) suffix--;
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

// src/core/change/rePlanIfReadChanged.ts
async function rePlanIfReadChanged(errors, read2, target, text, plan) {
  if (!read2.readChanged || !errors.some((e) => e.code === "OLD_STRING_NOT_FOUND")) return errors;
  if (!read2.readChanged(target, text)) return errors;
  const changes = await read2.changesSinceRead?.(target);
  const again = plan({ readChanged: true, ...changes ? { changesSinceRead: changes } : {} });
  return again.ok ? errors : again.errors;
}

// src/core/files/createErrors.ts
function overwriteNeededError(displayPath) {
  return guardedError(
    "FILE_EXISTS",
    `${quote(displayPath)} already exists, and guarded_create_file only replaces an existing file when overwrite is true.`,
    ["file_path"],
    "To change part of it, read it with guarded_read_file and then edit it with guarded_multi_edit. To replace all of its content, repeat this call with overwrite: true."
  );
}

// src/core/files/createPlan.ts
function decideCreate(input) {
  if (!input.exists) return { ok: true, action: "create" };
  if (input.overwrite !== true) return { ok: false, errors: [overwriteNeededError(input.displayPath)] };
  if (input.gateError) return { ok: false, errors: [input.gateError] };
  return { ok: true, action: "overwrite" };
}
async function checkCreateTarget(overwrite, jail) {
  const first = await jail("create");
  if (!first.ok) return { ok: false, errors: first.errors, targets: [] };
  if (!first.target.exists) return { ok: true, action: "create", target: first.target };
  const decided = decideCreate({ exists: true, overwrite, gateError: void 0, displayPath: first.target.displayPath });
  if (!decided.ok) return { ok: false, errors: decided.errors, targets: [first.target] };
  const existing2 = await jail("edit");
  if (!existing2.ok) return { ok: false, errors: existing2.errors, targets: [] };
  return { ok: true, action: "overwrite", target: existing2.target };
}

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
  const wasm2 = globalThis.WebAssembly;
  if (wasm2 === void 0) return void 0;
  if (compiled === void 0) {
    try {
      compiled = new wasm2.Module(FNV_MODULE);
    } catch {
      compiled = null;
    }
  }
  if (compiled === null) return void 0;
  try {
    const memory = new wasm2.Memory({ initial: Math.ceil((TEXT_AT + text.length) / PAGE) });
    encoder ??= new TextEncoder();
    const { read: read2, written } = encoder.encodeInto(text, new Uint8Array(memory.buffer, TEXT_AT, text.length));
    if (read2 !== text.length || written !== text.length) return void 0;
    const hash = new wasm2.Instance(compiled, { m: { m: memory } }).exports.f;
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

// src/core/gate/readLines.ts
function lineHashes(text) {
  let count = 1;
  for (let i2 = text.indexOf("\n"); i2 !== -1; i2 = text.indexOf("\n", i2 + 1)) count++;
  const out2 = new Uint32Array(count);
  let line = 0;
  let h = 2166136261;
  for (let i2 = 0; i2 < text.length; i2++) {
    const code = text.charCodeAt(i2);
    if (code === 10) {
      out2[line++] = h >>> 0;
      h = 2166136261;
      continue;
    }
    if (code === 13 && text.charCodeAt(i2 + 1) === 10) continue;
    h = Math.imul(h ^ code, 16777619);
  }
  out2[line] = h >>> 0;
  return out2;
}
function editsMissChanges(read2, current, spans) {
  const m = read2.length;
  const n = current.length;
  let prefix = 0;
  while (prefix < m && prefix < n && read2[prefix] === current[prefix]) prefix++;
  let suffix = 0;
  while (suffix < m - prefix && suffix < n - prefix && read2[m - 1 - suffix] === current[n - 1 - suffix]) suffix++;
  return spans.every((span) => span.end <= prefix || span.start > n - suffix || occursOnce(read2, current, Math.max(1, span.start - 1), Math.min(n, span.end + 1)));
}
function occursOnce(read2, current, from, to) {
  const k = to - from + 1;
  const first = current[from - 1];
  let found = 0;
  let work = 4 * (read2.length + current.length);
  for (let i2 = 0; i2 + k <= read2.length; i2++) {
    if (read2[i2] !== first) continue;
    let same = true;
    for (let j = 1; j < k && same; j++) same = read2[i2 + j] === current[from - 1 + j];
    work -= k;
    if (work < 0) return false;
    if (same && ++found > 1) return false;
  }
  return found === 1;
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
  for (let i2 = 0; i2 < length; i2++) {
    h0 ^= text.charCodeAt(i2);
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

// src/core/gate/staleRead.ts
var MAX_CURRENT_TEXT = 4e3;
function editedLinesOf(text, ranges) {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const out2 = [];
  let line = 1;
  let at = 0;
  const lineAt = (offset) => {
    for (let i2 = text.indexOf("\n", at); i2 !== -1 && i2 < offset; i2 = text.indexOf("\n", i2 + 1)) {
      line++;
      at = i2 + 1;
    }
    return line;
  };
  for (const range of sorted) {
    const start2 = lineAt(range.start);
    const end = range.end > range.start ? lineAt(range.end - 1) : start2;
    out2.push({ start: start2, end });
  }
  return out2;
}
function withCurrentText(error, text, spans) {
  const [span] = spans;
  if (!span) return error;
  const lines = text.split("\n", span.end + 1).slice(span.start - 1, span.end).map((l) => l.replace(/\r$/, ""));
  let shown = "";
  let last = span.start - 1;
  for (const [j, line] of lines.entries()) {
    const next = (j === 0 ? "" : "\n") + line;
    if (shown.length + next.length > MAX_CURRENT_TEXT) break;
    shown += next;
    last = span.start + j;
  }
  if (last < span.start) return error;
  const current = { start_line: span.start, end_line: last, text: shown, ...last < span.end ? { truncated: true } : {} };
  const where = span.start === last ? `line ${span.start}` : `lines ${span.start}-${last}`;
  return {
    ...error,
    message: `${error.message} The change touches the lines this edit changes; ${where} now read: ${JSON.stringify(shown.length > 240 ? `${shown.slice(0, 240)}\u2026` : shown)} (all of it in current_text).`,
    current_text: current
  };
}

// src/core/request/limits.ts
var MAX_EDITS_PER_REQUEST = 1e4;
var MAX_FILES_PER_REQUEST = 100;
var MAX_REQUEST_STRING_CHARS = 64 * 1024 * 1024;

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
function changeOfLines(changes, start2, end) {
  if (!changes || changes.length === 0) return void 0;
  let best;
  for (const change2 of changes.slice(-MAX_CHANGES)) {
    const meets = change2.lines.some((range) => range.start_line <= end + 1 && range.end_line >= start2 - 1);
    if (meets && (!best || change2.time >= best.time)) best = change2;
  }
  return best;
}
function describeChange(change2) {
  return `${change2.agent}'s ${change2.tool} at ${change2.time} (journal entry ${change2.entry})`;
}

// src/core/diagnose/encodedText.ts
var NAMED_ENTITIES = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'", nbsp: "\xA0" };
var ENTITY = /&(?:(lt|gt|amp|quot|apos|nbsp)|#(\d{1,7})|#x([0-9a-f]{1,6}));/gi;
function findHtmlEntities(oldString) {
  const found = oldString.match(ENTITY);
  if (!found) return void 0;
  const decoded = oldString.replace(ENTITY, (whole, name2, dec, hex) => {
    if (name2 !== void 0) return NAMED_ENTITIES[name2.toLowerCase()] ?? whole;
    const code = dec !== void 0 ? Number(dec) : parseInt(hex ?? "", 16);
    return code > 0 && code <= 1114111 && (code < 55296 || code > 57343) ? String.fromCodePoint(code) : whole;
  });
  const twice = decoded.replace(ENTITY, (whole, name2) => name2 !== void 0 ? NAMED_ENTITIES[name2.toLowerCase()] ?? whole : whole);
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
  LETTERS.map(([char, plain, name2]) => [char, { plain, name: `${name2} (U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")})` }])
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
  const out2 = new Uint16Array(Math.min(value.length, limit + 2));
  let length = 0;
  let gap = false;
  for (let i2 = 0; i2 < value.length && length <= limit; i2++) {
    const code = value.charCodeAt(i2);
    if (code === 10 || isSpaceCode(code)) {
      gap = true;
      continue;
    }
    if (isCloser(code) && length > 0 && out2[length - 1] === COMMA) length--;
    if (gap && length > 0 && isWordCode(code) && isWordCode(out2[length - 1])) out2[length++] = GAP;
    gap = false;
    out2[length++] = code === SINGLE_QUOTE ? DOUBLE_QUOTE : code;
  }
  return out2.subarray(0, length);
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
  let start2 = -1;
  for (let i2 = 0; i2 <= symbols.length; i2++) {
    const word = i2 < symbols.length && isWordCode(symbols[i2]);
    if (word && start2 === -1) start2 = i2;
    if (!word && start2 !== -1) {
      if (i2 - start2 > best.length) best = { at: start2, length: i2 - start2 };
      start2 = -1;
    }
  }
  return best;
}
function findReformatted(lines, oldString, budget, runEnds, text) {
  if (oldString.length > MAX_REFORMATTED_LENGTH) return void 0;
  const pattern = tokenSymbols(oldString, text?.length ?? Infinity);
  if (pattern.length < 6 || text !== void 0 && pattern.length > text.length) return void 0;
  const name2 = longestName(pattern);
  if (name2.length < 2) return void 0;
  const token = stringFromCharCodes(pattern, name2.at, name2.at + name2.length);
  const charge = (units) => budget ? budget.charge(units) : true;
  let namesChecked = text === void 0;
  let compared = 0;
  const stepLimit = 4 * oldString.length + 4096;
  let found;
  let count = 0;
  let runStart = 0;
  search: for (let i2 = 0; i2 < lines.length; i2++) {
    if (runEnds && (i2 === 0 || runEnds[i2 - 1] !== runEnds[i2])) runStart = i2;
    const raw = lines[i2];
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
      const back = new SymbolCursor(lines, { line: i2, column: at }, false, stepLimit, pattern[name2.at]);
      let ok = true;
      for (let j = name2.at - 1; j >= 0 && ok; j--) ok = back.next() === pattern[j];
      reachBack = Math.max(reachBack, i2 - back.line);
      if (!charge(2 * back.steps)) break search;
      if (!ok) continue;
      const ahead = new SymbolCursor(lines, { line: i2, column: end }, true, stepLimit, pattern[name2.at + name2.length - 1]);
      for (let j = name2.at + name2.length; j < pattern.length && ok; j++) ok = ahead.next() === pattern[j];
      reachAhead = Math.max(reachAhead, ahead.line - i2);
      if (!charge(2 * ahead.steps)) break search;
      if (!ok) continue;
      matchedHere = true;
      count++;
      if (!found) {
        const from = name2.at === 0 ? { line: i2, column: at } : back.place();
        const to = ahead.place();
        found = { kind: "reformatted", first: from.line, last: to.line, exact: exactText(lines, from, to), count: 0 };
      }
      if (count >= MAX_PLACES) return { ...found, count, atLeast: true };
    }
    if (runEnds && !matchedHere && i2 - reachBack >= runStart) i2 = Math.max(i2, runEnds[i2] - 1 - reachAhead - 1);
  }
  return found ? { ...found, count } : void 0;
}
var COMPARED_BEFORE_NAMES = 64;
var CHECKED_NAMES = 6;
function namesOccur(pattern, text, charge) {
  const names = /* @__PURE__ */ new Set();
  let start2 = -1;
  for (let i2 = 0; i2 <= pattern.length; i2++) {
    const word = i2 < pattern.length && isWordCode(pattern[i2]);
    if (word && start2 === -1) start2 = i2;
    if (!word && start2 !== -1) {
      if (i2 - start2 >= 3) names.add(stringFromCharCodes(pattern, start2, i2));
      start2 = -1;
    }
  }
  const longest = [...names].sort((a, b) => b.length - a.length).slice(0, CHECKED_NAMES);
  for (const name2 of longest) {
    if (!charge(text.length >> 3)) return false;
    if (!text.includes(name2)) return false;
  }
  return true;
}
function exactText(lines, from, to) {
  const firstLine4 = lines[from.line];
  const lastLine = lines[to.line];
  const start2 = firstLine4.slice(0, from.column).trim().length === 0 ? 0 : from.column;
  const end = lastLine.slice(to.column).trim().length === 0 ? lastLine.length : to.column;
  if (from.line === to.line) return firstLine4.slice(start2, end);
  return [firstLine4.slice(start2), ...lines.slice(from.line + 1, to.line), lastLine.slice(0, end)].join("\n");
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
  for (let i2 = 0; i2 < lines.length; i2++) {
    const raw = lines[i2];
    const read2 = raw.length >= shortest && raw.length <= LONG_LINE;
    if (budget && !budget.charge(read2 ? VISIT_COST + (raw.length >> 1) : VISIT_COST)) break;
    if (!read2) {
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
    windowLines.push(i2);
    windowKeys.push(key);
    add(key, 1);
    if (windowLines.length - head > k) add(windowKeys[head++], -1);
    if (windowLines.length - head === k && satisfied === wanted.length) {
      let sameOrder = true;
      for (let j = 0; j < k && sameOrder; j++) sameOrder = windowKeys[head + j] === order[j];
      count++;
      if (!found) {
        const first = windowLines[head];
        found = { kind: sameOrder ? "reformatted" : "reordered", first, last: i2, exact: lines.slice(first, i2 + 1).join("\n"), count: 0 };
      }
      if (count >= MAX_PLACES) return { ...found, count, atLeast: true };
    }
  }
  return found ? { ...found, count } : void 0;
}
function isBlank(line) {
  for (let i2 = 0; i2 < line.length; i2++) {
    const code = line.charCodeAt(i2);
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
  let start2 = 0;
  for (let i2 = 0; i2 <= pattern.length; i2++) {
    if (i2 === pattern.length || hasCase(pattern.charCodeAt(i2))) {
      if (i2 - start2 > best.length) best = pattern.slice(start2, i2);
      start2 = i2 + 1;
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
  for (let i2 = raw.length - 1, j = lowered.length - 1; j >= 0; i2--, j--) {
    if (i2 < 0) return false;
    const a = raw.charCodeAt(i2);
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
  describeRun(run2, lineCount2, kind = "line_endings") {
    return this.candidateAt(kind, run2.first, lineCount2, run2.count - 1);
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
    for (let i2 = anchor + fromLine; i2 <= last; i2++) {
      const raw = lines[i2];
      const tested = raw.length >= anchorLine.length && raw.length <= LONG_LINE2;
      if (this.budget && !this.budget.charge(tested ? (raw.length >> 2) + LINE_COST : LINE_COST)) {
        this.stoppedAt = i2;
        break;
      }
      if (!tested || !meets(raw)) {
        i2 = this.runEnds[i2] - 1;
        continue;
      }
      if (k > 1 && !this.runMatches(level, pattern, i2 - anchor, level === WHOLE)) continue;
      if (first === -1) first = i2 - anchor;
      if (++count >= MAX_COUNTED_RUNS) return { first, count, atLeast: true };
    }
    return first === -1 ? void 0 : { first, count };
  }
  runMatches(level, pattern, start2, whole) {
    const k = pattern.length;
    for (let j = 0; j < k; j++) {
      const raw = this.lines[start2 + j];
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
    const start2 = Math.max(0, Math.min(first, this.lines.length - 1));
    const end = Math.min(start2 + Math.max(lineCount2, 1), this.lines.length);
    return {
      kind,
      startLine: start2 + 1,
      endLine: end,
      text: this.lines.slice(start2, end).join("\n"),
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
    const start2 = Math.max(0, runStart);
    const candidate = this.candidateAt("similar_lines", start2, lastNonEmpty - firstNonEmpty + 1 - (start2 - runStart), ties);
    candidate.similarity = bestScore;
    candidate.similarAt = { line: best + 1, patternLine: anchor + 1, patternLines: patternLines.length };
    const differing = lastNonEmpty > firstNonEmpty ? this.firstDifference(patternLines, best - anchor) : void 0;
    if (differing) candidate.differing = differing;
    return candidate;
  }
  /** The first line of the run starting at `start` (0-based, may be negative) that differs from old_string. */
  firstDifference(patternLines, start2) {
    const k = patternLines.length;
    for (let j = 0; j < k; j++) {
      const at = start2 + j;
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
  for (let i2 = lines.length - 1; i2 >= 0; i2--) {
    const length = lines[i2].length;
    if (length > longestRead && length <= LONG_LINE2) longestRead = length;
    if (i2 + 1 < lines.length && lines[i2] !== lines[i2 + 1]) end = i2 + 1;
    ends[i2] = end;
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
    let before2 = BOUNDARY;
    for (let i2 = 0; i2 <= value.length; i2++) {
      const current = i2 < value.length ? value.charCodeAt(i2) : BOUNDARY;
      if ((before2 | current) >= 128) hashed++;
      before2 = current;
    }
    let bits = 4;
    while (1 << bits < hashed * 4) bits++;
    this.shift = 32 - bits;
    this.keys = new Int32Array(1 << bits);
    this.counts = new Int32Array(1 << bits);
    this.usedCount = new Int32Array(1 << bits);
    this.usedStamp = new Int32Array(1 << bits);
    let previous = BOUNDARY;
    for (let i2 = 0; i2 <= value.length; i2++) {
      const current = i2 < value.length ? value.charCodeAt(i2) : BOUNDARY;
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
    for (let i2 = from; i2 <= to; i2++) {
      if (shared + otherSize - (i2 - from) < needed) return 0;
      const current = i2 < to ? value.charCodeAt(i2) : BOUNDARY;
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
var MAX_CURRENT_TEXT2 = 4e3;
function currentTextOf(d) {
  if (!d.lines || !d.fileLines || !CARRIES_CURRENT_TEXT.has(d.cause) && !d.readChanged) return void 0;
  const start2 = Math.max(1, d.lines.start);
  const end = Math.min(d.fileLines.length, Math.max(start2, d.lines.end));
  let text = "";
  let last = start2 - 1;
  for (let line = start2; line <= end; line++) {
    const next = (line === start2 ? "" : "\n") + d.fileLines[line - 1];
    if (text.length + next.length > MAX_CURRENT_TEXT2) break;
    text += next;
    last = line;
  }
  if (last < start2) return { start_line: start2, end_line: start2, text: d.fileLines[start2 - 1].slice(0, MAX_CURRENT_TEXT2), truncated: true };
  return last < end ? { start_line: start2, end_line: last, text, truncated: true } : { start_line: start2, end_line: end, text };
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
  for (let i2 = 0; i2 < a.length - 1; i2++) pairs.set(a.slice(i2, i2 + 2), (pairs.get(a.slice(i2, i2 + 2)) ?? 0) + 1);
  let shared = 0;
  for (let i2 = 0; i2 < b.length - 1; i2++) {
    const pair = b.slice(i2, i2 + 2);
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
  const occurrences = listedStarts.map((start2) => rangeLocation(context, { start: start2, end: start2 + oldString.length }));
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
  const occurrences = starts.slice(0, MAX_LISTED_OCCURRENCES).map((start2) => rangeLocation(context, { start: start2, end: start2 + oldString.length }));
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
function blockEnd(lines, start2, end, budget) {
  const base = depth(lines[start2 - 1] ?? "");
  const limit = Math.min(lines.length, end + MAX_BLOCK_LINES);
  let last = end;
  let i2 = end;
  let marginList = false;
  for (; i2 < limit; i2++) {
    const line = lines[i2];
    if (budget && !budget.charge(LINE_COST + (line.length >> 2))) return last;
    if (line.trim().length === 0) {
      if (marginList) return last;
      continue;
    }
    const d = depth(line);
    if (d > base) {
      last = i2 + 1;
      continue;
    }
    if (base === 0 && d === 0 && i2 === end && !CLOSER.test(line.trimStart())) {
      marginList = true;
    }
    if (marginList && d === 0 && !CLOSER.test(line.trimStart())) {
      last = i2 + 1;
      continue;
    }
    return d === base && CLOSER.test(line.trimStart()) ? i2 + 1 : last;
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
    const prefixed2 = prefixedLines.length;
    if (prefixed2 * 2 < nonEmpty2.length) continue;
    if (prefixed2 < 2 && nonEmpty2.length > 1 && !style.distinctive) continue;
    if (style.needsConsecutive && (prefixed2 < 2 || !consecutive(prefixedLines))) continue;
    const variants = style.patterns.map((pattern) => lines.map((line) => line.replace(pattern, "")).join("\n"));
    return { example: style.example, prefixedLines: prefixed2, distinctive: style.distinctive || prefixed2 >= 2, variants: [...new Set(variants)] };
  }
  return void 0;
}
function consecutive(lines) {
  const numbers = lines.map((line) => Number(/\d+/.exec(line)?.[0]));
  return numbers.every((n, i2) => i2 === 0 || n === numbers[i2 - 1] + 1);
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
  let start2 = 0;
  let end = lines.length;
  while (start2 < end && lines[start2].trim().length === 0) start2++;
  while (end > start2 && lines[end - 1].trim().length === 0) end--;
  return lines.slice(start2, end);
}
var HUNK_HEADER = /^@@ .*@@/;
var CHANGE_MARKER = /^[-+](?![-+])/;
function findDiffMarkers(oldString) {
  const lines = oldString.split("\n");
  const body2 = lines.filter((line) => !HUNK_HEADER.test(line));
  const nonEmpty2 = body2.filter((line) => line.replace(/\r$/, "").length > 0);
  if (nonEmpty2.length === 0 || !nonEmpty2.every((line) => /^[ +-]/.test(line))) return void 0;
  const removed = nonEmpty2.filter((line) => line.startsWith("-") && CHANGE_MARKER.test(line));
  const added = nonEmpty2.filter((line) => line.startsWith("+") && CHANGE_MARKER.test(line));
  if (removed.length + added.length === 0) return void 0;
  const side = (drop) => body2.filter((line) => !line.startsWith(drop)).map((line) => line.slice(1)).join("\n");
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
  const body2 = lines.slice(rest).join("\n");
  return { kind: "markdown_heading", sample: lines[first], variants: [body2], strong: false };
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
    const joined2 = joinBrokenStrings(lines);
    if (joined2 !== void 0) return { kind: "json_line_breaks", sample: "\\n", variants: [joined2], strong: false, direction: "real" };
  }
  if (!oldString.includes("\\\\n")) return void 0;
  const once = oldString.replace(/\\\\n/g, "\\n");
  return { kind: "json_line_breaks", sample: "\\\\n", variants: [once], strong: false, direction: "escaped" };
}
function joinBrokenStrings(lines) {
  const out2 = [];
  let open = false;
  let joinedAny = false;
  for (const line of lines) {
    if (open) {
      out2[out2.length - 1] += `\\n${line}`;
      joinedAny = true;
    } else out2.push(line);
    if (quotesIn(line) % 2 === 1) open = !open;
  }
  return joinedAny && !open ? out2.join("\n") : void 0;
}
function quotesIn(line) {
  let count = 0;
  for (let i2 = 0; i2 < line.length; i2++) {
    if (line.charCodeAt(i2) === 92) i2++;
    else if (line.charCodeAt(i2) === 34) count++;
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
    const firstLine4 = finder.lines[hit.lines.start - 1];
    const head = corrected.split("\n")[0];
    const sentHead = (hit.corrected ?? "").split("\n")[0];
    if (firstLine4.trimStart() !== sentHead.trimStart() && head.endsWith(sentHead)) corrected = corrected.slice(head.length - sentHead.length);
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
    const run2 = inside ? void 0 : finder.findExact(variant);
    if (run2) inside = { lines: { start: run2.first + 1, end: run2.first + lineCount2 }, corrected: variant, exact: true, variant: n };
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
  let start2 = -1;
  let end = -1;
  for (const [n, segment] of segments.entries()) {
    const part = trimEmptyLines(segment);
    const run2 = finder.findExact(part, Math.max(end, 0), true) ?? (n === 0 ? finder.findExact(part) : void 0);
    if (!run2) return start2 === -1 ? void 0 : { start: start2, end, complete: false };
    const first = run2.first + 1;
    if (first <= end) return { start: start2, end, complete: false };
    if (start2 === -1) start2 = first;
    end = first + part.split("\n").length - 1;
  }
  return start2 === -1 ? void 0 : { start: start2, end, complete: true };
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
function lineSpanOf(scene, start2, length) {
  return { start: scene.lines.lineAt(start2), end: scene.lines.lineAt(start2 + Math.max(length - 1, 0)) };
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

// src/core/diagnose/pathHints.ts
var MAX_SEARCHED_ENTRIES = 5e3;
var MAX_SAME_NAME = 5;
var MAX_TAILS = 8;
var MAX_WALKED_SEGMENTS = 32;
var SKIPPED_FOLDERS = /* @__PURE__ */ new Set([".git", "node_modules", ".hg", ".svn"]);
var DIAGNOSED = /* @__PURE__ */ new Set(["FILE_NOT_FOUND", "OUTSIDE_WORKSPACE", "NOT_A_FILE"]);
async function diagnosePathErrors(errors, raw, scene) {
  if (!errors.some((e) => DIAGNOSED.has(e.code))) return [...errors];
  const suggestion = await suggestPath(raw, errors.some((e) => e.code === "NOT_A_FILE"), scene);
  if (!suggestion) return [...errors];
  return errors.map((e) => DIAGNOSED.has(e.code) ? withSuggestion(e, raw, suggestion) : e);
}
async function suggestPath(raw, isFolder, given) {
  const scene = withListingCache(given);
  const cleaned = raw.trim().replace(/^(['"`])(.*)\1$/s, "$2").trim();
  if (cleaned !== raw && cleaned.length > 0) {
    const found = await existing(cleaned, scene);
    if (found) return { cause: "surrounding_quotes", paths: [found] };
  }
  const segments = cleaned.replace(/^file:\/\/[^/]*/i, "").split(/[/\\]+/).filter((s) => s.length > 0 && s !== ".");
  if (isFolder) {
    const inside = await filesInFolder(cleaned, scene);
    if (inside) return inside;
  }
  for (let drop = 1, tries = 0; drop < segments.length && tries < MAX_TAILS; drop++, tries++) {
    const tail = segments.slice(drop);
    if (tail.includes("..")) break;
    const found = await existing(tail.join("/"), scene);
    if (found) return { cause: "same_tail", paths: [found] };
  }
  const name2 = segments.at(-1);
  if (name2 === void 0 || isFolder) return void 0;
  const relative = relativeSegments(cleaned, segments, scene);
  if (relative) {
    const byCase = scene.platform.caseSensitive ? await walkIgnoringCase(relative, scene) : void 0;
    if (byCase && byCase.kind === "file") {
      const found = await existing(byCase.path, scene);
      if (found) return { cause: "path_case", paths: [found] };
    }
    const siblings = await otherExtensions(relative, scene);
    if (siblings.length > 0) return { cause: "other_extension", paths: siblings };
  }
  return sameName2(name2, scene);
}
function withListingCache(scene) {
  const readdir = scene.fs.readdir?.bind(scene.fs);
  if (!readdir) return scene;
  const listed = /* @__PURE__ */ new Map();
  const fs2 = Object.create(scene.fs);
  fs2.readdir = (path) => {
    let entries = listed.get(path);
    if (!entries) {
      entries = readdir(path);
      listed.set(path, entries);
    }
    return entries;
  };
  return { ...scene, fs: fs2 };
}
function relativeSegments(cleaned, segments, scene) {
  if (segments.includes("..") || segments.length > MAX_WALKED_SEGMENTS) return void 0;
  const parsed = parsePathInput(cleaned, scene.platform);
  if (!parsed.ok) return void 0;
  if (parsed.parsed.kind !== "absolute") return [...segments];
  const given = parsed.parsed.segments;
  for (const root of scene.roots) {
    const rootSegments = root.path.split(/[/\\]+/).filter((s) => s.length > 0);
    const same = (a, b) => scene.platform.caseSensitive ? a === b : a.toLowerCase() === b.toLowerCase();
    if (rootSegments.length < given.length && rootSegments.every((s, i2) => same(s, given[i2]))) return given.slice(rootSegments.length);
  }
  return void 0;
}
async function walkIgnoringCase(segments, scene) {
  for (const root of scene.roots) {
    let folder = root.path.replace(/(?<![/\\])[/\\]+$/, "");
    const names = [];
    let kind = "directory";
    for (const segment of segments) {
      if (kind !== "directory") break;
      const entries = await listEntries(folder, scene);
      const entry = entries.find((e) => e.name === segment) ?? entries.find((e) => e.name.toLowerCase() === segment.toLowerCase());
      if (!entry) break;
      names.push(entry.name);
      kind = entry.kind;
      folder = joinPath(folder, entry.name, scene.platform);
    }
    if (names.length === segments.length) return { path: displayIn(root, names, scene), abs: folder, kind };
  }
  return void 0;
}
async function otherExtensions(segments, scene) {
  const name2 = segments[segments.length - 1];
  const stem = stemOf(name2);
  if (stem.length === 0) return [];
  const parent = segments.length === 1 ? void 0 : await walkIgnoringCase(segments.slice(0, -1), scene);
  if (segments.length > 1 && parent?.kind !== "directory") return [];
  const folders = parent ? [{ abs: parent.abs, display: (entry) => `${parent.path}/${entry}` }] : scene.roots.map((root) => ({ abs: root.path.replace(/(?<![/\\])[/\\]+$/, ""), display: (entry) => displayIn(root, [entry], scene) }));
  const found = [];
  for (const folder of folders) {
    for (const entry of await listEntries(folder.abs, scene)) {
      if (entry.kind !== "file" || entry.name === name2 || stemOf(entry.name) !== stem) continue;
      const confirmed = await existing(folder.display(entry.name), scene);
      if (confirmed) found.push(confirmed);
      if (found.length >= MAX_SAME_NAME) return found;
    }
  }
  return found;
}
function stemOf(name2) {
  const dot = name2.lastIndexOf(".");
  return dot <= 0 ? name2 : name2.slice(0, dot);
}
function displayIn(root, names, scene) {
  return (scene.roots.length > 1 ? [root.name, ...names] : names).join("/");
}
async function existing(path, scene) {
  const resolved = await resolveTarget(path, scene.roots, scene.fs, scene.platform, scene.options);
  return resolved.ok && resolved.target.exists ? resolved.target.displayPath : void 0;
}
async function filesInFolder(raw, scene) {
  const parsed = parsePathInput(raw, scene.platform);
  if (!parsed.ok || parsed.parsed.segments.length === 0) return void 0;
  const { segments } = parsed.parsed;
  const name2 = segments[segments.length - 1];
  const parentSegments = segments.slice(0, -1);
  const candidates = [];
  for (const folder of absoluteForms(parsed.parsed.kind === "absolute" ? parsed.parsed.prefix : void 0, parentSegments, scene)) {
    for (const entry of await listEntries(folder, scene)) {
      if (entry.kind === "file" && entry.name.startsWith(`${name2}.`)) candidates.push(joinPath(folder, entry.name, scene.platform));
    }
  }
  if (candidates.length === 0) {
    for (const folder of absoluteForms(parsed.parsed.kind === "absolute" ? parsed.parsed.prefix : void 0, segments, scene)) {
      for (const entry of await listEntries(folder, scene)) {
        if (entry.kind === "file") candidates.push(joinPath(folder, entry.name, scene.platform));
      }
    }
  }
  const confirmed = [];
  for (const path of candidates.slice(0, MAX_SAME_NAME)) {
    const found = await existing(path, scene);
    if (found) confirmed.push(found);
  }
  return confirmed.length > 0 ? { cause: "file_in_folder", paths: confirmed } : void 0;
}
function absoluteForms(prefix, segments, scene) {
  const sep4 = scene.platform.sep;
  if (prefix !== void 0) return [prefix + segments.join(sep4)];
  return scene.roots.map((r) => [r.path.replace(/(?<![/\\])[/\\]+$/, ""), ...segments].join(sep4));
}
function joinPath(folder, name2, platform) {
  return folder.endsWith(platform.sep) ? folder + name2 : `${folder}${platform.sep}${name2}`;
}
async function listEntries(folder, scene) {
  if (!scene.fs.readdir) return [];
  try {
    return (await scene.fs.readdir(folder)).slice(0, MAX_SEARCHED_ENTRIES);
  } catch {
    return [];
  }
}
async function sameName2(name2, scene) {
  const readdir = scene.fs.readdir?.bind(scene.fs);
  if (!readdir) return void 0;
  const sep4 = scene.platform.sep;
  const several = scene.roots.length > 1;
  const wanted = scene.platform.caseSensitive ? name2 : name2.toLowerCase();
  const found = [];
  const queue = scene.roots.map((r) => ({ abs: r.path.replace(/(?<![/\\])[/\\]+$/, ""), display: several ? r.name : "" }));
  let entries = 0;
  let stopped = false;
  while (queue.length > 0 && found.length < MAX_SAME_NAME) {
    const folder = queue.shift();
    if (!folder) break;
    let listed;
    try {
      listed = await readdir(folder.abs);
    } catch {
      continue;
    }
    for (const entry of listed) {
      if (++entries > MAX_SEARCHED_ENTRIES) {
        stopped = true;
        break;
      }
      const display = folder.display === "" ? entry.name : `${folder.display}/${entry.name}`;
      if (entry.kind === "directory" && !SKIPPED_FOLDERS.has(entry.name)) queue.push({ abs: `${folder.abs}${sep4}${entry.name}`, display });
      else if (entry.kind === "file" && (scene.platform.caseSensitive ? entry.name : entry.name.toLowerCase()) === wanted) found.push(display);
    }
    if (stopped) break;
  }
  const confirmed = [];
  for (const path of found.slice(0, MAX_SAME_NAME)) {
    const ok = await existing(path, scene);
    if (ok) confirmed.push(ok);
  }
  if (confirmed.length === 0 && !stopped) return void 0;
  return { cause: "same_name", paths: confirmed, ...stopped ? { stoppedAfter: MAX_SEARCHED_ENTRIES } : {} };
}
function withSuggestion(error, raw, suggestion) {
  const [best] = suggestion.paths;
  const list = suggestion.paths.map((p) => quote(p)).join(", ");
  const stopped = suggestion.stoppedAfter === void 0 ? "" : ` (the search for files of that name stopped after ${suggestion.stoppedAfter} entries)`;
  let sentence;
  switch (suggestion.cause) {
    case "surrounding_quotes":
      sentence = `file_path ${quote(raw)} has quotes or spaces around it; without them it is ${quote(best)}, which exists.`;
      break;
    case "same_tail":
      sentence = `It looks like a path from another machine or checkout: ${quote(best)} exists in the workspace. Did you mean it?`;
      break;
    case "path_case":
      sentence = `${quote(best)} exists and differs only in letter case (file names are case-sensitive here). Did you mean it?`;
      break;
    case "other_extension":
      sentence = `${list} ${suggestion.paths.length === 1 ? "has" : "have"} the same name with another extension. Did you mean ${suggestion.paths.length === 1 ? "it" : "one of them"}?`;
      break;
    case "file_in_folder":
      sentence = `It is a folder; ${suggestion.paths.length === 1 ? "the file" : "files"} ${list} ${suggestion.paths.length === 1 ? "is" : "are"} there.`;
      break;
    default:
      sentence = best === void 0 ? `No file of that name was found elsewhere in the workspace${stopped}.` : `A file of the same name exists elsewhere in the workspace: ${list}${stopped}. Did you mean ${suggestion.paths.length === 1 ? "it" : "one of them"}?`;
  }
  const hint = best === void 0 ? error.recovery_hint : `Call again with file_path ${JSON.stringify(best)}${suggestion.paths.length > 1 ? " (or another of the paths listed)" : ""}. ${error.recovery_hint}`;
  return { ...guardedError(error.code, `${error.message} ${sentence}`, error.path, hint), ...error.location ? { location: error.location } : {} };
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
  for (let i2 = anchor; i2 <= finder.lines.length - (k - anchor) && starts.length < 2; i2++) {
    const raw = finder.lines[i2];
    if (!budget.charge(raw.length < trimmed[anchor].length ? LINE_COST : raw.length + LINE_COST)) return { kind: "none" };
    if (raw.length < trimmed[anchor].length) continue;
    if (raw.trim() !== trimmed[anchor]) continue;
    const start3 = i2 - anchor;
    let all = true;
    for (let j = 0; j < k && all; j++) all = finder.lines[start3 + j].trim() === trimmed[j];
    if (all) starts.push(start3);
  }
  if (starts.length === 0) return { kind: "none" };
  if (starts.length > 1) return { kind: "ambiguous", lines: starts.map((s) => s + 1) };
  const first = starts[0];
  const fileLines = finder.lines.slice(first, first + k);
  const indents = indentMap(patternLines, fileLines);
  if (!indents) return { kind: "inconsistent", startLine: first + 1, endLine: first + k };
  const start2 = lines.lineStart(first + 1);
  const end = lines.lineEnd(first + k, endsWithBreak);
  const newText = keepUnchangedLines(newString.split("\n").map(stripCr), patternLines, fileLines, indents).join(eol);
  return { kind: "unique", start: start2, end, oldText: lines.text.slice(start2, end), newText, startLine: first + 1, endLine: first + k };
}
function keepUnchangedLines(newLines, patternLines, fileLines, indents) {
  const out2 = newLines.map((line) => reindent(line, indents));
  let head = 0;
  while (head < newLines.length && head < patternLines.length && newLines[head] === patternLines[head]) {
    out2[head] = fileLines[head];
    head++;
  }
  for (let tail = 1; tail <= newLines.length - head && tail <= patternLines.length - head; tail++) {
    if (newLines[newLines.length - tail] !== patternLines[patternLines.length - tail]) break;
    out2[newLines.length - tail] = fileLines[patternLines.length - tail];
  }
  return out2;
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
function mismatchAt(text, pattern, start2) {
  const head = Math.min(pattern.length, PREFIX_COMPARE);
  for (let i2 = 0; i2 < head; i2++) if (text.charCodeAt(start2 + i2) !== pattern.charCodeAt(i2)) return i2 + 1;
  if (head === pattern.length || text.startsWith(pattern, start2)) return -1;
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
    const joined2 = patterns.join("");
    this.bytes = new Uint8Array(joined2.length);
    const allAscii = new TextEncoder().encodeInto(joined2, this.bytes).read === joined2.length;
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
  record(p, start2) {
    const at = p * STRIDE;
    const length = this.info[at + LENGTH];
    const first = this.info[at + FIRST];
    if (first === NO_START) {
      this.info[at + FIRST] = start2;
      return 0;
    }
    let list = this.lists[p];
    if (!list) {
      list = [first];
      this.lists[p] = list;
    }
    let i2 = list.length;
    list.push(start2);
    while (i2 > 0 && list[i2 - 1] > start2) {
      list[i2] = list[i2 - 1];
      i2--;
    }
    list[i2] = start2;
    this.info[at + FIRST] = list[0];
    if (i2 > 0 && list[i2 - 1] + length > start2 || i2 + 1 < list.length && start2 + length > list[i2 + 1]) return -1;
    return list.length - 1 - i2;
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
      for (const start2 of list) if (state.wants(start2) && state.accept(start2)) break;
    });
  }
};
function copyAscii(pattern, into, at) {
  let seen = 0;
  for (let i2 = 0; i2 < pattern.length; i2++) {
    const unit = pattern.charCodeAt(i2);
    seen |= unit;
    into[at + i2] = unit;
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
    const start2 = blockStart - entries[at + OFFSET];
    const p = entries[at + PATTERN];
    if (start2 < 0 || !book.isActive(p)) continue;
    let cost = HIT;
    const compared = bytesDifferAt(text, start2, book.bytes, book.byteOffset(p), book.length(p));
    if (compared < 0) {
      const moved = book.record(p, start2);
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
function bytesDifferAt(text, start2, patterns, from, length) {
  if (start2 + length > text.length) return 1;
  for (let i2 = 0; i2 < length; i2++) if (text[start2 + i2] !== patterns[from + i2]) return i2 + 1;
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
  for (let run2 = NON_ASCII.exec(text); run2 !== null; run2 = NON_ASCII.exec(text)) {
    if (++runs > maxRuns) return void 0;
    ENCODER.encodeInto(text.slice(from, run2.index), bytes.subarray(from, run2.index));
    const end = run2.index + run2[0].length;
    for (let i2 = run2.index; i2 < end; i2++) bytes[i2] = 128 | text.charCodeAt(i2) & 127;
    from = end;
  }
  ENCODER.encodeInto(text.slice(from), bytes.subarray(from));
  return { bytes, words: new Int32Array(buffer), pure: false };
}
function isAscii(value) {
  for (let i2 = 0; i2 < value.length; i2++) if (value.charCodeAt(i2) > 127) return false;
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
  let window2 = 1;
  while (window2 * 2 <= Math.min(length, MAX_WINDOW)) window2 *= 2;
  return window2;
}
function scanWithWindow(text, codes, states, indices, window2, pool) {
  if (GEAR.length === 0) GEAR = buildGearTable(GEAR_SEED);
  const patterns = states.map((s) => s.query.pattern);
  const multiplier = 2 ** (MAX_WINDOW / window2) | 0;
  const anchors = chooseAnchors2(patterns, indices, window2, multiplier);
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
  if (codes) scanCodes(text, codes, table, multiplier, window2 - 1);
  else scanText(text, table, multiplier, window2 - 1);
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
    const start2 = windowStart - table.anchors.offset[entry];
    if (table.anchors.hash[entry] !== hash || start2 < 0) continue;
    const patternIndex = table.indices[entry];
    const state = table.states[patternIndex];
    table.budget[entry] -= HIT_COST;
    if (state.wants(start2)) {
      const pattern = table.patterns[patternIndex];
      const compared = mismatchAt(text, pattern, start2);
      if (compared < 0) {
        if (state.accept(start2)) removeEntry(table, entry);
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
function chooseAnchors2(patterns, indices, window2, multiplier) {
  const count = indices.length;
  const offsets = new Int32Array(count * CANDIDATES);
  const hashes = new Int32Array(count * CANDIDATES);
  const sharing = new HashCounter(count * CANDIDATES);
  const rolled = new Int32Array(ROLL_LIMIT * window2);
  for (let entry = 0; entry < count; entry++) {
    const pattern = patterns[indices[entry]];
    const span = pattern.length - window2;
    const roll = pattern.length <= rolled.length;
    if (roll) rollingHashes(pattern, window2, multiplier, rolled);
    for (let k = 0; k < CANDIDATES; k++) {
      const offset = spreadOffset(span, k);
      const hash = roll ? rolled[offset] : windowHash(pattern, offset, window2, multiplier);
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
function rollingHashes(value, window2, multiplier, into) {
  let hash = 0;
  for (let i2 = 0; i2 < value.length; i2++) {
    hash = Math.imul(hash, multiplier) + GEAR[value.charCodeAt(i2)] | 0;
    if (i2 >= window2 - 1) into[i2 - window2 + 1] = hash;
  }
}
function windowHash(value, offset, window2, multiplier) {
  let hash = 0;
  for (let i2 = offset; i2 < offset + window2; i2++) hash = Math.imul(hash, multiplier) + GEAR[value.charCodeAt(i2)] | 0;
  return hash;
}
function buildGearTable(seed) {
  const table = new Int32Array(65536);
  let state = seed | 0;
  for (let i2 = 0; i2 < table.length; i2++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    table[i2] = state;
  }
  return table;
}

// src/core/search/linearSearch.ts
function kmpSearch(text, state) {
  const pattern = state.query.pattern;
  const m = pattern.length;
  if (m === 0 || m > text.length || state.stopped) return;
  const units = new Uint16Array(m);
  for (let i2 = 0; i2 < m; i2++) units[i2] = pattern.charCodeAt(i2);
  const border = new Int32Array(m);
  for (let i2 = 1, k2 = 0; i2 < m; i2++) {
    while (k2 > 0 && units[i2] !== units[k2]) k2 = border[k2 - 1];
    if (units[i2] === units[k2]) k2++;
    border[i2] = k2;
  }
  const overlapping = state.query.overlapping;
  const length = text.length;
  let k = 0;
  for (let i2 = 0; i2 < length; i2++) {
    const c = text.charCodeAt(i2);
    while (k > 0 && units[k] !== c) k = border[k - 1];
    if (units[k] === c) k++;
    if (k === m) {
      const start2 = i2 - m + 1;
      if (state.wants(start2) && state.accept(start2)) return;
      k = overlapping ? border[m - 1] : 0;
    }
  }
}
function ahoCorasickSearch(text, states) {
  const automaton = buildAutomaton(states);
  let remaining = states.filter((s) => !s.stopped).length;
  if (remaining === 0) return;
  const { fail: fail3, output, dictionary, nextSameNode } = automaton;
  const length = text.length;
  let node = 0;
  for (let i2 = 0; i2 < length; i2++) {
    const c = text.charCodeAt(i2);
    let next = childOf(automaton, node, c);
    while (next === 0 && node !== 0) {
      node = fail3[node];
      next = childOf(automaton, node, c);
    }
    node = next;
    for (let at = output[node] !== 0 ? node : dictionary[node]; at !== 0; at = dictionary[at]) {
      for (let link = output[at]; link !== 0; link = nextSameNode[link - 1]) {
        const state = states[link - 1];
        const start2 = i2 - state.query.pattern.length + 1;
        if (state.wants(start2) && state.accept(start2) && --remaining === 0) return;
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
    for (let i2 = 0; i2 < pattern.length; i2++) {
      const c = pattern.charCodeAt(i2);
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
  const fail3 = new Int32Array(nodes);
  const dictionary = new Int32Array(nodes);
  const automaton = { firstChar, firstChild, hasMore, edges, fail: fail3, output, dictionary, nextSameNode };
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
        let f = fail3[parent];
        let to = childOf(automaton, f, c);
        while (to === 0 && f !== 0) {
          f = fail3[f];
          to = childOf(automaton, f, c);
        }
        link = to;
      }
      fail3[child] = link;
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
  wants(start2) {
    return !this.stopped && (this.query.overlapping || start2 >= this.nextFree);
  }
  /** Count a verified occurrence (the caller checked `wants`); true when the query is satisfied. */
  accept(start2) {
    this.starts.push(start2);
    this.nextFree = start2 + this.query.pattern.length;
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
    const window2 = windowFor(pattern.length);
    const group = groups.get(window2);
    if (group) group.push(index);
    else groups.set(window2, [index]);
  }
  const overBudget = [];
  const pool = { left: WASTE_TEXT_SHARE * text.length };
  if (ascii && aligned.length > 0) {
    yield;
    for (const index of scanAligned(ascii, states, aligned, pool)) overBudget.push(states[index]);
  }
  for (const [window2, indices] of groups) {
    yield;
    for (const index of scanWithWindow(text, ascii?.pure ? ascii.bytes : void 0, states, indices, window2, pool)) overBudget.push(states[index]);
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
    this.sorted = sortByFirstStart(runs.filter((run2) => run2.starts.length > 0));
    let sequential = true;
    for (let r = 1; r < this.sorted.length && sequential; r++) {
      sequential = (this.sorted[r - 1].starts.at(-1) ?? 0) < this.sorted[r].starts[0];
    }
    this.sequential = sequential;
  }
  /** Calls `visit` for every match in order of start, then of edit index. */
  forEach(visit4) {
    if (this.sequential) {
      for (const run2 of this.sorted) for (const start2 of run2.starts) visit4(run2.index, start2, start2 + run2.length);
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
  for (const run2 of byIndex) maxStart = Math.max(maxStart, run2.starts[0]);
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
    const run2 = live[r];
    const start2 = run2.starts[position[r]];
    visit4(run2.index, start2, start2 + run2.length);
    position[r]++;
    if (position[r] === run2.starts.length) heap[0] = heap[--size];
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
  const matches = tolerant ? runs.flatMap((run2) => run2.starts.map((start2) => ({ index: run2.index, start: start2, end: start2 + run2.length }))) : [];
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
    replacementCount: runs.reduce((n, run2) => n + run2.starts.length, 0),
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
  order.forEach((index, start2, end) => {
    if (start2 < reachEnd && index !== reachIndex) {
      const reach = { index: reachIndex, start: reachStart, end: reachEnd };
      const current = { index, start: start2, end };
      const [earlier, later] = reachIndex < index ? [reach, current] : [current, reach];
      const key = earlier.index * editCount + later.index;
      if (!reported.has(key)) {
        reported.add(key);
        errors.push(overlappingEditsError(context, earlier, later));
      }
    }
    if (end > reachEnd) {
      reachIndex = index;
      reachStart = start2;
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
    const start2 = matchStart + t.prefix;
    const end = matchEnd - t.endTrim;
    const previous = replacements.at(-1);
    if (previous && previous.end === start2) {
      previous.end = end;
      previous.text += t.text;
    } else {
      replacements.push({ start: start2, end, text: t.text });
    }
  });
  return replacements;
}

// src/core/agentHook/hookMessages.ts
var DEFAULT_OVERRIDE_KEYWORD = "SUDO";
var HOOK_OFF_VARIABLE = "GUARDED_EDIT_HOOK";
function notReadFirstError(displayPath, readTool, keyword, inputPath) {
  return guardedError(
    "NOT_READ_FIRST",
    `${quote(displayPath)} has not been read in this session: Guarded Edit's hook lets the agent change a file only after reading it.`,
    inputPath,
    `Read it with ${readTool}, then repeat this call based on the text it shows. (The person can let this call through by writing ${keyword} in their next prompt.)`
  );
}
function changedSinceReadError(displayPath, readTool, keyword, inputPath) {
  return guardedError(
    "CHANGED_SINCE_READ",
    `${quote(displayPath)} has changed since it was last read in this session (edited by the person, a formatter or another tool), so this call may rest on text that is no longer there.`,
    inputPath,
    `Read it again with ${readTool}, then repeat this call based on the current text. (The person can let this call through by writing ${keyword} in their next prompt.)`
  );
}
function ownEntriesRemovedError(displayPath, keyword, inputPath) {
  return guardedError(
    "PROTECTED_PATH",
    `This call would remove Guarded Edit's hook entries from ${quote(displayPath)}: the agent may not switch off its own guard.`,
    inputPath,
    `Keep the entries whose command names guarded-edit-hook. Only the person can remove them, by editing the file themselves or by writing ${keyword} in their prompt for this turn.`
  );
}
function confirmationRequiredError(displayPath, pattern, inputPath) {
  return guardedError(
    "CONFIRMATION_REQUIRED",
    `${quote(displayPath)} matches ${quote(pattern)}, one of the files that change only after the person's yes (secrets, editor and agent settings, automation).`,
    inputPath,
    // An "ask" is shown in the agent's permission prompt when a person is there; a headless run
    // (no one to ask) turns it into a refusal carrying these same words, so they cover both.
    `The person decides in the agent's permission prompt. If this call came back refused, the person said no or no one could be asked (a headless run): do not repeat it on your own; tell the person what you want to change in ${displayPath} and why, and they can make the change themselves.`
  );
}
function malformedCallError(problem) {
  return guardedError(
    "INVALID_INPUT",
    `Guarded Edit's hook could not read this call: ${problem}.`,
    [],
    "Repeat the call with the input the tool documents."
  );
}
var MAX_EVENT_BYTES = 64 * 1024 * 1024;
function internalFailureReason(what, detail) {
  return [
    `Guarded Edit's hook failed while ${what}: ${detail}. The call was stopped because the hook could not check it.`,
    `Next step: the person can fix the cause, or switch the hook off by removing the entries whose command names guarded-edit-hook from the agent's hook settings (.claude/settings*.json, .github/hooks/*.json, .codex/hooks.json, .gemini/settings.json, .cursor/hooks.json, .clinerules/hooks/, .opencode/plugin/guarded-edit.js), or by starting the agent with the environment variable ${HOOK_OFF_VARIABLE}=off.`
  ].join("\n");
}
function formatReason(errors) {
  return errors.map((e) => `${e.code}: ${e.message}
Next step: ${e.recovery_hint}`).join("\n\n");
}
function promptHasKeyword(prompt, keyword) {
  if (keyword === "") return false;
  const escaped2 = keyword.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\p{L}\\p{N}_])${escaped2}($|[^\\p{L}\\p{N}_])`, "u").test(prompt);
}

// src/core/agentHook/ownEntries.ts
var HOOK_EVENTS = ["PreToolUse", "PostToolUse", "UserPromptSubmit"];
var LAYOUTS = Object.fromEntries(
  AGENTS.flatMap((agent) => {
    const { layout } = DIALECTS[agent];
    return layout.kind === "settings" ? [[agent, layout]] : [];
  })
);
var HOOK_SETTINGS_PATTERNS = [...new Set(AGENTS.flatMap((agent) => DIALECTS[agent].guardedFiles))].map((glob) => `**/${glob}`);
var HOOK_SETTINGS_FILES = [...new Set(AGENTS.flatMap((agent) => DIALECTS[agent].settingsFiles))].map((glob) => compileGlob(`**/${glob}`, { caseInsensitive: true }));
function isHookSettingsPath(relativePath) {
  return HOOK_SETTINGS_FILES.some((matches) => matches(relativePath));
}
var COMMAND_KEYS = ["command", "bash", "powershell"];
function isOwn(value) {
  return COMMAND_KEYS.some((k) => typeof value[k] === "string" && value[k].includes(HOOK_MARKER));
}
function countOwnEntries(settings, events = HOOK_EVENTS) {
  const counts = {};
  for (const event2 of events) counts[event2] = 0;
  const hooks = isRecord(settings) ? settings.hooks : void 0;
  if (!isRecord(hooks)) return counts;
  for (const event2 of Object.keys(hooks).slice(0, 200)) counts[event2] = countCommands(hooks[event2], 0);
  return counts;
}
function countCommands(value, depth2) {
  if (depth2 > 8) return 0;
  if (Array.isArray(value)) return value.slice(0, 1e3).reduce((n, v) => n + countCommands(v, depth2 + 1), 0);
  if (!isRecord(value)) return 0;
  const own = isOwn(value) ? 1 : 0;
  return own + (Array.isArray(value.hooks) ? countCommands(value.hooks, depth2 + 1) : 0);
}
function removesOwnEntries(before2, after2) {
  const old = countOwnEntries(parseJson(before2), []);
  const events = Object.keys(old).filter((e) => old[e] > 0);
  if (events.length === 0) return false;
  const now = countOwnEntries(after2 === void 0 ? void 0 : parseJson(after2), events);
  return events.some((e) => now[e] < old[e]);
}

// src/core/patch/patchErrors.ts
function invalidPatchError(line, received, expected) {
  const found = received === void 0 ? "the patch ends there" : `it reads ${quote(received)}`;
  return guardedError(
    "INVALID_PATCH",
    `Patch line ${line}: expected ${expected}, but ${found}.`,
    ["patch"],
    'Correct that line of the patch and send the whole patch again. A "*** Begin Patch" patch holds "*** Add File: P", "*** Delete File: P" or "*** Update File: P" sections and ends with "*** End Patch"; a unified diff holds "--- a/P", "+++ b/P" and "@@ -l,n +l,n @@" hunks whose lines start with a space, "-" or "+".'
  );
}
function patchTooLargeError(what, limit) {
  return guardedError(
    "TOO_MANY_EDITS",
    `The patch ${what}; at most ${limit} are checked in one request.`,
    ["patch"],
    "Split the patch into several calls (each call is all or nothing on its own)."
  );
}
function hunkLabel(index, total, displayPath, line) {
  return `Hunk ${index + 1} of ${total} in ${displayPath} (patch line ${line})`;
}

// src/core/patch/patchLines.ts
var PatchLines = class {
  lines;
  index = 0;
  constructor(text) {
    const lines = text.split("\n").map((l) => l.endsWith("\r") ? l.slice(0, -1) : l);
    if (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
    this.lines = lines;
  }
  get done() {
    return this.index >= this.lines.length;
  }
  /** The current line, or undefined past the end. */
  peek() {
    return this.lines[this.index];
  }
  /** The 1-based number of the current line (one past the last when done). */
  get lineNumber() {
    return this.index + 1;
  }
  next() {
    const line = this.lines[this.index];
    if (line !== void 0) this.index++;
    return line;
  }
  get count() {
    return this.lines.length;
  }
};

// src/core/patch/envelope.ts
var BEGIN_PATCH = "*** Begin Patch";
var END_PATCH = "*** End Patch";
var ADD = "*** Add File:";
var DELETE = "*** Delete File:";
var UPDATE = "*** Update File:";
var MOVE = "*** Move to:";
var END_OF_FILE = "*** End of File";
var SECTION = 'a section "*** Add File: PATH", "*** Delete File: PATH" or "*** Update File: PATH", or "*** End Patch"';
function isEnvelope(text) {
  const first = text.trimStart().split("\n", 1)[0] ?? "";
  return first.trim() === BEGIN_PATCH;
}
function parseEnvelope(text) {
  const lines = new PatchLines(text);
  while (!lines.done && (lines.peek() ?? "").trim() === "") lines.next();
  if ((lines.peek() ?? "").trim() !== BEGIN_PATCH) return fail(lines.lineNumber, lines.peek(), `"${BEGIN_PATCH}"`);
  lines.next();
  const operations = [];
  for (; ; ) {
    const at = lines.lineNumber;
    const raw = lines.peek();
    if (raw === void 0) return fail(at, void 0, `"${END_PATCH}" as the last line`);
    const line = raw.trim();
    if (line === END_PATCH) {
      lines.next();
      break;
    }
    if (line === "") {
      lines.next();
      continue;
    }
    const section = readSection(lines);
    if (!section.ok) return section;
    operations.push(section.operation);
  }
  while (!lines.done) {
    const at = lines.lineNumber;
    const rest = lines.next() ?? "";
    if (rest.trim() !== "") return fail(at, rest, `nothing after "${END_PATCH}"`);
  }
  if (operations.length === 0) return fail(lines.count, void 0, `at least one ${SECTION.replace(', or "*** End Patch"', "")} before "${END_PATCH}"`);
  return { ok: true, operations };
}
function readSection(lines) {
  const at = lines.lineNumber;
  const raw = lines.next() ?? "";
  const line = raw.trim();
  const path = (marker) => {
    if (!line.startsWith(marker)) return void 0;
    return line.slice(marker.length).trim();
  };
  const added = path(ADD);
  if (added !== void 0) {
    if (added === "") return fail(at, raw, `a path after "${ADD}"`);
    const content = [];
    while (!lines.done && !isMarker(lines.peek() ?? "")) {
      const lineAt = lines.lineNumber;
      const text = lines.next() ?? "";
      if (!text.startsWith("+")) return fail(lineAt, text, 'a line of the new file starting with "+" (or the next "***" line)');
      content.push(text.slice(1));
    }
    return { ok: true, operation: { kind: "add", path: added, line: at, content: content.map((l) => `${l}
`).join("") } };
  }
  const deleted = path(DELETE);
  if (deleted !== void 0) {
    if (deleted === "") return fail(at, raw, `a path after "${DELETE}"`);
    return { ok: true, operation: { kind: "delete", path: deleted, line: at } };
  }
  const updated = path(UPDATE);
  if (updated !== void 0) {
    if (updated === "") return fail(at, raw, `a path after "${UPDATE}"`);
    return readUpdate(lines, updated, at);
  }
  return fail(at, raw, SECTION);
}
function readUpdate(lines, path, at) {
  let moveTo;
  let moveLine;
  const next = (lines.peek() ?? "").trim();
  if (next.startsWith(MOVE)) {
    moveLine = lines.lineNumber;
    moveTo = next.slice(MOVE.length).trim();
    lines.next();
    if (moveTo === "") return fail(moveLine, next, `a path after "${MOVE}"`);
  }
  const hunks = [];
  while (!lines.done) {
    const peeked = lines.peek() ?? "";
    if (isSectionOrEnd(peeked)) break;
    const hunk = readHunk(lines, hunks.length === 0);
    if (!hunk.ok) return hunk;
    hunks.push(hunk.hunk);
  }
  if (hunks.length === 0 && moveTo === void 0) {
    return fail(lines.lineNumber, lines.peek(), `a hunk ("@@" and lines starting with " ", "-" or "+") for "${UPDATE} ${path}"`);
  }
  return { ok: true, operation: { kind: "update", path, line: at, hunks, ...moveTo !== void 0 ? { moveTo, moveLine } : {} } };
}
function readHunk(lines, first) {
  const at = lines.lineNumber;
  const start2 = lines.peek() ?? "";
  let header;
  if (start2.trim() === "@@") {
    lines.next();
  } else if (start2.startsWith("@@ ")) {
    header = start2.slice(3).trim();
    lines.next();
    if (header === "") header = void 0;
  } else if (!first || !isHunkLine(start2)) {
    return fail(at, start2, 'a hunk starting with "@@" (optionally followed by a line of the file to search after)');
  }
  const hunk = { line: at, oldLines: [], newLines: [], endOfFile: false, ...header !== void 0 ? { header } : {} };
  let body2 = 0;
  while (!lines.done) {
    const text = lines.peek() ?? "";
    if (text.trim() === END_OF_FILE) {
      lines.next();
      hunk.endOfFile = true;
      break;
    }
    if (text.startsWith("@@") || isSectionOrEnd(text)) break;
    const lineAt = lines.lineNumber;
    lines.next();
    const marker = text === "" ? " " : text[0];
    const rest = text.slice(1);
    if (marker === " ") {
      hunk.oldLines.push(rest);
      hunk.newLines.push(rest);
    } else if (marker === "-") {
      hunk.oldLines.push(rest);
    } else if (marker === "+") {
      hunk.newLines.push(rest);
    } else {
      return fail(lineAt, text, 'a hunk line starting with " " (context), "-" (removed) or "+" (added), "@@", "*** End of File" or the next "***" section');
    }
    body2++;
  }
  if (body2 === 0) return fail(lines.lineNumber, lines.peek(), 'at least one line starting with " ", "-" or "+" in the hunk that starts at patch line ' + String(at));
  return { ok: true, hunk };
}
function isHunkLine(text) {
  return text === "" || text[0] === " " || text[0] === "-" || text[0] === "+";
}
function isMarker(text) {
  return text.trim().startsWith("*** ");
}
function isSectionOrEnd(text) {
  const t = text.trim();
  return t === END_PATCH || t.startsWith(ADD) || t.startsWith(DELETE) || t.startsWith(UPDATE) || t.startsWith("*** ") && !t.startsWith(END_OF_FILE) && !t.startsWith(MOVE);
}
function fail(line, received, expected) {
  return { ok: false, errors: [invalidPatchError(line, received, expected)] };
}

// src/core/patch/unifiedDiff.ts
var HUNK_HEADER2 = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;
var NO_NEWLINE = "\\";
function parseUnifiedDiff(text) {
  const lines = new PatchLines(text);
  const operations = [];
  let header;
  const finish = (hunks) => {
    if (!header) return [];
    const made = operationOf(header, hunks);
    header = void 0;
    if (!made.ok) return made.errors;
    if (made.operation) operations.push(made.operation);
    return [];
  };
  while (!lines.done) {
    const at = lines.lineNumber;
    const line = lines.peek() ?? "";
    if (line.startsWith("diff --git ")) {
      const errors2 = finish([]);
      if (errors2.length > 0) return { ok: false, errors: errors2 };
      lines.next();
      header = { line: at, newFile: false, deletedFile: false, ...gitPaths(line.slice("diff --git ".length)) };
      continue;
    }
    if (header && !header.oldPath && header.oldPath !== null) {
      const extended = readExtendedHeader(line, header);
      if (extended === "binary") return fail2(at, line, "a text diff: binary patches are not applied");
      if (extended === "copy") return fail2(at, line, "a change, rename, addition or deletion: copies are not applied (add the copy as a new file instead)");
      if (extended) {
        lines.next();
        continue;
      }
    }
    if (line.startsWith("--- ")) {
      const minus = lines.next() ?? "";
      const plusAt = lines.lineNumber;
      const plus = lines.next();
      if (plus === void 0 || !plus.startsWith("+++ ")) return fail2(plusAt, plus, `"+++ b/PATH" after the "---" line at patch line ${at}`);
      header ??= { line: at, newFile: false, deletedFile: false };
      header.oldPath = sidePath(minus.slice(4), "a/");
      header.newPath = sidePath(plus.slice(4), "b/");
      const hunks = [];
      while (!lines.done && (lines.peek() ?? "").startsWith("@@")) {
        const hunk = readHunk2(lines);
        if (!hunk.ok) return hunk;
        hunks.push(hunk.hunk);
      }
      if (hunks.length === 0) return fail2(lines.lineNumber, lines.peek(), `a hunk "@@ -l,n +l,n @@" for the file named at patch line ${at}`);
      const errors2 = finish(hunks);
      if (errors2.length > 0) return { ok: false, errors: errors2 };
      continue;
    }
    lines.next();
  }
  const errors = finish([]);
  if (errors.length > 0) return { ok: false, errors };
  if (operations.length === 0) return fail2(1, lines.count > 0 ? text.split("\n", 1)[0] : void 0, 'a unified diff ("--- a/PATH", "+++ b/PATH", "@@ -l,n +l,n @@") or a "*** Begin Patch" patch');
  return { ok: true, operations };
}
function readExtendedHeader(line, header) {
  if (line.startsWith("new file mode ")) header.newFile = true;
  else if (line.startsWith("deleted file mode ")) header.deletedFile = true;
  else if (line.startsWith("rename from ")) header.renameFrom = unquote(line.slice("rename from ".length));
  else if (line.startsWith("rename to ")) header.renameTo = unquote(line.slice("rename to ".length));
  else if (line.startsWith("copy from ") || line.startsWith("copy to ")) return "copy";
  else if (line.startsWith("Binary files ") || line === "GIT binary patch") return "binary";
  else if (!/^(index |old mode |new mode |similarity index |dissimilarity index )/.test(line)) return false;
  return true;
}
function operationOf(header, hunks) {
  const oldPath = header.oldPath === void 0 ? header.renameFrom ?? header.gitOld : header.oldPath;
  const newPath = header.newPath === void 0 ? header.renameTo ?? header.gitNew : header.newPath;
  const at = header.line;
  if (oldPath === null || header.newFile && hunks.length === 0) {
    if (!newPath) return fail2(at, void 0, "the path of the added file");
    const content = hunks.map((h) => joinLines(h.newLines, h.newNoFinalNewline === true)).join("");
    return { ok: true, operation: { kind: "add", path: newPath, line: at, content } };
  }
  if (newPath === null || header.deletedFile) {
    if (!oldPath) return fail2(at, void 0, "the path of the deleted file");
    const listed = hunks.length > 0 ? { expectedText: hunks.map((h) => joinLines(h.oldLines, h.oldNoFinalNewline === true)).join("") } : {};
    return { ok: true, operation: { kind: "delete", path: oldPath, line: at, ...listed } };
  }
  if (!oldPath || !newPath) return fail2(at, void 0, `the file's path ("--- a/PATH" and "+++ b/PATH")`);
  if (hunks.length === 0 && oldPath === newPath) return { ok: true };
  return {
    ok: true,
    operation: { kind: "update", path: oldPath, line: at, hunks, ...newPath !== oldPath ? { moveTo: newPath, moveLine: at } : {} }
  };
}
function readHunk2(lines) {
  const at = lines.lineNumber;
  const headerLine = lines.next() ?? "";
  const match = HUNK_HEADER2.exec(headerLine);
  if (!match) return fail2(at, headerLine, 'a hunk header "@@ -l,n +l,n @@"');
  let oldLeft = match[2] === void 0 ? 1 : Number(match[2]);
  let newLeft = match[4] === void 0 ? 1 : Number(match[4]);
  const hunk = { line: at, oldStartHint: Number(match[1]), oldLines: [], newLines: [], endOfFile: false };
  let last;
  while (oldLeft > 0 || newLeft > 0 || lines.peek()?.startsWith(NO_NEWLINE)) {
    const lineAt = lines.lineNumber;
    const text = lines.peek();
    if (text === void 0) return fail2(lineAt, void 0, `${oldLeft} more old and ${newLeft} more new lines of the hunk at patch line ${at} (its header counts them)`);
    if (text.startsWith(NO_NEWLINE)) {
      lines.next();
      if (last === "old" || last === "both") hunk.oldNoFinalNewline = true;
      if (last === "new" || last === "both") hunk.newNoFinalNewline = true;
      if (oldLeft === 0 && newLeft === 0 && !lines.peek()?.startsWith(NO_NEWLINE)) break;
      continue;
    }
    const marker = text === "" ? " " : text[0];
    const rest = text.slice(1);
    if (marker === " " && oldLeft > 0 && newLeft > 0) {
      hunk.oldLines.push(rest);
      hunk.newLines.push(rest);
      oldLeft--;
      newLeft--;
      last = "both";
    } else if (marker === "-" && oldLeft > 0) {
      hunk.oldLines.push(rest);
      oldLeft--;
      last = "old";
    } else if (marker === "+" && newLeft > 0) {
      hunk.newLines.push(rest);
      newLeft--;
      last = "new";
    } else {
      return fail2(lineAt, text, `a line starting with " ", "-" or "+" (the hunk at patch line ${at} still has ${oldLeft} old and ${newLeft} new lines to come)`);
    }
    lines.next();
  }
  if (hunk.oldNoFinalNewline) hunk.endOfFile = true;
  return { ok: true, hunk };
}
function joinLines(lines, noFinalNewline) {
  if (lines.length === 0) return "";
  const joined2 = lines.join("\n");
  return noFinalNewline ? joined2 : `${joined2}
`;
}
function sidePath(raw, prefix) {
  let path = raw;
  const tab = path.indexOf("	");
  if (tab >= 0) path = path.slice(0, tab);
  path = unquote(path.trimEnd());
  if (path === "/dev/null") return null;
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}
function gitPaths(rest) {
  const match = /^a\/(.+) b\/(.+)$/.exec(rest);
  if (!match) return {};
  return { gitOld: match[1], gitNew: match[2] };
}
function unquote(path) {
  if (!(path.length >= 2 && path.startsWith('"') && path.endsWith('"'))) return path;
  return path.slice(1, -1).replace(/\\(["\\tn])/g, (_m, c) => c === "t" ? "	" : c === "n" ? "\n" : c);
}
function fail2(line, received, expected) {
  return { ok: false, errors: [invalidPatchError(line, received, expected)] };
}

// src/core/patch/parsePatch.ts
function parsePatch(text) {
  if (text.length > MAX_REQUEST_STRING_CHARS) {
    return { ok: false, errors: [patchTooLargeError(`holds ${text.length} characters`, `${MAX_REQUEST_STRING_CHARS} characters`)] };
  }
  const envelope = isEnvelope(text);
  const parsed = envelope ? parseEnvelope(text) : parseUnifiedDiff(text);
  if (!parsed.ok) return parsed;
  const { operations } = parsed;
  if (operations.length > MAX_FILES_PER_REQUEST) {
    return { ok: false, errors: [patchTooLargeError(`changes ${operations.length} files`, `${MAX_FILES_PER_REQUEST} files`)] };
  }
  const hunks = operations.reduce((n, op) => n + (op.kind === "update" ? op.hunks.length : 0), 0);
  if (hunks > MAX_EDITS_PER_REQUEST) {
    return { ok: false, errors: [patchTooLargeError(`has ${hunks} hunks`, `${MAX_EDITS_PER_REQUEST} hunks`)] };
  }
  return { ok: true, patch: { format: envelope ? "envelope" : "unified", operations } };
}

// src/core/patch/hunkPlan.ts
var PLACE_LIMIT = 200;
function planHunks(input) {
  const { text, eol, hunks, displayPath } = input;
  const padded = text.length > 0 && !text.endsWith("\n") ? text + eol : text;
  const olds = hunks.map((h) => toDocumentEol(joinLines(h.oldLines, h.oldNoFinalNewline === true), eol));
  const news = hunks.map((h) => toDocumentEol(joinLines(h.newLines, h.newNoFinalNewline === true), eol));
  const label = (i2) => hunkLabel(i2, hunks.length, displayPath, hunks[i2].line);
  let lines;
  const context = {
    displayPath,
    editCount: hunks.length,
    wording: hunkWording((i2) => label(i2)),
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
  for (let i2 = 0; i2 < hunks.length; i2++) {
    const hunk = hunks[i2];
    const old = olds[i2];
    let regionStart = cursor2;
    if (hunk.header !== void 0) {
      const after2 = lineAfterHeader(padded, hunk.header, cursor2);
      if (after2 === void 0) {
        errors.push(headerNotFoundError(label(i2), hunk.header, displayPath, cursor2 > 0));
        continue;
      }
      regionStart = after2;
    }
    if (old === "") {
      const at = hunk.oldStartHint !== void 0 && hunk.oldStartHint > 0 ? lineEndOffset(context.lines, hunk.oldStartHint) : padded.length;
      placed.push({ hunk: i2, start: at, end: at, replacements: [{ start: at, end: at, text: news[i2] }] });
      cursor2 = at;
      continue;
    }
    const { stopped } = searched[i2];
    const starts = searched[i2].starts.filter((s) => s === 0 || padded.charCodeAt(s - 1) === 10);
    if (searched[i2].starts.length === 0) {
      missed.push(i2);
      continue;
    }
    if (starts.length === 0) {
      errors.push(insideLinesError(label(i2), old, searched[i2].starts, context));
      continue;
    }
    const allowed = starts.filter((s) => s >= regionStart && (!hunk.endOfFile || endsAtEnd(padded, s + old.length, eol)));
    const anchored = hunk.header !== void 0 && hunk.header.trim() !== "" && allowed.length > 0;
    if (allowed.length === 1 && !stopped || anchored) {
      const start2 = allowed[0];
      const end = start2 + old.length;
      placed.push({ hunk: i2, start: start2, end, replacements: planPlace(old, news[i2], start2, eol, displayPath) });
      cursor2 = end;
      const hint = hunk.oldStartHint;
      if (hint !== void 0 && hint > 0) {
        const line = context.lines.positionAt(start2).line;
        if (line !== hint) notes.push(`${label(i2)} matched at line ${line}, not at line ${hint} as its header says.`);
      }
      continue;
    }
    if (allowed.length === 0 && !stopped) {
      errors.push(outsideRegionError(label(i2), old, starts, context, {
        afterHeader: hunk.header,
        afterPrevious: cursor2 > 0,
        endOfFile: hunk.endOfFile
      }));
      continue;
    }
    const listed = allowed.length > 1 ? allowed : starts;
    errors.push(asHunkError(ambiguousMatchError(context, i2, old, listed.length, listed.slice(0, 50))));
  }
  let matched;
  if (missed.length > 0) {
    const plan = planEdits({
      text: padded,
      eol,
      displayPath,
      edits: missed.map((i2) => ({ old_string: olds[i2], new_string: news[i2] })),
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
function planPlace(old, replacement, start2, eol, displayPath) {
  if (old === replacement) return [];
  const plan = planEdits({ text: old, eol, displayPath, edits: [{ old_string: old, new_string: replacement }], matching: "exact" });
  if (!plan.ok) return [{ start: start2, end: start2 + old.length, text: replacement }];
  return plan.replacements.map((r) => ({ start: r.start + start2, end: r.end + start2, text: r.text }));
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
  const out2 = [];
  for (const r of replacements) {
    const last = out2.at(-1);
    if (last && r.start === last.end) out2[out2.length - 1] = { start: last.start, end: r.end, text: last.text + r.text };
    else out2.push({ ...r });
  }
  return out2;
}
function unpad(replacements, text, eol) {
  const end = text.length;
  const last = replacements.at(-1);
  if (!last || last.end <= end && last.start < end) return replacements;
  if (last.start === end && last.end === end && last.text === "") return replacements.slice(0, -1);
  const start2 = Math.min(last.start, end);
  const padded = text + eol;
  let tail = padded.slice(start2, last.start) + last.text + padded.slice(last.end);
  if (tail.endsWith(eol)) tail = tail.slice(0, -eol.length);
  return [...replacements.slice(0, -1), { start: start2, end, text: tail }];
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

// src/core/patch/validatePatch.ts
function fileExistsError(displayPath, line, why) {
  return guardedError(
    "FILE_EXISTS",
    `Patch line ${line}: ${displayPath} already exists, so the patch cannot ${why === "add" ? "add it" : "move a file there"}. A patch never replaces a file it does not update.`,
    ["patch"],
    why === "add" ? `Read ${displayPath} and change it with "*** Update File: ${displayPath}" and hunks instead of adding it.` : `Choose another destination, or delete ${displayPath} in a separate call first if it should go.`
  );
}

// src/core/notebook/jsonSpans.ts
var QUOTE = 34;
var BACKSLASH = 92;
var OPEN_BRACE = 123;
var CLOSE_BRACE = 125;
var OPEN_BRACKET = 91;
var CLOSE_BRACKET = 93;
function isJsonWhitespace(code) {
  return code === 32 || code === 10 || code === 13 || code === 9;
}
function skipWhitespace(text, at) {
  let i2 = at;
  while (i2 < text.length && isJsonWhitespace(text.charCodeAt(i2))) i2++;
  return i2;
}
function stringEnd(text, start2) {
  let i2 = start2 + 1;
  for (; ; ) {
    const quote2 = text.indexOf('"', i2);
    if (quote2 < 0) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(quote2 - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote2 + 1;
    i2 = quote2 + 1;
  }
}
function valueEnd(text, start2) {
  const first = text.charCodeAt(start2);
  if (first === QUOTE) return stringEnd(text, start2);
  if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
    let i2 = start2;
    while (i2 < text.length) {
      const c = text.charCodeAt(i2);
      if (c === 44 || c === CLOSE_BRACE || c === CLOSE_BRACKET || isJsonWhitespace(c)) break;
      i2++;
    }
    return i2;
  }
  let depth2 = 0;
  const length = text.length;
  for (let i2 = start2; i2 < length; i2++) {
    const c = text.charCodeAt(i2);
    if (c === QUOTE) {
      i2 = stringEnd(text, i2) - 1;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth2++;
    } else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && --depth2 === 0) {
      return i2 + 1;
    }
  }
  return text.length;
}
function objectMembers(text, span, listKey, lists) {
  const members = [];
  let i2 = skipWhitespace(text, span.start + 1);
  while (i2 < span.end && text.charCodeAt(i2) === QUOTE) {
    const keyEnd = stringEnd(text, i2);
    const key = JSON.parse(text.slice(i2, keyEnd));
    const valueStart = skipWhitespace(text, skipWhitespace(text, keyEnd) + 1);
    let end;
    if (key === listKey && lists !== void 0 && text.charCodeAt(valueStart) === OPEN_BRACKET) {
      const found = listElements(text, valueStart);
      lists.set(valueStart, found.elements);
      end = found.end;
    } else {
      end = valueEnd(text, valueStart);
    }
    members.push({ key, keyStart: i2, value: { start: valueStart, end } });
    i2 = skipWhitespace(text, end);
    if (text.charCodeAt(i2) === 44) i2 = skipWhitespace(text, i2 + 1);
    else break;
  }
  return members;
}
function listElements(text, start2) {
  const elements = [];
  let i2 = skipWhitespace(text, start2 + 1);
  while (i2 < text.length && text.charCodeAt(i2) !== CLOSE_BRACKET) {
    const end = valueEnd(text, i2);
    elements.push({ start: i2, end });
    i2 = skipWhitespace(text, end);
    if (text.charCodeAt(i2) === 44) i2 = skipWhitespace(text, i2 + 1);
    else break;
  }
  return { elements, end: i2 + 1 };
}

// src/core/notebook/layout.ts
var JUPYTER_LAYOUT = { newline: "\n", unit: " ", keySeparator: ": ", inlineSpace: "" };
function detectLayout(text, objectStart, members) {
  const first = members[0];
  if (first === void 0) return JUPYTER_LAYOUT;
  const before2 = text.slice(objectStart + 1, first.keyStart);
  const keyEnd = text.indexOf('"', first.keyStart + 1 + first.key.length) + 1;
  const keySeparator = text.slice(keyEnd > 0 ? keyEnd : first.keyStart, first.value.start).replace(/[\r\n]/g, "") || ":";
  const breakAt = before2.lastIndexOf("\n");
  if (breakAt < 0) {
    const second = members[1];
    const between = second ? text.slice(first.value.end, second.keyStart) : "";
    return { newline: "", unit: "", keySeparator, inlineSpace: between.includes(" ") ? " " : "" };
  }
  const newline = before2.charAt(breakAt - 1) === "\r" ? "\r\n" : "\n";
  const unit = before2.slice(breakAt + 1);
  return { newline, unit: unit.length > 0 && [...unit].every((c) => isJsonWhitespace(c.charCodeAt(0))) ? unit : " ", keySeparator, inlineSpace: "" };
}
function indentAt(layout, depth2) {
  return layout.newline === "" ? "" : layout.newline + layout.unit.repeat(depth2);
}
function itemSeparator(layout, depth2) {
  return `,${layout.newline === "" ? layout.inlineSpace : indentAt(layout, depth2)}`;
}
function writeJson(value, depth2, layout) {
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const items = value.map((item) => writeJson(item, depth2 + 1, layout));
    return `[${indentAt(layout, depth2 + 1)}${items.join(itemSeparator(layout, depth2 + 1))}${indentAt(layout, depth2)}]`;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== void 0);
    if (entries.length === 0) return "{}";
    const items = entries.map(([key, v]) => `${JSON.stringify(key)}${layout.keySeparator}${writeJson(v, depth2 + 1, layout)}`);
    return `{${indentAt(layout, depth2 + 1)}${items.join(itemSeparator(layout, depth2 + 1))}${indentAt(layout, depth2)}}`;
  }
  return JSON.stringify(value) ?? "null";
}
function sourceLines(source) {
  const lines = [];
  let start2 = 0;
  for (; ; ) {
    const br = source.indexOf("\n", start2);
    if (br < 0) break;
    lines.push(source.slice(start2, br + 1));
    start2 = br + 1;
  }
  if (start2 < source.length) lines.push(source.slice(start2));
  return lines;
}

// src/core/notebook/parseNotebook.ts
var CONVERT_HINT = "Convert it with `jupyter nbconvert --to notebook --inplace FILE` (which writes nbformat 4), or open and save it in Jupyter, then edit it again.";
function parseNotebook(text, displayPath) {
  const bom = text.charCodeAt(0) === 65279;
  const body2 = bom ? text.slice(1) : text;
  let json2;
  try {
    json2 = JSON.parse(body2);
  } catch (error) {
    return refuse(
      `${displayPath} is not valid JSON, so it is not a notebook that can be edited by cell: ${error instanceof Error ? error.message : String(error)}.`,
      "Fix the file's JSON first (its last good version is in the history or in version control), or rewrite it whole with guarded_create_file (overwrite: true)."
    );
  }
  if (json2 === null || typeof json2 !== "object" || Array.isArray(json2)) {
    return refuse(`${displayPath} holds JSON that is not an object, so it is not a notebook.`, 'Check the file_path: a notebook is a JSON object with "nbformat", "metadata" and "cells".');
  }
  const top = json2;
  if (top.nbformat !== 4) {
    const version = typeof top.nbformat === "number" ? `nbformat ${top.nbformat}` : 'no "nbformat" number';
    return refuse(`${displayPath} has ${version}; only nbformat 4 notebooks are edited by cell.`, typeof top.nbformat === "number" && top.nbformat < 4 ? CONVERT_HINT : 'Check the file_path: a notebook has "nbformat": 4.');
  }
  const minor = typeof top.nbformat_minor === "number" && Number.isInteger(top.nbformat_minor) && top.nbformat_minor >= 0 ? top.nbformat_minor : -1;
  if (minor < 0) return refuse(`${displayPath} has no whole "nbformat_minor" number.`, 'Add "nbformat_minor": 4 (or 5 with cell ids) at the top level of the file.');
  if (!Array.isArray(top.cells)) return refuse(`${displayPath} has no "cells" list.`, 'A notebook holds its cells in a top-level "cells" list; add "cells": [] or check the file_path.');
  const objectStart = skipWhitespace(body2, 0);
  const lists = /* @__PURE__ */ new Map();
  const members = objectMembers(body2, { start: objectStart, end: body2.length }, "cells", lists);
  const cellsMember = lastMember(members, "cells");
  const spans = cellsMember !== void 0 ? lists.get(cellsMember.value.start) : void 0;
  if (cellsMember === void 0 || spans === void 0) return refuse(`${displayPath}: the "cells" list could not be placed in the text.`, "Rewrite the file with Jupyter or VS Code, then edit it again.");
  const cellValues = top.cells;
  const hasIds = minor >= 5;
  const cells = [];
  const errors = [];
  const seenIds = /* @__PURE__ */ new Map();
  for (let index = 0; index < cellValues.length; index++) {
    const value = cellValues[index];
    const span = spans[index];
    if (value === null || typeof value !== "object" || Array.isArray(value) || span === void 0) {
      errors.push(guardedError("INVALID_NOTEBOOK", `${displayPath}: cell ${index} is not an object.`, [], "Repair the cell in Jupyter or VS Code (or remove it), then edit again."));
      continue;
    }
    const cell = value;
    const source = cell.source;
    const sourceForm = typeof source === "string" ? "string" : "lines";
    const text2 = typeof source === "string" ? source : Array.isArray(source) && source.every((line) => typeof line === "string") ? source.join("") : void 0;
    if (text2 === void 0) {
      errors.push(guardedError("INVALID_NOTEBOOK", `${displayPath}: cell ${index} has a "source" that is neither a string nor a list of strings.`, [], "Repair the cell in Jupyter or VS Code, then edit again."));
      continue;
    }
    const id = typeof cell.id === "string" ? cell.id : void 0;
    if (id !== void 0) {
      const first = seenIds.get(id);
      if (first !== void 0) {
        errors.push(guardedError(
          "INVALID_NOTEBOOK",
          `${displayPath}: cells ${first} and ${index} have the same id ${quote(id)}; a cell id must be unique, so neither can be named by it.`,
          [],
          "Open the notebook in Jupyter or VS Code and save it (both give a duplicate id a new one), or change one of the ids by hand, then edit again."
        ));
      }
      seenIds.set(id, index);
    }
    const attachments = cell.attachments;
    const hasAttachments = attachments !== null && typeof attachments === "object" && Object.keys(attachments).length > 0;
    cells.push({ index, ...id !== void 0 ? { id } : {}, cellType: typeof cell.cell_type === "string" ? cell.cell_type : "", source: text2, hasAttachments, sourceForm, span, json: cell });
  }
  if (errors.length > 0) return { ok: false, errors };
  const language = notebookLanguage(top.metadata);
  return {
    ok: true,
    notebook: {
      text: body2,
      bom,
      json: top,
      minor,
      cells,
      cellsSpan: cellsMember.value,
      layout: detectLayout(body2, objectStart, members),
      ...language !== void 0 ? { language } : {},
      hasIds
    }
  };
}
function lastMember(members, key) {
  for (let i2 = members.length - 1; i2 >= 0; i2--) if (members[i2].key === key) return members[i2];
  return void 0;
}
function notebookLanguage(metadata2) {
  if (metadata2 === null || typeof metadata2 !== "object") return void 0;
  const m = metadata2;
  if (typeof m.language_info?.name === "string") return m.language_info.name;
  if (typeof m.kernelspec?.language === "string") return m.kernelspec.language;
  return void 0;
}
function refuse(message, hint) {
  return { ok: false, errors: [guardedError("INVALID_NOTEBOOK", `${message} Nothing was changed.`, [], hint)] };
}
function firstLine2(source, max = 80) {
  const br = source.indexOf("\n");
  const line = br < 0 ? source : source.slice(0, br);
  return line.length > max ? `${line.slice(0, max - 1)}\u2026` : line;
}
function summarizeCell(cell) {
  return { index: cell.index, ...cell.id !== void 0 ? { id: cell.id.length > 80 ? `${cell.id.slice(0, 79)}\u2026` : cell.id } : {}, cell_type: cell.cellType, first_line: firstLine2(cell.source) };
}
function cellName(cell) {
  return `cell ${cell.index} (${cell.id !== void 0 ? `id ${quote(cell.id, 40)}, ` : ""}${cell.cellType})`;
}
var MAX_LISTED_CELLS = 50;
function listedCells(notebook, near = 0) {
  const all = notebook.cells;
  const from = Math.max(0, Math.min(all.length - MAX_LISTED_CELLS, near - Math.floor(MAX_LISTED_CELLS / 2)));
  const shown = all.slice(from, from + MAX_LISTED_CELLS);
  const lines = shown.map((cell) => `  ${cell.index}${cell.id !== void 0 ? ` id ${quote(cell.id, 40)}` : ""} ${cell.cellType}: ${JSON.stringify(firstLine2(cell.source, 60))}`);
  const head = all.length === 0 ? "The notebook has no cells." : shown.length === all.length ? `The notebook's ${plural(all.length, "cell")} (index, id, type, first line):` : `Cells ${from} to ${from + shown.length - 1} of ${all.length} (index, id, type, first line):`;
  return { cells: shown.map(summarizeCell), text: [head, ...lines].join("\n") };
}

// src/core/notebook/planCells.ts
var MAX_CALL_CHARS = 64 * 1024 * 1024;
function planCells(input) {
  const { notebook, edits } = input;
  const cells = notebook.cells;
  const errors = [];
  const chars = edits.reduce((n, e) => n + (e.old_string?.length ?? 0) + (e.new_string?.length ?? 0) + (e.source?.length ?? 0), 0);
  if (chars > MAX_CALL_CHARS) {
    return { ok: false, errors: [guardedError("TOO_MANY_EDITS", `The call's old_string, new_string and source values hold ${chars} characters; at most ${MAX_CALL_CHARS} are checked in one call.`, ["edits"], "Split the change into smaller calls.")] };
  }
  const byId = /* @__PURE__ */ new Map();
  for (const cell of cells) if (cell.id !== void 0) byId.set(cell.id, cell);
  const targets = edits.map((op, i2) => {
    const shapeErrors = checkShape(op, i2);
    for (const item of shapeErrors) errors.push(item);
    const target = resolveTarget2(input, byId, op, i2, errors);
    return shapeErrors.length > 0 ? void 0 : target;
  });
  const byCell = /* @__PURE__ */ new Map();
  targets.forEach((target, i2) => {
    if (target === void 0 || edits[i2].op === "insert") return;
    const list = byCell.get(target);
    if (list) list.push(i2);
    else byCell.set(target, [i2]);
  });
  for (const [cellIndex, ops] of byCell) {
    if (ops.length < 2 || ops.every((i2) => edits[i2].op === "edit" && edits[i2].old_string !== void 0 && edits[i2].cell_type === void 0 && edits[i2].language === void 0)) continue;
    const cell = cells[cellIndex];
    const named = ops.map((i2) => `edit ${i2 + 1} (${edits[i2].op})`).join(", ");
    errors.push(withCell(guardedError(
      "CELL_CONFLICT",
      `${plural(ops.length, "operation")} of this call name ${cellName(cell)}: ${named}. Every operation refers to the notebook as it is before the call, so two operations on one cell (such as an edit and a delete) cannot both apply.`,
      ["edits", ops[1]],
      "Keep one operation per cell: put every change of its source into one edit (or several old_string edits), or drop the edit of a cell you delete. Nothing was changed."
    ), cell));
  }
  if (errors.length > 0) return { ok: false, errors };
  const lookups = { left: MAX_ERRORS_PER_RESULT };
  const result = [];
  const changed = /* @__PURE__ */ new Map();
  const matched = [];
  for (const [cellIndex, ops] of byCell) {
    const first = edits[ops[0]];
    if (first.op !== "edit") continue;
    const cell = cells[cellIndex];
    const item = { kind: "base", from: cellIndex, clearOutputs: input.clearOutputs === true };
    if (first.source !== void 0) {
      if (first.source === cell.source && first.cell_type === void 0 && first.language === void 0) {
        errors.push(withCell(guardedError("NO_OP_EDIT", `Edit ${ops[0] + 1}: source is the same as the source of ${cellName(cell)}, so the edit would change nothing.`, ["edits", ops[0], "source"], "Put the changed text in source, or remove this edit."), cell));
        continue;
      }
      item.source = first.source;
    } else if (first.old_string !== void 0) {
      const planned = planInCell(input, cell, ops, errors, lookups);
      if (planned === void 0) continue;
      item.source = planned.source;
      for (const m of planned.matched) matched.push({ ...m, cell: cellIndex });
    }
    if (first.cell_type !== void 0 && first.cell_type !== cell.cellType) {
      if (first.cell_type === "code" && cell.hasAttachments === true) {
        errors.push(withCell(guardedError("INVALID_INPUT", `Edit ${ops[0] + 1}: ${cellName(cell)} holds attachments, which a code cell cannot hold, so it cannot become a code cell.`, ["edits", ops[0], "cell_type"], "Insert a new code cell instead, or remove the attachments first."), cell));
        continue;
      }
      item.cellType = first.cell_type;
    }
    if (first.language !== void 0) {
      if ((item.cellType ?? cell.cellType) !== "code") {
        errors.push(withCell(guardedError("INVALID_INPUT", `Edit ${ops[0] + 1}: language is given, but ${cellName(cell)} is not a code cell.`, ["edits", ops[0], "language"], 'Leave language out, or give cell_type: "code".'), cell));
        continue;
      }
      item.language = first.language;
    }
    changed.set(cellIndex, item);
  }
  if (errors.length > 0) return { ok: false, errors };
  const deleted = /* @__PURE__ */ new Set();
  const moved = [];
  const insertsAfter = /* @__PURE__ */ new Map();
  edits.forEach((op, i2) => {
    const target = targets[i2];
    if (op.op === "delete") deleted.add(target);
    if (op.op === "insert") {
      const list = insertsAfter.get(target);
      if (list) list.push(i2);
      else insertsAfter.set(target, [i2]);
    }
  });
  const newCell = (i2) => {
    const op = edits[i2];
    return { kind: "new", op: i2, source: op.source ?? "", cellType: op.cell_type ?? "code", ...op.language !== void 0 ? { language: op.language } : {} };
  };
  for (const i2 of insertsAfter.get(-1) ?? []) result.push(newCell(i2));
  const movedOps = /* @__PURE__ */ new Map();
  edits.forEach((op, i2) => {
    if (op.op === "move") movedOps.set(targets[i2], i2);
  });
  for (const cell of cells) {
    const item = changed.get(cell.index) ?? { kind: "base", from: cell.index, clearOutputs: false };
    const moveOp = movedOps.get(cell.index);
    if (moveOp !== void 0) moved.push({ item, to: edits[moveOp].to_index, op: moveOp });
    else if (!deleted.has(cell.index)) result.push(item);
    for (const i2 of insertsAfter.get(cell.index) ?? []) result.push(newCell(i2));
  }
  const finalLength = result.length + moved.length;
  const seenTo = /* @__PURE__ */ new Map();
  for (const move of moved) {
    if (move.to >= finalLength) {
      errors.push(withCell(guardedError(
        "INVALID_INPUT",
        `Edit ${move.op + 1}: to_index is ${move.to}, but the notebook has ${plural(finalLength, "cell")} after this call, so the last index is ${finalLength - 1}.`,
        ["edits", move.op, "to_index"],
        `Give a to_index from 0 to ${finalLength - 1} (the cell's index in the notebook after the call).`
      ), cells[targets[move.op]]));
    }
    const other = seenTo.get(move.to);
    if (other !== void 0) {
      errors.push(guardedError("CELL_CONFLICT", `Edits ${other + 1} and ${move.op + 1} both move a cell to index ${move.to}; one place holds one cell.`, ["edits", move.op, "to_index"], "Give each moved cell its own to_index."));
    }
    seenTo.set(move.to, move.op);
  }
  if (errors.length > 0) return { ok: false, errors };
  for (const move of [...moved].sort((a, b) => a.to - b.to)) result.splice(move.to, 0, move.item);
  return { ok: true, result, ...matched.length > 0 ? { matched } : {} };
}
function checkShape(op, i2) {
  const errors = [];
  const refuse2 = (field, message, hint) => {
    errors.push(guardedError("INVALID_INPUT", `Edit ${i2 + 1} (${op.op}): ${message}`, ["edits", i2, field], hint));
  };
  const named = op.cell_id !== void 0 || op.cell_index !== void 0;
  const stringFields = op.old_string !== void 0 || op.new_string !== void 0 || op.replace_all !== void 0 || op.expected_replacements !== void 0;
  if (op.op !== "move" && op.to_index !== void 0) refuse2("to_index", 'to_index is only for op "move".', op.op === "insert" ? "An insert goes right after the cell it names (cell_index: -1 for the top): name the cell before the new one instead of to_index." : "Leave to_index out.");
  if (op.op !== "insert" && op.cell_index === -1) refuse2("cell_index", 'cell_index -1 (the top) is only for op "insert".', "Give the cell's index (0 or more) or its cell_id.");
  if (op.op !== "insert" && !named) refuse2("cell_id", "no cell is named.", "Give cell_id (or cell_index) of the cell to change.");
  if (op.op === "edit") {
    if (op.source !== void 0 && stringFields) refuse2("source", "source replaces the whole source and old_string/new_string part of it; both are given.", "Send either source, or old_string and new_string.");
    else if (op.source === void 0 && op.old_string === void 0 && op.cell_type === void 0 && op.language === void 0) refuse2("old_string", "neither old_string nor source is given.", "Send old_string and new_string to change part of the cell, or source to replace all of it.");
    else if (op.old_string !== void 0 && op.new_string === void 0) refuse2("new_string", "old_string is given without new_string.", "Add new_string, the text that replaces old_string.");
    else if (op.old_string === void 0 && stringFields) refuse2("old_string", "new_string, replace_all or expected_replacements is given without old_string.", "Add old_string, the exact text to replace in the cell.");
  } else if (op.op === "insert") {
    if (stringFields) refuse2("old_string", 'old_string, new_string, replace_all and expected_replacements are for op "edit".', "Give the new cell's text as source.");
    if (op.source === void 0) refuse2("source", "source (the new cell's text) is missing.", `Add source: the new cell's text ("" for an empty cell).`);
    if (op.language !== void 0 && (op.cell_type ?? "code") !== "code") refuse2("language", "language is for code cells.", 'Leave language out, or give cell_type: "code".');
  } else {
    if (stringFields || op.source !== void 0 || op.cell_type !== void 0 || op.language !== void 0) refuse2(stringFields ? "old_string" : "source", `op "${op.op}" takes only the cell${op.op === "move" ? " and to_index" : ""}.`, "Send the change of the cell's source as a separate edit of its own call, or leave these fields out.");
    if (op.op === "move" && op.to_index === void 0) refuse2("to_index", "to_index (the cell's index after the call) is missing.", "Add to_index: the index the cell has in the notebook after this call.");
  }
  return errors;
}
function resolveTarget2(input, ids, op, i2, errors) {
  const { notebook } = input;
  const cells = notebook.cells;
  let byId;
  if (op.cell_id !== void 0) {
    byId = ids.get(op.cell_id);
    if (byId === void 0) {
      const near = op.cell_index !== void 0 && op.cell_index >= 0 ? op.cell_index : 0;
      const listing = listedCells(notebook, near);
      const why = notebook.hasIds ? `no cell of ${input.displayPath} has the id ${quote(op.cell_id, 80)}.` : `${input.displayPath} is nbformat 4.${notebook.minor}, whose cells have no ids (ids came with 4.5), so none is named ${quote(op.cell_id, 80)}.`;
      const error = guardedError(
        "CELL_NOT_FOUND",
        `Edit ${i2 + 1} (${op.op}): ${why}
${listing.text}`,
        ["edits", i2, "cell_id"],
        notebook.hasIds ? "Use the id of one of the cells listed (or its cell_index); read the notebook again if it changed." : "Name the cell by its cell_index (0-based) instead."
      );
      errors.push({ ...error, cells: listing.cells });
      return void 0;
    }
  }
  if (op.cell_index !== void 0) {
    if (op.cell_index === -1) {
      if (byId !== void 0) {
        errors.push(withCell(guardedError("CELL_CONFLICT", `Edit ${i2 + 1} (${op.op}): cell_id ${quote(op.cell_id ?? "", 40)} names ${cellName(byId)}, but cell_index is -1 (the top).`, ["edits", i2, "cell_index"], "Give only cell_id, or only cell_index."), byId));
        return void 0;
      }
      return -1;
    }
    const byIndex = cells[op.cell_index];
    if (byIndex === void 0) {
      const listing = listedCells(notebook, op.cell_index);
      const error = guardedError(
        "CELL_NOT_FOUND",
        `Edit ${i2 + 1} (${op.op}): cell_index is ${op.cell_index}, but ${input.displayPath} has ${plural(cells.length, "cell")}${cells.length > 0 ? ` (indexes 0 to ${cells.length - 1})` : ""}.
${listing.text}`,
        ["edits", i2, "cell_index"],
        cells.length > 0 ? `Give a cell_index from 0 to ${cells.length - 1} (or -1 to insert at the top), or the cell's cell_id.` : "The notebook is empty: insert with cell_index -1 (or no cell)."
      );
      errors.push({ ...error, cells: listing.cells });
      return void 0;
    }
    if (byId !== void 0 && byId.index !== byIndex.index) {
      errors.push(withCell(guardedError(
        "CELL_CONFLICT",
        `Edit ${i2 + 1} (${op.op}): cell_id ${quote(op.cell_id ?? "", 40)} names ${cellName(byId)}, but cell_index ${op.cell_index} is ${cellName(byIndex)}. Which one is meant is not clear, so nothing was changed.`,
        ["edits", i2, "cell_index"],
        `Give only cell_id (ids stay when cells move), or correct cell_index to ${byId.index}.`
      ), byId));
      return void 0;
    }
    return byIndex.index;
  }
  if (byId !== void 0) return byId.index;
  return op.op === "insert" ? -1 : void 0;
}
function planInCell(input, cell, ops, errors, lookups) {
  const edits = ops.map((i2) => {
    const op = input.edits[i2];
    return {
      old_string: op.old_string ?? "",
      new_string: op.new_string ?? "",
      ...op.replace_all !== void 0 ? { replace_all: op.replace_all } : {},
      ...op.expected_replacements !== void 0 ? { expected_replacements: op.expected_replacements } : {}
    };
  });
  const total = input.edits.length;
  const label = (local, _count) => `Edit ${ops[local] + 1} of ${total}`;
  const plan = planEdits({
    text: cell.source,
    eol: cell.source.includes("\r\n") ? "\r\n" : "\n",
    edits,
    displayPath: `${cellName(cell)} of ${input.displayPath}`,
    ...input.matching !== void 0 ? { matching: input.matching } : {},
    wording: {
      itemLabel: label,
      item: "edit",
      items: "edits",
      itemNumber: (local) => ops[local] + 1,
      oldText: "old_string",
      oldTextFirst: "old_string",
      oldContext: "old_string",
      oldContextFirst: "old_string",
      oldPart: "old_string",
      eachOldContext: "each old_string",
      newText: "new_string",
      newPart: "new_string",
      uniqueRule: "without replace_all it must occur exactly once in the cell",
      request: "call"
    }
  });
  if (!plan.ok) {
    for (const error of plan.errors) errors.push(inCell(error, cell, ops, input, lookups));
    return void 0;
  }
  let source = cell.source;
  for (const r of [...plan.replacements].reverse()) source = source.slice(0, r.start) + r.text + source.slice(r.end);
  return { source, matched: (plan.matched ?? []).map((m) => ({ ...m, edit: ops[m.edit - 1] + 1 })) };
}
function inCell(error, cell, ops, input, lookups) {
  const path = error.path[0] === "edits" && typeof error.path[1] === "number" ? ["edits", ops[error.path[1]], ...error.path.slice(2)] : error.path;
  const placed = { ...error, path, cell: summarizeCell(cell) };
  if (error.location) placed.location = { ...error.location, file_path: input.displayPath };
  if (error.code !== "OLD_STRING_NOT_FOUND" || typeof path[1] !== "number" || lookups.left <= 0) return placed;
  lookups.left--;
  const oldString = input.edits[path[1]].old_string ?? "";
  const elsewhere = input.notebook.cells.filter((other) => other.index !== cell.index && other.source.includes(oldString)).slice(0, 5);
  if (elsewhere.length === 0) return placed;
  const where = elsewhere.map((other) => `${cellName(other)} at line ${lineOf(other.source, other.source.indexOf(oldString))}`).join(", ");
  return {
    ...placed,
    message: `${placed.message} It is in ${where}.`,
    recovery_hint: elsewhere.length === 1 ? `Name ${cellName(elsewhere[0])} instead: cell_id ${elsewhere[0].id !== void 0 ? quote(elsewhere[0].id, 80) : "(none)"}, cell_index ${elsewhere[0].index}.` : placed.recovery_hint,
    cells: elsewhere.map(summarizeCell)
  };
}
function lineOf(text, offset) {
  let line = 1;
  for (let i2 = text.indexOf("\n"); i2 >= 0 && i2 < offset; i2 = text.indexOf("\n", i2 + 1)) line++;
  return line;
}
function withCell(error, cell) {
  return cell ? { ...error, cell: summarizeCell(cell) } : error;
}

// src/core/notebook/validateNotebook.ts
var import_validators = __toESM2(require_validators());
function schemaProblem(json2, minor) {
  const cells = Array.isArray(json2.cells) ? json2.cells : [];
  let checked = json2;
  if (minor < 5) {
    for (let i2 = 0; i2 < cells.length; i2++) {
      const cell2 = cells[i2];
      if (cell2 !== null && typeof cell2 === "object" && "id" in cell2) {
        return { pointer: `/cells/${i2}/id`, cell: i2, what: `has an "id", which nbformat 4.${minor} does not allow (cell ids came with 4.5)` };
      }
    }
    checked = { ...json2, nbformat_minor: 5, cells: cells.map((cell2) => cell2 !== null && typeof cell2 === "object" ? { id: "x", ...cell2 } : cell2) };
  } else {
    const seen = /* @__PURE__ */ new Map();
    for (let i2 = 0; i2 < cells.length; i2++) {
      const id = cells[i2]?.id;
      if (typeof id !== "string") continue;
      const first = seen.get(id);
      if (first !== void 0) return { pointer: `/cells/${i2}/id`, cell: i2, what: `has the id ${quote(id, 40)} of cell ${first}; ids must be unique` };
      seen.set(id, i2);
    }
  }
  if ((0, import_validators.validateNbformat4)(checked)) return void 0;
  const errors = import_validators.validateNbformat4.errors ?? [];
  const error = errors[errors.length - 1];
  if (!error) return { pointer: "", what: "does not match the nbformat v4 schema" };
  const match = /^\/cells\/(\d+)/.exec(error.instancePath);
  if (!match) return { pointer: error.instancePath, what: describeSchemaError(error) };
  const index = Number(match[1]);
  const cellPath = `/cells/${index}`;
  const cell = checked.cells[index];
  const own = cell !== null && typeof cell === "object" ? CELL_VALIDATORS[String(cell.cell_type)] : void 0;
  if (error.instancePath === cellPath && own !== void 0 && !own(cell)) {
    const inner = own.errors?.[own.errors.length - 1];
    if (inner) return { pointer: cellPath + inner.instancePath, cell: index, what: describeSchemaError(inner) };
  }
  if (error.instancePath === cellPath && own === void 0) {
    return { pointer: `${cellPath}/cell_type`, cell: index, what: 'must be "code", "markdown" or "raw"' };
  }
  return { pointer: error.instancePath, cell: index, what: describeSchemaError(error) };
}
var CELL_VALIDATORS = { code: import_validators.validateCodeCell, markdown: import_validators.validateMarkdownCell, raw: import_validators.validateRawCell };
function describeSchemaError(error) {
  const p = error.params;
  switch (error.keyword) {
    case "type":
      return `must be of type ${String(p.type)}`;
    case "required":
      return `lacks the required field ${quote(String(p.missingProperty))}`;
    case "additionalProperties":
      return `has the field ${quote(String(p.additionalProperty))}, which nbformat does not allow there`;
    case "enum":
      return `must be one of ${JSON.stringify(p.allowedValues)}`;
    case "pattern":
      return `does not match the pattern ${String(p.pattern)}`;
    case "maxLength":
      return `is longer than ${String(p.limit)} characters`;
    case "minLength":
      return `is shorter than ${String(p.limit)} characters`;
    case "minimum":
      return `must be at least ${String(p.limit)}`;
    case "oneOf":
      return "matches none of the forms nbformat allows there";
    default:
      return `fails the schema's ${quote(error.keyword)} rule`;
  }
}

// src/core/notebook/writeNotebook.ts
var CELL_DEPTH = 2;
function writeNotebook(notebook, result) {
  const { text, layout, cells } = notebook;
  const taken = /* @__PURE__ */ new Set();
  for (const cell of cells) if (cell.id !== void 0) taken.add(cell.id);
  const newIds = /* @__PURE__ */ new Map();
  const sourceForm = cells[0]?.sourceForm ?? "lines";
  const pieces = [];
  const values = [];
  for (const item of result) {
    if (item.kind === "base") {
      const cell = cells[item.from];
      if (item.source === void 0 && item.cellType === void 0 && item.language === void 0 && !clears(item, cell)) {
        pieces.push(text.slice(cell.span.start, cell.span.end));
        values.push(cell.json);
      } else {
        const written = rewriteCell(notebook, cell, item);
        pieces.push(written);
        values.push(JSON.parse(written));
      }
    } else {
      const id = notebook.hasIds ? freshId(taken, `${item.op}\0${item.source}\0${cells.length}`) : void 0;
      if (id !== void 0) newIds.set(item.op, id);
      const cell = newCellObject(item.cellType, item.source, sourceForm, id, languageMetadata(void 0, item.language, notebook.language));
      const written = writeJson(cell, CELL_DEPTH, layout);
      pieces.push(written);
      values.push(JSON.parse(written));
    }
  }
  const span = notebook.cellsSpan;
  const first = cells[0];
  const last = cells.at(-1);
  const open = first ? text.slice(span.start + 1, first.span.start) : indentAt(layout, CELL_DEPTH);
  const close = last ? text.slice(last.span.end, span.end - 1) : indentAt(layout, CELL_DEPTH - 1);
  const separator = cells.length >= 2 ? text.slice(cells[0].span.end, cells[1].span.start) : itemSeparator(layout, CELL_DEPTH);
  const list = pieces.length === 0 ? "[]" : `[${open}${pieces.join(separator)}${close}]`;
  const body2 = text.slice(0, span.start) + list + text.slice(span.end);
  return { text: notebook.bom ? `\uFEFF${body2}` : body2, json: { ...notebook.json, cells: values }, newIds };
}
function clears(item, cell) {
  return item.clearOutputs && cell.cellType === "code" && (hasOutputs(cell.json) || cell.json.execution_count !== null);
}
function hasOutputs(json2) {
  return Array.isArray(json2.outputs) && json2.outputs.length > 0;
}
function rewriteCell(notebook, cell, item) {
  const { text, layout } = notebook;
  const members = objectMembers(text, cell.span);
  const type = item.cellType ?? cell.cellType;
  const values = /* @__PURE__ */ new Map();
  if (item.source !== void 0) {
    values.set("source", cell.sourceForm === "string" ? JSON.stringify(item.source) : writeJson(sourceLines(item.source), CELL_DEPTH + 1, layout));
  }
  if (item.cellType !== void 0) values.set("cell_type", JSON.stringify(item.cellType));
  if (type === "code") {
    if (item.clearOutputs || cell.cellType !== "code") {
      values.set("outputs", "[]");
      values.set("execution_count", "null");
    }
    if (cell.cellType !== "code" && cell.json.attachments !== void 0) values.set("attachments", null);
  } else if (cell.cellType === "code") {
    values.set("outputs", null);
    values.set("execution_count", null);
  }
  if (item.language !== void 0) {
    values.set("metadata", writeJson(languageMetadata(cell.json.metadata, item.language, notebook.language), CELL_DEPTH + 1, layout));
  }
  const entries = [];
  for (const member of members) {
    const value = values.get(member.key);
    if (value === null) continue;
    entries.push({ key: member.key, text: value === void 0 ? text.slice(member.keyStart, member.value.end) : text.slice(member.keyStart, member.value.start) + value });
  }
  for (const [key, value] of values) {
    if (value === null || members.some((m) => m.key === key)) continue;
    const added = { key, text: `${JSON.stringify(key)}${layout.keySeparator}${value}` };
    const sorted = members.every((m, i2) => i2 === 0 || members[i2 - 1].key <= m.key);
    const at = sorted ? entries.findIndex((e) => e.key > key) : -1;
    if (at < 0) entries.push(added);
    else entries.splice(at, 0, added);
  }
  const [open, separator, close] = memberWhitespace(text, cell, members, layout);
  return `{${open}${entries.map((e) => e.text).join(separator)}${close}}`;
}
function memberWhitespace(text, cell, members, layout) {
  if (members.length === 0) return [indentAt(layout, CELL_DEPTH + 1), itemSeparator(layout, CELL_DEPTH + 1), indentAt(layout, CELL_DEPTH)];
  const open = text.slice(cell.span.start + 1, members[0].keyStart);
  const close = text.slice(members[members.length - 1].value.end, cell.span.end - 1);
  const separator = members.length >= 2 ? text.slice(members[0].value.end, members[1].keyStart) : itemSeparator(layout, CELL_DEPTH + 1);
  return [open, separator, close];
}
function newCellObject(type, source, form, id, metadata2) {
  const written = form === "string" ? source : sourceLines(source);
  if (type === "code") return { cell_type: type, execution_count: null, id, metadata: metadata2, outputs: [], source: written };
  return { cell_type: type, id, metadata: metadata2, source: written };
}
function languageMetadata(metadata2, language, notebookLanguage2) {
  const base = metadata2 !== null && typeof metadata2 === "object" && !Array.isArray(metadata2) ? { ...metadata2 } : {};
  if (language === void 0) return base;
  const vscode2 = base.vscode !== null && typeof base.vscode === "object" && !Array.isArray(base.vscode) ? { ...base.vscode } : {};
  if (notebookLanguage2 !== void 0 && language.toLowerCase() === notebookLanguage2.toLowerCase()) delete vscode2.languageId;
  else vscode2.languageId = language;
  if (Object.keys(vscode2).length === 0) delete base.vscode;
  else base.vscode = vscode2;
  return base;
}
function freshId(taken, seed) {
  for (let attempt = 0; attempt <= taken.size + 64; attempt++) {
    const id = fnv1a(`${seed}\0${attempt}`).toString(16).padStart(8, "0");
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
  let n = taken.size;
  while (taken.has(`cell-${n}`)) n++;
  taken.add(`cell-${n}`);
  return `cell-${n}`;
}
function fnv1a(text) {
  let hash = 2166136261;
  const head = text.length > 4096 ? text.slice(0, 4096) + text.slice(-16) : text;
  for (let i2 = 0; i2 < head.length; i2++) {
    hash ^= head.charCodeAt(i2);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash >>> 0;
}

// src/core/notebook/planNotebook.ts
function planNotebookEdit(input) {
  const parsed = parseNotebook(input.text, input.displayPath);
  if (!parsed.ok) return parsed;
  const notebook = parsed.notebook;
  const plan = planCells({
    notebook,
    edits: input.edits,
    displayPath: input.displayPath,
    ...input.clearOutputs !== void 0 ? { clearOutputs: input.clearOutputs } : {},
    ...input.matching !== void 0 ? { matching: input.matching } : {}
  });
  if (!plan.ok) return plan;
  const written = writeNotebook(notebook, plan.result);
  const problem = schemaProblem(written.json, notebook.minor);
  if (problem) return { ok: false, errors: [invalidResult(input, notebook, plan.result, problem)] };
  return {
    ok: true,
    text: written.text,
    cells: cellChanges(input.edits, notebook, plan.result, written.newIds),
    notebook,
    ...plan.matched ? { matched: plan.matched } : {}
  };
}
function cellChanges(edits, notebook, result, newIds) {
  const after2 = /* @__PURE__ */ new Map();
  const inserted = /* @__PURE__ */ new Map();
  result.forEach((item, position) => {
    if (item.kind === "base") after2.set(item.from, position);
    else inserted.set(item.op, position);
  });
  const changes = [];
  const reported = /* @__PURE__ */ new Set();
  const byId = /* @__PURE__ */ new Map();
  for (const cell of notebook.cells) if (cell.id !== void 0) byId.set(cell.id, cell);
  edits.forEach((op, i2) => {
    if (op.op === "insert") {
      const position2 = inserted.get(i2);
      const item2 = result[position2];
      const id = newIds.get(i2);
      changes.push({ op: "insert", new_index: position2, ...id !== void 0 ? { id } : {}, cell_type: item2.cellType });
      return;
    }
    const cell = op.cell_id !== void 0 ? byId.get(op.cell_id) : op.cell_index !== void 0 ? notebook.cells[op.cell_index] : void 0;
    if (cell === void 0 || reported.has(cell.index)) return;
    reported.add(cell.index);
    const position = after2.get(cell.index);
    const item = position !== void 0 ? result[position] : void 0;
    const source = item?.kind === "base" ? item.source : void 0;
    const lines = source !== void 0 ? changedLines(cell.source, source) : void 0;
    changes.push({
      op: op.op,
      index: cell.index,
      ...position !== void 0 ? { new_index: position } : {},
      ...cell.id !== void 0 ? { id: cell.id } : {},
      cell_type: (item?.kind === "base" ? item.cellType : void 0) ?? cell.cellType,
      ...lines ? { changes: lines } : {}
    });
  });
  return changes;
}
function changedLines(before2, after2) {
  let start2 = 0;
  const max = Math.min(before2.length, after2.length);
  while (start2 < max && before2.charCodeAt(start2) === after2.charCodeAt(start2)) start2++;
  let endBefore = before2.length;
  let endAfter = after2.length;
  while (endBefore > start2 && endAfter > start2 && before2.charCodeAt(endBefore - 1) === after2.charCodeAt(endAfter - 1)) {
    endBefore--;
    endAfter--;
  }
  return changedRanges(before2, [{ start: start2, end: endBefore, text: after2.slice(start2, endAfter) }]);
}
function invalidResult(input, notebook, result, problem) {
  const version = `nbformat 4.${notebook.minor}`;
  const item = problem.cell !== void 0 ? result[problem.cell] : void 0;
  const untouched = item?.kind === "base" && item.source === void 0 && item.cellType === void 0 && item.language === void 0 && !item.clearOutputs;
  const before2 = problem.cell === void 0 && notebook.json !== void 0 ? schemaProblem(notebook.json, notebook.minor) : void 0;
  const where = item === void 0 ? `at ${problem.pointer || "the top level"}` : item.kind === "base" ? `in ${cellName(notebook.cells[item.from])} (index ${problem.cell} after the call), at ${problem.pointer}` : `in the cell inserted by edit ${item.op + 1}, at ${problem.pointer}`;
  const already = untouched || problem.cell === void 0 && before2 !== void 0;
  const error = guardedError(
    "INVALID_NOTEBOOK",
    already ? `${input.displayPath} is not a valid ${version} notebook already, ${where}: it ${problem.what}. A notebook that fails the nbformat schema is not edited by cell; nothing was changed.` : `The call would leave ${input.displayPath} an invalid ${version} notebook, ${where}: it ${problem.what}. Nothing was changed.`,
    item?.kind === "new" ? ["edits", item.op] : [],
    already ? "Repair the notebook first (open and save it in Jupyter or VS Code, or fix the named place by hand), then edit it again." : "Change the operation so that the cell stays valid nbformat (see the named field), then call again."
  );
  return item?.kind === "base" ? { ...error, cell: summarizeCell(notebook.cells[item.from]) } : error;
}
function notebookTextProblem(text, displayPath) {
  const parsed = parseNotebook(text, displayPath);
  if (!parsed.ok) return parsed.errors[0];
  const problem = schemaProblem(parsed.notebook.json, parsed.notebook.minor);
  if (problem === void 0) return void 0;
  const cell = problem.cell !== void 0 ? parsed.notebook.cells[problem.cell] : void 0;
  const error = guardedError(
    "INVALID_NOTEBOOK",
    `The write would leave ${displayPath} an invalid nbformat 4.${parsed.notebook.minor} notebook${cell ? `, in ${cellName(cell)}` : ""}, at ${problem.pointer || "the top level"}: it ${problem.what}. Nothing was changed.`,
    [],
    "Edit the notebook by cell (guarded_notebook_edit, or the agent's notebook tool) instead of as JSON text, or correct the named place."
  );
  return cell ? { ...error, cell: summarizeCell(cell) } : error;
}

// src/core/agentHook/evaluate.ts
async function checkPreToolUse(call, session, env) {
  const findings = { hard: [], overridable: [], confirm: [] };
  for (const operation of call.operations) await checkOperation(operation, call, session, env, findings);
  if (findings.hard.length > 0) return { kind: "deny", errors: [...findings.hard, ...findings.overridable] };
  if (findings.overridable.length > 0 && !session.override) return { kind: "deny", errors: findings.overridable };
  if (findings.confirm.length > 0) return { kind: "ask", errors: findings.confirm };
  return { kind: "allow" };
}
function purposeOf(operation) {
  if (operation.kind === "read") return "read";
  return operation.kind === "write" ? "create" : "edit";
}
async function resolve(path, purpose, env) {
  const jail = (as) => resolveTarget(path, env.roots, env.fs, env.platform, { purpose: as, protectedPatterns: env.protectedPatterns, maxFileBytes: env.maxFileBytes });
  if (purpose !== "create") return jail(purpose);
  const checked = await checkCreateTarget(true, jail);
  return checked.ok ? { ok: true, target: checked.target } : { ok: false, errors: checked.errors };
}
async function checkOperation(operation, call, session, env, findings) {
  const purpose = purposeOf(operation);
  const resolved = await resolve(operation.path, purpose, env);
  if (!resolved.ok && operation.kind === "read" && operation.folderAllowed === true && resolved.errors.every((e) => e.code === "NOT_A_FILE")) return;
  if (!resolved.ok) {
    const scene = { roots: env.roots, fs: env.fs, platform: env.platform, options: { purpose, protectedPatterns: env.protectedPatterns, maxFileBytes: env.maxFileBytes } };
    for (const item of prefixed(await diagnosePathErrors(resolved.errors, operation.path, scene), operation.inputPath)) findings.hard.push(item);
    return;
  }
  if (operation.kind === "read") return;
  const { target } = resolved;
  const before2 = target.exists ? await env.readText(target.realPath) : void 0;
  let after2;
  let edited;
  if (operation.kind === "write" && operation.mustNotExist === true && target.exists) {
    findings.hard.push({ ...fileExistsError(target.displayPath, lineOf2(operation.inputPath), "add"), path: operation.inputPath.slice(0, 1) });
    return;
  }
  if (operation.kind === "write") {
    if (hasNul(operation.content)) {
      findings.hard.push(binaryContentError("content", ["content"], operation.content));
      return;
    }
    after2 = operation.content;
  } else if (operation.kind === "edit" && before2 !== void 0) {
    const plan = planEdits({ text: before2, eol: eolOf(before2), edits: operation.edits, displayPath: target.displayPath });
    if (!plan.ok) {
      for (const item of prefixed(await rePlanIfReadChanged(plan.errors, readNews(session, env), target, before2, (news) => planEdits({ text: before2, eol: eolOf(before2), edits: operation.edits, displayPath: target.displayPath, ...news })), operation.inputPath)) findings.hard.push(item);
      return;
    }
    after2 = applyReplacements(before2, plan.replacements);
    edited = editedLinesOf(before2, plan.replacements);
  } else if (operation.kind === "hunks" && before2 !== void 0) {
    const plan = planHunks({ text: before2, eol: eolOf(before2), hunks: operation.hunks, displayPath: target.displayPath });
    if (!plan.ok) {
      const errors = await rePlanIfReadChanged(plan.errors, readNews(session, env), target, before2, (news) => planHunks({ text: before2, eol: eolOf(before2), hunks: operation.hunks, displayPath: target.displayPath, ...news }));
      for (const item of errors.map((e) => ({ ...e, path: operation.inputPath.slice(0, 1) }))) findings.hard.push(item);
      return;
    }
    after2 = plan.newText;
    edited = editedLinesOf(before2, plan.replacements);
  } else if (operation.kind === "notebook" && before2 !== void 0) {
    const plan = planNotebookEdit({ text: before2, edits: agentCellAddresses(before2, operation.edits), displayPath: target.displayPath });
    if (!plan.ok) {
      for (const error of plan.errors) findings.hard.push(error);
      return;
    }
    after2 = plan.text;
    edited = editedLinesOf(before2, [changedSpan(before2, after2)]);
  }
  if (after2 !== void 0 && /\.ipynb$/i.test(target.displayPath) && operation.kind !== "notebook") {
    const problem = notebookTextProblem(after2, target.displayPath);
    if (problem !== void 0 && (before2 === void 0 || notebookTextProblem(before2, target.displayPath) === void 0)) {
      findings.hard.push({ ...problem, path: operation.inputPath.slice(0, 1) });
      return;
    }
  }
  if (before2 !== void 0 && isSettingsFile(target)) {
    const result = operation.kind === "change" ? operation.removes ? void 0 : "" : after2;
    if (removesOwnEntries(before2, result)) findings.overridable.push(ownEntriesRemovedError(target.displayPath, env.keyword, operation.inputPath));
  }
  if (before2 !== void 0 && env.gate === "require" && DIALECTS[call.agent].readsSeen) {
    const gateError = checkGate(target, before2, call, session, env, operation.inputPath, edited);
    if (gateError) findings.overridable.push(gateError);
  }
  const pattern = matchesAnyGlob([...env.confirmPatterns, ...HOOK_SETTINGS_PATTERNS], target, env.platform);
  if (pattern !== void 0) findings.confirm.push(confirmationRequiredError(target.displayPath, pattern, operation.inputPath));
}
function readNews(session, env) {
  return {
    readChanged: (target, text) => {
      const seen = session.fingerprintOf(keyOf(target, env.platform));
      return seen !== void 0 && seen !== fingerprint(text);
    },
    changesSinceRead: (target) => session.changesSinceRead?.(keyOf(target, env.platform), target)
  };
}
function checkGate(target, text, call, session, env, inputPath, edited) {
  const key = keyOf(target, env.platform);
  const seen = session.fingerprintOf(key);
  if (seen === void 0) return notReadFirstError(target.displayPath, DIALECTS[call.agent].readTool, env.keyword, inputPath);
  if (seen === fingerprint(text)) return void 0;
  if (!edited) return changedSinceReadError(target.displayPath, DIALECTS[call.agent].readTool, env.keyword, inputPath);
  const lines = session.linesOf?.(key);
  if (lines && editsMissChanges(lines, lineHashes(text), edited)) return void 0;
  return withCurrentText(changedSinceReadError(target.displayPath, DIALECTS[call.agent].readTool, env.keyword, inputPath), text, edited);
}
function lineOf2(inputPath) {
  const label = inputPath.find((p) => typeof p === "string" && p.startsWith("line "));
  return typeof label === "string" ? Number(label.slice(5)) || 1 : 1;
}
function isSettingsFile(target) {
  return (target.relativePaths ?? [target.displayPath]).some(isHookSettingsPath);
}
function keyOf(target, platform) {
  return fileKey(target.realPath, platform.caseSensitive);
}
function eolOf(text) {
  return text.includes("\r\n") ? "\r\n" : "\n";
}
function prefixed(errors, inputPath) {
  const base = inputPath.slice(0, -1);
  return errors.map((e) => ({ ...e, path: e.path[0] === "file_path" ? [...inputPath, ...e.path.slice(1)] : [...base, ...e.path] }));
}
async function recordsAfterToolUse(call, env) {
  const records = [];
  for (const operation of call.operations) {
    const resolved = await resolveTarget(operation.path, env.roots, env.fs, env.platform, {
      purpose: operation.kind === "read" ? "read" : "edit",
      protectedPatterns: env.protectedPatterns,
      maxFileBytes: env.maxFileBytes
    });
    if (!resolved.ok) {
      if (operation.kind === "change" && operation.removes && resolved.errors.every((e) => e.code === "FILE_NOT_FOUND")) {
        const gone = await resolveTarget(operation.path, env.roots, env.fs, env.platform, { purpose: "create", protectedPatterns: [], maxFileBytes: env.maxFileBytes });
        if (gone.ok) records.push({ key: keyOf(gone.target, env.platform), fingerprint: void 0 });
      }
      continue;
    }
    const text = await env.readText(resolved.target.realPath);
    if (!landed(operation, text)) continue;
    records.push({ key: keyOf(resolved.target, env.platform), fingerprint: fingerprint(text), lines: lineHashes(text) });
  }
  return records;
}
function landed(operation, text) {
  if (operation.kind === "write") return text === operation.content || text === toDocumentEol(operation.content, eolOf(text));
  if (operation.kind === "edit") return operation.edits.every((e) => e.new_string === "" || text.includes(toDocumentEol(e.new_string, eolOf(text))));
  return true;
}
function agentCellAddresses(text, edits) {
  if (!edits.some((op) => op.cell_id !== void 0 && /^cell-\d{1,9}$/.test(op.cell_id))) return [...edits];
  const parsed = parseNotebook(text, "");
  if (!parsed.ok) return [...edits];
  const ids = new Set(parsed.notebook.cells.map((cell) => cell.id));
  return edits.map((op) => {
    if (op.cell_id === void 0 || ids.has(op.cell_id) || !/^cell-\d{1,9}$/.test(op.cell_id)) return op;
    const { cell_id: name2, ...rest } = op;
    return { ...rest, cell_index: Number(name2.slice(5)) };
  });
}
function changedSpan(before2, after2) {
  let start2 = 0;
  const max = Math.min(before2.length, after2.length);
  while (start2 < max && before2.charCodeAt(start2) === after2.charCodeAt(start2)) start2++;
  let end = before2.length;
  let afterEnd = after2.length;
  while (end > start2 && afterEnd > start2 && before2.charCodeAt(end - 1) === after2.charCodeAt(afterEnd - 1)) {
    end--;
    afterEnd--;
  }
  return { start: start2, end };
}

// src/core/agentHook/hookEvents.ts
function plainAgent(event2) {
  return (DETECTION_ORDER.find((d) => d !== DEFAULT_DIALECT && d.recognises(event2)) ?? DETECTION_ORDER.find((d) => d.recognisesLate?.(event2) === true))?.name;
}
var IGNORED_EVENTS = new Set(AGENTS.flatMap((agent) => DIALECTS[agent].events.ignored));
function isIgnoredEvent(name2) {
  return IGNORED_EVENTS.has(name2);
}
var MOMENTS = new Map(
  AGENTS.flatMap((agent) => {
    const { events } = DIALECTS[agent];
    return ["before", "after", "prompt"].flatMap((moment) => events[moment].map((name2) => [name2, moment]));
  })
);
function parseHookEvent(raw, agent) {
  if (!isRecord(raw)) {
    const kind = Array.isArray(raw) ? "an array" : raw === null ? "null" : typeof raw;
    return { ok: false, agent: agent ?? DEFAULT_DIALECT.name, problem: `the event is not a JSON object (received ${kind})` };
  }
  const dialect = plainAgent(raw) ?? agent ?? DEFAULT_DIALECT.name;
  for (const d of DETECTION_ORDER) {
    const own = d.readEvent?.(raw, dialect);
    if (own !== void 0) return { ok: true, event: own };
  }
  const name2 = str(raw.hook_event_name) ?? str(raw.hookEventName) ?? "";
  const base = {
    agent: dialect,
    name: name2,
    session: str(raw.session_id) ?? str(raw.sessionId) ?? str(raw.conversation_id) ?? "",
    roots: stringList(raw.workspace_roots),
    ...str(raw.cwd) !== void 0 && str(raw.cwd) !== "" ? { cwd: str(raw.cwd) } : {},
    ...callIdOf(raw) !== void 0 ? { callId: callIdOf(raw) } : {}
  };
  const prompt = str(raw.prompt);
  const tool = str(raw.tool_name) ?? str(raw.toolName) ?? "";
  const input = "tool_input" in raw ? raw.tool_input : raw.toolArgs;
  let moment = MOMENTS.get(name2);
  if (moment === void 0 && name2 === "") moment = "toolResult" in raw || "tool_response" in raw ? "after" : tool !== "" ? "before" : prompt !== void 0 ? "prompt" : "other";
  return { ok: true, event: { ...base, moment: moment ?? "other", tool: moment === "prompt" ? "" : tool, input, ...prompt !== void 0 ? { prompt } : {} } };
}
function callIdOf(raw) {
  return str(raw.tool_use_id) ?? str(raw.toolCallId) ?? str(raw.tool_call_id) ?? str(raw.call_id);
}
function agentArgument(args2) {
  const at = args2.indexOf("--agent");
  if (at >= 0) return args2[at + 1];
  const joined2 = args2.find((a) => a.startsWith("--agent="));
  return joined2?.slice("--agent=".length);
}

// src/core/agentHook/toolCalls.ts
var MAX_OPERATIONS = 200;
var MAX_PATCH_LINES = 2e5;
function isRecord2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
var Malformed = class extends Error {
  constructor(message, errors) {
    super(message);
    this.errors = errors;
  }
};
function argumentNames(role) {
  return [...new Set(AGENTS.flatMap((agent) => DIALECTS[agent].arguments[role] ?? []))];
}
var PATH_KEYS = argumentNames("path");
var CONTENT_KEYS = argumentNames("content");
var OLD_KEYS = argumentNames("old");
var NEW_KEYS = argumentNames("new");
var PATCH_KEYS = argumentNames("patch");
function pick(input, keys) {
  let found;
  for (const key of keys) {
    const value = input[key];
    if (typeof value !== "string") continue;
    if (found === void 0) found = { key, value };
    else if (found.value !== value) throw new Malformed(`the input has both "${found.key}" and "${key}", with different values; send one of them`);
  }
  return found;
}
function need(input, keys, tool) {
  const found = pick(input, keys);
  if (found === void 0) throw new Malformed(`${tool}'s input has no string ${keys.map((k) => `"${k}"`).join(" or ")}`);
  return found;
}
var read = (folderAllowed) => (tool, input) => {
  const path = need(input, PATH_KEYS, tool);
  return [{ kind: "read", path: path.value, inputPath: [path.key], ...folderAllowed ? { folderAllowed } : {} }];
};
var write = (tool, input) => {
  const path = need(input, PATH_KEYS, tool);
  return [{ kind: "write", path: path.value, inputPath: [path.key], content: need(input, CONTENT_KEYS, tool).value }];
};
var replace = (tool, input) => {
  const path = need(input, PATH_KEYS, tool);
  if (pick(input, OLD_KEYS) === void 0 && pick(input, NEW_KEYS) !== void 0) return [{ kind: "change", path: path.value, inputPath: [path.key] }];
  const edit = editOf(input, tool);
  if (typeof input.expected_replacements === "number" && input.expected_replacements > 1) edit.replace_all = true;
  return [{ kind: "edit", path: path.value, inputPath: [path.key], edits: [edit] }];
};
var change = (removes) => (tool, input) => {
  const path = need(input, PATH_KEYS, tool);
  return [{ kind: "change", path: path.value, inputPath: [path.key], ...removes ? { removes } : {} }];
};
function editOf(value, tool) {
  if (!isRecord2(value)) throw new Malformed(`${tool} has an edit that is not an object`);
  const edit = { old_string: need(value, OLD_KEYS, tool).value, new_string: need(value, NEW_KEYS, tool).value };
  if (value.replace_all === true || value.replaceAll === true) edit.replace_all = true;
  return edit;
}
var multiEdit = (tool, input) => {
  const path = need(input, PATH_KEYS, tool);
  const edits = input.edits;
  if (!Array.isArray(edits) || edits.length === 0) throw new Malformed(`${tool}'s input has no list "edits"`);
  if (edits.length > MAX_OPERATIONS) throw new Malformed(`${tool} has ${edits.length} edits, more than ${MAX_OPERATIONS}`);
  return [{ kind: "edit", path: path.value, inputPath: [path.key], edits: edits.map((e) => editOf(e, tool)) }];
};
var strReplaceEditor = (tool, input, raw) => {
  switch (input.command) {
    case "view":
      return read(true)(tool, input, raw);
    case "create":
      return write(tool, input, raw);
    case "str_replace":
      return replace(tool, input, raw);
    case "insert":
    case "undo_edit":
      return change()(tool, input, raw);
    default:
      throw new Malformed(`${tool}'s "command" is ${JSON.stringify(input.command)}, not view, create, str_replace, insert or undo_edit`);
  }
};
var replaceInFile = (tool, input) => {
  const path = need(input, PATH_KEYS, tool);
  const edits = searchReplaceBlocks(need(input, ["diff"], tool).value);
  if (edits === void 0) return [{ kind: "change", path: path.value, inputPath: [path.key] }];
  return [{ kind: "edit", path: path.value, inputPath: [path.key], edits }];
};
var SEARCH = /^(-{3,} SEARCH|<{3,} SEARCH)\s*$/;
var DIVIDER = /^={3,}\s*$/;
var REPLACE = /^(\+{3,} REPLACE|>{3,} REPLACE)\s*$/;
function searchReplaceBlocks(diff) {
  const lines = diff.split("\n", MAX_PATCH_LINES).map((l) => l.replace(/\r$/, ""));
  const edits = [];
  let i2 = 0;
  while (i2 < lines.length) {
    if (lines[i2].trim() === "") {
      i2++;
      continue;
    }
    if (!SEARCH.test(lines[i2])) return void 0;
    const old = [];
    const now = [];
    for (i2++; i2 < lines.length && !DIVIDER.test(lines[i2]); i2++) old.push(lines[i2]);
    if (i2 >= lines.length) return void 0;
    for (i2++; i2 < lines.length && !REPLACE.test(lines[i2]); i2++) now.push(lines[i2]);
    if (i2 >= lines.length) return void 0;
    i2++;
    edits.push({ old_string: old.join("\n"), new_string: now.join("\n") });
    if (edits.length > MAX_OPERATIONS) throw new Malformed(`the diff has more than ${MAX_OPERATIONS} SEARCH/REPLACE blocks`);
  }
  return edits.length > 0 ? edits : void 0;
}
var applyPatch = (tool, input, raw) => {
  const text = typeof raw === "string" ? { key: "input", value: raw } : pickPatch(input);
  if (text === void 0) throw new Malformed(`${tool}'s input has no patch text ("input", "patch" or "command")`);
  return patchOperations(text.value, text.key);
};
function pickPatch(input) {
  for (const key of PATCH_KEYS) {
    const value = input[key];
    if (typeof value === "string") return { key, value: patchIn(value) };
    if (Array.isArray(value)) {
      const text = value.slice(0, 10).find((v) => typeof v === "string" && v.includes("*** Begin Patch"));
      if (text !== void 0) return { key, value: patchIn(text) };
    }
  }
  return void 0;
}
function patchIn(text) {
  const start2 = text.indexOf("*** Begin Patch");
  if (start2 <= 0) return text;
  const end = text.indexOf("*** End Patch", start2);
  return end < 0 ? text.slice(start2) : text.slice(start2, end + "*** End Patch".length);
}
var shellPatchOf = (agent) => (_tool, input) => {
  const found = DIALECTS[agent].shellPatch?.(input);
  if (found === void 0) return [];
  const operations = patchOperations(found.patch, "command");
  const { folder } = found;
  return folder === void 0 ? operations : operations.map((op) => ({ ...op, path: inFolder(folder, op.path) }));
};
function patchOperations(patch, key = "input") {
  if (patch.split("\n", MAX_PATCH_LINES + 1).length > MAX_PATCH_LINES) throw new Malformed(`the patch has more than ${MAX_PATCH_LINES} lines`);
  const parsed = parsePatch(patch);
  if (!parsed.ok) throw new Malformed("the patch cannot be read", parsed.errors.map((e) => ({ ...e, path: [key] })));
  const operations = [];
  for (const op of parsed.patch.operations) {
    const inputPath = [key, `line ${op.line}`];
    if (op.kind === "add") operations.push({ kind: "write", path: op.path, inputPath, content: op.content, mustNotExist: true });
    else if (op.kind === "delete") operations.push({ kind: "change", path: op.path, inputPath, removes: true });
    else {
      operations.push({ kind: "hunks", path: op.path, inputPath, hunks: op.hunks, ...op.moveTo !== void 0 ? { movedTo: op.moveTo } : {} });
      if (op.moveTo !== void 0) {
        const content = op.hunks.flatMap((h) => h.newLines).join("\n");
        operations.push({ kind: "write", path: op.moveTo, inputPath: [key, `line ${op.moveLine ?? op.line}`], content, mustNotExist: true });
      }
    }
  }
  return operations;
}
var multiReplace = (tool, input) => {
  const replacements = input.replacements;
  if (!Array.isArray(replacements) || replacements.length === 0) throw new Malformed(`${tool}'s input has no list "replacements"`);
  if (replacements.length > MAX_OPERATIONS) throw new Malformed(`${tool} has ${replacements.length} replacements, more than ${MAX_OPERATIONS}`);
  const byPath = /* @__PURE__ */ new Map();
  replacements.forEach((r, index) => {
    if (!isRecord2(r)) throw new Malformed(`${tool} has a replacement that is not an object`);
    const path = need(r, PATH_KEYS, tool);
    const edit = editOf(r, tool);
    const known = byPath.get(path.value);
    if (known) known.edits.push(edit);
    else byPath.set(path.value, { kind: "edit", path: path.value, inputPath: ["replacements", index, path.key], edits: [edit] });
  });
  return [...byPath.values()];
};
var readFiles = (tool, input) => {
  const files = input.files;
  if (!Array.isArray(files) || files.length === 0) throw new Malformed(`${tool}'s input has no list "files"`);
  if (files.length > MAX_OPERATIONS) throw new Malformed(`${tool} names ${files.length} files, more than ${MAX_OPERATIONS}`);
  return files.map((file, index) => {
    if (!isRecord2(file)) throw new Malformed(`${tool} has a file that is not an object`);
    const path = need(file, PATH_KEYS, tool);
    return { kind: "read", path: path.value, inputPath: ["files", index, path.key] };
  });
};
var editor = (tool, input) => {
  const path = need(input, PATH_KEYS, tool);
  const now = need(input, ["new_text"], tool).value;
  if (typeof input.insert_line === "number") return [{ kind: "change", path: path.value, inputPath: [path.key] }];
  const old = input.old_text;
  if (typeof old === "string") return [{ kind: "edit", path: path.value, inputPath: [path.key], edits: [{ old_string: old, new_string: now }] }];
  return [{ kind: "write", path: path.value, inputPath: [path.key], content: now }];
};
var claudeEdit = (tool, input, raw) => pick(input, CONTENT_KEYS) !== void 0 && pick(input, OLD_KEYS) === void 0 ? write(tool, input, raw) : replace(tool, input, raw);
var notebookCell = (tool, input) => {
  const path = need(input, PATH_KEYS, tool);
  const cellKey = typeof input.cell_id === "string" ? "cell_id" : typeof input.cellId === "string" ? "cellId" : void 0;
  const cell = cellKey !== void 0 ? input[cellKey] : void 0;
  const mode = input.edit_mode ?? input.editType ?? "replace";
  const rawSource = input.new_source ?? input.newCode;
  const source = Array.isArray(rawSource) ? rawSource.filter((l) => typeof l === "string").join("\n") : typeof rawSource === "string" ? rawSource : void 0;
  const cellType = input.cell_type === "markdown" || input.cell_type === "code" || input.cell_type === "raw" ? input.cell_type : void 0;
  const inputPath = [path.key];
  if (cell !== void 0 && cell.startsWith("#VSC-")) return [{ kind: "change", path: path.value, inputPath }];
  const named = cell !== void 0 && cell !== "TOP" && cell !== "BOTTOM" ? { cell_id: cell } : {};
  let op;
  if (mode === "delete") {
    if (cell === void 0) throw new Malformed(`${tool} deletes a cell but names none ("cell_id")`);
    op = { op: "delete", cell_id: cell };
  } else if (mode === "insert") {
    if (source === void 0) throw new Malformed(`${tool} inserts a cell without its source ("new_source")`);
    op = { op: "insert", ...named, source, ...cellType ? { cell_type: cellType } : {} };
  } else if (mode === "replace" || mode === "edit") {
    if (cell === void 0) throw new Malformed(`${tool} replaces a cell but names none ("cell_id")`);
    if (source === void 0) throw new Malformed(`${tool} replaces a cell without its new source ("new_source")`);
    op = { op: "edit", cell_id: cell, source, ...cellType ? { cell_type: cellType } : {} };
  } else {
    throw new Malformed(`${tool}'s edit mode is ${JSON.stringify(mode)}, not replace, insert or delete`);
  }
  return [{ kind: "notebook", path: path.value, inputPath, edits: [op] }];
};
var BUILDER_OF = {
  read: read(),
  "read-or-list": read(true),
  write,
  replace,
  "claude-edit": claudeEdit,
  "multi-edit": multiEdit,
  "multi-replace": multiReplace,
  "search-replace": replaceInFile,
  "str-replace-editor": strReplaceEditor,
  "read-files": readFiles,
  editor,
  patch: applyPatch,
  change: change(),
  delete: change(true),
  notebook: notebookCell
};
var BUILDERS = new Map(
  AGENTS.flatMap((agent) => Object.entries(DIALECTS[agent].tools).map(([tool, kind]) => [tool, BUILDER_OF[kind]]))
);
function parseToolCall(tool, input, agent) {
  const named = agent ?? (tool in DIALECTS.claude.tools ? "claude" : "vscode");
  const dialect = DIALECTS[named];
  const builder = BUILDERS.get(tool) ?? (dialect.shellPatch !== void 0 && dialect.shellTools.some((t) => t.name === tool) ? shellPatchOf(named) : void 0);
  if (!builder) return { kind: "unknown" };
  const object = objectOf(input);
  if (!isRecord2(object) && !(builder === applyPatch && typeof input === "string")) return { kind: "malformed", tool, problem: `${tool}'s input is not an object` };
  try {
    const operations = builder(tool, isRecord2(object) ? object : {}, input);
    if (operations.length === 0) return { kind: "unknown" };
    if (operations.length > MAX_OPERATIONS) return { kind: "malformed", tool, problem: `${tool} names ${operations.length} files, more than ${MAX_OPERATIONS}` };
    return { kind: "call", call: { tool, agent: named, operations } };
  } catch (error) {
    if (error instanceof Malformed) return { kind: "malformed", tool, problem: error.message, ...error.errors ? { errors: error.errors } : {} };
    throw error;
  }
}
function objectOf(input) {
  if (typeof input !== "string" || !input.trimStart().startsWith("{")) return input;
  try {
    return JSON.parse(input);
  } catch {
    return input;
  }
}

// src/core/agentHook/homePath.ts
var HOME_PREFIX = /^(~|\$HOME|\$\{HOME\})(?=\/|$)/;
function expandHomePath(path, home) {
  if (home === void 0 || home === "" || !HOME_PREFIX.test(path)) return path;
  return path.replace(HOME_PREFIX, home.endsWith("/") && path.length > 1 ? home.slice(0, -1) : home);
}
function withHomeExpanded(call, home) {
  return { ...call, operations: call.operations.map((op) => ({ ...op, path: expandHomePath(op.path, home) })) };
}

// src/core/agentHook/replay.ts
var MAX_REPLACEMENTS = 1e5;
function rebuildBefore(op, after2) {
  if (op.kind !== "edit") return void 0;
  let text = after2;
  for (const edit of [...op.edits].reverse()) {
    if (edit.replace_all === true || edit.new_string === "" || edit.old_string === "") return void 0;
    const at = text.indexOf(edit.new_string);
    if (at < 0 || text.indexOf(edit.new_string, at + 1) >= 0) return void 0;
    text = text.slice(0, at) + edit.old_string + text.slice(at + edit.new_string.length);
  }
  return replayOperation(op, text) === after2 ? text : void 0;
}
function replayOperation(op, before2) {
  if (op.kind === "write") return op.content;
  if (op.kind === "hunks") {
    if (before2 === null || op.movedTo !== void 0) return void 0;
    const plan = planHunks({ text: before2, eol: eolOf(before2), hunks: op.hunks, displayPath: op.path });
    return plan.ok ? plan.newText : void 0;
  }
  if (op.kind !== "edit" || before2 === null) return void 0;
  let text = before2;
  for (const edit of op.edits) {
    if (edit.old_string === "") return void 0;
    const at = text.indexOf(edit.old_string);
    if (at < 0) return void 0;
    if (edit.replace_all !== true) {
      text = text.slice(0, at) + edit.new_string + text.slice(at + edit.old_string.length);
      continue;
    }
    const parts2 = text.split(edit.old_string);
    if (parts2.length > MAX_REPLACEMENTS + 1) return void 0;
    text = parts2.join(edit.new_string);
  }
  return text;
}

// src/core/agentHook/afterTold.ts
function toldAfterAnswer(agent, name2, reason) {
  const { answers } = DIALECTS[agent];
  return answers.after?.(name2, reason) ?? { ...answers.quiet("after"), stderr: reason, exitCode: 2 };
}

// src/core/agentHook/shellTools.ts
function isShellTool(tool, agent) {
  return DIALECTS[agent].shellTools.some((t) => t.name === tool);
}
function shellCallOf(tool, input, agent) {
  const shell2 = DIALECTS[agent].shellTools.find((t) => t.name === tool);
  const object = typeof input === "string" ? parseJson(input) : input;
  if (shell2 === void 0 || !isRecord(object)) return void 0;
  const command = shell2.command(object);
  if (command === void 0) return void 0;
  const folder = ["workdir", "dir_path", "directory", "cwd"].map((k) => object[k]).find((v) => typeof v === "string" && v !== "");
  return folder === void 0 ? { command } : { command, workdir: folder };
}
var MAX_COMMAND_CHARS = 1024 * 1024;
var MAX_ARGV = 1e4;
function shellCommandOf(agent, tool, input) {
  const call = shellCallOf(tool, input, agent);
  if (call === void 0) return void 0;
  if (typeof call.command === "string") return call.command.slice(0, MAX_COMMAND_CHARS);
  return call.command.slice(0, MAX_ARGV).map(quoteWord).join(" ").slice(0, MAX_COMMAND_CHARS);
}
function quoteWord(word) {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

// src/core/agentHook/shellMessages.ts
var VERBS = {
  redirect: "redirects output into",
  heredoc: "writes a heredoc into",
  tee: "writes (tee)",
  "sed-i": "edits in place (sed -i)",
  "perl-i": "edits in place (perl -i)",
  copy: "copies into",
  move: "moves",
  install: "installs into",
  rsync: "copies into (rsync)",
  link: "makes a link at",
  remove: "removes",
  truncate: "truncates",
  touch: "touches",
  mkdir: "makes the folder",
  dd: "writes (dd of=)",
  chmod: "changes the mode of",
  chown: "changes the owner of",
  "git-config": "changes the git configuration in",
  "find-delete": "deletes files under"
};
function verbOf(write2) {
  if (write2.kind === "move" && write2.deletes === true) return "moves away";
  if (write2.kind === "rsync" && write2.deletes === true) return "removes (rsync --remove-source-files)";
  return VERBS[write2.kind];
}
function writesWhat(write2, shown) {
  return `This shell command ${verbOf(write2)} ${quote(shown)} (the words ${quote(write2.words)})`;
}
function shellTargetRefused(write2, jailError, instead) {
  const reason = jailError.message.replace(/^file_path /, "the path ").replace(/, so it cannot be created.$/, ".");
  const outside = jailError.code === "OUTSIDE_WORKSPACE" || jailError.code === "SYMLINK_ESCAPE" || jailError.code === "NO_WORKSPACE";
  const hint = outside ? `Write files inside the workspace only. If a file outside it must change, tell the person which file and why: they make that change themselves. Do not try another command for the same write.` : `Leave it as it is: protected files are changed by the person or by the programs that own them. If this change is needed, tell the person which file and why. Do not try another command for the same write.`;
  return guardedError(jailError.code, `${writesWhat(write2, write2.path)}, and Guarded Edit refuses it: ${reason}`, ["command"], `${hint} To change files of the workspace, use ${instead}.`);
}
function shellConfirmationRequired(write2, displayPath, pattern, instead) {
  return guardedError(
    "CONFIRMATION_REQUIRED",
    `${writesWhat(write2, displayPath)}, which matches ${quote(pattern)}, one of the files that change only after the person's yes (secrets, editor and agent settings, automation).`,
    ["command"],
    `Make this change with ${instead}, so the person sees the change itself, or tell the person what you want to change in ${displayPath} and why. If this call came back refused, do not repeat it with another command.`
  );
}
function shellCommandUnreadable(bound2, note, instead) {
  const next = bound2.what === "nul" ? "Send the command without NUL characters." : `Run a shorter command: write a large file with ${instead} (in parts when it is very large), and split long scripts into several calls.`;
  return guardedError("INVALID_INPUT", `Guarded Edit's hook cannot check this shell command: ${note}.`, ["command"], next);
}

// src/core/agentHook/shellCheck.ts
var PLACE_CODES = /* @__PURE__ */ new Set(["OUTSIDE_WORKSPACE", "SYMLINK_ESCAPE", "SYMLINK_LOOP", "PROTECTED_PATH", "NO_WORKSPACE"]);
var RECURSIVE_KINDS = /* @__PURE__ */ new Set(["remove", "chmod", "chown", "find-delete", "move", "rsync"]);
var MAX_FOLDER_ENTRIES = 100;
async function checkShellCommand(analysis, agent, env) {
  const instead = DIALECTS[agent].writeTools;
  if (analysis.beyond !== void 0) return { kind: "deny", errors: [shellCommandUnreadable(analysis.beyond, analysis.note ?? "it is too large", instead)] };
  const hard = [];
  const confirm = [];
  for (const write2 of analysis.writes) {
    const verdict = await judgeWrite(write2, env);
    if (verdict.refused !== void 0) hard.push(shellTargetRefused(write2, verdict.refused, instead));
    else if (verdict.confirm !== void 0) confirm.push(shellConfirmationRequired(write2, verdict.confirm.displayPath, verdict.confirm.pattern, instead));
  }
  if (hard.length > 0) return { kind: "deny", errors: hard };
  if (confirm.length > 0) return { kind: "ask", errors: confirm };
  return { kind: "allow" };
}
async function judgeWrite(write2, env) {
  const first = await judgePath(write2.path, env);
  if (first.refused !== void 0) return first;
  const inside = await pathsInside(write2, env);
  let confirm = first.confirm;
  for (const path of inside) {
    const verdict = await judgePath(path, env);
    if (verdict.refused !== void 0) return verdict;
    confirm ??= verdict.confirm;
  }
  return confirm === void 0 ? {} : { confirm };
}
async function judgePath(path, env) {
  if (path === "/") return judgeRoot(env);
  const resolved = await resolveTarget(path, env.roots, env.fs, env.platform, {
    purpose: "create",
    placeOnly: true,
    protectedPatterns: env.protectedPatterns,
    maxFileBytes: env.maxFileBytes
  });
  if (!resolved.ok) {
    const refused = resolved.errors.find((e) => PLACE_CODES.has(e.code));
    return refused === void 0 ? {} : { refused };
  }
  const pattern = matchesAnyGlob([...env.confirmPatterns, ...HOOK_SETTINGS_PATTERNS], resolved.target, env.platform);
  return pattern === void 0 ? {} : { confirm: { displayPath: resolved.target.displayPath, pattern } };
}
async function judgeRoot(env) {
  const roots = await prepareRoots(env.roots, env.fs, env.platform);
  if (roots.some((root) => root.lexical.segments.length === 0)) return {};
  return { refused: outsideWorkspaceError("/", "/", roots) };
}
async function pathsInside(write2, env) {
  const info2 = await attemptFs(() => env.fs.stat(write2.path));
  if (!info2.ok || info2.value.kind !== "directory") return [];
  const folder = write2.path.replace(/\/+$/, "");
  const paths = (write2.sources ?? []).map((name2) => `${folder}/${name2}`);
  if (!RECURSIVE_KINDS.has(write2.kind) || env.fs.readdir === void 0) return paths;
  const readdir = env.fs.readdir.bind(env.fs);
  const entries = await attemptFs(() => readdir(write2.path));
  if (!entries.ok) return paths;
  for (const entry of entries.value.slice(0, MAX_FOLDER_ENTRIES)) {
    paths.push(`${folder}/${entry.name}`);
    if (entry.kind === "directory") paths.push(`${folder}/${entry.name}/-`);
  }
  return paths;
}

// src/hook/runHook.ts
var import_node_fs18 = require("node:fs");
var import_node_os4 = require("node:os");
var import_node_path17 = require("node:path");
init_hookFiles();

// src/node/nodeFs.ts
var NOT_WRITABLE = /* @__PURE__ */ new Set(["EACCES", "EPERM", "EROFS"]);
var SETTLED_MS = 3e3;
function stampOf(stats, now = Date.now()) {
  const changed = Number(stats.ctimeMs > stats.mtimeMs ? stats.ctimeMs : stats.mtimeMs);
  if (!(now - changed >= SETTLED_MS)) return void 0;
  return [stats.dev, stats.ino, stats.size, stats.mtimeNs, stats.ctimeNs].join(":");
}
function kindOf(stats) {
  if (stats.isFile()) return "file";
  if (stats.isDirectory()) return "directory";
  if (stats.isSymbolicLink()) return "symlink";
  return "other";
}
function meansNotWritable(error) {
  return NOT_WRITABLE.has(errnoCode(error) ?? "");
}
function nodePlatform(osPlatform = process.platform) {
  if (osPlatform === "win32") return { ...WINDOWS };
  if (osPlatform === "darwin") return { ...MACOS };
  return { ...POSIX };
}

// src/node/stateFolder.ts
var import_node_fs = require("node:fs");
var import_node_path2 = require("node:path");

// src/node/userFolders.ts
var import_node_os = require("node:os");
var import_node_path = require("node:path");
var XDG = {
  state: { variable: "XDG_STATE_HOME", fallback: [".local", "state"] },
  data: { variable: "XDG_DATA_HOME", fallback: [".local", "share"] },
  cache: { variable: "XDG_CACHE_HOME", fallback: [".cache"] }
};
function userFolder(kind, env = process.env, platform = process.platform, home = (0, import_node_os.homedir)()) {
  if (platform === "win32") {
    const local = env.LOCALAPPDATA || (0, import_node_path.join)(home, "AppData", "Local");
    return kind === "data" ? (0, import_node_path.join)(local, "guarded-edit") : (0, import_node_path.join)(local, "guarded-edit", kind);
  }
  const { variable: variable2, fallback } = XDG[kind];
  const base = env[variable2];
  return (0, import_node_path.join)(base && base.startsWith("/") ? base : (0, import_node_path.join)(home, ...fallback), "guarded-edit");
}

// src/node/stateFolder.ts
function stateRoot(env = process.env) {
  return userFolder("state", env);
}
function stateFolderPatterns(root = stateRoot()) {
  const forms = new Set([root, realOr(root)].map((p) => p.split(import_node_path2.sep).join("/").replace(/(?<!\/)\/+$/, "")));
  return [...forms].filter((p) => !/[*?[\]{}!]/.test(p)).flatMap((p) => [p, `${p}/**`]);
}
function realOr(path) {
  const parts2 = [];
  let current = path;
  for (let i2 = 0; i2 < 256; i2++) {
    try {
      const real = import_node_fs.realpathSync.native(current);
      return parts2.length === 0 ? real : [real.replace(/(?<![/\\])[/\\]+$/, ""), ...parts2.reverse()].join(import_node_path2.sep);
    } catch {
      const cut = current.lastIndexOf(import_node_path2.sep);
      if (cut <= 0) return path;
      parts2.push(current.slice(cut + 1));
      current = current.slice(0, cut);
    }
  }
  return path;
}

// src/node/syncFs.ts
var import_node_fs2 = require("node:fs");
var SyncNodeFsPort = class {
  /** `stamps`: stat gives FileInfo.stamp as NodeFsPort does (a bigint stat; the hook needs none). */
  constructor(stamps = false) {
    this.stamps = stamps;
  }
  lstat(path) {
    return settled(() => {
      const stats = (0, import_node_fs2.lstatSync)(path);
      const kind = kindOf(stats);
      return { kind, size: stats.size, readonly: kind === "symlink" ? false : isReadonly(path) };
    });
  }
  stat(path) {
    return settled(() => {
      if (!this.stamps) {
        const stats2 = (0, import_node_fs2.statSync)(path);
        return { kind: kindOf(stats2), size: stats2.size, readonly: isReadonly(path) };
      }
      const stats = (0, import_node_fs2.statSync)(path, { bigint: true });
      const info2 = { kind: kindOf(stats), size: Number(stats.size), readonly: isReadonly(path) };
      const stamp = stampOf(stats);
      if (stamp !== void 0) info2.stamp = stamp;
      return info2;
    });
  }
  realpath(path) {
    return settled(() => import_node_fs2.realpathSync.native(path));
  }
  readlink(path) {
    return settled(() => (0, import_node_fs2.readlinkSync)(path));
  }
  readdir(path) {
    return settled(() => (0, import_node_fs2.readdirSync)(path, { withFileTypes: true }).map((entry) => ({
      name: entry.name,
      kind: entry.isFile() ? "file" : entry.isDirectory() ? "directory" : entry.isSymbolicLink() ? "symlink" : "other"
    })));
  }
  readHead(path, bytes) {
    return settled(() => readHead(path, bytes));
  }
};
var QUICK_READ_BYTES = 1 << 20;
function settled(call) {
  try {
    return Promise.resolve(call());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
var OPEN_WITHOUT_WAITING = import_node_fs2.constants.O_RDONLY | (import_node_fs2.constants.O_NONBLOCK ?? 0);
function readHead(path, bytes) {
  const fd = (0, import_node_fs2.openSync)(path, "r");
  try {
    return readHeadOf(fd, bytes);
  } finally {
    (0, import_node_fs2.closeSync)(fd);
  }
}
function readHeadOf(fd, bytes) {
  const buffer = Buffer.alloc(Math.max(0, bytes));
  let filled = 0;
  while (filled < buffer.length) {
    const bytesRead = (0, import_node_fs2.readSync)(fd, buffer, filled, buffer.length - filled, filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return new Uint8Array(buffer.buffer, buffer.byteOffset, filled);
}
function isReadonly(path) {
  try {
    (0, import_node_fs2.accessSync)(path, import_node_fs2.constants.W_OK);
    return false;
  } catch (error) {
    return meansNotWritable(error);
  }
}

// src/hook/options.ts
function parseHookOptions(args2, env) {
  const options = {
    keyword: env.GUARDED_EDIT_HOOK_KEYWORD || DEFAULT_OVERRIDE_KEYWORD,
    gate: "require",
    maxFileBytes: 16 * 1024 * 1024,
    watchMaxFiles: 1e5,
    folders: []
  };
  for (let i2 = 0; i2 < args2.length; i2++) {
    const arg = args2[i2];
    const value = () => {
      const next = args2[++i2];
      if (next === void 0) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === "--keyword") options.keyword = value();
    else if (arg === "--read-before-edit") {
      const mode = value();
      if (mode !== "require" && mode !== "off") throw new Error(`--read-before-edit is "require" or "off", not ${JSON.stringify(mode)}`);
      options.gate = mode;
    } else if (arg === "--max-file-size-mb") {
      const mb = Number(value());
      if (!(mb > 0)) throw new Error("--max-file-size-mb needs a positive number");
      options.maxFileBytes = Math.floor(mb * 1024 * 1024);
    } else if (arg === "--watch-max-files") {
      const files = Number(value());
      if (!Number.isInteger(files) || files < 0) throw new Error("--watch-max-files needs a whole number, 0 or more");
      options.watchMaxFiles = files;
    } else if (arg === "--id") value();
    else if (arg === "--agent") value();
    else if (arg.startsWith("--agent=")) continue;
    else if (arg.startsWith("--")) throw new Error(`unknown option ${arg}`);
    else options.folders.push(arg);
  }
  return options;
}

// src/hook/editRecorder.ts
var import_node_fs9 = require("node:fs");
var import_node_path6 = require("node:path");

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
  for (let i2 = 0; i2 < buffer1.length; i2++) {
    const item = buffer1[i2];
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
        const newCandidate = { buffer1index: i2, buffer2index: j, chain: candidates[s] };
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
function changedLines2(before2, after2) {
  if (after2 === null || after2.length === 0) return [];
  if (before2 === null) return [{ start_line: 1, end_line: lineCount(after2) }];
  let head = 0;
  const shorter = Math.min(before2.length, after2.length);
  while (head < shorter && before2[head] === after2[head]) head++;
  if (head === before2.length && head === after2.length) return [];
  let tail = 0;
  while (tail < shorter - head && before2[before2.length - 1 - tail] === after2[after2.length - 1 - tail]) tail++;
  const startByte = lastLineStart(after2, head);
  const firstLine4 = countLf(after2, 0, startByte) + 1;
  const afterMiddle = lineSlice(after2, startByte, after2.length - tail);
  const beforeMiddle = lineSlice(before2, startByte, before2.length - tail);
  if (afterMiddle.length > MAX_DIFF_LINES || beforeMiddle.length > MAX_DIFF_LINES) {
    return [{ start_line: firstLine4, end_line: firstLine4 + Math.max(1, afterMiddle.length) - 1 }];
  }
  const ranges = [];
  for (const d of diffIndices(beforeMiddle, afterMiddle)) {
    const [start2, length] = d.buffer2;
    const range = { start_line: firstLine4 + start2, end_line: firstLine4 + start2 + Math.max(1, length) - 1 };
    const last = ranges[ranges.length - 1];
    if (last && range.start_line <= last.end_line + 1) last.end_line = Math.max(last.end_line, range.end_line);
    else if (ranges.length < MAX_RANGES) ranges.push(range);
    else last.end_line = Math.max(last.end_line, range.end_line);
  }
  return ranges.length > 0 ? ranges : [{ start_line: firstLine4, end_line: firstLine4 }];
}
function lastLineStart(bytes, at) {
  let i2 = Math.min(at, bytes.length);
  while (i2 > 0 && bytes[i2 - 1] !== LF) i2--;
  return i2;
}
function lineSlice(bytes, from, to) {
  let end = Math.max(from, to);
  while (end < bytes.length && end > from && bytes[end - 1] !== LF) end++;
  const lines = [];
  let start2 = from;
  for (let i2 = from; i2 < end; i2++) {
    if (bytes[i2] === LF) {
      lines.push(latin1(bytes, start2, i2 + 1));
      start2 = i2 + 1;
      if (lines.length > MAX_DIFF_LINES) return lines;
    }
  }
  if (start2 < end) lines.push(latin1(bytes, start2, end));
  return lines;
}
function latin1(bytes, from, to) {
  return stringFromCharCodes(bytes, from, to);
}
function countLf(bytes, from, to) {
  let n = 0;
  for (let i2 = from; i2 < to; i2++) if (bytes[i2] === LF) n++;
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
function parseEntryName(name2) {
  const m = ENTRY_NAME.exec(name2);
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
  const name2 = realPath.slice(cut + 1);
  const tempName = temp.slice(tempCut + 1);
  const prefix = `.${name2}.`;
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
var import_node_fs3 = require("node:fs");

// lazy-module:node:module
var loaded4;
var load4 = () => loaded4 ??= require("node:module");
function createRequire(...a) {
  const f = load4().createRequire;
  return new.target === void 0 ? f(...a) : Reflect.construct(f, a, new.target === createRequire ? f : new.target);
}

// src/node/lock/fileLock.ts
var import_node_os2 = require("node:os");
var import_node_path3 = require("node:path");
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
    text = (0, import_node_fs3.readFileSync)(lockPath, "utf8");
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
      return now - (0, import_node_fs3.statSync)(lockPath).mtimeMs > FOREIGN_STALE_MS;
    } catch {
      return false;
    }
  }
  if (owner.host !== (0, import_node_os2.hostname)()) return now - owner.since > FOREIGN_STALE_MS;
  if (!processAlive(owner.pid)) return true;
  return now - owner.since > MAX_HOLD_MS;
}
function tryLock(lockPath) {
  (0, import_node_fs3.mkdirSync)((0, import_node_path3.dirname)(lockPath), { recursive: true, mode: 448 });
  for (let round = 0; round < 8; round++) {
    const owner = { pid: process.pid, host: (0, import_node_os2.hostname)(), token: randomHex(12), since: Date.now() };
    const draft = `${lockPath}.${owner.token}.new`;
    const fd = (0, import_node_fs3.openSync)(draft, "wx", 384);
    try {
      (0, import_node_fs3.writeSync)(fd, JSON.stringify(owner));
      (0, import_node_fs3.fsyncSync)(fd);
    } finally {
      (0, import_node_fs3.closeSync)(fd);
    }
    try {
      (0, import_node_fs3.linkSync)(draft, lockPath);
      return { token: owner.token };
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    } finally {
      (0, import_node_fs3.unlinkSync)(draft);
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
    (0, import_node_fs3.renameSync)(lockPath, aside);
  } catch {
    return;
  }
  const moved = readOwner(aside);
  const same = moved !== "gone" && (stale === void 0 ? moved === void 0 : moved?.token === stale.token);
  if (!same) {
    try {
      (0, import_node_fs3.linkSync)(aside, lockPath);
    } catch {
    }
  }
  try {
    (0, import_node_fs3.unlinkSync)(aside);
  } catch {
  }
}
function unlock(lockPath, token) {
  const owner = readOwner(lockPath);
  if (owner === "gone" || owner?.token !== token) return;
  try {
    (0, import_node_fs3.unlinkSync)(lockPath);
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
function lockSync(lockPath, waitMs) {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    const tried = tryLock(lockPath);
    if ("token" in tried) return () => unlock(lockPath, tried.token);
    if (Date.now() - started >= waitMs) throw new LockBusyError(lockPath, tried.owner, Date.now() - started);
    Atomics.wait(sleeper, 0, 0, Math.min(25, 1 + attempt));
  }
}

// src/node/journal/journalStore.ts
var import_node_fs6 = require("node:fs");
var import_node_path4 = require("node:path");

// src/node/journal/journalFs.ts
var import_node_fs4 = require("node:fs");
var MAX_WRITES = 64;
var nodeJournalFs = {
  async writeNew(path, bytes, mode) {
    const handle2 = await import_node_fs4.promises.open(path, "wx", 384);
    try {
      await writeAll(handle2, bytes);
      await handle2.chmod(mode);
      await handle2.sync();
    } finally {
      await handle2.close();
    }
  },
  async writeInPlace(path, bytes) {
    const handle2 = await import_node_fs4.promises.open(path, import_node_fs4.constants.O_WRONLY | import_node_fs4.constants.O_TRUNC | import_node_fs4.constants.O_NOFOLLOW);
    try {
      await writeAll(handle2, bytes);
      await handle2.sync();
    } finally {
      await handle2.close();
    }
  },
  rename: (from, to) => import_node_fs4.promises.rename(from, to),
  link: (from, to) => import_node_fs4.promises.link(from, to),
  unlink: (path) => import_node_fs4.promises.unlink(path),
  async syncFolder(path) {
    const handle2 = await import_node_fs4.promises.open(path, "r");
    try {
      await handle2.sync();
    } catch {
    } finally {
      await handle2.close();
    }
  }
};
async function writeAll(handle2, bytes) {
  let written = 0;
  for (let writes = 0; written < bytes.length; writes++) {
    if (writes >= MAX_WRITES) throw Object.assign(new Error(`the write stopped after ${written} of ${bytes.length} bytes`), { code: "EIO" });
    const { bytesWritten } = await handle2.write(bytes, written, bytes.length - written, written);
    written += bytesWritten;
  }
}

// src/node/journal/safeRead.ts
var import_node_fs5 = require("node:fs");
var FLAGS = import_node_fs5.constants.O_RDONLY | import_node_fs5.constants.O_NONBLOCK | import_node_fs5.constants.O_NOFOLLOW;
async function readRegularFile(path, maxBytes) {
  let handle2;
  try {
    handle2 = await import_node_fs5.promises.open(path, FLAGS);
  } catch (error) {
    return openRefusal(error);
  }
  try {
    const info2 = await handle2.stat();
    if (!info2.isFile()) return { kind: "refused", why: `it is not a regular file (${kindOf2(info2)})` };
    if (info2.size > maxBytes) return { kind: "refused", why: `it has ${info2.size} bytes, more than the limit of ${maxBytes}` };
    const bytes = Buffer.allocUnsafe(info2.size);
    let filled = 0;
    for (let reads = 0; reads < 1024 && filled < bytes.length; reads++) {
      const { bytesRead } = await handle2.read(bytes, filled, bytes.length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    if (filled !== bytes.length) return { kind: "refused", why: "it changed while it was read" };
    return { kind: "file", bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, filled), mode: info2.mode & 4095 };
  } finally {
    await handle2.close().catch(() => void 0);
  }
}
function readRegularFileSync(path, maxBytes) {
  let fd;
  try {
    fd = (0, import_node_fs5.openSync)(path, FLAGS);
  } catch (error) {
    return openRefusal(error);
  }
  try {
    const info2 = (0, import_node_fs5.fstatSync)(fd);
    if (!info2.isFile()) return { kind: "refused", why: `it is not a regular file (${kindOf2(info2)})` };
    if (info2.size > maxBytes) return { kind: "refused", why: `it has ${info2.size} bytes, more than the limit of ${maxBytes}` };
    const bytes = Buffer.allocUnsafe(info2.size);
    let filled = 0;
    for (let reads = 0; reads < 1024 && filled < bytes.length; reads++) {
      const count = (0, import_node_fs5.readSync)(fd, bytes, filled, bytes.length - filled, filled);
      if (count === 0) break;
      filled += count;
    }
    if (filled !== bytes.length) return { kind: "refused", why: "it changed while it was read" };
    return { kind: "file", bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, filled), mode: info2.mode & 4095 };
  } finally {
    (0, import_node_fs5.closeSync)(fd);
  }
}
function openRefusal(error) {
  const code = errnoCode(error);
  if (code === "ENOENT" || code === "ENOTDIR") return { kind: "missing" };
  if (code === "ELOOP" || code === "EMLINK") return { kind: "refused", why: "a symbolic link has its name" };
  if (code === "ENXIO") return { kind: "refused", why: "it is not a regular file (a socket or a FIFO)" };
  return { kind: "refused", why: `it cannot be opened (${code ?? "error"})` };
}
function kindOf2(info2) {
  if (info2.isDirectory()) return "a folder";
  if (info2.isFIFO()) return "a FIFO";
  if (info2.isCharacterDevice() || info2.isBlockDevice()) return "a device";
  if (info2.isSocket()) return "a socket";
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
    const result = new Promise((resolve4, reject) => this.waiting.set(id, { resolve: resolve4, reject }));
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
  constructor(dir, folder, fs2 = nodeJournalFs, bounds = DEFAULT_BOUNDS) {
    this.dir = dir;
    this.folder = folder;
    this.fs = fs2;
    this.bounds = bounds;
    this.blobs = (0, import_node_path4.join)(dir, "blobs");
    this.intents = (0, import_node_path4.join)(dir, "intents");
    this.entries = (0, import_node_path4.join)(dir, "entries");
  }
  blobs;
  intents;
  entries;
  /** The journal of a workspace folder (its real path), made on first use. */
  static of(stateRoot2, folder, fs2 = nodeJournalFs, bounds = DEFAULT_BOUNDS) {
    return new _Journal((0, import_node_path4.join)(stateRoot2, "journal", journalName(folder)), folder, fs2, bounds);
  }
  /** What a record of this journal may name: files inside its folder, ids not from the future. */
  scope(now = Date.now()) {
    return { folder: this.folder, now, separator: import_node_path4.sep, caseSensitive: process.platform !== "win32" && process.platform !== "darwin" };
  }
  /** The folders (0700: which folders were edited is nobody else's business), and the record of which workspace folder this is (0600, written whole, once). */
  ensure() {
    const stateRoot2 = (0, import_node_path4.dirname)((0, import_node_path4.dirname)(this.dir));
    (0, import_node_fs6.mkdirSync)(this.dir, { recursive: true, mode: 448 });
    for (const dir of [stateRoot2, (0, import_node_path4.dirname)(this.dir), this.dir]) tighten(dir);
    for (const dir of [this.blobs, this.intents, this.entries]) (0, import_node_fs6.mkdirSync)(dir, { recursive: true, mode: 448 });
    const marker = (0, import_node_path4.join)(this.dir, "folder.json");
    if ((0, import_node_fs6.existsSync)(marker)) {
      try {
        (0, import_node_fs6.chmodSync)(marker, 384);
      } catch {
      }
      return;
    }
    const temp = `${marker}.${randomBytes(6).toString("hex")}.tmp`;
    (0, import_node_fs6.writeFileSync)(temp, JSON.stringify({ folder: this.folder }), { mode: 384 });
    (0, import_node_fs6.renameSync)(temp, marker);
  }
  /** The journal-wide lock: held while an intent is written and while a prune decides what to delete. */
  async lockJournal(waitMs) {
    (0, import_node_fs6.mkdirSync)(this.dir, { recursive: true, mode: 448 });
    return lock((0, import_node_path4.join)(this.dir, "journal.lock"), waitMs);
  }
  blobPath(hash) {
    return (0, import_node_path4.join)(this.blobs, hash);
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
      await import_node_fs6.promises.rm(temp, { force: true });
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
    const read2 = await readRegularFile(this.blobPath(hash), maxBytes);
    if (read2.kind !== "file" || sha256Hex(read2.bytes) !== hash) return void 0;
    return read2.bytes;
  }
  /** The intent is synced with its folder before any file of the workspace changes: it must survive a power loss. */
  async writeIntent(intent) {
    await this.writeRecord(this.intents, `${intent.id}.json`, intent, true);
  }
  async removeIntent(id) {
    await import_node_fs6.promises.unlink((0, import_node_path4.join)(this.intents, `${id}.json`)).catch((error) => {
      if (error.code !== "ENOENT") throw error;
    });
  }
  /**
   * Intents on disk (requests under way, or left by a process that died). One that cannot be read,
   * or that names a file outside the folder or a temporary name not ours, is damaged: `intent`
   * undefined and `why` set; it is reported, never acted on.
   */
  async listIntents() {
    const names = await import_node_fs6.promises.readdir(this.intents).catch(() => []);
    const out2 = [];
    const scope = this.scope();
    for (const name2 of names.filter((n) => n.endsWith(".json") && !n.startsWith(".")).slice(0, MAX_LISTED)) {
      const read2 = await readRegularFile((0, import_node_path4.join)(this.intents, name2), MAX_RECORD_BYTES);
      if (read2.kind === "missing") continue;
      if (read2.kind === "refused") {
        out2.push({ name: name2, intent: void 0, why: read2.why });
        continue;
      }
      const intent = parseJson2(Buffer.from(read2.bytes).toString("utf8"), parseIntent);
      const why = intent === void 0 ? "it is not an intent record" : damagedIntent(intent, scope) ?? (`${intent.id}.json` === name2 ? void 0 : "its name is not its id");
      out2.push(why === void 0 ? { name: name2, intent } : { name: name2, intent: void 0, why });
    }
    return out2;
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
    const names = await import_node_fs6.promises.readdir(this.entries).catch(() => []);
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
    const all = (await import_node_fs6.promises.readdir(this.entries).catch(() => [])).filter((n) => n.endsWith(".json") && !n.startsWith("."));
    const ignored = [];
    const named = [];
    for (const name2 of all.slice(0, MAX_LISTED * 4)) {
      const parsed = parseEntryName(name2);
      const why = parsed === void 0 ? 'its name is not "<id>.<bytes>.json"' : void 0;
      if (why) ignored.push({ name: name2, why });
      else named.push(name2);
    }
    named.sort();
    const entries = [];
    const names = [];
    for (const name2 of named.slice(-MAX_LISTED)) {
      const read2 = await readRegularFile((0, import_node_path4.join)(this.entries, name2), MAX_RECORD_BYTES);
      if (read2.kind === "missing") continue;
      if (read2.kind === "refused") {
        ignored.push({ name: name2, why: read2.why });
        continue;
      }
      const entry = parseJson2(Buffer.from(read2.bytes).toString("utf8"), parseEntry);
      const why = entry === void 0 ? "it is not an entry record" : impossibleEntry(entry, scope) ?? (parseEntryName(name2)?.id === entry.id ? void 0 : "its name is not its id");
      if (why !== void 0 || entry === void 0) ignored.push({ name: name2, why: why ?? "unreadable" });
      else {
        entries.push(entry);
        names.push(name2);
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
    const all = (await import_node_fs6.promises.readdir(this.entries).catch(() => [])).filter((n) => n.endsWith(".json") && !n.startsWith("."));
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
        size = (await import_node_fs6.promises.lstat(this.blobPath(hash)).catch(() => void 0))?.size ?? 0;
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
    for (const name2 of names.slice(0, drop)) await import_node_fs6.promises.rm((0, import_node_path4.join)(this.entries, name2), { force: true });
    const kept = /* @__PURE__ */ new Set();
    for (const { intent } of await this.listIntents()) for (const f of intent?.files ?? []) for (const h of [f.before, f.after]) if (h) kept.add(h);
    for (const name2 of await import_node_fs6.promises.readdir(this.intents).catch(() => [])) if (name2.endsWith(".json")) {
      const text = await readRegularFile((0, import_node_path4.join)(this.intents, name2), MAX_RECORD_BYTES);
      if (text.kind === "file") for (const h of Buffer.from(text.bytes).toString("utf8").match(/[0-9a-f]{64}/g) ?? []) kept.add(h);
    }
    for (const e of entries.slice(drop)) for (const f of e.files) for (const h of [f.before, f.after]) if (h) kept.add(h);
    for (const name2 of await import_node_fs6.promises.readdir(this.entries).catch(() => [])) if (!names.includes(name2)) {
      const text = await readRegularFile((0, import_node_path4.join)(this.entries, name2), MAX_RECORD_BYTES);
      if (text.kind === "file") for (const h of Buffer.from(text.bytes).toString("utf8").match(/[0-9a-f]{64}/g) ?? []) kept.add(h);
    }
    const blobs = await import_node_fs6.promises.readdir(this.blobs).catch(() => []);
    for (const name2 of blobs.slice(0, 1e5)) if (!kept.has(name2) && !name2.endsWith(".tmp")) await import_node_fs6.promises.rm((0, import_node_path4.join)(this.blobs, name2), { force: true });
  }
  async writeRecord(dir, name2, value, durable) {
    const temp = (0, import_node_path4.join)(dir, `.${name2}.${randomBytes(6).toString("hex")}.tmp`);
    try {
      if (durable) await this.fs.writeNew(temp, Buffer.from(JSON.stringify(value)), 384);
      else await import_node_fs6.promises.writeFile(temp, JSON.stringify(value), { flag: "wx", mode: 384 });
      await this.fs.rename(temp, (0, import_node_path4.join)(dir, name2));
    } catch (error) {
      await import_node_fs6.promises.rm(temp, { force: true });
      throw error;
    }
    if (durable) await this.fs.syncFolder(dir);
  }
};
function journalName(folder) {
  return `${((0, import_node_path4.basename)(folder) || "root").replace(/[^A-Za-z0-9_.-]/g, "_").slice(0, 40)}-${createHash("sha256").update(folder).digest("hex").slice(0, 16)}`;
}
function tighten(dir) {
  try {
    (0, import_node_fs6.chmodSync)(dir, 448);
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
    await import_node_fs6.promises.access(path);
    return true;
  } catch {
    return false;
  }
}

// src/node/journal/realFolder.ts
var import_node_fs7 = require("node:fs");
function realFolder(path) {
  try {
    return (0, import_node_fs7.realpathSync)(path);
  } catch {
    return path;
  }
}

// src/node/journal/recordEntry.ts
var import_node_fs8 = require("node:fs");
async function recordEntry(journal, meta, files) {
  journal.ensure();
  let stored = 0;
  const entry = { version: 1, id: newEntryId(), time: (/* @__PURE__ */ new Date()).toISOString(), client: meta.client, session: meta.session, tool: meta.tool, files: [] };
  if (meta.undoes !== void 0) entry.undoes = meta.undoes;
  if (meta.agent !== void 0) entry.agent = meta.agent;
  if (meta.command !== void 0) entry.command = meta.command;
  if (meta.putBackOf !== void 0) entry.putBackOf = meta.putBackOf;
  for (const f of files) {
    const before2 = f.before === null ? null : await hashOfVersion(f.before);
    const after2 = f.after === null ? null : await hashOfVersion(f.after);
    if (f.before && before2) {
      stored += f.before.length;
      await storeVersion(journal, f.before, before2);
    }
    if (f.after && after2) {
      stored += f.after.length;
      await storeVersion(journal, f.after, after2);
    }
    entry.files.push({
      path: f.displayPath,
      realPath: f.realPath,
      before: before2,
      after: after2,
      changes: f.changes ? [...f.changes] : changedLines2(f.before, f.after),
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
  if (await import_node_fs8.promises.access(path).then(() => true, () => false)) return;
  const temp = `${path}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    await import_node_fs8.promises.writeFile(temp, bytes, { flag: "wx", mode: 384 });
    await import_node_fs8.promises.rename(temp, path);
  } catch (error) {
    await import_node_fs8.promises.rm(temp, { force: true });
    throw error;
  }
}

// src/node/journal/changesSince.ts
var MAX_ENTRIES2 = 200;
async function journalChangesSince(stateRoot2, target, since, sameFile, ownSession) {
  let entries;
  try {
    entries = await Journal.of(stateRoot2, realFolder(target.root.path)).listEntries();
  } catch {
    return void 0;
  }
  const out2 = [];
  for (const entry of entries.slice(-MAX_ENTRIES2)) {
    const time = Date.parse(entry.time);
    if (!(time >= since) || ownSession !== void 0 && entry.session === ownSession) continue;
    const who = entry.agent !== void 0 && entry.agent.length > 0 ? entry.agent : entry.client;
    for (const file of entry.files) {
      if (!sameFile(file.realPath, target.realPath)) continue;
      out2.push({ entry: entry.id, time: entry.time, agent: who, tool: entry.tool, file: file.path, lines: file.changes });
    }
  }
  return out2;
}

// src/hook/pendingRecord.ts
var import_node_path5 = require("node:path");

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
function encodePending(files) {
  const record2 = Buffer.from(JSON.stringify({ version: 3, files }), "utf8");
  const trailer = Buffer.alloc(record2.length + 4);
  record2.copy(trailer, 0);
  trailer.writeUInt32LE(record2.length, record2.length);
  return trailer;
}
function decodePending(bytes) {
  if (bytes.length < 4) return void 0;
  const whole = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = whole.readUInt32LE(whole.length - 4);
  if (length > whole.length - 4 || length > PENDING_MAX_BYTES) return void 0;
  const start2 = whole.length - 4 - length;
  let pending;
  try {
    pending = JSON.parse(whole.toString("utf8", start2, whole.length - 4));
  } catch {
    return void 0;
  }
  if (typeof pending !== "object" || pending === null || pending.version !== 3 || !Array.isArray(pending.files)) return void 0;
  return { pending, kept: whole.subarray(0, start2) };
}
function pendingPath(stateRoot2, event2, call) {
  const what = DIALECTS[event2.agent].callKnownByFiles === true ? [event2.agent, call.operations.map((op) => op.path)] : [event2.agent, call.tool, call.operations];
  const key = fingerprint(JSON.stringify(what));
  return (0, import_node_path5.join)(stateRoot2, "hook", "pending", `${sessionFileName(event2.session).replace(/\.json$/, "")}-${key}.json`);
}
async function changedFile(op, env) {
  const resolved = await resolveTarget(op.path, env.roots, env.fs, env.platform, { purpose: "create", protectedPatterns: env.protectedPatterns, maxFileBytes: env.maxFileBytes });
  if (!resolved.ok) return void 0;
  const { target } = resolved;
  return { realPath: target.realPath, displayPath: target.displayPath, folder: realFolder(target.root.path) };
}

// src/hook/editRecorder.ts
async function recordCallDone(call, event2, env, stateRoot2) {
  const path = pendingPath(stateRoot2, event2, call);
  let pending;
  let kept;
  try {
    const read2 = await readRegularFile(path, PENDING_MAX_BYTES + MAX_FILES_PER_CALL * env.maxFileBytes);
    if (read2.kind === "missing") return REBUILDS_BEFORE.has(event2.name) ? recordRebuilt(call, event2, env, stateRoot2) : void 0;
    (0, import_node_fs9.unlinkSync)(path);
    if (read2.kind === "refused") return void 0;
    const decoded = decodePending(read2.bytes);
    if (decoded === void 0) return void 0;
    ({ pending, kept } = decoded);
  } catch {
    return void 0;
  } finally {
    prunePending(stateRoot2);
  }
  const byFolder = /* @__PURE__ */ new Map();
  for (const f of pending.files.slice(0, MAX_FILES_PER_CALL)) {
    const again = await changedFile(call.operations[f.operation] ?? { kind: "change", path: f.realPath, inputPath: [] }, env);
    if (!again || again.realPath !== f.realPath) continue;
    const after2 = await bytesOf(f.realPath, env.maxFileBytes);
    if (after2 === "unreadable") continue;
    const before2 = keptBefore(f.before, kept);
    if (before2 === void 0) continue;
    if (sameBytes(before2, after2)) continue;
    const expected = replayOperation(call.operations[f.operation], before2 === null ? null : textOf(before2) ?? null);
    const foreign = expected !== void 0 && (after2 === null || textOf(after2) !== expected);
    const list = byFolder.get(f.folder) ?? [];
    list.push({ realPath: f.realPath, displayPath: f.displayPath, before: before2, after: after2, ...foreign ? { foreign: true } : {} });
    byFolder.set(f.folder, list);
  }
  let id;
  for (const [folder, files] of byFolder) {
    id = await recordEntry(Journal.of(stateRoot2, folder), { client: event2.agent, session: event2.session, tool: event2.tool }, files);
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
async function recordRebuilt(call, event2, env, stateRoot2) {
  const byFolder = /* @__PURE__ */ new Map();
  for (const op of call.operations.slice(0, MAX_FILES_PER_CALL)) {
    const file = await changedFile(op, env);
    if (!file) continue;
    const after2 = await bytesOf(file.realPath, env.maxFileBytes);
    const afterText = after2 === null || after2 === "unreadable" ? void 0 : textOf(after2);
    const before2 = afterText === void 0 ? void 0 : rebuildBefore(op, afterText);
    if (after2 === null || after2 === "unreadable" || before2 === void 0) continue;
    const list = byFolder.get(file.folder) ?? [];
    list.push({ realPath: file.realPath, displayPath: file.displayPath, before: Buffer.from(before2, "utf8"), after: after2, rebuilt: true });
    byFolder.set(file.folder, list);
  }
  let id;
  for (const [folder, files] of byFolder) {
    id = await recordEntry(Journal.of(stateRoot2, folder), { client: event2.agent, session: event2.session, tool: event2.tool }, files);
  }
  return id;
}
async function bytesOf(realPath, maxBytes) {
  const read2 = await readRegularFile(realPath, maxBytes);
  if (read2.kind === "missing") return null;
  return read2.kind === "file" ? read2.bytes : "unreadable";
}
function prunePending(stateRoot2) {
  const folder = (0, import_node_path6.join)(stateRoot2, "hook", "pending");
  const now = Date.now();
  let looked = 0;
  try {
    for (const name2 of (0, import_node_fs9.readdirSync)(folder)) {
      if (++looked > PENDING_PRUNE_MAX) break;
      const path = (0, import_node_path6.join)(folder, name2);
      try {
        if (now - (0, import_node_fs9.lstatSync)(path).mtimeMs > PENDING_MAX_AGE_MS) (0, import_node_fs9.unlinkSync)(path);
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

// src/hook/keepBytes.ts
var import_node_fs10 = require("node:fs");
var import_node_path7 = require("node:path");
var MAX_WRITES2 = 1024;
async function keepBytesBefore(call, event2, env, stateRoot2) {
  const path = pendingPath(stateRoot2, event2, call);
  const files = [];
  let kept = 0;
  let fd;
  try {
    for (const [index, op] of call.operations.entries()) {
      if (op.kind === "read" || files.length >= MAX_FILES_PER_CALL) continue;
      const file = await changedFile(op, env);
      if (!file) continue;
      const read2 = readRegularFileSync(file.realPath, env.maxFileBytes);
      if (read2.kind === "refused") continue;
      fd ??= createPending(path);
      if (read2.kind === "file") writeWhole(fd, read2.bytes, kept);
      files.push({ ...file, before: read2.kind === "file" ? { offset: kept, length: read2.bytes.length } : null, operation: index });
      if (read2.kind === "file") kept += read2.bytes.length;
    }
    if (fd !== void 0) writeWhole(fd, encodePending(files), kept);
  } finally {
    if (fd !== void 0) (0, import_node_fs10.closeSync)(fd);
  }
}
function createPending(path) {
  for (let attempt = 0; ; attempt++) {
    try {
      return (0, import_node_fs10.openSync)(path, "wx", 384);
    } catch (error) {
      const code = error.code;
      if (attempt >= 2 || code !== "EEXIST" && code !== "ENOENT") throw error;
      if (code === "EEXIST") removeIfThere(path);
      else (0, import_node_fs10.mkdirSync)((0, import_node_path7.dirname)(path), { recursive: true, mode: 448 });
    }
  }
}
function writeWhole(fd, bytes, position) {
  let written = 0;
  for (let writes = 0; written < bytes.length; writes++) {
    if (writes >= MAX_WRITES2) throw new Error("the kept bytes could not be written whole");
    written += (0, import_node_fs10.writeSync)(fd, bytes, written, bytes.length - written, position + written);
  }
}
function removeIfThere(path) {
  try {
    (0, import_node_fs10.unlinkSync)(path);
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
  }
}

// src/hook/sessionStore.ts
var import_node_fs11 = require("node:fs");
var import_node_path8 = require("node:path");
var MAX_FILES_PER_SESSION = 5e3;
var MAX_LINES_PER_FILE = 5e4;
var MAX_LINES_PER_SESSION = 25e4;
var LOCK_WAIT_MS = 5e3;
var SESSION_MAX_AGE_MS = 7 * 24 * 3600 * 1e3;
var PRUNE_EVERY_MS = 3600 * 1e3;
var PRUNE_MAX_PER_RUN = 200;
function stateFolder(env = process.env) {
  return (0, import_node_path8.join)(stateRoot(env), "hook");
}
function emptyState() {
  return { version: 1, override: false, files: {} };
}
var SessionStore = class {
  folder;
  file;
  constructor(root, sessionId) {
    this.folder = (0, import_node_path8.join)(root, "sessions");
    this.file = (0, import_node_path8.join)(this.folder, sessionFileName(sessionId));
  }
  /** The state as last written; a session never seen is empty. Other errors (unreadable, not JSON) are thrown. */
  read() {
    let text;
    try {
      text = (0, import_node_fs11.readFileSync)(this.file, "utf8");
    } catch (error) {
      if (error.code === "ENOENT") return emptyState();
      throw error;
    }
    const parsed = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || typeof parsed.files !== "object" || parsed.files === null) {
      throw new Error(`${this.file} is not a session state`);
    }
    const lines = typeof parsed.lines === "object" && parsed.lines !== null ? parsed.lines : void 0;
    return { version: 1, override: parsed.override === true, files: parsed.files, ...lines ? { lines } : {} };
  }
  /** Read, change and write the state under the session's lock. */
  update(change2) {
    (0, import_node_fs11.mkdirSync)(this.folder, { recursive: true, mode: 448 });
    const release = this.lock();
    try {
      const state = this.read();
      change2(state);
      bound(state);
      const temporary = `${this.file}.${process.pid}.${Date.now()}.tmp`;
      (0, import_node_fs11.writeFileSync)(temporary, JSON.stringify(state), { mode: 384 });
      (0, import_node_fs11.renameSync)(temporary, this.file);
    } finally {
      release();
    }
    this.pruneNowAndThen();
  }
  lock() {
    return lockSync(`${this.file}.lock`, LOCK_WAIT_MS);
  }
  /** Delete sessions untouched for a week; at most once an hour and a bounded number per run. */
  pruneNowAndThen() {
    const marker = (0, import_node_path8.join)(this.folder, ".pruned");
    const now = Date.now();
    try {
      if (now - (0, import_node_fs11.statSync)(marker).mtimeMs < PRUNE_EVERY_MS) return;
      (0, import_node_fs11.utimesSync)(marker, new Date(now), new Date(now));
    } catch {
      (0, import_node_fs11.writeFileSync)(marker, "", { mode: 384 });
    }
    let removed = 0;
    for (const name2 of (0, import_node_fs11.readdirSync)(this.folder).slice(0, 1e4)) {
      if (removed >= PRUNE_MAX_PER_RUN) break;
      if (!name2.endsWith(".json") && !name2.endsWith(".tmp")) continue;
      const path = (0, import_node_path8.join)(this.folder, name2);
      try {
        if (now - (0, import_node_fs11.statSync)(path).mtimeMs > SESSION_MAX_AGE_MS) {
          (0, import_node_fs11.unlinkSync)(path);
          removed++;
        }
      } catch {
      }
    }
  }
};
function bound(state) {
  const keys = Object.keys(state.files);
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_FILES_PER_SESSION))) {
    delete state.files[key];
    delete state.lines?.[key];
  }
  if (!state.lines) return;
  let kept = 0;
  for (const key of Object.keys(state.lines).reverse()) {
    const entry = state.lines[key];
    const count = typeof entry?.hashes === "string" ? Math.floor(entry.hashes.length * 3 / 16) : Infinity;
    if (kept + count > MAX_LINES_PER_SESSION || !(key in state.files)) delete state.lines[key];
    else kept += count;
  }
}
function remember(state, key, fp, lines, now = Date.now()) {
  delete state.files[key];
  delete state.lines?.[key];
  if (fp === void 0) return;
  state.files[key] = fp;
  if (!lines || lines.length > MAX_LINES_PER_FILE) return;
  state.lines ??= {};
  state.lines[key] = { hashes: Buffer.from(lines.buffer, lines.byteOffset, lines.byteLength).toString("base64"), at: now };
}
function linesOf(state, key) {
  const entry = state.lines?.[key];
  if (typeof entry?.hashes !== "string") return void 0;
  const bytes = Buffer.from(entry.hashes, "base64");
  if (bytes.length % 4 !== 0 || bytes.length === 0) return void 0;
  const words = new Uint32Array(bytes.length / 4);
  new Uint8Array(words.buffer).set(bytes);
  return words;
}
function sessionView(state, journals, sameFile, session) {
  return {
    override: state.override,
    fingerprintOf: (key) => state.files[key],
    linesOf: (key) => linesOf(state, key),
    changesSinceRead: (key, target) => {
      const at = state.lines?.[key]?.at;
      return typeof at === "number" ? journalChangesSince(journals, target, at, sameFile, session) : void 0;
    }
  };
}

// src/hook/shellGuard.ts
var import_node_os3 = require("node:os");
var import_node_path10 = require("node:path");

// src/core/shell/options.ts
function splitOptions(args2, spec = {}) {
  const operands = [];
  const options = [];
  let ended = false;
  for (let i2 = 0; i2 < args2.length; i2++) {
    const arg = args2[i2];
    const text = arg.value;
    if (ended || text === void 0 || !text.startsWith("-") || text === "-") {
      operands.push(arg);
      continue;
    }
    if (text === "--") {
      ended = true;
      continue;
    }
    if (text.startsWith("--")) {
      const eq = text.indexOf("=");
      if (eq > 0) options.push({ name: text.slice(0, eq), value: { value: text.slice(eq + 1), text: arg.text } });
      else if (spec.longWithValue?.includes(text) === true && i2 + 1 < args2.length) options.push({ name: text, value: args2[++i2] });
      else options.push({ name: text });
      continue;
    }
    for (let c = 1; c < text.length; c++) {
      const name2 = `-${text[c]}`;
      if (spec.shortWithValue?.includes(text[c]) === true) {
        const rest = text.slice(c + 1);
        if (rest !== "") options.push({ name: name2, value: { value: rest, text: arg.text } });
        else if (i2 + 1 < args2.length) options.push({ name: name2, value: args2[++i2] });
        else options.push({ name: name2 });
        break;
      }
      options.push({ name: name2 });
    }
  }
  return { operands, options };
}
function hasOption(split, ...names) {
  return split.options.some((o) => names.includes(o.name));
}
function optionValue(split, ...names) {
  return split.options.find((o) => names.includes(o.name))?.value;
}

// src/core/shell/words.ts
var GLOB_CHARS = /* @__PURE__ */ new Set(["*", "?", "["]);
function literalWord(value) {
  return { value, text: value };
}
function wordOf(node, scope) {
  const part = partOf(node, scope, true);
  return "value" in part ? { value: part.value, text: node.text, node } : { value: void 0, text: node.text, reason: part.reason, node };
}
function partOf(node, scope, first) {
  switch (node.type) {
    case "word":
      return unquoted(node.text, scope, first);
    case "number":
      return { value: node.text };
    case "raw_string":
      return { value: node.text.slice(1, -1) };
    case "ansi_c_string":
      return { value: ansiC(node.text.slice(2, -1)) };
    case "string":
      return doubleQuoted(node, scope);
    case "translated_string": {
      const inner = node.children.find((c) => c.type === "string");
      return inner !== void 0 ? doubleQuoted(inner, scope) : { reason: "substitution" };
    }
    case "concatenation":
      return concatenation(node, scope, first);
    case "simple_expansion":
    case "expansion":
      return expansion(node, scope);
    case "command_substitution":
    case "process_substitution":
    case "arithmetic_expansion":
      return { reason: "substitution" };
    default:
      return { reason: "glob" };
  }
}
function concatenation(node, scope, first) {
  const unquotedText = node.children.filter((c) => c.type === "word").map((c) => c.text).join("");
  const open = unquotedText.indexOf("{");
  if (open >= 0 && unquotedText.indexOf("}", open) > 0 && (unquotedText.indexOf(",", open) > 0 || unquotedText.indexOf("..", open) > 0)) return { reason: "glob" };
  let value = "";
  let at = node.startIndex;
  for (const child of node.children) {
    if (child.startIndex > at) {
      const gap = unquoted(node.text.slice(at - node.startIndex, child.startIndex - node.startIndex), scope, first && value === "");
      if (!("value" in gap)) return gap;
      value += gap.value;
    }
    const part = partOf(child, scope, first && at === node.startIndex);
    if (!("value" in part)) return part;
    value += part.value;
    at = child.endIndex;
  }
  return { value };
}
function unquoted(text, scope, first) {
  let value = "";
  let i2 = 0;
  if (first && text.startsWith("~")) {
    let end = text.indexOf("/");
    if (end < 0) end = text.length;
    const user = text.slice(1, end);
    if (user === "") {
      if (scope.home === void 0) return { reason: "home" };
      value = scope.home;
    } else if (user === "+") {
      if (scope.cwd === void 0) return { reason: "cd" };
      value = scope.cwd;
    } else {
      return { reason: "home" };
    }
    i2 = end;
  }
  let brace = false;
  for (; i2 < text.length; i2++) {
    const c = text[i2];
    if (c === "\\") {
      i2++;
      if (i2 < text.length && text[i2] !== "\n") value += text[i2];
      continue;
    }
    if (GLOB_CHARS.has(c)) return { reason: "glob" };
    if (c === "{") brace = true;
    if (brace && (c === "," || c === "." && text[i2 + 1] === ".")) return { reason: "glob" };
    value += c;
  }
  return { value };
}
function doubleQuoted(node, scope) {
  let value = "";
  let at = node.startIndex + 1;
  const end = node.endIndex - 1;
  for (const child of node.children) {
    if (!child.isNamed) continue;
    if (child.startIndex > at) value += unescapeDoubleQuoted(node.text.slice(at - node.startIndex, child.startIndex - node.startIndex));
    if (child.type === "string_content") {
      value += unescapeDoubleQuoted(child.text);
    } else {
      const part = child.type === "simple_expansion" || child.type === "expansion" ? expansion(child, scope) : { reason: "substitution" };
      if (!("value" in part)) return part;
      value += part.value;
    }
    at = child.endIndex;
  }
  if (end > at) value += unescapeDoubleQuoted(node.text.slice(at - node.startIndex, end - node.startIndex));
  return { value };
}
function unescapeDoubleQuoted(text) {
  let value = "";
  for (let i2 = 0; i2 < text.length; i2++) {
    if (text[i2] === "\\" && i2 + 1 < text.length && '"\\$`\n'.includes(text[i2 + 1])) {
      i2++;
      if (text[i2] !== "\n") value += text[i2];
      continue;
    }
    value += text[i2];
  }
  return value;
}
function expansion(node, scope) {
  let name2;
  for (const child of node.children) {
    if (child.type === "variable_name" && name2 === void 0) name2 = child.text;
    else if (child.isNamed || !["$", "${", "}"].includes(child.type)) return { reason: "variable" };
  }
  if (name2 === void 0) return { reason: "variable" };
  return variable(name2, scope);
}
function variable(name2, scope) {
  if (scope.vars.has(name2)) {
    const value = scope.vars.get(name2);
    return value === void 0 ? { reason: "variable" } : { value };
  }
  if (name2 === "HOME") return scope.home === void 0 ? { reason: "home" } : { value: scope.home };
  if (name2 === "PWD") return scope.cwd === void 0 ? { reason: "cd" } : { value: scope.cwd };
  return { reason: "variable" };
}
var ANSI_ESCAPES = { n: "\n", t: "	", r: "\r", a: "\x07", b: "\b", e: "\x1B", E: "\x1B", f: "\f", v: "\v", "\\": "\\", "'": "'", '"': '"', "?": "?" };
function ansiC(text) {
  let value = "";
  for (let i2 = 0; i2 < text.length; i2++) {
    if (text[i2] !== "\\" || i2 + 1 >= text.length) {
      value += text[i2];
      continue;
    }
    const next = text[i2 + 1];
    if (next in ANSI_ESCAPES) {
      value += ANSI_ESCAPES[next];
      i2++;
    } else if (next === "x" && /^[0-9A-Fa-f]{2}$/.test(text.slice(i2 + 2, i2 + 4))) {
      value += String.fromCharCode(parseInt(text.slice(i2 + 2, i2 + 4), 16));
      i2 += 3;
    } else {
      value += text[i2];
    }
  }
  return value;
}
function absolutePath(value, cwd) {
  if (value.startsWith("/")) return normalize(value);
  if (cwd === void 0) return void 0;
  return normalize(`${cwd}/${value}`);
}
function normalize(path) {
  const out2 = [];
  for (const segment of path.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") out2.pop();
    else out2.push(segment);
  }
  return `/${out2.join("/")}`;
}

// src/core/shell/writers.ts
var each = (kind, spec = {}, deletes = false) => (args2, out2) => {
  for (const operand of splitOptions(args2, spec).operands) out2.write(operand, kind, deletes ? { deletes } : {});
};
var toDestination = (kind, spec, movesSources) => (args2, out2) => {
  const split = splitOptions(args2, spec);
  const folder = optionValue(split, "-t", "--target-directory");
  const sources = folder !== void 0 ? split.operands : split.operands.slice(0, -1);
  const destination = folder ?? (split.operands.length > 1 || kind === "link" ? split.operands[split.operands.length - 1] : void 0);
  if (kind === "install" && hasOption(split, "-d", "--directory")) {
    for (const operand of split.operands) out2.write(operand, "mkdir");
    return;
  }
  if (destination !== void 0) {
    if (kind === "link" && folder === void 0 && split.operands.length === 1) out2.write(literalWord("."), kind, { sources: split.operands });
    else out2.write(destination, kind, { sources });
  }
  if (movesSources) for (const source of sources) out2.write(source, kind, { deletes: true });
};
var sedInPlace = (args2, out2) => {
  const split = splitOptions(args2, { shortWithValue: "efl", longWithValue: ["--expression", "--file", "--line-length"] });
  const inPlace = args2.some((a) => a.value !== void 0 && (a.value === "--in-place" || a.value.startsWith("--in-place=") || /^-[a-zA-Z]*i/.test(a.value) && !a.value.startsWith("--")));
  if (!inPlace) return;
  const scripted = hasOption(split, "-e", "--expression", "-f", "--file");
  for (const operand of scripted ? split.operands : split.operands.slice(1)) out2.write(operand, "sed-i");
};
var perlInPlace = (args2, out2) => {
  let inPlace = false;
  let code = false;
  let i2 = 0;
  for (; i2 < args2.length; i2++) {
    const text = args2[i2].value;
    if (text === void 0 || !text.startsWith("-") || text === "-") break;
    if (text === "--") {
      i2++;
      break;
    }
    for (let c = 1; c < text.length; c++) {
      const s = text[c];
      if (s === "i") {
        inPlace = true;
        break;
      }
      if (s === "e" || s === "E") {
        code = true;
        if (c + 1 === text.length) i2++;
        break;
      }
      if ("IMmxCdD".includes(s)) break;
      if (s === "l" || s === "0") while (c + 1 < text.length && /[0-7xA-Fa-f]/.test(text[c + 1])) c++;
    }
  }
  if (!inPlace) return;
  const operands = args2.slice(i2);
  for (const operand of code ? operands : operands.slice(1)) out2.write(operand, "perl-i");
};
var RSYNC_VALUES = [
  "--exclude",
  "--include",
  "--filter",
  "--files-from",
  "--exclude-from",
  "--include-from",
  "--rsh",
  "--rsync-path",
  "--temp-dir",
  "--log-file",
  "--backup-dir",
  "--partial-dir",
  "--compare-dest",
  "--copy-dest",
  "--link-dest",
  "--chmod",
  "--chown",
  "--suffix",
  "--timeout",
  "--bwlimit",
  "--max-size",
  "--min-size",
  "--port",
  "--password-file",
  "--out-format",
  "--usermap",
  "--groupmap"
];
var rsync = (args2, out2) => {
  const split = splitOptions(args2, { shortWithValue: "efBTM", longWithValue: RSYNC_VALUES });
  const log = optionValue(split, "--log-file");
  if (log !== void 0) out2.write(log, "rsync");
  if (split.operands.length < 2) return;
  const destination = split.operands[split.operands.length - 1];
  const sources = split.operands.slice(0, -1);
  if (!isRemote(destination)) out2.write(destination, "rsync", { sources });
  if (hasOption(split, "--remove-source-files")) {
    for (const source of sources) if (!isRemote(source)) out2.write(source, "rsync", { deletes: true });
  }
};
function isRemote(word) {
  const value = word.value;
  if (value === void 0) return false;
  const colon = value.indexOf(":");
  const slash = value.indexOf("/");
  return colon > 0 && (slash < 0 || colon < slash);
}
var modeThenFiles = (kind) => (args2, out2) => {
  const modeLike = kind === "chmod" ? args2.findIndex((a) => a.value !== void 0 && /^-[rwxXst]+$/.test(a.value)) : -1;
  const split = splitOptions(modeLike >= 0 ? args2.filter((_, i2) => i2 !== modeLike) : args2, {});
  const files = modeLike >= 0 || optionValue(split, "--reference") !== void 0 ? split.operands : split.operands.slice(1);
  for (const file of files) out2.write(file, kind);
};
var dd = (args2, out2) => {
  for (const arg of args2) {
    if (arg.value?.startsWith("of=") === true) out2.write({ value: arg.value.slice(3), text: arg.text }, "dd");
    else if (arg.value === void 0 && arg.text.startsWith("of=")) out2.unknown("dd", arg.reason ?? "variable");
  }
};
var findDelete = (args2, out2) => {
  if (!args2.some((a) => a.value === "-delete")) return;
  const starts = [];
  for (const arg of args2) {
    if (arg.value !== void 0 && (arg.value.startsWith("-") || arg.value === "(" || arg.value === "!")) break;
    starts.push(arg);
  }
  for (const start2 of starts.length > 0 ? starts : [literalWord(".")]) out2.write(start2, "find-delete", { deletes: true });
};
var GIT_CONFIG_WRITES = ["--add", "--unset", "--unset-all", "--replace-all", "--rename-section", "--remove-section", "--edit", "-e"];
var GIT_CONFIG_READS = ["--get", "--get-all", "--get-regexp", "--get-urlmatch", "--get-color", "--get-colorbool", "--list", "-l"];
function gitCommand(args2) {
  const folder = [];
  let gitDir;
  let i2 = 0;
  for (; i2 < args2.length; i2++) {
    const text = args2[i2].value;
    if (text === void 0 || !text.startsWith("-")) break;
    if (text === "-C" && i2 + 1 < args2.length) folder.push(args2[++i2]);
    else if (text === "-c" || text === "--namespace" || text === "--git-dir" || text === "--work-tree" || text === "--exec-path") {
      if (text === "--git-dir") gitDir = args2[i2 + 1];
      i2++;
    } else if (text.startsWith("--git-dir=")) gitDir = { value: text.slice("--git-dir=".length), text: args2[i2].text };
  }
  return { folder, ...gitDir ? { gitDir } : {}, ...i2 < args2.length ? { command: args2[i2] } : {}, rest: args2.slice(i2 + 1) };
}
var git = (args2, out2) => {
  const { folder, gitDir, command, rest } = gitCommand(args2);
  if (command?.value !== "config") return;
  const split = splitOptions(rest, { shortWithValue: "f", longWithValue: ["--file", "--blob", "--type", "--default", "--comment"] });
  if (hasOption(split, "--global", "--system", "--blob")) return;
  const [action] = split.operands;
  const subcommand = action?.value;
  let writes;
  if (subcommand === "set" || subcommand === "unset" || subcommand === "rename-section" || subcommand === "remove-section" || subcommand === "edit") writes = true;
  else if (subcommand === "get" || subcommand === "list") writes = false;
  else if (hasOption(split, ...GIT_CONFIG_WRITES)) writes = true;
  else if (hasOption(split, ...GIT_CONFIG_READS)) writes = false;
  else writes = split.operands.length >= 2;
  if (!writes) return;
  const file = optionValue(split, "-f", "--file");
  if (file !== void 0) {
    out2.write(inFolders(folder, file), "git-config");
    return;
  }
  if (gitDir !== void 0) out2.write(inFolders(folder, joined(gitDir, "config")), "git-config");
  else out2.write(inFolders(folder, literalWord(".git/config")), "git-config");
};
function inFolders(folders, word) {
  let result = word;
  for (let i2 = folders.length - 1; i2 >= 0; i2--) {
    if (result.value?.startsWith("/") === true) break;
    result = joined(folders[i2], result.value ?? "", result);
  }
  return result;
}
function joined(folder, name2, of) {
  if (folder.value === void 0) return { value: void 0, text: folder.text, reason: folder.reason ?? "variable" };
  if (of !== void 0 && of.value === void 0) return of;
  return { value: `${folder.value.replace(/\/+$/, "")}/${name2}`, text: of?.text ?? folder.text };
}
var WRITERS = /* @__PURE__ */ new Map([
  ["tee", each("tee")],
  ["sed", sedInPlace],
  ["gsed", sedInPlace],
  ["perl", perlInPlace],
  ["cp", toDestination("copy", { shortWithValue: "tS", longWithValue: ["--target-directory", "--suffix"] }, false)],
  ["mv", toDestination("move", { shortWithValue: "tS", longWithValue: ["--target-directory", "--suffix"] }, true)],
  ["install", toDestination("install", { shortWithValue: "tSmogC", longWithValue: ["--target-directory", "--suffix", "--mode", "--owner", "--group"] }, false)],
  ["ln", toDestination("link", { shortWithValue: "tS", longWithValue: ["--target-directory", "--suffix"] }, false)],
  ["rsync", rsync],
  ["rm", each("remove", {}, true)],
  ["rmdir", each("remove", {}, true)],
  ["unlink", each("remove", {}, true)],
  ["shred", each("remove", { shortWithValue: "ns", longWithValue: ["--iterations", "--size", "--random-source"] }, true)],
  ["truncate", each("truncate", { shortWithValue: "sr", longWithValue: ["--size", "--reference"] })],
  ["touch", each("touch", { shortWithValue: "dtr", longWithValue: ["--date", "--reference", "--time"] })],
  ["mkdir", each("mkdir", { shortWithValue: "mZ", longWithValue: ["--mode", "--context"] })],
  ["dd", dd],
  ["chmod", modeThenFiles("chmod")],
  ["chown", modeThenFiles("chown")],
  ["chgrp", modeThenFiles("chown")],
  ["find", findDelete],
  ["git", git]
]);

// src/core/shell/readOnly.ts
var ALWAYS_READ_ONLY = /* @__PURE__ */ new Set([
  "ls",
  "cat",
  "head",
  "tail",
  "wc",
  "grep",
  "egrep",
  "fgrep",
  "pwd",
  "echo",
  "printf",
  "true",
  "false",
  "test",
  "[",
  "which",
  "type",
  "stat",
  "du",
  "df",
  "diff",
  "cmp",
  "cut",
  "tr",
  "nl",
  "basename",
  "dirname",
  "realpath",
  "readlink",
  "whoami",
  "id",
  "uname",
  "printenv",
  "comm",
  "fold",
  "rev",
  "seq",
  "md5sum",
  "sha1sum",
  "sha256sum",
  "sha512sum",
  "column",
  "uniq",
  "cd",
  "pushd",
  "popd",
  ":",
  "jq",
  "od",
  "hexdump",
  "xxd",
  "strings"
]);
var WRITING_OPTIONS = {
  find: ["-delete", "-exec", "-execdir", "-ok", "-okdir", "-fprint", "-fprint0", "-fprintf", "-fls"],
  sort: ["-o", "--output"],
  rg: ["--pre", "--pre-glob"],
  tree: ["-o"],
  file: ["-C", "--compile"],
  date: ["-s", "--set"]
};
var GIT_READS = /* @__PURE__ */ new Set(["status", "log", "diff", "show", "rev-parse", "ls-files", "blame", "grep", "shortlog", "describe", "cat-file", "ls-tree"]);
function isReadOnlyCommand(name2, args2) {
  if (ALWAYS_READ_ONLY.has(name2)) {
    if (name2 === "uniq") return args2.filter((a) => !(a.value ?? "").startsWith("-")).length < 2;
    if (name2 === "xxd") return args2.filter((a) => !(a.value ?? "").startsWith("-")).length < 2;
    return true;
  }
  const writing = WRITING_OPTIONS[name2];
  if (writing !== void 0) return !args2.some((a) => a.value === void 0 || writing.some((o) => a.value === o || a.value?.startsWith(`${o}=`) === true || o.length === 2 && !o.startsWith("--") && a.value?.startsWith(o) === true));
  if (name2 === "hostname") return args2.length === 0 || args2.every((a) => a.value?.startsWith("-") === true);
  if (name2 === "env") return args2.length === 0;
  if (name2 === "git") return gitReadOnly(args2);
  return false;
}
function gitReadOnly(args2) {
  for (const arg of args2) {
    const text = arg.value;
    if (text === void 0) return false;
    if (!text.startsWith("-")) break;
    if (!["-C", "--no-pager", "-P"].includes(text)) return false;
  }
  const { command, rest } = gitCommand(args2);
  if (command?.value === void 0 || !GIT_READS.has(command.value)) return false;
  return !rest.some((a) => a.value === void 0 || a.value.startsWith("--output") || a.value === "-O" || a.value.startsWith("--open-files-in-pager") || a.value.startsWith("--ext-diff"));
}

// src/core/shell/analyze.ts
var MAX_COMMAND_CHARS2 = 256 * 1024;
var MAX_ARGV_ITEMS = 1e4;
var MAX_NESTED = 8;
var MAX_SYNTAX_DEPTH = 400;
var MAX_NODES = 5e5;
var MAX_WRITES3 = 200;
var MAX_WORDS_CHARS = 200;
var DEVICES = /* @__PURE__ */ new Set(["/dev/null", "/dev/stdout", "/dev/stderr", "/dev/tty", "/dev/stdin"]);
var WRITE_OPERATORS = /* @__PURE__ */ new Set([">", ">>", ">|", "&>", "&>>", "<>", ">&"]);
var SHELLS = /* @__PURE__ */ new Set(["bash", "sh", "zsh", "dash", "ksh", "mksh", "ash", "busybox"]);
var WRAPPERS = /* @__PURE__ */ new Map([
  ["sudo", { valued: "ugCDhprtU", valuedLong: ["--user", "--group", "--chdir", "--host", "--prompt", "--role", "--type", "--other-user"] }],
  ["doas", { valued: "uC" }],
  ["nohup", { valued: "" }],
  ["time", { valued: "fo" }],
  ["nice", { valued: "n", valuedLong: ["--adjustment"] }],
  ["timeout", { valued: "sk", valuedLong: ["--signal", "--kill-after"], leading: 1 }],
  ["stdbuf", { valued: "ioe", valuedLong: ["--input", "--output", "--error"] }],
  ["builtin", { valued: "" }],
  ["exec", { valued: "a" }],
  ["command", { valued: "" }],
  ["xargs", { valued: "aEeIiLlnPsd", valuedLong: ["--arg-file", "--delimiter", "--eof", "--replace", "--max-lines", "--max-args", "--max-procs", "--max-chars", "--process-slot-var"] }],
  ["env", { valued: "uCS", valuedLong: ["--unset", "--chdir", "--split-string"] }]
]);
var HARMLESS_PREFIXES = /* @__PURE__ */ new Set(["LANG", "LANGUAGE", "TZ", "NO_COLOR", "COLUMNS", "TERM", "CLICOLOR", "FORCE_COLOR"]);
var Beyond = class extends Error {
  constructor(bound2) {
    super(bound2.what);
    this.bound = bound2;
  }
};
function analyzeCommand(command, context) {
  const run2 = {
    parse: context.parse,
    maxDepth: context.maxDepth ?? MAX_NESTED,
    writes: [],
    unknownWrites: [],
    seen: /* @__PURE__ */ new Set(),
    dropped: 0,
    readOnly: true,
    parsed: true,
    nodes: 0,
    notes: [],
    redirectsOf: /* @__PURE__ */ new Map()
  };
  const home = context.home ?? context.env?.HOME;
  const scope = { cwd: normalize(context.cwd), home: home === void 0 || home === "" ? void 0 : normalize(home), vars: /* @__PURE__ */ new Map() };
  try {
    if (typeof command === "string") {
      if (command.length > MAX_COMMAND_CHARS2) throw new Beyond({ what: "length", limit: MAX_COMMAND_CHARS2, actual: command.length });
      if (command.includes("\0")) throw new Beyond({ what: "nul", limit: 0 });
      script(command, scope, 0, run2);
    } else {
      if (command.length > MAX_ARGV_ITEMS) throw new Beyond({ what: "items", limit: MAX_ARGV_ITEMS, actual: command.length });
      const items = command.map((item) => typeof item === "string" ? item : String(item));
      if (items.some((item) => item.includes("\0"))) throw new Beyond({ what: "nul", limit: 0 });
      if (items.reduce((n, item) => n + item.length + 1, 0) > MAX_COMMAND_CHARS2) throw new Beyond({ what: "length", limit: MAX_COMMAND_CHARS2, actual: items.reduce((n, item) => n + item.length + 1, 0) });
      if (items.length === 0) return { parsed: true, readOnly: true, writes: [], unknownWrites: [] };
      dispatch({ words: items.map(literalWord), text: items.join(" ") }, scope, 0, run2);
    }
  } catch (error) {
    if (!(error instanceof Beyond)) throw error;
    return { parsed: false, readOnly: false, writes: [], unknownWrites: [], beyond: error.bound, note: beyondNote(error.bound) };
  }
  if (run2.dropped > 0) run2.notes.push(`${run2.dropped} more writes are not listed (at most ${MAX_WRITES3})`);
  const note = run2.notes.length > 0 ? `${run2.notes.join("; ")}.` : void 0;
  return { parsed: run2.parsed, readOnly: run2.readOnly && run2.parsed, writes: run2.writes, unknownWrites: run2.unknownWrites, ...note ? { note } : {} };
}
function beyondNote(bound2) {
  switch (bound2.what) {
    case "length":
      return `the command is ${bound2.actual ?? "more than"} characters long, more than the ${bound2.limit} the guard reads`;
    case "items":
      return `the command has ${bound2.actual ?? "more than"} words, more than the ${bound2.limit} the guard reads`;
    case "depth":
      return `the command nests shells, substitutions or blocks more than ${bound2.limit} deep, more than the guard reads`;
    case "nodes":
      return `the command has more than ${bound2.limit} parts, more than the guard reads`;
    case "nul":
      return "the command holds a NUL character, which no shell runs as written";
  }
}
function script(text, scope, depth2, run2) {
  if (run2.parse === void 0) {
    run2.parsed = false;
    run2.notes.push("no shell parser was loaded, so the command was not read");
    return;
  }
  const outer = run2.redirectsOf;
  run2.redirectsOf = /* @__PURE__ */ new Map();
  try {
    run2.parse(text, (root) => {
      if (root.hasError) {
        run2.parsed = false;
        run2.notes.push(`the shell parser cannot read ${depth2 === 0 ? "the command" : "a nested command string"} (a syntax error near line ${firstErrorRow(root) + 1}), so the files it writes are not named`);
        return;
      }
      walk(root, scope, depth2, 0, run2);
    });
  } finally {
    run2.redirectsOf = outer;
  }
}
function firstErrorRow(root) {
  let node = root;
  for (let guard = 0; guard < MAX_SYNTAX_DEPTH; guard++) {
    const next = childrenOf(node).find((child) => child.hasError || child.type === "ERROR" || child.isMissing);
    if (next === void 0 || next.type === "ERROR" || next.isMissing) return (next ?? node).startPosition.row;
    node = next;
  }
  return node.startPosition.row;
}
function childrenOf(node) {
  return node.childCount === 0 ? [] : node.children;
}
function fieldChildren(node, field) {
  return node.childCount === 0 ? [] : node.childrenForFieldName(field);
}
function clone(scope) {
  return { cwd: scope.cwd, home: scope.home, vars: new Map(scope.vars) };
}
function mergeUncertain(scope, after2) {
  if (after2.cwd !== scope.cwd) scope.cwd = void 0;
  if (after2.home !== scope.home) scope.home = void 0;
  for (const [name2, value] of after2.vars) if (scope.vars.get(name2) !== value || !scope.vars.has(name2)) scope.vars.set(name2, void 0);
}
var UNCERTAIN_BLOCKS = /* @__PURE__ */ new Set(["if_statement", "while_statement", "for_statement", "c_style_for_statement", "case_statement"]);
var SEQUENCES = /* @__PURE__ */ new Set(["program", "compound_statement", "list", "do_group", "negated_command", "else_clause", "elif_clause", "case_item"]);
function walk(node, scope, nested, depth2, run2) {
  if (depth2 > MAX_SYNTAX_DEPTH) throw new Beyond({ what: "depth", limit: MAX_SYNTAX_DEPTH });
  if (++run2.nodes > MAX_NODES) throw new Beyond({ what: "nodes", limit: MAX_NODES });
  const type = node.type;
  if (!node.isNamed || type === "comment") return;
  if (type === "command") return simpleCommand(node, scope, nested, depth2, run2);
  if (type === "redirected_statement") return redirected(node, scope, nested, depth2, run2);
  if (SEQUENCES.has(type)) {
    for (const child of childrenOf(node)) walk(child, scope, nested, depth2 + 1, run2);
    return;
  }
  if (type === "pipeline" || type === "subshell") {
    for (const child of childrenOf(node)) walk(child, clone(scope), nested, depth2 + 1, run2);
    return;
  }
  if (UNCERTAIN_BLOCKS.has(type)) {
    const inner = clone(scope);
    if (type === "for_statement") for (const variable2 of fieldChildren(node, "variable")) inner.vars.set(variable2.text, void 0);
    for (const child of childrenOf(node)) walk(child, inner, nested, depth2 + 1, run2);
    mergeUncertain(scope, inner);
    return;
  }
  if (type === "function_definition") {
    for (const body2 of fieldChildren(node, "body")) walk(body2, clone(scope), nested, depth2 + 1, run2);
    return;
  }
  if (type === "variable_assignment") return assign(node, scope, nested, depth2, run2);
  if (type === "variable_assignments" || type === "declaration_command") {
    for (const child of childrenOf(node)) {
      if (child.type === "variable_assignment") assign(child, scope, nested, depth2 + 1, run2);
      else substitutions(child, scope, nested, depth2 + 1, run2);
    }
    return;
  }
  if (type === "unset_command") {
    for (const child of childrenOf(node)) if (child.isNamed) scope.vars.set(child.text, void 0);
    return;
  }
  if (type === "test_command" || type === "command_substitution" || type === "process_substitution") {
    substitutions(node, scope, nested, depth2, run2);
    return;
  }
  if (type === "file_redirect" || type === "heredoc_redirect" || type === "herestring_redirect") {
    redirect(node, scope, "redirect", nested, depth2, run2);
    return;
  }
  run2.readOnly = false;
  substitutions(node, scope, nested, depth2, run2);
}
function substitutions(node, scope, nested, depth2, run2) {
  if (depth2 > MAX_SYNTAX_DEPTH) throw new Beyond({ what: "depth", limit: MAX_SYNTAX_DEPTH });
  if (++run2.nodes > MAX_NODES) throw new Beyond({ what: "nodes", limit: MAX_NODES });
  if (node.type === "command_substitution" || node.type === "process_substitution") {
    const inner = clone(scope);
    for (const part of childrenOf(node)) walk(part, inner, nested, depth2 + 1, run2);
    return;
  }
  for (const child of childrenOf(node)) if (child.childCount > 0) substitutions(child, scope, nested, depth2 + 1, run2);
}
function assign(node, scope, nested, depth2, run2) {
  substitutions(node, scope, nested, depth2 + 1, run2);
  const name2 = fieldChildren(node, "name")[0]?.text;
  const value = fieldChildren(node, "value")[0];
  if (name2 === void 0) return;
  const plain = childrenOf(node).some((c) => c.type === "=");
  const word = value === void 0 ? literalWord("") : wordOf(value, scope);
  const known = plain ? word.value : void 0;
  if (name2 === "HOME") scope.home = known === void 0 ? void 0 : normalize(known);
  else if (name2 === "PWD") scope.cwd = known === void 0 ? void 0 : absolutePath(known, scope.cwd);
  else scope.vars.set(name2, known);
}
function lastCommand(node) {
  let current = node;
  for (let guard = 0; guard < MAX_SYNTAX_DEPTH && (current.type === "list" || current.type === "pipeline" || current.type === "negated_command"); guard++) {
    const named = childrenOf(current).filter((c) => c.isNamed && c.type !== "comment");
    if (named.length === 0) break;
    current = named[named.length - 1];
  }
  return current;
}
function redirected(node, scope, nested, depth2, run2) {
  const body2 = fieldChildren(node, "body")[0];
  const redirects = fieldChildren(node, "redirect");
  if (body2 !== void 0 && (body2.type === "list" || body2.type === "pipeline" || body2.type === "negated_command")) {
    const last = lastCommand(body2);
    if (last.type === "command") {
      run2.redirectsOf.set(last.id, [...run2.redirectsOf.get(last.id) ?? [], ...redirects]);
      walk(body2, scope, nested, depth2 + 1, run2);
      return;
    }
  }
  const stdin = stdinScriptOf(redirects);
  for (const r of redirects) redirect(r, scope, "redirect", nested, depth2 + 1, run2);
  if (body2 === void 0) return;
  if (body2.type === "command") simpleCommand(body2, scope, nested, depth2 + 1, run2, stdin);
  else walk(body2, scope, nested, depth2 + 1, run2);
}
function redirect(node, scope, kind, nested, depth2, run2) {
  substitutions(node, scope, nested, depth2 + 1, run2);
  if (node.type === "heredoc_redirect") {
    for (const child of childrenOf(node)) if (child.type === "file_redirect") redirect(child, scope, "heredoc", nested, depth2 + 1, run2);
    return;
  }
  if (node.type !== "file_redirect") return;
  const operator = childrenOf(node).find((c) => !c.isNamed)?.type;
  const destination = fieldChildren(node, "destination")[0];
  if (operator === void 0 || destination === void 0 || !WRITE_OPERATORS.has(operator)) return;
  if (operator === ">&" && (destination.type === "number" || destination.text === "-")) return;
  const word = wordOf(destination, scope);
  if (word.value !== void 0) {
    const path = absolutePath(word.value, scope.cwd);
    if (path !== void 0 && (DEVICES.has(path) || /^\/dev\/fd\/\d+$/.test(path))) return;
  }
  record(word, kind, node.text, scope, run2);
}
function stdinScriptOf(redirects) {
  for (const r of redirects) {
    if (r.type === "heredoc_redirect") {
      const start2 = childrenOf(r).find((c) => c.type === "heredoc_start")?.text ?? "";
      const body2 = childrenOf(r).find((c) => c.type === "heredoc_body");
      if (body2 === void 0) return "";
      const quoted = /['"\\]/.test(start2);
      if (!quoted && childrenOf(body2).some((c) => c.isNamed && c.type !== "heredoc_content")) return void 0;
      return body2.text;
    }
  }
  return void 0;
}
function simpleCommand(node, scope, nested, depth2, run2, stdinFromBlock) {
  const children = childrenOf(node);
  const redirects = [...children.filter((c) => c.type === "file_redirect" || c.type === "heredoc_redirect" || c.type === "herestring_redirect"), ...run2.redirectsOf.get(node.id) ?? []];
  const assignments = children.filter((c) => c.type === "variable_assignment");
  const name2 = fieldChildren(node, "name")[0];
  for (const child of children) if (child.type !== "file_redirect" && child.type !== "heredoc_redirect" && child.type !== "herestring_redirect") substitutions(child, scope, nested, depth2 + 1, run2);
  for (const r of redirects) redirect(r, scope, "redirect", nested, depth2 + 1, run2);
  if (name2 === void 0) {
    for (const a of assignments) assign(a, scope, nested, depth2 + 1, run2);
    return;
  }
  if (assignments.some((a) => !HARMLESS_PREFIXES.has(fieldChildren(a, "name")[0]?.text ?? "") && !(fieldChildren(a, "name")[0]?.text ?? "").startsWith("LC_"))) run2.readOnly = false;
  const words = [name2, ...fieldChildren(node, "argument")].map((w) => wordOf(w.type === "command_name" && w.childCount === 1 ? w.children[0] : w, scope));
  const herestring = redirects.find((r) => r.type === "herestring_redirect");
  const herestringWord = herestring === void 0 ? void 0 : childrenOf(herestring).find((c) => c.isNamed);
  const stdinScript = stdinFromBlock ?? stdinScriptOf(redirects) ?? (herestringWord === void 0 ? void 0 : wordOf(herestringWord, scope).value);
  dispatch({ words, text: node.text, ...stdinScript !== void 0 ? { stdinScript } : {} }, scope, nested, run2);
}
function basename2(value) {
  const slash = value.lastIndexOf("/");
  return slash < 0 ? value : value.slice(slash + 1);
}
function dispatch(command, scope, nested, run2) {
  const [first, ...args2] = command.words;
  if (first === void 0) return;
  if (first.value === void 0) {
    run2.readOnly = false;
    return;
  }
  const name2 = basename2(first.value);
  const wrapper = WRAPPERS.get(name2);
  if (wrapper !== void 0) return wrapped(name2, wrapper, args2, command, scope, nested, run2);
  if (name2 === "cd" || name2 === "pushd" || name2 === "popd") return changeFolder(name2, args2, scope);
  if (SHELLS.has(name2)) return shell(args2, command, scope, nested, run2);
  if (name2 === "eval") {
    run2.readOnly = false;
    if (args2.some((a) => a.value === void 0)) return;
    nestedScript(args2.map((a) => a.value).join(" "), scope, nested, run2);
    return;
  }
  const writer = WRITERS.get(name2);
  if (writer !== void 0) {
    const targets = {
      write: (word, kind, options) => {
        if (command.fromStdin === true) return;
        record(word, kind, command.text, scope, run2, options?.deletes, options?.sources);
      },
      unknown: (kind, reason) => unknown(kind, command.text, reason, run2)
    };
    const before2 = run2.writes.length + run2.unknownWrites.length;
    writer(args2, targets);
    if (command.fromStdin === true && name2 !== "git" && name2 !== "find" && name2 !== "sed" && name2 !== "perl") unknown(kindOfWriter(name2), command.text, "stdin", run2);
    if (run2.writes.length + run2.unknownWrites.length > before2) run2.readOnly = false;
  }
  if (!isReadOnlyCommand(name2, args2)) run2.readOnly = false;
}
function kindOfWriter(name2) {
  const kinds = { tee: "tee", cp: "copy", mv: "move", install: "install", ln: "link", rsync: "rsync", truncate: "truncate", touch: "touch", mkdir: "mkdir", dd: "dd", chmod: "chmod", chown: "chown", chgrp: "chown" };
  return kinds[name2] ?? "remove";
}
function wrapped(name2, wrapper, args2, command, scope, nested, run2) {
  let i2 = 0;
  for (; i2 < args2.length; i2++) {
    const text = args2[i2].value;
    if (text === void 0) break;
    if (text === "--") {
      i2++;
      break;
    }
    if (name2 === "env" && !text.startsWith("-") && text.includes("=")) continue;
    if (!text.startsWith("-") || text === "-") break;
    if (name2 === "command" && (text === "-v" || text === "-V")) return;
    if (text.startsWith("--")) {
      if (!text.includes("=") && wrapper.valuedLong?.includes(text) === true) i2++;
      continue;
    }
    const last = text[text.length - 1];
    if (text.length === 2 && wrapper.valued.includes(last)) i2++;
    if (name2 === "env" && (text === "-C" || text === "--chdir") || name2 === "sudo" && text === "-D") scope = { ...clone(scope), cwd: void 0 };
  }
  i2 += wrapper.leading ?? 0;
  const rest = args2.slice(i2);
  if (rest.length === 0) {
    if (name2 !== "env" && name2 !== "time" && name2 !== "command" && name2 !== "builtin") run2.readOnly = false;
    return;
  }
  if (name2 !== "time" && name2 !== "command" && name2 !== "builtin" && name2 !== "nice") run2.readOnly = false;
  dispatch({ ...command, words: rest, ...name2 === "xargs" ? { fromStdin: true } : {} }, name2 === "exec" || name2 === "command" || name2 === "builtin" ? scope : clone(scope), nested, run2);
}
function changeFolder(name2, args2, scope) {
  const operands = args2.filter((a) => a.value === void 0 || !a.value.startsWith("-") || a.value === "-");
  if (name2 === "popd" || operands[0]?.value === "-") {
    scope.cwd = void 0;
    return;
  }
  const target = operands[0];
  if (target === void 0) {
    scope.cwd = scope.home;
    return;
  }
  scope.cwd = target.value === void 0 ? void 0 : absolutePath(target.value, scope.cwd);
}
function shell(args2, command, scope, nested, run2) {
  run2.readOnly = false;
  let takesString = false;
  let i2 = 0;
  for (; i2 < args2.length; i2++) {
    const text = args2[i2].value;
    if (text === void 0 || !text.startsWith("-") || text === "-" || text === "--") break;
    if (text.startsWith("--")) continue;
    if (text.includes("c")) takesString = true;
    if (text === "-o" || text === "-O" || text === "+o" || text === "+O") i2++;
  }
  if (args2[i2]?.value === "--") i2++;
  const child = { cwd: scope.cwd, home: scope.home, vars: /* @__PURE__ */ new Map() };
  if (takesString) {
    const text = args2[i2];
    if (text === void 0) return;
    if (text.value === void 0) {
      run2.notes.push(`the script of "${clip(command.text)}" is not known before it runs, so the files it writes are not named`);
      return;
    }
    nestedScript(text.value, child, nested, run2);
    return;
  }
  if (i2 >= args2.length && command.stdinScript !== void 0) nestedScript(command.stdinScript, child, nested, run2);
}
function nestedScript(text, scope, nested, run2) {
  if (nested + 1 > run2.maxDepth) throw new Beyond({ what: "depth", limit: run2.maxDepth });
  script(text, scope, nested + 1, run2);
}
function clip(text) {
  return text.length <= MAX_WORDS_CHARS ? text : `${text.slice(0, MAX_WORDS_CHARS - 1)}\u2026`;
}
function record(word, kind, words, scope, run2, deletes, sources) {
  run2.readOnly = false;
  if (word.value === void 0) return unknown(kind, words, word.reason ?? "variable", run2);
  const path = absolutePath(word.value, scope.cwd);
  if (path === void 0) return unknown(kind, words, "cd", run2);
  const key = `${kind}\0${path}\0${deletes === true ? 1 : 0}`;
  if (run2.seen.has(key)) return;
  run2.seen.add(key);
  if (run2.writes.length + run2.unknownWrites.length >= MAX_WRITES3) {
    run2.dropped++;
    return;
  }
  const names = sources?.map((s) => s.value).filter((v) => v !== void 0 && v !== "").map((v) => basename2(v.replace(/\/+$/, ""))).filter((v) => v !== "" && v !== "." && v !== "..");
  run2.writes.push({ path, words: clip(words), kind, ...deletes === true ? { deletes } : {}, ...names !== void 0 && names.length > 0 ? { sources: names } : {} });
}
function unknown(kind, words, reason, run2) {
  run2.readOnly = false;
  const key = `?${kind}\0${words}\0${reason}`;
  if (run2.seen.has(key)) return;
  run2.seen.add(key);
  if (run2.writes.length + run2.unknownWrites.length >= MAX_WRITES3) {
    run2.dropped++;
    return;
  }
  run2.unknownWrites.push({ words: clip(words), kind, reason });
}

// src/hook/shellGuard.ts
async function shellParser() {
  const { loadShellParser: loadShellParser2 } = await Promise.resolve().then(() => (init_shellParser(), shellParser_exports));
  return loadShellParser2(__dirname);
}
async function judgeShellCall(event2, hookEnv, env) {
  const shell2 = shellCallOf(event2.tool, event2.input, event2.agent);
  if (shell2 === void 0) return { decision: { kind: "deny", errors: [malformedCallError(`${event2.tool}'s input has no string "command"`)] } };
  const base = event2.cwd ?? hookEnv.roots[0]?.path ?? process.cwd();
  const cwd = shell2.workdir === void 0 ? (0, import_node_path10.resolve)(base) : (0, import_node_path10.resolve)(base, shell2.workdir);
  const parse4 = await shellParser();
  const analysis = analyzeCommand(shell2.command, { cwd, home: env.HOME ?? (0, import_node_os3.homedir)(), parse: parse4 });
  return { decision: await checkShellCommand(analysis, event2.agent, hookEnv), analysis };
}

// lazy-module:node:child_process
var loaded6;
var load7 = () => loaded6 ??= require("node:child_process");
function spawn(...a) {
  const f = load7().spawn;
  return new.target === void 0 ? f(...a) : Reflect.construct(f, a, new.target === spawn ? f : new.target);
}
function spawnSync(...a) {
  const f = load7().spawnSync;
  return new.target === void 0 ? f(...a) : Reflect.construct(f, a, new.target === spawnSync ? f : new.target);
}

// src/node/watch/shadowGit.ts
var import_node_path11 = require("node:path");
var FIXED_CONFIG = [
  "core.bare=false",
  "core.fsmonitor=false",
  "core.untrackedCache=true",
  "core.looseCompression=1",
  "core.compression=1",
  "core.autocrlf=false",
  "core.safecrlf=false",
  "core.hooksPath=/dev/null",
  "advice.addEmbeddedRepo=false",
  "advice.addIgnoredFile=false",
  "gc.auto=0",
  "maintenance.auto=false"
];
var ShadowRepo = class _ShadowRepo {
  constructor(dir, folder, home, git2 = "git") {
    this.dir = dir;
    this.folder = folder;
    this.home = home;
    this.git = git2;
    this.gitDir = (0, import_node_path11.join)(dir, "git");
    this.lockPath = (0, import_node_path11.join)(dir, "watch.lock");
    this.offPath = (0, import_node_path11.join)(dir, "off.json");
  }
  gitDir;
  lockPath;
  offPath;
  /** The shadow of a folder (its real path): <state>/watch/<name>-<hash>/. */
  static of(stateRoot2, folder, home, git2 = "git") {
    const name2 = `${(folder.split(/[\\/]/).pop() || "root").replace(/[^A-Za-z0-9_.-]/g, "_").slice(0, 40)}-${createHash("sha256").update(folder).digest("hex").slice(0, 16)}`;
    return new _ShadowRepo((0, import_node_path11.join)(stateRoot2, "watch", name2), folder, home, git2);
  }
  environment(withoutWorkTree) {
    const env = {
      PATH: process.env.PATH,
      GIT_DIR: this.gitDir,
      ...withoutWorkTree ? {} : { GIT_WORK_TREE: this.folder, GIT_INDEX_FILE: (0, import_node_path11.join)(this.gitDir, "index") },
      GIT_CONFIG_NOSYSTEM: "1",
      GIT_CONFIG_GLOBAL: "/dev/null",
      GIT_TERMINAL_PROMPT: "0",
      GIT_OPTIONAL_LOCKS: "0",
      LC_ALL: "C"
    };
    if (this.home !== void 0) env.HOME = this.home;
    if (process.env.XDG_CONFIG_HOME) env.XDG_CONFIG_HOME = process.env.XDG_CONFIG_HOME;
    if (process.env.SystemRoot) env.SystemRoot = process.env.SystemRoot;
    return env;
  }
  /**
   * One git command on the shadow, bounded in time and output; never throws. Run synchronously
   * (the watch's callers are one-shot processes: the hook, the command line): a child with piped
   * streams costs Node about three times the processor time of a synchronous one. Only a run that
   * stops on a count of NUL bytes reads git's output as it comes.
   */
  run(args2, options) {
    const full = FIXED_CONFIG.flatMap((c) => ["-c", c]).concat(args2);
    if (options.stopAfterNuls === void 0) return Promise.resolve(this.runSync(full, options));
    return new Promise((done) => {
      const out2 = [];
      let size = 0;
      let nuls = 0;
      let stderr = "";
      let stopped;
      let finished = false;
      const finish = (code) => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        done({ code: stopped === void 0 ? code : null, stdout: Buffer.concat(out2), stderr, ...stopped !== void 0 ? { stopped } : {} });
      };
      let child;
      try {
        child = spawn(this.git, full, { cwd: this.folder, env: this.environment(options.withoutWorkTree === true), stdio: ["pipe", "pipe", "pipe"], windowsHide: true });
      } catch {
        stopped = "missing";
        finish(null);
        return;
      }
      const stop2 = (why) => {
        stopped ??= why;
        child.kill("SIGKILL");
      };
      const timer = setTimeout(() => stop2("timeout"), options.timeoutMs);
      child.on("error", (error) => {
        stopped ??= error.code === "ENOENT" ? "missing" : "error";
        finish(null);
      });
      child.stdout?.on("data", (chunk) => {
        size += chunk.length;
        if (options.stopAfterNuls !== void 0) {
          for (const byte of chunk) if (byte === 0) nuls++;
          if (nuls >= options.stopAfterNuls) {
            out2.push(chunk);
            stop2("output");
            return;
          }
        }
        if (size > options.maxOutputBytes) stop2("output");
        else out2.push(chunk);
      });
      child.stderr?.on("data", (chunk) => {
        if (stderr.length < 4096) stderr += chunk.toString("utf8");
      });
      child.on("close", (code) => finish(code));
      child.stdin?.on("error", () => void 0);
      child.stdin?.end(options.input ?? "");
    });
  }
  runSync(full, options) {
    const ran = spawnSync(this.git, full, {
      cwd: this.folder,
      env: this.environment(options.withoutWorkTree === true),
      input: options.input ?? "",
      timeout: options.timeoutMs,
      killSignal: "SIGKILL",
      maxBuffer: options.maxOutputBytes,
      windowsHide: true
    });
    const stderr = (ran.stderr ?? Buffer.alloc(0)).subarray(0, 4096).toString("utf8");
    const code = ran.error === void 0 ? void 0 : errnoCode(ran.error);
    const stopped = code === "ENOENT" ? "missing" : code === "ETIMEDOUT" ? "timeout" : code === "ENOBUFS" ? "output" : ran.error !== void 0 ? "error" : void 0;
    const stdout = ran.stdout ?? Buffer.alloc(0);
    return { code: stopped === void 0 ? ran.status : null, stdout: stopped === "output" ? stdout.subarray(0, options.maxOutputBytes) : stdout, stderr, ...stopped !== void 0 ? { stopped } : {} };
  }
};

// src/node/watch/snapshot.ts
var import_node_fs14 = require("node:fs");
var import_node_path12 = require("node:path");

// src/node/watch/watchOff.ts
var import_node_fs13 = require("node:fs");
var CODES = /* @__PURE__ */ new Set(["NO_GIT", "TOO_MANY_FILES", "SNAPSHOT_FAILED"]);
function readWatchOff(repo) {
  try {
    const value = JSON.parse((0, import_node_fs13.readFileSync)(repo.offPath, "utf8").slice(0, 64 * 1024));
    if (typeof value.code !== "string" || !CODES.has(value.code) || typeof value.reason !== "string" || typeof value.at !== "number") return void 0;
    return { kind: "off", code: value.code, reason: value.reason.slice(0, 1e3), at: value.at };
  } catch {
    return void 0;
  }
}
function writeWatchOff(repo, off) {
  try {
    const temporary = `${repo.offPath}.${process.pid}.tmp`;
    (0, import_node_fs13.writeFileSync)(temporary, JSON.stringify({ code: off.code, reason: off.reason, at: off.at }), { mode: 384 });
    (0, import_node_fs13.renameSync)(temporary, repo.offPath);
  } catch {
  }
}
function clearWatchOff(repo) {
  (0, import_node_fs13.rmSync)(repo.offPath, { force: true });
}

// src/node/watch/snapshot.ts
var DEFAULT_WATCH_LIMITS = { maxFiles: 1e5, maxFileBytes: 16 * 1024 * 1024, timeoutMs: 2e4 };
var MAX_WATCHED_CHANGES = 1e3;
var LOCK_WAIT_MS2 = 15e3;
async function snapshotBefore(repo, limits) {
  const off = readWatchOff(repo);
  if (off !== void 0 && off.code === "TOO_MANY_FILES" && Date.now() - off.at < 36e5) return off;
  (0, import_node_fs14.mkdirSync)(repo.dir, { recursive: true, mode: 448 });
  const release = await lock(repo.lockPath, LOCK_WAIT_MS2);
  try {
    let built = false;
    if (!(0, import_node_fs14.existsSync)((0, import_node_path12.join)(repo.gitDir, "HEAD"))) {
      const made = await repo.run(["init", "-q", "--bare", "--template="], { timeoutMs: limits.timeoutMs, maxOutputBytes: 64 * 1024, withoutWorkTree: true });
      if (made.code !== 0) return offBecause(repo, made.stopped === "missing" ? "NO_GIT" : "SNAPSHOT_FAILED", made.stopped === "missing" ? "git is not installed (or not on the PATH)" : `git could not make the shadow repository (${firstLine3(made.stderr)})`);
      built = true;
    }
    copyExcludes(repo);
    if (built || !(0, import_node_fs14.existsSync)((0, import_node_path12.join)(repo.gitDir, "index"))) {
      const count = await repo.run(["ls-files", "-z", "-o", "--exclude-standard"], { timeoutMs: limits.timeoutMs, maxOutputBytes: 1 << 30, stopAfterNuls: limits.maxFiles + 1 });
      if (count.stopped === "missing") return offBecause(repo, "NO_GIT", "git is not installed (or not on the PATH)");
      if (count.stopped === "output" || countNuls(count.stdout) > limits.maxFiles) return tooMany(repo, limits, `more than ${limits.maxFiles}`);
      if (count.stopped === "timeout") return offBecause(repo, "SNAPSHOT_FAILED", `listing its files took longer than ${limits.timeoutMs / 1e3} s`);
    }
    const added = await addAll(repo, limits);
    if (added !== void 0) return added;
    const files = indexEntries(repo);
    if (files > limits.maxFiles) return tooMany(repo, limits, String(files));
    const tree = await repo.run(["write-tree"], { timeoutMs: limits.timeoutMs, maxOutputBytes: 1024 });
    const id = tree.stdout.toString("utf8").trim();
    if (tree.code !== 0 || !/^[0-9a-f]{40,64}$/.test(id)) return offBecause(repo, "SNAPSHOT_FAILED", `git write-tree failed (${firstLine3(tree.stderr)})`);
    if (off !== void 0) clearWatchOff(repo);
    return { kind: "taken", tree: id, built };
  } finally {
    release();
  }
}
async function changesSince(repo, before2, limits) {
  const release = await lock(repo.lockPath, LOCK_WAIT_MS2);
  try {
    copyExcludes(repo);
    const added = await addAll(repo, limits);
    if (added !== void 0) return added;
    const diff = await repo.run(["diff-index", "--cached", "--raw", "-z", "--no-renames", "--no-abbrev", before2], { timeoutMs: limits.timeoutMs, maxOutputBytes: 256 * 1024 * 1024 });
    if (diff.code !== 0) return offBecause(repo, "SNAPSHOT_FAILED", `git diff-index failed (${firstLine3(diff.stderr) || diff.stopped || "no reason given"})`, false);
    const files = indexEntries(repo);
    if (files > limits.maxFiles) await tooMany(repo, limits, String(files));
    return parseRawDiff(diff.stdout);
  } finally {
    release();
  }
}
function parseRawDiff(out2) {
  const parts2 = out2.toString("utf8").split("\0");
  const changes = [];
  let more = 0;
  for (let i2 = 0; i2 + 1 < parts2.length; i2 += 2) {
    const head = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([A-Z])/.exec(parts2[i2]);
    if (head === null) break;
    if (changes.length >= MAX_WATCHED_CHANGES) {
      more++;
      continue;
    }
    const zero = (blob) => /^0+$/.test(blob) ? null : blob;
    changes.push({ path: parts2[i2 + 1], oldMode: head[1], newMode: head[2], oldBlob: zero(head[3]), newBlob: zero(head[4]) });
  }
  return { kind: "changes", changes, more };
}
var ADD_ATTEMPTS = 3;
async function addAll(repo, limits) {
  removeStaleIndexLock(repo, limits);
  let why = "";
  for (let attempt = 0; attempt < ADD_ATTEMPTS; attempt++) {
    const add = await repo.run(["add", "-A", "--ignore-errors", "--", "."], { timeoutMs: limits.timeoutMs, maxOutputBytes: 1024 * 1024 });
    if (add.stopped === "missing") return offBecause(repo, "NO_GIT", "git is not installed (or not on the PATH)");
    if (add.stopped !== void 0 || add.code === null) removeIndexLock(repo);
    if (add.stopped === "timeout") return offBecause(repo, "SNAPSHOT_FAILED", `reading the folder took longer than ${limits.timeoutMs / 1e3} s`, false);
    if (add.code === 0 || add.code === 1) return void 0;
    why = add.code === null ? "git was stopped by a signal, as when a file it read was cut short meanwhile" : `git add failed (${firstLine3(add.stderr)})`;
  }
  return offBecause(repo, "SNAPSHOT_FAILED", `${why}, ${ADD_ATTEMPTS} times`);
}
function removeStaleIndexLock(repo, limits) {
  const path = (0, import_node_path12.join)(repo.gitDir, "index.lock");
  const info2 = (0, import_node_fs14.statSync)(path, { throwIfNoEntry: false });
  if (info2 !== void 0 && Date.now() - info2.mtimeMs > limits.timeoutMs + 5e3) removeIndexLock(repo);
}
function copyExcludes(repo) {
  let theirs = "";
  try {
    theirs = (0, import_node_fs14.readFileSync)((0, import_node_path12.join)(repo.folder, ".git", "info", "exclude"), "utf8").slice(0, 1024 * 1024);
  } catch {
  }
  const ours = (0, import_node_path12.join)(repo.gitDir, "info", "exclude");
  let current;
  try {
    current = (0, import_node_fs14.readFileSync)(ours, "utf8");
  } catch {
    current = void 0;
  }
  if (current === theirs) return;
  (0, import_node_fs14.mkdirSync)((0, import_node_path12.join)(repo.gitDir, "info"), { recursive: true, mode: 448 });
  (0, import_node_fs14.writeFileSync)(ours, theirs, { mode: 384 });
}
function indexEntries(repo) {
  try {
    const head = (0, import_node_fs14.readFileSync)((0, import_node_path12.join)(repo.gitDir, "index")).subarray(0, 12);
    return head.length === 12 && head.toString("latin1", 0, 4) === "DIRC" ? head.readUInt32BE(8) : 0;
  } catch {
    return 0;
  }
}
function removeIndexLock(repo) {
  (0, import_node_fs14.rmSync)((0, import_node_path12.join)(repo.gitDir, "index.lock"), { force: true });
}
function tooMany(repo, limits, count) {
  return offBecause(repo, "TOO_MANY_FILES", `it holds ${count} files git would see, more than the limit of ${limits.maxFiles} (the setting --watch-max-files)`);
}
function offBecause(repo, code, reason, remember2 = true) {
  const off = { kind: "off", code, reason, at: Date.now() };
  if (remember2) writeWatchOff(repo, off);
  return Promise.resolve(off);
}
function countNuls(bytes) {
  let n = 0;
  for (const byte of bytes) if (byte === 0) n++;
  return n;
}
function firstLine3(text) {
  return text.split("\n", 1)[0].slice(0, 300);
}

// src/node/watch/watchCall.ts
var import_node_path14 = require("node:path");

// src/node/watch/blobs.ts
async function readBlobs(repo, ids, maxFileBytes, timeoutMs) {
  const result = /* @__PURE__ */ new Map();
  const unique2 = [...new Set(ids)];
  if (unique2.length === 0) return result;
  const checked = await repo.run(["cat-file", "--batch-check"], { input: `${unique2.join("\n")}
`, timeoutMs, maxOutputBytes: unique2.length * 128 + 1024 });
  const wanted = [];
  let total = 0;
  for (const line of checked.stdout.toString("utf8").split("\n")) {
    const [id, type, size] = line.split(" ");
    if (id === void 0 || type !== "blob") continue;
    const bytes = Number(size);
    if (!(bytes <= maxFileBytes)) result.set(id, "not-kept");
    else {
      wanted.push(id);
      total += bytes;
    }
  }
  for (const id of unique2) if (!result.has(id) && !wanted.includes(id)) result.set(id, "not-kept");
  if (wanted.length === 0) return result;
  const read2 = await repo.run(["cat-file", "--batch"], { input: `${wanted.join("\n")}
`, timeoutMs, maxOutputBytes: total + wanted.length * 128 + 1024 });
  const out2 = read2.stdout;
  let at = 0;
  for (let n = 0; n < wanted.length && at < out2.length; n++) {
    const end = out2.indexOf(10, at);
    if (end < 0) break;
    const [id, type, size] = out2.toString("utf8", at, end).split(" ");
    const bytes = Number(size);
    if (type !== "blob" || !Number.isInteger(bytes) || end + 1 + bytes > out2.length) break;
    result.set(id, new Uint8Array(out2.buffer, out2.byteOffset + end + 1, bytes));
    at = end + 1 + bytes + 1;
  }
  for (const id of wanted) if (!result.has(id)) result.set(id, "not-kept");
  return result;
}

// src/node/watch/gitOwnFiles.ts
var import_node_fs15 = require("node:fs");
var import_node_path13 = require("node:path");
var MAX_HOOK_FILES = 500;
var MAX_DEPTH = 4;
var MAX_OWN_BYTES = 1024 * 1024;
function keepGitOwnFiles(repo) {
  const copies = [];
  for (const path of gitOwnPaths(repo.folder)) {
    const read2 = readRegularFileSync((0, import_node_path13.join)(repo.folder, ...path.split("/")), MAX_OWN_BYTES);
    if (read2.kind !== "file") continue;
    const hash = sha256(read2.bytes);
    storeOwn(repo, hash, read2.bytes);
    copies.push({ path, hash, mode: read2.mode });
  }
  return copies;
}
function changedGitOwnFiles(repo, copies) {
  const byPath = new Map(copies.map((c) => [c.path, c]));
  const paths = /* @__PURE__ */ new Set([...copies.map((c) => c.path), ...gitOwnPaths(repo.folder)]);
  const changed = [];
  for (const path of paths) {
    const copy = byPath.get(path);
    const read2 = readRegularFileSync((0, import_node_path13.join)(repo.folder, ...path.split("/")), MAX_OWN_BYTES);
    const now = read2.kind === "file" ? read2.bytes : null;
    const hashNow = now === null ? null : sha256(now);
    if ((copy?.hash ?? null) === hashNow && (now === null || read2.kind !== "file" || copy === void 0 || copy.mode === read2.mode)) continue;
    const before2 = copy?.hash ? readOwn(repo, copy.hash) : null;
    if (before2 === void 0) continue;
    changed.push({ path, before: before2, mode: copy?.mode ?? 420, after: now });
  }
  return changed;
}
function gitOwnPaths(folder) {
  const git2 = (0, import_node_path13.join)(folder, ".git");
  try {
    if (!(0, import_node_fs15.lstatSync)(git2).isDirectory()) return [];
  } catch {
    return [];
  }
  const paths = [".git/config"];
  const walk2 = (dir, rel, depth2) => {
    let names;
    try {
      names = (0, import_node_fs15.readdirSync)(dir);
    } catch {
      return;
    }
    for (const name2 of names) {
      if (paths.length > MAX_HOOK_FILES) return;
      const full = (0, import_node_path13.join)(dir, name2);
      let info2;
      try {
        info2 = (0, import_node_fs15.lstatSync)(full);
      } catch {
        continue;
      }
      if (info2.isDirectory()) {
        if (depth2 < MAX_DEPTH) walk2(full, `${rel}/${name2}`, depth2 + 1);
      } else paths.push(`${rel}/${name2}`);
    }
  };
  walk2((0, import_node_path13.join)(git2, "hooks"), ".git/hooks", 1);
  return paths;
}
function ownDir(repo) {
  return (0, import_node_path13.join)(repo.dir, "own");
}
function storeOwn(repo, hash, bytes) {
  const path = (0, import_node_path13.join)(ownDir(repo), hash);
  try {
    (0, import_node_fs15.lstatSync)(path);
    return;
  } catch {
  }
  (0, import_node_fs15.mkdirSync)(ownDir(repo), { recursive: true, mode: 448 });
  const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    (0, import_node_fs15.writeFileSync)(temporary, bytes, { mode: 384, flag: "wx" });
    (0, import_node_fs15.renameSync)(temporary, path);
  } catch {
    (0, import_node_fs15.rmSync)(temporary, { force: true });
  }
}
function readOwn(repo, hash) {
  try {
    const bytes = (0, import_node_fs15.readFileSync)((0, import_node_path13.join)(ownDir(repo), hash));
    return sha256(bytes) === hash ? bytes : void 0;
  } catch {
    return void 0;
  }
}
function sha256(bytes) {
  return createHash("sha256").update(bytes).digest("hex");
}

// src/node/watch/watchCall.ts
async function watchBefore(repo, limits) {
  const snapshot = await snapshotBefore(repo, limits);
  if (snapshot.kind === "off") return snapshot;
  return { kind: "watched", folder: repo.folder, tree: snapshot.tree, own: keepGitOwnFiles(repo), built: snapshot.built };
}
async function watchAfter(repo, before2, limits) {
  const scan = await changesSince(repo, before2.tree, limits);
  if (scan.kind === "off") return scan;
  const skipped = [];
  const regular = scan.changes.filter((c) => {
    const ok = isFileMode(c.oldMode) && isFileMode(c.newMode);
    if (!ok) skipped.push(c.path);
    return ok;
  });
  const ids = regular.flatMap((c) => [c.oldBlob, c.newBlob]).filter((id) => id !== null);
  const blobs = await readBlobs(repo, ids, limits.maxFileBytes, limits.timeoutMs);
  const bytesOf2 = (id) => id === null ? null : blobs.get(id) ?? "not-kept";
  const files = regular.map((c) => ({
    path: c.path,
    realPath: (0, import_node_path14.join)(repo.folder, ...c.path.split("/")),
    before: bytesOf2(c.oldBlob),
    after: bytesOf2(c.newBlob),
    modeBefore: modeOf(c.oldMode),
    modeAfter: modeOf(c.newMode)
  }));
  for (const own of changedGitOwnFiles(repo, before2.own)) {
    files.push({ path: own.path, realPath: (0, import_node_path14.join)(repo.folder, ...own.path.split("/")), before: own.before, after: own.after, modeBefore: own.before === null ? 0 : own.mode, modeAfter: own.after === null ? 0 : 420, gitOwn: true });
  }
  return { kind: "changes", files, more: scan.more, skipped };
}
function isFileMode(mode) {
  return mode === "100644" || mode === "100755" || mode === "000000";
}
function modeOf(mode) {
  return mode === "100755" ? 493 : mode === "100644" ? 420 : 0;
}

// src/node/watch/restore.ts
var import_node_fs16 = require("node:fs");
var import_node_path15 = require("node:path");
function restoreFile(folder, relativePath, bytes, mode) {
  const path = (0, import_node_path15.join)(folder, ...relativePath.split("/"));
  try {
    const parent = (0, import_node_path15.dirname)(path);
    if (bytes !== null) (0, import_node_fs16.mkdirSync)(parent, { recursive: true });
    const realParent = (0, import_node_fs16.realpathSync)(parent);
    const realFolder2 = (0, import_node_fs16.realpathSync)(folder);
    if (realParent !== realFolder2 && !realParent.startsWith(realFolder2.endsWith(import_node_path15.sep) ? realFolder2 : `${realFolder2}${import_node_path15.sep}`)) return false;
    const target = (0, import_node_path15.join)(realParent, path.slice(parent.length + 1));
    if (bytes === null) {
      const info2 = (0, import_node_fs16.lstatSync)(target, { throwIfNoEntry: false });
      if (info2 === void 0) return true;
      if (info2.isDirectory()) return false;
      (0, import_node_fs16.unlinkSync)(target);
      return true;
    }
    const temporary = `${target}.guarded-edit-${randomBytes(6).toString("hex")}.tmp`;
    try {
      (0, import_node_fs16.writeFileSync)(temporary, bytes, { flag: "wx", mode: mode & 511 });
      (0, import_node_fs16.chmodSync)(temporary, mode & 511);
      (0, import_node_fs16.renameSync)(temporary, target);
    } catch (error) {
      (0, import_node_fs16.rmSync)(temporary, { force: true });
      throw error;
    }
    return true;
  } catch {
    return false;
  }
}

// src/hook/shellWatch.ts
var import_node_fs17 = require("node:fs");
var import_node_path16 = require("node:path");

// src/core/watch/putBack.ts
function putBackPattern(relativePath, protectedPatterns, confirmPatterns, platform) {
  const target = { displayPath: relativePath, relativePaths: [relativePath] };
  return matchesAnyGlob(protectedPatterns, target, platform) ?? matchesAnyGlob(confirmPatterns, target, platform);
}
function putBackReason(tool, files, failed = []) {
  const list = files.map((f) => `${f.path} (${f.action === "add" ? "created" : f.action === "delete" ? "deleted" : "changed"})`).join(", ");
  const lines = [
    `Guarded Edit put back what this ${tool} call did to ${files.length === 1 ? "a file" : `${files.length} files`} that an agent may not change this way: ${list}. Each holds its bytes from before the call again (an entry "put_back" in the history).`,
    "These files are protected (.git) or need a person's yes first (CI workflows, git hooks, agent and editor settings, .env files). Make such a change with the guarded file tool, which asks the person, or ask the person to make it."
  ];
  if (failed.length > 0) lines.push(`Could not be put back: ${failed.join(", ")}. Tell the person.`);
  return lines.join("\n");
}
var MAX_ENTRY_COMMAND_CHARS = 2e3;
function entryCommand(command) {
  return command.length > MAX_ENTRY_COMMAND_CHARS ? command.slice(0, MAX_ENTRY_COMMAND_CHARS) : command;
}

// src/hook/shellWatch.ts
var PENDING_MAX_BYTES2 = 4 * 1024 * 1024;
var PENDING_MAX_AGE_MS2 = 24 * 3600 * 1e3;
var PENDING_PRUNE_MAX2 = 200;
async function watchShellBefore(context) {
  const folders = [];
  const notes = [];
  for (const folder of realFolders(context.env)) {
    const before2 = await watchBefore(ShadowRepo.of(context.stateRoot, folder, context.home), context.limits);
    if (before2.kind === "off") notes.push(`${folder} is not watched: ${before2.reason}.`);
    else folders.push(before2);
  }
  if (folders.length > 0) writePending(pendingPath2(context), { version: 1, folders });
  return { notes };
}
async function watchShellAfter(context) {
  const pending = takePending(pendingPath2(context));
  prunePending2(context.stateRoot);
  if (pending === void 0) return {};
  const meta = { client: context.event.agent, session: context.event.session, tool: context.event.tool, command: entryCommand(context.command) };
  const told = [];
  const failed = [];
  let entry;
  let putBack;
  for (const before2 of pending.folders) {
    const repo = ShadowRepo.of(context.stateRoot, before2.folder, context.home);
    const after2 = await watchAfter(repo, before2, context.limits);
    if (after2.kind === "off") continue;
    const stays = [];
    const restored = [];
    for (const file of after2.files) {
      const rule = file.gitOwn === true || putBackPattern(file.path, context.env.protectedPatterns, context.env.confirmPatterns ?? [], context.env.platform) !== void 0;
      if (!rule) {
        stays.push(recorded(file));
        continue;
      }
      const action = actionOf(file);
      if (file.before === "not-kept" || !restoreFile(before2.folder, file.path, file.before, file.modeBefore || 420)) {
        failed.push(file.path);
        stays.push(recorded(file));
        continue;
      }
      told.push({ path: file.path, action });
      restored.push(recorded({ ...file, before: file.after, after: file.before, modeBefore: file.modeAfter, modeAfter: file.modeBefore }));
    }
    const journal = Journal.of(context.stateRoot, before2.folder);
    const id = stays.length > 0 ? await recordEntry(journal, meta, stays) : void 0;
    entry = id ?? entry;
    if (restored.length > 0) {
      putBack = await recordEntry(journal, { client: context.event.agent, session: context.event.session, tool: "put_back", putBackOf: id ?? null }, restored);
    }
  }
  if (told.length === 0 && failed.length === 0) return { ...entry ? { entry } : {} };
  return { told: putBackReason(context.event.tool, told, failed), ...entry ? { entry } : {}, ...putBack ? { putBack } : {} };
}
function actionOf(file) {
  return file.before === null ? "add" : file.after === null ? "delete" : "update";
}
function recorded(file) {
  const notKept = file.before === "not-kept" || file.after === "not-kept";
  const mode = file.after === null ? file.modeBefore : file.modeAfter;
  if (notKept) return { realPath: file.realPath, displayPath: file.path, before: null, after: null, changes: [], notKept: actionOf(file), ...mode ? { mode } : {} };
  const before2 = file.before;
  const after2 = file.after;
  return { realPath: file.realPath, displayPath: file.path, before: before2, after: after2, ...mode ? { mode } : {} };
}
function realFolders(env) {
  const out2 = /* @__PURE__ */ new Set();
  for (const root of env.roots) {
    try {
      out2.add((0, import_node_fs17.realpathSync)(root.path));
    } catch {
    }
  }
  return [...out2];
}
function pendingPath2(context) {
  const { event: event2 } = context;
  const what = event2.callId !== void 0 && event2.callId !== "" ? [event2.agent, event2.callId] : [event2.agent, event2.tool, context.command];
  const key = createHash("sha256").update(JSON.stringify(what)).digest("hex").slice(0, 24);
  return (0, import_node_path16.join)(context.stateRoot, "hook", "watch", `${sessionFileName(event2.session).replace(/\.json$/, "")}-${key}.json`);
}
function writePending(path, pending) {
  (0, import_node_fs17.mkdirSync)((0, import_node_path16.join)(path, ".."), { recursive: true, mode: 448 });
  const temporary = `${path}.${process.pid}.tmp`;
  (0, import_node_fs17.rmSync)(temporary, { force: true });
  (0, import_node_fs17.writeFileSync)(temporary, JSON.stringify(pending), { mode: 384, flag: "wx" });
  (0, import_node_fs17.renameSync)(temporary, path);
}
function takePending(path) {
  let text;
  try {
    const read2 = readRegularFileSync2(path);
    if (read2 === void 0) return void 0;
    (0, import_node_fs17.unlinkSync)(path);
    text = read2;
  } catch {
    return void 0;
  }
  try {
    const value = JSON.parse(text);
    if (value.version !== 1 || !Array.isArray(value.folders)) return void 0;
    const folders = value.folders.filter((f) => typeof f.folder === "string" && typeof f.tree === "string" && /^[0-9a-f]{40,64}$/.test(f.tree) && Array.isArray(f.own));
    return { version: 1, folders };
  } catch {
    return void 0;
  }
}
function readRegularFileSync2(path) {
  const info2 = (0, import_node_fs17.lstatSync)(path, { throwIfNoEntry: false });
  if (info2 === void 0) return void 0;
  if (!info2.isFile() || info2.size > PENDING_MAX_BYTES2) {
    (0, import_node_fs17.unlinkSync)(path);
    return void 0;
  }
  return (0, import_node_fs17.readFileSync)(path, "utf8");
}
function prunePending2(stateRoot2) {
  const folder = (0, import_node_path16.join)(stateRoot2, "hook", "watch");
  const now = Date.now();
  try {
    for (const name2 of (0, import_node_fs17.readdirSync)(folder).slice(0, PENDING_PRUNE_MAX2)) {
      const path = (0, import_node_path16.join)(folder, name2);
      try {
        if (now - (0, import_node_fs17.lstatSync)(path).mtimeMs > PENDING_MAX_AGE_MS2) (0, import_node_fs17.unlinkSync)(path);
      } catch {
      }
    }
  } catch {
  }
}

// src/hook/shellEvent.ts
function watchLimits(options) {
  return { ...DEFAULT_WATCH_LIMITS, maxFiles: options.watchMaxFiles, maxFileBytes: options.maxFileBytes };
}
async function shellEvent(context) {
  const { event: event2 } = context;
  if (event2.moment === "before") {
    if (context.limits.maxFiles > 0) await watchShellBefore(context);
    return answerFor(event2.agent, "before", event2.name, { kind: "allow" });
  }
  if (event2.moment !== "after" || context.limits.maxFiles === 0) return quietAnswer(event2.agent, event2.moment);
  const done = await watchShellAfter(context);
  return done.told === void 0 ? quietAnswer(event2.agent, "after") : toldAfterAnswer(event2.agent, event2.name, done.told);
}

// src/hook/runHook.ts
async function runHook(args2, stdin, env) {
  const named = agentArgument(args2);
  let agent = isAgentName(named) ? named : "claude";
  let moment = "before";
  let eventName = "";
  if (env[HOOK_OFF_VARIABLE] === "off") return quietAnswer(agent, "after");
  let step = "reading the hook event";
  try {
    if (named !== void 0 && !isAgentName(named)) throw new Error(`--agent is one of ${AGENTS.join(", ")}, not ${JSON.stringify(named)}`);
    const parsedEvent = parseHookEvent(JSON.parse(stdin), isAgentName(named) ? named : void 0);
    if (!parsedEvent.ok) throw new Error(parsedEvent.problem);
    const event2 = parsedEvent.event;
    ({ agent, moment, name: eventName } = event2);
    step = "reading its options";
    const options = parseHookOptions(args2, env);
    const store = new SessionStore(stateFolder(env), event2.session !== "" ? event2.session : "no-session");
    if (moment === "prompt") {
      step = "recording the person's prompt";
      const override = event2.prompt !== void 0 && promptHasKeyword(event2.prompt, options.keyword);
      store.update((state2) => {
        state2.override = override;
      });
      return quietAnswer(agent, moment);
    }
    if (moment === "other") {
      if (isIgnoredEvent(eventName)) return quietAnswer(agent, moment);
      const seen = eventName === "" ? "an event that names neither itself nor a tool" : `the event ${JSON.stringify(eventName.slice(0, 100))}`;
      return answerFor(agent, "before", "", { kind: "deny", reason: formatReason([malformedCallError(`${seen} is not one the hook knows, so it is refused rather than let through`)]) });
    }
    if (moment === "before" && event2.tool === "") {
      return answerFor(agent, moment, eventName, { kind: "deny", reason: formatReason([malformedCallError("the event names no tool")]) });
    }
    const parsed = parseToolCall(event2.tool, event2.input, agent);
    if (parsed.kind === "unknown") {
      if (moment === "before" && isShellTool(event2.tool, agent)) {
        step = `reading the command of ${event2.tool}`;
        const { decision: decision2, analysis } = await judgeShellCall(event2, environment(options, event2, env), env);
        if (decision2.kind !== "allow") return answerFor(agent, moment, eventName, { kind: decision2.kind, reason: formatReason(decision2.errors) });
        if (analysis?.readOnly === true) return answerFor(agent, moment, eventName, { kind: "allow" });
      }
      const command = shellCommandOf(agent, event2.tool, event2.input);
      if (command === void 0) return answerFor(agent, moment, eventName, { kind: "allow" });
      step = moment === "before" ? "watching the shell call" : "recording what the shell call changed";
      return await shellEvent({ event: event2, command, env: environment(options, event2, env), stateRoot: stateRoot(env), home: env.HOME ?? (0, import_node_os4.homedir)(), limits: watchLimits(options) });
    }
    if (parsed.kind === "malformed") {
      if (moment !== "before") return quietAnswer(agent, moment);
      return answerFor(agent, moment, eventName, { kind: "deny", reason: formatReason(parsed.errors ?? [malformedCallError(parsed.problem)]) });
    }
    const call = withHomeExpanded(parsed.call, env.HOME ?? (0, import_node_os4.homedir)());
    const hookEnv = environment(options, event2, env);
    if (moment === "after") {
      step = "recording what the agent read or wrote";
      const records = await recordsAfterToolUse(call, hookEnv);
      if (records.length > 0) store.update((state2) => records.forEach((r) => remember(state2, r.key, r.fingerprint, r.lines)));
      await recordCallDone(call, event2, hookEnv, stateRoot(env)).catch(() => void 0);
      return quietAnswer(agent, moment);
    }
    step = "reading the session's state";
    const state = store.read();
    step = `checking ${event2.tool}`;
    const sameFile = (a, b) => fileKey(a, hookEnv.platform.caseSensitive) === fileKey(b, hookEnv.platform.caseSensitive);
    const decision = await checkPreToolUse(call, sessionView(state, stateRoot(env), sameFile, event2.session !== "" ? event2.session : void 0), hookEnv);
    if (decision.kind === "allow") {
      if (event2.recordWhenAllowed === true) await recordReads(call.operations, hookEnv, store);
      await keepBytesBefore(call, event2, hookEnv, stateRoot(env)).catch(() => void 0);
      return answerFor(agent, moment, eventName, { kind: "allow" });
    }
    return answerFor(agent, moment, eventName, { kind: decision.kind, reason: formatReason(decision.errors) });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const reason = error?.code === HOOK_INCOMPLETE ? `${missingHookReason(agent)} (or with --user, where it was installed for your own use). While ${step}, ${detail}.` : internalFailureReason(step, detail);
    if (moment === "before") return answerFor(agent, moment, eventName, { kind: "deny", reason });
    return failureAfterAnswer(agent, moment, reason);
  }
}
async function recordReads(operations, env, store) {
  const records = [];
  for (const op of operations) {
    if (op.kind !== "read") continue;
    const resolved = await resolveTarget(op.path, env.roots, env.fs, env.platform, { purpose: "read", protectedPatterns: env.protectedPatterns, maxFileBytes: env.maxFileBytes });
    if (!resolved.ok) continue;
    const text = await env.readText(resolved.target.realPath);
    records.push({ key: keyOf(resolved.target, env.platform), fingerprint: fingerprint(text), lines: lineHashes(text) });
  }
  if (records.length > 0) store.update((state) => records.forEach((r) => remember(state, r.key, r.fingerprint, r.lines)));
}
function environment(options, event2, env) {
  const folders = options.folders.length > 0 ? options.folders : projectFolders(event2, env);
  const roots = folders.map((folder) => {
    const path = (0, import_node_path17.resolve)(folder);
    return { name: (0, import_node_path17.basename)(path) || path, path };
  });
  return {
    roots,
    // One event, then the process ends: synchronous calls spare a thread-pool trip per call.
    fs: new SyncNodeFsPort(),
    platform: nodePlatform(),
    // The state folder (the journal, the hook's sessions) is never a target nor a read.
    protectedPatterns: [...DEFAULT_PROTECTED_PATTERNS, ...stateFolderPatterns(stateRoot(env))],
    confirmPatterns: DEFAULT_CONFIRM_PATTERNS,
    maxFileBytes: options.maxFileBytes,
    gate: options.gate,
    keyword: options.keyword,
    readText: (realPath) => Promise.resolve((0, import_node_fs18.readFileSync)(realPath, "utf8"))
  };
}
function projectFolders(event2, env) {
  if (event2.roots.length > 0) return event2.roots;
  const variable2 = DIALECTS[event2.agent].projectVariable;
  const project = variable2 === void 0 ? void 0 : env[variable2];
  if (project) return [project];
  if (event2.cwd !== void 0) return [event2.cwd];
  throw new Error("the event names no folder (cwd) and none was given as an argument");
}

// src/hook/opencodeGuard.ts
var HOOK_ARGS = ["--agent", "opencode", "--id", HOOK_MARKER];
var TIME_LIMIT_MS = 1e4;
function event(moment, call) {
  const { directory, worktree, tool, sessionID, callID, args: args2 } = call;
  return JSON.stringify({ opencode: moment, directory, worktree, tool, sessionID, callID, args: args2 });
}
async function before(call) {
  let timer;
  const late = new Promise((done) => {
    timer = setTimeout(() => done(internalFailureReason("checking the call", `it took longer than ${TIME_LIMIT_MS / 1e3} s`)), TIME_LIMIT_MS);
  });
  try {
    const checked = runHook(HOOK_ARGS, event("tool.execute.before", call), process.env).then((answer) => answer.exitCode === 0 ? void 0 : answer.stderr ?? answer.stdout ?? "Guarded Edit refused this call.");
    return await Promise.race([checked, late]);
  } catch (error) {
    return internalFailureReason("checking the call", error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}
async function after(call) {
  try {
    const answer = await runHook(HOOK_ARGS, event("tool.execute.after", call), process.env);
    const told = parseJson(answer.stdout ?? "");
    if (typeof told === "object" && told !== null && typeof told.told === "string") return told.told;
    return answer.exitCode === 0 ? void 0 : answer.stderr;
  } catch (error) {
    return internalFailureReason("recording the call", error instanceof Error ? error.message : String(error));
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  after,
  before
});
