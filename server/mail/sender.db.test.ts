import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import type { MailConfig } from './mail-config';
import { claimDueMails, enqueueMail, NO_SMTP, tenantMails } from './outbox';
import { type Deliver, sendDueMails } from './sender';

const CONFIG: MailConfig = { smtp: undefined, maxAttempts: 3, retryBaseMs: 1000 };
const NEW_MAIL = {
  tenantId: 't-1',
  recipient: 'a@example.org',
  language: 'de',
  kind: 'test',
  subject: 'S',
  text: 'T',
} as const;

const quiet = () => undefined;
const SILENT = { info: quiet, warn: quiet, error: quiet };

let database: ReturnType<typeof openDatabase>;
beforeEach(() => {
  database = openDatabase(':memory:');
});
afterEach(() => database.close());

const deps = (deliver: Deliver | undefined) => ({
  db: database.db,
  config: CONFIG,
  deliver,
  log: SILENT,
});
const only = async () => (await tenantMails(database.db, 't-1', 10))[0];

describe('the mail sender', () => {
  it('leaves mails pending without SMTP and says why', async () => {
    await enqueueMail(database.db, NEW_MAIL, 0);
    expect(await sendDueMails(deps(undefined), () => 10)).toBe(0);
    expect(await only()).toMatchObject({ state: 'pending', attempts: 0, lastError: NO_SMTP });
  });

  it('gives a claimed mail to one sender only, and again once its lease ran out', async () => {
    await enqueueMail(database.db, NEW_MAIL, 0);
    expect(await claimDueMails(database.db, 10, 1000, 5)).toHaveLength(1);
    expect(await claimDueMails(database.db, 20, 1000, 5)).toEqual([]);
    expect(await claimDueMails(database.db, 1010, 1000, 5)).toMatchObject([{ attempts: 2, state: 'sending' }]);
  });

  it('waits longer after each failed attempt and marks the mail failed after the last', async () => {
    await enqueueMail(database.db, NEW_MAIL, 0);
    const failing: Deliver = async () => {
      throw Object.assign(new Error('try later'), { responseCode: 421, response: '421 try later' });
    };
    await sendDueMails(deps(failing), () => 0);
    expect(await only()).toMatchObject({
      state: 'pending',
      attempts: 1,
      nextAttemptAt: 1000,
      lastError: '421 try later',
    });
    expect(await sendDueMails(deps(failing), () => 999)).toBe(0);
    await sendDueMails(deps(failing), () => 1000);
    expect(await only()).toMatchObject({ state: 'pending', attempts: 2, nextAttemptAt: 3000 });
    await sendDueMails(deps(failing), () => 3000);
    expect(await only()).toMatchObject({ state: 'failed', attempts: 3, lastError: '421 try later' });
    expect(await sendDueMails(deps(failing), () => 1_000_000)).toBe(0);
  });

  it('gives taken mails back untried when the sender stops', async () => {
    await enqueueMail(database.db, NEW_MAIL, 0);
    const never: Deliver = async () => {
      throw new Error('must not be tried');
    };
    expect(
      await sendDueMails(
        deps(never),
        () => 5,
        () => true,
      ),
    ).toBe(1);
    expect(await only()).toMatchObject({ state: 'pending', attempts: 0, leaseUntil: null, lastError: null });
  });

  it('marks a delivered mail sent', async () => {
    await enqueueMail(database.db, NEW_MAIL, 0);
    const sent: string[] = [];
    await sendDueMails(
      deps(async (mail) => {
        sent.push(mail.recipient);
      }),
      () => 5,
    );
    expect(sent).toEqual(['a@example.org']);
    expect(await only()).toMatchObject({ state: 'sent', sentAt: 5, attempts: 1, lastError: null });
  });
});
