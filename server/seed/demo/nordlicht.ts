import { cargo, GOODS, transportPoints } from './dangerous-goods';
import { day, dayAt } from './dates';
import { ANNA, accountEmployee, administration, type DemoDocument, type Party, tenantDocuments } from './document';

const TENANT = 'tenant-nordlicht';
const document = tenantDocuments(TENANT);

export const HAMBURG = 'nord-loc-hamburg';
/** Not `nord-loc-bremen`: the sync integration test creates a depot of that id itself. */
export const BREMEN = 'nord-loc-depot-bremen';

const NORDLICHT_HAMBURG: Party = {
  postalName: 'Nordlicht Spedition GmbH',
  street: 'Am Hafen',
  houseNumber: '12',
  zipCode: '20457',
  city: 'Hamburg',
};
const NORDLICHT_BREMEN: Party = {
  postalName: 'Nordlicht Spedition GmbH, Depot Bremen',
  street: 'Hansator',
  houseNumber: '8',
  zipCode: '28217',
  city: 'Bremen',
};
const PAINT_FACTORY: Party = {
  postalName: 'Hanse Lackfabrik GmbH',
  street: 'Billstraße',
  houseNumber: '80',
  zipCode: '20539',
  city: 'Hamburg',
};
const PAINT_SHOP: Party = {
  postalName: 'Lackiererei Süd AG',
  street: 'Großmoorbogen',
  houseNumber: '5',
  zipCode: '21079',
  city: 'Hamburg',
};
const CHEMICALS_TRADER: Party = {
  postalName: 'Weser Chemiehandel GmbH',
  street: 'Am Gaswerkgraben',
  houseNumber: '4',
  zipCode: '28197',
  city: 'Bremen',
};
const ELECTROPLATER: Party = {
  postalName: 'Galvanik Nord GmbH',
  street: 'Stedinger Straße',
  houseNumber: '40',
  zipCode: '26135',
  city: 'Oldenburg',
};

const PAINT_CANS = {
  numberOfItems: 12,
  packaging: 'Kanister, Stahl (3A1), 25 l',
  net: { value: 300, unit: 'L' },
  grossKg: 420,
} as const;
const ACID_IBCS = {
  numberOfItems: 2,
  packaging: 'IBC, starrer Kunststoff mit Stahlgitter (31HA1), 1000 l',
  net: { value: 2000, unit: 'L' },
  grossKg: 3800,
} as const;

const transport = (id: string, type: string, data: Record<string, unknown>, items: ReturnType<typeof cargo>[]) =>
  document(id, type, { ...data, cargo: items, transportPoints: transportPoints(items) });

