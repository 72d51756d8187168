import { describe, expect, it } from 'vitest';
import type { DocumentData } from '../../entities/entity';
import { emkgSources, substancesAffectedBy } from './emkg-sources';

const stored = (storage: string, value = 10) => ({ id: `${storage}-row`, storage, quantity: { value, unit: 'L' } });

const substances = new Map<string, DocumentData>([
  ['mix', { name: 'Reiniger', storageLocations: [stored('hall')], composition: [{ id: 'c1', component: 'acid' }] }],
  ['acid', { name: 'Säure', storageLocations: [stored('cabinet')] }],
  ['paint', { name: 'Lack', storageLocations: [stored('hall')] }],
  ['glue', { name: 'Kleber', storageLocations: [stored('cellar')] }],
]);

describe('the sources of an activity’s EMKG rating', () => {
  it('takes the substance, its components and what shares its storages from the substances held', () => {
    const sources = emkgSources({ substance: 'mix' }, substances);
    expect(sources?.substance).toEqual({ id: 'mix', data: substances.get('mix') });
    expect(sources?.components.map((component) => component.id)).toEqual(['acid']);
    expect(sources?.context.storedAlongside?.map((other) => other.id)).toEqual(['paint']);
  });

  it('gives none for a substance that is not held (none named, deleted or of another tenant)', () => {
    expect(emkgSources({}, substances)).toBeUndefined();
    expect(emkgSources({ substance: 'foreign-tenant-substance' }, substances)).toBeUndefined();
  });

  it('leaves out components that are not held and a substance named as its own component', () => {
    const odd = new Map(substances).set('self', {
      composition: [
        { id: 'a', component: 'self' },
        { id: 'b', component: 'gone' },
      ],
    });
    expect(emkgSources({ substance: 'self' }, odd)?.components).toEqual([]);
  });
});

describe('the substances a change can re-rate', () => {
  it('are the changed one, the mixtures holding it and whatever shares a storage with them, before or after', () => {
    const moved = { name: 'Säure', storageLocations: [stored('cellar')] };
    expect([...substancesAffectedBy('acid', substances.get('acid'), moved, substances)].sort()).toEqual([
      'acid',
      'glue',
      'mix',
      'paint',
    ]);
  });

  it('are the changed one alone when nothing holds or shares with it', () => {
    expect([...substancesAffectedBy('lonely', undefined, { name: 'Allein' }, substances)]).toEqual(['lonely']);
  });
});
