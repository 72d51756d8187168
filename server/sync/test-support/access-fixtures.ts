import type { AccessAction, AccessResource } from '../../../shared/enums/access';
import type { Mutation } from '../../../shared/sync/protocol';
import { EMBEDDED_ISSUER_KEY } from '../../auth/identity';
import type { Db } from '../../db/database';
import { employeeAccounts, idpAccounts, users } from '../../db/schema';
import { hashPassword } from '../../idp/passwords';
import { finishSignIn, startSignIn, submitLogin } from '../../test/sign-in';

/**
 * Fixtures and the expected answers of the access matrix (server/sync/access-matrix.int.test.ts):
 * places, one document builder per resource under test, employees with their roles, and an
 * expectation model of docs/sync-spec.md A2–A5 written without shared/access/evaluate.ts.
 */

export const ACME_TENANT_ID = 'tenant-acme';
export const MATRIX_PASSWORD = 'matrix-passwort';
const ANNA = 'acme-emp-anna';

export const LOC_NORD = 'am-loc-nord';
export const LOC_SUED = 'am-loc-sued';
export const DEP_MONTAGE = 'am-dep-montage';
export const DEP_LAGER = 'am-dep-lager';
export const DEP_PRODUKTION = 'am-dep-produktion';

/** Where a document under test sits; every employee of the matrix works at Werk Nord. */
export type PlaceKey = 'nordMontage' | 'nordLager' | 'nord' | 'suedProduktion' | 'sued' | 'none';

export const PLACE_LABELS: Readonly<Record<PlaceKey, string>> = {
  nordMontage: 'Werk Nord/Montage',
  nordLager: 'Werk Nord/Lager',
  nord: 'Werk Nord',
  suedProduktion: 'Werk Süd/Produktion',
  sued: 'Werk Süd',
  none: 'no place',
};

const PLACE_SLUGS: Readonly<Record<PlaceKey, string>> = {
  nordMontage: 'nm',
  nordLager: 'nl',
  nord: 'n',
  suedProduktion: 'sp',
  sued: 's',
  none: 'x',
};

/** The location or department a document references to sit at the place. */
const PLACE_REFS: Readonly<Record<PlaceKey, string>> = {
  nordMontage: DEP_MONTAGE,
  nordLager: DEP_LAGER,
  nord: LOC_NORD,
  suedProduktion: DEP_PRODUKTION,
  sued: LOC_SUED,
  none: '',
};

export type TestedResource =
  | 'WORK_EQUIPMENT'
  | 'STORAGES'
  | 'SUBSTANCES'
  | 'SITE_INSPECTIONS'
  | 'MEASURES'
  | 'TRANSPORT_DOCUMENTS'
  | 'CONTACTS';

export interface ResourceFixture {
  readonly resource: TestedResource;
  readonly type: string;
  readonly slug: string;
  readonly places: readonly PlaceKey[];
  /** Whether nordlicht subscribes to the entity's module (demo data: no HAZARDOUS_SUBSTANCES). */
  readonly inNordlicht: boolean;
  readonly data: (place: PlaceKey, name: string) => Record<string, unknown>;
}

const DEPARTMENT_PLACES: readonly PlaceKey[] = ['nordMontage', 'nordLager', 'suedProduktion'];

const sharedIdOf = (slug: string, place: PlaceKey) => `am-${slug}-${PLACE_SLUGS[place]}`;

/** The document every matrix cell reads: `am-<resource>-<place>`, never changed. */
export const sharedId = (resource: ResourceFixture, place: PlaceKey) => sharedIdOf(resource.slug, place);

const party = (postalName: string) => ({
  postalName,
  street: 'Industriestraße',
  houseNumber: '7',
  zipCode: '50667',
  city: 'Köln',
});

