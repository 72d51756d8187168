import { describe, expect, it } from 'vitest';
import { MODULE_CODES, moduleAccess } from '../../../shared/modules';
import { buildNavigation, isScreenAvailable, navigationPaths } from './navigation';

const ALWAYS = ['/', '/due', '/locations', '/contacts', '/work_equipments', '/storages', '/files'];

describe('side navigation (platform.md §2)', () => {
  it('shows only the always-shown links to a tenant without modules', () => {
    expect(navigationPaths(buildNavigation(moduleAccess([])))).toEqual(ALWAYS);
  });

  it('shows every area to a tenant with all modules, regulation customers for managers and no individual regulations', () => {
    const paths = navigationPaths(buildNavigation(moduleAccess(MODULE_CODES)));
    expect(paths).toEqual([
      ...ALWAYS,
      '/employees',
      '/access_roles',
      '/substances',
      '/hazardous_substances',
      '/activities',
      '/risk_assessments',
      '/work_equipment_instructions',
      '/substance_instructions',
      '/regulations/reports',
      '/regulations/customers',
      '/regulations',
      '/inspections',
      '/maintenances',
      '/permits',
      '/conditions',
      '/transport/drafts',
      '/transport/documents',
      '/instructions/organization',
      '/instructions/user',
      '/site_inspections',
      '/commissions',
      '/measures',
      '/recurring_measures',
    ]);
  });

  it('shows individual regulations and hides regulation customers for a regulation customer', () => {
    const paths = navigationPaths(buildNavigation(moduleAccess(['REGULATION_MANAGEMENT_CUSTOMER'])));
    expect(paths).toContain('/individual_regulations');
    expect(paths).not.toContain('/regulations/customers');
  });

  it('marks instructions, site inspections and commissions as Beta', () => {
    const beta = buildNavigation(moduleAccess(MODULE_CODES))
      .filter((entry) => entry.beta)
      .map((entry) => (entry.kind === 'link' ? entry.to : entry.id));
    expect(beta).toEqual(['instructions', '/site_inspections', '/commissions']);
  });

  it('gates screens like their navigation entries', () => {
    const manager = moduleAccess(['REGULATION_MANAGEMENT_MANAGER']);
    expect(isScreenAvailable('regulationCustomers', manager)).toBe(true);
    expect(isScreenAvailable('individualRegulations', manager)).toBe(false);
    expect(isScreenAvailable('transportDrafts', manager)).toBe(false);
    expect(isScreenAvailable('files', manager)).toBe(true);
  });
});
