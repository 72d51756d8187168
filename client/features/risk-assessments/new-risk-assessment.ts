import type { DocumentData } from '../../../shared/entities/entity';
import type { FormData } from '../entity-detail';

/** A substance or an activity a new risk assessment is made for (the dashboard's missing documents, CMP-1). */
export interface AssessedSource {
  readonly id: string;
  readonly type: string;
  readonly data: DocumentData;
}

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id !== '') : [];

const unique = (values: readonly string[]) => [...new Set(values)];

/** The storages a substance is kept in (its storage locations). */
function storagesOf(data: DocumentData): string[] {
  if (!Array.isArray(data.storageLocations)) return [];
  return data.storageLocations.flatMap((entry: unknown) =>
    typeof entry === 'object' && entry !== null && typeof (entry as { storage?: unknown }).storage === 'string'
      ? [(entry as { storage: string }).storage]
      : [],
  );
}

/**
 * The values a risk assessment made for a substance or an activity starts with, so that saving
 * it covers the source (CMP-1: a risk assessment covers the substances it names, an activity
 * through its substance): a substance is named and its storages are the assessment's storages;
 * an activity gives its substance, its work equipment and storages and its work environments.
 * `title` words the assessment's name from the source's. Undefined for any other document.
 */
export function riskAssessmentPreset(source: AssessedSource, title: (name: string) => string): FormData | undefined {
  const name = typeof source.data.name === 'string' ? source.data.name.trim() : '';
  const named = name ? { name: title(name) } : {};
  const filled = (field: string, values: readonly string[]) => (values.length > 0 ? { [field]: unique(values) } : {});
  if (source.type === 'SUBSTANCE') {
    return { ...named, substances: [source.id], ...filled('storageOrWorkEquipments', storagesOf(source.data)) };
  }
  if (source.type === 'ACTIVITY') {
    return {
      ...named,
      ...filled('substances', ids([source.data.substance])),
      ...filled('storageOrWorkEquipments', ids(source.data.storageOrWorkEquipments)),
      ...filled('workEnvironments', ids(source.data.workEnvironments)),
    };
  }
  return undefined;
}
