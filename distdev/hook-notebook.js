"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
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
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/core/notebook/schema/validators.js
var require_validators = __commonJS({
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

// src/core/notebook/index.ts
var index_exports = {};
__export(index_exports, {
  cellChanges: () => cellChanges,
  cellOperations: () => cellOperations,
  cellReplacements: () => cellReplacements,
  cellResultProblem: () => cellResultProblem,
  cellsNotAppliedError: () => cellsNotAppliedError,
  freshId: () => freshId,
  isNotebookPath: () => isNotebookPath,
  isUntouchedCell: () => isUntouchedCell,
  mergedNotebookProblem: () => mergedNotebookProblem,
  noCellNamedError: () => noCellNamedError,
  notebookChangedWhilePlannedError: () => notebookChangedWhilePlannedError,
  notebookEditResult: () => notebookEditResult,
  notebookNotOpenedError: () => notebookNotOpenedError,
  notebookSubject: () => notebookSubject,
  notebookTextProblem: () => notebookTextProblem,
  notebookUncheckedError: () => notebookUncheckedError,
  parseNotebook: () => parseNotebook,
  planCells: () => planCells,
  planNotebookEdit: () => planNotebookEdit,
  planNotebookFileEdits: () => planNotebookFileEdits
});
module.exports = __toCommonJS(index_exports);

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
  let i = at;
  while (i < text.length && isJsonWhitespace(text.charCodeAt(i))) i++;
  return i;
}
function stringEnd(text, start) {
  let i = start + 1;
  for (; ; ) {
    const quote2 = text.indexOf('"', i);
    if (quote2 < 0) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(quote2 - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote2 + 1;
    i = quote2 + 1;
  }
}
function valueEnd(text, start) {
  const first = text.charCodeAt(start);
  if (first === QUOTE) return stringEnd(text, start);
  if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
    let i = start;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === 44 || c === CLOSE_BRACE || c === CLOSE_BRACKET || isJsonWhitespace(c)) break;
      i++;
    }
    return i;
  }
  let depth2 = 0;
  const length = text.length;
  for (let i = start; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = stringEnd(text, i) - 1;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth2++;
    } else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && --depth2 === 0) {
      return i + 1;
    }
  }
  return text.length;
}
function objectMembers(text, span, listKey, lists) {
  const members = [];
  let i = skipWhitespace(text, span.start + 1);
  while (i < span.end && text.charCodeAt(i) === QUOTE) {
    const keyEnd = stringEnd(text, i);
    const key = JSON.parse(text.slice(i, keyEnd));
    const valueStart = skipWhitespace(text, skipWhitespace(text, keyEnd) + 1);
    let end;
    if (key === listKey && lists !== void 0 && text.charCodeAt(valueStart) === OPEN_BRACKET) {
      const found = listElements(text, valueStart);
      lists.set(valueStart, found.elements);
      end = found.end;
    } else {
      end = valueEnd(text, valueStart);
    }
    members.push({ key, keyStart: i, value: { start: valueStart, end } });
    i = skipWhitespace(text, end);
    if (text.charCodeAt(i) === 44) i = skipWhitespace(text, i + 1);
    else break;
  }
  return members;
}
function listElements(text, start) {
  const elements = [];
  let i = skipWhitespace(text, start + 1);
  while (i < text.length && text.charCodeAt(i) !== CLOSE_BRACKET) {
    const end = valueEnd(text, i);
    elements.push({ start: i, end });
    i = skipWhitespace(text, end);
    if (text.charCodeAt(i) === 44) i = skipWhitespace(text, i + 1);
    else break;
  }
  return { elements, end: i + 1 };
}

// src/core/notebook/layout.ts
var JUPYTER_LAYOUT = { newline: "\n", unit: " ", keySeparator: ": ", inlineSpace: "" };
function detectLayout(text, objectStart, members) {
  const first = members[0];
  if (first === void 0) return JUPYTER_LAYOUT;
  const before = text.slice(objectStart + 1, first.keyStart);
  const keyEnd = text.indexOf('"', first.keyStart + 1 + first.key.length) + 1;
  const keySeparator = text.slice(keyEnd > 0 ? keyEnd : first.keyStart, first.value.start).replace(/[\r\n]/g, "") || ":";
  const breakAt = before.lastIndexOf("\n");
  if (breakAt < 0) {
    const second = members[1];
    const between = second ? text.slice(first.value.end, second.keyStart) : "";
    return { newline: "", unit: "", keySeparator, inlineSpace: between.includes(" ") ? " " : "" };
  }
  const newline = before.charAt(breakAt - 1) === "\r" ? "\r\n" : "\n";
  const unit = before.slice(breakAt + 1);
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
  let start = 0;
  for (; ; ) {
    const br = source.indexOf("\n", start);
    if (br < 0) break;
    lines.push(source.slice(start, br + 1));
    start = br + 1;
  }
  if (start < source.length) lines.push(source.slice(start));
  return lines;
}

