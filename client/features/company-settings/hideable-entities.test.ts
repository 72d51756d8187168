import { describe, expect, it } from 'vitest';
import { hideableEntities, withFieldHidden } from './hideable-entities';

describe('hideable entities of the company settings', () => {
  it('lists the optional fields of entities with a form, never required ones or form-less types', () => {
    const entities = hideableEntities([]);
    const contact = entities.find((item) => item.entity.type === 'CONTACT');
    expect(contact?.fields.map((item) => item.name)).toContain('phone');
    expect(contact?.fields.map((item) => item.name)).not.toContain('name');
    const types = entities.map((item) => item.entity.type);
    expect(types).not.toContain('COMMENT');
    expect(types).not.toContain('COMPANY_SETTINGS');
  });

  it('leaves out entities of modules the tenant does not subscribe', () => {
    expect(hideableEntities([]).map((item) => item.entity.type)).not.toContain('SUBSTANCE');
    expect(hideableEntities(['HAZARDOUS_SUBSTANCES']).map((item) => item.entity.type)).toContain('SUBSTANCE');
  });
});

describe('hiding a field', () => {
  const settings = { hiddenFields: [{ id: 'h1', entityType: 'EMPLOYEE', field: 'phoneNumber' }] };

  it('adds an entry and keeps the others', () => {
    expect(withFieldHidden(settings, 'CONTACT', 'phone', true, () => 'h2')).toEqual([
      { id: 'h1', entityType: 'EMPLOYEE', field: 'phoneNumber' },
      { id: 'h2', entityType: 'CONTACT', field: 'phone' },
    ]);
  });

  it('creates the list when there are no settings yet', () => {
    expect(withFieldHidden(undefined, 'CONTACT', 'phone', true, () => 'h1')).toEqual([
      { id: 'h1', entityType: 'CONTACT', field: 'phone' },
    ]);
  });

  it('removes only the entry of that entity and field when shown again, and never adds it twice', () => {
    expect(withFieldHidden(settings, 'EMPLOYEE', 'phoneNumber', false)).toEqual([]);
    expect(withFieldHidden(settings, 'CONTACT', 'phoneNumber', false)).toEqual(settings.hiddenFields);
    expect(withFieldHidden(settings, 'EMPLOYEE', 'phoneNumber', true, () => 'h9')).toEqual([
      { id: 'h9', entityType: 'EMPLOYEE', field: 'phoneNumber' },
    ]);
  });
});
