import type { MessageDescriptor } from '@lingui/core';
import type { DocumentType } from '../enums/entity-types';

/**
 * Field kinds of the entity registry; they match the spec's table cell types
 * (domain.md §2) plus the structural kinds a form needs.
 * Labels are explicit Lingui descriptors (`/*i18n*\/ { id, message }`), because the
 * server reads the registry without the Lingui macro transform.
 */
export type Label = MessageDescriptor;

interface FieldBase {
  readonly label: Label;
  /** A value is required (domain.md §5); for lists: at least one item. */
  readonly required?: boolean;
  /** Shown as a list column by default. */
  readonly column?: boolean;
  /** Computed by the entity's `derive` from other fields: stored and listed, never an input. */
  readonly derived?: true;
}

export interface TextField extends FieldBase {
  readonly kind: 'text';
  readonly maxLength?: number;
  readonly multiline?: boolean;
  readonly format?: 'email' | 'phone' | 'url';
}
export interface RichTextField extends FieldBase {
  readonly kind: 'richText';
}
export interface BooleanField extends FieldBase {
  readonly kind: 'boolean';
}
/** ISO date (`YYYY-MM-DD`) or, with `time`, an ISO date-time. */
export interface DateField extends FieldBase {
  readonly kind: 'date';
  readonly time?: boolean;
}
export interface NumberField extends FieldBase {
  readonly kind: 'number';
  readonly integer?: boolean;
  readonly min?: number;
  readonly max?: number;
}
export interface EnumField extends FieldBase {
  readonly kind: 'enum';
  readonly values: readonly string[];
  /** A set of values rather than one. */
  readonly multiple?: boolean;
}
export interface ReferenceField extends FieldBase {
  readonly kind: 'reference';
  /** The document types the reference may point to. */
  readonly to: readonly DocumentType[];
  readonly multiple?: boolean;
}
/** Codes of a sign or phrase catalogue (GHS, safety signs, H/P statements). */
export interface SymbolField extends FieldBase {
  readonly kind: 'symbol';
  readonly catalog: 'GHS' | 'F' | 'M' | 'P' | 'E' | 'W' | 'H_STATEMENT' | 'P_STATEMENT';
  readonly multiple?: boolean;
}
/** A value with a unit, stored as `{ value, unit }`. */
export interface MeasurementField extends FieldBase {
  readonly kind: 'measurement';
  readonly units: readonly string[];
}
/** Blob references by SHA-256, stored as `{ sha256, name, size, type }`. */
export interface FileField extends FieldBase {
  readonly kind: 'file';
  readonly multiple?: boolean;
  readonly accept?: 'image' | 'pdf' | 'any';
}
/** A postal address; `parts` lists the sub-fields this entity uses. */
export interface AddressField extends FieldBase {
  readonly kind: 'address';
  readonly parts: readonly AddressPart[];
}
export type AddressPart = 'postalName' | 'street' | 'houseNumber' | 'buildingFloor' | 'zipCode' | 'city' | 'country';

/** A nested record merged field by field (e.g. an activity's exposition). */
export interface GroupField extends FieldBase {
  readonly kind: 'group';
  readonly fields: FieldMap;
}
/**
 * A list of sub-records, each with a stable `id` so that two devices' edits merge item by
 * item (findings, risks, cargo, sessions...). `composition` marks the rows shown as a
 * composition cell (a substance's components).
 */
export interface KeyedListField extends FieldBase {
  readonly kind: 'keyedList';
  readonly fields: FieldMap;
  readonly composition?: boolean;
  /** Order matters and the user may reorder (kept as an `order` number per item). */
  readonly ordered?: boolean;
}

export type Field =
  | TextField
  | RichTextField
  | BooleanField
  | DateField
  | NumberField
  | EnumField
  | ReferenceField
  | SymbolField
  | MeasurementField
  | FileField
  | AddressField
  | GroupField
  | KeyedListField;

export type FieldKind = Field['kind'];
export type FieldMap = Readonly<Record<string, Field>>;
