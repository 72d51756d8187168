import { day } from '../dates';
import { type DemoDocument, tenantDocuments } from '../document';

const document = tenantDocuments('tenant-acme');

/**
 * Acme's legal register: one regulation it keeps itself (acme subscribes the manager module
 * too), an individual regulation of its own plant and the report of the last quarter.
 */
export const ACME_REGULATIONS: readonly DemoDocument[] = [
  document('acme-reg-trgs900', 'REGULATION', {
    name: 'TRGS 900 – Arbeitsplatzgrenzwerte',
    content:
      'Technische Regel für Gefahrstoffe mit den Arbeitsplatzgrenzwerten (AGW) nach der Gefahrstoffverordnung und den Überschreitungsfaktoren für Kurzzeitwerte.',
    issuedAt: '2006-01-01',
    lastChangeAt: day(-75),
    applicationScope: 'FEDERAL_SUBORDINATE_REGULATIONS',
    fieldOfLaw: 'CHEMICALS_AND_HAZARDOUS_SUBSTANCES',
    fieldOfLawLimitation: 'ALL',
    responsible: 'acme-emp-anna',
    isActive: true,
    isPublished: true,
    tenantIds: [{ id: 'acme-reg-trgs900-acme', tenant: 'acme' }],
    changes: [
      {
        id: 'acme-reg-trgs900-change-1',
        changeAt: day(-75),
        content:
          'Änderungen und Ergänzungen der Arbeitsplatzgrenzwerte im Gemeinsamen Ministerialblatt bekannt gemacht. Werte für Aceton und 2-Propanol unverändert.',
      },
    ],
    requiredActions: [
      {
        id: 'acme-reg-trgs900-action-1',
        tenantIds: [{ id: 'acme-reg-trgs900-action-1-acme', tenant: 'acme' }],
        content: 'Gefahrstoffverzeichnis mit der geänderten Grenzwertliste abgleichen.',
        remarks: 'Abgleich für Aceton, 2-Propanol und Dieselkraftstoff bis Jahresende dokumentieren.',
      },
    ],
    reports: [{ id: 'acme-reg-trgs900-report-q3', publishedAt: day(-27), span: { from: day(-123), to: day(-32) } }],
  }),
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
  document('acme-rep-2026-q3', 'REGULATION_REPORT', {
    publishedAt: day(-27),
    span: { from: day(-123), to: day(-32) },
    regulation: 'acme-reg-trgs900',
  }),
];
