import { describe, expect, it } from 'vitest';
import { cargoSources, sourceOptions, withCargoFrom } from './cargo-sources';

const acetone = {
  id: 'c1',
  order: 0,
  name: 'ACETON',
  unNumber: '1090',
  transportCategory: 2,
  packaging: 'Fass 200 l',
  numberOfItems: 4,
  quantityNet: { value: 800, unit: 'L' },
  unknownField: 'dropped',
};

const docs = [
  { id: 'draft-1', type: 'ADR_TRANSPORT_DRAFT', data: { name: 'Aceton', cargo: [acetone] } },
  { id: 'doc-1', type: 'ADR_TRANSPORT_DOCUMENT', data: { name: 'Aceton', cargo: [{ ...acetone, id: 'c9' }, 'x'] } },
  { id: 'sub-1', type: 'SUBSTANCE', data: { name: 'Methanol', unNumber: '1230', hazardNumber: '336' } },
  { id: 'sub-2', type: 'SUBSTANCE', data: { name: 'Wasser' } },
  { id: 'con-1', type: 'CONTACT', data: { name: 'Lenz', cargo: [acetone] } },
];

describe('sources of a new cargo line', () => {
  it('offers each distinct earlier line once and the substances with a UN number', () => {
    const sources = cargoSources(docs);
    expect(sources.map((source) => [source.id, source.kind, source.label])).toEqual([
      ['cargo:draft-1:c1', 'cargo', 'UN 1090 · ACETON · Fass 200 l · 800 L'],
      ['substance:sub-1', 'substance', 'UN 1230 Methanol (336)'],
    ]);
    expect(sources[0]?.values).toEqual({
      name: 'ACETON',
      unNumber: '1090',
      transportCategory: 2,
      packaging: 'Fass 200 l',
      numberOfItems: 4,
      quantityNet: { value: 800, unit: 'L' },
    });
    expect(sources[1]?.values).toEqual({ name: 'Methanol', unNumber: '1230' });
  });

  it('groups the options by origin and appends a line with a fresh id in order', () => {
    const sources = cargoSources(docs);
    expect(sourceOptions(sources, { cargo: 'Frühere Ladung', substance: 'Gefahrstoffe' })[1]).toEqual({
      id: 'substance:sub-1',
      label: 'UN 1230 Methanol (336)',
      group: 'Gefahrstoffe',
    });
    const source = sources[1];
    if (!source) throw new Error('no source');
    expect(withCargoFrom([{ id: 'a', order: 0 }], source, 'new-line')).toEqual([
      { id: 'a', order: 0 },
      { name: 'Methanol', unNumber: '1230', id: 'new-line', order: 1 },
    ]);
    expect(withCargoFrom(undefined, source, 'n')).toEqual([{ name: 'Methanol', unNumber: '1230', id: 'n', order: 0 }]);
  });
});
