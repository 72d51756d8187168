import { derivedTransportPoints } from '../domain/transport';
import {
  ADR_CLASSES,
  ADR_DANGER_LABELS,
  CARGO_QUANTITY_UNITS,
  PACKING_GROUPS,
  TRANSPORT_CATEGORY_MAX,
  TRANSPORT_CATEGORY_MIN,
  TUNNEL_RESTRICTION_CODES,
} from '../enums/transport';
import type { DocumentData, EntityDerivation, EntityRule } from './entity';
import type { AddressPart, FieldMap } from './fields';
import { LABELS } from './labels';

/**
 * The fields a transport draft and a transport document share (domain.md §3 Transport
 * document and transport draft). createdAt, createdBy, updatedAt and updatedBy are kept by
 * the server for every document and are deliberately not fields: a client cannot set them.
 */

const PARTY_PARTS = [
  'postalName',
  'street',
  'houseNumber',
  'zipCode',
  'city',
] as const satisfies readonly AddressPart[];

/** One cargo item: a dangerous good as it is entered into the transport document. */
export const cargoFields = {
  name: { kind: 'text', label: LABELS.name, maxLength: 500 },
  unNumber: {
    kind: 'text',
    label: /*i18n*/ { id: 'field.transport.cargo.unNumber', message: 'UN number' },
    maxLength: 4,
  },
  hazardClass: {
    kind: 'enum',
    label: /*i18n*/ { id: 'field.transport.cargo.hazardClass', message: 'Hazard class' },
    values: ADR_CLASSES,
  },
  transportHazardClass: {
    kind: 'enum',
    label: /*i18n*/ { id: 'field.transport.cargo.transportHazardClass', message: 'Transport hazard class' },
    values: ADR_CLASSES,
  },
  classificationCode: {
    kind: 'text',
    label: /*i18n*/ { id: 'field.transport.cargo.classificationCode', message: 'Classification code' },
    maxLength: 16,
  },
  packingGroup: {
    kind: 'enum',
    label: /*i18n*/ { id: 'field.transport.cargo.packingGroup', message: 'Packing group' },
    values: PACKING_GROUPS,
  },
  dangerLabels: {
    kind: 'enum',
    label: /*i18n*/ { id: 'field.transport.cargo.dangerLabels', message: 'Danger labels' },
    values: ADR_DANGER_LABELS,
    multiple: true,
    required: true,
  },
  specialRegulation: {
    kind: 'text',
    label: /*i18n*/ { id: 'field.transport.cargo.specialRegulation', message: 'Special provision' },
    maxLength: 500,
  },
  transportCategory: {
    kind: 'number',
    label: /*i18n*/ { id: 'field.transport.cargo.transportCategory', message: 'Transport category' },
    integer: true,
    min: TRANSPORT_CATEGORY_MIN,
    max: TRANSPORT_CATEGORY_MAX,
    required: true,
  },
  tunnelRestrictionCode: {
    kind: 'enum',
    label: /*i18n*/ { id: 'field.transport.cargo.tunnelRestrictionCode', message: 'Tunnel restriction code' },
    values: TUNNEL_RESTRICTION_CODES,
  },
  numberOfItems: {
    kind: 'number',
    label: /*i18n*/ { id: 'field.transport.cargo.numberOfItems', message: 'Number of packages' },
    integer: true,
    min: 1,
    required: true,
  },
  packaging: {
    kind: 'text',
    label: /*i18n*/ { id: 'field.transport.cargo.packaging', message: 'Packaging' },
    maxLength: 500,
    required: true,
  },
  quantityNet: {
    kind: 'measurement',
    label: /*i18n*/ { id: 'field.transport.cargo.quantityNet', message: 'Net quantity' },
    units: CARGO_QUANTITY_UNITS,
    required: true,
  },
  quantityGross: {
    kind: 'measurement',
    label: /*i18n*/ { id: 'field.transport.cargo.quantityGross', message: 'Gross quantity' },
    units: CARGO_QUANTITY_UNITS,
  },
  limitedQuantity: {
    kind: 'boolean',
    label: /*i18n*/ { id: 'field.transport.cargo.limitedQuantity', message: 'Limited quantity' },
  },
  exceptedQuantity: {
    kind: 'boolean',
    label: /*i18n*/ { id: 'field.transport.cargo.exceptedQuantity', message: 'Excepted quantity' },
  },
  itemNumber: {
    kind: 'text',
    label: /*i18n*/ { id: 'field.transport.cargo.itemNumber', message: 'Item number' },
    maxLength: 100,
  },
  additionalInfo: {
    kind: 'text',
    label: /*i18n*/ { id: 'field.transport.cargo.additionalInfo', message: 'Additional information' },
    multiline: true,
  },
} as const satisfies FieldMap;

