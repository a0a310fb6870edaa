// Every agent's dialect, by name, and the one order in which an event's keys are tried against
// them. An eighth agent is one file beside these, and one line in each table.
import type { AgentName } from '../agents';
import type { AgentDialect } from '../dialect';
import { claude } from './claude';
import { cline } from './cline';
import { codex } from './codex';
import { copilot } from './copilot';
import { cursor } from './cursor';
import { gemini } from './gemini';
import { opencode } from './opencode';
import { vscode } from './vscode';

export const DIALECTS: Readonly<Record<AgentName, AgentDialect>> = { claude, vscode, copilot, codex, gemini, cursor, cline, opencode };

/**
 * The order an event's keys are tried in: the most particular keys first (OpenCode's, Cline's and
 * Cursor's own, Codex's turn_id, Gemini's event names, VS Code's hookEventName without Copilot's toolName and
 * toolArgs, then Copilot's camelCase keys such as sessionId, which VS Code's Local events carry too);
 * Claude Code, whose keys the others share, is the default.
 */
export const DETECTION_ORDER: readonly AgentDialect[] = [opencode, cline, cursor, codex, gemini, vscode, copilot, claude];
export const DEFAULT_DIALECT: AgentDialect = claude;
