import { type ComponentType, createElement, Fragment, type ReactNode } from 'react';
import type { ValidationIssue } from '../../../shared/entities/derive/schema';
import type { DocumentData } from '../../../shared/entities/entity';
import type { DocumentType } from '../../../shared/enums/entity-types';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import type { FormAddon, FormAside, FormData, SectionPanels } from '../entity-detail';
import type { DeriveAction } from './derive-action';
import type { ScreenKey } from './screens';

/** How a new document starts, read from the URL by the extension's hook. */
export interface NewDocumentStart {
  /** The values the form starts with (a measure created from a finding). */
  readonly initial?: FormData;
  /** Runs once the new document is stored (the measure joins its inspection). */
  readonly afterCreate?: (db: ReplicaDb, id: string) => Promise<void>;
  /** A fresh form starts when it changes (another "new department" of the tree). */
  readonly formKey?: string;
}

/** What a document type adds to the generic detail and create screen. */
export interface DetailExtension {
  /** Shown below the heading of a saved document (PDF, the employee's account). Registrations add up. */
  readonly Actions?: ComponentType<{ readonly doc: ViewDoc }>;
  /** New documents made from a saved one, each a button below the heading (a transport document from its draft). */
  readonly derive?: readonly DeriveAction[];
  /** Shown in the form below the fields, from the values being edited (a transport's points). */
  readonly formAddon?: FormAddon;
  /** Beside the inputs on tablet and desktop: a guide computed from the values being edited (an activity's EMKG steps). */
  readonly Aside?: FormAside;
  /** Fields the form leaves to the section below it or to a section panel; saving still validates the whole document. */
  readonly sectionFields?: readonly string[];
  /** Shown in the entity's sections (`sections` of its definition) by key: the approval workflow of a substance. */
  readonly sectionPanels?: SectionPanels;
  /** Below the form in the main column: the editor of a sub-list (a site inspection's findings). */
  readonly Section?: ComponentType<{ readonly db: ReplicaDb; readonly doc: ViewDoc | undefined }>;
  /**
   * Rules across documents the server also checks at commit, run on the device before a save is
   * queued (a measure's type against its risk's other measures): their issues block the save.
   * Registrations add up.
   */
  readonly saveChecks?: readonly SaveCheck[];
  /** Below the main column, from other features: the measures of a document they came from. Registrations add up. */
  readonly Panels?: readonly ComponentType<{ readonly db: ReplicaDb; readonly doc: ViewDoc | undefined }>[];
  /** A hook: how a new document starts, from the route's search. */
  readonly useNewDocument?: () => NewDocumentStart;
  /** Where the documents open, when not beneath the list (`/locations/departments`). */
  readonly detailBase?: string;
}

/** A check of a document about to be saved, with its id (new or stored) and all its values; empty when it passes. */
export type SaveCheck = (
  db: ReplicaDb,
  doc: { readonly id: string; readonly data: DocumentData },
) => Promise<readonly ValidationIssue[]>;

/** A document as a list filter reads it. */
export interface FilterDoc {
  readonly id: string;
  readonly data: DocumentData;
}

/** What a list filter shows above the table and which documents it keeps (undefined: all). */
export interface ListFilter {
  readonly bar: ReactNode;
  readonly keep: ((doc: FilterDoc) => boolean) | undefined;
  /** A mark beside a row's title (an operating instruction whose source changed). */
  readonly markerOf?: (id: string) => ReactNode;
}

/** A hook of the generic list: its filter over the type's documents (undefined while they load). */
export type ListFilterHook = (docs: readonly FilterDoc[] | undefined) => ListFilter;

/** How a list shows one column's cell instead of its text: the row's data and the text the list prepared. */
export type ListCell = ComponentType<{ readonly data: DocumentData; readonly text: string }>;

