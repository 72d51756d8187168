import { describe, expect, it } from 'vitest';
import { contact } from './contact';
import { validateDocument } from './derive/schema';
import { hiddenFieldsOf, hideableFields } from './hidden-fields';
import { companySettings } from './registry';

const hide = (id: string, entityType: string, field: string) => ({ id, entityType, field });

describe('company settings (domain.md "Settings": hidden form fields per entity)', () => {
  it('accepts settings without hidden fields and with optional fields of different entities', () => {
    expect(validateDocument(companySettings, {}).ok).toBe(true);
    const hiddenFields = [hide('h1', 'CONTACT', 'phone'), hide('h2', 'EMPLOYEE', 'phoneNumber')];
    expect(validateDocument(companySettings, { hiddenFields }).ok).toBe(true);
  });

  it('refuses a required, nested, derived or unknown field and an unknown entity', () => {
    for (const entry of [
      hide('h1', 'CONTACT', 'name'),
      hide('h1', 'ACCESS_ROLE', 'scopes.resource'),
      hide('h1', 'SUBSTANCE', 'nope'),
      hide('h1', 'RISK', 'phone'),
    ]) {
      const result = validateDocument(companySettings, { hiddenFields: [entry] });
      expect(result.ok ? [] : result.issues, JSON.stringify(entry)).toEqual([
        { path: 'hiddenFields', message: 'rule.companySettings.hideableField' },
      ]);
    }
  });

  it('refuses the same field hidden twice', () => {
    const hiddenFields = [hide('h1', 'CONTACT', 'phone'), hide('h2', 'CONTACT', 'phone')];
    const result = validateDocument(companySettings, { hiddenFields });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'hiddenFields', message: 'rule.companySettings.noRepeatedField' },
    ]);
  });

  it('refuses an entry without entity or field, or with an entity outside the document types', () => {
    const result = validateDocument(companySettings, { hiddenFields: [{ id: 'h1', entityType: 'PHONE_BOOK' }] });
    expect(result.ok).toBe(false);
  });
});

describe('hidden fields', () => {
  it('offers the optional top-level fields of an entity, never a required one', () => {
    const offered = hideableFields(contact);
    expect(offered).toContain('phone');
    expect(offered).not.toContain('name');
  });

  it('leaves out derived fields', () => {
    const entity = {
      ...contact,
      fields: { ...contact.fields, total: { kind: 'number' as const, label: contact.label, derived: true as const } },
    };
    expect(hideableFields(entity)).not.toContain('total');
  });

  it('hides the fields the settings name for the document type, and none for other types or no settings', () => {
    const settings = { hiddenFields: [hide('h1', 'CONTACT', 'phone'), hide('h2', 'EMPLOYEE', 'email')] };
    expect([...hiddenFieldsOf(settings, 'CONTACT')]).toEqual(['phone']);
    expect([...hiddenFieldsOf(settings, 'STORAGE')]).toEqual([]);
    expect([...hiddenFieldsOf(undefined, 'CONTACT')]).toEqual([]);
    expect([...hiddenFieldsOf({ hiddenFields: 'phone' }, 'CONTACT')]).toEqual([]);
  });

  it('RA-3 accepts rising risk matrix thresholds and refuses others', () => {
    expect(validateDocument(companySettings, { riskMatrix: { medium: 4, high: 8, veryHigh: 15 } }).ok).toBe(true);
    for (const riskMatrix of [
      { medium: 8, high: 8, veryHigh: 15 },
      { medium: 10, high: 8, veryHigh: 15 },
    ]) {
      const result = validateDocument(companySettings, { riskMatrix });
      expect(result.ok ? [] : result.issues).toEqual([
        { path: 'riskMatrix', message: 'rule.companySettings.riskMatrixThresholds' },
      ]);
    }
    expect(validateDocument(companySettings, { riskMatrix: { medium: 1, high: 8, veryHigh: 15 } }).ok).toBe(false);
    expect(validateDocument(companySettings, { riskMatrix: { medium: 5, high: 8 } }).ok).toBe(false);
  });
});
