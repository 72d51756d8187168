import { day, dayAt } from '../dates';
import { type DemoDocument, tenantDocuments } from '../document';

const document = tenantDocuments('tenant-acme');

/** A request for approval, `days` from the reference date, by an employee. */
const requested = (days: number, by: string) => ({
  state: 'REQUESTED',
  requestedBy: by,
  requestedAt: dayAt(days, '08:15'),
});

/** The substitution check recorded by Anna two days after the request (docs/domain/substances.md SUB-APR-3). */
const checked = (days: number, by: string, substitutionCheck: string, substitutionResult: string) => ({
  ...requested(days, by),
  state: 'SUBSTITUTION_CHECKED',
  substitutionCheck,
  substitutionResult,
  substitutionCheckedBy: 'acme-emp-anna',
  substitutionCheckedAt: dayAt(days + 2, '10:30'),
});

/** Approved by Anna a week after the request. */
const approved = (check: ReturnType<typeof checked>, days: number, reason: string) => ({
  ...check,
  state: 'APPROVED',
  hasApproval: true,
  approvedBy: 'acme-emp-anna',
  approvalDate: day(days + 7),
  approvalReason: reason,
});

/** A safety data sheet as supplied: its language and issue date (the PDF is not part of the demo). */
const dataSheet = (id: string, language: 'DE' | 'EN', days: number) => ({ id, language, issuedAt: day(days) });

/**
 * Acme's hazardous substances with their hazard data (CLP, TRGS 510 storage classes, TRGS 900
 * limits, ADR), where they are stored and how much, their safety data sheets (issue date and
 * language; the sheets themselves are not seeded as files; one sheet is older than
 * two years); a cleaner mixed from two of them; the activities with them, one (neutralising)
 * still without a risk assessment. Their labels follow the harmonised or the suppliers' usual
 * classification, official combined statements included, so that every label hint is silent
 * (server/seed/demo-data.test.ts).
 */
