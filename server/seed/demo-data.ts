import { MODULE_CODES, type ModuleCode } from '../../shared/modules';
import { ACME_DOCUMENTS } from './demo/acme';
import { ACME_FILES } from './demo/acme/facilities';
import type { DemoDocument } from './demo/document';
import { NORDLICHT_DOCUMENTS } from './demo/nordlicht';
import { PARAGRAF_DOCUMENTS } from './demo/paragraf';
import type { DemoFile } from './demo/signed-commission';

export type { DemoDocument } from './demo/document';

/**
 * The fixed demo data (issues 2 and 3): tests and newcomers rely on every value here. The
 * documents of each tenant live in demo/; this file holds accounts, tenants and their sum.
 */
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
  { id: 'demo-jana', email: 'jana@sorgfalt.example', name: 'Jana Roth', note: 'acme · Lager, eigene Unterweisungen' },
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
    // Every module but the regulation manager's: acme is a customer of paragraf (issue 22).
    subscribedModules: MODULE_CODES.filter((module) => module !== 'REGULATION_MANAGEMENT_MANAGER'),
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

/**
 * The operator's regulation customer relations of the demo (decision 0043): acme is paragraf's
 * customer and shares its evaluations; nordlicht, though named on some regulations, is not.
 */
export const DEMO_REGULATION_CUSTOMERS: readonly {
  readonly managerTenantId: string;
  readonly customerTenantId: string;
  readonly sharesEvaluations: boolean;
}[] = [{ managerTenantId: 'tenant-paragraf', customerTenantId: 'tenant-acme', sharesEvaluations: true }];

/** Every tenant's documents, each tenant's in the order the seed commits them. */
export const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  ...ACME_DOCUMENTS,
  ...NORDLICHT_DOCUMENTS,
  ...PARAGRAF_DOCUMENTS,
];

/** The files the demo documents reference (signed written commissions), stored as each tenant's blobs. */
export const DEMO_FILES: readonly DemoFile[] = ACME_FILES;
