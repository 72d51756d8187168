import { describe, expect, it } from 'vitest';
import { activity } from './activity';
import { measure } from './measure';
import { referencedIds, referencesOf } from './references';
import { substance } from './substance';

describe('referencesOf', () => {
  it('names each reference field by its path, inside list rows and groups, each pair once', () => {
    const data = {
      name: 'Aceton-Gemisch',
      composition: [
        { key: 'a', component: 'sub-aceton' },
        { key: 'b', component: 'sub-ethanol' },
        { key: 'c', component: 'sub-aceton' },
      ],
      storageLocations: [{ key: 's', storage: 'storage-1' }],
      approval: { state: 'REQUESTED', requestedBy: 'emp-1' },
    };
    expect(referencesOf(substance, data)).toEqual([
      { field: 'storageLocations.storage', to: 'storage-1' },
      { field: 'composition.component', to: 'sub-aceton' },
      { field: 'composition.component', to: 'sub-ethanol' },
      { field: 'approval.requestedBy', to: 'emp-1' },
    ]);
  });

  it('takes multiple references, skips values that are no ids, and gives ids once for the replica', () => {
    const data = { substance: 'sub-1', storageOrWorkEquipments: ['storage-1', 7, 'storage-1'], workEnvironments: 'x' };
    expect(referencesOf(activity, data)).toEqual([
      { field: 'substance', to: 'sub-1' },
      { field: 'storageOrWorkEquipments', to: 'storage-1' },
      { field: 'workEnvironments', to: 'x' },
    ]);
    expect(referencedIds(measure, { origin: 'ra-1', responsible: 'ra-1', name: 'ra-2' })).toEqual(['ra-1']);
  });
});
