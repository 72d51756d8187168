import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { RawData } from 'ws';
import {
  ASSISTANT_AUTH_TIMEOUT_MS,
  ASSISTANT_MAX_PAYLOAD,
  ASSISTANT_MAX_QUESTION_CHARS,
  ASSISTANT_PATH,
  ASSISTANT_QUESTIONS_PER_MINUTE,
  AssistantAuthSchema,
  type AssistantServerMessage,
  canSendQuestion,
} from '../../shared/assistant/protocol';
import { LANGUAGE_COOKIE, type Language, parseLanguage } from '../../shared/cookies';
import { AppError, type ErrorCode } from '../../shared/errors';
import { ASSISTANT_FEATURE } from '../../shared/modules';
import type { Membership, User } from '../auth/identity';
import { loadPrincipal } from '../auth/principal';
import type { Db } from '../db/database';
import {
  allowOrigins,
  MESSAGE_TOO_BIG,
  openSocketSession,
  POLICY_VIOLATION,
  parseJsonFrame,
  sendJson,
} from '../http/app-socket';
import type { Authenticator } from '../http/guard';
import type { RateCounter } from '../http/rate-counter';
import { userBudget } from '../http/user-rate-limit';
import type { AssistantProvider, AssistantScope } from './provider';

export interface AssistantRouteDeps {
  readonly db: Db;
  readonly authenticator: Authenticator;
  readonly provider: AssistantProvider;
  /** Origins whose pages may open the socket (the app's own). */
  readonly allowedOrigins: readonly string[];
  /** Counts the questions per user and tenant (shared by the instances of one PostgreSQL database). */
  readonly counter: RateCounter;
}

/** Who is asking: the user and the tenant named in the authorization frame. */
interface Asker {
  readonly user: User;
  readonly tenant: string;
}

function send(socket: WebSocket, message: AssistantServerMessage): void {
  sendJson(socket, message);
}

function frameBytes(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, part) => sum + part.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

function errorCode(error: unknown): ErrorCode {
  return error instanceof AppError ? error.code : 'INTERNAL';
}

/** The user's membership in a tenant that subscribes to the assistant, checked again for every question. */
async function assistantMembership(authenticator: Authenticator, asker: Asker): Promise<Membership> {
  const membership = await authenticator.membership(asker.user, asker.tenant);
  if (!membership.tenant.subscribedFeatures.includes(ASSISTANT_FEATURE))
    throw new AppError('MODULE_NOT_SUBSCRIBED', `tenant does not subscribe to ${ASSISTANT_FEATURE}`);
  return membership;
}

async function scopeOf(db: Db, membership: Membership, user: User, language: Language): Promise<AssistantScope> {
  return { db, tenant: membership.tenant, principal: await loadPrincipal(db, membership), userId: user.id, language };
}

/** `thinking`, one `responding` frame per chunk, then `done` with the whole answer; nothing more once aborted. */
async function streamAnswer(
  socket: WebSocket,
  provider: AssistantProvider,
  question: string,
  scope: AssistantScope,
  signal: AbortSignal,
): Promise<void> {
  send(socket, { status: 'thinking', message: '' });
  let whole = '';
  for await (const chunk of provider.answer(question, scope, signal)) {
    if (signal.aborted) return;
    if (chunk === '') continue;
    whole += chunk;
    send(socket, { status: 'responding', message: chunk });
  }
  if (!signal.aborted) send(socket, { status: 'done', message: whole });
}

/**
 * The assistant socket of platform.md §7 with the checks of SECURITY.md "WebSockets": the
 * server asks for `authorization`; the first frame `{Authorization, Tenant}` gets the HTTP
 * checks plus the tenant's ASSISTANT_FEATURE, then `connected` (or `error` and 1008). Each
 * question is a plain string frame, answered one at a time within the user's budget per
 * tenant (over all their sockets); failures are `error` frames with a code, and the socket
 * stays open. Closing the socket aborts the running answer.
 */
export function registerAssistantRoute(app: FastifyInstance, deps: AssistantRouteDeps): void {
  const budget = userBudget({ name: 'assistant', max: ASSISTANT_QUESTIONS_PER_MINUTE, windowMs: 60_000 }, deps.counter);

  app.get(ASSISTANT_PATH, { websocket: true, preValidation: allowOrigins(deps.allowedOrigins) }, (socket, request) => {
    const session = openSocketSession(socket, ASSISTANT_AUTH_TIMEOUT_MS);
    const language = parseLanguage(request.cookies[LANGUAGE_COOKIE]);
    const refuse = (code: ErrorCode) => send(socket, { status: 'error', message: code });
    let checking = false;
    let asker: Asker | undefined;
    let running: AbortController | undefined;
    session.onClose(() => running?.abort());

    const admit = async (data: RawData) => {
      const credentials = parseJsonFrame(AssistantAuthSchema, data);
      if (!credentials) throw new AppError('VALIDATION', 'malformed authorization');
      const { user, token } = await deps.authenticator.authenticate(credentials.Authorization);
      const candidate = { user, tenant: credentials.Tenant };
      await assistantMembership(deps.authenticator, candidate);
      session.authenticated(token);
      asker = candidate;
      send(socket, { status: 'connected', message: '' });
    };

    const refuseAndClose = (error: unknown) => {
      request.log.info({ code: errorCode(error) }, 'assistant socket refused');
      refuse(errorCode(error));
      session.close(POLICY_VIOLATION, 'not authorized');
    };

    // `running` is taken before the first await, so a question sent meanwhile is refused as before.
    const ask = async (question: string, { user, tenant }: Asker) => {
      const controller = new AbortController();
      running = controller;
      try {
        let membership: Membership;
        try {
          membership = await assistantMembership(deps.authenticator, { user, tenant });
        } catch (error) {
          return refuseAndClose(error);
        }
        const retryAfterMs = await budget(membership.tenant.id, user.id);
        if (retryAfterMs !== undefined) return refuse('RATE_LIMITED');
        const scope = await scopeOf(deps.db, membership, user, language);
        await streamAnswer(socket, deps.provider, question, scope, controller.signal);
      } finally {
        running = undefined;
      }
    };

    send(socket, { status: 'authorization', message: '' });
    socket.on('message', (data: RawData, isBinary: boolean) => {
      if (frameBytes(data) > ASSISTANT_MAX_PAYLOAD) return session.close(MESSAGE_TOO_BIG, 'frame too large');
      if (!asker) {
        if (checking) return session.close(POLICY_VIOLATION, 'frame before connected');
        checking = true;
        void admit(data).catch(refuseAndClose);
        return;
      }
      const question = String(data);
      if (isBinary || question.length > ASSISTANT_MAX_QUESTION_CHARS || !canSendQuestion(question))
        return refuse('VALIDATION');
      if (running) return refuse('RATE_LIMITED');
      void ask(question, asker).catch((error: unknown) => {
        if (socket.readyState !== socket.OPEN) return;
        const code = errorCode(error);
        const cause = error instanceof Error && error.cause !== undefined ? String(error.cause) : undefined;
        request.log.warn(
          { code, provider: deps.provider.name, detail: String(error), cause },
          'assistant answer failed',
        );
        refuse(code);
      });
    });
  });
}
