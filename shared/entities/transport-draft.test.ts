import { describe, expect, it } from 'vitest';
import { validateDocument } from './derive/schema';
import type { EntityDefinition } from './entity';
import { transportDocument } from './transport-document';
import { transportDraft } from './transport-draft';

const REQUIRED = 'validation.required';
const INVALID = 'validation.invalid';

function issuesOf(entity: EntityDefinition, data: unknown) {
  const result = validateDocument(entity, data);
  return result.ok ? [] : result.issues;
}

function buildParty(postalName: string): Record<string, unknown> {
  return { postalName, street: 'Hafenstraße', houseNumber: '12', zipCode: '20457', city: 'Hamburg' };
}

function buildCargo(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'cargo-1',
    dangerLabels: ['3'],
    numberOfItems: 4,
    packaging: 'Kanister, Kunststoff',
    quantityNet: { value: 80, unit: 'L' },
    transportCategory: 3,
    ...overrides,
  };
}

function buildFullCargo(): Record<string, unknown> {
  return buildCargo({
    name: 'Ethanol, Lösung',
    unNumber: '1170',
    hazardClass: '3',
    transportHazardClass: '3',
    classificationCode: 'F1',
    packingGroup: 'II',
    dangerLabels: ['3', '6.1'],
    specialRegulation: '144, 601',
    transportCategory: 2,
    tunnelRestrictionCode: 'D/E',
    quantityGross: { value: 86.5, unit: 'KG' },
    limitedQuantity: false,
    exceptedQuantity: false,
    itemNumber: '1',
    additionalInfo: 'Beförderung ohne Freistellung',
    order: 0,
  });
}

function buildTransport(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Lieferung Lösemittel KW 12',
    consignor: buildParty('Chemie Nord GmbH'),
    consignee: buildParty('Lackiererei Süd AG'),
    transporter: buildParty('Spedition Weber KG'),
    cargo: [buildCargo()],
    ...overrides,
  };
}

describe.each([
  ['transport draft', transportDraft],
  ['transport document', transportDocument],
] as const)('%s (domain.md §5 Transport)', (_name, entity) => {
  it('accepts a transport with every field filled', () => {
    const full = buildTransport({
      cargo: [buildFullCargo(), buildCargo({ id: 'cargo-2', unNumber: '0004', order: 1 })],
      transportPoints: 240,
      files: [{ sha256: 'e'.repeat(64), name: 'sdb.pdf', size: 4096, type: 'application/pdf' }],
    });
    expect(validateDocument(entity, full).ok).toBe(true);
  });

  it('requires the name (the title of the document)', () => {
    expect(issuesOf(entity, buildTransport({ name: '' }))).toEqual([{ path: 'name', message: REQUIRED }]);
  });

  it('requires consignor, consignee and carrier', () => {
    expect(issuesOf(entity, buildTransport({ consignor: null, consignee: undefined, transporter: null }))).toEqual([
      { path: 'consignor', message: REQUIRED },
      { path: 'consignee', message: REQUIRED },
      { path: 'transporter', message: REQUIRED },
    ]);
  });

  it('requires a postal name for each party', () => {
    expect(issuesOf(entity, buildTransport({ consignor: { city: 'Hamburg' } }))).toEqual([
      { path: 'consignor.postalName', message: 'rule.transport.consignorPostalName' },
    ]);
    expect(issuesOf(entity, buildTransport({ consignee: buildParty(' ') }))).toEqual([
      { path: 'consignee.postalName', message: 'rule.transport.consigneePostalName' },
    ]);
    expect(issuesOf(entity, buildTransport({ transporter: {} }))).toEqual([
      { path: 'transporter.postalName', message: 'rule.transport.transporterPostalName' },
    ]);
  });

  it('requires at least one cargo', () => {
    expect(issuesOf(entity, buildTransport({ cargo: [] }))).toEqual([{ path: 'cargo', message: REQUIRED }]);
  });

  it('requires danger labels, number of items, packaging, net quantity and transport category for each cargo', () => {
    expect(issuesOf(entity, buildTransport({ cargo: [buildCargo(), { id: 'cargo-2', dangerLabels: [] }] }))).toEqual([
      { path: 'cargo.1.dangerLabels', message: REQUIRED },
      { path: 'cargo.1.transportCategory', message: REQUIRED },
      { path: 'cargo.1.numberOfItems', message: REQUIRED },
      { path: 'cargo.1.packaging', message: REQUIRED },
      { path: 'cargo.1.quantityNet', message: REQUIRED },
    ]);
  });

  it('requires both unit and value of the net quantity', () => {
    expect(issuesOf(entity, buildTransport({ cargo: [buildCargo({ quantityNet: { value: 80 } })] }))).toEqual([
      { path: 'cargo.0.quantityNet.unit', message: REQUIRED },
    ]);
    expect(issuesOf(entity, buildTransport({ cargo: [buildCargo({ quantityNet: { unit: 'KG' } })] }))).toEqual([
      { path: 'cargo.0.quantityNet.value', message: REQUIRED },
    ]);
  });

  it('keeps number of items at least 1 and the transport category within 0 to 4', () => {
    expect(issuesOf(entity, buildTransport({ cargo: [buildCargo({ numberOfItems: 0 })] }))).toEqual([
      { path: 'cargo.0.numberOfItems', message: INVALID },
    ]);
    expect(issuesOf(entity, buildTransport({ cargo: [buildCargo({ transportCategory: 0 })] }))).toEqual([]);
    expect(issuesOf(entity, buildTransport({ cargo: [buildCargo({ transportCategory: 5 })] }))).toEqual([
      { path: 'cargo.0.transportCategory', message: INVALID },
    ]);
  });

  it('takes a UN number of exactly four digits', () => {
    expect(issuesOf(entity, buildTransport({ cargo: [buildCargo({ unNumber: '' })] }))).toEqual([]);
    expect(issuesOf(entity, buildTransport({ cargo: [buildCargo({ unNumber: '12a4' })] }))).toEqual([
      { path: 'cargo', message: 'rule.transport.unNumber' },
    ]);
  });

  it('refuses the server-managed audit fields', () => {
    expect(validateDocument(entity, buildTransport({ createdAt: '2025-01-01T00:00:00Z' })).ok).toBe(false);
  });
});
