import type { DocumentType } from '../enums/entity-types';
import type { DocumentData, EntityDefinition } from './entity';

/** The id of the tenant's one company settings document (docs/decisions/0019). */
export const COMPANY_SETTINGS_ID = 'company-settings';

/**
 * The fields of an entity the company settings may hide in its forms: optional, top-level
 * inputs. Required fields stay, or no form could be saved; derived fields are never inputs.
 */
export function hideableFields(entity: EntityDefinition): string[] {
  return Object.entries(entity.fields)
    .filter(([, field]) => field.required !== true && field.derived !== true)
    .map(([name]) => name);
}

/** The paths the company settings hide in the forms of one document type. */
export function hiddenFieldsOf(settings: DocumentData | undefined, type: DocumentType): ReadonlySet<string> {
  const entries = Array.isArray(settings?.hiddenFields) ? (settings.hiddenFields as unknown[]) : [];
  return new Set(
    entries.flatMap((entry) => {
      if (!entry || typeof entry !== 'object') return [];
      const { entityType, field } = entry as { entityType?: unknown; field?: unknown };
      return entityType === type && typeof field === 'string' ? [field] : [];
    }),
  );
}
