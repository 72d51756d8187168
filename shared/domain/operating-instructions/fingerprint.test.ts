import { describe, expect, it } from 'vitest';
import type { DocumentData, DocumentLookup } from '../../entities/entity';
import type { DocumentType } from '../../enums/entity-types';
import { sourceChanged, sourceFingerprint } from './fingerprint';

function lookupOf(documents: Record<string, { type: DocumentType; data: DocumentData }>): DocumentLookup {
  return (id) => documents[id];
}

const substance = {
  type: 'SUBSTANCE' as const,
  data: { name: 'Aceton', hazardStatements: ['H225'], casNumber: '67-64-1' },
};

describe('the fingerprint of a source (OI-15, OI-16)', () => {
  const lookup = lookupOf({ 's-1': substance });
  const fingerprint = sourceFingerprint('s-1', lookup, 'DE');

  it('is the same for the same read values in any key order', () => {
    const reordered = lookupOf({ 's-1': { type: 'SUBSTANCE', data: { hazardStatements: ['H225'], name: 'Aceton' } } });
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(sourceFingerprint('s-1', reordered, 'DE')).toBe(fingerprint);
  });

  it('changes with a read value and the language, not with a value no rule reads', () => {
    const withH = lookupOf({
      's-1': { ...substance, data: { ...substance.data, hazardStatements: ['H225', 'H319'] } },
    });
    const withCas = lookupOf({ 's-1': { ...substance, data: { ...substance.data, casNumber: '1-1-1' } } });
    expect(sourceFingerprint('s-1', withH, 'DE')).not.toBe(fingerprint);
    expect(sourceFingerprint('s-1', lookup, 'EN')).not.toBe(fingerprint);
    expect(sourceFingerprint('s-1', withCas, 'DE')).toBe(fingerprint);
  });

  it("covers an activity's substance", () => {
    const activity = { type: 'ACTIVITY' as const, data: { name: 'Reinigen', substance: 's-1' } };
    const before = sourceFingerprint('a-1', lookupOf({ 'a-1': activity, 's-1': substance }), 'DE');
    const changed = { ...substance, data: { ...substance.data, ghsSymbols: ['GHS02'] } };
    expect(sourceFingerprint('a-1', lookupOf({ 'a-1': activity, 's-1': changed }), 'DE')).not.toBe(before);
    expect(sourceFingerprint('a-1', lookupOf({ 'a-1': activity }), 'DE')).toBeUndefined();
  });

  it('flags an instruction whose source changed, never one whose source is unknown', () => {
    const instruction = { language: 'DE', derivation: { source: 's-1', fingerprint } };
    expect(sourceChanged(instruction, lookup)).toBe(false);
    const edited = lookupOf({ 's-1': { ...substance, data: { ...substance.data, name: 'Aceton rein' } } });
    expect(sourceChanged(instruction, edited)).toBe(true);
    expect(sourceChanged(instruction, lookupOf({}))).toBe(false);
    expect(sourceChanged({ name: 'typed by hand' }, lookup)).toBe(false);
  });
});
