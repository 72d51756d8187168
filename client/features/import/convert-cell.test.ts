import { describe, expect, it } from 'vitest';
import * as statements from '../../../shared/catalogs/statement-catalog';
import { contact } from '../../../shared/entities/contact';
import { employee } from '../../../shared/entities/employee';
import type { Field } from '../../../shared/entities/fields';
import { substance } from '../../../shared/entities/substance';
import { workEquipment } from '../../../shared/entities/work-equipment';
import { type ConvertContext, convertCell } from './convert-cell';
import { enumLookups } from './enum-lookup';
import { indexReferences } from './reference-index';
import { buildLanguages } from './test-languages';

const languages = buildLanguages('de');
const context: ConvertContext = {
  languages,
  enumCodes: enumLookups(languages),
  statements,
  date1904: false,
  references: indexReferences([
    { id: 'loc-ma', type: 'LOCATION', data: { name: 'Werk Mannheim' } },
    { id: 'loc-lu', type: 'LOCATION', data: { name: 'Werk Ludwigshafen, Süd' } },
    { id: 'loc-sp', type: 'LOCATION', data: { name: 'Speyer' } },
  ]),
};

function field(entity: { fields: Record<string, Field> }, name: string): Field {
  const found = entity.fields[name];
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

const value = (f: Field, cell: string | number | boolean, existing?: unknown) => {
  const result = convertCell(f, cell, context, existing);
  return result.ok ? result.value : `problem: ${languages[0]?._(result.problem)}`;
};

describe('cell conversion per field kind', () => {
  it('keeps text trimmed and treats an empty cell as no value', () => {
    expect(value(field(contact, 'name'), '  Lenz GmbH ')).toBe('Lenz GmbH');
    expect(value(field(contact, 'name'), '   ')).toBeUndefined();
    expect(value(field(contact, 'phone'), 4962112)).toBe('4962112');
  });

  it('reads enums by German or English label and by code', () => {
    const type = field(workEquipment, 'workEquipmentType');
    expect(value(type, 'Maschine')).toBe('MACHINE');
    expect(value(type, 'machine')).toBe('MACHINE');
    expect(value(type, 'MONITORING_REQUIRED_FACILITY')).toBe('MONITORING_REQUIRED_FACILITY');
    expect(value(type, 'Rakete')).toMatch(/^problem: /);
  });

  it('reads booleans, numbers with a decimal comma and dates from text or Excel serials', () => {
    expect(value(field(employee, 'shouldCreateAccount'), 'Ja')).toBe(true);
    expect(value(field(employee, 'shouldCreateAccount'), false)).toBe(false);
    expect(value(field(employee, 'shouldCreateAccount'), 'vielleicht')).toMatch(/^problem: /);
    expect(value(field(employee, 'hoursPerWeek'), '38,5')).toBe(38.5);
    expect(value(field(employee, 'hoursPerWeek'), 40)).toBe(40);
    expect(value(field(employee, 'hoursPerWeek'), 'viel')).toMatch(/^problem: /);
    expect(value(field(employee, 'dateOfBirth'), '24.12.1990')).toBe('1990-12-24');
    expect(value(field(employee, 'dateOfBirth'), 33231)).toBe('1990-12-24');
    expect(value(field(employee, 'dateOfBirth'), '1990-13-01')).toMatch(/^problem: /);
  });

  it('resolves references by title; several separated by ";" or ","; a title with a comma whole', () => {
    const locations = field(employee, 'locations');
    expect(value(locations, 'Werk Mannheim; Speyer')).toEqual(['loc-ma', 'loc-sp']);
    expect(value(locations, 'Werk Mannheim, Speyer')).toEqual(['loc-ma', 'loc-sp']);
    expect(value(locations, 'Werk Ludwigshafen, Süd')).toEqual(['loc-lu']);
    expect(value(locations, 'Werk Mannheim, Heidelberg')).toBe(
      'problem: Kein Dokument namens „Heidelberg“ auf diesem Gerät',
    );
  });

  it('reads the address line the list writes and keeps the parts a line cannot hold', () => {
    const address = field(contact, 'address');
    expect(value(address, 'Dudenstraße 44, 68167 Mannheim')).toEqual({
      street: 'Dudenstraße',
      houseNumber: '44',
      zipCode: '68167',
      city: 'Mannheim',
    });
    expect(
      value(address, 'Hauptstr. 3a, 67346 Speyer', { street: 'Alt', buildingFloor: '2. OG', country: 'DE' }),
    ).toEqual({
      street: 'Hauptstr.',
      houseNumber: '3a',
      buildingFloor: '2. OG',
      zipCode: '67346',
      city: 'Speyer',
      country: 'DE',
    });
    expect(value(address, 'a, b, c, d')).toMatch(/^problem: /);
  });

  it('reads statements as the export writes them, code and text a line, in their order', () => {
    const hazards = field(substance, 'hazardStatements');
    expect(
      value(hazards, 'H225 Flüssigkeit und Dampf leicht entzündbar.\nH319 Verursacht schwere Augenreizung.\nEUH066 …'),
    ).toEqual(['H225', 'H319', 'EUH066']);
    expect(value(field(substance, 'precautionaryStatements'), 'P280 Schutzhandschuhe/…, tragen.')).toEqual(['P280']);
  });

  it('reads a list of statement codes in any case and spelling, as CLP spells them', () => {
    const hazards = field(substance, 'hazardStatements');
    expect(value(hazards, 'h225; H319, h360fd, h361fd')).toEqual(['H225', 'H319', 'H360FD', 'H361fd']);
    expect(value(field(substance, 'precautionaryStatements'), 'p301 + p310, P305+P351+P338')).toEqual([
      'P301+P310',
      'P305+P351+P338',
    ]);
  });

  it('names the codes it cannot take instead of dropping them', () => {
    const hazards = field(substance, 'hazardStatements');
    expect(value(hazards, 'H225, H999, R36')).toBe('problem: Nicht im CLP-Katalog: R36, H999');
    expect(value(hazards, 'H225, P280')).toBe('problem: Gehört in das andere Hinweisfeld: P280');
  });

  it('still reads signs as codes', () => {
    expect(value(field(substance, 'ghsSymbols'), 'ghs02, GHS07')).toEqual(['GHS02', 'GHS07']);
  });
});