export const ACME_SUBSTANCES: readonly DemoDocument[] = [
  document('acme-sub-acetone', 'SUBSTANCE', {
    name: 'Aceton',
    commodityCode: '2914 11 00',
    egNumber: '200-662-2',
    casNumber: '67-64-1',
    manufacturer: 'Rhein-Main Lösemittel GmbH',
    supplier: 'Rhein-Main Lösemittel GmbH',
    storageLocations: [
      { id: 'acme-sub-acetone-tank', storage: 'acme-st-tank-farm', quantity: { value: 25, unit: 'M3' } },
      { id: 'acme-sub-acetone-store', storage: 'acme-st-hazmat-store', quantity: { value: 800, unit: 'L' } },
    ],
    // The newest data sheet is older than two years (SUB-SDS-1): the screen asks for a newer one.
    safetyDataSheetFiles: [
      dataSheet('acme-sub-acetone-sds-de', 'DE', -1000),
      dataSheet('acme-sub-acetone-sds-en', 'EN', -1400),
    ],
    notesOnHazard: 'Flüssigkeit und Dampf leicht entzündbar. Dämpfe können mit Luft explosionsfähige Gemische bilden.',
    hazardStatements: ['H225', 'H319', 'H336', 'EUH066'],
    precautionaryStatements: ['P210', 'P233', 'P240', 'P241', 'P242', 'P305+P351+P338', 'P403+P235'],
    ghsSymbols: ['GHS02', 'GHS07'],
    signalWord: 'DANGER',
    mandatorySymbols: ['M004', 'M009'],
    notesOnFireProtection:
      'Geeignete Löschmittel: Kohlendioxid, Löschpulver, alkoholbeständiger Schaum. Kein Wasser im Vollstrahl.',
    storageClasses: ['3'],
    workplaceLimit: { value: 500, unit: 'ML_PER_M3' },
    additionalLimits: [
      { id: 'acme-sub-acetone-agw-mg', name: 'AGW (TRGS 900) in mg/m³', limit: { value: 1200, unit: 'MG_PER_M3' } },
      {
        id: 'acme-sub-acetone-peak',
        name: 'Kurzzeitwert, Überschreitungsfaktor 2(I)',
        limit: { value: 1000, unit: 'ML_PER_M3' },
      },
    ],
    smell: 'süßlich, fruchtig',
    color: 'farblos',
    phase: 'LIQUID',
    flashPoint: { value: -17, unit: 'C' },
    boilingPoint: { value: 56, unit: 'C' },
    vaporPressure: { value: 246, unit: 'HPA' },
    unNumber: '1090',
    hazardNumber: '33',
    waterHazardClass: 'CLASS_1',
    approval: approved(
      checked(
        -430,
        'acme-emp-schneider',
        'Ethylacetat und 2-Butanon geprüft: die Kundenspezifikation schreibt Aceton vor; ein Ersatz ist nicht zulässig.',
        'NO_ALTERNATIVE',
      ),
      -430,
      'Lösemittel für die Lohnabfüllung; kein geeigneter Ersatzstoff für die Kundenspezifikation.',
    ),
  }),
  document('acme-sub-isopropanol', 'SUBSTANCE', {
    name: '2-Propanol (Isopropanol)',
    commodityCode: '2905 12 00',
    egNumber: '200-661-7',
    casNumber: '67-63-0',
    manufacturer: 'Rhein-Main Lösemittel GmbH',
    supplier: 'Rhein-Main Lösemittel GmbH',
    storageLocations: [
      { id: 'acme-sub-isopropanol-store', storage: 'acme-st-hazmat-store', quantity: { value: 600, unit: 'L' } },
    ],
    safetyDataSheetFiles: [dataSheet('acme-sub-isopropanol-sds-de', 'DE', -250)],
    hazardStatements: ['H225', 'H319', 'H336'],
    precautionaryStatements: ['P210', 'P233', 'P240', 'P241', 'P242', 'P305+P351+P338', 'P403+P235'],
    ghsSymbols: ['GHS02', 'GHS07'],
    signalWord: 'DANGER',
    mandatorySymbols: ['M004', 'M009'],
    notesOnFireProtection: 'Geeignete Löschmittel: Kohlendioxid, Löschpulver, alkoholbeständiger Schaum.',
    storageClasses: ['3'],
    workplaceLimit: { value: 200, unit: 'ML_PER_M3' },
    additionalLimits: [
      { id: 'acme-sub-isopropanol-agw-mg', name: 'AGW (TRGS 900) in mg/m³', limit: { value: 500, unit: 'MG_PER_M3' } },
      {
        id: 'acme-sub-isopropanol-peak',
        name: 'Kurzzeitwert, Überschreitungsfaktor 2(II)',
        limit: { value: 400, unit: 'ML_PER_M3' },
      },
    ],
    smell: 'alkoholartig',
    color: 'farblos',
    phase: 'LIQUID',
    flashPoint: { value: 12, unit: 'C' },
    boilingPoint: { value: 82, unit: 'C' },
    vaporPressure: { value: 43, unit: 'HPA' },
    unNumber: '1219',
    hazardNumber: '33',
    waterHazardClass: 'CLASS_1',
    // Checked, waiting for the decision.
    approval: checked(
      -6,
      'acme-emp-schneider',
      'Ethanol (vergällt) als Ersatz im Anlagenreiniger betrachtet: gleiche Lagerklasse und Entzündbarkeit, keine geringere Gefährdung.',
      'ALTERNATIVES_NOT_SAFER',
    ),
  }),
  document('acme-sub-caustic-soda', 'SUBSTANCE', {
    name: 'Natronlauge 50 %',
    commodityCode: '2815 12 00',
    egNumber: '215-185-5',
    casNumber: '1310-73-2',
    manufacturer: 'Südwest Alkali GmbH',
    supplier: 'Südwest Alkali GmbH',
    storageLocations: [
      { id: 'acme-sub-caustic-soda-store', storage: 'acme-st-hazmat-store', quantity: { value: 2000, unit: 'L' } },
    ],
    safetyDataSheetFiles: [
      dataSheet('acme-sub-caustic-soda-sds-de', 'DE', -400),
      dataSheet('acme-sub-caustic-soda-sds-en', 'EN', -400),
    ],
    notesOnHazard: 'Verursacht schwere Verätzungen der Haut und schwere Augenschäden. Reagiert heftig mit Säuren.',
    hazardStatements: ['H290', 'H314'],
    precautionaryStatements: ['P280', 'P301+P330+P331', 'P303+P361+P353', 'P305+P351+P338', 'P310'],
    ghsSymbols: ['GHS05'],
    signalWord: 'DANGER',
    mandatorySymbols: ['M004', 'M009', 'M010'],
    notesOnFireProtection: 'Nicht brennbar. Löschmaßnahmen auf die Umgebung abstimmen.',
    storageClasses: ['8B'],
    phValue: 14,
    smell: 'geruchlos',
    color: 'farblos',
    phase: 'LIQUID',
    boilingPoint: { value: 143, unit: 'C' },
    unNumber: '1824',
    hazardNumber: '80',
    waterHazardClass: 'CLASS_1',
    approval: approved(
      checked(
        -710,
        'acme-emp-becker',
        'Salzsäure und Kohlendioxid zur Neutralisation betrachtet: das Spülwasser ist sauer, es braucht eine Lauge; verdünnte Lauge (25 %) senkt den Verbrauch an Lagerfläche nicht.',
        'NO_ALTERNATIVE',
      ),
      -710,
      'Neutralisation der Spülwässer aus der Fassreinigung.',
    ),
  }),
  document('acme-sub-diesel', 'SUBSTANCE', {
    name: 'Dieselkraftstoff (DIN EN 590)',
    commodityCode: '2710 19 43',
    egNumber: '269-822-7',
    casNumber: '68334-30-5',
    manufacturer: 'Mineralölhandel Kurpfalz GmbH',
    supplier: 'Mineralölhandel Kurpfalz GmbH',
    storageLocations: [
      { id: 'acme-sub-diesel-tank', storage: 'acme-st-tank-farm', quantity: { value: 10, unit: 'M3' } },
      { id: 'acme-sub-diesel-store', storage: 'acme-st-hazmat-store', quantity: { value: 1000, unit: 'L' } },
    ],
    safetyDataSheetFiles: [dataSheet('acme-sub-diesel-sds-de', 'DE', -100)],
    notesOnHazard: 'Kann bei Verschlucken und Eindringen in die Atemwege tödlich sein. Giftig für Wasserorganismen.',
    hazardStatements: ['H226', 'H304', 'H315', 'H332', 'H351', 'H373', 'H411'],
    precautionaryStatements: ['P201', 'P210', 'P273', 'P280', 'P301+P310', 'P331', 'P501'],
    ghsSymbols: ['GHS02', 'GHS07', 'GHS08', 'GHS09'],
    signalWord: 'DANGER',
    mandatorySymbols: ['M009'],
    notesOnFireProtection: 'Flammpunkt über 55 °C (DIN EN 590). Löschmittel: Schaum, Löschpulver, Kohlendioxid.',
    storageClasses: ['3'],
    smell: 'nach Mineralöl',
    color: 'gelblich',
    phase: 'LIQUID',
    flashPoint: { value: 56, unit: 'C' },
    boilingPoint: { value: 170, unit: 'C' },
    unNumber: '1202',
    hazardNumber: '30',
    waterHazardClass: 'CLASS_2',
    // A new review is requested: the substitution check is due again (an electric forklift is on order).
    approval: requested(-3, 'acme-emp-hoffmann'),
  }),
  document('acme-sub-cleaner', 'SUBSTANCE', {
    name: 'Anlagenreiniger R 40',
    commodityCode: '3814 00 90',
    manufacturer: 'Acme Chemie GmbH (Eigenherstellung)',
    storageLocations: [
      { id: 'acme-sub-cleaner-store', storage: 'acme-st-hazmat-store', quantity: { value: 200, unit: 'L' } },
    ],
    // Ranges as the own data sheet gives them (≥55 – <65 %, ≥35 – <45 %); together they are the whole.
    composition: [
      { id: 'acme-sub-cleaner-acetone', component: 'acme-sub-acetone', proportionFrom: 55, proportionTo: 65 },
      { id: 'acme-sub-cleaner-isopropanol', component: 'acme-sub-isopropanol', proportionFrom: 35, proportionTo: 45 },
    ],
    compositionComplete: true,
    safetyDataSheetFiles: [dataSheet('acme-sub-cleaner-sds-de', 'DE', -30)],
    notesOnHazard: 'Lösemittelgemisch; Dämpfe schwerer als Luft, Ansammlung in Gruben und Kanälen möglich.',
    hazardStatements: ['H225', 'H319', 'H336', 'EUH066'],
    precautionaryStatements: ['P210', 'P233', 'P240', 'P241', 'P305+P351+P338', 'P403+P235'],
    ghsSymbols: ['GHS02', 'GHS07'],
    signalWord: 'DANGER',
    mandatorySymbols: ['M004', 'M009'],
    notesOnFireProtection: 'Geeignete Löschmittel: Kohlendioxid, Löschpulver, alkoholbeständiger Schaum.',
    storageClasses: ['3'],
    smell: 'lösemittelartig',
    color: 'farblos',
    phase: 'LIQUID',
    flashPoint: { value: -10, unit: 'C' },
    boilingPoint: { value: 56, unit: 'C' },
    unNumber: '1993',
    hazardNumber: '33',
    waterHazardClass: 'CLASS_1',
    approval: approved(
      checked(
        -310,
        'acme-emp-becker',
        'Wässriger alkalischer Reiniger erprobt: Harzrückstände lösen sich nicht ausreichend. Ersatz nicht möglich, Prüfung jährlich wiederholen.',
        'NO_ALTERNATIVE',
      ),
      -310,
      'Reinigung der Füllstationen beim Produktwechsel.',
    ),
  }),
  // Rejected: a paint stripper with dichloromethane, replaced by a stripper without it; the rest
  // waits for disposal.
  document('acme-sub-dichloromethane', 'SUBSTANCE', {
    name: 'Abbeizer mit Dichlormethan',
    casNumber: '75-09-2',
    egNumber: '200-838-9',
    manufacturer: 'Farbenhaus Neckar GmbH',
    supplier: 'Farbenhaus Neckar GmbH',
    storageLocations: [
      { id: 'acme-sub-dichloromethane-store', storage: 'acme-st-hazmat-store', quantity: { value: 5, unit: 'L' } },
    ],
    safetyDataSheetFiles: [dataSheet('acme-sub-dichloromethane-sds-de', 'DE', -600)],
    signalWord: 'WARNING',
    hazardStatements: ['H315', 'H319', 'H336', 'H351'],
    precautionaryStatements: ['P201', 'P261', 'P280', 'P305+P351+P338', 'P308+P313'],
    ghsSymbols: ['GHS07', 'GHS08'],
    mandatorySymbols: ['M004', 'M009'],
    storageClasses: ['6.1D'],
    waterHazardClass: 'CLASS_2',
    phase: 'LIQUID',
    boilingPoint: { value: 40, unit: 'C' },
    approval: {
      ...checked(
        -60,
        'acme-emp-becker',
        'Abbeizer ohne Dichlormethan (Benzylalkohol-Basis) im Versuch an den Fassdeckeln: gleiche Wirkung bei längerer Einwirkzeit.',
        'SUBSTITUTION_POSSIBLE',
      ),
      state: 'REJECTED',
      hasApproval: false,
      rejectedBy: 'acme-emp-anna',
      rejectedAt: dayAt(-55, '14:00'),
      rejectionReason: 'Ein Ersatz ohne Dichlormethan ist möglich (GefStoffV § 7 (3)); der Restbestand wird entsorgt.',
    },
  }),
  // Harmonised classification (CLP Annex VI): Flam. Liq. 2, Acute Tox. 3 by all three routes, shown
  // as the official combination H301+H311+H331, and STOT SE 1 (the optic nerve); GESTIS: LGK 3, WGK 1.
  document('acme-sub-methanol', 'SUBSTANCE', {
    name: 'Methanol',
    commodityCode: '2905 11 00',
    egNumber: '200-659-6',
    casNumber: '67-56-1',
    manufacturer: 'Rhein-Main Lösemittel GmbH',
    supplier: 'Rhein-Main Lösemittel GmbH',
    storageLocations: [
      { id: 'acme-sub-methanol-store', storage: 'acme-st-hazmat-store', quantity: { value: 400, unit: 'L' } },
    ],
    safetyDataSheetFiles: [
      dataSheet('acme-sub-methanol-sds-de', 'DE', -180),
      dataSheet('acme-sub-methanol-sds-en', 'EN', -180),
    ],
    notesOnHazard:
      'Giftig beim Einatmen, Verschlucken und bei Hautkontakt; wird über die Haut aufgenommen. Schädigt den Sehnerv (Erblindung möglich). Dämpfe schwerer als Luft.',
    hazardStatements: ['H225', 'H301+H311+H331', 'H370'],
    precautionaryStatements: [
      'P210',
      'P233',
      'P280',
      'P301+P310',
      'P303+P361+P353',
      'P304+P340',
      'P308+P311',
      'P403+P235',
      'P405',
      'P501',
    ],
    ghsSymbols: ['GHS02', 'GHS06', 'GHS08'],
    signalWord: 'DANGER',
    mandatorySymbols: ['M004', 'M009', 'M010'],
    notesOnFireProtection:
      'Brennt mit kaum sichtbarer Flamme. Löschmittel: alkoholbeständiger Schaum, Kohlendioxid, Löschpulver, Wassersprühstrahl.',
    storageClasses: ['3'],
    workplaceLimit: { value: 100, unit: 'ML_PER_M3' },
    additionalLimits: [
      { id: 'acme-sub-methanol-agw-mg', name: 'AGW (TRGS 900) in mg/m³', limit: { value: 130, unit: 'MG_PER_M3' } },
      {
        id: 'acme-sub-methanol-peak',
        name: 'Kurzzeitwert, Überschreitungsfaktor 2(II)',
        limit: { value: 200, unit: 'ML_PER_M3' },
      },
    ],
    smell: 'alkoholartig',
    color: 'farblos',
    phase: 'LIQUID',
    flashPoint: { value: 9, unit: 'C' },
    boilingPoint: { value: 65, unit: 'C' },
    vaporPressure: { value: 129, unit: 'HPA' },
    unNumber: '1230',
    hazardNumber: '336',
    waterHazardClass: 'CLASS_1',
  }),
  // A solvent-borne alkyd paint as its supplier labels it: Flam. Liq. 3, STOT SE 3 (narcotic
  // effects of the white spirit), Aquatic Chronic 3 and EUH066; "Warning", UN 1263 PAINT.
  document('acme-sub-paint', 'SUBSTANCE', {
    name: 'Kunstharzlack RAL 7035 lichtgrau',
    commodityCode: '3208 10 90',
    manufacturer: 'Farbenhaus Neckar GmbH',
    supplier: 'Farbenhaus Neckar GmbH',
    storageLocations: [
      { id: 'acme-sub-paint-store', storage: 'acme-st-hazmat-store', quantity: { value: 60, unit: 'L' } },
    ],
    safetyDataSheetFiles: [dataSheet('acme-sub-paint-sds-de', 'DE', -420)],
    notesOnHazard: 'Lösemittelhaltig (Testbenzin); Dämpfe können Schläfrigkeit und Benommenheit verursachen.',
    hazardStatements: ['H226', 'H336', 'H412', 'EUH066'],
    precautionaryStatements: ['P101', 'P102', 'P210', 'P261', 'P271', 'P273', 'P304+P340', 'P312', 'P403+P233', 'P501'],
    ghsSymbols: ['GHS02', 'GHS07'],
    signalWord: 'WARNING',
    mandatorySymbols: ['M004', 'M009'],
    notesOnFireProtection: 'Löschmittel: Schaum, Kohlendioxid, Löschpulver. Behälter mit Wassersprühstrahl kühlen.',
    storageClasses: ['3'],
    smell: 'nach Lösemittel',
    color: 'lichtgrau (RAL 7035)',
    phase: 'LIQUID',
    flashPoint: { value: 40, unit: 'C' },
    boilingPoint: { value: 150, unit: 'C' },
    unNumber: '1263',
    hazardNumber: '30',
    waterHazardClass: 'CLASS_2',
  }),

  document('acme-act-filling-acetone', 'ACTIVITY', {
    name: 'Abfüllen von Aceton in 200-l-Fässer',
    substance: 'acme-sub-acetone',
    storageOrWorkEquipments: ['acme-we-filling-plant', 'acme-st-tank-farm'],
    workEnvironments: ['acme-dep-filling'],
    description:
      'Befüllen geerdeter Stahlfässer aus dem Tanklager über die Fassabfüllanlage mit Unterspiegelbefüllung.',
    applicationForm: 'UNDILUTED',
    exposition: {
      substanceQuantity: { value: 4000, unit: 'L' },
      annualQuantity: { value: 880, unit: 'M3' },
      duration: { value: 6, unit: 'H' },
      employeeCount: 3,
      contactFrequency: 'DAILY',
      spatialConditions: 'PARTIALLY_ENCLOSED',
      protectiveGear: ['EYES', 'HANDS', 'BODY', 'FOOT'],
      technicalVentilationType: 'DECENTRALIZED',
      technicalVentilationAmount: 1500,
      technicalVentilationDescription: 'Absaugung direkt am Fassspundloch jeder Füllstation.',
    },
    dermalHazard: {
      description: 'Spritzer beim An- und Abkoppeln der Fülllanze möglich.',
      effectArea: 'SMALL',
      effectDuration: { value: 15, unit: 'MIN' },
      wetWork: 'UNDER_TWO_HOURS',
    },
    furtherHazards: {
      inhalation: 'Lösemitteldämpfe bei offener Befüllung; Absaugung und geschlossene Befüllung halten den AGW ein.',
      explosion: 'Explosionsgefährdeter Bereich Zone 1 im Umkreis von 1 m um das Spundloch.',
    },
  }),
  document('acme-act-cleaning', 'ACTIVITY', {
    name: 'Reinigen der Füllstationen mit Anlagenreiniger R 40',
    substance: 'acme-sub-cleaner',
    storageOrWorkEquipments: ['acme-we-filling-plant'],
    workEnvironments: ['acme-dep-maintenance'],
    description: 'Manuelles Reinigen der Füllventile und Auffangwannen beim Produktwechsel.',
    applicationForm: 'UNDILUTED',
    exposition: {
      substanceQuantity: { value: 2, unit: 'L' },
      annualQuantity: { value: 150, unit: 'L' },
      duration: { value: 30, unit: 'MIN' },
      employeeCount: 2,
      contactFrequency: 'WEEKLY',
      spatialConditions: 'SPATIAL',
      protectiveGear: ['EYES', 'HANDS'],
      freeVentilationType: 'DOOR',
    },
    dermalHazard: { effectArea: 'SMALL', effectDuration: { value: 30, unit: 'MIN' }, wetWork: 'UNDER_TWO_HOURS' },
  }),
  document('acme-act-refuelling', 'ACTIVITY', {
    name: 'Betanken des Gabelstaplers mit Dieselkraftstoff',
    substance: 'acme-sub-diesel',
    storageOrWorkEquipments: ['acme-we-forklift', 'acme-st-hazmat-store'],
    workEnvironments: ['acme-dep-logistics'],
    description: 'Betanken aus dem IBC mit Zapfpistole und automatischer Abschaltung auf der Auffangfläche.',
    applicationForm: 'UNDILUTED',
    exposition: {
      substanceQuantity: { value: 60, unit: 'L' },
      annualQuantity: { value: 9, unit: 'M3' },
      duration: { value: 10, unit: 'MIN' },
      employeeCount: 4,
      contactFrequency: 'DAILY',
      spatialConditions: 'OUTDOORS',
      protectiveGear: ['HANDS'],
    },
    dermalHazard: {
      description: 'Tropfen an der Zapfpistole beim Einhängen.',
      effectArea: 'SMALL',
      effectDuration: { value: 5, unit: 'MIN' },
      wetWork: 'IMPOSSIBLE',
    },
  }),
  document('acme-act-neutralising', 'ACTIVITY', {
    name: 'Neutralisieren von Spülwasser mit Natronlauge',
    substance: 'acme-sub-caustic-soda',
    storageOrWorkEquipments: ['acme-st-hazmat-store'],
    workEnvironments: ['acme-dep-maintenance'],
    description: 'Dosieren der Natronlauge aus dem IBC in das Neutralisationsbecken; noch ohne Gefährdungsbeurteilung.',
    applicationForm: 'DILUTED_WITH_WATER',
    exposition: {
      substanceQuantity: { value: 20, unit: 'L' },
      annualQuantity: { value: 2, unit: 'M3' },
      duration: { value: 20, unit: 'MIN' },
      employeeCount: 2,
      contactFrequency: 'WEEKLY',
      spatialConditions: 'SPATIAL',
      protectiveGear: ['EYES', 'HANDS', 'BODY'],
    },
    dermalHazard: {
      description: 'Spritzer beim Umstecken des Dosierschlauchs.',
      effectArea: 'SMALL',
      effectDuration: { value: 20, unit: 'MIN' },
      wetWork: 'UNDER_TWO_HOURS',
    },
  }),
  // Data still missing (issue 18): the quantity per activity and the skin contact are not yet recorded,
  // so the EMKG rating gives only the minimum standards and the list shows it without a complete rating.
  document('acme-act-spray-bottles', 'ACTIVITY', {
    name: 'Abfüllen von Anlagenreiniger in Sprühflaschen',
    substance: 'acme-sub-cleaner',
    storageOrWorkEquipments: ['acme-st-hazmat-store'],
    workEnvironments: ['acme-dep-maintenance'],
    description: 'Umfüllen aus dem Kanister in Sprühflaschen für die Reinigung an den Füllstationen.',
    applicationForm: 'UNDILUTED',
    spraying: true,
  }),
];
