import { describe, expect, it } from 'vitest';
import { documentPath } from './document-paths';

describe('documentPath', () => {
  it('opens a document on its screen, locations and departments in the tree', () => {
    expect(documentPath('CONTACT', 'c 1')).toBe('/contacts/c%201');
    expect(documentPath('LOCATION', 'l-1')).toBe('/locations/l-1');
    expect(documentPath('DEPARTMENT', 'd-1')).toBe('/locations/departments/d-1');
    expect(documentPath('ADR_TRANSPORT_DOCUMENT', 't-1')).toBe('/transport/documents/t-1');
    expect(documentPath('INCIDENT_WITHOUT_REPORT', 'i-1')).toBe('/incidents/without_report/i-1');
  });

  it('opens the list of a list-only screen, and nothing for a type without a screen', () => {
    expect(documentPath('FILE', 'f-1')).toBe('/files');
    expect(documentPath('RISK', 'r-1')).toBeUndefined();
    expect(documentPath('toString', 'x')).toBeUndefined();
  });
});
