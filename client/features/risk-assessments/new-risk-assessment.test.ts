import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../../shared/entities/derive/schema';
import { riskAssessment } from '../../../shared/entities/risk-assessment';
import { riskAssessmentPreset } from './new-risk-assessment';

const title = (name: string) => `Gefährdungsbeurteilung ${name}`;

describe('riskAssessmentPreset (a risk assessment made for a missing-document finding, CMP-1)', () => {
  it('names a substance and takes its storages; the result saves as it is', () => {
    const preset = riskAssessmentPreset(
      {
        id: 'sub-acetone',
        type: 'SUBSTANCE',
        data: {
          name: ' Aceton ',
          storageLocations: [
            { id: 'l1', storage: 'st-north', quantity: 200 },
            { id: 'l2', storage: 'st-lab' },
            { id: 'l3', storage: 'st-north' },
          ],
        },
      },
      title,
    );
    expect(preset).toEqual({
      name: 'Gefährdungsbeurteilung Aceton',
      substances: ['sub-acetone'],
      storageOrWorkEquipments: ['st-north', 'st-lab'],
    });
    expect(validateDocument(riskAssessment, preset).ok).toBe(true);
  });

  it('takes an activity’s substance, equipment and storages and work environments', () => {
    const preset = riskAssessmentPreset(
      {
        id: 'act-filling',
        type: 'ACTIVITY',
        data: {
          name: 'Abfüllen',
          substance: 'sub-acetone',
          storageOrWorkEquipments: ['we-pump'],
          workEnvironments: ['dep-filling', 'loc-mannheim'],
        },
      },
      title,
    );
    expect(preset).toEqual({
      name: 'Gefährdungsbeurteilung Abfüllen',
      substances: ['sub-acetone'],
      storageOrWorkEquipments: ['we-pump'],
      workEnvironments: ['dep-filling', 'loc-mannheim'],
    });
    expect(validateDocument(riskAssessment, preset).ok).toBe(true);
  });

  it('leaves out what the source lacks, and starts nothing for other documents', () => {
    expect(riskAssessmentPreset({ id: 'act-x', type: 'ACTIVITY', data: { substance: 'sub-x' } }, title)).toEqual({
      substances: ['sub-x'],
    });
    expect(riskAssessmentPreset({ id: 'c', type: 'CONTACT', data: { name: 'Ada' } }, title)).toBeUndefined();
  });
});
