import { addMonths } from '../../../../shared/domain/measures';
import { nextRevision } from '../../../../shared/domain/risk-assessments';
import { day, dayAt } from '../dates';
import { type DemoDocument, tenantDocuments } from '../document';

const document = tenantDocuments('tenant-acme');

type MeasureType = 'SUBSTITUTIONAL' | 'TECHNICAL' | 'ORGANIZATIONAL' | 'PERSONAL';
type InstructionKey = 'measures' | 'malfunctionBehaviorDescription' | 'firstAidDescription' | 'maintenanceDescription';

/** The state of a demo measure: open with a deadline, done, and its effectiveness check. */
type MeasureState =
  | { readonly open: true; readonly deadline?: number }
  | { readonly doneDay: number; readonly deadline: number; readonly effective?: boolean; readonly checkedDay?: number };

/** A measure document of a risk: origin its risk assessment, `originRisk` the risk (decision 0037). */
function riskMeasure(
  id: string,
  [assessment, risk, instructionKey]: readonly [string, string, InstructionKey],
  name: string,
  measureType: MeasureType,
  responsible: string,
  state: MeasureState,
): DemoDocument {
  const base = {
    name,
    origin: assessment,
    originRisk: risk,
    instructionKey,
    measureType,
    responsible,
    createdBy: 'acme-emp-anna',
    isRecurring: false,
  };
  if ('open' in state) {
    return document(id, 'MEASURE', {
      ...base,
      ...(state.deadline === undefined ? {} : { deadlineAt: day(state.deadline) }),
      isActionNeeded: true,
      isDone: false,
    });
  }
  const checked =
    state.effective === undefined
      ? {}
      : {
          isEffective: state.effective,
          effectivenessCheckedBy: 'acme-emp-anna',
          effectivenessCheckedAt: dayAt(state.checkedDay ?? state.doneDay + 28, '10:00'),
        };
  return document(id, 'MEASURE', {
    ...base,
    deadlineAt: day(state.deadline),
    isActionNeeded: false,
    isDone: true,
    doneAt: day(state.doneDay),
    ...checked,
  });
}

const FILLING_REVISED = day(-490);
const EXPLOSION = 'acme-ra-filling-risk-explosion';
const CONTACT = 'acme-ra-filling-risk-contact';
const FORKLIFT_REVISED = addMonths(day(-12), -24);

/**
 * Acme's occupational safety: risk assessments with their risks in every band of the matrix
 * and their measures in every state (the operating instructions derived from them are in
 * operating-instructions.ts), the yearly training, a first-aid log entry, the site inspection of
 * the warehouse and the measures that follow from all of it.
 */
