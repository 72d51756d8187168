import { cargo, GOODS, transportPoints } from '../dangerous-goods';
import { dayAt } from '../dates';
import { type DemoDocument, type Party, tenantDocuments } from '../document';

const document = tenantDocuments('tenant-acme');

const PLANT: Party = {
  postalName: 'Acme Chemie GmbH, Werk Ludwigshafen',
  street: 'Industriestraße',
  houseNumber: '24',
  zipCode: '67063',
  city: 'Ludwigshafen am Rhein',
};
const WAREHOUSE: Party = {
  postalName: 'Acme Chemie GmbH, Lager Mannheim',
  street: 'Hafenstraße',
  houseNumber: '51',
  zipCode: '68159',
  city: 'Mannheim',
};
const CARRIER: Party = {
  postalName: 'Kurpfalz Logistik GmbH',
  street: 'Hafenstraße',
  houseNumber: '19',
  zipCode: '68159',
  city: 'Mannheim',
};
const PRINTER: Party = {
  postalName: 'Druckerei Weber GmbH & Co. KG',
  street: 'Gutenbergstraße',
  houseNumber: '7',
  zipCode: '69115',
  city: 'Heidelberg',
};

const ACETONE_DRUMS = {
  numberOfItems: 4,
  packaging: 'Fass, Stahl, nicht abnehmbarer Deckel (1A1), 200 l',
  net: { value: 800, unit: 'L' },
  grossKg: 720,
} as const;
const CAUSTIC_IBC = {
  numberOfItems: 1,
  packaging: 'IBC, starrer Kunststoff mit Stahlgitter (31HA1), 1000 l',
  net: { value: 1000, unit: 'L' },
  grossKg: 1580,
} as const;
const DIESEL_CANISTERS = {
  numberOfItems: 4,
  packaging: 'Kanister, Stahl (3A1), 20 l',
  net: { value: 80, unit: 'L' },
  grossKg: 82,
} as const;

const transport = (id: string, type: string, data: Record<string, unknown>, items: ReturnType<typeof cargo>[]) =>
  document(id, type, { ...data, cargo: items, transportPoints: transportPoints(items) });

/**
 * Acme's shipments: three reusable drafts (the diesel one gives the assistant diesel's transport
 * category) and two transport documents, then a comment and a notification.
 */
export const ACME_TRANSPORT: readonly DemoDocument[] = [
  transport(
    'acme-tdr-acetone',
    'ADR_TRANSPORT_DRAFT',
    {
      name: 'Vorlage: Aceton in 200-l-Fässern',
      location: 'acme-loc-ludwigshafen',
      consignor: PLANT,
      consignee: PRINTER,
      transporter: CARRIER,
    },
    [cargo('acme-tdr-acetone-c1', 0, GOODS.acetone, ACETONE_DRUMS)],
  ),
  transport(
    'acme-tdr-caustic-soda',
    'ADR_TRANSPORT_DRAFT',
    {
      name: 'Vorlage: Natronlauge 50 % im IBC',
      location: 'acme-loc-mannheim',
      consignor: WAREHOUSE,
      consignee: {
        postalName: 'Galvanotechnik Odenwald GmbH',
        street: 'Am Gewerbepark',
        houseNumber: '3',
        zipCode: '64720',
        city: 'Michelstadt',
      },
      transporter: CARRIER,
    },
    [cargo('acme-tdr-caustic-soda-c1', 0, GOODS.causticSoda, CAUSTIC_IBC)],
  ),
  transport(
    'acme-tdr-diesel',
    'ADR_TRANSPORT_DRAFT',
    {
      name: 'Vorlage: Dieselkraftstoff in Kanistern für das Notstromaggregat',
      location: 'acme-loc-mannheim',
      consignor: WAREHOUSE,
      consignee: PLANT,
      transporter: CARRIER,
    },
    [cargo('acme-tdr-diesel-c1', 0, GOODS.diesel, DIESEL_CANISTERS)],
  ),
  transport(
    'acme-td-2026-118',
    'ADR_TRANSPORT_DOCUMENT',
    {
      name: 'Beförderungspapier 2026-118 – Druckerei Weber',
      location: 'acme-loc-ludwigshafen',
      consignor: PLANT,
      consignee: PRINTER,
      transporter: CARRIER,
    },
    [
      cargo('acme-td-2026-118-c1', 0, GOODS.acetone, ACETONE_DRUMS),
      cargo('acme-td-2026-118-c2', 1, GOODS.solventMixture, {
        numberOfItems: 10,
        packaging: 'Kanister, Kunststoff (3H1), 20 l',
        net: { value: 200, unit: 'L' },
        grossKg: 170,
      }),
    ],
  ),
  transport(
    'acme-td-2026-121',
    'ADR_TRANSPORT_DOCUMENT',
    {
      name: 'Beförderungspapier 2026-121 – Chlor an Wasserversorgung Vorderpfalz',
      location: 'acme-loc-ludwigshafen',
      consignor: PLANT,
      consignee: {
        postalName: 'Wasserversorgung Vorderpfalz GmbH',
        street: 'Am Wasserwerk',
        houseNumber: '2',
        zipCode: '67433',
        city: 'Neustadt an der Weinstraße',
      },
      transporter: CARRIER,
    },
    [
      cargo('acme-td-2026-121-c1', 0, GOODS.chlorine, {
        numberOfItems: 2,
        packaging: 'Druckgasflasche, Stahl (P200), 65 kg Füllgewicht, Ventilschutzkappe',
        net: { value: 130, unit: 'KG' },
        grossKg: 290,
      }),
    ],
  ),

  document('acme-comment-floor-marking', 'COMMENT', {
    target: 'acme-mea-floor-marking',
    text: 'Die Markierungsfirma ist beauftragt, kommt aber erst in KW 47. Bis dahin sind die Gehwege mit Warnbaken abgegrenzt.',
    author: 'acme-emp-hoffmann',
    createdAt: dayAt(-10, '10:15'),
  }),
  {
    ...document('acme-notification-floor-marking', 'NOTIFICATION', {
      action: 'UPDATE',
      employee: 'acme-emp-hoffmann',
      employeeName: 'Sabine Hoffmann',
      entityType: 'MEASURE',
      document: 'acme-mea-floor-marking',
      title: 'Fahr- und Gehwege in Halle 4 neu markieren',
      createdAt: dayAt(-10, '10:20'),
      isRead: false,
    }),
    account: 'demo-anna',
  },
];
