import { useLingui } from '@lingui/react/macro';
import type { DocumentLookup, EntityDefinition, EntityWarning } from '../../../shared/entities/entity';
import type { FormData } from './form-values';

/** Non-blocking warnings of the registry, where the screen shows them (on top or in a section). */
export function Warnings({ warnings }: { readonly warnings: readonly EntityWarning[] }) {
  const { i18n } = useLingui();
  if (warnings.length === 0) return null;
  return (
    <div className="notice notice-warning form-warnings" role="status" data-testid="form-warnings">
      {warnings.map((warning) => (
        <p key={warning.code} data-warning={warning.code}>
          {i18n._(warning.message)}
        </p>
      ))}
    </div>
  );
}

/**
 * The registry's warnings for the document as it is being edited, on the device's day. A
 * warning must never break the form, also for a half-filled document.
 */
export function entityWarnings(
  entity: EntityDefinition,
  data: FormData,
  lookup: DocumentLookup,
  today: string,
): readonly EntityWarning[] {
  try {
    return entity.warnings?.(data, lookup, today) ?? [];
  } catch (error) {
    console.warn('warning check failed', error);
    return [];
  }
}