export const RESOURCES: readonly ResourceFixture[] = [
  {
    resource: 'WORK_EQUIPMENT',
    type: 'WORK_EQUIPMENT',
    slug: 'we',
    places: DEPARTMENT_PLACES,
    inNordlicht: true,
    data: (place, name) => ({ name, workEquipmentType: 'MACHINE', department: PLACE_REFS[place], responsible: ANNA }),
  },
  {
    resource: 'STORAGES',
    type: 'STORAGE',
    slug: 'st',
    places: DEPARTMENT_PLACES,
    inNordlicht: true,
    data: (place, name) => ({ name, department: PLACE_REFS[place], responsible: ANNA }),
  },
  {
    resource: 'SUBSTANCES',
    type: 'SUBSTANCE',
    slug: 'su',
    places: DEPARTMENT_PLACES,
    inNordlicht: false,
    // A substance sits where its storage sits (scope `storageLocations.storage`).
    data: (place, name) => ({
      name,
      storageLocations: [{ id: 'sl-1', storage: sharedIdOf('st', place), quantity: { value: 20, unit: 'L' } }],
    }),
  },
  {
    resource: 'SITE_INSPECTIONS',
    type: 'SITE_INSPECTION',
    slug: 'si',
    places: DEPARTMENT_PLACES,
    inNordlicht: true,
    data: (place, name) => ({
      name,
      inspectionAt: '2025-03-04T09:00:00Z',
      participants: [ANNA],
      recordingClerk: ANNA,
      inspectedEntities: [PLACE_REFS[place]],
    }),
  },
  {
    resource: 'MEASURES',
    type: 'MEASURE',
    slug: 'me',
    places: DEPARTMENT_PLACES,
    inNordlicht: true,
    // A measure sits where the site inspection it came from sits (scope `origin`).
    data: (place, name) => ({
      name,
      origin: sharedIdOf('si', place),
      measureType: 'TECHNICAL',
      responsible: ANNA,
      isDone: false,
      isRecurring: false,
    }),
  },
  {
    resource: 'TRANSPORT_DOCUMENTS',
    type: 'ADR_TRANSPORT_DOCUMENT',
    slug: 'td',
    places: ['nord', 'sued'],
    inNordlicht: true,
    data: (place, name) => ({
      name,
      location: PLACE_REFS[place],
      consignor: party('Acme Chemie GmbH'),
      consignee: party('Lackiererei Süd AG'),
      transporter: party('Nordlicht Spedition GmbH'),
      cargo: [
        {
          id: 'c1',
          dangerLabels: ['3'],
          numberOfItems: 4,
          packaging: 'Kanister',
          quantityNet: { value: 80, unit: 'L' },
          transportCategory: 3,
        },
      ],
    }),
  },
  {
    resource: 'CONTACTS',
    type: 'CONTACT',
    slug: 'co',
    places: ['none'],
    inNordlicht: true,
    data: (_place, name) => ({ name, phone: '0221 123' }),
  },
];

export const TESTED_RESOURCES: readonly TestedResource[] = RESOURCES.map((r) => r.resource);

export function resourceFixture(resource: TestedResource): ResourceFixture {
  const found = RESOURCES.find((r) => r.resource === resource);
  if (!found) throw new Error(`no fixture for ${resource}`);
  return found;
}

/** The organisation scopes a rule of the matrix names; CUSTOM with Werk Süd or with its department. */
export type ScopeVariant = 'ALL' | 'OWN_LOCATION' | 'OWN_DEPARTMENT' | 'CUSTOM Werk Süd' | 'CUSTOM Produktion';

/** Where the employee works: both Werk Nord and Montage, only Montage, or only Werk Nord. */
export type EmployeePlace = 'Werk Nord + Montage' | 'Montage only' | 'Werk Nord only';

const EVERYWHERE: readonly PlaceKey[] = ['nordMontage', 'nordLager', 'nord', 'suedProduktion', 'sued', 'none'];
const AT_WERK_NORD: readonly PlaceKey[] = ['nordMontage', 'nordLager', 'nord'];
const CUSTOM_SUED: readonly PlaceKey[] = ['suedProduktion', 'sued'];
const CUSTOM_PRODUKTION: readonly PlaceKey[] = ['suedProduktion'];

