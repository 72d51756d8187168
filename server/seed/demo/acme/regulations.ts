import { day, dayAt } from '../dates';
import { type DemoDocument, tenantDocuments } from '../document';

const document = tenantDocuments('tenant-acme');

/**
 * Acme's own legal register: an individual regulation of its plant, evaluated as not fulfilled,
 * and the measure derived from it. The regulations it follows
 * are paragraf's, delivered when paragraf publishes them (acme is paragraf's customer, decision 0043).
 */
export const ACME_REGULATIONS: readonly DemoDocument[] = [
  document('acme-ireg-discharge', 'INDIVIDUAL_REGULATION', {
    name: 'Indirekteinleitergenehmigung Werk Ludwigshafen',
    content:
      'Genehmigung der Stadt Ludwigshafen am Rhein zur Einleitung des vorbehandelten Abwassers aus der Fassreinigung in die öffentliche Kanalisation, mit Grenzwerten für pH-Wert und Kohlenwasserstoffe und monatlicher Eigenkontrolle.',
    issuedAt: day(-1200),
    lastChangeAt: day(-200),
    applicationScope: 'COMMUNAL_LAWS',
    fieldOfLaw: 'WATER_PROTECTION',
    fieldOfLawLimitation: 'RHINELAND_PALATINATE',
    responsible: 'acme-emp-schneider',
    isActive: true,
    changes: [
      {
        id: 'acme-ireg-discharge-change-1',
        changeAt: day(-200),
        content: 'Änderungsbescheid: Untersuchungsumfang der Eigenkontrolle um AOX erweitert.',
      },
    ],
  }),
  document('acme-eval-discharge', 'REGULATION_EVALUATION', {
    regulation: 'acme-ireg-discharge',
    applicability: 'APPLIES',
    fulfilment: 'NOT_FULFILLED',
    evidence:
      'Eigenkontrolle auf AOX seit dem Änderungsbescheid nur zweimal statt monatlich dokumentiert; Laborauftrag fehlt.',
    evaluatedBy: 'acme-emp-schneider',
    evaluatedAt: dayAt(-12, '10:15'),
  }),
  document('acme-mea-discharge-aox', 'MEASURE', {
    name: 'Monatliche AOX-Eigenkontrolle beim Labor beauftragen',
    origin: 'acme-ireg-discharge',
    measureType: 'ORGANIZATIONAL',
    responsible: 'acme-emp-schneider',
    deadlineAt: day(18),
    isActionNeeded: true,
    isDone: false,
    createdBy: 'acme-emp-anna',
    isRecurring: false,
  }),
];
