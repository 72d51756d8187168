import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SET_PASSWORD_PATH } from '../../shared/api/accounts';
import { MAILS_PATH, type OutboxMailView, OutboxSchema } from '../../shared/api/mails';
import type { Mutation } from '../../shared/sync/protocol';
import { tenants } from '../db/schema';
import { SYNC_HEADERS, XSRF_HEADERS } from '../sync/test-support/sync-http';
import { readDocument } from '../sync/write-document';
import { answer, callApi } from '../test/api';
import { signIn } from '../test/sign-in';
import { startTestServer, type TestServer } from '../test/test-server';
import { type SmtpTestServer, startSmtpTestServer } from './test-support/smtp-test-server';

const RETRY_BASE_MS = 100;
const MAX_ATTEMPTS = 3;

let smtp: SmtpTestServer;
let server: TestServer;
let anna: string;
let clientNumber = 0;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startTestServer({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Sorgfalt <sorgfalt@example.org>',
      MAIL_RETRY_BASE_MS: String(RETRY_BASE_MS),
      MAIL_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
    },
  });
  anna = (await signIn(server.url, 'anna@sorgfalt.example')).accessToken;
}, 60_000);
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** Ticks the employee's "create account" box, as the employee screen does. */
async function createAccount(tenant: string, id: string): Promise<string> {
  const current = await readDocument(server.database.db, `tenant-${tenant}`, id);
  if (!current) throw new Error(`no ${id}`);
  const mutation: Mutation = {
    op: 'patch',
    number: 1,
    type: 'EMPLOYEE',
    id,
    baseVersion: current.version,
    fields: { shouldCreateAccount: { value: true, base: current.data.shouldCreateAccount ?? null } },
  };
  const { status, body } = await answer(
    await callApi(server.url, '/api/v2/sync/push', {
      token: anna,
      tenant,
      method: 'POST',
      headers: { ...SYNC_HEADERS, ...XSRF_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: `mail-test-${++clientNumber}`, mutations: [mutation] }),
    }),
  );
  expect({ status, body }).toMatchObject({ status: 200, body: { results: [{ status: 'applied' }] } });
  return String(current.data.email).toLowerCase();
}

/** The tenant's outbox as Settings › E-mails reads it. */
async function outbox(tenant: string): Promise<OutboxMailView[]> {
  const { status, body } = await answer(await callApi(server.url, MAILS_PATH, { token: anna, tenant }));
  expect(status).toBe(200);
  return v.parse(OutboxSchema, body).mails;
}

/** Waits until the outbox's mail to `recipient` reaches `state`. */
async function settled(tenant: string, recipient: string, state: OutboxMailView['state']): Promise<OutboxMailView> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = (await outbox(tenant)).find((candidate) => candidate.recipient === recipient);
    if (mail?.state === state) return mail;
    if (Date.now() > deadline) throw new Error(`mail to ${recipient}: ${JSON.stringify(mail)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const received = (recipient: string) => smtp.mails.filter((mail) => mail.to.includes(recipient));

function setPassword(link: string, password: string) {
  const token = link.split('#token=')[1] ?? '';
  return fetch(`${server.url}${SET_PASSWORD_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password }),
  });
}

const linkIn = (text: string) =>
  new RegExp(`${server.url}${SET_PASSWORD_PATH}#token=[A-Za-z0-9_-]{43}`).exec(text)?.[0];

describe('the invitation mail', () => {
  it("reaches a German tenant's new employee with a link that sets the password", async () => {
    const email = await createAccount('acme', 'acme-emp-hoffmann');
    const listed = await settled('acme', email, 'sent');
    const [mail, ...more] = received(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      from: 'sorgfalt@example.org',
      to: [email],
      subject: 'Ihr Zugang zu Sorgfalt für Acme Chemie GmbH',
      contentLanguage: 'de',
    });
    expect(mail?.text).toContain('Hallo ');
    expect(mail?.text).toContain('innerhalb von 7 Tagen');
    expect(listed).toMatchObject({ subject: mail?.subject, attempts: 1, lastError: null, language: 'de' });
    expect(listed.sentAt).toBeGreaterThanOrEqual(listed.createdAt);

    const link = linkIn(mail?.text ?? '');
    expect(link).toBeDefined();
    expect((await setPassword(link ?? '', 'ein-langes-passwort')).status).toBe(204);
    expect((await signIn(server.url, email, 'ein-langes-passwort')).accessToken).not.toBe('');
  });

  it('is written in English for a tenant whose language is English', async () => {
    await server.database.db.update(tenants).set({ language: 'en' }).where(eq(tenants.id, 'tenant-nordlicht')).run();
    const email = await createAccount('nordlicht', 'nord-emp-petersen');
    await settled('nordlicht', email, 'sent');
    const [mail] = received(email);
    expect(mail).toMatchObject({ subject: 'Your Sorgfalt access for Nordlicht Spedition GmbH', contentLanguage: 'en' });
    expect(mail?.text).toContain('Hello Jan Petersen,');
    expect((await setPassword(linkIn(mail?.text ?? '') ?? '', 'another-long-password')).status).toBe(204);
    expect((await outbox('acme')).some((listed) => listed.recipient === email)).toBe(false);
  });
});

describe('the outbox route', () => {
  it('is refused to a member who may not change every employee, and to another tenant', async () => {
    const tom = (await signIn(server.url, 'tom@sorgfalt.example')).accessToken;
    expect((await callApi(server.url, MAILS_PATH, { token: tom, tenant: 'nordlicht' })).status).toBe(403);
    expect((await callApi(server.url, MAILS_PATH, { token: tom, tenant: 'acme' })).status).toBe(403);
  });
});

describe('a failing SMTP server', () => {
  it('fails a mail the server rejects for good (5xx) at once, visibly', async () => {
    smtp.behaviour = { reject: 550, message: 'mailbox unavailable' };
    const email = await createAccount('acme', 'acme-emp-klein');
    const mail = await settled('acme', email, 'failed');
    expect(mail.attempts).toBe(1);
    expect(mail.lastError).toContain('550');
    expect(received(email)).toEqual([]);
  });

  it('retries a temporary failure (4xx) with growing waits, then shows it failed', async () => {
    smtp.behaviour = { reject: 421, message: 'try again later' };
    const before = smtp.attempts.length;
    const email = await createAccount('acme', 'acme-emp-wagner');
    const mail = await settled('acme', email, 'failed');
    expect(mail.attempts).toBe(MAX_ATTEMPTS);
    expect(mail.lastError).toContain('421');
    const times = smtp.attempts.slice(before);
    expect(times).toHaveLength(MAX_ATTEMPTS);
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(RETRY_BASE_MS);
    expect((times[2] ?? 0) - (times[1] ?? 0)).toBeGreaterThanOrEqual(2 * RETRY_BASE_MS);
    smtp.behaviour = { accept: true };
  });
});
