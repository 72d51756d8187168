import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldSchema } from '../entities/derive/schema';
import { substance } from '../entities/substance';
import { catalogText, STATEMENT_KINDS, statementCode, statementCodes, statementKind } from './statement-catalog';

describe('CLP statement catalog', () => {
  it('holds the 252 codes of the 2025-09-01 consolidation: 79 H, 12 combined H, 33 EUH, 97 P, 31 combined P', () => {
    expect(STATEMENT_KINDS.map((kind) => [kind, statementCodes(kind).length])).toEqual([
      ['H', 79],
      ['H_COMBINED', 12],
      ['EUH', 33],
      ['P', 97],
      ['P_COMBINED', 31],
    ]);
    expect(new Set(STATEMENT_KINDS.flatMap((kind) => statementCodes(kind))).size).toBe(252);
  });

  it('lists each kind in the order of the regulation', () => {
    expect(statementCodes('H').slice(0, 3)).toEqual(['H200', 'H201', 'H202']);
    expect(statementCodes('H').at(-1)).toBe('H420');
    expect(statementCodes('EUH').slice(0, 2)).toEqual(['EUH014', 'EUH018']);
    expect(statementCodes('P_COMBINED').slice(0, 2)).toEqual(['P231+P232', 'P301+P310']);
    expect(statementCodes('P').at(-1)).toBe('P502');
  });

  it('gives every code a text in both languages', () => {
    for (const kind of STATEMENT_KINDS) {
      for (const code of statementCodes(kind)) {
        expect(catalogText(code, 'en')?.trim(), code).not.toBe('');
        expect(catalogText(code, 'de')?.trim(), code).not.toBe('');
        expect(catalogText(code, 'de'), code).not.toBe(catalogText(code, 'en'));
      }
    }
  });

  it('gives a combination its own official text, not its parts joined', () => {
    expect(catalogText('P361+P364', 'en')).toBe(
      'Take off immediately all contaminated clothing and wash it before reuse.',
    );
    expect(`${catalogText('P361', 'en')} ${catalogText('P364', 'en')}`).not.toBe(catalogText('P361+P364', 'en'));
    // As the regulation has it, without a full stop.
    expect(catalogText('H302+H312+H332', 'de')).toBe(
      'Gesundheitsschädlich bei Verschlucken, Hautkontakt oder Einatmen',
    );
    expect(catalogText('P370+P380+P375[+P378]', 'en')).toBe(
      'In case of fire: Evacuate area. Fight fire remotely due to the risk of explosion. [Use … to extinguish].',
    );
  });

  it('knows no unofficial combination', () => {
    expect(catalogText('P210+P233', 'en')).toBeUndefined();
    expect(statementCode('H225+H319')).toBeUndefined();
    expect(catalogText('H999', 'de')).toBeUndefined();
  });

  it('uses the CLP wording where UN GHS differs (P103, P280)', () => {
    expect(catalogText('P103', 'en')).toBe('Read label before use.');
    expect(catalogText('P280', 'en')).toBe(
      'Wear protective gloves/protective clothing/eye protection/face protection.',
    );
    expect(catalogText('P103', 'de')).toBe('Vor Gebrauch Kennzeichnungsetikett lesen.');
  });

  it('keeps the placeholders of the regulation', () => {
    expect(catalogText('EUH208', 'de')).toBe(
      'Enthält <Name des sensibilisierenden Stoffes>. Kann allergische Reaktionen hervorrufen.',
    );
    expect(catalogText('P378', 'en')).toBe('Use… to extinguish.');
  });

  it('reads a code in any case and spacing in the catalog spelling', () => {
    expect(statementCode('p301 + p310')).toBe('P301+P310');
    expect(catalogText('p301 + p310', 'en')).toBe('IF SWALLOWED: Immediately call a POISON CENTER/doctor/…');
    expect(statementCode(' h 225 ')).toBe('H225');
    expect(statementCode('h361FD')).toBe('H361fd');
    expect(statementCode('euh201a')).toBe('EUH201A');
    expect(statementCode('H350I')).toBe('H350i');
    expect(statementCode('p370 + p380 + p375 [+ p378]')).toBe('P370+P380+P375[+P378]');
  });

  it('keeps codes that differ only in case apart when typed exactly, and reads others as the first of the regulation', () => {
    expect(statementCode('H360Fd')).toBe('H360Fd');
    expect(statementCode('H360FD')).toBe('H360FD');
    expect(statementCode('h360fd')).toBe('H360FD');
    expect(catalogText('H360Fd', 'en')).toBe('May damage fertility. Suspected of damaging the unborn child.');
  });

  it('names the kind of a code', () => {
    expect(statementKind('H225')).toBe('H');
    expect(statementKind('h300 + h310')).toBe('H_COMBINED');
    expect(statementKind('EUH066')).toBe('EUH');
    expect(statementKind('P403+P233')).toBe('P_COMBINED');
    expect(statementKind('X1')).toBeUndefined();
  });

  it('fits every code into the statement fields of a substance', () => {
    const hazard = fieldSchema(substance.fields.hazardStatements);
    const precautionary = fieldSchema(substance.fields.precautionaryStatements);
    const codes = (kinds: readonly string[]) =>
      STATEMENT_KINDS.filter((kind) => kinds.includes(kind)).flatMap((kind) => statementCodes(kind));
    expect(v.safeParse(hazard, codes(['H', 'H_COMBINED', 'EUH'])).success).toBe(true);
    expect(v.safeParse(precautionary, codes(['P', 'P_COMBINED'])).success).toBe(true);
  });
});
