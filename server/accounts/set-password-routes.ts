import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { SET_PASSWORD_PATH, SetPasswordRequestSchema } from '../../shared/api/accounts';
import { AppError } from '../../shared/errors';
import type { Db } from '../db/database';
import { hashPassword } from '../idp/passwords';
import { redeemLink, setPassword } from './password-links';

export interface SetPasswordDeps {
  readonly db: Db;
  /** Attempts to set a password per address and minute. */
  readonly attemptsPerMinute: number;
  readonly sendLoginPage: (reply: FastifyReply) => FastifyReply;
}

/** The embedded provider's "set your password" page and its one-time link (decision 0018). */
export function registerSetPasswordRoutes(app: FastifyInstance, deps: SetPasswordDeps): void {
  app.get(SET_PASSWORD_PATH, async (_request, reply) => deps.sendLoginPage(reply));

  app.post(
    SET_PASSWORD_PATH,
    {
      config: {
        rateLimit: {
          max: deps.attemptsPerMinute,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `set-password:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const body = v.safeParse(SetPasswordRequestSchema, request.body);
      if (!body.success) throw new AppError('VALIDATION', 'malformed token or password too short');
      const account = await redeemLink(deps.db, body.output.token);
      if (!account) throw new AppError('NOT_FOUND', 'link unknown, used or expired');
      await setPassword(deps.db, account.id, await hashPassword(body.output.password));
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
}
