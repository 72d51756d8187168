import { describe, expect, it } from 'vitest';
import { DEFAULT_RISK_THRESHOLDS } from '../../../shared/domain/risk-assessments';
import { pathsOutsidePage, readPdf, testI18n, testPrint, textOutsidePage } from '../pdf/testing';
import { type RiskAssessmentReport, riskAssessmentReport } from './risk-assessment-report';

const REPORT: RiskAssessmentReport = {
  company: 'Acme Chemie GmbH',
  title: 'Gefährdungsbeurteilung Abfüllung Lösemittel',
  createdAt: new Date(2026, 10, 25, 9, 30),
  revision: { version: 3, pending: false },
  workAreas: ['Abfüllung'],
  equipment: ['Fassabfüllanlage Lösemittel', 'Tanklager Nord'],
  substances: ['Aceton'],
  responsible: 'Markus Schneider',
  revisionInterval: 24,
  lastRevisedAt: '2025-06-29',
  lastRevisedBy: 'Anna Berger',
  nextRevisionAt: '2027-06-29',
  revisionOverdue: false,
  linked: ['Gefährdungsbeurteilung Staplerbetrieb'],
  openMeasures: 2,
  thresholds: DEFAULT_RISK_THRESHOLDS,
  risks: [
    {
      name: 'Brand- und Explosionsgefahr durch Lösemitteldämpfe',
      factor: '5 Brand- und Explosionsgefährdungen · 5.2 Explosionsfähige Atmosphäre',
      protectionTarget: 'Keine Zündung explosionsfähiger Atmosphäre.',
      before: { consequence: 'E', probability: 4 },
      after: { consequence: 'E', probability: 1 },
      personalMeasuresReason: '',
      measures: [
        {
          title: 'Fässer erden',
          type: 'TECHNICAL',
          section: 'measures',
          responsible: 'Deniz Yilmaz',
          deadline: '2026-12-18',
          state: 'open',
        },
        {
          title: 'Not-Aus üben',
          type: 'ORGANIZATIONAL',
          section: 'malfunctionBehaviorDescription',
          responsible: 'Markus Schneider',
          deadline: '2026-10-27',
          state: 'effective',
        },
      ],
    },
    {
      name: 'Lärm an der Rampe',
      factor: '7 Besondere physikalische Einwirkungen',
      protectionTarget: '',
      before: { consequence: 'B', probability: 4 },
      after: undefined,
      personalMeasuresReason: 'Lkw von Fremdfirmen',
      measures: [
        {
          title: 'Gehörschutz tragen',
          type: 'PERSONAL',
          section: 'measures',
          responsible: 'Jonas Hoffmann',
          deadline: undefined,
          state: 'overdue',
        },
      ],
    },
  ],
};

describe('the risk assessment PDF (issue 19)', () => {
  it('prints header, risks with their bands, measures, overview, revision and signature lines in German on landscape A4', async () => {
    const { text, pageList } = await readPdf(riskAssessmentReport(REPORT, testI18n('de'), await testPrint()));
    const first = pageList[0];
    expect(first && first.width > first.height).toBe(true);
    for (const expected of [
      'Gefährdungsbeurteilung Abfüllung Lösemittel',
      'Fassabfüllanlage Lösemittel, Tanklager Nord',
      'Markus Schneider',
      '29.06.2027',
      'E4 Sehr hoch',
      'E1 Mittel',
      'B4 Mittel',
      '5.2 Explosionsfähige Atmosphäre',
      'Fässer erden',
      'Deniz Yilmaz',
      '18.12.2026',
      'Überfällig',
      'Übersichtsmatrix',
      'Unterschrift des Arbeitgebers',
      'Lkw von Fremdfirmen',
    ]) {
      expect(text).toContain(expected);
    }
    for (const page of pageList) {
      expect(textOutsidePage(page)).toEqual([]);
      expect(pathsOutsidePage(page)).toEqual([]);
    }
  });

  it('prints the same in English', async () => {
    const { text } = await readPdf(riskAssessmentReport(REPORT, testI18n('en'), await testPrint()));
    for (const expected of [
      'Risk assessment',
      'E4 Very high',
      'Overdue',
      'Done · effective',
      'Signature of the employer',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('RA-12: marks an overdue next revision in words, in German and English, and only then', async () => {
    const overdue = { ...REPORT, nextRevisionAt: '2025-06-29', revisionOverdue: true };
    const german = await readPdf(riskAssessmentReport(overdue, testI18n('de'), await testPrint()));
    expect(german.text).toContain('29.06.2025 · überfällig');
    const english = await readPdf(riskAssessmentReport(overdue, testI18n('en'), await testPrint()));
    expect(english.text).toContain('Jun 29, 2025 · overdue');
    const onTime = await readPdf(riskAssessmentReport(REPORT, testI18n('de'), await testPrint()));
    expect(onTime.text).toContain('29.06.2027');
    expect(onTime.text).not.toContain('überfällig');
  });
});
