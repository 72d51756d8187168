import { MODULE_CODES, type ModuleCode } from '../../shared/modules';

/** The fixed demo data of issue 2: tests and newcomers rely on every value here. */
export const DEMO_PASSWORD = 'sorgfalt';

export interface DemoAccount {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly note: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { id: 'demo-anna', email: 'anna@sorgfalt.example', name: 'Anna Berger', note: 'acme, nordlicht · Administration' },
  { id: 'demo-tom', email: 'tom@sorgfalt.example', name: 'Tom Krüger', note: 'nordlicht · Fahrer' },
  { id: 'demo-lea', email: 'lea@sorgfalt.example', name: 'Lea Vogel', note: 'paragraf · Administration' },
  { id: 'demo-ben', email: 'ben@sorgfalt.example', name: 'Ben Ohnefirma', note: '—' },
];

export interface DemoTenant {
  readonly id: string;
  readonly trimmedName: string;
  readonly fullName: string;
  readonly subscribedModules: readonly ModuleCode[];
  readonly subscribedFeatures: readonly string[];
}

export const DEMO_TENANTS: readonly DemoTenant[] = [
  {
    id: 'tenant-acme',
    trimmedName: 'acme',
    fullName: 'Acme Chemie GmbH',
    subscribedModules: MODULE_CODES,
    subscribedFeatures: ['SORGFALT_AI'],
  },
  {
    id: 'tenant-nordlicht',
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
  },
  {
    id: 'tenant-paragraf',
    trimmedName: 'paragraf',
    fullName: 'Paragraf Rechtsberatung GmbH',
    subscribedModules: ['REGULATION_MANAGEMENT_MANAGER', 'EMPLOYEE_MANAGEMENT'],
    subscribedFeatures: [],
  },
];

export interface DemoDocument {
  readonly tenantId: string;
  readonly id: string;
  readonly type: string;
  readonly data: Record<string, unknown>;
  /** The embedded account that signs in as this employee. */
  readonly account?: string;
}

const administration = (tenantId: string, id: string): DemoDocument => ({
  tenantId,
  id,
  type: 'ACCESS_ROLE',
  data: {
    name: 'Administration',
    scopes: [
      {
        id: `${id}-scope-all`,
        resource: 'ALL',
        rules: [{ id: `${id}-rule-all`, action: 'ALL', organizationScope: 'ALL', locations: [], departments: [] }],
      },
    ],
  },
});

const employee = (
  tenantId: string,
  id: string,
  person: { firstName: string; lastName: string; email: string; jobTitle: string },
  roles: string[],
  locations: string[],
  account: string,
): DemoDocument => ({
  tenantId,
  id,
  type: 'EMPLOYEE',
  account,
  data: { ...person, hasAccount: true, accessRoles: roles, locations, departments: [] },
});

const anna = {
  firstName: 'Anna',
  lastName: 'Berger',
  email: 'anna@sorgfalt.example',
  jobTitle: 'Fachkraft für Arbeitssicherheit',
};

export const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  administration('tenant-acme', 'acme-role-admin'),
  employee('tenant-acme', 'acme-emp-anna', anna, ['acme-role-admin'], [], 'demo-anna'),
  {
    tenantId: 'tenant-nordlicht',
    id: 'nord-loc-hamburg',
    type: 'LOCATION',
    data: {
      name: 'Depot Hamburg',
      address: { street: 'Am Hafen', houseNumber: '12', zipCode: '20457', city: 'Hamburg' },
    },
  },
  administration('tenant-nordlicht', 'nord-role-admin'),
  {
    tenantId: 'tenant-nordlicht',
    id: 'nord-role-driver',
    type: 'ACCESS_ROLE',
    data: {
      name: 'Fahrer',
      scopes: [
        {
          id: 'nord-role-driver-scope-transport',
          resource: 'TRANSPORT_DOCUMENTS',
          rules: [
            {
              id: 'nord-role-driver-rule-read',
              action: 'READ',
              organizationScope: 'OWN_LOCATION',
              locations: [],
              departments: [],
            },
          ],
        },
      ],
    },
  },
  employee('tenant-nordlicht', 'nord-emp-anna', anna, ['nord-role-admin'], [], 'demo-anna'),
  employee(
    'tenant-nordlicht',
    'nord-emp-tom',
    { firstName: 'Tom', lastName: 'Krüger', email: 'tom@sorgfalt.example', jobTitle: 'Berufskraftfahrer' },
    ['nord-role-driver'],
    ['nord-loc-hamburg'],
    'demo-tom',
  ),
  administration('tenant-paragraf', 'para-role-admin'),
  employee(
    'tenant-paragraf',
    'para-emp-lea',
    { firstName: 'Lea', lastName: 'Vogel', email: 'lea@sorgfalt.example', jobTitle: 'Rechtsanwältin' },
    ['para-role-admin'],
    [],
    'demo-lea',
  ),
];
