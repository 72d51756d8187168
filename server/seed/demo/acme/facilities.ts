import { day } from '../dates';
import { type DemoDocument, tenantDocuments } from '../document';
import { type DemoFile, demoPdf, signedCommissionLines } from '../signed-commission';

const TENANT = 'tenant-acme';
const document = tenantDocuments(TENANT);

const COMPANY = 'Acme Chemie GmbH · Industriestraße 24 · 67063 Ludwigshafen am Rhein';
const EMPLOYER = 'Dr. Petra Lindner, Geschäftsführerin';
const FORKLIFT = {
  company: COMPANY,
  title: 'Fahrauftrag Flurförderzeuge Lager Mannheim',
  equipment: 'Gabelstapler (Flurförderzeuge mit Fahrersitz) im Lager Mannheim',
  basis: 'DGUV Vorschrift 68 § 7 und DGUV Grundsatz 308-001',
  place: 'Mannheim',
  employer: EMPLOYER,
};

/** The signed written commissions (scans in real life) the commission assignments hold. */
const SIGNED = {
  hoffmann: demoPdf(
    TENANT,
    'Fahrauftrag Sabine Hoffmann (unterschrieben).pdf',
    signedCommissionLines({ ...FORKLIFT, employee: 'Sabine Hoffmann', day: day(-700) }),
  ),
  yilmaz: demoPdf(
    TENANT,
    'Fahrauftrag Mehmet Yılmaz (unterschrieben).pdf',
    signedCommissionLines({ ...FORKLIFT, employee: 'Mehmet Yilmaz', day: day(-395) }),
  ),
  becker: demoPdf(
    TENANT,
    'Beauftragung Hubarbeitsbühne Thomas Becker (unterschrieben).pdf',
    signedCommissionLines({
      company: COMPANY,
      title: 'Beauftragung Hubarbeitsbühnen Instandhaltung',
      employee: 'Thomas Becker',
      equipment: 'Hubarbeitsbühnen der Instandhaltung',
      basis: 'DGUV Grundsatz 308-008 und § 12 BetrSichV',
      day: day(-345),
      place: 'Ludwigshafen am Rhein',
      employer: EMPLOYER,
    }),
  ),
} satisfies Record<string, DemoFile>;

/** The files of Acme's documents, stored in Acme's blob store by the demo mode. */
export const ACME_FILES: readonly DemoFile[] = Object.values(SIGNED);

/**
 * Acme's work equipment and storages with what keeps them safe: inspections, a maintenance with
 * its measure, the permit of the tank farm with a condition, the forklift driving commission and
 * the aerial work platform commission whose qualification expires soon.
 */