const driver = (id: string, firstName: string, lastName: string, location: string, since: string): DemoDocument =>
  document(id, 'EMPLOYEE', {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@nordlicht-spedition.example`,
    hasAccount: false,
    accessRoles: ['nord-role-driver'],
    locations: [location],
    departments: [],
    jobTitle: 'Berufskraftfahrer mit ADR-Bescheinigung',
    formOfEmployment: 'Vollzeit',
    employedSince: since,
  });

/**
 * Nordlicht Spedition GmbH (transports, employees, access, site inspections, measures): depots
 * in Hamburg and Bremen. Tom drives from Hamburg and reads the transport documents dispatched
 * there, not those of Bremen; the drafts are not placed at Hamburg, so he reads none of them.
 */
export const NORDLICHT_DOCUMENTS: readonly DemoDocument[] = [
  document(HAMBURG, 'LOCATION', {
    name: 'Depot Hamburg',
    address: { street: 'Am Hafen', houseNumber: '12', zipCode: '20457', city: 'Hamburg' },
  }),
  administration(TENANT, 'nord-role-admin'),
  document('nord-role-driver', 'ACCESS_ROLE', {
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
  }),
  accountEmployee(TENANT, 'nord-emp-anna', ANNA, ['nord-role-admin'], [], 'demo-anna'),
  accountEmployee(
    TENANT,
    'nord-emp-tom',
    { firstName: 'Tom', lastName: 'Krüger', email: 'tom@sorgfalt.example', jobTitle: 'Berufskraftfahrer' },
    ['nord-role-driver'],
    [HAMBURG],
    'demo-tom',
  ),

  document(BREMEN, 'LOCATION', {
    name: 'Depot Bremen',
    address: { street: 'Hansator', houseNumber: '8', zipCode: '28217', city: 'Bremen' },
  }),
  driver('nord-emp-petersen', 'Jan', 'Petersen', HAMBURG, '2015-05-01'),
  driver('nord-emp-wilke', 'Kevin', 'Wilke', BREMEN, '2020-01-15'),
  driver('nord-emp-jansen', 'Maren', 'Jansen', BREMEN, day(-400)),

  transport(
    'nord-tdr-paint',
    'ADR_TRANSPORT_DRAFT',
    {
      name: 'Vorlage: Lackfarben Hanse Lackfabrik an Lackiererei Süd',
      consignor: PAINT_FACTORY,
      consignee: PAINT_SHOP,
      transporter: NORDLICHT_HAMBURG,
    },
    [cargo('nord-tdr-paint-c1', 0, GOODS.paint, PAINT_CANS)],
  ),
  transport(
    'nord-tdr-acid',
    'ADR_TRANSPORT_DRAFT',
    {
      name: 'Vorlage: Schwefelsäure an Galvanik Nord',
      location: BREMEN,
      consignor: CHEMICALS_TRADER,
      consignee: ELECTROPLATER,
      transporter: NORDLICHT_BREMEN,
    },
    [cargo('nord-tdr-acid-c1', 0, GOODS.sulphuricAcid, ACID_IBCS)],
  ),

  transport(
    'nord-td-hh-311',
    'ADR_TRANSPORT_DOCUMENT',
    {
      name: 'Tour HH-311 – Lackfarben an Lackiererei Süd',
      location: HAMBURG,
      consignor: PAINT_FACTORY,
      consignee: PAINT_SHOP,
      transporter: NORDLICHT_HAMBURG,
    },
    [cargo('nord-td-hh-311-c1', 0, GOODS.paint, PAINT_CANS)],
  ),
  transport(
    'nord-td-hh-314',
    'ADR_TRANSPORT_DOCUMENT',
    {
      name: 'Tour HH-314 – Kraftstoffe für Baustelle Grasbrook',
      location: HAMBURG,
      consignor: {
        postalName: 'Nordsee Mineralölhandel GmbH',
        street: 'Kattwykdamm',
        houseNumber: '20',
        zipCode: '21107',
        city: 'Hamburg',
      },
      consignee: {
        postalName: 'Elbbau GmbH, Baustelle Grasbrook',
        street: 'Dessauer Straße',
        houseNumber: '10',
        zipCode: '20457',
        city: 'Hamburg',
      },
      transporter: NORDLICHT_HAMBURG,
    },
    [
      cargo('nord-td-hh-314-c1', 0, GOODS.diesel, {
        numberOfItems: 1,
        packaging: 'IBC, starrer Kunststoff mit Stahlgitter (31HA1), 1000 l',
        net: { value: 1000, unit: 'L' },
        grossKg: 905,
      }),
      cargo('nord-td-hh-314-c2', 1, GOODS.petrol, {
        numberOfItems: 4,
        packaging: 'Kanister, Stahl (3A1), 20 l',
        net: { value: 80, unit: 'L' },
        grossKg: 78,
      }),
    ],
  ),
  transport(
    'nord-td-hb-207',
    'ADR_TRANSPORT_DOCUMENT',
    {
      name: 'Tour HB-207 – Schwefelsäure und Natronlauge an Galvanik Nord',
      location: BREMEN,
      consignor: CHEMICALS_TRADER,
      consignee: ELECTROPLATER,
      transporter: NORDLICHT_BREMEN,
    },
    [
      cargo('nord-td-hb-207-c1', 0, GOODS.sulphuricAcid, ACID_IBCS),
      cargo('nord-td-hb-207-c2', 1, GOODS.causticSoda, {
        numberOfItems: 10,
        packaging: 'Kanister, Kunststoff (3H1), 30 l',
        net: { value: 300, unit: 'L' },
        grossKg: 475,
      }),
    ],
  ),
  transport(
    'nord-td-hb-209',
    'ADR_TRANSPORT_DOCUMENT',
    {
      name: 'Tour HB-209 – Propanflaschen an Gartenbau Wümme',
      location: BREMEN,
      consignor: {
        postalName: 'Hanse Flüssiggas GmbH',
        street: 'Reiherstraße',
        houseNumber: '11',
        zipCode: '28239',
        city: 'Bremen',
      },
      consignee: {
        postalName: 'Gartenbau Wümme GmbH',
        street: 'Borgfelder Landstraße',
        houseNumber: '63',
        zipCode: '28357',
        city: 'Bremen',
      },
      transporter: NORDLICHT_BREMEN,
    },
    [
      cargo('nord-td-hb-209-c1', 0, GOODS.propane, {
        numberOfItems: 30,
        packaging: 'Gasflasche, Stahl (P200), 11 kg Füllgewicht',
        net: { value: 330, unit: 'KG' },
        grossKg: 735,
      }),
    ],
  ),

  document('nord-sinsp-yard-hamburg', 'SITE_INSPECTION', {
    name: 'Begehung Betriebshof Depot Hamburg',
    inspectionAt: dayAt(-20, '07:00'),
    participants: ['nord-emp-anna', 'nord-emp-petersen'],
    recordingClerk: 'nord-emp-anna',
    inspectedEntities: [HAMBURG],
    findings: [
      {
        id: 'nord-sinsp-yard-hamburg-f-extinguisher',
        order: 0,
        topic: 'FIRE_PROTECTION',
        description: 'Feuerlöscher an Rampe 3: Prüfplakette seit zwei Monaten abgelaufen.',
        linkedEntities: [HAMBURG],
      },
      {
        id: 'nord-sinsp-yard-hamburg-f-lashing',
        order: 1,
        topic: 'OCCUPATIONAL_SAFETY',
        description: 'Zwei Zurrgurte im Ladungssicherungsschrank mit Schnittschäden; Etiketten unleserlich.',
        linkedEntities: [HAMBURG],
      },
      {
        id: 'nord-sinsp-yard-hamburg-f-oil',
        order: 2,
        topic: 'ENVIRONMENTAL_MANAGEMENT',
        description: 'Ölspuren auf dem Hof vor der Waschhalle; Bindemittel war vorhanden, aber nicht ausgebracht.',
        linkedEntities: [HAMBURG],
      },
    ],
  }),
  document('nord-mea-extinguisher', 'MEASURE', {
    name: 'Feuerlöscher an Rampe 3 prüfen lassen',
    origin: 'nord-sinsp-yard-hamburg',
    measureType: 'TECHNICAL',
    responsible: 'nord-emp-anna',
    deadlineAt: day(-10),
    isDone: true,
    isEffective: true,
    effectivenessCheckedBy: 'nord-emp-anna',
    effectivenessDescription: 'Löscher geprüft, neue Prüfplakette angebracht.',
    createdBy: 'nord-emp-anna',
    isRecurring: false,
  }),
  document('nord-mea-lashing', 'MEASURE', {
    name: 'Beschädigte Zurrgurte aussondern und ersetzen',
    origin: 'nord-sinsp-yard-hamburg',
    measureType: 'ORGANIZATIONAL',
    responsible: 'nord-emp-petersen',
    description: 'Gurte nach DIN EN 12195-2 ablegen; vor jeder Tour Sichtprüfung der Ladungssicherungsmittel.',
    deadlineAt: day(14),
    isActionNeeded: true,
    isDone: false,
    createdBy: 'nord-emp-anna',
    isRecurring: false,
  }),
  // With the two above, nordlicht's dashboard lands on another score than acme's (issue 23).
  document('nord-mea-oil-binder', 'MEASURE', {
    name: 'Ölbindemittel an der Waschhalle bereitstellen und Fahrer einweisen',
    origin: 'nord-sinsp-yard-hamburg',
    measureType: 'ORGANIZATIONAL',
    responsible: 'nord-emp-anna',
    deadlineAt: day(-5),
    isDone: true,
    createdBy: 'nord-emp-anna',
    isRecurring: false,
  }),
  document('nord-mea-ramp-lighting', 'MEASURE', {
    name: 'Beleuchtung an Rampe 3 auf LED umrüsten',
    origin: 'nord-sinsp-yard-hamburg',
    measureType: 'TECHNICAL',
    responsible: 'nord-emp-anna',
    deadlineAt: day(150),
    isDone: false,
    createdBy: 'nord-emp-anna',
    isRecurring: false,
  }),
];
