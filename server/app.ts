import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { RuntimeConfig } from '../shared/api/info';
import type { DemoLogins } from '../shared/api/interaction';
import { LIVE_MAX_PAYLOAD } from '../shared/sync/live';
import { registerAccountApi } from './accounts/account-api';
import { registerSetPasswordRoutes } from './accounts/set-password-routes';
import { assistantProvider } from './assistant/assistant-provider';
import { registerAssistantRoute } from './assistant/assistant-route';
import type { Config } from './config';
import type { Db } from './db/database';
import { accountProviderFor, domainHooksFor } from './domains';
import { registerCalendarRoutes } from './domains/deadlines';
import { deliveredBlobOwner, registerRegulationCustomerRoutes } from './domains/regulations';
import { createApiAuthenticator } from './http/api-authenticator';
import { closeAppSockets } from './http/app-socket';
import { registerDraining } from './http/draining';
import { errorBody, registerErrorHandling } from './http/errors';
import { createGuard, type Guard } from './http/guard';
import { mountIdentityProvider } from './http/identity-mount';
import { rateCounterFor } from './http/rate-counter';
import { rateLimitStore } from './http/rate-limit-store';
import {
  type LogDestination,
  loggerOptions,
  REQUEST_ID_HEADER,
  registerRequestLog,
  requestIdOf,
} from './http/request-log';
import { registerSecurityHeaders, registerXsrf } from './http/security';
import { registerInteractionRoutes } from './idp/interaction-routes';
import { createIdentityProvider } from './idp/provider';
import { type IdpSecrets, loadIdpSecrets } from './idp/secrets';
import { serverJobs } from './jobs/server-jobs';
import { registerMailRoutes } from './mail/mail-routes';
import { runMailSender } from './mail/run-sender';
import { registerSubscriptionRoutes } from './notifications/subscription-routes';
import { registerBlobRoutes } from './routes/blobs/blob-routes';
import { HEALTH_PATH, READY_PATH, registerHealthRoutes } from './routes/health/health-routes';
import { registerInfoRoutes } from './routes/info/info-routes';
import { registerSessionRoutes } from './routes/info/session-routes';
import { registerLiveRoute } from './routes/sync/live-route';
import { registerSyncRoutes } from './routes/sync/sync-routes';
import { createFeedNotifier, type FeedNotifier } from './sync/feed-notifier';
import { createPostgresFeedNotifier } from './sync/postgres-feed-notifier';

export interface AppOptions {
  readonly config: Config;
  readonly db: Db;
  readonly logger?: boolean;
  /** Where the JSON log lines go instead of stdout (tests read them). */
  readonly logStream?: LogDestination;
  /** The demo logins of the running demo mode (DEMO_DATA), listed on the sign-in page. */
  readonly demo?: DemoLogins;
}

const NO_CACHE_FILES = new Set(['/sw.js', '/index.html', '/login.html', '/manifest.webmanifest', '/registerSW.js']);

function runtimeConfig(config: Config): RuntimeConfig {
  return {
    clientId: config.oidc.clientId,
    authority: config.oidc.issuer,
    knownAuthority: config.oidc.knownAuthority,
    scope: config.oidc.scope,
    backendUrl: `${config.publicUrl}/api`,
    demo: config.demoData,
  };
}

/** The API's request guard as the app wires it. */
export function createApiGuard(config: Config, db: Db, secrets: IdpSecrets | undefined): Guard {
  return createGuard(createApiAuthenticator(config, db, secrets));
}

/**
 * One instance alone pokes its own sockets; instances sharing a PostgreSQL database poke each
 * other's through LISTEN/NOTIFY (docs/decisions/0024-postgresql-store.md).
 */
async function feedNotifier(app: FastifyInstance, config: Config): Promise<FeedNotifier> {
  if (config.database.kind !== 'postgres') return createFeedNotifier();
  const notifier = createPostgresFeedNotifier(config.database.url, app.log);
  app.addHook('onClose', () => notifier.close());
  await notifier.ready;
  return notifier;
}

