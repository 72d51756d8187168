import { day, dayAt } from '../dates';
import { type DemoDocument, tenantDocuments } from '../document';

const document = tenantDocuments('tenant-acme');

type MeasureType = 'SUBSTITUTIONAL' | 'TECHNICAL' | 'ORGANIZATIONAL' | 'PERSONAL';
type InstructionKey = 'measures' | 'malfunctionBehaviorDescription' | 'firstAidDescription' | 'maintenanceDescription';

const riskMeasure = (
  id: string,
  order: number,
  title: string,
  type: MeasureType,
  responsible: string,
  instructionKey: InstructionKey,
) => ({ id, order, title, type, responsible, instructionKey });

/**
 * Acme's occupational safety: risk assessments with their risks and measures (the operating
 * instructions derived from them are in operating-instructions.ts), the yearly training, a first-aid log entry, the site
 * inspection of the warehouse and the measures that follow from all of it.
 */
export const ACME_SAFETY: readonly DemoDocument[] = [
  document('acme-ra-filling', 'RISK_ASSESSMENT', {
    name: 'Gefährdungsbeurteilung Abfüllung Lösemittel',
    workEnvironments: ['acme-dep-filling'],
    storageOrWorkEquipments: ['acme-we-filling-plant', 'acme-st-tank-farm'],
    substances: ['acme-sub-acetone', 'acme-sub-cleaner'],
    revisionInterval: 24,
    nextRevisionAt: day(240),
    responsible: 'acme-emp-schneider',
    risks: [
      {
        id: 'acme-ra-filling-risk-explosion',
        order: 0,
        name: 'Brand- und Explosionsgefahr durch Lösemitteldämpfe',
        description: 'Beim Befüllen der Fässer entstehen Acetondämpfe; Zündquelle durch elektrostatische Aufladung.',
        protectionTarget: 'Keine Zündung explosionsfähiger Atmosphäre im Abfüllbereich.',
        stressFactor: 'FACTOR_5',
        preMeasuresEvaluation: { consequence: 'E', probability: 3 },
        postMeasuresEvaluation: { consequence: 'E', probability: 1 },
        measures: [
          riskMeasure(
            'acme-ra-filling-m-earthing',
            0,
            'Fässer vor dem Befüllen erden (Erdungsklemme mit Überwachung)',
            'TECHNICAL',
            'acme-emp-yilmaz',
            'measures',
          ),
          riskMeasure(
            'acme-ra-filling-m-ex',
            1,
            'Nur explosionsgeschützte Betriebsmittel in Zone 1 verwenden',
            'TECHNICAL',
            'acme-emp-becker',
            'measures',
          ),
          riskMeasure(
            'acme-ra-filling-m-fire',
            2,
            'Bei Brand Anlage über Not-Aus abschalten, mit CO2-Löscher löschen, Feuerwehr 112',
            'ORGANIZATIONAL',
            'acme-emp-schneider',
            'malfunctionBehaviorDescription',
          ),
        ],
      },
      {
        id: 'acme-ra-filling-risk-contact',
        order: 1,
        name: 'Augen- und Hautkontakt mit Aceton',
        stressFactor: 'FACTOR_3',
        preMeasuresEvaluation: { consequence: 'C', probability: 3 },
        postMeasuresEvaluation: { consequence: 'B', probability: 2 },
        measures: [
          riskMeasure(
            'acme-ra-filling-m-ppe',
            0,
            'Dicht schließende Schutzbrille und Schutzhandschuhe aus Butylkautschuk tragen',
            'PERSONAL',
            'acme-emp-yilmaz',
            'measures',
          ),
          riskMeasure(
            'acme-ra-filling-m-eyewash',
            1,
            'Bei Augenkontakt sofort 10 Minuten an der Augendusche spülen, Arzt aufsuchen',
            'ORGANIZATIONAL',
            'acme-emp-schneider',
            'firstAidDescription',
          ),
        ],
      },
    ],
  }),
  document('acme-ra-forklift', 'RISK_ASSESSMENT', {
    name: 'Gefährdungsbeurteilung Staplerbetrieb Lager Mannheim',
    workEnvironments: ['acme-dep-logistics'],
    storageOrWorkEquipments: ['acme-we-forklift'],
    substances: ['acme-sub-diesel'],
    revisionInterval: 24,
    nextRevisionAt: day(-12),
    responsible: 'acme-emp-hoffmann',
    linkedRiskAssessments: ['acme-ra-filling'],
    risks: [
      {
        id: 'acme-ra-forklift-risk-collision',
        order: 0,
        name: 'Anfahren von Personen in der Lagerhalle',
        stressFactor: 'FACTOR_1',
        preMeasuresEvaluation: { consequence: 'D', probability: 3 },
        postMeasuresEvaluation: { consequence: 'D', probability: 1 },
        measures: [
          riskMeasure(
            'acme-ra-forklift-m-lanes',
            0,
            'Fahr- und Gehwege getrennt und farbig markieren',
            'TECHNICAL',
            'acme-emp-hoffmann',
            'measures',
          ),
          riskMeasure(
            'acme-ra-forklift-m-commission',
            1,
            'Stapler nur mit schriftlichem Fahrauftrag führen',
            'ORGANIZATIONAL',
            'acme-emp-hoffmann',
            'measures',
          ),
        ],
      },
      {
        id: 'acme-ra-forklift-risk-checks',
        order: 1,
        name: 'Versagen von Bremsen, Lenkung oder Hubeinrichtung',
        stressFactor: 'FACTOR_1',
        preMeasuresEvaluation: { consequence: 'D', probability: 2 },
        postMeasuresEvaluation: { consequence: 'C', probability: 1 },
        measures: [
          riskMeasure(
            'acme-ra-forklift-m-daily',
            0,
            'Vor Schichtbeginn Sichtprüfung nach Checkliste: Bremsen, Lenkung, Hupe, Ketten, Reifen',
            'ORGANIZATIONAL',
            'acme-emp-wagner',
            'maintenanceDescription',
          ),
        ],
      },
    ],
  }),

  document('acme-training-hazmat', 'INSTRUCTION', {
    name: 'Jährliche Unterweisung Gefahrstoffe nach § 14 GefStoffV',
    content: ['acme-si-acetone'],
    dueDate: day(60),
    repeatIntervalInMonths: 12,
    sessions: [
      {
        id: 'acme-training-hazmat-schneider',
        employee: 'acme-emp-schneider',
        progressInPercent: 100,
        score: 10,
        completedAt: dayAt(-230, '08:45'),
      },
      {
        id: 'acme-training-hazmat-yilmaz',
        employee: 'acme-emp-yilmaz',
        progressInPercent: 100,
        score: 9,
        completedAt: dayAt(-229, '13:20'),
      },
      { id: 'acme-training-hazmat-wagner', employee: 'acme-emp-wagner', progressInPercent: 40, score: 3 },
      { id: 'acme-training-hazmat-klein', employee: 'acme-emp-klein', progressInPercent: 0 },
    ],
  }),

  document('acme-inc-cut', 'INCIDENT_WITHOUT_REPORT', {
    name: 'Schnittverletzung beim Öffnen eines Kartons',
    incidentAt: dayAt(-25, '09:40'),
    location: 'acme-dep-logistics',
    injuredEmployee: 'acme-emp-wagner',
    description:
      'Beim Öffnen eines Kartons mit Cuttermesser abgerutscht. Wunde vom Ersthelfer gereinigt und mit Pflaster versorgt, Arbeit fortgesetzt.',
    injuredBodyParts: ['LEFT_FINGERS'],
    injuryTypes: ['CUT'],
    firstAid: 'Wunde gereinigt, Pflaster angelegt',
    firstAider: 'acme-emp-hoffmann',
  }),

  document('acme-sinsp-warehouse', 'SITE_INSPECTION', {
    name: 'Arbeitsschutzbegehung Lager Mannheim',
    inspectionAt: dayAt(-38, '08:00'),
    participants: ['acme-emp-anna', 'acme-emp-hoffmann', 'acme-emp-wagner'],
    recordingClerk: 'acme-emp-anna',
    inspectedEntities: ['acme-loc-mannheim', 'acme-st-hazmat-store', 'acme-we-forklift'],
    findings: [
      {
        id: 'acme-sinsp-warehouse-f-lanes',
        order: 0,
        topic: 'OCCUPATIONAL_SAFETY',
        description: 'Bodenmarkierung der Fahr- und Gehwege in Halle 4 stark abgefahren.',
        linkedEntities: ['acme-loc-mannheim', 'acme-we-forklift'],
      },
      {
        id: 'acme-sinsp-warehouse-f-extinguisher',
        order: 1,
        topic: 'FIRE_PROTECTION',
        description: 'Feuerlöscher am Eingang des Gefahrstofflagers durch abgestellte Paletten verstellt.',
        linkedEntities: ['acme-st-hazmat-store'],
      },
      {
        id: 'acme-sinsp-warehouse-f-sump',
        order: 2,
        topic: 'ENVIRONMENTAL_MANAGEMENT',
        description: 'Auffangwanne unter dem IBC-Regal enthält Rückstände von Natronlauge; Wanne reinigen und prüfen.',
        linkedEntities: ['acme-st-hazmat-store', 'acme-sub-caustic-soda'],
      },
    ],
  }),

  document('acme-mea-earthing', 'MEASURE', {
    name: 'Erdungsklemmen der Füllstationen 1 und 2 durch Klemmen mit Erdungsüberwachung ersetzen',
    origin: 'acme-ra-filling',
    measureType: 'TECHNICAL',
    responsible: 'acme-emp-becker',
    description: 'Freigabe der Befüllung erst bei geschlossenem Erdungskreis.',
    deadlineAt: day(47),
    isActionNeeded: true,
    isDone: false,
    createdBy: 'acme-emp-anna',
    isRecurring: false,
  }),
  document('acme-mea-floor-marking', 'MEASURE', {
    name: 'Fahr- und Gehwege in Halle 4 neu markieren',
    origin: 'acme-sinsp-warehouse',
    measureType: 'TECHNICAL',
    responsible: 'acme-emp-hoffmann',
    deadlineAt: day(-17),
    isActionNeeded: true,
    isDone: false,
    createdBy: 'acme-emp-anna',
    isRecurring: false,
  }),
  document('acme-mea-eyewash', 'MEASURE', {
    name: 'Augendusche im Abfüllbereich installieren',
    origin: 'acme-ra-filling',
    measureType: 'TECHNICAL',
    responsible: 'acme-emp-becker',
    description: 'Festinstallierte Augendusche nach DIN EN 15154 an der Wand neben Füllstation 1.',
    deadlineAt: day(-62),
    isActionNeeded: false,
    isDone: true,
    doneAt: day(-64),
    isEffective: true,
    effectivenessCheckedBy: 'acme-emp-anna',
    effectivenessCheckedAt: dayAt(-40, '10:15'),
    effectivenessDescription:
      'Funktionsprüfung bestanden; Erreichbarkeit innerhalb von 10 Sekunden von allen Füllstationen.',
    createdBy: 'acme-emp-anna',
    isRecurring: false,
  }),
];
