import { describe, expect, it } from 'vitest';
import { catalogText } from '../../catalogs/statement-catalog';
import { validateDocument } from '../../entities/derive/schema';
import { substanceInstruction } from '../../entities/substance-instruction';
import { deriveFromSubstance, precautionarySection, statementSentence } from './from-substance';

const acetone = {
  id: 'substance-1',
  data: {
    name: 'Aceton',
    manufacturer: 'Chemie AG',
    storageLocations: [{ id: 'row-1', storage: 'storage-1' }],
    hazardStatements: ['H225', 'H319', 'H336', 'EUH066'],
    precautionaryStatements: ['P210', 'P233', 'P305+P351+P338', 'P370+P378', 'P403+P235', 'P501'],
    ghsSymbols: ['GHS02', 'GHS07'],
    mandatorySymbols: ['M004'],
    notesOnFireProtection: 'Löschmittel: CO2, Schaum.',
    waterHazardClass: 'CLASS_1',
  },
};

describe('derive from a substance (OI-4 … OI-9)', () => {
  const german = deriveFromSubstance(acetone, 'DE', catalogText);
  const english = deriveFromSubstance(acetone, 'EN', catalogText);

  it('names the substance and its manufacturer in the scope (OI-4)', () => {
    expect(german.data.name).toBe('Betriebsanweisung Aceton');
    expect(german.data.activityDescription).toBe('Gefahrstoff: Aceton\nHersteller: Chemie AG');
    expect(german.data).toMatchObject({ target: 'substance-1', substances: ['substance-1'], language: 'DE' });
    expect(german.data.storageOrWorkEquipments).toEqual(['storage-1']);
  });

  it('takes the hazards from the full official H and EUH texts in the instruction language (OI-5)', () => {
    expect(String(german.data.humanEnvDescription).split('\n')).toEqual([
      catalogText('H225', 'de'),
      catalogText('H319', 'de'),
      catalogText('H336', 'de'),
      catalogText('EUH066', 'de'),
      'Wassergefährdend (WGK 1).',
    ]);
    expect(String(english.data.humanEnvDescription).split('\n')[0]).toBe('Highly flammable liquid and vapour.');
    expect(german.sentences).toContainEqual({
      field: 'humanEnvDescription',
      text: 'Flüssigkeit und Dampf leicht entzündbar.',
      source: 'H225',
    });
  });

  it('carries the pictograms and adds the signs the hazards call for, each with its source (OI-5)', () => {
    expect(german.data.humanEnvGhsSymbols).toEqual(['GHS02', 'GHS07']);
    expect(german.data.humanEnvWarningSymbols).toEqual(['W021']);
    expect(german.data.prohibitionSymbols).toEqual(['P003', 'P002']);
    expect(german.data.fireProtectionSymbols).toEqual(['F001']);
    expect(german.data.rescueSymbols).toEqual(['E011', 'E003']);
    expect(german.sentences).toContainEqual({ field: 'rescueSymbols', text: 'E011', source: 'H319' });
  });

  it('sorts the P statements into protection, danger, first aid and disposal (OI-6 … OI-9)', () => {
    expect(precautionarySection('P210')).toBe('measuresBehaviorDescription');
    expect(precautionarySection('P403+P235')).toBe('measuresBehaviorDescription');
    expect(precautionarySection('P305+P351+P338')).toBe('firstAidDescription');
    expect(precautionarySection('P370+P378')).toBe('malfunctionBehaviorDescription');
    expect(precautionarySection('P501')).toBe('disposalDescription');
    expect(precautionarySection('P101')).toBeUndefined();
    expect(String(german.data.measuresBehaviorDescription).split('\n')).toEqual([
      catalogText('P210', 'de'),
      catalogText('P233', 'de'),
      catalogText('P403+P235', 'de'),
      'Augenschutz benutzen.',
    ]);
    expect(german.data.mandatorySymbols).toEqual(['M004']);
    expect(String(german.data.malfunctionBehaviorDescription).split('\n')).toEqual([
      catalogText('P370+P378', 'de'),
      'Löschmittel: CO2, Schaum.',
    ]);
    expect(String(german.data.firstAidDescription).split('\n')[0]).toBe(catalogText('P305+P351+P338', 'de'));
    expect(german.data.disposalDescription).toBe(catalogText('P501', 'de'));
  });

  it('gives a disposal and first-aid rule when the statements name none (OI-8, OI-9)', () => {
    const bare = deriveFromSubstance({ id: 's', data: { name: 'X' } }, 'EN', catalogText);
    expect(bare.data.disposalDescription).toMatch(/hazardous waste/);
    expect(bare.sentences.find((sentence) => sentence.field === 'disposalDescription')?.source).toBe('rule:disposal');
    expect(bare.data.firstAidDescription).toMatch(/first aider/);
  });

  it("leaves out the regulation's instructions in angle brackets, keeps the statement's own words (OI-5)", () => {
    expect(catalogText('H351', 'en')).toContain('<');
    expect(statementSentence('H351', 'EN', catalogText)).toBe('Suspected of causing cancer.');
    expect(statementSentence('H370', 'DE', catalogText)).toBe('Schädigt die Organe.');
    expect(statementSentence('H999', 'DE', catalogText)).toBe('H999');
  });

  it('gives a valid instruction', () => {
    expect(validateDocument(substanceInstruction, german.data).ok).toBe(true);
  });
});
