import * as v from 'valibot';
import { AssistantServerMessageSchema, assistantSocketUrl } from '../../../shared/assistant/protocol';
import { keepSocketOpen } from '../../sync/reconnecting-socket';
import type { AssistantEvent } from './assistant-state';

export interface AssistantConnectionOptions {
  /** The backend base URL of the runtime config (`http://host/api`). */
  readonly backendUrl: string;
  /** The active tenant's trimmedName. */
  readonly tenant: string;
  readonly token: () => Promise<string>;
  readonly dispatch: (event: AssistantEvent) => void;
  readonly random?: () => number;
}

export interface AssistantConnection {
  /** Sends the question as a plain text frame; false when no socket is open. */
  ask(question: string): boolean;
  close(): void;
}

function parseServerMessage(data: string) {
  try {
    const parsed = v.safeParse(AssistantServerMessageSchema, JSON.parse(data));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The assistant socket of platform.md §7, kept open while the app is online: answers the
 * server's `authorization` with the bearer token and the tenant, and reports every server
 * message and every lost connection to the widget's reducer.
 */
export function connectAssistant(options: AssistantConnectionOptions): AssistantConnection {
  const socket = keepSocketOpen({
    url: assistantSocketUrl(options.backendUrl),
    onMessage: (data, ws) => {
      const message = parseServerMessage(data);
      if (!message) return;
      if (message.status === 'authorization') {
        void options.token().then(
          (token) => ws.send(JSON.stringify({ Authorization: `Bearer ${token}`, Tenant: options.tenant })),
          () => ws.close(),
        );
      }
      if (message.status === 'connected') socket.resetBackoff();
      options.dispatch({ type: 'server', message });
    },
    onClose: () => options.dispatch({ type: 'disconnected' }),
    ...(options.random ? { random: options.random } : {}),
  });
  return {
    ask: (question) => {
      if (!socket.send(question)) return false;
      options.dispatch({ type: 'asked', question });
      return true;
    },
    close: socket.stop,
  };
}
