import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import * as v from 'valibot';
import { type DemoLogins, LoginRequestSchema } from '../../shared/api/interaction';
import { AppError } from '../../shared/errors';
import type { Db } from '../db/database';
import { idpAccounts } from '../db/schema';
import { verifyPassword } from './passwords';
import { INTERACTION_PATH } from './provider';

const UID = v.object({ uid: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)) });

/** A hash to compare against when the e-mail is unknown, so both cases take the same time. */
const UNKNOWN_ACCOUNT_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export interface InteractionDeps {
  readonly db: Db;
  readonly provider: Provider;
  /** The demo logins the sign-in page lists: those of the running demo mode, else none. */
  readonly demo: DemoLogins | undefined;
  /** Sign-in attempts allowed per address and minute. */
  readonly loginAttemptsPerMinute: number;
  readonly sendLoginPage: (reply: FastifyReply) => FastifyReply;
}

async function details(deps: InteractionDeps, request: FastifyRequest, reply: FastifyReply) {
  try {
    return await deps.provider.interactionDetails(request.raw, reply.raw);
  } catch {
    throw new AppError('INTERACTION_EXPIRED', 'sign-in interaction not found or expired');
  }
}

/** The embedded provider's sign-in: the page is part of the client build, the checks are here. */
export function registerInteractionRoutes(app: FastifyInstance, deps: InteractionDeps): void {
  app.get(`${INTERACTION_PATH}/error`, async (_request, reply) => deps.sendLoginPage(reply));

  app.get(`${INTERACTION_PATH}/:uid`, async (request, reply) => {
    v.parse(UID, request.params);
    return deps.sendLoginPage(reply);
  });

  app.get(`${INTERACTION_PATH}/:uid/details`, async (request, reply) => {
    v.parse(UID, request.params);
    const interaction = await details(deps, request, reply);
    reply.header('cache-control', 'no-store');
    const loginHint = interaction.params.login_hint;
    return {
      prompt: interaction.prompt.name,
      ...(typeof loginHint === 'string' ? { loginHint } : {}),
      ...(deps.demo ? { demo: deps.demo } : {}),
    };
  });

  app.post(
    `${INTERACTION_PATH}/:uid/login`,
    {
      config: {
        rateLimit: {
          max: deps.loginAttemptsPerMinute,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `login:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      v.parse(UID, request.params);
      const body = v.safeParse(LoginRequestSchema, request.body);
      if (!body.success) throw new AppError('VALIDATION', 'malformed login body');
      const interaction = await details(deps, request, reply);
      if (interaction.prompt.name !== 'login') throw new AppError('INTERACTION_EXPIRED', 'no login pending');
      const account = await deps.db.select().from(idpAccounts).where(eq(idpAccounts.email, body.output.email)).get();
      const valid = await verifyPassword(body.output.password, account?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
      if (!account || !valid) throw new AppError('INVALID_CREDENTIALS', 'wrong e-mail or password');
      const redirectTo = await deps.provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: account.id } },
        { mergeWithLastSubmission: false },
      );
      reply.header('cache-control', 'no-store');
      return { redirectTo };
    },
  );

  app.post(`${INTERACTION_PATH}/:uid/abort`, async (request, reply) => {
    v.parse(UID, request.params);
    await details(deps, request, reply);
    const redirectTo = await deps.provider.interactionResult(
      request.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'sign-in cancelled' },
      { mergeWithLastSubmission: false },
    );
    return { redirectTo };
  });
}
