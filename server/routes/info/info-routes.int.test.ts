import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, callApi } from '../../test/api';
import { signIn, type Tokens } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

const ACME = {
  trimmedName: 'acme',
  fullName: 'Acme Chemie GmbH',
  subscribedModules: [
    'LEARN_MANAGEMENT',
    'PERMIT_MANAGEMENT',
    'EMPLOYEE_MANAGEMENT',
    'ACCESS_MANAGEMENT',
    'FACILITY_MANAGEMENT',
    'HAZARDOUS_SUBSTANCES',
    'RISK_ASSESSMENTS',
    'OPERATING_INSTRUCTIONS',
    'MAINTENANCE',
    'INCIDENT_MANAGEMENT',
    'MEASURE_MANAGEMENT',
    'SITE_INSPECTION_MANAGEMENT',
    'REGULATION_MANAGEMENT_CUSTOMER',
    'ADR_TRANSPORT_MANAGEMENT',
    'COMMISSION_MANAGEMENT',
  ],
  subscribedFeatures: ['SORGFALT_AI'],
};

const NORDLICHT = {
  trimmedName: 'nordlicht',
  fullName: 'Nordlicht Spedition GmbH',
  subscribedModules: [
    'ADR_TRANSPORT_MANAGEMENT',
    'EMPLOYEE_MANAGEMENT',
    'ACCESS_MANAGEMENT',
    'SITE_INSPECTION_MANAGEMENT',
    'MEASURE_MANAGEMENT',
  ],
  subscribedFeatures: [],
};

const PARAGRAF = {
  trimmedName: 'paragraf',
  fullName: 'Paragraf Rechtsberatung GmbH',
  subscribedModules: ['REGULATION_MANAGEMENT_MANAGER', 'EMPLOYEE_MANAGEMENT'],
  subscribedFeatures: [],
};

const byName = (tenants: unknown) =>
  Array.isArray(tenants)
    ? [...(tenants as { trimmedName: string }[])].sort((a, b) => a.trimmedName.localeCompare(b.trimmedName))
    : tenants;

describe('GET /api/v2/info/tenants and /api/v2/info/employee', () => {
  let server: TestServer;
  let anna: Tokens;
  let tom: Tokens;
  let lea: Tokens;
  let ben: Tokens;

  beforeAll(async () => {
    server = await startTestServer();
    const signInAs = (name: string) => signIn(server.url, `${name}@sorgfalt.example`);
    [anna, tom, lea, ben] = await Promise.all([signInAs('anna'), signInAs('tom'), signInAs('lea'), signInAs('ben')]);
  });

  afterAll(async () => {
    await server?.close();
  });

  const tenantsOf = async (tokens: Tokens) =>
    answer(await callApi(server.url, '/api/v2/info/tenants', { token: tokens.accessToken }));

  it('lists acme and nordlicht with their modules and features for Anna', async () => {
    const { status, body } = await tenantsOf(anna);
    expect(status).toBe(200);
    expect(byName(body)).toEqual([ACME, NORDLICHT]);
  });

  it('lists only nordlicht for Tom', async () => {
    expect(await tenantsOf(tom)).toEqual({ status: 200, body: [NORDLICHT] });
  });

  it('lists only paragraf for Lea', async () => {
    expect(await tenantsOf(lea)).toEqual({ status: 200, body: [PARAGRAF] });
  });

  it('lists no tenant for Ben, who is employed nowhere', async () => {
    expect(await tenantsOf(ben)).toEqual({ status: 200, body: [] });
  });

  it("answers with cache-control no-store, so no shared cache keeps one user's tenants", async () => {
    const response = await callApi(server.url, '/api/v2/info/tenants', { token: anna.accessToken });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it("returns Anna's employee of acme for Tenant acme", async () => {
    const response = await callApi(server.url, '/api/v2/info/employee', { token: anna.accessToken, tenant: 'acme' });
    expect(await answer(response)).toEqual({
      status: 200,
      body: {
        id: 'acme-emp-anna',
        firstName: 'Anna',
        lastName: 'Berger',
        email: 'anna@sorgfalt.example',
        jobTitle: 'Fachkraft für Arbeitssicherheit',
        accessRoles: ['acme-role-admin'],
        locations: [],
        departments: [],
        grants: [{ resource: 'ALL', action: 'ALL', organizationScope: 'ALL' }],
      },
    });
  });

  it("returns Anna's other employee for Tenant nordlicht", async () => {
    const response = await callApi(server.url, '/api/v2/info/employee', {
      token: anna.accessToken,
      tenant: 'nordlicht',
    });
    const { status, body } = await answer(response);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'nord-emp-anna', accessRoles: ['nord-role-admin'] });
  });

  it("returns Tom's employee with his role and location for Tenant nordlicht", async () => {
    const response = await callApi(server.url, '/api/v2/info/employee', {
      token: tom.accessToken,
      tenant: 'nordlicht',
    });
    expect(await answer(response)).toEqual({
      status: 200,
      body: {
        id: 'nord-emp-tom',
        firstName: 'Tom',
        lastName: 'Krüger',
        email: 'tom@sorgfalt.example',
        jobTitle: 'Berufskraftfahrer',
        accessRoles: ['nord-role-driver'],
        locations: ['nord-loc-hamburg'],
        departments: [],
        grants: [{ resource: 'TRANSPORT_DOCUMENTS', action: 'READ', organizationScope: 'OWN_LOCATION' }],
      },
    });
  });

  it('refuses Ben the employee of any tenant with 403', async () => {
    for (const tenant of ['acme', 'nordlicht', 'paragraf']) {
      const response = await callApi(server.url, '/api/v2/info/employee', { token: ben.accessToken, tenant });
      expect(await answer(response)).toEqual({ status: 403, body: { error: { code: 'FORBIDDEN' } } });
    }
  });

  it('refuses the employee with 403 FORBIDDEN when the Tenant header is missing', async () => {
    const response = await callApi(server.url, '/api/v2/info/employee', { token: anna.accessToken });
    expect(await answer(response)).toEqual({ status: 403, body: { error: { code: 'FORBIDDEN' } } });
  });
});
