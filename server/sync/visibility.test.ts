import { describe, expect, it } from 'vitest';
import { NO_PLACE, principalOf } from '../../shared/access/evaluate';
import type { Tenant } from '../auth/identity';
import { mayRead, type ReaderContext, type VisibilityRow } from './visibility';

const TENANT = { subscribedModules: ['LEARN_MANAGEMENT'] } as unknown as Tenant;

const INSTRUCTION: VisibilityRow = {
  type: 'INSTRUCTION',
  deleted: 0,
  data: {
    name: 'Jährliche Unterweisung Gefahrstoffe',
    sessions: [
      { id: 's-1', employee: 'emp-me', progressInPercent: 100 },
      { id: 's-2', employee: 'emp-other', progressInPercent: 20 },
    ],
  },
  place: { locations: [], departments: [] },
  owner: null,
};

function readerWith(resource: string): ReaderContext {
  const role = { scopes: [{ resource, rules: [{ action: 'READ', organizationScope: 'ALL' }] }] };
  return { tenant: TENANT, principal: principalOf([role], NO_PLACE), userId: 'user-me' };
}

describe('who reads the sessions of an instruction (docs/domain/trainings.md TRN-7, decision 0045)', () => {
  it('TRN-7 MY_INSTRUCTIONS alone reads no whole instruction, so never the sessions of others (their own part is TRN-8)', () => {
    expect(mayRead(readerWith('MY_INSTRUCTIONS'), INSTRUCTION)).toBe(false);
  });

  it('TRN-7 INSTRUCTION_OVERVIEW reads every instruction with all its sessions', () => {
    expect(mayRead(readerWith('INSTRUCTION_OVERVIEW'), INSTRUCTION)).toBe(true);
  });

  it('TRN-7 a tenant without the learning module reads no instruction whatever the role', () => {
    const reader = { ...readerWith('INSTRUCTION_OVERVIEW'), tenant: { subscribedModules: [] } as unknown as Tenant };
    expect(mayRead(reader, INSTRUCTION)).toBe(false);
  });
});