/**
 * A4 as a literal table: the places a rule covers, by the employee's place. A department
 * counts at its location (Montage at Werk Nord); a location-only document (transport at
 * Werk Nord) is in no department; a document without scope fields is reached by ALL only.
 */
export const COVERS: Readonly<Record<EmployeePlace, Readonly<Record<ScopeVariant, readonly PlaceKey[]>>>> = {
  'Werk Nord + Montage': {
    ALL: EVERYWHERE,
    OWN_LOCATION: AT_WERK_NORD,
    OWN_DEPARTMENT: ['nordMontage'],
    'CUSTOM Werk Süd': CUSTOM_SUED,
    'CUSTOM Produktion': CUSTOM_PRODUKTION,
  },
  'Montage only': {
    ALL: EVERYWHERE,
    OWN_LOCATION: AT_WERK_NORD,
    OWN_DEPARTMENT: ['nordMontage'],
    'CUSTOM Werk Süd': CUSTOM_SUED,
    'CUSTOM Produktion': CUSTOM_PRODUKTION,
  },
  'Werk Nord only': {
    ALL: EVERYWHERE,
    OWN_LOCATION: AT_WERK_NORD,
    OWN_DEPARTMENT: [],
    'CUSTOM Werk Süd': CUSTOM_SUED,
    'CUSTOM Produktion': CUSTOM_PRODUKTION,
  },
};

const EMPLOYEE_PLACE_REFS: Readonly<Record<EmployeePlace, { locations: string[]; departments: string[] }>> = {
  'Werk Nord + Montage': { locations: [LOC_NORD], departments: [DEP_MONTAGE] },
  'Montage only': { locations: [], departments: [DEP_MONTAGE] },
  'Werk Nord only': { locations: [LOC_NORD], departments: [] },
};

const SCOPE_RULE: Readonly<
  Record<ScopeVariant, { organizationScope: string; locations: string[]; departments: string[] }>
> = {
  ALL: { organizationScope: 'ALL', locations: [], departments: [] },
  OWN_LOCATION: { organizationScope: 'OWN_LOCATION', locations: [], departments: [] },
  OWN_DEPARTMENT: { organizationScope: 'OWN_DEPARTMENT', locations: [], departments: [] },
  'CUSTOM Werk Süd': { organizationScope: 'CUSTOM', locations: [LOC_SUED], departments: [] },
  'CUSTOM Produktion': { organizationScope: 'CUSTOM', locations: [], departments: [DEP_PRODUKTION] },
};

export interface RuleFixture {
  readonly action: AccessAction;
  readonly scope: ScopeVariant;
}

export interface RoleFixture {
  readonly scopes: readonly { readonly resource: AccessResource; readonly rules: readonly RuleFixture[] }[];
}

export interface EmployeeFixture {
  readonly key: string;
  readonly label: string;
  readonly place: EmployeePlace;
  readonly roles: readonly RoleFixture[];
}

const onResources = (resources: readonly AccessResource[], ...rules: RuleFixture[]): RoleFixture => ({
  scopes: resources.map((resource) => ({ resource, rules })),
});

const GRID_ACTIONS: readonly AccessAction[] = ['ALL', 'CREATE', 'READ', 'UPDATE', 'DELETE'];
const GRID_SCOPES: readonly ScopeVariant[] = ['ALL', 'OWN_LOCATION', 'OWN_DEPARTMENT', 'CUSTOM Werk Süd'];

const GRID: readonly Omit<EmployeeFixture, 'key'>[] = GRID_ACTIONS.flatMap((action) =>
  GRID_SCOPES.map((scope) => ({
    label: `${scope} ${action}`,
    place: 'Werk Nord + Montage' as const,
    roles: [onResources(TESTED_RESOURCES, { action, scope })],
  })),
);

