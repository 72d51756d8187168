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
  /** The text; it may carry values (`{ sum, number }`) that the message formats. */
  readonly message: Label;
  /** The top-level field it is about: the screen shows it in the section holding that field. */
  readonly field?: string;
}

/**
 * One part of an entity's detail screen: a translated title and the top-level fields it holds,
 * in the order shown. A screen with sections lets the user collapse them and jump between them.
 */
export interface EntitySection {
  /** Stable, in kebab-case: the anchor of the section and the key its collapsed state is kept under. */
  readonly key: string;
  readonly title: Label;
  readonly fields: readonly string[];
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
  /**
   * Fields a former version of the entity stored and no longer has: documents holding them still
   * load, and validation drops them, so the next version of such a document is stored without them.
   */
  readonly retiredFields?: readonly string[];
  /** The field whose value is the document's title in lists, pickers and history. */
  readonly titleField: string;
  /**
   * Organisation scope (OWN_LOCATION, OWN_DEPARTMENT, CUSTOM rules): the reference fields
   * whose locations and departments the document belongs to; `self` for locations and
   * departments themselves, which are their own place. No scope fields: the document is
   * visible only to ALL rules.
   */
  readonly scope: { readonly self?: 'location' | 'department'; readonly fields: readonly string[] };
  /** Rules beyond a field's `required` that look at several fields (domain.md §5). */
  readonly rules?: readonly EntityRule[];
  /**
   * Its `derived` fields: computed by the server at every commit (after the merge, before
   * validation) and by the client for display; a client never decides them. `version` names
   * the rule: when it grows, the server recomputes the stored values (docs/sync-spec.md D1–D3).
   */
  readonly derive?: EntityDerivation;
  /** Who reads and writes beyond the access resource, declared here, never coded in the core. */
  readonly access?: EntityAccess;
  /**
   * The id of the entity's one document per tenant, for a singleton: a create of it after it
   * was deleted brings it back (docs/sync-spec.md M7).
   */
  readonly fixedId?: string;
  /**
   * Sections of the detail screen in order, each field in at most one; fields in none follow in
   * a last section without a title. Without sections the form is one list of fields.
   */
  readonly sections?: readonly EntitySection[];
  /** Non-blocking warnings; may look at other documents and at today's date (`YYYY-MM-DD`, the device's). */
  readonly warnings?: (data: DocumentData, lookup: DocumentLookup, today: string) => readonly EntityWarning[];
}

/** How an entity's `derived` fields are computed, and the version of that rule. */
export interface EntityDerivation {
  readonly version: number;
  readonly values: (data: DocumentData) => DocumentData;
}

/** Access rules of an entity beyond resource × action × organisation scope (docs/sync-spec.md A9, R2, R3). */
export interface EntityAccess {
  /** Every member of the tenant reads its documents, whatever their roles (A9). */
  readonly readByEveryMember?: true;
  /**
   * Each document belongs to one user, its owner, and exists for nobody else (R2); the owner
   * reads it while they may read the entity named in the field `readAsTypeIn` where it sits.
   */
  readonly owned?: { readonly readAsTypeIn: string };
  /** Only the system creates and deletes; a client may patch these fields alone, last writer wins (R3). */
  readonly clientPatchesOnly?: readonly string[];
  /**
   * Further modules whose tenants read its documents without writing them: what another tenant
   * delivers there through the system (published regulations, docs/decisions/0044).
   */
  readonly readModules?: readonly ModuleCode[];
  /**
   * The field the system fills on a document it delivered from another tenant; a device may not
   * create, change or delete a document holding it, nor write the field (docs/decisions/0044).
   */
  readonly deliveredField?: string;
}

/** Whether a tenant subscribing these modules writes the entity's documents (its module only). */
export function writableWith(entity: EntityDefinition, modules: readonly string[]): boolean {
  return entity.module === null || modules.includes(entity.module);
}

/** Whether a stored document was delivered from another tenant (`access.deliveredField`), read-only here. */
export function isDelivered(entity: EntityDefinition, data: DocumentData | undefined): boolean {
  const field = entity.access?.deliveredField;
  return field !== undefined && data !== undefined && data[field] !== undefined;
}

/** Whether a tenant subscribing these modules reads the entity's documents (its module or a read module). */
export function readableWith(entity: EntityDefinition, modules: readonly string[]): boolean {
  if (entity.module === null || modules.includes(entity.module)) return true;
  return (entity.access?.readModules ?? []).some((module) => modules.includes(module));
}

export function defineEntity<const E extends EntityDefinition>(entity: E): E {
  return entity;
}
