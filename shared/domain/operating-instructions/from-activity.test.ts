import { describe, expect, it } from 'vitest';
import { catalogText } from '../../catalogs/statement-catalog';
import { validateDocument } from '../../entities/derive/schema';
import { substanceInstruction } from '../../entities/substance-instruction';
import { rateActivity } from '../emkg';
import { deriveFromActivity } from './from-activity';

const substance = {
  id: 'substance-1',
  data: { name: 'Aceton', hazardStatements: ['H225', 'H319'], ghsSymbols: ['GHS02'], phase: 'LIQUID' },
};
const activity = {
  id: 'activity-1',
  data: {
    name: 'Fässer befüllen',
    description: 'Befüllen über die Abfüllanlage.',
    substance: 'substance-1',
    storageOrWorkEquipments: ['equipment-1'],
    workEnvironments: ['department-1'],
    exposition: { protectiveGear: ['EYES', 'HANDS'] },
  },
};
const places = { workEnvironments: ['Abfüllung'], equipment: ['Fassabfüllanlage'] };

describe('derive from an activity (OI-10 … OI-12)', () => {
  const rating = rateActivity(activity.data, substance.data);
  const derived = deriveFromActivity(activity, substance, places, rating, 'DE', catalogText);

  it('describes the activity, its work areas and equipment before the substance (OI-10)', () => {
    expect(String(derived.data.activityDescription).split('\n')).toEqual([
      'Tätigkeit: Fässer befüllen',
      'Befüllen über die Abfüllanlage.',
      'Arbeitsbereiche: Abfüllung',
      'Arbeitsmittel und Lager: Fassabfüllanlage',
      'Gefahrstoff: Aceton',
    ]);
    expect(derived.data).toMatchObject({
      target: 'activity-1',
      activities: ['activity-1'],
      substances: ['substance-1'],
      storageOrWorkEquipments: ['equipment-1'],
      workEnvironments: ['department-1'],
    });
    expect(String(derived.data.humanEnvDescription)).toContain(String(catalogText('H225', 'de')));
  });

  it('adds the signs of the protective gear the activity names (OI-11)', () => {
    expect(derived.data.mandatorySymbols).toEqual(expect.arrayContaining(['M004', 'M009']));
    expect(derived.sentences).toContainEqual({
      field: 'mandatorySymbols',
      text: 'M009',
      source: 'activity:protectiveGear:HANDS',
    });
  });

  it('adds the protective measures of the EMKG rating (OI-12)', () => {
    const measures = String(derived.data.measuresBehaviorDescription);
    expect(measures).toContain('Mindeststandards (EMKG)');
    const emkg = derived.sentences.filter((sentence) => sentence.source.startsWith('emkg:'));
    expect(emkg.map((sentence) => sentence.source)).toContain('emkg:minimum');
    for (const module of ['inhalation', 'skin', 'fire', 'storage'] as const) {
      const level = rating.modules[module].level;
      expect(emkg.some((sentence) => sentence.source === `emkg:${module}:${level}`)).toBe(level > 1);
    }
  });

  it('gives a valid instruction in English too', () => {
    const english = deriveFromActivity(activity, substance, places, rating, 'EN', catalogText);
    expect(String(english.data.activityDescription)).toMatch(/^Activity: Fässer befüllen/);
    expect(String(english.data.measuresBehaviorDescription)).toContain('Minimum standards (EMKG)');
    expect(validateDocument(substanceInstruction, english.data).ok).toBe(true);
  });
});