const EXTRAS: readonly Omit<EmployeeFixture, 'key'>[] = [
  {
    label: 'ALL ALL on WORK_EQUIPMENT only (A3)',
    place: 'Werk Nord + Montage',
    roles: [onResources(['WORK_EQUIPMENT'], { action: 'ALL', scope: 'ALL' })],
  },
  {
    label: 'ALL ALL on LOCATIONS only (A3)',
    place: 'Werk Nord + Montage',
    roles: [onResources(['LOCATIONS'], { action: 'ALL', scope: 'ALL' })],
  },
  {
    label: 'OWN_LOCATION READ on resource ALL (A3)',
    place: 'Werk Nord + Montage',
    roles: [onResources(['ALL'], { action: 'READ', scope: 'OWN_LOCATION' })],
  },
  {
    label: 'CUSTOM Produktion ALL (A4)',
    place: 'Werk Nord + Montage',
    roles: [onResources(TESTED_RESOURCES, { action: 'ALL', scope: 'CUSTOM Produktion' })],
  },
  {
    label: 'OWN_LOCATION ALL, department Montage only (A4)',
    place: 'Montage only',
    roles: [onResources(TESTED_RESOURCES, { action: 'ALL', scope: 'OWN_LOCATION' })],
  },
  {
    label: 'OWN_DEPARTMENT ALL, Werk Nord without department (A4)',
    place: 'Werk Nord only',
    roles: [onResources(TESTED_RESOURCES, { action: 'ALL', scope: 'OWN_DEPARTMENT' })],
  },
  {
    label: 'two roles CUSTOM Werk Süd READ + OWN_DEPARTMENT ALL (A5)',
    place: 'Werk Nord + Montage',
    roles: [
      onResources(TESTED_RESOURCES, { action: 'READ', scope: 'CUSTOM Werk Süd' }),
      onResources(TESTED_RESOURCES, { action: 'ALL', scope: 'OWN_DEPARTMENT' }),
    ],
  },
  {
    label: 'one scope ALL READ + OWN_LOCATION DELETE (A5)',
    place: 'Werk Nord + Montage',
    roles: [
      onResources(TESTED_RESOURCES, { action: 'READ', scope: 'ALL' }, { action: 'DELETE', scope: 'OWN_LOCATION' }),
    ],
  },
  { label: 'no role', place: 'Werk Nord + Montage', roles: [] },
];

export const EMPLOYEES: readonly EmployeeFixture[] = [...GRID, ...EXTRAS].map((employee, index) => ({
  ...employee,
  key: `e${String(index + 1).padStart(2, '0')}`,
}));

export const employeeId = (employee: EmployeeFixture) => `am-emp-${employee.key}`;
export const employeeEmail = (employee: EmployeeFixture) => `${employee.key}@access-matrix.example`;
const roleId = (employee: EmployeeFixture, index: number) => `am-role-${employee.key}-${index + 1}`;

export type Op = 'create' | 'read' | 'update' | 'delete';
const ACTION_OF: Readonly<Record<Op, AccessAction>> = {
  create: 'CREATE',
  read: 'READ',
  update: 'UPDATE',
  delete: 'DELETE',
};

/** A2, A3, A5 over the literal A4 table: any rule of any role that names resource, action and place grants. */
export function grants(employee: EmployeeFixture, op: Op, resource: TestedResource, place: PlaceKey): boolean {
  const action = ACTION_OF[op];
  return employee.roles.some((role) =>
    role.scopes.some(
      (scope) =>
        (scope.resource === resource || scope.resource === 'ALL') &&
        scope.rules.some(
          (rule) =>
            (rule.action === action || rule.action === 'ALL') && COVERS[employee.place][rule.scope].includes(place),
        ),
    ),
  );
}

export type Channel = 'pull' | 'history' | 'update' | 'delete' | 'create';
export type Outcome = 'allow' | 'deny' | 'deny (NOT_FOUND)' | 'deny (FORBIDDEN)';

