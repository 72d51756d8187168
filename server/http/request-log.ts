import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config';

export const REQUEST_ID_HEADER = 'x-request-id';
/** An incoming id the log may carry as it is: a proxy's UUID or trace token, nothing that could forge a line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Never in the log, wherever an object with headers is logged. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
];

export interface LogDestination {
  write(line: string): void;
}

/** Pino as fastify runs it: JSON lines, the level of LOG_LEVEL, credentials redacted. */
export function loggerOptions(level: LogLevel, stream?: LogDestination): NonNullable<FastifyServerOptions['logger']> {
  return { level, redact: { paths: REDACTED, censor: '[redacted]' }, ...(stream ? { stream } : {}) };
}

/** The request id: the caller's X-Request-Id when it is a safe short token, otherwise a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Adds fields to every later log line of this request, the closing "request completed" too. */
export function bindLogFields(request: FastifyRequest, reply: FastifyReply, fields: Record<string, string>): void {
  request.log = request.log.child(fields);
  reply.log = request.log;
}

/** Echoes the request id and puts the matched route into the request's log lines. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    const route = request.routeOptions.url;
    if (route !== undefined) bindLogFields(request, reply, { route });
  });
}
