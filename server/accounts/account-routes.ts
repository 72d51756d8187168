import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { can } from '../../shared/access/evaluate';
import { SET_PASSWORD_PATH, SetPasswordRequestSchema } from '../../shared/api/accounts';
import { AppError } from '../../shared/errors';
import type { Db } from '../db/database';
import { employeeAccounts } from '../db/schema';
import type { Guard } from '../http/guard';
import { hashPassword } from '../idp/passwords';
import { asPlace } from '../sync/place';
import { loadPrincipal } from '../sync/principal';
import { readDocument } from '../sync/write-document';
import { accountOfUser, boundElsewhere } from './embedded-accounts';
import { issueLink, redeemLink, setPassword } from './password-links';

const Params = v.strictObject({ id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)) });

export interface AccountRouteDeps {
  readonly db: Db;
  readonly guard: Guard;
  readonly publicUrl: string;
  /** Attempts to set a password per address and minute. */
  readonly attemptsPerMinute: number;
  readonly sendLoginPage: (reply: FastifyReply) => FastifyReply;
}

/** The embedded account bound to the employee that waits for its first password, or NOT_FOUND. */
function pendingAccount(db: Db, request: FastifyRequest, employeeId: string) {
  const membership = request.membership;
  if (!membership) throw new AppError('FORBIDDEN', 'no membership');
  const tenantId = membership.tenant.id;
  const employee = readDocument(db, tenantId, employeeId);
  const principal = loadPrincipal(db, membership);
  if (employee?.type !== 'EMPLOYEE' || employee.deleted) throw new AppError('NOT_FOUND', 'no employee');
  if (!can(principal, 'READ', 'EMPLOYEES', asPlace(employee.place))) throw new AppError('NOT_FOUND', 'no employee');
  if (!can(principal, 'UPDATE', 'EMPLOYEES', asPlace(employee.place))) {
    throw new AppError('FORBIDDEN', 'may not change this employee');
  }
  const binding = db
    .select()
    .from(employeeAccounts)
    .where(and(eq(employeeAccounts.tenantId, tenantId), eq(employeeAccounts.employeeId, employeeId)))
    .get();
  const account = binding ? accountOfUser(db, binding.userId) : undefined;
  // An account another tenant uses belongs to that person already: no link may take it over.
  if (!binding || !account?.passwordPending || boundElsewhere(db, binding.userId, tenantId)) {
    throw new AppError('NOT_FOUND', 'no account waiting for a password');
  }
  return account;
}

/** Employee accounts of the embedded provider (docs/decisions/0018-employee-accounts.md). */
export function registerAccountRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  app.post(
    '/api/v2/employees/:id/account-link',
    { preHandler: deps.guard({ tenant: true, module: 'EMPLOYEE_MANAGEMENT' }) },
    async (request, reply) => {
      const { id } = v.parse(Params, request.params);
      const { token, expiresAt } = issueLink(deps.db, pendingAccount(deps.db, request, id));
      reply.header('cache-control', 'no-store');
      return { url: `${deps.publicUrl}${SET_PASSWORD_PATH}#token=${token}`, expiresAt };
    },
  );

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
      const account = redeemLink(deps.db, body.output.token);
      if (!account) throw new AppError('NOT_FOUND', 'link unknown, used or expired');
      setPassword(deps.db, account.id, await hashPassword(body.output.password));
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
}