/** The expected answer of one cell; a change of a document the caller cannot read is NOT_FOUND (A7). */
export function expectedOutcome(
  employee: EmployeeFixture,
  channel: Channel,
  resource: TestedResource,
  place: PlaceKey,
): Outcome {
  if (channel === 'pull' || channel === 'history') return grants(employee, 'read', resource, place) ? 'allow' : 'deny';
  if (channel === 'create') return grants(employee, 'create', resource, place) ? 'allow' : 'deny (FORBIDDEN)';
  if (!grants(employee, 'read', resource, place)) return 'deny (NOT_FOUND)';
  return grants(employee, channel, resource, place) ? 'allow' : 'deny (FORBIDDEN)';
}

export interface MatrixCase {
  readonly name: string;
  readonly employee: EmployeeFixture;
  readonly channel: Channel;
  readonly resource: ResourceFixture;
  readonly place: PlaceKey;
  readonly expected: Outcome;
}

const CHANNELS: readonly Channel[] = ['pull', 'history', 'update', 'delete', 'create'];
const CHANNEL_LABELS: Readonly<Record<Channel, string>> = {
  pull: 'READ (pull)',
  history: 'READ (history)',
  update: 'UPDATE',
  delete: 'DELETE',
  create: 'CREATE',
};

/** Every cell of one employee: resource × place × channel. */
export function matrixCases(employee: EmployeeFixture): MatrixCase[] {
  return RESOURCES.flatMap((resource) =>
    resource.places.flatMap((place) =>
      CHANNELS.map((channel) => {
        const expected = expectedOutcome(employee, channel, resource.resource, place);
        return {
          name: `${employee.label}: ${CHANNEL_LABELS[channel]} ${resource.resource} at ${PLACE_LABELS[place]}: ${expected}`,
          employee,
          channel,
          resource,
          place,
          expected,
        };
      }),
    ),
  );
}

const CELL_PREFIXES: Readonly<Record<Channel, string>> = {
  pull: 'r',
  history: 'h',
  update: 'u',
  delete: 'd',
  create: 'c',
};

/**
 * The document every denied change aims at, one per resource and place: a denial changes
 * nothing, so they share it (and the matrix checks afterwards that it is still version 1).
 */
export const decoyId = (resource: ResourceFixture, place: PlaceKey) => `${sharedId(resource, place)}-decoy`;

/**
 * The document a change cell works on: a create names a new id of its own; an allowed update
 * or delete gets a document of its own, so that no cell sees another's change.
 */
export function targetId(c: MatrixCase): string {
  if (c.channel !== 'create' && c.expected !== 'allow') return decoyId(c.resource, c.place);
  return `am-${CELL_PREFIXES[c.channel]}-${c.employee.key}-${c.resource.slug}-${PLACE_SLUGS[c.place]}`;
}

/** A document Anna creates before the matrix runs. */
export interface SetupDocument {
  readonly type: string;
  readonly id: string;
  readonly data: Record<string, unknown>;
}

const doc = (type: string, id: string, data: Record<string, unknown>): SetupDocument => ({ type, id, data });
const docAt = (resource: ResourceFixture, place: PlaceKey, id: string) =>
  doc(resource.type, id, resource.data(place, id));

export const createAt = (number: number, resource: ResourceFixture, place: PlaceKey, id: string): Mutation => ({
  op: 'create',
  number,
  ...docAt(resource, place, id),
});

export const renameOf = (number: number, resource: ResourceFixture, id: string): Mutation => ({
  op: 'patch',
  number,
  type: resource.type,
  id,
  baseVersion: 1,
  fields: { name: { value: `${id} geändert`, base: id } },
});

export const deleteOf = (number: number, resource: ResourceFixture, id: string): Mutation => ({
  op: 'delete',
  number,
  type: resource.type,
  id,
  baseVersion: 1,
});

