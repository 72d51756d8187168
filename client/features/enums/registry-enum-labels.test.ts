import { describe, expect, it } from 'vitest';
import type { EnumField, Field, FieldMap, MeasurementField } from '../../../shared/entities/fields';
import { ENTITY_LIST } from '../../../shared/entities/registry';
import { CONSEQUENCE_RATINGS } from '../../../shared/enums/assessment';
import { UNIT_SYMBOLS } from '../../../shared/enums/catalogs';
import { CODE_ENUMERATIONS, enumLabel } from '../../../shared/enums/enum-labels';
import {
  ADR_CLASSES,
  ADR_DANGER_LABELS,
  PACKING_GROUPS,
  TUNNEL_RESTRICTION_CODES,
} from '../../../shared/enums/transport';
import germanCatalog from '../../locales/de/messages.po?raw';

/** Every field of the registry with its path, inside groups and keyed lists too. */
function fieldsOf(fields: FieldMap, path: string): { path: string; field: Field }[] {
  return Object.entries(fields).flatMap(([name, field]) => [
    { path: `${path}.${name}`, field },
    ...(field.kind === 'group' || field.kind === 'keyedList' ? fieldsOf(field.fields, `${path}.${name}`) : []),
  ]);
}

const ALL_FIELDS = ENTITY_LIST.flatMap((entity) => fieldsOf(entity.fields, entity.type));
const ENUM_FIELDS = ALL_FIELDS.filter(
  (entry): entry is { path: string; field: EnumField } => entry.field.kind === 'enum',
);
const MEASUREMENT_FIELDS = ALL_FIELDS.filter(
  (entry): entry is { path: string; field: MeasurementField } => entry.field.kind === 'measurement',
);

/** The German texts of client/locales/de/messages.po by message id. */
function germanTexts(): Map<string, string> {
  const pattern = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm;
  return new Map([...germanCatalog.matchAll(pattern)].map((match) => [match[1] ?? '', match[2] ?? '']));
}

describe('labels of the enumerations users see', () => {
  it('finds the enum fields of the registry, nested ones included', () => {
    const paths = ENUM_FIELDS.map((entry) => entry.path);
    expect(paths).toContain('SUBSTANCE.phase');
    expect(paths).toContain('ACTIVITY.exposition.contactFrequency');
    expect(paths).toContain('RISK_ASSESSMENT.risks.stressSubFactor');
  });

  it('gives every value of every enum field a label with a German text, unless its enumeration is on the allow-list', () => {
    const german = germanTexts();
    const missing = ENUM_FIELDS.filter(({ field }) => !CODE_ENUMERATIONS.has(field.values)).flatMap(({ path, field }) =>
      field.values.flatMap((code) => {
        const label = enumLabel(field.values, code);
        if (!label) return [`${path}: ${code} has no label`];
        return german.get(label.id ?? '') ? [] : [`${path}: ${code} (${label.id}) has no German text`];
      }),
    );
    expect(missing).toEqual([]);
  });

  it('keeps as codes only the conventions of the allow-list, each with its source', () => {
    expect([...CODE_ENUMERATIONS.keys()]).toEqual([
      ADR_CLASSES,
      PACKING_GROUPS,
      ADR_DANGER_LABELS,
      TUNNEL_RESTRICTION_CODES,
      CONSEQUENCE_RATINGS,
    ]);
    for (const [values, source] of CODE_ENUMERATIONS) {
      expect(source).not.toBe('');
      expect(values.some((code) => enumLabel(values, code) !== undefined)).toBe(false);
    }
  });

  it('shows every unit of a measurement field as its symbol', () => {
    const symbols: Readonly<Record<string, string>> = UNIT_SYMBOLS;
    const missing = MEASUREMENT_FIELDS.flatMap(({ path, field }) =>
      field.units.filter((unit) => !Object.hasOwn(symbols, unit)).map((unit) => `${path}: ${unit}`),
    );
    expect(missing).toEqual([]);
  });
});
