import { describe, expect, it } from 'vitest';
import { validateDocument } from './derive/schema';
import { riskAssessment } from './risk-assessment';

const SHA = 'b'.repeat(64);

function buildRisk(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: 'r-1', name: 'Schnittverletzung', ...overrides };
}

function buildRiskAssessment(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: 'GBU Kreissäge', storageOrWorkEquipments: ['work-equipment-1'], risks: [buildRisk()], ...overrides };
}

function buildFullRiskAssessment(): Record<string, unknown> {
  return buildRiskAssessment({
    workEnvironments: ['department-1'],
    substances: ['substance-1'],
    revisionInterval: 12,
    nextRevisionAt: '2025-06-30',
    lastRevisedAt: '2024-06-30',
    lastRevisedBy: 'employee-3',
    responsible: 'employee-2',
    linkedRiskAssessments: ['risk-assessment-2'],
    undoneNewMeasureCount: 1,
    risks: [
      buildRisk({
        order: 0,
        description: '<p>Kontakt mit dem Sägeblatt.</p>',
        protectionTarget: 'Keine Verletzung durch bewegte Teile',
        stressFactor: 'FACTOR_1',
        stressSubFactor: '1.1',
        personalMeasuresReason: 'Nicht nötig',
        pictures: [{ sha256: SHA, name: 'saege.jpg', size: 52_000, type: 'image/jpeg' }],
        preMeasuresEvaluation: { consequence: 'D', probability: 4 },
        postMeasuresEvaluation: { consequence: 'B', probability: 2 },
      }),
    ],
  });
}

function issuesOf(data: unknown) {
  const result = validateDocument(riskAssessment, data);
  return result.ok ? [] : result.issues;
}

describe('risk assessment (domain.md §3 Risk assessment, §5)', () => {
  it('accepts a full risk assessment with every field filled', () => {
    const data = buildFullRiskAssessment();
    expect(Object.keys(data).sort()).toEqual(Object.keys(riskAssessment.fields).sort());
    expect(validateDocument(riskAssessment, data)).toEqual({ ok: true, data });
  });

  it('requires a name', () => {
    expect(issuesOf(buildRiskAssessment({ name: '' }))).toEqual([{ path: 'name', message: 'validation.required' }]);
  });

  it('requires a name on each risk', () => {
    expect(issuesOf(buildRiskAssessment({ risks: [buildRisk(), buildRisk({ id: 'r-2', name: undefined })] }))).toEqual([
      { path: 'risks.1.name', message: 'validation.required' },
    ]);
  });

  it('RA-5 refuses a sub-factor of another hazard factor', () => {
    expect(
      issuesOf(buildRiskAssessment({ risks: [buildRisk({ stressFactor: 'FACTOR_2', stressSubFactor: '1.1' })] })),
    ).toEqual([{ path: 'risks', message: 'rule.riskAssessment.subFactorOfFactor' }]);
    expect(issuesOf(buildRiskAssessment({ risks: [buildRisk({ stressSubFactor: '99.1' })] }))).toEqual([
      { path: 'risks.0.stressSubFactor', message: 'validation.invalid' },
    ]);
  });

  it('accepts work equipment/storage alone or a work environment alone', () => {
    expect(validateDocument(riskAssessment, buildRiskAssessment()).ok).toBe(true);
    expect(
      validateDocument(
        riskAssessment,
        buildRiskAssessment({ storageOrWorkEquipments: [], workEnvironments: ['location-1'] }),
      ).ok,
    ).toBe(true);
  });

  it('requires work equipment/storage or a work environment', () => {
    expect(issuesOf(buildRiskAssessment({ storageOrWorkEquipments: [] }))).toEqual([
      { path: 'storageOrWorkEquipments', message: 'rule.riskAssessment.equipmentOrEnvironment' },
    ]);
  });

  it('keeps evaluations to consequence A–E and probability 1–5', () => {
    expect(
      issuesOf(
        buildRiskAssessment({ risks: [buildRisk({ preMeasuresEvaluation: { consequence: 'F', probability: 6 } })] }),
      ),
    ).toEqual([
      { path: 'risks.0.preMeasuresEvaluation.consequence', message: 'validation.invalid' },
      { path: 'risks.0.preMeasuresEvaluation.probability', message: 'validation.invalid' },
    ]);
  });
});
