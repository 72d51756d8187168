import type { AccessResource } from '../enums/access';
import type { DocumentType } from '../enums/entity-types';
import type { ModuleCode } from '../modules';
import type { FieldMap, Label } from './fields';

/** A document's data as stored and synced: plain JSON keyed by field name. */
export type DocumentData = Readonly<Record<string, unknown>>;

/** A validation rule over the whole document; `path` names the field the message belongs to. */
export interface EntityRule {
  readonly message: Label;
  readonly path: readonly string[];
  readonly valid: (data: DocumentData) => boolean;
}

/** A non-blocking warning (domain.md §5 "Warnings, which do not block"). */
export interface EntityWarning {
  readonly code: string;
  readonly message: Label;
}

/** Reads other documents of the replica or store, for warnings that compare documents. */
export type DocumentLookup = (id: string) => { readonly type: DocumentType; readonly data: DocumentData } | undefined;

/**
 * One entity of domain.md §3, declared once. A reader of one entity file knows the
 * entity completely: its fields, rules, access resource, module and organisation scope.
 */
export interface EntityDefinition {
  readonly type: DocumentType;
  readonly label: Label;
  readonly pluralLabel: Label;
  /** The access resource of domain.md §6 its documents are checked against. */
  readonly resource: AccessResource;
  /** The module a tenant needs; `null` for the always-available areas. */
  readonly module: ModuleCode | null;
  readonly fields: FieldMap;
  /** The field whose value is the document's title in lists, pickers and history. */
  readonly titleField: string;
  /**
   * Organisation scope (OWN_LOCATION, OWN_DEPARTMENT, CUSTOM rules): the reference fields
   * whose locations and departments the document belongs to; `self` for locations and
   * departments themselves. No scope fields: the document is visible only to ALL rules.
   */
  readonly scope: { readonly self?: true; readonly fields: readonly string[] };
  /** Rules beyond a field's `required` that look at several fields (domain.md §5). */
  readonly rules?: readonly EntityRule[];
  /** The values of its `derived` fields for these data; the write API stores them with each change. */
  readonly derive?: (data: DocumentData) => DocumentData;
  /**
   * The id of the entity's one document per tenant, for a singleton: a create of it after it
   * was deleted brings it back (docs/sync-spec.md M7).
   */
  readonly fixedId?: string;
  /** Non-blocking warnings; may look at other documents. */
  readonly warnings?: (data: DocumentData, lookup: DocumentLookup) => readonly EntityWarning[];
}

export function defineEntity<const E extends EntityDefinition>(entity: E): E {
  return entity;
}
