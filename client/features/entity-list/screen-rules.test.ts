import { describe, expect, it } from 'vitest';
import { detailPath, newPath } from './screen-rules';

describe('list screen rules', () => {
  it('opens documents under the list path', () => {
    expect(detailPath('contacts', 'acme-con-testing')).toBe('/contacts/acme-con-testing');
    expect(newPath('transportDrafts')).toBe('/transport/drafts/new');
  });

  it('opens instructions at /instructions/{id}; only organisation instructions are created from a list', () => {
    expect(detailPath('userInstructions', 'i-1')).toBe('/instructions/i-1');
    expect(newPath('organizationInstructions')).toBe('/instructions/new');
    expect(newPath('userInstructions')).toBeUndefined();
  });

  it('has no detail or create route for list-only screens', () => {
    expect(detailPath('files', 'f-1')).toBeUndefined();
    expect(newPath('regulationReports')).toBeUndefined();
  });

  it('opens transport documents to read them; they are derived from drafts, not created from the list', () => {
    expect(detailPath('transportDocuments', 'td-1')).toBe('/transport/documents/td-1');
    expect(newPath('transportDocuments')).toBeUndefined();
  });
});
