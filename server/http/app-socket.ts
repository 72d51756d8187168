import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../shared/errors';
import type { VerifiedToken } from '../auth/token-verifier';

/** Close codes of RFC 6455 the app's sockets use. */
export const POLICY_VIOLATION = 1008;
export const MESSAGE_TOO_BIG = 1009;
const GOING_AWAY = 1001;
const PING_INTERVAL_MS = 30_000;

/** Origin allowlist at the handshake (SECURITY.md "WebSockets"): a page of another origin gets 403. */
export function allowOrigins(allowedOrigins: readonly string[]) {
  return async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins.includes(origin)) throw new AppError('FORBIDDEN', 'origin not allowed');
  };
}

/**
 * The websocket plugin's preClose: every socket of the app (live pokes and the assistant)
 * hears 1001 going away, so devices reconnect (to another instance, or to this one after its
 * restart), and no new socket is accepted. The listener closes at once; the sockets end as
 * their devices answer the close.
 */
export async function closeAppSockets(this: FastifyInstance): Promise<void> {
  for (const socket of this.websocketServer.clients) socket.close(GOING_AWAY, 'server shutting down');
  this.websocketServer.close();
}

export function sendJson(socket: WebSocket, message: object): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/** A JSON frame parsed with `schema`; `undefined` for anything else. */
export function parseJsonFrame<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> | undefined {
  try {
    const parsed = v.safeParse(schema, JSON.parse(String(data)));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

export interface SocketSession {
  /** Runs `cleanup` when the socket closes. */
  onClose(cleanup: () => void): void;
  close(code: number, reason: string): void;
  /** Ends the authentication deadline; from now the socket closes with 1008 when `token` expires. */
  authenticated(token: VerifiedToken): void;
}

/**
 * What every app socket shares (SECURITY.md "WebSockets"): ping/pong, where a peer that
 * missed the last pong is terminated; 1008 when not authenticated within `authTimeoutMs`
 * and when the token expires; cleanups when the socket closes (at once when it already has).
 */
export function openSocketSession(socket: WebSocket, authTimeoutMs: number): SocketSession {
  const cleanups: (() => void)[] = [];
  let closed = false;
  const onClose = (cleanup: () => void) => {
    if (closed) cleanup();
    else cleanups.push(cleanup);
  };
  const close = (code: number, reason: string) => {
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(code, reason);
  };
  const authTimer = setTimeout(() => close(POLICY_VIOLATION, 'not authenticated in time'), authTimeoutMs);
  cleanups.push(() => clearTimeout(authTimer));

  let alive = true;
  socket.on('pong', () => {
    alive = true;
  });
  const ping = setInterval(() => {
    if (!alive) socket.terminate();
    alive = false;
    socket.ping();
  }, PING_INTERVAL_MS);
  cleanups.push(() => clearInterval(ping));
  socket.on('close', () => {
    closed = true;
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  return {
    onClose,
    close,
    authenticated(token) {
      clearTimeout(authTimer);
      const expiresIn = token.expiresAt * 1000 - Date.now();
      const expiry = setTimeout(() => close(POLICY_VIOLATION, 'token expired'), Math.max(expiresIn, 0));
      onClose(() => clearTimeout(expiry));
    },
  };
}
