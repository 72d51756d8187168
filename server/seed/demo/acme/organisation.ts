import { day } from '../dates';
import { ANNA, accountEmployee, administration, type DemoDocument, tenantDocuments } from '../document';

const TENANT = 'tenant-acme';

const JANA = {
  firstName: 'Jana',
  lastName: 'Roth',
  email: 'jana@sorgfalt.example',
  jobTitle: 'Fachkraft für Lagerlogistik',
};
const document = tenantDocuments(TENANT);

type RuleAction = 'ALL' | 'READ';

/** One scope of a role with one rule at the employee's own location. */
const ownLocation = (role: string, resource: string, action: RuleAction) => ({
  id: `${role}-${resource.toLowerCase()}`,
  resource,
  rules: [
    {
      id: `${role}-${resource.toLowerCase()}-rule`,
      action,
      organizationScope: 'OWN_LOCATION',
      locations: [],
      departments: [],
    },
  ],
});

const SAFETY_SCOPES: readonly [string, RuleAction][] = [
  ['LOCATIONS', 'READ'],
  ['DEPARTMENTS', 'READ'],
  ['EMPLOYEES', 'READ'],
  ['WORK_EQUIPMENT', 'READ'],
  ['STORAGES', 'READ'],
  ['INSPECTIONS', 'READ'],
  ['SUBSTANCES', 'READ'],
  ['ACTIVITIES', 'ALL'],
  ['RISK_ASSESSMENTS', 'ALL'],
  ['INSTRUCTIONS', 'ALL'],
  ['MEASURES', 'ALL'],
  ['SITE_INSPECTIONS', 'ALL'],
  ['INCIDENT_TYPES', 'ALL'],
];

const staff = (
  id: string,
  person: Record<string, unknown>,
  place: { locations: string[]; departments: string[] },
  roles: string[] = [],
): DemoDocument =>
  document(id, 'EMPLOYEE', {
    ...person,
    hasAccount: false,
    accessRoles: roles,
    ...place,
    formOfEmployment: 'Vollzeit',
  });