/** Builds the one server: PWA, API, embedded identity provider. Listening is the caller's part. */
export async function buildApp({ config, db, logger = true, logStream, demo }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    genReqId: requestIdOf,
    // Requests that arrive while closing get our own 503 (server/http/draining.ts).
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    trustProxy: typeof config.trustProxy === 'boolean' ? config.trustProxy : [...config.trustProxy],
    // Bad URLs Fastify refuses before routing (over-long parameters, broken percent-encoding)
    // get the same generic answer as any other malformed input.
    frameworkErrors: (_error, request, reply: FastifyReply) => {
      void reply
        .code(400)
        .header('cache-control', 'no-store')
        .header(REQUEST_ID_HEADER, request.id)
        .send(errorBody('VALIDATION'));
    },
  });
  app.decorateRequest('auth', null);
  app.decorateRequest('membership', null);
  registerErrorHandling(app);
  registerRequestLog(app);
  const draining = registerDraining(app, [HEALTH_PATH, READY_PATH]);
  const hooks = domainHooksFor(config);
  registerHealthRoutes(app, db, draining, serverJobs({ hooks, publicUrl: config.publicUrl }));

  const secrets = config.embeddedIdp ? await loadIdpSecrets(db) : undefined;
  const provider = secrets ? createIdentityProvider(config, db, secrets) : undefined;
  if (provider) mountIdentityProvider(app, provider);

  await app.register(cookie);
  await registerSecurityHeaders(app, config);
  const counter = rateCounterFor(config.database, (close) => app.addHook('onClose', close));
  await app.register(
    rateLimit,
    config.database.kind === 'postgres' ? { global: false, store: rateLimitStore(counter) } : { global: false },
  );
  registerXsrf(app, config);

  const authenticator = createApiAuthenticator(config, db, secrets);
  const guard = createGuard(authenticator);
  const notifier = await feedNotifier(app, config);
  const accounts = accountProviderFor(config);
  registerInfoRoutes(app, db, guard);
  registerSessionRoutes(app);
  registerSyncRoutes(app, db, guard, notifier, {
    ratePerMinute: config.syncRateLimitPerMinute,
    hooks,
    counter,
  });
  registerSubscriptionRoutes(app, db, guard);
  registerCalendarRoutes(app, db, guard, config.publicUrl);
  registerRegulationCustomerRoutes(app, db, guard);
  registerAccountApi(app, { db, guard, provider: accounts });
  registerMailRoutes(app, db, guard);
  runMailSender(app, db, config.mail);
  await registerBlobRoutes(app, db, guard, config, deliveredBlobOwner);
  await app.register(websocket, { options: { maxPayload: LIVE_MAX_PAYLOAD }, preClose: closeAppSockets });
  const allowedOrigins = [new URL(config.publicUrl).origin];
  registerLiveRoute(app, { db, authenticator, notifier, allowedOrigins });
  registerAssistantRoute(app, {
    db,
    authenticator,
    provider: assistantProvider(config.assistant),
    allowedOrigins,
    counter,
  });

  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return runtimeConfig(config);
  });

  const hasClient = fs.existsSync(path.join(config.staticDir, 'index.html'));
  const sendPage = (reply: FastifyReply, file: string) =>
    hasClient
      ? reply.header('cache-control', 'no-cache').sendFile(file)
      : reply.code(503).send('client not built: run npm run build');
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      wildcard: false,
      setHeaders: (res, filePath) => {
        const name = `/${path.relative(config.staticDir, filePath)}`;
        if (NO_CACHE_FILES.has(name)) res.header('cache-control', 'no-cache');
        else if (name.startsWith('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  if (provider) {
    registerSetPasswordRoutes(app, {
      db,
      attemptsPerMinute: config.loginAttemptsPerMinute,
      sendLoginPage: (reply) => sendPage(reply, 'login.html'),
    });
    registerInteractionRoutes(app, {
      db,
      provider,
      loginAttemptsPerMinute: config.loginAttemptsPerMinute,
      demo: config.demoData ? demo : undefined,
      sendLoginPage: (reply) => sendPage(reply, 'login.html'),
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !path.extname(request.url.split('?')[0] ?? '');
    if (isPage) return sendPage(reply, 'index.html');
    return reply.code(404).header('cache-control', 'no-store').send(errorBody('NOT_FOUND'));
  });
  return app;
}
