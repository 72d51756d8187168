import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { ASSISTANT_MAX_PAYLOAD } from '../../shared/assistant/protocol';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { createApiAuthenticator } from '../http/api-authenticator';
import { closeAppSockets } from '../http/app-socket';
import { registerErrorHandling } from '../http/errors';
import { rateCounterFor } from '../http/rate-counter';
import { loggerOptions, requestIdOf } from '../http/request-log';
import { loadIdpSecrets } from '../idp/secrets';
import { assistantProvider } from './assistant-provider';
import { registerAssistantRoute } from './assistant-route';

export interface AssistantAppOptions {
  readonly config: Config;
  readonly db: Db;
  readonly logger?: boolean;
}

/**
 * The assistant on its own, for a separate AI host (docs/operations.md "Assistant"): only
 * `/ai/assistant`, against the same database and with the same token checks as the API.
 */
export async function buildAssistantApp({ config, db, logger = true }: AssistantAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel) : false,
    genReqId: requestIdOf,
    connectionTimeout: 60_000,
    trustProxy: typeof config.trustProxy === 'boolean' ? config.trustProxy : [...config.trustProxy],
  });
  registerErrorHandling(app);
  await app.register(cookie);
  await app.register(websocket, { options: { maxPayload: ASSISTANT_MAX_PAYLOAD }, preClose: closeAppSockets });
  const secrets = config.embeddedIdp ? await loadIdpSecrets(db) : undefined;
  registerAssistantRoute(app, {
    db,
    authenticator: createApiAuthenticator(config, db, secrets),
    provider: assistantProvider(config.assistant),
    allowedOrigins: [new URL(config.publicUrl).origin],
    counter: rateCounterFor(config.database, (close) => app.addHook('onClose', close)),
  });
  return app;
}
