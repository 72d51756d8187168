import { describe, expect, it } from 'vitest';
import type { Grant } from '../../../shared/access/grants';
import { inspection } from '../../../shared/entities/inspection';
import { location } from '../../../shared/entities/location';
import { measure } from '../../../shared/entities/measure';
import { moduleAccess } from '../../../shared/modules';
import { readableBy } from './readable';

const read = (resource: Grant['resource']): Grant => ({ resource, action: 'READ', organizationScope: 'ALL' });

describe('readableBy', () => {
  it('REF-2 needs READ on the resource and the module subscribed', () => {
    const modules = moduleAccess(['MAINTENANCE']);
    const readable = readableBy([read('INSPECTIONS')], modules);
    expect(readable(inspection)).toBe(true);
    expect(readable(measure)).toBe(false);
    expect(readableBy([read('ALL')], modules)(measure)).toBe(false);
    expect(readableBy([read('ALL')], moduleAccess(['MEASURE_MANAGEMENT']))(measure)).toBe(true);
  });

  it('REF-2 an entity without module needs only the grant; UPDATE alone does not read', () => {
    const modules = moduleAccess([]);
    expect(readableBy([read('LOCATIONS')], modules)(location)).toBe(true);
    expect(readableBy([{ resource: 'LOCATIONS', action: 'UPDATE', organizationScope: 'ALL' }], modules)(location)).toBe(
      false,
    );
  });
});
