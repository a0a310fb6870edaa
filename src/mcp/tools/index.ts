// The server's tools, in the order tools/list gives them. A new tool is one file and one line here.
import { applyPatchTool } from './applyPatch';
import { createFileTool } from './createFile';
import { historyTool } from './history';
import { multiEditTool } from './multiEdit';
import { multiFileEditTool } from './multiFileEdit';
import { notebookEditTool } from './notebookEdit';
import { readFileTool } from './readFile';
import type { McpTool } from './tool';
import { undoTool } from './undo';

export const TOOLS: readonly McpTool[] = [multiEditTool, multiFileEditTool, readFileTool, createFileTool, applyPatchTool, notebookEditTool, undoTool, historyTool];

export type { McpTool, ToolOutcome } from './tool';
