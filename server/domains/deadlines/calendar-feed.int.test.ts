import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds } from '../../db/schema';
import { answer, callApi } from '../../test/api';
import { signIn, type Tokens } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';
import { CALENDAR_FEED_PATH } from './calendar-routes';

const XSRF = { cookie: 'XSRF-TOKEN=feed-xsrf', 'x-xsrf-token': 'feed-xsrf' };

describe('the personal calendar feed (DL-14)', () => {
  let server: TestServer;
  let anna: Tokens;
  let tom: Tokens;

  beforeAll(async () => {
    server = await startTestServer();
    [anna, tom] = await Promise.all([
      signIn(server.url, 'anna@sorgfalt.example'),
      signIn(server.url, 'tom@sorgfalt.example'),
    ]);
  });
  afterAll(async () => {
    await server?.close();
  });

  const call = async (tokens: Tokens, tenant: string, method: string) =>
    answer(await callApi(server.url, CALENDAR_FEED_PATH, { token: tokens.accessToken, tenant, method, headers: XSRF }));
  const create = async (tokens: Tokens, tenant: string) => {
    const created = await call(tokens, tenant, 'POST');
    expect(created.status).toBe(200);
    return (created.body as { url: string }).url;
  };
  /** A feed fetched as a calendar app does: no token, no cookie, the URL alone. */
  const fetchFeed = (url: string) => fetch(url, { redirect: 'manual' });
  /** The calendar's text with its long lines unfolded (RFC 5545 3.1). */
  const unfolded = async (response: Response) => (await response.text()).replace(/\r\n /g, '');

  it('DL-14: serves what the user may read of the tenant, as all-day events linked to the app; the secret is stored hashed', async () => {
    expect(await call(anna, 'acme', 'GET')).toEqual({ status: 200, body: { exists: false } });
    const url = await create(anna, 'acme');
    expect(url).toMatch(new RegExp(`^${server.url}/api/v2/calendar/[\\w-]{43}\\.ics$`));
    expect((await call(anna, 'acme', 'GET')).body).toMatchObject({ exists: true });
    const response = await fetchFeed(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const ics = await unfolded(response);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    // Overdue in the demo on any day after the reference day: the tank farm's lightning protection (DL-5).
    expect(ics).toContain('SUMMARY:Prüfung: Prüfung Blitzschutz und Erdung Tanklager Nord');
    expect(ics).toContain('UID:INSPECTION:acme-insp-tank-farm-lightning:2026-09-27@sorgfalt');
    expect(ics).toContain('DTSTART;VALUE=DATE:20260927');
    expect(ics).toContain(`URL;VALUE=URI:${server.url}/inspections/acme-insp-tank-farm-lightning`);
    // DL-15: a training per due day of its sessions; DL-9: a register review on its due day.
    expect(ics).toContain('SUMMARY:Unterweisung fällig: Unterweisung Flurförderzeuge (DGUV Vorschrift 68)');
    expect(ics).toMatch(/UID:TRAINING:acme-training-forklift:\d{4}-\d{2}-\d{2}:\d{4}-\d{2}-\d{2}@sorgfalt/);
    expect(ics).toContain('UID:REGISTER_REVIEW:acme-loc-mannheim:2026-09-27@sorgfalt');
    // Nothing of another tenant: Nordlicht's measures are not in Acme's feed.
    expect(ics).not.toContain('Zurrgurte');
    const token = url.split('/').at(-1)?.replace('.ics', '') ?? '';
    const stored = await server.database.db.select().from(calendarFeeds).all();
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("DL-14: a feed of another tenant holds that tenant's items alone; a driver's feed holds nothing of Acme", async () => {
    const nordlicht = await unfolded(await fetchFeed(await create(anna, 'nordlicht')));
    expect(nordlicht).toContain('Beschädigte Zurrgurte aussondern und ersetzen');
    expect(nordlicht).not.toMatch(/Tanklager|Gabelstapler|Acme/);
    const driver = await fetchFeed(await create(tom, 'nordlicht'));
    expect(driver.status).toBe(200);
    expect(await unfolded(driver)).not.toMatch(/Tanklager|Gabelstapler|Acme/);
    expect((await call(tom, 'acme', 'POST')).status).toBe(403);
  });

  it('DL-14: a new link replaces the old one, a revoked link answers 404, as does a made-up one', async () => {
    const first = await create(anna, 'acme');
    const second = await create(anna, 'acme');
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);
    expect(await call(anna, 'acme', 'DELETE')).toEqual({ status: 200, body: { exists: false } });
    expect((await fetchFeed(second)).status).toBe(404);
    expect(await call(anna, 'acme', 'GET')).toEqual({ status: 200, body: { exists: false } });
    expect((await fetchFeed(`${server.url}/api/v2/calendar/${'x'.repeat(43)}.ics`)).status).toBe(404);
    expect((await fetchFeed(`${server.url}/api/v2/calendar/short.ics`)).status).toBe(404);
    expect(
      (await answer(await callApi(server.url, CALENDAR_FEED_PATH, { tenant: 'acme', method: 'POST', headers: XSRF })))
        .status,
    ).toBe(401);
  });
});
