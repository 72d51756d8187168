import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { MAIL_NO_SMTP } from '../../shared/api/mails';
import type { Language } from '../../shared/cookies';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';

export type OutboxMail = typeof mailOutbox.$inferSelect;
export type MailState = 'pending' | 'sending' | 'sent' | 'failed';

export interface NewMail {
  readonly tenantId: string;
  readonly recipient: string;
  readonly language: Language;
  /** What the mail is for, e.g. `invitation`. */
  readonly kind: string;
  readonly subject: string;
  readonly text: string;
}

/** The reason a pending mail shows while no SMTP server is configured (Settings words it). */
export const NO_SMTP = MAIL_NO_SMTP;

/** Writes a mail to the outbox; called inside the transaction of the change that causes it. */
export async function enqueueMail(db: Db, mail: NewMail, now = Date.now()): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ ...mail, id: randomUUID(), state: 'pending', attempts: 0, nextAttemptAt: now, createdAt: now })
    .run();
}

/**
 * Writes a mail under an id derived from what it is about (a reminder: tenant, subject, due day,
 * recipient), unless a mail with that id exists: a job that runs again writes nothing twice.
 * Answers whether the mail was written.
 */
export async function enqueueMailOnce(db: Db, id: string, mail: NewMail, now = Date.now()): Promise<boolean> {
  const written = await db
    .insert(mailOutbox)
    .values({ ...mail, id, state: 'pending', attempts: 0, nextAttemptAt: now, createdAt: now })
    .onConflictDoNothing({ target: mailOutbox.id })
    .returning({ id: mailOutbox.id })
    .all();
  return written.length > 0;
}

/** A tenant's mails, newest first. */
export function tenantMails(db: Db, tenantId: string, limit: number): Promise<OutboxMail[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.tenantId, tenantId))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit)
    .all();
}

const due = (now: number) =>
  or(
    and(eq(mailOutbox.state, 'pending'), lte(mailOutbox.nextAttemptAt, now)),
    and(eq(mailOutbox.state, 'sending'), lte(mailOutbox.leaseUntil, now)),
  );

/**
 * Takes up to `limit` due mails (pending and due, or sending with a lease run out) for one
 * attempt each, in one UPDATE … RETURNING. The condition stands in the outer WHERE as well:
 * PostgreSQL re-checks it on a row another instance changed meanwhile, so two instances never
 * take the same mail.
 */
export function claimDueMails(db: Db, now: number, leaseMs: number, limit: number): Promise<OutboxMail[]> {
  const candidates = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(due(now))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit);
  return db
    .update(mailOutbox)
    .set({ state: 'sending', leaseUntil: now + leaseMs, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(inArray(mailOutbox.id, candidates), due(now)))
    .returning()
    .all();
}

export async function markSent(db: Db, id: string, now: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ state: 'sent', sentAt: now, leaseUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id))
    .run();
}

/** After a failed attempt: pending again at `retryAt`, or failed for good (retryAt undefined). */
export async function markFailedAttempt(db: Db, id: string, error: string, retryAt: number | undefined): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryAt === undefined
        ? { state: 'failed', leaseUntil: null, lastError: error }
        : { state: 'pending', leaseUntil: null, lastError: error, nextAttemptAt: retryAt },
    )
    .where(eq(mailOutbox.id, id))
    .run();
}

/** Gives a claimed mail back untried (the sender stops): pending again, the attempt not counted. */
export async function releaseMail(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ state: 'pending', leaseUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'sending')))
    .run();
}

/** Without an SMTP server, pending mails say why they wait. */
export async function markWaitingForSmtp(db: Db): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lastError: NO_SMTP })
    .where(and(eq(mailOutbox.state, 'pending'), isNull(mailOutbox.lastError)))
    .run();
}