export const transportFields = {
  name: { kind: 'text', label: LABELS.name, required: true, column: true },
  /** The depot or site the transport leaves from: places it for OWN_LOCATION rules (a driver's depot). */
  location: {
    kind: 'reference',
    label: /*i18n*/ { id: 'field.transport.location', message: 'Dispatch location' },
    to: ['LOCATION', 'DEPARTMENT'],
    column: true,
  },
  consignor: {
    kind: 'address',
    label: /*i18n*/ { id: 'field.transport.consignor', message: 'Consignor' },
    parts: PARTY_PARTS,
    required: true,
    column: true,
  },
  consignee: {
    kind: 'address',
    label: /*i18n*/ { id: 'field.transport.consignee', message: 'Consignee' },
    parts: PARTY_PARTS,
    required: true,
    column: true,
  },
  transporter: {
    kind: 'address',
    label: /*i18n*/ { id: 'field.transport.transporter', message: 'Carrier' },
    parts: PARTY_PARTS,
    required: true,
    column: true,
  },
  cargo: {
    kind: 'keyedList',
    label: /*i18n*/ { id: 'field.transport.cargo', message: 'Cargo' },
    fields: cargoFields,
    ordered: true,
    required: true,
  },
  transportPoints: {
    kind: 'number',
    label: /*i18n*/ { id: 'field.transport.transportPoints', message: 'Transport points' },
    min: 0,
    column: true,
    derived: true,
  },
  files: { kind: 'file', label: LABELS.files, multiple: true },
} as const satisfies FieldMap;

const UN_NUMBER = /^\d{4}$/;

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** A party (consignor, consignee, carrier) is named by its postal name. */
function hasPostalName(data: DocumentData, party: string): boolean {
  const address = data[party];
  return !isRecord(address) || isFilled(address.postalName);
}

function cargoItems(data: DocumentData): readonly Readonly<Record<string, unknown>>[] {
  const cargo = data.cargo;
  return Array.isArray(cargo) ? cargo.filter(isRecord) : [];
}

/** Rules of domain.md §5 Transport beyond the fields' own `required`. */
export const transportRules = [
  {
    message: /*i18n*/ { id: 'rule.transport.consignorPostalName', message: 'Enter the name of the consignor' },
    path: ['consignor', 'postalName'],
    valid: (data) => hasPostalName(data, 'consignor'),
  },
  {
    message: /*i18n*/ { id: 'rule.transport.consigneePostalName', message: 'Enter the name of the consignee' },
    path: ['consignee', 'postalName'],
    valid: (data) => hasPostalName(data, 'consignee'),
  },
  {
    message: /*i18n*/ { id: 'rule.transport.transporterPostalName', message: 'Enter the name of the carrier' },
    path: ['transporter', 'postalName'],
    valid: (data) => hasPostalName(data, 'transporter'),
  },
  {
    message: /*i18n*/ { id: 'rule.transport.unNumber', message: 'A UN number has exactly four digits' },
    path: ['cargo'],
    valid: (data) =>
      cargoItems(data).every((item) => !isFilled(item.unNumber) || UN_NUMBER.test(String(item.unNumber))),
  },
] as const satisfies readonly EntityRule[];

/**
 * A transport's `transportPoints` come from its cargo (ADR 1.1.3.6.4, docs/domain/transport.md).
 * Version 2: each line counts the quantity ADR 1.1.3.6.3 names for its class and code.
 */
export const transportDerivation = {
  version: 2,
  values: derivedTransportPoints,
} as const satisfies EntityDerivation;