function roleData(employee: EmployeeFixture, role: RoleFixture, index: number): Record<string, unknown> {
  const id = roleId(employee, index);
  return {
    name: `Matrix ${employee.label} ${index + 1}`,
    scopes: role.scopes.map((scope, s) => ({
      id: `${id}-s${s}`,
      resource: scope.resource,
      rules: scope.rules.map((rule, r) => ({
        id: `${id}-s${s}-r${r}`,
        action: rule.action,
        ...SCOPE_RULE[rule.scope],
      })),
    })),
  };
}

/**
 * Everything Anna pushes before the matrix runs, in dependency order (a place is resolved at
 * commit from documents that exist): organisation, roles, employees, the shared documents,
 * the decoys, and one document per allowed update or delete.
 */
export function setupDocuments(): SetupDocument[] {
  const organisation = [
    doc('LOCATION', LOC_NORD, { name: 'Werk Nord' }),
    doc('LOCATION', LOC_SUED, { name: 'Werk Süd' }),
    doc('DEPARTMENT', DEP_MONTAGE, { name: 'Montage', parent: LOC_NORD }),
    doc('DEPARTMENT', DEP_LAGER, { name: 'Lager', parent: LOC_NORD }),
    doc('DEPARTMENT', DEP_PRODUKTION, { name: 'Produktion', parent: LOC_SUED }),
  ];
  const people = EMPLOYEES.flatMap((employee) => [
    ...employee.roles.map((role, index) =>
      doc('ACCESS_ROLE', roleId(employee, index), roleData(employee, role, index)),
    ),
    doc('EMPLOYEE', employeeId(employee), {
      firstName: 'Matrix',
      lastName: employee.label,
      email: employeeEmail(employee),
      hasAccount: true,
      accessRoles: employee.roles.map((_role, index) => roleId(employee, index)),
      ...EMPLOYEE_PLACE_REFS[employee.place],
    }),
  ]);
  const shared = RESOURCES.flatMap((resource) =>
    resource.places.map((place) => docAt(resource, place, sharedId(resource, place))),
  );
  const decoys = RESOURCES.flatMap((resource) =>
    resource.places.map((place) => docAt(resource, place, decoyId(resource, place))),
  );
  const perCell = EMPLOYEES.flatMap((employee) =>
    matrixCases(employee).flatMap((c) =>
      (c.channel === 'update' || c.channel === 'delete') && c.expected === 'allow'
        ? [docAt(c.resource, c.place, targetId(c))]
        : [],
    ),
  );
  return [...organisation, ...people, ...shared, ...decoys, ...perCell];
}

/**
 * Accounts of the embedded provider for the matrix employees, written into the test server's
 * own database: the provider account, the user keyed on the embedded issuer, and the binding
 * to the employee document (which Anna's push created). One hash serves every account.
 */
export async function insertIdentities(db: Db, employees: readonly EmployeeFixture[]): Promise<void> {
  const passwordHash = await hashPassword(MATRIX_PASSWORD);
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const employee of employees) {
      const accountId = `am-idp-${employee.key}`;
      const userId = `am-user-${employee.key}`;
      const email = employeeEmail(employee);
      await tx
        .insert(idpAccounts)
        .values({ id: accountId, email, name: `Matrix ${employee.label}`, passwordHash })
        .run();
      await tx
        .insert(users)
        .values({ id: userId, issuer: EMBEDDED_ISSUER_KEY, subject: accountId, email, createdAt: now })
        .run();
      await tx
        .insert(employeeAccounts)
        .values({ tenantId: ACME_TENANT_ID, employeeId: employeeId(employee), userId })
        .run();
    }
  });
}

/**
 * The real sign-in of the embedded provider from a given client address (the server trusts
 * the loopback proxy): the login allows ten attempts a minute per address, the matrix needs more.
 */
export async function signInFrom(baseUrl: string, email: string, clientAddress: string): Promise<string> {
  const pending = await startSignIn(baseUrl);
  const login = await submitLogin(baseUrl, pending, email, MATRIX_PASSWORD, { 'x-forwarded-for': clientAddress });
  return (await finishSignIn(baseUrl, pending, login)).accessToken;
}
