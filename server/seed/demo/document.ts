/** One demo document, committed by the seed as a create mutation of the system. */
export interface DemoDocument {
  readonly tenantId: string;
  readonly id: string;
  readonly type: string;
  readonly data: Record<string, unknown>;
  /** The embedded account that signs in as this employee, or that receives this notification. */
  readonly account?: string;
}

export interface Person {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly jobTitle: string;
}

/** The documents of one tenant: `document(id, type, data)` keeps the tenant id in one place. */
export function tenantDocuments(tenantId: string) {
  return (id: string, type: string, data: Record<string, unknown>): DemoDocument => ({ tenantId, id, type, data });
}

/** The role that may do everything everywhere (issue 2: Anna and Lea are administrators). */
export const administration = (tenantId: string, id: string): DemoDocument => ({
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

/** An employee who signs in with one of the demo accounts. */
export const accountEmployee = (
  tenantId: string,
  id: string,
  person: Person,
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

export const ANNA: Person = {
  firstName: 'Anna',
  lastName: 'Berger',
  email: 'anna@sorgfalt.example',
  jobTitle: 'Fachkraft für Arbeitssicherheit',
};

/** A postal address of a transport party (consignor, consignee, carrier). */
export interface Party {
  readonly postalName: string;
  readonly street: string;
  readonly houseNumber: string;
  readonly zipCode: string;
  readonly city: string;
}
