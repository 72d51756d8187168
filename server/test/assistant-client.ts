import { expect } from 'vitest';
import { ASSISTANT_PATH, type AssistantServerMessage } from '../../shared/assistant/protocol';
import { LANGUAGE_COOKIE } from '../../shared/cookies';
import { connectSocket, type TestSocket } from './socket-client';

export interface AssistantConnectOptions {
  /** The page origin of the handshake; the server's own by default. */
  readonly origin?: string;
  /** The language cookie sent with the handshake. */
  readonly language?: string;
}

/** Opens the assistant socket of the server at `baseUrl`. */
export function connectAssistant(baseUrl: string, options: AssistantConnectOptions = {}): Promise<TestSocket> {
  return connectSocket(`${baseUrl.replace('http', 'ws')}${ASSISTANT_PATH}`, {
    origin: options.origin ?? baseUrl,
    ...(options.language ? { headers: { cookie: `${LANGUAGE_COOKIE}=${options.language}` } } : {}),
  });
}

/** An assistant socket through `authorization` and `connected`. */
export async function connectedAssistant(
  baseUrl: string,
  token: string,
  tenant: string,
  options: AssistantConnectOptions = {},
): Promise<TestSocket> {
  const socket = await connectAssistant(baseUrl, options);
  expect(await socket.next()).toEqual({ status: 'authorization', message: '' });
  socket.ws.send(JSON.stringify({ Authorization: `Bearer ${token}`, Tenant: tenant }));
  expect(await socket.next()).toEqual({ status: 'connected', message: '' });
  return socket;
}

/** Every frame of one answer: `thinking`, the `responding` chunks and the final `done` or `error`. */
export async function answerFrames(socket: TestSocket): Promise<AssistantServerMessage[]> {
  const frames: AssistantServerMessage[] = [];
  for (;;) {
    const frame = (await socket.next()) as AssistantServerMessage;
    frames.push(frame);
    if (frame.status === 'done' || frame.status === 'error') return frames;
  }
}
