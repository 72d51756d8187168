import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../entities/derive/schema';
import { workEquipmentInstruction } from '../../entities/work-equipment-instruction';
import { deriveFromRiskAssessment } from './from-risk-assessment';

/** A measure document of risk `risk` of the assessment (decision 0037). */
const measure = (id: string, risk: string, name: string, instructionKey: string, measureType = 'TECHNICAL') => ({
  id,
  data: { name, origin: 'ra-1', originRisk: risk, measureType, responsible: 'employee-1', instructionKey },
});

const MEASURES = [
  measure('m3', 'r2', 'Schlüssel abziehen, Vorgesetzte informieren', 'malfunctionBehaviorDescription'),
  measure('m2', 'r1', 'Tägliche Sichtprüfung', 'maintenanceDescription', 'ORGANIZATIONAL'),
  measure('m1', 'r1', 'Fahrwege markieren', 'measures'),
  measure('m4', 'r1', 'Ersthelfer rufen', 'firstAidDescription', 'ORGANIZATIONAL'),
  measure('m5', 'r1', 'Warnweste tragen', 'measures', 'PERSONAL'),
  { id: 'other', data: { ...measure('x', 'r1', 'Fremde Maßnahme', 'measures').data, origin: 'ra-2' } },
];

const assessment = {
  id: 'ra-1',
  data: {
    name: 'GBU Gabelstapler',
    storageOrWorkEquipments: ['equipment-1'],
    workEnvironments: ['department-1'],
    substances: ['substance-1'],
    revisionInterval: 12,
    responsible: 'employee-2',
    risks: [
      { id: 'r2', order: 1, name: 'Umkippen' },
      { id: 'r1', order: 0, name: 'Anfahren von Personen' },
    ],
  },
};

describe('derive from a risk assessment (OI-13, OI-14)', () => {
  const derived = deriveFromRiskAssessment(
    assessment,
    { equipment: ['Gabelstapler H30D'], substances: ['Diesel'] },
    'DE',
    MEASURES,
  );

  it("sorts the risks' measure documents into the sections by their instruction key, in STOP order", () => {
    expect(derived.data.measures).toBe('Fahrwege markieren\nWarnweste tragen');
    expect(derived.data.maintenanceDescription).toBe('Tägliche Sichtprüfung');
    expect(derived.data.firstAidDescription).toBe('Ersthelfer rufen');
    expect(derived.data.malfunctionBehaviorDescription).toBe('Schlüssel abziehen, Vorgesetzte informieren');
    expect(derived.data.humanEnvDescription).toBe('Anfahren von Personen\nUmkippen');
    expect(derived.sentences).toContainEqual({
      field: 'measures',
      text: 'Fahrwege markieren',
      source: 'risk:Anfahren von Personen',
    });
  });

  it('carries the equipment, environments, substances and revision over and keeps the link (OI-14)', () => {
    expect(derived.data).toMatchObject({
      name: 'Betriebsanweisung GBU Gabelstapler',
      riskAssessment: 'ra-1',
      storageOrWorkEquipments: ['equipment-1'],
      workEnvironments: ['department-1'],
      revisionInterval: 12,
      responsible: 'employee-2',
    });
    expect(String(derived.data.activityDescription).split('\n')).toEqual([
      'Gefährdungsbeurteilung: GBU Gabelstapler',
      'Arbeitsmittel und Lager: Gabelstapler H30D',
      'Stoffe: Diesel',
    ]);
    expect(validateDocument(workEquipmentInstruction, derived.data).ok).toBe(true);
  });

  it('does not repeat "risk assessment" when the name begins with it', () => {
    const named = { ...assessment, data: { ...assessment.data, name: 'Gefährdungsbeurteilung Staplerbetrieb' } };
    const english = deriveFromRiskAssessment(named, { equipment: [], substances: [] }, 'EN', []);
    expect(english.data.name).toBe('Operating instruction Staplerbetrieb');
    expect(english.data.activityDescription).toBe('Risk assessment: Staplerbetrieb');
  });
});
