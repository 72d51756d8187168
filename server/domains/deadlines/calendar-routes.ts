import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseLanguage } from '../../../shared/cookies';
import { windowEnd } from '../../../shared/domain/deadlines';
import { DUE_SOURCE_TYPES, dueItems } from '../../../shared/domain/due';
import { approvalDay } from '../../../shared/domain/substances';
import { documentTitle } from '../../../shared/entities/document-title';
import { AppError } from '../../../shared/errors';
import { readableDocuments } from '../../assistant/readable-documents';
import { loadPrincipal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { accountEmployeeJoin } from '../../db/live-documents';
import { documents, employeeAccounts, idpAccounts, tenants, users } from '../../db/schema';
import type { Guard } from '../../http/guard';
import { createFeed, feedOf, feedOwner, revokeFeed } from './calendar-feeds';
import { calendarOf } from './calendar-ics';

export const CALENDAR_FEED_PATH = '/api/v2/calendar-feed';
/** Where a feed is served: the secret in the path, as calendar apps keep no headers. */
export const CALENDAR_PATH = '/api/v2/calendar';

/** DL-14: the feed lists what falls due within a year, and everything overdue. */
const FEED_DAYS = 365;

function caller(request: FastifyRequest): { tenantId: string; userId: string } {
  const membership = request.membership;
  const user = request.auth?.user;
  if (!membership || !user) throw new AppError('FORBIDDEN', 'no membership');
  return { tenantId: membership.tenant.id, userId: user.id };
}

/** The user's employee in the tenant while it exists, with the user's language. */
async function employeeOf(db: Db, tenantId: string, userId: string) {
  return db
    .select({ id: documents.id, data: documents.data, language: idpAccounts.language })
    .from(employeeAccounts)
    .innerJoin(documents, accountEmployeeJoin)
    .leftJoin(users, eq(users.id, employeeAccounts.userId))
    .leftJoin(idpAccounts, eq(idpAccounts.id, users.subject))
    .where(and(eq(employeeAccounts.tenantId, tenantId), eq(employeeAccounts.userId, userId)))
    .get();
}

/** The calendar of one feed, or undefined when the secret is unknown, revoked, or its user left the tenant. */
async function feedCalendar(db: Db, token: string, publicUrl: string, now: Date): Promise<string | undefined> {
  const owner = await feedOwner(db, token);
  if (!owner) return undefined;
  const tenant = await db.select().from(tenants).where(eq(tenants.id, owner.tenantId)).get();
  const employee = tenant && (await employeeOf(db, tenant.id, owner.userId));
  if (!tenant || !employee) return undefined;
  const language = parseLanguage(employee.language ?? tenant.language);
  const principal = await loadPrincipal(db, { tenant, employee: { id: employee.id, data: employee.data } });
  // Only what the user may read (docs/sync-spec.md A2–A9), of the feed's own tenant.
  const docs = await readableDocuments({ db, tenant, principal, userId: owner.userId, language }, [
    ...DUE_SOURCE_TYPES,
  ]);
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const today = approvalDay(now.toISOString());
  // A register never reviewed has no due day to put in a calendar (DL-9); the due view lists it.
  const dated = dueItems(docs, today, windowEnd(today, FEED_DAYS)).filter((item) => !item.never);
  const items = dated.map((item) => {
    const doc = byId.get(item.id);
    return { item, title: doc ? documentTitle(doc.type, doc.data) : '' };
  });
  return calendarOf(items, tenant.fullName, publicUrl, language, now);
}

/**
 * The personal calendar feed (docs/domain/deadlines.md DL-14): the signed-in user creates,
 * replaces and revokes it in the active tenant; calendar apps fetch it by its secret URL alone.
 */
export function registerCalendarRoutes(app: FastifyInstance, db: Db, guard: Guard, publicUrl: string): void {
  const urlOf = (token: string) => `${publicUrl}${CALENDAR_PATH}/${token}.ics`;

  app.get(CALENDAR_FEED_PATH, { preHandler: guard({ tenant: true }) }, async (request) => {
    const { tenantId, userId } = caller(request);
    const feed = await feedOf(db, tenantId, userId);
    return feed ? { exists: true, createdAt: feed.createdAt } : { exists: false };
  });

  app.post(CALENDAR_FEED_PATH, { preHandler: guard({ tenant: true }) }, async (request) => {
    const { tenantId, userId } = caller(request);
    return { url: urlOf(await createFeed(db, tenantId, userId)) };
  });

  app.delete(CALENDAR_FEED_PATH, { preHandler: guard({ tenant: true }) }, async (request) => {
    const { tenantId, userId } = caller(request);
    await revokeFeed(db, tenantId, userId);
    return { exists: false };
  });

  app.get<{ Params: { file: string } }>(
    `${CALENDAR_PATH}/:file`,
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const calendar = /^[\w-]{20,100}$/.test(token) ? await feedCalendar(db, token, publicUrl, new Date()) : undefined;
      if (calendar === undefined) throw new AppError('NOT_FOUND', 'no such calendar feed');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(calendar);
    },
  );
}
