import { describe, expect, it } from 'vitest';
import type { Grant } from '../../../shared/access/grants';
import { entityFor } from '../../../shared/entities/registry';
import { MODULE_CODES, moduleAccess } from '../../../shared/modules';
import { SCREENS, type ScreenKey } from '../screens';
import { buildNavigation, isScreenAvailable, navigationPaths } from './navigation';
import { screenReadResources } from './screen-reading';

const ALWAYS = ['/', '/due', '/locations', '/contacts', '/work_equipments', '/storages', '/files'];

describe('side navigation (platform.md §2)', () => {
  it('shows only the always-shown links to a tenant without modules', () => {
    expect(navigationPaths(buildNavigation(moduleAccess([]), undefined))).toEqual(ALWAYS);
  });

  it('shows every area to a tenant with all modules, regulation customers for managers and no individual regulations', () => {
    const paths = navigationPaths(buildNavigation(moduleAccess(MODULE_CODES), undefined));
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
    const paths = navigationPaths(buildNavigation(moduleAccess(['REGULATION_MANAGEMENT_CUSTOMER']), undefined));
    expect(paths).toContain('/individual_regulations');
    expect(paths).not.toContain('/regulations/customers');
  });

  it('marks instructions, site inspections and commissions as Beta', () => {
    const beta = buildNavigation(moduleAccess(MODULE_CODES), undefined)
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

  it('shows an employee who reads only their own instructions the dashboard, the due view and their instructions (decision 0060)', () => {
    const staff: Grant[] = [{ resource: 'MY_INSTRUCTIONS', action: 'READ', organizationScope: 'OWN_LOCATION' }];
    const entries = buildNavigation(moduleAccess(MODULE_CODES), staff);
    expect(navigationPaths(entries)).toEqual(['/', '/due', '/instructions/user']);
    const group = entries.find((entry) => entry.kind === 'group');
    expect(group?.kind === 'group' && group.id).toBe('instructions');
  });

  it('keeps a group with the readable links only, and hides screens whose module the tenant lacks even when readable', () => {
    const grants: Grant[] = [
      { resource: 'SUBSTANCES', action: 'READ', organizationScope: 'ALL' },
      { resource: 'MEASURES', action: 'ALL', organizationScope: 'OWN_LOCATION' },
      { resource: 'STORAGES', action: 'UPDATE', organizationScope: 'ALL' },
    ];
    const paths = navigationPaths(buildNavigation(moduleAccess(['HAZARDOUS_SUBSTANCES']), grants));
    expect(paths).toEqual(['/', '/due', '/substances', '/hazardous_substances']);
  });

  it('shows every area to a role reading everything, as to an unknown profile', () => {
    const admin: Grant[] = [{ resource: 'ALL', action: 'ALL', organizationScope: 'ALL' }];
    const all = moduleAccess(MODULE_CODES);
    expect(buildNavigation(all, admin)).toEqual(buildNavigation(all, undefined));
  });

  it('opens each entity screen by READ on the resource of its entity', () => {
    for (const screen of Object.keys(SCREENS) as ScreenKey[]) {
      const info: { readonly path: string; readonly entity?: string } = SCREENS[screen];
      const type = info.entity;
      if (type === undefined) expect(screenReadResources(screen)).toEqual([]);
      else expect(screenReadResources(screen)).toContain(entityFor(type)?.resource);
    }
  });
});