/** Acme's organisation: roles, the plant and the warehouse, departments, staff and contacts. */
export const ACME_ORGANISATION: readonly DemoDocument[] = [
  administration(TENANT, 'acme-role-admin'),
  accountEmployee(TENANT, 'acme-emp-anna', ANNA, ['acme-role-admin'], [], 'demo-anna'),
  document('acme-role-safety', 'ACCESS_ROLE', {
    name: 'Sicherheitsfachkraft',
    scopes: SAFETY_SCOPES.map(([resource, action]) => ownLocation('acme-role-safety', resource, action)),
  }),
  document('acme-role-read', 'ACCESS_ROLE', {
    name: 'Lesend',
    scopes: [
      {
        id: 'acme-role-read-all',
        resource: 'ALL',
        rules: [
          { id: 'acme-role-read-all-rule', action: 'READ', organizationScope: 'ALL', locations: [], departments: [] },
        ],
      },
    ],
  }),

  document('acme-loc-ludwigshafen', 'LOCATION', {
    name: 'Werk Ludwigshafen',
    address: { street: 'Industriestraße', houseNumber: '24', zipCode: '67063', city: 'Ludwigshafen am Rhein' },
  }),
  document('acme-loc-mannheim', 'LOCATION', {
    name: 'Lager Mannheim',
    address: { street: 'Hafenstraße', houseNumber: '51', zipCode: '68159', city: 'Mannheim' },
  }),

  // The heads of departments come before their departments, placed at their location.
  staff(
    'acme-emp-schneider',
    {
      firstName: 'Markus',
      lastName: 'Schneider',
      email: 'm.schneider@acme-chemie.example',
      jobTitle: 'Produktionsleiter',
      gender: 'MALE',
      personnelNumber: '10042',
      employedSince: '2011-04-01',
      hoursPerWeek: 40,
      phoneNumber: '+49 621 5930-210',
    },
    { locations: ['acme-loc-ludwigshafen'], departments: [] },
    ['acme-role-read'],
  ),
  staff(
    'acme-emp-hoffmann',
    {
      firstName: 'Sabine',
      lastName: 'Hoffmann',
      email: 's.hoffmann@acme-chemie.example',
      jobTitle: 'Leiterin Lager und Logistik, Gefahrgutbeauftragte',
      gender: 'FEMALE',
      personnelNumber: '10087',
      employedSince: '2014-09-01',
      hoursPerWeek: 40,
      phoneNumber: '+49 621 5930-410',
    },
    { locations: ['acme-loc-mannheim'], departments: [] },
    ['acme-role-safety'],
  ),
  staff(
    'acme-emp-becker',
    {
      firstName: 'Thomas',
      lastName: 'Becker',
      email: 't.becker@acme-chemie.example',
      jobTitle: 'Industriemeister Instandhaltung',
      gender: 'MALE',
      personnelNumber: '10131',
      employedSince: '2016-02-15',
      hoursPerWeek: 40,
      cellphoneNumber: '+49 171 4480 131',
    },
    { locations: ['acme-loc-ludwigshafen'], departments: [] },
  ),

  document('acme-dep-production', 'DEPARTMENT', {
    name: 'Produktion',
    parent: 'acme-loc-ludwigshafen',
    head: 'acme-emp-schneider',
  }),
  document('acme-dep-filling', 'DEPARTMENT', {
    name: 'Abfüllung',
    parent: 'acme-dep-production',
    responsibles: ['acme-emp-schneider'],
  }),
  document('acme-dep-maintenance', 'DEPARTMENT', {
    name: 'Instandhaltung',
    parent: 'acme-loc-ludwigshafen',
    head: 'acme-emp-becker',
  }),
  document('acme-dep-logistics', 'DEPARTMENT', {
    name: 'Lager und Logistik',
    parent: 'acme-loc-mannheim',
    head: 'acme-emp-hoffmann',
    address: { street: 'Hafenstraße', houseNumber: '51', zipCode: '68159', city: 'Mannheim' },
  }),

  staff(
    'acme-emp-yilmaz',
    {
      firstName: 'Mehmet',
      lastName: 'Yılmaz',
      email: 'm.yilmaz@acme-chemie.example',
      jobTitle: 'Schichtführer Abfüllung',
      gender: 'MALE',
      personnelNumber: '10164',
      employedSince: '2018-08-01',
      hoursPerWeek: 40,
    },
    { locations: ['acme-loc-ludwigshafen'], departments: ['acme-dep-filling'] },
  ),
  staff(
    'acme-emp-wagner',
    {
      firstName: 'Jonas',
      lastName: 'Wagner',
      email: 'j.wagner@acme-chemie.example',
      jobTitle: 'Fachkraft für Lagerlogistik',
      gender: 'MALE',
      personnelNumber: '10203',
      employedSince: day(-540),
      hoursPerWeek: 40,
    },
    { locations: ['acme-loc-mannheim'], departments: ['acme-dep-logistics'] },
  ),
  staff(
    'acme-emp-klein',
    {
      firstName: 'Julia',
      lastName: 'Klein',
      email: 'j.klein@acme-chemie.example',
      jobTitle: 'Kaufmännische Sachbearbeiterin Versand',
      gender: 'FEMALE',
      personnelNumber: '10178',
      employedSince: '2019-03-01',
      hoursPerWeek: 30,
      phoneNumber: '+49 621 5930-120',
    },
    { locations: ['acme-loc-ludwigshafen'], departments: [] },
    ['acme-role-read'],
  ),
  // Jana signs in as an employee who reads only her own instructions (TRN-8): the role grants
  // MY_INSTRUCTIONS and nothing else.
  document('acme-role-staff', 'ACCESS_ROLE', {
    name: 'Mitarbeitende',
    scopes: [ownLocation('acme-role-staff', 'MY_INSTRUCTIONS', 'READ')],
  }),
  {
    ...accountEmployee(TENANT, 'acme-emp-roth', JANA, ['acme-role-staff'], ['acme-loc-mannheim'], 'demo-jana'),
    data: {
      ...JANA,
      gender: 'FEMALE',
      personnelNumber: '10231',
      employedSince: day(-120),
      hoursPerWeek: 40,
      formOfEmployment: 'Vollzeit',
      hasAccount: true,
      accessRoles: ['acme-role-staff'],
      locations: ['acme-loc-mannheim'],
      departments: ['acme-dep-logistics'],
    },
  },

  document('acme-con-testing', 'CONTACT', {
    name: 'Rhein-Neckar Prüfgesellschaft mbH (ZÜS)',
    address: {
      street: 'Dudenstraße',
      houseNumber: '44',
      buildingFloor: '2. OG',
      zipCode: '68167',
      city: 'Mannheim',
      country: 'Deutschland',
    },
    phone: '+49 621 4187-0',
    email: 'pruefdienst@rn-pruef.example',
  }),
  document('acme-con-forklift-service', 'CONTACT', {
    name: 'Stapler-Service Kurpfalz GmbH',
    address: {
      street: 'Mundenheimer Straße',
      houseNumber: '212',
      zipCode: '67061',
      city: 'Ludwigshafen am Rhein',
      country: 'Deutschland',
    },
    phone: '+49 621 6528-44',
    email: 'service@stapler-kurpfalz.example',
  }),
  document('acme-con-disposal', 'CONTACT', {
    name: 'Vorderpfalz Entsorgung GmbH',
    address: { street: 'Industriestraße', houseNumber: '88', zipCode: '67346', city: 'Speyer', country: 'Deutschland' },
    phone: '+49 6232 3177-0',
    email: 'disposition@vp-entsorgung.example',
  }),
];