// src/core/notebook/parseNotebook.ts
var CONVERT_HINT = "Convert it with `jupyter nbconvert --to notebook --inplace FILE` (which writes nbformat 4), or open and save it in Jupyter, then edit it again.";
function parseNotebook(text, displayPath) {
  const bom = text.charCodeAt(0) === 65279;
  const body = bom ? text.slice(1) : text;
  let json;
  try {
    json = JSON.parse(body);
  } catch (error) {
    return refuse(
      `${displayPath} is not valid JSON, so it is not a notebook that can be edited by cell: ${error instanceof Error ? error.message : String(error)}.`,
      "Fix the file's JSON first (its last good version is in the history or in version control), or rewrite it whole with guarded_create_file (overwrite: true)."
    );
  }
  if (json === null || typeof json !== "object" || Array.isArray(json)) {
    return refuse(`${displayPath} holds JSON that is not an object, so it is not a notebook.`, 'Check the file_path: a notebook is a JSON object with "nbformat", "metadata" and "cells".');
  }
  const top = json;
  if (top.nbformat !== 4) {
    const version = typeof top.nbformat === "number" ? `nbformat ${top.nbformat}` : 'no "nbformat" number';
    return refuse(`${displayPath} has ${version}; only nbformat 4 notebooks are edited by cell.`, typeof top.nbformat === "number" && top.nbformat < 4 ? CONVERT_HINT : 'Check the file_path: a notebook has "nbformat": 4.');
  }
  const minor = typeof top.nbformat_minor === "number" && Number.isInteger(top.nbformat_minor) && top.nbformat_minor >= 0 ? top.nbformat_minor : -1;
  if (minor < 0) return refuse(`${displayPath} has no whole "nbformat_minor" number.`, 'Add "nbformat_minor": 4 (or 5 with cell ids) at the top level of the file.');
  if (!Array.isArray(top.cells)) return refuse(`${displayPath} has no "cells" list.`, 'A notebook holds its cells in a top-level "cells" list; add "cells": [] or check the file_path.');
  const objectStart = skipWhitespace(body, 0);
  const lists = /* @__PURE__ */ new Map();
  const members = objectMembers(body, { start: objectStart, end: body.length }, "cells", lists);
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
      text: body,
      bom,
      json: top,
      minor,
      cells,
      cellsSpan: cellsMember.value,
      layout: detectLayout(body, objectStart, members),
      ...language !== void 0 ? { language } : {},
      hasIds
    }
  };
}
function lastMember(members, key) {
  for (let i = members.length - 1; i >= 0; i--) if (members[i].key === key) return members[i];
  return void 0;
}
function notebookLanguage(metadata) {
  if (metadata === null || typeof metadata !== "object") return void 0;
  const m = metadata;
  if (typeof m.language_info?.name === "string") return m.language_info.name;
  if (typeof m.kernelspec?.language === "string") return m.kernelspec.language;
  return void 0;
}
function refuse(message, hint) {
  return { ok: false, errors: [guardedError("INVALID_NOTEBOOK", `${message} Nothing was changed.`, [], hint)] };
}
function firstLine(source, max = 80) {
  const br = source.indexOf("\n");
  const line = br < 0 ? source : source.slice(0, br);
  return line.length > max ? `${line.slice(0, max - 1)}\u2026` : line;
}
function summarizeCell(cell) {
  return { index: cell.index, ...cell.id !== void 0 ? { id: cell.id.length > 80 ? `${cell.id.slice(0, 79)}\u2026` : cell.id } : {}, cell_type: cell.cellType, first_line: firstLine(cell.source) };
}
function cellName(cell) {
  return `cell ${cell.index} (${cell.id !== void 0 ? `id ${quote(cell.id, 40)}, ` : ""}${cell.cellType})`;
}
var MAX_LISTED_CELLS = 50;
function listedCells(notebook, near = 0) {
  const all = notebook.cells;
  const from = Math.max(0, Math.min(all.length - MAX_LISTED_CELLS, near - Math.floor(MAX_LISTED_CELLS / 2)));
  const shown = all.slice(from, from + MAX_LISTED_CELLS);
  const lines = shown.map((cell) => `  ${cell.index}${cell.id !== void 0 ? ` id ${quote(cell.id, 40)}` : ""} ${cell.cellType}: ${JSON.stringify(firstLine(cell.source, 60))}`);
  const head = all.length === 0 ? "The notebook has no cells." : shown.length === all.length ? `The notebook's ${plural(all.length, "cell")} (index, id, type, first line):` : `Cells ${from} to ${from + shown.length - 1} of ${all.length} (index, id, type, first line):`;
  return { cells: shown.map(summarizeCell), text: [head, ...lines].join("\n") };
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
  describeRun(run, lineCount, kind = "line_endings") {
    return this.candidateAt(kind, run.first, lineCount, run.count - 1);
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
  candidateAt(kind, first, lineCount, otherPlaces) {
    const start = Math.max(0, Math.min(first, this.lines.length - 1));
    const end = Math.min(start + Math.max(lineCount, 1), this.lines.length);
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
  const occurrences2 = listedStarts.map((start) => rangeLocation(context, { start, end: start + oldString.length }));
  const w = context.wording;
  return guardedError(
    "AMBIGUOUS_MATCH",
    `${w.itemLabel(index, context.editCount)}: ${w.oldText} ${quote(oldString)} occurs ${plural(count, "time")} in ${context.displayPath} (${describeLines(occurrences2, count)}); ${w.uniqueRule}.${listedNote(count)}`,
    ["edits", index, "old_string"],
    `Include more surrounding lines in ${w.oldContext} so that it matches only the place you mean, or set replace_all to true to replace every occurrence.`,
    { location: occurrences2[0], occurrences: occurrences2 }
  );
}
function countMismatchError(context, index, oldString, expected, starts) {
  const count = starts.length;
  const occurrences2 = starts.slice(0, MAX_LISTED_OCCURRENCES).map((start) => rangeLocation(context, { start, end: start + oldString.length }));
  const w = context.wording;
  return guardedError(
    "REPLACEMENT_COUNT_MISMATCH",
    `${w.itemLabel(index, context.editCount)}: expected_replacements is ${expected}, but ${w.oldText} ${quote(oldString)} occurs ${plural(count, "time")} in ${context.displayPath} (${describeLines(occurrences2, count)}).${listedNote(count)}`,
    ["edits", index, "expected_replacements"],
    `If all ${count} places should change, set expected_replacements to ${count}; otherwise include more surrounding text in ${w.oldContext} so that it matches exactly the ${expected} ${expected === 1 ? "place" : "places"} you mean.`,
    { location: occurrences2[0], occurrences: occurrences2 }
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
function describeLines(occurrences2, count) {
  const lines = [...new Set(occurrences2.map((o) => o.line))];
  const complete = occurrences2.length === count && lines.length <= MAX_LINES_IN_MESSAGE;
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
  const json = decodeJsonString(oldString);
  const found = oldString.match(/\\[nt"'\\r]/g) ?? (json === void 0 ? null : []);
  if (!found) return void 0;
  const variants = [];
  if (json !== void 0) variants.push(json);
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
    const lineCount = Math.max(1, variant.split("\n").length - (variant.endsWith("\n") ? 1 : 0));
    const whole = finder.findExact(variant, 0, true);
    if (whole) return { lines: { start: whole.first + 1, end: whole.first + lineCount }, corrected: variant, exact: true, variant: n };
    const run = inside ? void 0 : finder.findExact(variant);
    if (run) inside = { lines: { start: run.first + 1, end: run.first + lineCount }, corrected: variant, exact: true, variant: n };
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
  forEach(visit) {
    if (this.sequential) {
      for (const run of this.sorted) for (const start of run.starts) visit(run.index, start, start + run.length);
    } else {
      mergeByHeap(this.sorted, visit);
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
function mergeByHeap(live, visit) {
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
    visit(run.index, start, start + run.length);
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
  const targets = edits.map((op, i) => {
    const shapeErrors = checkShape(op, i);
    for (const item of shapeErrors) errors.push(item);
    const target = resolveTarget(input, byId, op, i, errors);
    return shapeErrors.length > 0 ? void 0 : target;
  });
  const byCell = /* @__PURE__ */ new Map();
  targets.forEach((target, i) => {
    if (target === void 0 || edits[i].op === "insert") return;
    const list = byCell.get(target);
    if (list) list.push(i);
    else byCell.set(target, [i]);
  });
  for (const [cellIndex, ops] of byCell) {
    if (ops.length < 2 || ops.every((i) => edits[i].op === "edit" && edits[i].old_string !== void 0 && edits[i].cell_type === void 0 && edits[i].language === void 0)) continue;
    const cell = cells[cellIndex];
    const named = ops.map((i) => `edit ${i + 1} (${edits[i].op})`).join(", ");
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
  edits.forEach((op, i) => {
    const target = targets[i];
    if (op.op === "delete") deleted.add(target);
    if (op.op === "insert") {
      const list = insertsAfter.get(target);
      if (list) list.push(i);
      else insertsAfter.set(target, [i]);
    }
  });
  const newCell = (i) => {
    const op = edits[i];
    return { kind: "new", op: i, source: op.source ?? "", cellType: op.cell_type ?? "code", ...op.language !== void 0 ? { language: op.language } : {} };
  };
  for (const i of insertsAfter.get(-1) ?? []) result.push(newCell(i));
  const movedOps = /* @__PURE__ */ new Map();
  edits.forEach((op, i) => {
    if (op.op === "move") movedOps.set(targets[i], i);
  });
  for (const cell of cells) {
    const item = changed.get(cell.index) ?? { kind: "base", from: cell.index, clearOutputs: false };
    const moveOp = movedOps.get(cell.index);
    if (moveOp !== void 0) moved.push({ item, to: edits[moveOp].to_index, op: moveOp });
    else if (!deleted.has(cell.index)) result.push(item);
    for (const i of insertsAfter.get(cell.index) ?? []) result.push(newCell(i));
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
function checkShape(op, i) {
  const errors = [];
  const refuse2 = (field, message, hint) => {
    errors.push(guardedError("INVALID_INPUT", `Edit ${i + 1} (${op.op}): ${message}`, ["edits", i, field], hint));
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
function resolveTarget(input, ids, op, i, errors) {
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
        `Edit ${i + 1} (${op.op}): ${why}
${listing.text}`,
        ["edits", i, "cell_id"],
        notebook.hasIds ? "Use the id of one of the cells listed (or its cell_index); read the notebook again if it changed." : "Name the cell by its cell_index (0-based) instead."
      );
      errors.push({ ...error, cells: listing.cells });
      return void 0;
    }
  }
  if (op.cell_index !== void 0) {
    if (op.cell_index === -1) {
      if (byId !== void 0) {
        errors.push(withCell(guardedError("CELL_CONFLICT", `Edit ${i + 1} (${op.op}): cell_id ${quote(op.cell_id ?? "", 40)} names ${cellName(byId)}, but cell_index is -1 (the top).`, ["edits", i, "cell_index"], "Give only cell_id, or only cell_index."), byId));
        return void 0;
      }
      return -1;
    }
    const byIndex = cells[op.cell_index];
    if (byIndex === void 0) {
      const listing = listedCells(notebook, op.cell_index);
      const error = guardedError(
        "CELL_NOT_FOUND",
        `Edit ${i + 1} (${op.op}): cell_index is ${op.cell_index}, but ${input.displayPath} has ${plural(cells.length, "cell")}${cells.length > 0 ? ` (indexes 0 to ${cells.length - 1})` : ""}.
${listing.text}`,
        ["edits", i, "cell_index"],
        cells.length > 0 ? `Give a cell_index from 0 to ${cells.length - 1} (or -1 to insert at the top), or the cell's cell_id.` : "The notebook is empty: insert with cell_index -1 (or no cell)."
      );
      errors.push({ ...error, cells: listing.cells });
      return void 0;
    }
    if (byId !== void 0 && byId.index !== byIndex.index) {
      errors.push(withCell(guardedError(
        "CELL_CONFLICT",
        `Edit ${i + 1} (${op.op}): cell_id ${quote(op.cell_id ?? "", 40)} names ${cellName(byId)}, but cell_index ${op.cell_index} is ${cellName(byIndex)}. Which one is meant is not clear, so nothing was changed.`,
        ["edits", i, "cell_index"],
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
  const edits = ops.map((i) => {
    const op = input.edits[i];
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
  for (let i = text.indexOf("\n"); i >= 0 && i < offset; i = text.indexOf("\n", i + 1)) line++;
  return line;
}
function withCell(error, cell) {
  return cell ? { ...error, cell: summarizeCell(cell) } : error;
}

// src/core/notebook/validateNotebook.ts
var import_validators = __toESM(require_validators());
function schemaProblem(json, minor) {
  const cells = Array.isArray(json.cells) ? json.cells : [];
  let checked = json;
  if (minor < 5) {
    for (let i = 0; i < cells.length; i++) {
      const cell2 = cells[i];
      if (cell2 !== null && typeof cell2 === "object" && "id" in cell2) {
        return { pointer: `/cells/${i}/id`, cell: i, what: `has an "id", which nbformat 4.${minor} does not allow (cell ids came with 4.5)` };
      }
    }
    checked = { ...json, nbformat_minor: 5, cells: cells.map((cell2) => cell2 !== null && typeof cell2 === "object" ? { id: "x", ...cell2 } : cell2) };
  } else {
    const seen = /* @__PURE__ */ new Map();
    for (let i = 0; i < cells.length; i++) {
      const id = cells[i]?.id;
      if (typeof id !== "string") continue;
      const first = seen.get(id);
      if (first !== void 0) return { pointer: `/cells/${i}/id`, cell: i, what: `has the id ${quote(id, 40)} of cell ${first}; ids must be unique` };
      seen.set(id, i);
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
  const body = text.slice(0, span.start) + list + text.slice(span.end);
  return { text: notebook.bom ? `\uFEFF${body}` : body, json: { ...notebook.json, cells: values }, newIds };
}
function clears(item, cell) {
  return item.clearOutputs && cell.cellType === "code" && (hasOutputs(cell.json) || cell.json.execution_count !== null);
}
function hasOutputs(json) {
  return Array.isArray(json.outputs) && json.outputs.length > 0;
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
    const sorted = members.every((m, i) => i === 0 || members[i - 1].key <= m.key);
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
function newCellObject(type, source, form, id, metadata) {
  const written = form === "string" ? source : sourceLines(source);
  if (type === "code") return { cell_type: type, execution_count: null, id, metadata, outputs: [], source: written };
  return { cell_type: type, id, metadata, source: written };
}
function languageMetadata(metadata, language, notebookLanguage2) {
  const base = metadata !== null && typeof metadata === "object" && !Array.isArray(metadata) ? { ...metadata } : {};
  if (language === void 0) return base;
  const vscode = base.vscode !== null && typeof base.vscode === "object" && !Array.isArray(base.vscode) ? { ...base.vscode } : {};
  if (notebookLanguage2 !== void 0 && language.toLowerCase() === notebookLanguage2.toLowerCase()) delete vscode.languageId;
  else vscode.languageId = language;
  if (Object.keys(vscode).length === 0) delete base.vscode;
  else base.vscode = vscode;
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
  for (let i = 0; i < head.length; i++) {
    hash ^= head.charCodeAt(i);
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
  const after = /* @__PURE__ */ new Map();
  const inserted = /* @__PURE__ */ new Map();
  result.forEach((item, position) => {
    if (item.kind === "base") after.set(item.from, position);
    else inserted.set(item.op, position);
  });
  const changes = [];
  const reported = /* @__PURE__ */ new Set();
  const byId = /* @__PURE__ */ new Map();
  for (const cell of notebook.cells) if (cell.id !== void 0) byId.set(cell.id, cell);
  edits.forEach((op, i) => {
    if (op.op === "insert") {
      const position2 = inserted.get(i);
      const item2 = result[position2];
      const id = newIds.get(i);
      changes.push({ op: "insert", new_index: position2, ...id !== void 0 ? { id } : {}, cell_type: item2.cellType });
      return;
    }
    const cell = op.cell_id !== void 0 ? byId.get(op.cell_id) : op.cell_index !== void 0 ? notebook.cells[op.cell_index] : void 0;
    if (cell === void 0 || reported.has(cell.index)) return;
    reported.add(cell.index);
    const position = after.get(cell.index);
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
function changedLines(before, after) {
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before.charCodeAt(endBefore - 1) === after.charCodeAt(endAfter - 1)) {
    endBefore--;
    endAfter--;
  }
  return changedRanges(before, [{ start, end: endBefore, text: after.slice(start, endAfter) }]);
}
function invalidResult(input, notebook, result, problem) {
  const version = `nbformat 4.${notebook.minor}`;
  const item = problem.cell !== void 0 ? result[problem.cell] : void 0;
  const untouched = item?.kind === "base" && item.source === void 0 && item.cellType === void 0 && item.language === void 0 && !item.clearOutputs;
  const before = problem.cell === void 0 && notebook.json !== void 0 ? schemaProblem(notebook.json, notebook.minor) : void 0;
  const where = item === void 0 ? `at ${problem.pointer || "the top level"}` : item.kind === "base" ? `in ${cellName(notebook.cells[item.from])} (index ${problem.cell} after the call), at ${problem.pointer}` : `in the cell inserted by edit ${item.op + 1}, at ${problem.pointer}`;
  const already = untouched || problem.cell === void 0 && before !== void 0;
  const error = guardedError(
    "INVALID_NOTEBOOK",
    already ? `${input.displayPath} is not a valid ${version} notebook already, ${where}: it ${problem.what}. A notebook that fails the nbformat schema is not edited by cell; nothing was changed.` : `The call would leave ${input.displayPath} an invalid ${version} notebook, ${where}: it ${problem.what}. Nothing was changed.`,
    item?.kind === "new" ? ["edits", item.op] : [],
    already ? "Repair the notebook first (open and save it in Jupyter or VS Code, or fix the named place by hand), then edit it again." : "Change the operation so that the cell stays valid nbformat (see the named field), then call again."
  );
  return item?.kind === "base" ? { ...error, cell: summarizeCell(notebook.cells[item.from]) } : error;
}
function cellResultProblem(text, displayPath, base, result) {
  const parsed = parseNotebook(text, displayPath);
  if (!parsed.ok) return parsed.errors[0];
  const problem = schemaProblem(parsed.notebook.json, parsed.notebook.minor);
  return problem === void 0 ? void 0 : invalidResult({ displayPath }, { cells: base.cells, minor: parsed.notebook.minor }, result, problem);
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
function mergedNotebookProblem(displayPath) {
  if (!/\.ipynb$/i.test(displayPath)) return void 0;
  return (text) => {
    const parsed = parseNotebook(text, displayPath);
    if (!parsed.ok) return parsed.errors[0].message;
    const problem = schemaProblem(parsed.notebook.json, parsed.notebook.minor);
    return problem === void 0 ? void 0 : `at ${problem.pointer || "the top level"} it ${problem.what} (nbformat 4.${parsed.notebook.minor})`;
  };
}

// src/core/notebook/notebookTextEdits.ts
function isNotebookPath(displayPath) {
  return /\.ipynb$/i.test(displayPath);
}
function cellOperations(input, cells) {
  const joined = joinedSources(cells);
  const matches = input.edits.map((edit) => matchInCells(edit.old_string, cells, joined));
  if (matches.every((m) => m.kind === "none")) return { kind: "text" };
  const errors = [];
  const operations = [];
  let replacementCount = 0;
  matches.forEach((match, i) => {
    const edit = input.edits[i];
    if (match.kind === "one") {
      operations.push({
        cell_index: match.cell.index,
        op: "edit",
        old_string: edit.old_string,
        new_string: edit.new_string,
        ...edit.replace_all !== void 0 ? { replace_all: edit.replace_all } : {},
        ...edit.expected_replacements !== void 0 ? { expected_replacements: edit.expected_replacements } : {}
      });
      replacementCount += edit.replace_all === true ? match.count : edit.expected_replacements ?? 1;
      return;
    }
    errors.push(cellMatchError(match, i, input));
  });
  return errors.length > 0 ? { kind: "refused", errors } : { kind: "cells", operations, replacementCount };
}
function planNotebookFileEdits(input) {
  const parsed = parseNotebook(input.text, input.displayPath);
  if (!parsed.ok) return planEdits(input);
  const notebook = parsed.notebook;
  if (schemaProblem(notebook.json, notebook.minor) !== void 0) return planEdits(input);
  const found = cellOperations(input, notebook.cells);
  if (found.kind === "text") return planAsText(input);
  if (found.kind === "refused") return { ok: false, errors: found.errors };
  const plan = planNotebookEdit({ text: input.text, edits: found.operations, displayPath: input.displayPath, ...input.matching !== void 0 ? { matching: input.matching } : {} });
  if (!plan.ok) return plan;
  const replacement = wholeChange(input.text, plan.text);
  return {
    ok: true,
    replacements: [replacement],
    changes: changedRanges(input.text, [replacement]),
    replacementCount: found.replacementCount,
    editsApplied: input.edits.length
  };
}
function planAsText(input) {
  const plan = planEdits(input);
  if (!plan.ok) return plan;
  const problem = notebookTextProblem(applyReplacements(input.text, plan.replacements), input.displayPath);
  if (problem === void 0 || notebookTextProblem(input.text, input.displayPath) !== void 0) return plan;
  return {
    ok: false,
    errors: [{
      ...problem,
      path: ["edits"],
      recovery_hint: "Write each old_string and new_string as the cell's code (plain text, real line breaks), not as the notebook's JSON: it is then applied inside the cell. Or use guarded_notebook_edit to change, insert, delete or move cells."
    }]
  };
}
function joinedSources(cells) {
  const parts = [];
  const starts = [];
  let at = 0;
  for (const cell of cells) {
    starts.push(at);
    const part = cell.source.endsWith("\n") ? cell.source : `${cell.source}
`;
    parts.push(part);
    at += part.length;
  }
  return { text: parts.join(""), starts };
}
function matchInCells(oldString, cells, joined) {
  const found = [];
  let count = 0;
  for (const cell of cells) {
    const first = cell.source.indexOf(oldString);
    if (first < 0) continue;
    found.push(cell);
    if (found.length === 1) count = occurrences(cell.source, oldString, first);
  }
  if (found.length === 1) return { kind: "one", cell: found[0], count };
  if (found.length > 1) return { kind: "several", cells: found };
  const at = joined.text.indexOf(oldString);
  if (at < 0) return { kind: "none" };
  const end = at + oldString.length;
  const spanned = cells.filter((_, i) => joined.starts[i] < end && (i + 1 >= cells.length || joined.starts[i + 1] > at));
  return spanned.length > 1 ? { kind: "across", cells: spanned } : { kind: "none" };
}
function occurrences(text, needle, first) {
  let n = 0;
  for (let at = first; at >= 0; at = text.indexOf(needle, at + needle.length)) n++;
  return n;
}
function cellMatchError(match, i, input) {
  const label = input.edits.length > 1 ? `Edit ${i + 1} of ${input.edits.length}: ` : "";
  if (match.kind === "none") {
    return guardedError(
      "OLD_STRING_NOT_FOUND",
      `${label}old_string is in no cell of ${input.displayPath}, while other edits of this call are in cells; a call edits a notebook either by its cells' code or as its JSON text, not both.`,
      ["edits", i, "old_string"],
      "Copy old_string from the cell's code as it is now (read the notebook again), or send JSON-text edits in a call of their own. guarded_notebook_edit names cells by id."
    );
  }
  const shown = match.cells.slice(0, MAX_LISTED_CELLS);
  const list = shown.map((cell) => `  ${cell.index}${cell.id !== void 0 ? ` id ${JSON.stringify(cell.id)}` : ""} ${cell.cellType}: ${JSON.stringify(firstLine(cell.source, 60))}`).join("\n");
  const error = match.kind === "several" ? guardedError(
    "AMBIGUOUS_MATCH",
    `${label}old_string occurs in ${plural(match.cells.length, "cell")} of ${input.displayPath} (index, id, type, first line):
${list}
An edit of a notebook changes one cell.`,
    ["edits", i, "old_string"],
    `Add lines around old_string that occur in only one cell, or use guarded_notebook_edit with that cell's id (e.g. ${cellName(match.cells[0])}).`
  ) : guardedError(
    "OLD_STRING_NOT_FOUND",
    `${label}old_string runs across ${plural(match.cells.length, "cell")} of ${input.displayPath} (index, id, type, first line):
${list}
A notebook's cells are separate; one old_string changes the code of one cell.`,
    ["edits", i, "old_string"],
    "Split it into one edit per cell (each old_string inside one cell), or use guarded_notebook_edit to change, merge or delete the cells."
  );
  return { ...error, cells: shown.map(summarizeCell) };
}
function wholeChange(before, after) {
  const { prefix, suffix } = commonAffixes(before, after);
  return { start: prefix, end: before.length - suffix, text: after.slice(prefix, after.length - suffix) };
}

// src/core/notebook/notebookResult.ts
function notebookEditResult(displayPath, cells, saved, notes = []) {
  return { success: true, file_path: displayPath, cells: [...cells], saved, ...notes.length > 0 ? { notes: [...notes] } : {} };
}
function changedSpan(before, after) {
  const { prefix, suffix } = commonAffixes(before, after);
  return { start: prefix, end: before.length - suffix };
}

// src/core/confirm/preview.ts
var PREVIEW_LIMITS = { maxLines: 16, maxLineChars: 160 };
function previewReplacements(before, replacements, limits = PREVIEW_LIMITS) {
  const out = [];
  const budget = Math.max(2, limits.maxLines) - 1;
  let shown = 0;
  let line = 1;
  let counted = 0;
  for (const r of replacements) {
    if (out.length + 3 > budget) break;
    const lineStart = r.start === 0 ? 0 : before.lastIndexOf("\n", r.start - 1) + 1;
    const lineEndAt = before.indexOf("\n", r.end);
    const lineEnd = lineEndAt === -1 ? before.length : lineEndAt;
    line += countBreaks(before, counted, lineStart);
    counted = lineStart;
    const room = budget - out.length - 1;
    const oldLines = firstLines(before, lineStart, lineEnd, Math.max(1, Math.floor(room / 2) - 1));
    const oldUsed = oldLines.lines.length + (oldLines.more > 0 ? 1 : 0);
    const newMax = Math.max(1, room - oldUsed - 1);
    const newText = before.slice(lineStart, r.start) + limitText(r.text, (newMax + 1) * (limits.maxLineChars + 2)) + before.slice(r.end, Math.min(lineEnd, r.end + limits.maxLineChars + 1));
    const newLines = firstLines(newText, 0, newText.length, newMax);
    out.push(`Line ${line}:`);
    for (const l of oldLines.lines) out.push(`- ${visible(l, limits.maxLineChars)}`);
    if (oldLines.more > 0) out.push(`  (\u2026 ${oldLines.more} more line${oldLines.more === 1 ? "" : "s"} removed)`);
    for (const l of newLines.lines) out.push(`+ ${visible(l, limits.maxLineChars)}`);
    if (newLines.more > 0) out.push("  (\u2026 more lines added)");
    shown++;
  }
  const left = replacements.length - shown;
  if (left > 0) out.push(`\u2026 and ${left} more change${left === 1 ? "" : "s"}`);
  return out;
}
function firstLines(text, from, to, max) {
  const lines = [];
  let at = from;
  while (lines.length < max) {
    const nl = text.indexOf("\n", at);
    const end = nl === -1 || nl >= to ? to : nl;
    lines.push(text.slice(at, end).replace(/\r$/, ""));
    if (end === to) return { lines, more: 0 };
    at = end + 1;
  }
  return { lines, more: at <= to ? countBreaks(text, at, to) + 1 : 0 };
}
function countBreaks(text, from, to) {
  let count = 0;
  for (let i = text.indexOf("\n", from); i !== -1 && i < to; i = text.indexOf("\n", i + 1)) count++;
  return count;
}
function limitText(text, max) {
  return text.length <= max ? text : text.slice(0, max);
}
var INVISIBLE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function visible(line, max = PREVIEW_LIMITS.maxLineChars) {
  const cut = line.length > max * 4 ? line.slice(0, max * 4) : line;
  const shown = cut.replace(INVISIBLE, (c) => `\\u{${c.charCodeAt(0).toString(16).padStart(4, "0")}}`);
  return shown.length > max || cut.length < line.length ? `${shown.slice(0, max)}\u2026` : shown;
}

// src/core/gate/staleRead.ts
function editedLinesOf(text, ranges) {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const out = [];
  let line = 1;
  let at = 0;
  const lineAt = (offset) => {
    for (let i = text.indexOf("\n", at); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) {
      line++;
      at = i + 1;
    }
    return line;
  };
  for (const range of sorted) {
    const start = lineAt(range.start);
    const end = range.end > range.start ? lineAt(range.end - 1) : start;
    out.push({ start, end });
  }
  return out;
}

// src/core/notebook/notebookSubject.ts
function notebookSubject(target, planned, gated) {
  if (!planned) return { target, inputPath: [], action: "edit", before: void 0, preview: () => [] };
  const { before, after } = planned;
  const span = changedSpan(before, after);
  const subject = {
    target,
    inputPath: [],
    action: "edit",
    before,
    preview: () => previewReplacements(before, [{ ...span, text: after.slice(span.start, after.length - (before.length - span.end)) }])
  };
  if (!gated) return subject;
  return { ...subject, edited: editedLinesOf(before, [span]), onChangedOutside: (note) => gated.onChangedOutside(note) };
}

// src/core/notebook/notebookErrors.ts
var FILE_PATH = ["file_path"];
function notebookChangedWhilePlannedError(displayPath, attempts) {
  return guardedError("STALE_DOCUMENT", `${displayPath} changed in the editor ${attempts} times while the call was planned; nothing was changed.`, [...FILE_PATH], "Call again when the notebook is not being changed (a running cell writes its outputs).");
}
function notebookUncheckedError(displayPath) {
  return guardedError(
    "INVALID_NOTEBOOK",
    `The result of the call on ${displayPath} could not be checked against the nbformat schema: VS Code's built-in Jupyter notebook support (the extension vscode.ipynb) is not available. Nothing was changed.`,
    [...FILE_PATH],
    `Enable the built-in extension "Jupyter Notebook Support" (vscode.ipynb), or edit the notebook with the MCP server's guarded_notebook_edit.`
  );
}
function notebookNotOpenedError(displayPath, why) {
  return guardedError(
    "INVALID_NOTEBOOK",
    `${displayPath} could not be opened as a notebook: ${why}. Nothing was changed.`,
    [...FILE_PATH],
    "Check that the file is a Jupyter notebook (.ipynb, nbformat 4) that VS Code can open; repair it in Jupyter, then call again."
  );
}
function cellsNotAppliedError(displayPath) {
  return guardedError("APPLY_FAILED", `VS Code did not apply the cell changes to ${displayPath}; nothing was changed.`, [], "Call again; if it keeps failing, close and reopen the notebook.");
}
function noCellNamedError() {
  return guardedError("INVALID_INPUT", "No operation of the call names a cell of the notebook.", ["edits"], "Name each cell by cell_id or cell_index.");
}

// src/core/notebook/cellReplacements.ts
function isUntouchedCell(item) {
  return item.kind === "base" && item.source === void 0 && item.cellType === void 0 && item.language === void 0 && !item.clearOutputs;
}
function cellReplacements(cellCount, result) {
  const replacements = [];
  let start = 0;
  let from = 0;
  for (const position of [...keptInOrder(result), result.length]) {
    const index = position < result.length ? result[position].from : cellCount;
    if (index > start || position > from) replacements.push({ start, end: index, from, to: position });
    start = index + 1;
    from = position + 1;
  }
  return replacements;
}
function keptInOrder(result) {
  const tails = [];
  const previous = /* @__PURE__ */ new Map();
  result.forEach((item, position) => {
    if (item.kind !== "base" || !isUntouchedCell(item)) return;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = low + high >> 1;
      if (result[tails[middle]].from < item.from) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous.set(position, tails[low - 1]);
    tails[low] = position;
  });
  const kept = [];
  for (let at = tails.at(-1); at !== void 0; at = previous.get(at)) kept.push(at);
  return kept.reverse();
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  cellChanges,
  cellOperations,
  cellReplacements,
  cellResultProblem,
  cellsNotAppliedError,
  freshId,
  isNotebookPath,
  isUntouchedCell,
  mergedNotebookProblem,
  noCellNamedError,
  notebookChangedWhilePlannedError,
  notebookEditResult,
  notebookNotOpenedError,
  notebookSubject,
  notebookTextProblem,
  notebookUncheckedError,
  parseNotebook,
  planCells,
  planNotebookEdit,
  planNotebookFileEdits
});
//# guarded-edit-build f69bb5e381cbc681
