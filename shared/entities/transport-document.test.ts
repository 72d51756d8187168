import { describe, expect, it } from 'vitest';
import { validateDocument } from './derive/schema';
import { transportDocument } from './transport-document';
import { transportDraft } from './transport-draft';

const PARTY = {
  postalName: 'Chemie Nord GmbH',
  street: 'Hafenstraße',
  houseNumber: '12',
  zipCode: '20457',
  city: 'Hamburg',
};

function buildTransportDocument(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Beförderungspapier 2025-031',
    consignor: PARTY,
    consignee: { ...PARTY, postalName: 'Lackiererei Süd AG' },
    transporter: { ...PARTY, postalName: 'Spedition Weber KG' },
    cargo: [
      {
        id: 'cargo-1',
        name: 'Farbe',
        unNumber: '1263',
        hazardClass: '3',
        transportHazardClass: '3',
        classificationCode: 'F1',
        packingGroup: 'III',
        dangerLabels: ['3'],
        specialRegulation: '163, 367, 640E, 650',
        transportCategory: 3,
        tunnelRestrictionCode: 'D/E',
        numberOfItems: 10,
        packaging: 'Eimer',
        quantityNet: { value: 200, unit: 'KG' },
        quantityGross: { value: 215, unit: 'KG' },
        limitedQuantity: false,
        exceptedQuantity: false,
        itemNumber: '1',
        additionalInfo: 'Umweltgefährdend',
      },
    ],
    transportPoints: 200,
    files: [],
    ...overrides,
  };
}

// The validation rules of domain.md §5 Transport are tested for both types in transport-draft.test.ts.
describe('transport document (derived from a transport draft)', () => {
  it('accepts a transport document with every field filled', () => {
    expect(validateDocument(transportDocument, buildTransportDocument()).ok).toBe(true);
  });

  it('has the fields, rules and points of a transport draft plus the link to its draft', () => {
    const { draft, ...shared } = transportDocument.fields;
    expect(shared).toEqual(transportDraft.fields);
    expect(draft).toMatchObject({ kind: 'reference', to: ['ADR_TRANSPORT_DRAFT'] });
    expect(transportDocument.rules).toBe(transportDraft.rules);
    expect(transportDocument.derive).toBe(transportDraft.derive);
    expect(transportDocument.type).toBe('ADR_TRANSPORT_DOCUMENT');
    expect(transportDraft.type).toBe('ADR_TRANSPORT_DRAFT');
  });

  it('refuses a document without cargo', () => {
    expect(validateDocument(transportDocument, buildTransportDocument({ cargo: [] }))).toEqual({
      ok: false,
      issues: [{ path: 'cargo', message: 'validation.required' }],
    });
  });
});
