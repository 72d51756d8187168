import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../../db/database';
import { documents, mailOutbox } from '../../../db/schema';
import { runSlot, type SlotResult } from '../../../jobs/run-slot';
import {
  type ReceivedMail,
  type SmtpTestServer,
  startSmtpTestServer,
} from '../../../mail/test-support/smtp-test-server';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { dueReminders } from '../due-reminder-job';

/** A server with the demo data, sending mail to a real SMTP server on loopback, and the reminder job to run. */
export interface ReminderRun {
  readonly server: TestServer;
  readonly db: Db;
  /** Runs the job's slot at 05:30 UTC of the day, as the schedule does. */
  runOn(date: string): Promise<SlotResult>;
  /** The digests in a tenant's outbox, oldest first. */
  digests(tenantId: string): Promise<(typeof mailOutbox.$inferSelect)[]>;
  /** The reminders in the app: a tenant's notifications about due dates. */
  reminders(tenantId: string): Promise<(typeof documents.$inferSelect)[]>;
  /** Waits until the SMTP server has received `count` mails to the recipient (that contain `text`); answers them. */
  receivedBy(recipient: string, count: number, text?: string): Promise<ReceivedMail[]>;
}

/**
 * Starts the SMTP server and the test server before the file's tests and closes both after
 * them (the `server-postgres` project runs the same on PostgreSQL); the tests use what it
 * answers once `beforeAll` has run.
 */
export function setUpReminderRun(): ReminderRun {
  let smtp: SmtpTestServer | undefined;
  let server: TestServer | undefined;
  const started = () => {
    if (!server || !smtp) throw new Error('the reminder run starts in beforeAll');
    return { server, smtp, db: server.database.db };
  };
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    server = await startTestServer({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Sorgfalt <sorgfalt@example.org>', MAIL_RETRY_BASE_MS: '100' },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  return {
    get server() {
      return started().server;
    },
    get db() {
      return started().db;
    },
    runOn: (date) => {
      const { db, server } = started();
      return runSlot(db, dueReminders(server.url), new Date(`${date}T05:30:00Z`), 'schedule');
    },
    digests: (tenantId) =>
      started()
        .db.select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.kind, 'due-digest')))
        .orderBy(mailOutbox.createdAt)
        .all(),
    reminders: async (tenantId) => {
      const rows = await started()
        .db.select()
        .from(documents)
        .where(and(eq(documents.tenantId, tenantId), eq(documents.type, 'NOTIFICATION')))
        .orderBy(documents.id)
        .all();
      return rows.filter((row) => row.data.action === 'DUE_SOON' || row.data.action === 'OVERDUE');
    },
    receivedBy: async (recipient, count, text = '') => {
      const { smtp } = started();
      const deadline = Date.now() + 15_000;
      for (;;) {
        const mails = smtp.mails.filter((mail) => mail.to.includes(recipient) && mail.text.includes(text));
        if (mails.length >= count) return mails;
        if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} mails to ${recipient}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
