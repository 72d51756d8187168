import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { can } from '../../shared/access/evaluate';
import { SET_PASSWORD_PATH } from '../../shared/api/accounts';
import { AppError } from '../../shared/errors';
import { loadPrincipal } from '../auth/principal';
import type { Db } from '../db/database';
import { employeeAccounts } from '../db/schema';
import type { Guard } from '../http/guard';
import { asPlace } from '../sync/place';
import { mayRead } from '../sync/visibility';
import { readDocument } from '../sync/write-document';
import type { AccountProvider } from './account-flags';
import { accountOfUser, boundElsewhere } from './embedded-accounts';
import { issueLink } from './password-links';

const Params = v.strictObject({ id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)) });

export interface AccountApiDeps {
  readonly db: Db;
  readonly guard: Guard;
  readonly provider: AccountProvider;
}

/** The employee the caller may read; NOT_FOUND otherwise (like a document that does not exist). */
async function readableEmployee(db: Db, request: FastifyRequest, employeeId: string) {
  const membership = request.membership;
  if (!membership) throw new AppError('FORBIDDEN', 'no membership');
  const employee = await readDocument(db, membership.tenant.id, employeeId);
  const principal = await loadPrincipal(db, membership);
  const reader = { tenant: membership.tenant, principal, userId: request.auth?.user.id ?? '' };
  if (employee?.type !== 'EMPLOYEE' || employee.deleted || !mayRead(reader, employee)) {
    throw new AppError('NOT_FOUND', 'no employee');
  }
  return { employee, mayUpdate: can(principal, 'UPDATE', 'EMPLOYEES', asPlace(employee.place)) };
}

/** The embedded account bound to the employee if it waits for its first password and no other tenant uses it. */
async function pendingAccount(db: Db, tenantId: string, employeeId: string) {
  const binding = await db
    .select()
    .from(employeeAccounts)
    .where(and(eq(employeeAccounts.tenantId, tenantId), eq(employeeAccounts.employeeId, employeeId)))
    .get();
  const account = binding ? await accountOfUser(db, binding.userId) : undefined;
  // An account another tenant uses belongs to that person already: no link may take it over.
  if (!binding || !account?.passwordPending || (await boundElsewhere(db, binding.userId, tenantId))) return undefined;
  return account;
}

/** An employee's sign-in account as the employee screen shows it (docs/decisions/0018-employee-accounts.md). */
export function registerAccountApi(app: FastifyInstance, deps: AccountApiDeps): void {
  const guard = deps.guard({ tenant: true, module: 'EMPLOYEE_MANAGEMENT' });
  app.get('/api/v2/employees/:id/account', { preHandler: guard }, async (request, reply) => {
    const { id } = v.parse(Params, request.params);
    const { employee, mayUpdate } = await readableEmployee(deps.db, request, id);
    const pending =
      deps.provider.kind === 'embedded' && mayUpdate && (await pendingAccount(deps.db, employee.tenantId, id));
    reply.header('cache-control', 'no-store');
    return { provider: deps.provider.kind, linkAvailable: Boolean(pending) };
  });

  app.post('/api/v2/employees/:id/account-link', { preHandler: guard }, async (request, reply) => {
    const { id } = v.parse(Params, request.params);
    const { employee, mayUpdate } = await readableEmployee(deps.db, request, id);
    if (!mayUpdate) throw new AppError('FORBIDDEN', 'may not change this employee');
    const { provider } = deps;
    const account = provider.kind === 'embedded' ? await pendingAccount(deps.db, employee.tenantId, id) : undefined;
    if (provider.kind !== 'embedded' || !account) throw new AppError('NOT_FOUND', 'no account waiting for a password');
    const { token, expiresAt } = await deps.db.transaction((tx) => issueLink(tx, account));
    reply.header('cache-control', 'no-store');
    return { url: `${provider.publicUrl}${SET_PASSWORD_PATH}#token=${token}`, expiresAt };
  });
}
