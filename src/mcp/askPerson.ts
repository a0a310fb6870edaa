// Asking the person through the MCP client (elicitation): a change to a file on the confirm list,
// and with --read-before-edit ask, a change the read-before-edit gate would refuse. Only a client
// that declares form elicitation can ask; the answer is yes only when the person ticks "allow".
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { ConfirmationAnswer } from '../core/confirm';
import { log } from './log';

/** How long the person has to answer before the call is refused. */
const ANSWER_WAIT_MS = 10 * 60 * 1000;

export type AskPerson = (message: string, signal?: AbortSignal) => Promise<ConfirmationAnswer>;

export function canAsk(server: Server): boolean {
  return server.getClientCapabilities()?.elicitation?.form !== undefined;
}

export function personAsker(server: Server): AskPerson {
  return async (message, signal) => {
    if (!canAsk(server)) return 'unavailable';
    try {
      const answer = await server.elicitInput(
        {
          mode: 'form',
          message,
          requestedSchema: {
            type: 'object',
            properties: {
              allow: { type: 'boolean', title: 'Allow this change', description: 'Tick to allow it; anything else refuses it and changes nothing.' },
            },
            required: ['allow'],
          },
        },
        { timeout: ANSWER_WAIT_MS, signal },
      );
      if (answer.action === 'accept' && answer.content?.allow === true) return 'allowed';
      return 'declined';
    } catch (error) {
      log(`asking the person failed: ${error instanceof Error ? error.message : String(error)}`);
      return 'cancelled';
    }
  };
}
