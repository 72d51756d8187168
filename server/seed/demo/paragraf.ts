import { accountEmployee, administration, type DemoDocument, tenantDocuments } from './document';

const TENANT = 'tenant-paragraf';
const document = tenantDocuments(TENANT);

/** The customers of a regulation or a required action, by tenant: `{ id, tenant }` items. */
const customers = (owner: string, ...tenants: string[]) =>
  tenants.map((tenant) => ({ id: `${owner}-${tenant}`, tenant }));

/**
 * Paragraf Rechtsberatung GmbH (regulation manager): keeps the legal register of its customers
 * acme and nordlicht, with the changes of each regulation and what each customer has to do.
 */
export const PARAGRAF_DOCUMENTS: readonly DemoDocument[] = [
  administration(TENANT, 'para-role-admin'),
  accountEmployee(
    TENANT,
    'para-emp-lea',
    { firstName: 'Lea', lastName: 'Vogel', email: 'lea@sorgfalt.example', jobTitle: 'Rechtsanwältin' },
    ['para-role-admin'],
    [],
    'demo-lea',
  ),
  document('para-emp-hartmann', 'EMPLOYEE', {
    firstName: 'Felix',
    lastName: 'Hartmann',
    email: 'f.hartmann@paragraf-recht.example',
    hasAccount: false,
    accessRoles: [],
    locations: [],
    departments: [],
    jobTitle: 'Rechtsanwalt, Fachanwalt für Verwaltungsrecht',
    formOfEmployment: 'Vollzeit',
  }),

  document('para-reg-gefstoffv', 'REGULATION', {
    name: 'Gefahrstoffverordnung (GefStoffV)',
    content:
      'Verordnung zum Schutz vor Gefahrstoffen: Gefährdungsbeurteilung, Schutzmaßnahmen, Betriebsanweisung und Unterweisung bei Tätigkeiten mit Gefahrstoffen sowie Einstufung und Kennzeichnung nach der CLP-Verordnung.',
    issuedAt: '2010-11-26',
    lastChangeAt: '2024-12-02',
    applicationScope: 'FEDERAL_REGULATIONS',
    fieldOfLaw: 'CHEMICALS_AND_HAZARDOUS_SUBSTANCES',
    fieldOfLawLimitation: 'ALL',
    responsible: 'para-emp-lea',
    isActive: true,
    isPublished: true,
    tenantIds: customers('para-reg-gefstoffv', 'acme'),
    changes: [
      {
        id: 'para-reg-gefstoffv-change-2024',
        changeAt: '2024-12-02',
        content:
          'Novelle: risikobezogenes Maßnahmenkonzept für krebserzeugende Stoffe mit Akzeptanz- und Toleranzrisiko in die Verordnung übernommen; Vorschriften zu Tätigkeiten mit Asbest neu gefasst.',
      },
    ],
    requiredActions: [
      {
        id: 'para-reg-gefstoffv-action-1',
        tenantIds: customers('para-reg-gefstoffv-action-1', 'acme'),
        content:
          'Gefährdungsbeurteilungen für Tätigkeiten mit krebserzeugenden Stoffen auf das Maßnahmenkonzept prüfen und das Verzeichnis der exponierten Beschäftigten aktualisieren.',
        remarks: 'Betrifft bei Acme vor allem den Staplerbetrieb mit Dieselmotoremissionen (TRGS 554).',
      },
    ],
  }),
  document('para-reg-adr', 'REGULATION', {
    name: 'ADR – Übereinkommen über die internationale Beförderung gefährlicher Güter auf der Straße',
    content:
      'Vorschriften für Klassifizierung, Verpackung, Kennzeichnung, Dokumentation und Beförderung gefährlicher Güter auf der Straße; in Deutschland über die GGVSEB auch für innerstaatliche Beförderungen anzuwenden.',
    issuedAt: '1957-09-30',
    lastChangeAt: '2025-01-01',
    applicationScope: 'INTERNATIONAL_EU',
    fieldOfLaw: 'HAZARDOUS_GOODS',
    fieldOfLawLimitation: 'ALL',
    responsible: 'para-emp-hartmann',
    isActive: true,
    isPublished: true,
    tenantIds: customers('para-reg-adr', 'acme', 'nordlicht'),
    changes: [
      {
        id: 'para-reg-adr-change-2025',
        changeAt: '2025-01-01',
        content:
          'ADR 2025 in Kraft; die Vorschriften des ADR 2023 durften bis zum 30. Juni 2025 weiter angewendet werden.',
      },
      {
        id: 'para-reg-adr-change-2027',
        changeAt: '2027-01-01',
        content:
          'ADR 2027 tritt voraussichtlich am 1. Januar 2027 in Kraft, mit Übergangsfrist bis 30. Juni 2027. Änderungen werden nach Veröffentlichung ausgewertet.',
      },
    ],
    requiredActions: [
      {
        id: 'para-reg-adr-action-drivers',
        tenantIds: customers('para-reg-adr-action-drivers', 'nordlicht'),
        content:
          'Fahrpersonal nach ADR 1.3 und 8.2.3 zu den Änderungen unterweisen und die Unterweisung dokumentieren.',
      },
      {
        id: 'para-reg-adr-action-shipper',
        tenantIds: customers('para-reg-adr-action-shipper', 'acme'),
        content: 'Vorlagen der Beförderungspapiere und Verpackungsanweisungen auf den neuen Stand prüfen.',
        remarks: 'Gefahrgutbeauftragte einbinden.',
      },
    ],
  }),
  document('para-reg-arbschg', 'REGULATION', {
    name: 'Arbeitsschutzgesetz (ArbSchG)',
    content:
      'Grundpflichten des Arbeitgebers: Gefährdungsbeurteilung, Dokumentation, Unterweisung und Maßnahmen des Arbeitsschutzes; Überwachung durch die Arbeitsschutzbehörden der Länder.',
    issuedAt: '1996-08-07',
    lastChangeAt: '2020-12-22',
    applicationScope: 'FEDERAL_LAWS',
    fieldOfLaw: 'OCCUPATIONAL_SAFETY',
    fieldOfLawLimitation: 'ALL',
    responsible: 'para-emp-lea',
    isActive: true,
    isPublished: true,
    tenantIds: customers('para-reg-arbschg', 'acme', 'nordlicht'),
    changes: [
      {
        id: 'para-reg-arbschg-change-2020',
        changeAt: '2020-12-22',
        content:
          'Arbeitsschutzkontrollgesetz: Mindestbesichtigungsquote der Arbeitsschutzbehörden eingeführt; ab 2026 sind jährlich mindestens 5 % der Betriebe zu besichtigen.',
      },
    ],
    requiredActions: [
      {
        id: 'para-reg-arbschg-action-1',
        tenantIds: customers('para-reg-arbschg-action-1', 'acme', 'nordlicht'),
        content:
          'Für Betriebsbesichtigungen Gefährdungsbeurteilungen, Unterweisungsnachweise und Prüfbescheinigungen aktuell und griffbereit halten.',
      },
    ],
  }),
  document('para-reg-betrsichv', 'REGULATION', {
    name: 'Betriebssicherheitsverordnung (BetrSichV)',
    content:
      'Sicherheit und Gesundheitsschutz bei der Verwendung von Arbeitsmitteln und beim Betrieb überwachungsbedürftiger Anlagen: Gefährdungsbeurteilung, Prüfungen durch befähigte Personen und zugelassene Überwachungsstellen, Erlaubnispflichten.',
    issuedAt: '2015-02-03',
    lastChangeAt: '2015-06-01',
    applicationScope: 'FEDERAL_REGULATIONS',
    fieldOfLaw: 'OPERATIONAL_SAFETY',
    fieldOfLawLimitation: 'ALL',
    responsible: 'para-emp-hartmann',
    isActive: true,
    isPublished: false,
    tenantIds: customers('para-reg-betrsichv', 'acme', 'nordlicht'),
    changes: [
      {
        id: 'para-reg-betrsichv-change-2015',
        changeAt: '2015-06-01',
        content:
          'Neufassung in Kraft; Prüfpflichten für Arbeitsmittel und überwachungsbedürftige Anlagen neu geordnet.',
      },
    ],
    requiredActions: [
      {
        id: 'para-reg-betrsichv-action-1',
        tenantIds: customers('para-reg-betrsichv-action-1', 'acme'),
        content: 'Prüffristen der Druckbehälter und des Tanklagers im Prüfkalender nachhalten.',
      },
      {
        id: 'para-reg-betrsichv-action-2',
        tenantIds: customers('para-reg-betrsichv-action-2', 'nordlicht'),
        content: 'Jährliche Prüfung der Flurförderzeuge und Ladebordwände durch eine befähigte Person sicherstellen.',
      },
    ],
  }),
  // Published to acme; the server lists the regulations new or changed in the quarter (RGL-14).
  document('para-rep-2024-q4', 'REGULATION_REPORT', {
    customer: 'acme',
    publishedAt: '2025-01-15',
    span: { from: '2024-10-01', to: '2024-12-31' },
    isPublished: true,
  }),
];