export const ACME_SAFETY: readonly DemoDocument[] = [
  document('acme-ra-filling', 'RISK_ASSESSMENT', {
    name: 'Gefährdungsbeurteilung Abfüllung Lösemittel',
    workEnvironments: ['acme-dep-filling'],
    storageOrWorkEquipments: ['acme-we-filling-plant', 'acme-st-tank-farm'],
    substances: ['acme-sub-acetone', 'acme-sub-cleaner'],
    revisionInterval: 24,
    lastRevisedAt: FILLING_REVISED,
    lastRevisedBy: 'acme-emp-anna',
    nextRevisionAt: nextRevision(FILLING_REVISED, 24),
    responsible: 'acme-emp-schneider',
    risks: [
      {
        id: EXPLOSION,
        order: 0,
        name: 'Brand- und Explosionsgefahr durch Lösemitteldämpfe',
        description:
          '<p>Beim Befüllen der Fässer entstehen Acetondämpfe; Zündquelle durch elektrostatische Aufladung.</p>',
        protectionTarget: 'Keine Zündung explosionsfähiger Atmosphäre im Abfüllbereich.',
        stressFactor: 'FACTOR_5',
        stressSubFactor: '5.2',
        preMeasuresEvaluation: { consequence: 'E', probability: 4 },
        postMeasuresEvaluation: { consequence: 'E', probability: 1 },
      },
      {
        id: CONTACT,
        order: 1,
        name: 'Augen- und Hautkontakt mit Aceton',
        stressFactor: 'FACTOR_3',
        stressSubFactor: '3.1',
        preMeasuresEvaluation: { consequence: 'C', probability: 3 },
        postMeasuresEvaluation: { consequence: 'B', probability: 2 },
      },
      {
        id: 'acme-ra-filling-risk-vapour',
        order: 2,
        name: 'Einatmen von Acetondämpfen beim offenen Umfüllen',
        stressFactor: 'FACTOR_3',
        stressSubFactor: '3.2',
        preMeasuresEvaluation: { consequence: 'D', probability: 4 },
        postMeasuresEvaluation: { consequence: 'C', probability: 2 },
      },
    ],
  }),
  riskMeasure(
    'acme-mea-ra-ex-equipment',
    ['acme-ra-filling', EXPLOSION, 'measures'],
    'Nur explosionsgeschützte Betriebsmittel in Zone 1 verwenden',
    'TECHNICAL',
    'acme-emp-becker',
    { doneDay: -300, deadline: -290, effective: true },
  ),
  riskMeasure(
    'acme-mea-ra-fire-drill',
    ['acme-ra-filling', EXPLOSION, 'malfunctionBehaviorDescription'],
    'Bei Brand Anlage über Not-Aus abschalten, mit CO2-Löscher löschen, Feuerwehr 112: Ablauf üben',
    'ORGANIZATIONAL',
    'acme-emp-schneider',
    { doneDay: -9, deadline: -5 },
  ),
  riskMeasure(
    'acme-mea-ra-ppe',
    ['acme-ra-filling', CONTACT, 'measures'],
    'Dicht schließende Schutzbrille und Schutzhandschuhe aus Butylkautschuk bereitstellen',
    'PERSONAL',
    'acme-emp-yilmaz',
    { open: true, deadline: -5 },
  ),
  riskMeasure(
    'acme-mea-ra-exhaust',
    ['acme-ra-filling', 'acme-ra-filling-risk-vapour', 'measures'],
    'Punktabsaugung an den Füllstationen 1 und 2 nachrüsten',
    'TECHNICAL',
    'acme-emp-becker',
    { open: true },
  ),
  document('acme-ra-forklift', 'RISK_ASSESSMENT', {
    name: 'Gefährdungsbeurteilung Staplerbetrieb Lager Mannheim',
    workEnvironments: ['acme-dep-logistics'],
    storageOrWorkEquipments: ['acme-we-forklift'],
    substances: ['acme-sub-diesel'],
    revisionInterval: 24,
    lastRevisedAt: FORKLIFT_REVISED,
    lastRevisedBy: 'acme-emp-hoffmann',
    nextRevisionAt: nextRevision(FORKLIFT_REVISED, 24),
    responsible: 'acme-emp-hoffmann',
    linkedRiskAssessments: ['acme-ra-filling'],
    risks: [
      {
        id: 'acme-ra-forklift-risk-collision',
        order: 0,
        name: 'Anfahren von Personen in der Lagerhalle',
        stressFactor: 'FACTOR_1',
        stressSubFactor: '1.3',
        preMeasuresEvaluation: { consequence: 'D', probability: 3 },
        postMeasuresEvaluation: { consequence: 'D', probability: 1 },
      },
      {
        id: 'acme-ra-forklift-risk-checks',
        order: 1,
        name: 'Versagen von Bremsen, Lenkung oder Hubeinrichtung',
        stressFactor: 'FACTOR_1',
        stressSubFactor: '1.4',
        preMeasuresEvaluation: { consequence: 'D', probability: 2 },
        postMeasuresEvaluation: { consequence: 'C', probability: 1 },
      },
      {
        id: 'acme-ra-forklift-risk-noise',
        order: 2,
        name: 'Lärm an der Verladerampe durch Lkw von Fremdfirmen',
        stressFactor: 'FACTOR_7',
        stressSubFactor: '7.1',
        preMeasuresEvaluation: { consequence: 'B', probability: 4 },
        postMeasuresEvaluation: { consequence: 'B', probability: 2 },
        personalMeasuresReason:
          'Lärmquelle sind Lkw der Speditionen; Motoren und Kühlaggregate können wir weder ersetzen noch kapseln, die Verladezeiten legt der Kunde fest.',
      },
    ],
  }),
  riskMeasure(
    'acme-mea-ra-driving-order',
    ['acme-ra-forklift', 'acme-ra-forklift-risk-collision', 'measures'],
    'Stapler nur mit schriftlichem Fahrauftrag führen',
    'ORGANIZATIONAL',
    'acme-emp-hoffmann',
    { open: true, deadline: 20 },
  ),
  riskMeasure(
    'acme-mea-ra-daily-check',
    ['acme-ra-forklift', 'acme-ra-forklift-risk-checks', 'maintenanceDescription'],
    'Vor Schichtbeginn Sichtprüfung nach Checkliste: Bremsen, Lenkung, Hupe, Ketten, Reifen',
    'ORGANIZATIONAL',
    'acme-emp-wagner',
    { doneDay: -120, deadline: -110, effective: false, checkedDay: -60 },
  ),
  riskMeasure(
    'acme-mea-ra-hearing',
    ['acme-ra-forklift', 'acme-ra-forklift-risk-noise', 'measures'],
    'Gehörschutz an der Rampe bereitstellen und tragen',
    'PERSONAL',
    'acme-emp-hoffmann',
    { open: true, deadline: 10 },
  ),

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
    originRisk: EXPLOSION,
    instructionKey: 'measures',
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
    originRisk: CONTACT,
    instructionKey: 'firstAidDescription',
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
