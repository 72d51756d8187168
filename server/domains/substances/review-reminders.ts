import { and, eq, inArray } from 'drizzle-orm';
import { canOnDocument, type Principal } from '../../../shared/access/evaluate';
import { parseLanguage } from '../../../shared/cookies';
import {
  latestReviews,
  REGISTER_SOURCE_TYPES,
  type ReviewStatus,
  registerRows,
  registerSources,
  reviewStatus,
} from '../../../shared/domain/substances';
import { documentTitle } from '../../../shared/entities/document-title';
import { substanceRegisterReview } from '../../../shared/entities/substance-register-review';
import type { Tenant } from '../../auth/identity';
import { loadPrincipal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { documents, employeeAccounts } from '../../db/schema';
import { enqueueMailOnce } from '../../mail/outbox';
import { type RemindedStatus, type ReminderText, reminderMail } from './reminder-mail';

/** What the reminders of one tenant did, for the job's record. */
export interface ReminderCounts {
  /** Locations whose register is due within the look-ahead, overdue or never reviewed. */
  readonly due: number;
  /** Mails written now; a reminder written by an earlier run is not counted again. */
  readonly mails: number;
}

/** Someone who may keep a location's register and can be mailed (REG-10). */
interface Keeper {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly principal: Principal;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** The tenant's employees bound to a sign-in account, not deleted, with an e-mail address. */
async function keepers(db: Db, tenant: Tenant): Promise<Keeper[]> {
  const rows = await db
    .select({ id: documents.id, data: documents.data })
    .from(employeeAccounts)
    .innerJoin(
      documents,
      and(
        eq(documents.tenantId, employeeAccounts.tenantId),
        eq(documents.id, employeeAccounts.employeeId),
        eq(documents.type, 'EMPLOYEE'),
        eq(documents.deleted, false),
      ),
    )
    .where(eq(employeeAccounts.tenantId, tenant.id))
    .orderBy(documents.id)
    .all();
  const found: Keeper[] = [];
  for (const row of rows) {
    const email = typeof row.data.email === 'string' ? row.data.email.trim() : '';
    if (!EMAIL.test(email)) continue;
    const principal = await loadPrincipal(db, { tenant, employee: { id: row.id, data: row.data } });
    found.push({ id: row.id, name: documentTitle('EMPLOYEE', row.data), email, principal });
  }
  return found;
}

/** The names of the employees who recorded the latest reviews, as far as they still exist. */
async function reviewerNames(db: Db, tenantId: string, statuses: readonly ReviewStatus[]) {
  const ids = [
    ...new Set(statuses.flatMap((status) => (status.state === 'never' ? [] : (status.last.reviewedBy ?? [])))),
  ];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: documents.id, data: documents.data })
          .from(documents)
          .where(
            and(
              eq(documents.tenantId, tenantId),
              inArray(documents.id, ids),
              eq(documents.type, 'EMPLOYEE'),
              eq(documents.deleted, false),
            ),
          )
          .all();
  return new Map(rows.map((row) => [row.id, documentTitle('EMPLOYEE', row.data)]));
}

/** The id of one reminder: one per tenant, location, due day (or "never") and recipient. */
export function reminderId(tenantId: string, location: string, status: ReviewStatus, employee: string): string {
  const due = status.state === 'never' ? 'never' : status.dueOn;
  return `register-review:${tenantId}:${location}:${due}:${employee}`;
}

/**
 * REG-10: reminds the keepers of every location of the tenant whose register lists hazardous
 * substances and is due within the look-ahead, overdue or never reviewed, by mail in the tenant's
 * language, once per location, due day and recipient. Runs in the caller's transaction.
 */
export async function remindTenant(db: Db, tenant: Tenant, today: string, publicUrl: string): Promise<ReminderCounts> {
  const rows = await db
    .select({ id: documents.id, type: documents.type, data: documents.data })
    .from(documents)
    .where(
      and(
        eq(documents.tenantId, tenant.id),
        inArray(documents.type, [...REGISTER_SOURCE_TYPES, substanceRegisterReview.type]),
        eq(documents.deleted, false),
      ),
    )
    .all();
  const sources = registerSources(rows);
  const names = new Map(sources.locations.map((location) => [location.id, String(location.data.name ?? '')]));
  const latest = latestReviews(rows.filter((row) => row.type === substanceRegisterReview.type));
  const locations = [...new Set(registerRows(sources).flatMap((row) => row.locations))].sort();
  const due = locations
    .map((location) => ({ location, status: reviewStatus(latest.get(location), today) }))
    // REG-10: due soon, overdue or never reviewed; a current review is not reminded of.
    .filter((entry): entry is { location: string; status: RemindedStatus } => entry.status.state !== 'current');
  if (due.length === 0) return { due: 0, mails: 0 };
  const candidates = await keepers(db, tenant);
  const reviewers = await reviewerNames(
    db,
    tenant.id,
    due.map(({ status }) => status),
  );
  const language = parseLanguage(tenant.language);
  let mails = 0;
  for (const { location, status } of due) {
    const place = { locations: new Set([location]), departments: new Set<string>() };
    const reviewer = status.state === 'never' ? undefined : status.last.reviewedBy;
    for (const keeper of candidates) {
      if (!canOnDocument(keeper.principal, 'CREATE', substanceRegisterReview, place)) continue;
      const text: ReminderText = {
        company: tenant.fullName,
        location: names.get(location) ?? '',
        recipient: keeper.name,
        reviewer: reviewer === undefined ? undefined : reviewers.get(reviewer),
        link: `${publicUrl}/hazardous_substances?location=${encodeURIComponent(location)}`,
      };
      const mail = reminderMail(status, text, language);
      const written = await enqueueMailOnce(db, reminderId(tenant.id, location, status, keeper.id), {
        tenantId: tenant.id,
        recipient: keeper.email,
        language,
        kind: 'register-review',
        ...mail,
      });
      if (written) mails += 1;
    }
  }
  return { due: due.length, mails };
}
