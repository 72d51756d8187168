import { describe, expect, it } from 'vitest';
import { contact } from '../entities/contact';
import type { EntityDefinition } from '../entities/entity';
import { entityFor } from '../entities/registry';
import type { AccessResource, OrganizationScope } from '../enums/access';
import { type Action, can, canOnDocument, NO_PLACE, type Place, principalOf } from './evaluate';

const place = (locations: string[], departments: string[] = []): Place => ({
  locations: new Set(locations),
  departments: new Set(departments),
});
const role = (
  resource: AccessResource,
  action: string,
  organizationScope: OrganizationScope,
  custom: Partial<Record<'locations' | 'departments', string[]>> = {},
) => ({
  name: 'r',
  scopes: [
    {
      resource,
      rules: [{ action, organizationScope, locations: custom.locations ?? [], departments: custom.departments ?? [] }],
    },
  ],
});

const hamburg = place(['loc-hh'], ['dep-hh-yard']);
const bremen = place(['loc-hb'], ['dep-hb']);
const ACTIONS: Action[] = ['CREATE', 'READ', 'UPDATE', 'DELETE'];

describe('access evaluation (docs/sync-spec.md A2–A5)', () => {
  it('A2/A3: resource ALL and action ALL with scope ALL grant everything, also documents without a place', () => {
    const admin = principalOf([role('ALL', 'ALL', 'ALL')], NO_PLACE);
    for (const action of ACTIONS) {
      expect(can(admin, action, 'SUBSTANCES', bremen)).toBe(true);
      expect(can(admin, action, 'CONTACTS', NO_PLACE)).toBe(true);
    }
  });

  it('A2: a READ rule grants reading only', () => {
    const driver = principalOf([role('TRANSPORT_DOCUMENTS', 'READ', 'ALL')], hamburg);
    expect(ACTIONS.map((action) => can(driver, action, 'TRANSPORT_DOCUMENTS', hamburg))).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });

  it('A3: a rule for one resource grants nothing on another', () => {
    const driver = principalOf([role('TRANSPORT_DOCUMENTS', 'ALL', 'ALL')], hamburg);
    expect(can(driver, 'READ', 'SUBSTANCES', hamburg)).toBe(false);
  });

  it('A4: OWN_LOCATION grants documents at one of the employee locations only, never placeless ones', () => {
    const driver = principalOf([role('TRANSPORT_DOCUMENTS', 'READ', 'OWN_LOCATION')], hamburg);
    expect(can(driver, 'READ', 'TRANSPORT_DOCUMENTS', hamburg)).toBe(true);
    expect(can(driver, 'READ', 'TRANSPORT_DOCUMENTS', bremen)).toBe(false);
    expect(can(driver, 'READ', 'TRANSPORT_DOCUMENTS', NO_PLACE)).toBe(false);
  });

  it('A4: OWN_DEPARTMENT grants documents of one of the employee departments', () => {
    const lead = principalOf([role('WORK_EQUIPMENT', 'ALL', 'OWN_DEPARTMENT')], hamburg);
    expect(can(lead, 'UPDATE', 'WORK_EQUIPMENT', place(['loc-hh'], ['dep-hh-yard']))).toBe(true);
    expect(can(lead, 'UPDATE', 'WORK_EQUIPMENT', place(['loc-hh'], ['dep-hh-office']))).toBe(false);
  });

  it('A4: CUSTOM grants the chosen locations and departments', () => {
    const auditor = principalOf([role('SUBSTANCES', 'READ', 'CUSTOM', { locations: ['loc-hb'] })], hamburg);
    expect(can(auditor, 'READ', 'SUBSTANCES', bremen)).toBe(true);
    expect(can(auditor, 'READ', 'SUBSTANCES', hamburg)).toBe(false);
  });

  it('A5: rules of several roles add up', () => {
    const both = principalOf(
      [role('SUBSTANCES', 'READ', 'ALL'), role('SUBSTANCES', 'UPDATE', 'OWN_LOCATION')],
      hamburg,
    );
    expect(can(both, 'UPDATE', 'SUBSTANCES', hamburg)).toBe(true);
    expect(can(both, 'UPDATE', 'SUBSTANCES', bremen)).toBe(false);
    expect(can(both, 'READ', 'SUBSTANCES', bremen)).toBe(true);
  });

  it('a malformed role grants nothing', () => {
    const broken = principalOf(
      [{ scopes: [{ resource: 'ALL', rules: [{ action: 'EVERYTHING', organizationScope: 'ALL' }] }] }, null, 'x'],
      hamburg,
    );
    expect(can(broken, 'READ', 'SUBSTANCES', hamburg)).toBe(false);
  });
});

describe('reads by every member (docs/sync-spec.md A9)', () => {
  const settings: EntityDefinition = entityFor('COMPANY_SETTINGS') ?? contact;
  const contacts = contact;

  it('takes the read by every member from the entity declaration', () => {
    expect(settings.type).toBe('COMPANY_SETTINGS');
    expect(settings.access?.readByEveryMember).toBe(true);
  });

  it('lets a member without company information rights read the company settings, and nothing more', () => {
    const driver = principalOf([role('TRANSPORT_DOCUMENTS', 'ALL', 'ALL')], hamburg);
    expect(ACTIONS.map((action) => canOnDocument(driver, action, settings, NO_PLACE))).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });

  it('lets a member without roles read the company settings only', () => {
    const nobody = principalOf([], NO_PLACE);
    expect(canOnDocument(nobody, 'READ', settings, NO_PLACE)).toBe(true);
    expect(canOnDocument(nobody, 'READ', contacts, NO_PLACE)).toBe(false);
  });

  it('leaves changes to the company information rights', () => {
    const office = principalOf([role('COMPANY_INFORMATION', 'UPDATE', 'ALL')], NO_PLACE);
    expect(canOnDocument(office, 'UPDATE', settings, NO_PLACE)).toBe(true);
    expect(canOnDocument(office, 'DELETE', settings, NO_PLACE)).toBe(false);
  });
});
