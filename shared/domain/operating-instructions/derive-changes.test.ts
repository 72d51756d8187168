import { describe, expect, it } from 'vitest';
import { deriveChanges, rederivePatch } from './derive-changes';
import type { DerivedInstruction } from './derived';

const next: DerivedInstruction = {
  data: { humanEnvDescription: 'A\nB', humanEnvGhsSymbols: ['GHS02', 'GHS07'], firstAidDescription: 'F' },
  sentences: [
    { field: 'humanEnvDescription', text: 'A', source: 'H225' },
    { field: 'humanEnvDescription', text: 'B', source: 'H319' },
    { field: 'humanEnvGhsSymbols', text: 'GHS02', source: 'field:ghsSymbols' },
    { field: 'humanEnvGhsSymbols', text: 'GHS07', source: 'field:ghsSymbols' },
    { field: 'firstAidDescription', text: 'F', source: 'rule:first-aid' },
  ],
};
const fields = ['humanEnvDescription', 'humanEnvGhsSymbols', 'firstAidDescription', 'disposalDescription'];

describe('re-deriving shows the changes first (OI-17, OI-18)', () => {
  it('lists per field what would go and what would come, with the sources', () => {
    const current = {
      humanEnvDescription: 'A\nEdited by hand',
      humanEnvGhsSymbols: ['GHS02'],
      firstAidDescription: 'F',
      disposalDescription: 'Kept',
    };
    expect(deriveChanges(current, next, fields)).toEqual([
      {
        field: 'humanEnvDescription',
        removed: ['Edited by hand'],
        added: [{ field: 'humanEnvDescription', text: 'B', source: 'H319' }],
      },
      {
        field: 'humanEnvGhsSymbols',
        removed: [],
        added: [{ field: 'humanEnvGhsSymbols', text: 'GHS07', source: 'field:ghsSymbols' }],
      },
    ]);
  });

  it('finds no change when the instruction holds what the derivation gives', () => {
    expect(deriveChanges(next.data, next, fields)).toEqual([]);
  });

  it('takes only the chosen fields, with the new derivation record', () => {
    expect(rederivePatch(next, ['humanEnvGhsSymbols'], { fingerprint: 'x' })).toEqual({
      derivation: { fingerprint: 'x' },
      humanEnvGhsSymbols: ['GHS02', 'GHS07'],
    });
  });
});
