import { tenants } from '../../db/schema';
import { defineJob, type Job } from '../../jobs/job';
import { remindDue } from './due-reminders';

/**
 * `deadlines.due-reminders` (docs/domain/deadlines.md DL-12, DL-13, decisions 0041, 0051): daily
 * at 05:30 UTC, the people responsible for what falls due within 14 days or is overdue (for a
 * register review: those who may record it) are reminded in the app and by one digest mail, heads
 * of department of what is overdue too long. Each tenant
 * commits on its own; the reminders' ids make a second run of the day write nothing twice.
 */
export function dueReminders(publicUrl: string): Job {
  return defineJob({
    name: 'deadlines.due-reminders',
    schedule: '30 5 * * *',
    ownTransactions: true,
    run: async ({ slot, db }) => {
      const today = slot.toISOString().slice(0, 10);
      let tenantCount = 0;
      let reminders = 0;
      let mails = 0;
      for (const tenant of await db.select().from(tenants).orderBy(tenants.id).all()) {
        const counts = await db.transaction((tx) => remindDue(tx, tenant, today, publicUrl));
        tenantCount += 1;
        reminders += counts.reminders;
        mails += counts.mails;
      }
      return { tenants: tenantCount, reminders, mails };
    },
  });
}
