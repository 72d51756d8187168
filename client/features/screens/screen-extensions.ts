import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
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
  /** Shown below the heading of a saved document (PDF, the employee's account). */
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
  /** A hook: how a new document starts, from the route's search. */
  readonly useNewDocument?: () => NewDocumentStart;
  /** Where the documents open, when not beneath the list (`/locations/departments`). */
  readonly detailBase?: string;
}

/** A filter the generic list offers beside its search, kept in the URL by its key. */
export interface ListFilter {
  /** Stable: the value of `filter` in the URL (`MISSING_EMKG`). */
  readonly key: string;
  readonly label: MessageDescriptor;
  readonly matches: (data: DocumentData) => boolean;
}

/** How a list shows one column's cell instead of its text: the row's data and the text the list prepared. */
export type ListCell = ComponentType<{ readonly data: DocumentData; readonly text: string }>;

/** What one document type adds to the generic screens, or the screens it has instead. */
export interface ScreenExtension {
  readonly detail?: DetailExtension;
  /** Buttons beside "New" on the generic list (create a substance from a safety data sheet). */
  readonly ListActions?: ComponentType;
  /** Filters of the generic list (the activities without a complete EMKG rating). */
  readonly listFilters?: readonly ListFilter[];
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

/** One registry from the features' registrations; a type registered twice is a mistake. */
export function extensionRegistry(registrations: readonly ScreenExtensions[]): ExtensionRegistry {
  const byType = new Map<DocumentType, ScreenExtension>();
  for (const registration of registrations) {
    for (const [type, extension] of Object.entries(registration) as [DocumentType, ScreenExtension | undefined][]) {
      if (!extension) continue;
      if (byType.has(type)) throw new Error(`screen extensions of ${type} are registered twice`);
      byType.set(type, extension);
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