/** What one document type adds to the generic screens, or the screens it has instead. */
export interface ScreenExtension {
  readonly detail?: DetailExtension;
  /** Buttons beside "New" on the generic list (create a substance from a safety data sheet). */
  readonly ListActions?: ComponentType;
  /** Filters of the generic list, in its toolbar (the measures' status tabs, the activities without a complete EMKG rating). */
  readonly useListFilter?: ListFilterHook;
  /** Cells of the generic list by field (an activity's EMKG levels in their colours beside their words). */
  readonly listCells?: Readonly<Record<string, ListCell>>;
  /** A list screen of its own (the locations tree). */
  readonly ListScreen?: ComponentType;
  /** A screen of its own for one of the type's list routes (the hazardous substance register among substances). */
  readonly listScreens?: Partial<Record<ScreenKey, ComponentType>>;
  /** A detail screen of its own (the driver's read view of a transport document). */
  readonly DetailScreen?: ComponentType<{ readonly documentId: string }>;
}

/** The extensions a feature registers, by document type. */
export type ScreenExtensions = Partial<Record<DocumentType, ScreenExtension>>;

export interface ExtensionRegistry {
  readonly extensionOf: (type: DocumentType) => ScreenExtension | undefined;
  /** The fields in which documents of the type name what they were derived from (their links back). */
  readonly sourceFieldsOf: (type: DocumentType) => readonly string[];
}

type Actions = NonNullable<DetailExtension['Actions']>;

/** Two features' actions on one screen: the first's, then the second's. */
function bothActions(First: Actions, Second: Actions): Actions {
  return function BothActions({ doc }) {
    return createElement(Fragment, null, createElement(First, { doc }), createElement(Second, { doc }));
  };
}

/** Two registrations of one type as one: a slot given twice is a mistake, except the actions, panels and save checks, which add up. */
function merged(type: DocumentType, first: ScreenExtension, second: ScreenExtension): ScreenExtension {
  const twice = (a: object, b: object, ignore: readonly string[]) =>
    Object.keys(a).filter((key) => !ignore.includes(key) && key in b);
  const clash = [
    ...twice(first, second, ['detail']),
    ...twice(first.detail ?? {}, second.detail ?? {}, ['Panels', 'Actions', 'saveChecks']),
  ];
  if (clash.length > 0) throw new Error(`screen extensions of ${type} register ${clash.join(', ')} twice`);
  if (!first.detail || !second.detail) {
    const detail = first.detail ?? second.detail;
    return { ...first, ...second, ...(detail ? { detail } : {}) };
  }
  const Panels = [...(first.detail.Panels ?? []), ...(second.detail.Panels ?? [])];
  const saveChecks = [...(first.detail.saveChecks ?? []), ...(second.detail.saveChecks ?? [])];
  const [one, other] = [first.detail.Actions, second.detail.Actions];
  const Actions = one && other ? bothActions(one, other) : (one ?? other);
  return {
    ...first,
    ...second,
    detail: {
      ...first.detail,
      ...second.detail,
      Panels,
      ...(Actions ? { Actions } : {}),
      ...(saveChecks.length > 0 ? { saveChecks } : {}),
    },
  };
}

/** One registry from the features' registrations; a type's registrations merge (`merged`). */
export function extensionRegistry(registrations: readonly ScreenExtensions[]): ExtensionRegistry {
  const byType = new Map<DocumentType, ScreenExtension>();
  for (const registration of registrations) {
    for (const [type, extension] of Object.entries(registration) as [DocumentType, ScreenExtension | undefined][]) {
      if (!extension) continue;
      const known = byType.get(type);
      byType.set(type, known ? merged(type, known, extension) : extension);
    }
  }
  const sourceFields = new Map<DocumentType, string[]>();
  for (const extension of byType.values()) {
    for (const action of extension.detail?.derive ?? []) {
      sourceFields.set(action.target, [...new Set([...(sourceFields.get(action.target) ?? []), action.sourceField])]);
    }
  }
  return { extensionOf: (type) => byType.get(type), sourceFieldsOf: (type) => sourceFields.get(type) ?? [] };
}
