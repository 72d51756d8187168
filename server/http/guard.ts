import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../shared/errors';
import type { ModuleCode } from '../../shared/modules';
import { type Membership, membershipIn, resolveUser, type User } from '../auth/identity';
import { InvalidTokenError, type TokenVerifier, type VerifiedToken } from '../auth/token-verifier';
import type { Db } from '../db/database';
import { bindLogFields } from './request-log';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
    membership: Membership | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+)$/;
const TenantHeader = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_-]{0,62}$/));

export interface GuardDeps {
  readonly db: Db;
  readonly verifyToken: TokenVerifier;
  /** Maps the token's issuer to the key users are stored under (the embedded one is stable). */
  readonly issuerKey: (issuer: string) => string;
}

export interface GuardOptions {
  /** The route works inside the tenant named by the `Tenant` header. */
  readonly tenant?: boolean;
  /** The tenant must subscribe to this module. */
  readonly module?: ModuleCode;
}

export interface Authenticated {
  readonly user: User;
  readonly token: VerifiedToken;
}

/**
 * Token and tenant checks shared by HTTP routes and the sockets: a bearer token the
 * verifier accepts, then a `Tenant` naming a tenant where the user is an employee with an
 * account. Anything else is UNAUTHENTICATED or FORBIDDEN, revealing nothing.
 */
export function createAuthenticator(deps: GuardDeps) {
  return {
    async authenticate(authorization: string | undefined): Promise<Authenticated> {
      const match = BEARER.exec(authorization ?? '');
      if (!match?.[1]) throw new AppError('UNAUTHENTICATED', 'missing bearer token');
      let token: VerifiedToken;
      try {
        token = await deps.verifyToken(match[1]);
      } catch (error) {
        if (error instanceof InvalidTokenError) throw new AppError('UNAUTHENTICATED', error.message);
        throw error;
      }
      return { user: await resolveUser(deps.db, token, deps.issuerKey(token.issuer)), token };
    },
    async membership(user: User, tenant: unknown): Promise<Membership> {
      const header = v.safeParse(TenantHeader, tenant);
      const membership = header.success ? await membershipIn(deps.db, user.id, header.output) : undefined;
      if (!membership) throw new AppError('FORBIDDEN', 'tenant header names no tenant of this user');
      return membership;
    },
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;

/**
 * The one request guard of the API: bearer token, then tenant membership, then module
 * subscription. Every route declares it; access rules build on `membership`. The request's
 * later log lines carry the user id and the tenant (docs/operations.md "Logs").
 */
export function createGuard(authenticator: Authenticator) {
  return function guard(options: GuardOptions = {}): preHandlerAsyncHookHandler {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      request.auth = await authenticator.authenticate(request.headers.authorization);
      bindLogFields(request, reply, { userId: request.auth.user.id });
      if (!options.tenant && !options.module) return;
      const membership = await authenticator.membership(request.auth.user, request.headers.tenant);
      bindLogFields(request, reply, { tenant: membership.tenant.trimmedName, tenantId: membership.tenant.id });
      if (options.module && !membership.tenant.subscribedModules.includes(options.module)) {
        throw new AppError('MODULE_NOT_SUBSCRIBED', `tenant does not subscribe to ${options.module}`);
      }
      request.membership = membership;
    };
  };
}

export type Guard = ReturnType<typeof createGuard>;
