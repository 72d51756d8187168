import { tenants } from '../../db/schema';
import { defineJob, type Job } from '../../jobs/job';
import { remindTenant } from './review-reminders';

const MODULE = 'HAZARDOUS_SUBSTANCES';

/**
 * `substance-register.review-reminder` (docs/domain/substances.md REG-10, decision 0029): daily
 * at 05:00 UTC, the people who may keep a location's hazardous substance register are reminded by
 * mail when its yearly review is due within 30 days, overdue, or was never recorded. Each tenant
 * with the hazardous substances module commits on its own; the mails' ids make a second run of
 * the day, or of a later day, write nothing twice.
 */
export function registerReviewReminder(publicUrl: string): Job {
  return defineJob({
    name: 'substance-register.review-reminder',
    schedule: '0 5 * * *',
    ownTransactions: true,
    run: async ({ slot, db }) => {
      const today = slot.toISOString().slice(0, 10);
      let tenantCount = 0;
      let due = 0;
      let mails = 0;
      for (const tenant of await db.select().from(tenants).orderBy(tenants.id).all()) {
        if (!tenant.subscribedModules.includes(MODULE)) continue;
        const counts = await db.transaction((tx) => remindTenant(tx, tenant, today, publicUrl));
        tenantCount += 1;
        due += counts.due;
        mails += counts.mails;
      }
      return { tenants: tenantCount, due, mails };
    },
  });
}