export const ACME_FACILITIES: readonly DemoDocument[] = [
  document('acme-we-forklift', 'WORK_EQUIPMENT', {
    name: 'Gabelstapler Linde H30D',
    workEquipmentType: 'MACHINE',
    department: 'acme-dep-logistics',
    responsible: 'acme-emp-hoffmann',
    building: 'Halle 4',
    number: 'FFZ-03',
    manufacturer: 'Linde Material Handling GmbH',
    manufacturerNumber: 'H2X393R04512',
    constructionDate: '2019-05-14',
  }),
  document('acme-we-filling-plant', 'WORK_EQUIPMENT', {
    name: 'Fassabfüllanlage Lösemittel',
    workEquipmentType: 'FACILITY',
    department: 'acme-dep-filling',
    responsible: 'acme-emp-yilmaz',
    building: 'Bau 12',
    number: 'AA-12-01',
    manufacturer: 'Feige Filling GmbH',
    constructionDate: '2017-10-02',
  }),
  document('acme-we-pressure-vessel', 'WORK_EQUIPMENT', {
    name: 'Druckluftbehälter 1000 l, Kompressorstation',
    workEquipmentType: 'MONITORING_REQUIRED_FACILITY',
    department: 'acme-dep-maintenance',
    responsible: 'acme-emp-becker',
    building: 'Bau 7',
    number: 'DB-07-02',
    manufacturer: 'Behälterbau Pfalz GmbH',
    manufacturerNumber: 'BP-1000-11-2015-0734',
    constructionDate: '2015-11-20',
  }),

  document('acme-we-aerial-platform', 'WORK_EQUIPMENT', {
    name: 'Scherenarbeitsbühne Genie GS-1932',
    workEquipmentType: 'MACHINE',
    department: 'acme-dep-maintenance',
    responsible: 'acme-emp-becker',
    building: 'Bau 7',
    number: 'HAB-02',
    manufacturer: 'Genie Industries',
    constructionDate: '2020-02-11',
  }),

  document('acme-st-hazmat-store', 'STORAGE', {
    name: 'Gefahrstofflager Halle 4',
    department: 'acme-dep-logistics',
    responsible: 'acme-emp-hoffmann',
    building: 'Halle 4',
    number: 'GL-01',
    manufacturer: 'Denios SE',
    constructionDate: '2014-06-30',
  }),
  document('acme-st-tank-farm', 'STORAGE', {
    name: 'Tanklager Nord',
    department: 'acme-dep-production',
    responsible: 'acme-emp-schneider',
    building: 'Tankfeld Nord',
    number: 'TL-01',
    constructionDate: '2021-03-15',
  }),

  document('acme-insp-forklift', 'INSPECTION', {
    name: 'Jährliche Prüfung Gabelstapler FFZ-03',
    storageOrWorkEquipment: 'acme-we-forklift',
    inspectionBasis: 'BetrSichV § 14, DGUV Vorschrift 68 § 37, DGUV Grundsatz 308-003',
    inspectionInterval: 12,
    inspectionType: 'Wiederkehrende Prüfung',
    description: 'Prüfung von Fahrwerk, Hubgerüst, Lastketten, Bremsen, Lenkung und Abgasanlage.',
    inspectionQualification: 'Zur Prüfung befähigte Person nach TRBS 1203',
    inspectionBy: 'acme-con-forklift-service',
    responsible: 'acme-emp-hoffmann',
    deficienciesExist: false,
    lastInspectionAt: day(-346),
  }),
  document('acme-insp-pressure-vessel', 'INSPECTION', {
    name: 'Innere Prüfung Druckluftbehälter DB-07-02',
    storageOrWorkEquipment: 'acme-we-pressure-vessel',
    inspectionBasis: 'BetrSichV § 16 in Verbindung mit Anhang 2 Abschnitt 4',
    inspectionInterval: 60,
    inspectionType: 'Innere Prüfung',
    inspectionQualification: 'Zugelassene Überwachungsstelle (ZÜS)',
    inspectionBy: 'acme-con-testing',
    responsible: 'acme-emp-becker',
    deficienciesExist: true,
    deficienciesDescription: 'Leichter Korrosionsansatz am Kondensatablass; Weiterbetrieb ohne Einschränkung möglich.',
    lastInspectionAt: day(-610),
  }),

  // Overdue: the yearly inspection of the tank farm's lightning protection was due 35 days before the reference day.
  document('acme-insp-tank-farm-lightning', 'INSPECTION', {
    name: 'Prüfung Blitzschutz und Erdung Tanklager Nord',
    storageOrWorkEquipment: 'acme-st-tank-farm',
    inspectionBasis: 'TRBS 2152 Teil 3, TRGS 509 Nr. 6, DIN EN 62305-3',
    inspectionInterval: 12,
    inspectionType: 'Wiederkehrende Prüfung',
    inspectionQualification: 'Zur Prüfung befähigte Person nach TRBS 1203 (Elektrotechnik)',
    inspectionBy: 'acme-con-testing',
    responsible: 'acme-emp-schneider',
    deficienciesExist: false,
    lastInspectionAt: day(-400),
  }),
  // Overdue: the half-yearly inspection of the filling plant's earthing monitor, last done 230 days before.
  document('acme-insp-filling-earthing', 'INSPECTION', {
    name: 'Prüfung Erdungsüberwachung Fassabfüllanlage',
    storageOrWorkEquipment: 'acme-we-filling-plant',
    inspectionBasis: 'BetrSichV § 14, TRBS 1201',
    inspectionInterval: 6,
    inspectionType: 'Wiederkehrende Prüfung',
    inspectionBy: 'acme-emp-becker',
    // Anna signs in: the demo's reminders (docs/domain/deadlines.md DL-12) have someone to reach.
    responsible: 'acme-emp-anna',
    deficienciesExist: false,
    lastInspectionAt: day(-230),
  }),

  document('acme-mnt-filling-plant', 'MAINTENANCE', {
    name: 'Halbjährliche Wartung Fassabfüllanlage',
    storageOrWorkEquipment: 'acme-we-filling-plant',
    maintenanceType: 'PREVENTIVE',
    maintenanceBasis: 'Betriebsanleitung des Herstellers, Kapitel 9 Wartung',
    maintenanceInterval: 6,
    description: 'Füllventile, Dichtungen, Erdungsüberwachung und Absaugung geprüft und gewartet.',
    maintenanceBy: 'acme-emp-becker',
    responsible: 'acme-emp-becker',
    deficienciesExist: true,
    lastMaintenanceAt: day(-47),
    repairs: [
      {
        id: 'acme-mnt-filling-plant-repair-1',
        name: 'Füllventil Station 2 abgedichtet',
        deficiencies: 'Undichtigkeit an der Ventilspindel; O-Ring-Satz ersetzt, Dichtheit geprüft.',
      },
    ],
  }),
  // Once the maintenance's embedded measure, now a measure naming it as origin (FAC-5, decision 0048).
  document('acme-mnt-filling-plant-measure', 'MEASURE', {
    name: 'Ersatzteilvorrat für Dichtungssätze der Füllventile anlegen',
    origin: 'acme-mnt-filling-plant',
    measureType: 'ORGANIZATIONAL',
    responsible: 'acme-emp-becker',
    description: '<p>Je Füllstation zwei Dichtungssätze (FKM) auf Lager halten.</p>',
    deadlineAt: day(45),
    isActionNeeded: true,
    isDone: false,
    isRecurring: false,
  }),

  document('acme-per-tank-farm', 'PERMIT', {
    name: 'Erlaubnis nach § 18 BetrSichV – Tanklager Nord',
    storageOrWorkEquipment: 'acme-st-tank-farm',
    description:
      'Erlaubnis für die Lageranlage für entzündbare Flüssigkeiten mit mehr als 10 000 l Gesamtrauminhalt (§ 18 Abs. 1 Nr. 6 BetrSichV).',
    referenceNumber: 'SGD Süd 34-2021-0147',
    approvalDate: '2021-06-14',
  }),
  document('acme-cond-tank-farm-explosion', 'CONDITION', {
    conditionType: 'REQUIREMENT',
    name: 'Wiederkehrende Prüfung des Explosionsschutzes',
    permit: 'acme-per-tank-farm',
    section: 'Nebenbestimmung III.4',
    description:
      'Die Anlage ist mindestens alle sechs Jahre auf Explosionssicherheit zu prüfen (BetrSichV Anhang 2 Abschnitt 3); der Prüfbericht ist der Behörde auf Verlangen vorzulegen.',
  }),

  // Each assignment holds its signed written commission (ACME_FILES, stored as blobs by the demo mode).
  document('acme-com-forklift', 'COMMISSION', {
    name: 'Fahrauftrag Flurförderzeuge Lager Mannheim',
    isDrivingCommission: true,
    workEquipments: ['acme-we-forklift'],
    qualificationRenewalRequired: true,
    qualificationIntervalInMonths: 12,
    // Renewed yearly: the forklift drivers' qualification expires 25 days after the reference day.
    qualifications: [
      { id: 'acme-com-forklift-q-0', qualificationAt: day(-705) },
      { id: 'acme-com-forklift-q-1', qualificationAt: day(-340) },
    ],
    assignments: [
      {
        id: 'acme-com-forklift-a-hoffmann',
        employee: 'acme-emp-hoffmann',
        commissionAt: day(-700),
        files: [SIGNED.hoffmann.ref],
      },
      {
        id: 'acme-com-forklift-a-yilmaz',
        employee: 'acme-emp-yilmaz',
        commissionAt: day(-395),
        files: [SIGNED.yilmaz.ref],
      },
    ],
  }),
  // Its yearly instruction expires within weeks of the reference date (COM-2).
  document('acme-com-aerial-platform', 'COMMISSION', {
    name: 'Beauftragung Hubarbeitsbühnen Instandhaltung',
    isDrivingCommission: false,
    workEquipments: ['acme-we-aerial-platform'],
    qualificationRenewalRequired: true,
    qualificationIntervalInMonths: 12,
    qualifications: [{ id: 'acme-com-aerial-platform-q-1', qualificationAt: day(-350), nextQualificationAt: day(15) }],
    assignments: [
      {
        id: 'acme-com-aerial-platform-a-becker',
        employee: 'acme-emp-becker',
        commissionAt: day(-345),
        files: [SIGNED.becker.ref],
      },
    ],
  }),
];
